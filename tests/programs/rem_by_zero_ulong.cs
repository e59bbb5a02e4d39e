// Unsigned int64 remainder by zero: DivideByZeroException.
// Mono throws; the program must print the lines before it, then exit with code 1.
using System;

class RemByZeroULong
{
    static ulong Op(ulong a, ulong b) { return a % b; }

    static int Main()
    {
        Console.WriteLine("before");
        Console.WriteLine(Op(7, 2));
        Console.WriteLine(Op(18446744073709551615UL, 0));
        Console.WriteLine("not reached");
        return 0;
    }
}
