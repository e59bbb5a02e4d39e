// Values that swap and rotate around loops: PHI nodes that read each other, the
// parallel-copy problem of PHI elimination (swaps and cycles of 3 and 5).
using System;

class LoopSwaps
{
    static int Swap(int n)
    {
        int a = 1, b = 2;
        for (int i = 0; i < n; i++) { int t = a; a = b; b = t; }
        return a * 10 + b;
    }

    static long FibIter(int n)
    {
        long a = 0, b = 1;
        for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; }
        return a;
    }

    static int Rotate3(int n)
    {
        int a = 1, b = 2, c = 3;
        while (n-- > 0) { int t = a; a = b; b = c; c = t; }
        return a * 100 + b * 10 + c;
    }

    static int Rotate5(int n)
    {
        int a = 1, b = 2, c = 3, d = 4, e = 5;
        for (int i = 0; i < n; i++) { int t = a; a = b; b = c; c = d; d = e; e = t; }
        return a * 10000 + b * 1000 + c * 100 + d * 10 + e;
    }

    // two swaps at once, mixed widths, plus a value copied into two places
    static long Mixed(int n)
    {
        int a = 1, b = 2;
        long c = 3, d = 4;
        int e = 7;
        for (int i = 0; i < n; i++)
        {
            int t = a; a = b; b = t;
            long u = c; c = d; d = u + e;
            e = a;
        }
        return a * 1000000L + b * 100000L + c * 1000 + d * 10 + e;
    }

    // swap that happens on only one path into the loop header
    static int ConditionalSwap(int n)
    {
        int a = 10, b = 20;
        for (int i = 0; i < n; i++)
        {
            if (i % 3 == 0) { int t = a; a = b; b = t; }
            else { a = a + 1; }
        }
        return a * 1000 + b;
    }

    static void Main()
    {
        for (int n = 0; n <= 6; n++)
        {
            Console.Write(Swap(n)); Console.Write(' ');
            Console.Write(FibIter(n)); Console.Write(' ');
            Console.Write(Rotate3(n)); Console.Write(' ');
            Console.Write(Rotate5(n)); Console.Write(' ');
            Console.Write(Mixed(n)); Console.Write(' ');
            Console.WriteLine(ConditionalSwap(n));
        }
        Console.WriteLine(FibIter(90));
        Console.WriteLine(Rotate5(1000001));
    }
}
