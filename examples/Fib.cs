// A small program in cil2mir's current subset: static methods, integers, strings, loops, recursion.
using System;

static class Program
{
    static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }

    static long FibLoop(int n)
    {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; }
        return a;
    }

    static string Parity(int n) { return n % 2 == 0 ? "even" : "odd"; }

    static int Main()
    {
        Console.WriteLine("Fibonacci numbers:");
        for (int i = 0; i <= 10; i++)
        {
            Console.Write(Fib(i));
            Console.Write(' ');
        }
        Console.WriteLine();
        Console.WriteLine(FibLoop(90));
        Console.WriteLine(Parity(Fib(20)));
        return Fib(10) % 7;
    }
}
