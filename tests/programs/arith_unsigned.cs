// Unsigned arithmetic: div.un and rem.un on uint and ulong, values above the signed range, wrap-around.
using System;

class ArithUnsigned
{
    static uint DivU(uint a, uint b) { return a / b; }
    static uint RemU(uint a, uint b) { return a % b; }
    static ulong DivUL(ulong a, ulong b) { return a / b; }
    static ulong RemUL(ulong a, ulong b) { return a % b; }

    static void U32(uint a, uint b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(a + b); Console.Write(" ");
        Console.Write(a - b); Console.Write(" ");
        Console.Write(a * b); Console.Write(" ");
        Console.Write(DivU(a, b)); Console.Write(" ");
        Console.Write(RemU(a, b)); Console.Write(" ");
        Console.Write(~a); Console.Write(" ");
        Console.WriteLine(a ^ b);
    }

    static void U64(ulong a, ulong b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(a + b); Console.Write(" ");
        Console.Write(a - b); Console.Write(" ");
        Console.Write(a * b); Console.Write(" ");
        Console.Write(DivUL(a, b)); Console.Write(" ");
        Console.Write(RemUL(a, b)); Console.Write(" ");
        Console.Write(~a); Console.Write(" ");
        Console.WriteLine(a ^ b);
    }

    static void Main()
    {
        U32(7, 3);
        U32(0, 1);
        U32(1, 2);                      // 1 - 2 wraps to 4294967295
        U32(uint.MaxValue, 1);
        U32(uint.MaxValue, 2);
        U32(uint.MaxValue, uint.MaxValue);
        U32(2147483648u, 3);            // above int.MaxValue: signed division would be wrong
        U32(4000000000u, 7);
        U32(4000000000u, 3000000000u);
        U32(12345, 4000000000u);        // divisor above int.MaxValue: quotient 0

        U64(7, 3);
        U64(1, 2);
        U64(ulong.MaxValue, 1);
        U64(ulong.MaxValue, 10);
        U64(ulong.MaxValue, ulong.MaxValue);
        U64(9223372036854775808UL, 3);
        U64(18000000000000000000UL, 7);
        U64(18000000000000000000UL, 10000000000000000000UL);
        U64(4294967296UL, 4294967295UL);
        U64(12345, 18000000000000000000UL);

        // unsigned division by small constants
        uint x = 4294967295u;
        Console.WriteLine(x / 3); Console.WriteLine(x % 3);
        Console.WriteLine(x / 16); Console.WriteLine(x % 16);
        ulong y = 18446744073709551615UL;
        Console.WriteLine(y / 3); Console.WriteLine(y % 3);
        Console.WriteLine(y / 16); Console.WriteLine(y % 16);
        // mixing uint and ulong zero-extends (conv.u8)
        uint half = 4000000000u;
        ulong sum = half + 4000000000UL;
        Console.WriteLine(sum);
    }
}
