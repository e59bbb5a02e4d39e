// Recursion 100000 calls deep (Mono's and our default 8 MB stack both hold it).
using System;

class DeepRecursion
{
    static long Sum(int n, long acc, int step)
    {
        if (n == 0) return acc;
        return Sum(n - 1, acc + n * step, step) + 1;
    }

    static int Depth(int n) { return n == 0 ? 0 : 1 + Depth(n - 1); }

    static int Down(int n)
    {
        if (n == 0) return 0;
        int r = Down(n - 1);
        if (n % 25000 == 0) { Console.Write("at "); Console.WriteLine(n); }
        return r + (n & 1);
    }

    // eight arguments, two of them on the stack, in each of 20000 frames (Mono overflows at 100000)
    static long Wide(int n, long a, int b, long c, int d, long e, int f, long g)
    {
        if (n == 0) return a + b + c + d + e + f + g;
        return Wide(n - 1, g, b + 1, a, d - 1, c, f ^ n, e) + (n & 7);
    }

    static void Main()
    {
        Console.WriteLine(Depth(100000));
        Console.WriteLine(Sum(100000, 0, 3));
        Console.WriteLine(Down(100000));
        Console.WriteLine(Wide(20000, 1, 2, 3, 4, 5, 6, 7));
        Console.WriteLine(Wide(19999, 1, 2, 3, 4, 5, 6, 7));
    }
}
