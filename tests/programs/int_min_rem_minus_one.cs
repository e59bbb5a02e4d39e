// int.MinValue % -1: Mono throws OverflowException (x86 idiv would trap).
// Mono throws; the program must print the lines before it, then exit with code 1.
using System;

class IntMinRemMinusOne
{
    static int Op(int a, int b) { return a % b; }

    static int Main()
    {
        Console.WriteLine("before");
        Console.WriteLine(Op(7, 2));
        Console.WriteLine(Op(int.MinValue, -1));
        Console.WriteLine("not reached");
        return 0;
    }
}
