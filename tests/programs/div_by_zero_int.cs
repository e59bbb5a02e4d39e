// int32 division by zero: DivideByZeroException.
// Mono throws; the program must print the lines before it, then exit with code 1.
using System;

class DivByZeroInt
{
    static int Op(int a, int b) { return a / b; }

    static int Main()
    {
        Console.WriteLine("before");
        Console.WriteLine(Op(7, 2));
        Console.WriteLine(Op(1, 0));
        Console.WriteLine("not reached");
        return 0;
    }
}
