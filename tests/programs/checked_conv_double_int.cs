// checked (int)2147483648.0 (conv.ovf.i4 of float64; 2147483647.5 still converts).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static int Conv(double d) { return checked((int)d); }
    static void Main()
    {
        Console.WriteLine(Conv(2147483647.5));
        Console.WriteLine(Conv(2147483648.0));
        Console.WriteLine("not reached");
    }
}
