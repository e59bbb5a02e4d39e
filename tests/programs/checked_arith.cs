// checked(...) add, sub and mul (add.ovf, add.ovf.un, sub.ovf, sub.ovf.un, mul.ovf, mul.ovf.un) on
// int, uint, long and ulong at the edges that do not overflow, through parameters (checked at run
// time) and as constant expressions (folded by mcs); checked conversions between integer types and
// from float/double at the edges of each range. The last operation, int.MaxValue + 1, overflows:
// OverflowException, exit 1, stdout intact (as Mono).
using System;

class CheckedArith
{
    static int AddI(int a, int b) { return checked(a + b); }
    static int SubI(int a, int b) { return checked(a - b); }
    static int MulI(int a, int b) { return checked(a * b); }
    static uint AddU(uint a, uint b) { return checked(a + b); }
    static uint SubU(uint a, uint b) { return checked(a - b); }
    static uint MulU(uint a, uint b) { return checked(a * b); }
    static long AddL(long a, long b) { return checked(a + b); }
    static long SubL(long a, long b) { return checked(a - b); }
    static long MulL(long a, long b) { return checked(a * b); }
    static ulong AddUL(ulong a, ulong b) { return checked(a + b); }
    static ulong SubUL(ulong a, ulong b) { return checked(a - b); }
    static ulong MulUL(ulong a, ulong b) { return checked(a * b); }

    static sbyte ToSByte(int x) { return checked((sbyte)x); }
    static byte ToByte(long x) { return checked((byte)x); }
    static short ToShort(uint x) { return checked((short)x); }
    static ushort ToUShort(int x) { return checked((ushort)x); }
    static int ToInt(long x) { return checked((int)x); }
    static int ToIntU(uint x) { return checked((int)x); }
    static uint ToUInt(int x) { return checked((uint)x); }
    static uint ToUIntL(long x) { return checked((uint)x); }
    static long ToLong(ulong x) { return checked((long)x); }
    static ulong ToULong(long x) { return checked((ulong)x); }
    static int DToInt(double d) { return checked((int)d); }
    static uint DToUInt(double d) { return checked((uint)d); }
    static long DToLong(double d) { return checked((long)d); }
    static ulong DToULong(double d) { return checked((ulong)d); }
    static byte DToByte(double d) { return checked((byte)d); }
    static sbyte DToSByte(double d) { return checked((sbyte)d); }
    static int FToInt(float f) { return checked((int)f); }
    static ulong FToULong(float f) { return checked((ulong)f); }
    static short FToShort(float f) { return checked((short)f); }

    static void Main()
    {
        Console.WriteLine(AddI(int.MaxValue - 1, 1));
        Console.WriteLine(AddI(int.MinValue + 1, -1));
        Console.WriteLine(AddI(int.MaxValue, int.MinValue));
        Console.WriteLine(SubI(int.MinValue + 1, 1));
        Console.WriteLine(SubI(-1, int.MaxValue));
        Console.WriteLine(SubI(int.MaxValue - 1, -1));
        Console.WriteLine(SubI(0, int.MaxValue));
        Console.WriteLine(MulI(46340, 46340));
        Console.WriteLine(MulI(-46340, 46341));
        Console.WriteLine(MulI(int.MinValue, 1));
        Console.WriteLine(MulI(-1, int.MaxValue));
        Console.WriteLine(MulI(65536, -32768));
        Console.WriteLine(MulI(0, int.MinValue));
        Console.WriteLine(AddU(uint.MaxValue - 1, 1));
        Console.WriteLine(AddU(2147483648u, 2147483647u));
        Console.WriteLine(SubU(uint.MaxValue, uint.MaxValue));
        Console.WriteLine(SubU(1, 1));
        Console.WriteLine(SubU(2147483648u, 1));
        Console.WriteLine(MulU(65535, 65537));
        Console.WriteLine(MulU(2, 2147483647u));
        Console.WriteLine(MulU(uint.MaxValue, 1));
        Console.WriteLine(AddL(long.MaxValue - 1, 1));
        Console.WriteLine(AddL(long.MinValue + 1, -1));
        Console.WriteLine(AddL(long.MaxValue, long.MinValue));
        Console.WriteLine(SubL(long.MinValue + 1, 1));
        Console.WriteLine(SubL(-1, long.MaxValue));
        Console.WriteLine(SubL(long.MaxValue - 1, -1));
        Console.WriteLine(MulL(3037000499L, 3037000499L));
        Console.WriteLine(MulL(-3037000499L, 3037000499L));
        Console.WriteLine(MulL(long.MinValue, 1));
        Console.WriteLine(MulL(1, long.MinValue));
        Console.WriteLine(MulL(-1, long.MaxValue));
        Console.WriteLine(MulL(4294967296L, -2147483648L));
        Console.WriteLine(MulL(-4294967296L, 2147483647L));
        Console.WriteLine(MulL(0, long.MinValue));
        Console.WriteLine(AddUL(ulong.MaxValue - 1, 1));
        Console.WriteLine(AddUL(9223372036854775808UL, 9223372036854775807UL));
        Console.WriteLine(SubUL(ulong.MaxValue, ulong.MaxValue));
        Console.WriteLine(SubUL(9223372036854775808UL, 1));
        Console.WriteLine(MulUL(4294967295UL, 4294967297UL));
        Console.WriteLine(MulUL(2, 9223372036854775807UL));
        Console.WriteLine(MulUL(ulong.MaxValue, 1));
        Console.WriteLine(MulUL(4294967296UL, 4294967295UL));
        Console.WriteLine(checked(int.MaxValue - 1 + 1));
        Console.WriteLine(checked(ulong.MaxValue / 2 * 2));

        Console.WriteLine(ToSByte(-128)); Console.WriteLine(ToSByte(127));
        Console.WriteLine(ToByte(255)); Console.WriteLine(ToByte(0));
        Console.WriteLine(ToShort(32767)); Console.WriteLine(ToUShort(65535));
        Console.WriteLine(ToInt(int.MinValue)); Console.WriteLine(ToInt(int.MaxValue));
        Console.WriteLine(ToIntU(int.MaxValue)); Console.WriteLine(ToUInt(int.MaxValue));
        Console.WriteLine(ToUIntL(uint.MaxValue)); Console.WriteLine(ToLong(long.MaxValue));
        Console.WriteLine(ToULong(long.MaxValue)); Console.WriteLine(ToULong(0));
        Console.WriteLine(DToInt(2147483647.5)); Console.WriteLine(DToInt(-2147483648.9));
        Console.WriteLine(DToInt(-0.9)); Console.WriteLine(DToUInt(-0.9));
        Console.WriteLine(DToUInt(4294967295.9)); Console.WriteLine(DToLong(-9223372036854775808.0));
        Console.WriteLine(DToLong(9223372036854774784.0)); Console.WriteLine(DToULong(18446744073709549568.0));
        Console.WriteLine(DToULong(-0.99)); Console.WriteLine(DToByte(255.99)); Console.WriteLine(DToSByte(-128.99));
        Console.WriteLine(FToInt(2147483520f)); Console.WriteLine(FToInt(-2147483648f));
        Console.WriteLine(FToULong(18446742974197923840f)); Console.WriteLine(FToShort(-32768.9f));

        Console.WriteLine(AddI(int.MaxValue, 1));
        Console.WriteLine("not reached");
    }
}
