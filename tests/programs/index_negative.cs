// A negative array index (also negative as a 64-bit value): IndexOutOfRangeException, uncaught.
using System;

class IndexNegative
{
    static void Main()
    {
        long[] a = new long[4];
        a[3] = 7;
        int k = 3;
        Console.WriteLine(a[k]);
        k -= 4;
        Console.WriteLine("reading a[-1]");
        Console.WriteLine(a[k]);
    }
}
