// checked (long)double.NaN (conv.ovf.i8 of float64 NaN).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static long Conv(double d) { return checked((long)d); }
    static void Main()
    {
        Console.WriteLine(Conv(-9223372036854775808.0));
        Console.WriteLine(Conv(double.NaN));
        Console.WriteLine("not reached");
    }
}
