// checked long.MinValue - 1 (sub.ovf on int64).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static long Sub(long a, long b) { return checked(a - b); }
    static void Main()
    {
        Console.WriteLine(Sub(long.MinValue, 0));
        Console.WriteLine(Sub(long.MinValue, 1));
        Console.WriteLine("not reached");
    }
}
