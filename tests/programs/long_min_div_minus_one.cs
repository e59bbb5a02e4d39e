// long.MinValue / -1 overflows: Mono throws OverflowException (x86 idiv would trap).
// Mono throws; the program must print the lines before it, then exit with code 1.
using System;

class LongMinDivMinusOne
{
    static long Op(long a, long b) { return a / b; }

    static int Main()
    {
        Console.WriteLine("before");
        Console.WriteLine(Op(7, 2));
        Console.WriteLine(Op(long.MinValue, -1));
        Console.WriteLine("not reached");
        return 0;
    }
}
