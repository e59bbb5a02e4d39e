// Every integer conversion: conv.i1 conv.u1 conv.i2 conv.u2 conv.i4 conv.u4 conv.i8 conv.u8,
// from int, uint, long and ulong sources, with sign/zero extension checked at every edge.
using System;

class Conversions
{
    static void FromInt(int x)
    {
        Console.Write(x); Console.Write(" -> ");
        Console.Write((sbyte)x); Console.Write(" ");   // conv.i1
        Console.Write((byte)x); Console.Write(" ");    // conv.u1
        Console.Write((short)x); Console.Write(" ");   // conv.i2
        Console.Write((ushort)x); Console.Write(" ");  // conv.u2
        Console.Write((int)(char)x); Console.Write(" ");   // conv.u2
        Console.Write((uint)x); Console.Write(" ");    // no conversion instruction
        Console.Write((long)x); Console.Write(" ");    // conv.i8: sign-extends
        Console.WriteLine((ulong)x);                   // conv.i8 as well (C# semantics)
    }

    static void FromUInt(uint x)
    {
        Console.Write(x); Console.Write(" -> ");
        Console.Write((sbyte)x); Console.Write(" ");
        Console.Write((byte)x); Console.Write(" ");
        Console.Write((short)x); Console.Write(" ");
        Console.Write((ushort)x); Console.Write(" ");
        Console.Write((int)x); Console.Write(" ");
        Console.Write((long)x); Console.Write(" ");    // conv.u8: zero-extends
        Console.WriteLine((ulong)x);                   // conv.u8
    }

    static void FromLong(long x)
    {
        Console.Write(x); Console.Write(" -> ");
        Console.Write((sbyte)x); Console.Write(" ");
        Console.Write((byte)x); Console.Write(" ");
        Console.Write((short)x); Console.Write(" ");
        Console.Write((ushort)x); Console.Write(" ");
        Console.Write((int)x); Console.Write(" ");     // conv.i4
        Console.Write((uint)x); Console.Write(" ");    // conv.u4
        Console.WriteLine((ulong)x);
    }

    static void FromULong(ulong x)
    {
        Console.Write(x); Console.Write(" -> ");
        Console.Write((sbyte)x); Console.Write(" ");
        Console.Write((byte)x); Console.Write(" ");
        Console.Write((short)x); Console.Write(" ");
        Console.Write((ushort)x); Console.Write(" ");
        Console.Write((int)x); Console.Write(" ");
        Console.Write((uint)x); Console.Write(" ");
        Console.WriteLine((long)x);
    }

    // Results of conversions kept in small locals, then widened again.
    static long Chain(long x)
    {
        sbyte a = (sbyte)x;
        short b = (short)(x >> 8);
        byte c = (byte)(x >> 16);
        ushort d = (ushort)(x >> 24);
        int e = (int)(x >> 32);
        uint f = (uint)(x >> 16);
        return a + b + c + d + e + (long)f;
    }

    static void Main()
    {
        FromInt(0); FromInt(1); FromInt(-1);
        FromInt(127); FromInt(128); FromInt(-128); FromInt(-129);
        FromInt(255); FromInt(256); FromInt(-256);
        FromInt(32767); FromInt(32768); FromInt(-32768); FromInt(-32769);
        FromInt(65535); FromInt(65536);
        FromInt(int.MaxValue); FromInt(int.MinValue);
        FromInt(0x12345678); FromInt(unchecked((int)0x89abcdef));

        FromUInt(0); FromUInt(128); FromUInt(255); FromUInt(65535); FromUInt(65536);
        FromUInt(2147483647u); FromUInt(2147483648u); FromUInt(uint.MaxValue); FromUInt(0x89abcdefu);

        FromLong(0); FromLong(-1); FromLong(255); FromLong(-129);
        FromLong(int.MaxValue); FromLong(int.MinValue);
        FromLong(2147483648L); FromLong(-2147483649L);
        FromLong(4294967295L); FromLong(4294967296L);
        FromLong(long.MaxValue); FromLong(long.MinValue);
        FromLong(0x123456789abcdef0L); FromLong(unchecked((long)0xfedcba9876543210UL));

        FromULong(0); FromULong(255); FromULong(4294967295UL); FromULong(4294967296UL);
        FromULong(9223372036854775807UL); FromULong(9223372036854775808UL);
        FromULong(ulong.MaxValue); FromULong(0xfedcba9876543210UL);

        Console.WriteLine(Chain(0x0123456789abcdefL));
        Console.WriteLine(Chain(-1L));
        Console.WriteLine(Chain(long.MinValue));

        // char from int and back, bool from comparisons
        int code = 65;
        char ch = (char)code;
        Console.WriteLine(ch);
        ch = (char)(ch + 25);
        Console.WriteLine(ch);
        Console.WriteLine((int)ch);
        int wide = 0x1F600;
        char big = (char)wide; // truncated to 0xF600
        Console.WriteLine((int)big);
    }
}
