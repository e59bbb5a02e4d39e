// checked int.MinValue - 1 (sub.ovf on int32).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static int Sub(int a, int b) { return checked(a - b); }
    static void Main()
    {
        Console.WriteLine(Sub(int.MinValue + 1, 1));
        Console.WriteLine(Sub(int.MinValue, 1));
        Console.WriteLine("not reached");
    }
}
