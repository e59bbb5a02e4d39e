// checked -1 * long.MinValue (mul.ovf on int64: the case dividing back cannot see).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static long Mul(long a, long b) { return checked(a * b); }
    static void Main()
    {
        Console.WriteLine(Mul(-1, long.MaxValue));
        Console.WriteLine(Mul(-1, long.MinValue));
        Console.WriteLine("not reached");
    }
}
