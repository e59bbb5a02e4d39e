// An array index one past the end: IndexOutOfRangeException, uncaught (Mono: exit code 1).
// Every in-range access before it works, and the output printed before must appear.
using System;

class IndexOutOfRange
{
    static void Main()
    {
        int[] a = new int[10];
        for (int i = 0; i < a.Length; i++) a[i] = i * i;
        Console.WriteLine(a[9]);
        int j = 0;
        while (true)
        {
            Console.WriteLine("a[" + j + "] = " + a[j]);
            j += 3;
        }
    }
}
