// String.Length of a null string (lowered inline): NullReferenceException, uncaught (Mono:
// exit code 1).
using System;

class NullDereferenceStringLength
{
    static string Name(int i) { return i == 0 ? "zero" : null; }

    static void Main()
    {
        Console.WriteLine(Name(0).Length);
        Console.WriteLine("length of null");
        Console.WriteLine(Name(1).Length);
        Console.WriteLine("not reached");
    }
}
