// Division and remainder by constants (what an instruction selector may strength-reduce):
// powers of two (signed division must round toward zero), negative constants, 1, -1, 3, 7, 10,
// and large divisors, on int, uint, long and ulong, with negative and extreme dividends.
using System;

class DivByConstants
{
    static void I32(int x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x / 1); Console.Write(' '); Console.Write(x % 1);
        Console.Write(' '); Console.Write(x / 2); Console.Write(' '); Console.Write(x % 2);
        Console.Write(' '); Console.Write(x / 8); Console.Write(' '); Console.Write(x % 8);
        Console.Write(' '); Console.Write(x / -8); Console.Write(' '); Console.Write(x % -8);
        Console.Write(' '); Console.Write(x / 3); Console.Write(' '); Console.Write(x % 3);
        Console.Write(' '); Console.Write(x / 7); Console.Write(' '); Console.Write(x % 7);
        Console.Write(' '); Console.Write(x / 10); Console.Write(' '); Console.Write(x % 10);
        Console.Write(' '); Console.Write(x / -10); Console.Write(' '); Console.Write(x % -10);
        Console.Write(' '); Console.Write(x / 65536); Console.Write(' '); Console.Write(x % 65536);
        Console.Write(' '); Console.Write(x / 1000000007); Console.Write(' '); Console.Write(x % 1000000007);
        Console.Write(' '); Console.Write(x / int.MaxValue); Console.Write(' '); Console.Write(x % int.MaxValue);
        Console.Write(' '); Console.Write(x / int.MinValue); Console.Write(' '); Console.WriteLine(x % int.MinValue);
        if (x != int.MinValue) { Console.Write(x / -1); Console.Write(' '); Console.WriteLine(x % -1); }
    }

    static void U32(uint x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x / 1); Console.Write(' '); Console.Write(x % 1);
        Console.Write(' '); Console.Write(x / 2); Console.Write(' '); Console.Write(x % 2);
        Console.Write(' '); Console.Write(x / 8); Console.Write(' '); Console.Write(x % 8);
        Console.Write(' '); Console.Write(x / 3); Console.Write(' '); Console.Write(x % 3);
        Console.Write(' '); Console.Write(x / 7); Console.Write(' '); Console.Write(x % 7);
        Console.Write(' '); Console.Write(x / 10); Console.Write(' '); Console.Write(x % 10);
        Console.Write(' '); Console.Write(x / 2147483648u); Console.Write(' '); Console.Write(x % 2147483648u);
        Console.Write(' '); Console.Write(x / 4294967295u); Console.Write(' '); Console.WriteLine(x % 4294967295u);
    }

    static void I64(long x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x / 2); Console.Write(' '); Console.Write(x % 2);
        Console.Write(' '); Console.Write(x / 16); Console.Write(' '); Console.Write(x % 16);
        Console.Write(' '); Console.Write(x / -16); Console.Write(' '); Console.Write(x % -16);
        Console.Write(' '); Console.Write(x / 3); Console.Write(' '); Console.Write(x % 3);
        Console.Write(' '); Console.Write(x / 10); Console.Write(' '); Console.Write(x % 10);
        Console.Write(' '); Console.Write(x / 4294967296L); Console.Write(' '); Console.Write(x % 4294967296L);
        Console.Write(' '); Console.Write(x / 4294967295L); Console.Write(' '); Console.Write(x % 4294967295L);
        Console.Write(' '); Console.Write(x / 1000000000000L); Console.Write(' '); Console.Write(x % 1000000000000L);
        Console.Write(' '); Console.Write(x / long.MinValue); Console.Write(' '); Console.WriteLine(x % long.MinValue);
    }

    static void U64(ulong x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(' '); Console.Write(x / 2); Console.Write(' '); Console.Write(x % 2);
        Console.Write(' '); Console.Write(x / 16); Console.Write(' '); Console.Write(x % 16);
        Console.Write(' '); Console.Write(x / 3); Console.Write(' '); Console.Write(x % 3);
        Console.Write(' '); Console.Write(x / 10); Console.Write(' '); Console.Write(x % 10);
        Console.Write(' '); Console.Write(x / 4294967296UL); Console.Write(' '); Console.Write(x % 4294967296UL);
        Console.Write(' '); Console.Write(x / 9223372036854775808UL); Console.Write(' '); Console.Write(x % 9223372036854775808UL);
        Console.Write(' '); Console.Write(x / 18446744073709551615UL); Console.Write(' '); Console.WriteLine(x % 18446744073709551615UL);
    }

    static void Main()
    {
        I32(0); I32(1); I32(-1); I32(7); I32(-7); I32(9); I32(-9); I32(100); I32(-100);
        I32(65535); I32(-65537); I32(int.MaxValue); I32(int.MinValue); I32(int.MinValue + 1);
        U32(0); U32(7); U32(100); U32(2147483647u); U32(2147483648u); U32(4294967294u); U32(uint.MaxValue);
        I64(0); I64(-1); I64(-15); I64(-17); I64(12345678901234L); I64(-12345678901234L);
        I64(long.MaxValue); I64(long.MinValue); I64(long.MinValue + 1); I64(-4294967296L); I64(-4294967295L);
        U64(0); U64(15); U64(4294967296UL); U64(9223372036854775807UL); U64(9223372036854775808UL);
        U64(ulong.MaxValue); U64(ulong.MaxValue - 1);
    }
}
