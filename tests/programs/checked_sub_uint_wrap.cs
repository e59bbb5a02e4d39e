// checked 0u - 1u (sub.ovf.un on int32: unsigned wrap).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static uint Sub(uint a, uint b) { return checked(a - b); }
    static void Main()
    {
        Console.WriteLine(Sub(1u, 1u));
        Console.WriteLine(Sub(0u, 1u));
        Console.WriteLine("not reached");
    }
}
