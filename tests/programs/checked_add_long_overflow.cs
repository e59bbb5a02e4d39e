// checked long.MaxValue + 1 (add.ovf on int64).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static long Add(long a, long b) { return checked(a + b); }
    static void Main()
    {
        Console.WriteLine(Add(long.MaxValue, 0));
        Console.WriteLine(Add(long.MaxValue, 1));
        Console.WriteLine("not reached");
    }
}
