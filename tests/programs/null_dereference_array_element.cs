// Reading an element of a null array (ldelem): NullReferenceException, not
// IndexOutOfRangeException, even with an index that would be out of range; uncaught (Mono:
// exit code 1).
using System;

class NullDereferenceArrayElement
{
    static long[] Make(int n) { return n > 0 ? new long[n] : null; }

    static void Main()
    {
        long[] a = Make(2);
        a[1] = 40;
        Console.WriteLine(a[0] + a[1]);
        long[] b = Make(0);
        Console.WriteLine("reading b[5]");
        Console.WriteLine(b[5]);
        Console.WriteLine("not reached");
    }
}
