// Storing an object of the wrong type into a covariant array view: ArrayTypeMismatchException,
// uncaught (Mono: exit code 1); the output before it must appear.
using System;

class ArrayCovarianceMismatch
{
    static void Store(object[] a, object v) { a[0] = v; }

    static void Main()
    {
        string[] strs = new string[2];
        Store(strs, "fine");
        Console.WriteLine(strs[0]);
        Console.WriteLine("storing a boxed int into a string[]");
        Store(strs, 42);
        Console.WriteLine("not reached");
    }
}
