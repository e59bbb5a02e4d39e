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

    static void Main()
    {
        Console.WriteLine(Depth(100000));
        Console.WriteLine(Sum(100000, 0, 3));
        Console.WriteLine(Down(100000));
    }
}
