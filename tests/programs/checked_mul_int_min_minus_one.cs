// checked int.MinValue * -1 (mul.ovf on int32: the 64-bit product check).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static int Mul(int a, int b) { return checked(a * b); }
    static void Main()
    {
        Console.WriteLine(Mul(int.MinValue, 1));
        Console.WriteLine(Mul(int.MinValue, -1));
        Console.WriteLine("not reached");
    }
}
