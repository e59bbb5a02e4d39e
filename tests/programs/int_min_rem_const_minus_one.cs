// x % -1 with a constant divisor: the result is 0, except for int.MinValue, where Mono throws
// OverflowException (exit code 1), so `x % -1` cannot simply be folded to 0.
using System;

class IntMinRemConstMinusOne
{
    static int RemMinusOne(int x) { return x % -1; }
    static int DivMinusOne(int x) { return x / -1; }

    static int Main()
    {
        Console.WriteLine(DivMinusOne(5));
        Console.WriteLine(DivMinusOne(int.MaxValue));
        Console.WriteLine(RemMinusOne(5));
        Console.WriteLine(RemMinusOne(int.MinValue + 1));
        Console.WriteLine(RemMinusOne(int.MinValue));
        Console.WriteLine("not reached");
        return 0;
    }
}
