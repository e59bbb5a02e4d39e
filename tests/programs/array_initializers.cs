// Array initialisers of primitive constants, which the C# compiler emits as `ldtoken` of a
// data field plus RuntimeHelpers.InitializeArray: ints, longs, doubles, bytes, chars, bools.
using System;

class ArrayInitializers
{
    static void Main()
    {
        int[] primes = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 };
        long[] big = { 1L << 40, -1, long.MaxValue, 0, 5 };
        double[] ds = { 0.5, -1.25, 1e100, 3.0 };
        byte[] bytes = { 1, 2, 3, 255, 0, 128 };
        char[] chars = { 'h', 'e', 'l', 'l', 'o', '\u00e9' };
        bool[] flags = { true, false, true, true, false };
        long sum = 0;
        foreach (int p in primes) sum += p;
        Console.WriteLine(sum + " " + primes.Length);
        Console.WriteLine(big[0] + " " + big[1] + " " + big[2] + " " + big.Length);
        Console.WriteLine(ds[0] + ds[1] + " " + ds[2] + " " + ds[3]);
        int bs = 0;
        foreach (byte b in bytes) bs += b;
        Console.WriteLine(bs);
        foreach (char c in chars) Console.Write(c);
        Console.WriteLine();
        int t = 0;
        foreach (bool f in flags) if (f) t++;
        Console.WriteLine(t);
    }
}
