// checked ulong.MaxValue + 1 (add.ovf.un on int64: unsigned wrap).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static ulong Add(ulong a, ulong b) { return checked(a + b); }
    static void Main()
    {
        Console.WriteLine(Add(ulong.MaxValue - 1, 1));
        Console.WriteLine(Add(ulong.MaxValue, 1));
        Console.WriteLine("not reached");
    }
}
