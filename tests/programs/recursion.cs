// Recursion: fib, Ackermann, mutual recursion, recursion with long and small-typed values.
using System;

class Recursion
{
    static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }

    static long FibL(long n) { if (n < 2) return n; return FibL(n - 1) + FibL(n - 2); }

    static int Ack(int m, int n)
    {
        if (m == 0) return n + 1;
        if (n == 0) return Ack(m - 1, 1);
        return Ack(m - 1, Ack(m, n - 1));
    }

    static bool IsEven(uint n) { return n == 0 ? true : IsOdd(n - 1); }
    static bool IsOdd(uint n) { return n == 0 ? false : IsEven(n - 1); }

    static ulong Factorial(ulong n) { return n <= 1 ? 1 : n * Factorial(n - 1); }

    static int Hanoi(int n, char from, char to, char via)
    {
        if (n == 0) return 0;
        int moves = Hanoi(n - 1, from, via, to);
        if (n == 3) { Console.Write(from); Console.Write("->"); Console.WriteLine(to); }
        return moves + 1 + Hanoi(n - 1, via, to, from);
    }

    static int Gcd(int a, int b) { return b == 0 ? a : Gcd(b, a % b); }

    static int SumDigits(long n) { return n == 0 ? 0 : (int)(n % 10) + SumDigits(n / 10); }

    static void Countdown(short n)
    {
        if (n < 0) { Console.WriteLine("liftoff"); return; }
        Console.Write(n); Console.Write(' ');
        Countdown((short)(n - 1));
    }

    static void Main()
    {
        for (int i = 0; i <= 25; i += 5) Console.WriteLine(Fib(i));
        Console.WriteLine(FibL(40 - 10));
        Console.WriteLine(Ack(2, 3));
        Console.WriteLine(Ack(3, 5));
        Console.WriteLine(IsEven(1000));
        Console.WriteLine(IsOdd(777));
        Console.WriteLine(Factorial(20));
        Console.WriteLine(Factorial(25));   // wraps
        Console.WriteLine(Hanoi(10, 'A', 'C', 'B'));
        Console.WriteLine(Gcd(1234567890, 987654321));
        Console.WriteLine(SumDigits(9223372036854775807L));
        Console.WriteLine(SumDigits(-12345));
        Countdown(10);
    }
}
