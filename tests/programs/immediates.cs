// Constants at the limits of x86-64 immediate encodings, as operands of arithmetic, logic,
// compares and branches: 0x7fffffff, 0x80000000, 0xffffffff, -2^31, -2^31-1, 2^32, 2^63.
// A 64-bit operation can only take a sign-extended 32-bit immediate; the rest need a register.
using System;

class Immediates
{
    static void L(long x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x + 0x7fffffffL);
        Console.Write(' '); Console.Write(x + 0x80000000L);
        Console.Write(' '); Console.Write(x - 0x80000000L);
        Console.Write(' '); Console.Write(x + 0xffffffffL);
        Console.Write(' '); Console.Write(x - -2147483648L);
        Console.Write(' '); Console.Write(x + -2147483649L);
        Console.Write(' '); Console.Write(x & 0xffffffffL);
        Console.Write(' '); Console.Write(x & 0x80000000L);
        Console.Write(' '); Console.Write(x & -2147483648L);
        Console.Write(' '); Console.Write(x | 0x100000000L);
        Console.Write(' '); Console.Write(x ^ 0xffffffffL);
        Console.Write(' '); Console.Write(x * 0x80000000L);
        Console.Write(' '); Console.Write(x * 0xffffffffL);
        Console.Write(' '); Console.Write(x == 0xffffffffL);
        Console.Write(' '); Console.Write(x == -1L);
        Console.Write(' '); Console.Write(x < 0x80000000L);
        Console.Write(' '); Console.Write(x > -2147483649L);
        Console.Write(' '); Console.Write(x >= 4294967296L);
        int r = 0;
        if (x == 0xffffffffL) r |= 1;
        if (x != 0x80000000L) r |= 2;
        if (x < 0x80000000L) r |= 4;
        if (x <= -2147483648L) r |= 8;
        if (x > 0x7fffffffL) r |= 16;
        if (x >= -2147483649L) r |= 32;
        Console.Write(' '); Console.WriteLine(r);
    }

    static void UL(ulong x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x + 0x80000000UL);
        Console.Write(' '); Console.Write(x & 0xffffffff00000000UL);
        Console.Write(' '); Console.Write(x | 0x8000000000000000UL);
        Console.Write(' '); Console.Write(x < 0x8000000000000000UL);
        Console.Write(' '); Console.Write(x > 0xffffffffUL);
        Console.Write(' '); Console.Write(x <= 0xffffffff80000000UL);
        int r = 0;
        if (x == 0xffffffffUL) r |= 1;
        if (x < 0x8000000000000000UL) r |= 2;
        if (x >= 0xffffffff80000000UL) r |= 4;
        if (x > 0x80000000UL) r |= 8;
        Console.Write(' '); Console.WriteLine(r);
    }

    static void I(int x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x + int.MaxValue);
        Console.Write(' '); Console.Write(x - int.MinValue);
        Console.Write(' '); Console.Write(x & unchecked((int)0x80000000));
        Console.Write(' '); Console.Write(x ^ -1);
        Console.Write(' '); Console.Write(x * int.MinValue);
        Console.Write(' '); Console.Write(x == int.MinValue);
        Console.Write(' '); Console.Write(x < int.MinValue + 1);
        uint u = (uint)x;
        Console.Write(' '); Console.Write(u < 0x80000000u);
        Console.Write(' '); Console.Write(u >= 0xffffffffu);
        Console.Write(' '); Console.Write(u & 0xffff0000u);
        Console.Write(' '); Console.WriteLine(u + 0xfffffff0u);
    }

    static void Main()
    {
        L(0); L(1); L(-1); L(0x7fffffffL); L(0x80000000L); L(0xffffffffL); L(-2147483648L);
        L(-2147483649L); L(4294967296L); L(long.MaxValue); L(long.MinValue);
        UL(0); UL(0xffffffffUL); UL(0x80000000UL); UL(0x8000000000000000UL); UL(0xffffffff80000000UL); UL(ulong.MaxValue);
        I(0); I(1); I(-1); I(int.MaxValue); I(int.MinValue); I(0x12345678);
    }
}
