// checked (int)2147483648L (conv.ovf.i4 of int64).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static int Conv(long x) { return checked((int)x); }
    static void Main()
    {
        Console.WriteLine(Conv(int.MinValue));
        Console.WriteLine(Conv(2147483648L));
        Console.WriteLine("not reached");
    }
}
