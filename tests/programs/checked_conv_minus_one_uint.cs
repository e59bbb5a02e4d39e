// checked (uint)-1.0f (conv.ovf.u4 of float32; -0.9f still converts to 0).
// Mono throws OverflowException: the program prints the lines before it, then exits with code 1.
using System;

class Program
{
    static uint Conv(float f) { return checked((uint)f); }
    static void Main()
    {
        Console.WriteLine(Conv(-0.9f));
        Console.WriteLine(Conv(-1.0f));
        Console.WriteLine("not reached");
    }
}
