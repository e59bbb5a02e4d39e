// checked 2^32 * 2^32 on ulong (mul.ovf.un on int64, product 2^64).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static ulong Mul(ulong a, ulong b) { return checked(a * b); }
    static void Main()
    {
        Console.WriteLine(Mul(4294967296UL, 4294967295UL));
        Console.WriteLine(Mul(4294967296UL, 4294967296UL));
        Console.WriteLine("not reached");
    }
}
