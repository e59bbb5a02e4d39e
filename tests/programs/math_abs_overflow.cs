// Math.Abs of the minimum value throws OverflowException in .NET (there is no positive
// counterpart): output up to that point, then exit code 1 like Mono's unhandled exception.
using System;

class MathAbsOverflow
{
    static int Abs(int x) { return Math.Abs(x); }

    static void Main()
    {
        Console.WriteLine(Math.Abs((sbyte)-127));
        Console.WriteLine(Math.Abs((short)-32767));
        Console.WriteLine(Math.Abs(long.MinValue + 1));
        int x = -5;
        for (int i = 0; i < 40; i++)
        {
            Console.WriteLine(Abs(x));
            x *= 2;          // reaches int.MinValue after a few doublings
            if (x == 0) x = int.MinValue;
        }
        Console.WriteLine("not reached");
    }
}
