// Conversions between floats and integers in every direction: double/float -> sbyte byte short
// ushort char int uint long ulong (truncation toward zero; out-of-range values and NaN give
// whatever Mono gives on amd64), int/uint/long/ulong/small types -> double/float (conv.r8,
// conv.r4, conv.r.un), double <-> float (rounding, overflow to infinity, denormals).
using System;

class FloatConversions
{
    static void FromDouble(double d)
    {
        Console.Write(d); Console.Write(" ->");
        Console.Write(" "); Console.Write((sbyte)d);
        Console.Write(" "); Console.Write((byte)d);
        Console.Write(" "); Console.Write((short)d);
        Console.Write(" "); Console.Write((ushort)d);
        Console.Write(" "); Console.Write((int)(char)d);
        Console.Write(" "); Console.Write((int)d);
        Console.Write(" "); Console.Write((uint)d);
        Console.Write(" "); Console.Write((long)d);
        Console.Write(" "); Console.Write((ulong)d);
        Console.Write(" "); Console.WriteLine((float)d);
    }

    static void FromFloat(float f)
    {
        Console.Write(f); Console.Write(" ->");
        Console.Write(" "); Console.Write((sbyte)f);
        Console.Write(" "); Console.Write((byte)f);
        Console.Write(" "); Console.Write((short)f);
        Console.Write(" "); Console.Write((ushort)f);
        Console.Write(" "); Console.Write((int)(char)f);
        Console.Write(" "); Console.Write((int)f);
        Console.Write(" "); Console.Write((uint)f);
        Console.Write(" "); Console.Write((long)f);
        Console.Write(" "); Console.Write((ulong)f);
        Console.Write(" "); Console.WriteLine((double)f);
    }

    static void FromInts(int i, uint u, long l, ulong ul)
    {
        Console.Write((double)i); Console.Write(" "); Console.Write((float)i); Console.Write(" ");
        Console.Write((double)u); Console.Write(" "); Console.Write((float)u); Console.Write(" ");
        Console.Write((double)l); Console.Write(" "); Console.Write((float)l); Console.Write(" ");
        Console.Write((double)ul); Console.Write(" "); Console.WriteLine((float)ul);
    }

    static void FromSmall(sbyte sb, byte b, short s, ushort us, char c)
    {
        Console.Write((double)sb); Console.Write(" "); Console.Write((float)sb); Console.Write(" ");
        Console.Write((double)b); Console.Write(" "); Console.Write((float)b); Console.Write(" ");
        Console.Write((double)s); Console.Write(" "); Console.Write((float)s); Console.Write(" ");
        Console.Write((double)us); Console.Write(" "); Console.Write((float)us); Console.Write(" ");
        Console.Write((double)c); Console.Write(" "); Console.WriteLine((float)c);
    }

    // exact int -> double -> int round trips and the float32 24-bit mantissa edge
    static long RoundTrips()
    {
        long bad = 0;
        for (int i = -100000; i <= 100000; i += 7)
        {
            if ((int)(double)i != i) bad++;
            if ((int)(float)i != i) bad++;
        }
        for (long k = 16777210; k < 16777230; k++)
            bad = bad * 3 + ((long)(float)k - k);
        return bad;
    }

    static int Main()
    {
        FromDouble(0); FromDouble(-0.0); FromDouble(0.4); FromDouble(0.5); FromDouble(0.999999);
        FromDouble(1.5); FromDouble(-1.5); FromDouble(2.5); FromDouble(-2.5); FromDouble(-0.9);
        FromDouble(127.9); FromDouble(128); FromDouble(-128.9); FromDouble(-129); FromDouble(255.5); FromDouble(256);
        FromDouble(32767.5); FromDouble(32768); FromDouble(-32768.5); FromDouble(65535.9); FromDouble(65536);
        FromDouble(2147483647.0); FromDouble(2147483647.9); FromDouble(2147483648.0); FromDouble(-2147483648.0);
        FromDouble(-2147483649.0); FromDouble(4294967295.0); FromDouble(4294967296.0); FromDouble(-4294967296.0);
        FromDouble(9.2233720368547758E+18); FromDouble(9223372036854774784.0); FromDouble(-9.2233720368547758E+18);
        FromDouble(-9.3e18); FromDouble(1.8446744073709552E+19); FromDouble(18446744073709549568.0);
        FromDouble(1e20); FromDouble(-1e20); FromDouble(1e300); FromDouble(-1);
        FromDouble(double.NaN); FromDouble(double.PositiveInfinity); FromDouble(double.NegativeInfinity);
        FromDouble(double.Epsilon); FromDouble(double.MaxValue); FromDouble(double.MinValue);
        FromDouble(3.4028235677973366E+38); FromDouble(3.4028236e38); FromDouble(1e-46); FromDouble(1e-45);
        FromDouble(0.1); FromDouble(16777217); FromDouble(123456789.987654321);

        FromFloat(0f); FromFloat(-0f); FromFloat(0.5f); FromFloat(-1.5f); FromFloat(2.5f); FromFloat(-2.5f);
        FromFloat(127.9f); FromFloat(255.5f); FromFloat(-129f); FromFloat(65535.5f); FromFloat(65536f);
        FromFloat(2147483520f); FromFloat(2147483648f); FromFloat(-2147483648f); FromFloat(4294967040f);
        FromFloat(4294967296f); FromFloat(9.223371e18f); FromFloat(9.223372e18f); FromFloat(-9.223372e18f);
        FromFloat(1.8446743e19f); FromFloat(1.8446744e19f); FromFloat(1e20f); FromFloat(-1f);
        FromFloat(float.NaN); FromFloat(float.PositiveInfinity); FromFloat(float.NegativeInfinity);
        FromFloat(float.Epsilon); FromFloat(float.MaxValue); FromFloat(float.MinValue); FromFloat(0.1f);
        FromFloat(16777216f); FromFloat(1.17549435E-38f); FromFloat(3.3333333f);

        FromInts(0, 0, 0, 0);
        FromInts(1, 1, 1, 1);
        FromInts(-1, 4294967295, -1, 18446744073709551615);
        FromInts(int.MaxValue, 2147483648, long.MaxValue, 9223372036854775808);
        FromInts(int.MinValue, 2147483647, long.MinValue, 9223372036854775807);
        FromInts(16777217, 16777217, 9007199254740993, 9007199254740993);
        FromInts(123456789, 3000000000, -123456789012345678, 12345678901234567890);
        FromInts(-16777217, 4294967040, 4611686018427387903, 18446744073709549568);
        FromInts(33554431, 2147483649, -9007199254740991, 18446744073709550591);
        FromInts(-16777217, 16777217, 9007199791611905, 9007199791611905);
        FromInts(0, 0, -9007199791611905, 18014399583223811);
        FromSmall(-128, 255, -32768, 65535, '\uffff');
        FromSmall(127, 0, 32767, 0, 'A');
        FromSmall(-1, 128, -1, 32768, '\u8000');
        Console.WriteLine(RoundTrips());
        double neg = -7.9;
        return (int)neg + 100;
    }
}
