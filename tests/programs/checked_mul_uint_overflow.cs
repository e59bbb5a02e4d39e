// checked 65536u * 65536u (mul.ovf.un on int32, product 2^32).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static uint Mul(uint a, uint b) { return checked(a * b); }
    static void Main()
    {
        Console.WriteLine(Mul(65535u, 65537u));
        Console.WriteLine(Mul(65536u, 65536u));
        Console.WriteLine("not reached");
    }
}
