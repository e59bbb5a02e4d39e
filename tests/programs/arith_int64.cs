// int64 arithmetic: add sub mul div rem neg not and or xor, wrap-around, 64-bit immediates.
using System;

class ArithInt64
{
    static long Add(long a, long b) { return a + b; }
    static long Sub(long a, long b) { return a - b; }
    static long Mul(long a, long b) { return a * b; }
    static long Div(long a, long b) { return a / b; }
    static long Rem(long a, long b) { return a % b; }
    static long Neg(long a) { return -a; }
    static long Not(long a) { return ~a; }
    static long And(long a, long b) { return a & b; }
    static long Or(long a, long b) { return a | b; }
    static long Xor(long a, long b) { return a ^ b; }

    static void All(long a, long b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(Add(a, b)); Console.Write(" ");
        Console.Write(Sub(a, b)); Console.Write(" ");
        Console.Write(Mul(a, b)); Console.Write(" ");
        if (b != 0 && !(a == long.MinValue && b == -1))
        {
            Console.Write(Div(a, b)); Console.Write(" ");
            Console.Write(Rem(a, b)); Console.Write(" ");
        }
        Console.Write(Neg(a)); Console.Write(" ");
        Console.Write(Not(a)); Console.Write(" ");
        Console.Write(And(a, b)); Console.Write(" ");
        Console.Write(Or(a, b)); Console.Write(" ");
        Console.WriteLine(Xor(a, b));
    }

    static void Main()
    {
        All(0, 0);
        All(7, 3);
        All(-7, 3);
        All(7, -3);
        All(-7, -3);
        All(long.MaxValue, 1);
        All(long.MinValue, 1);
        All(long.MinValue, -1);
        All(long.MaxValue, long.MaxValue);
        All(4294967296L, 4294967296L);        // mul wraps to 0
        All(4294967295L, 4294967297L);
        All(1234567890123456789L, 987654321L);
        All(-1234567890123456789L, 1000000007L);
        All(int.MaxValue, int.MaxValue);      // no 32-bit wrap in 64-bit arithmetic
        All(int.MinValue, -1);
        All(0x5555555555555555L, 0x0f0f0f0f0f0f0f0fL);
        All(long.MinValue, long.MaxValue);

        // immediates: 8-bit, 32-bit, and ones that do not fit in 32 bits
        long x = 1000;
        x = x + 1; x = x - 128; x = x * 127; x = x + 100000; x = x * -3;
        x = x + 0x7fffffffL; x = x + 0x80000000L; x = x - 0x123456789abcL; x = x * 0x100000001L;
        Console.WriteLine(x);
        x = x & 0xff00ff00ff00ffL; x = x | 0x1000000000000001L; x = x ^ -1L;
        Console.WriteLine(x);
        x = x & 0xffffffffL;
        Console.WriteLine(x);
        long y = 5;
        y += y; y *= y; y -= 1; y /= 3; y %= 7;
        Console.WriteLine(y);

        // mixing int and long promotes the int (conv.i8)
        int small = -5;
        long big = 10000000000L;
        Console.WriteLine(big + small);
        Console.WriteLine(big * small);
        Console.WriteLine(big / small);
        Console.WriteLine(big % small);
    }
}
