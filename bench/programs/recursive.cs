// recursive (the old shootout's benchmark, written here): deeply recursive calls of small
// static methods, on ints and doubles: Ackermann, Fibonacci and Takeuchi. Stresses calls,
// returns and argument passing. Argument: n.
using System;

class Recursive
{
    static int Ack(int m, int n)
    {
        if (m == 0) return n + 1;
        if (n == 0) return Ack(m - 1, 1);
        return Ack(m - 1, Ack(m, n - 1));
    }

    static int Fib(int n) { return n < 2 ? 1 : Fib(n - 2) + Fib(n - 1); }

    static double Fib(double n) { return n < 2.0 ? 1.0 : Fib(n - 2.0) + Fib(n - 1.0); }

    static int Tak(int x, int y, int z)
    {
        return y < x ? Tak(Tak(x - 1, y, z), Tak(y - 1, z, x), Tak(z - 1, x, y)) : z;
    }

    static double Tak(double x, double y, double z)
    {
        return y < x ? Tak(Tak(x - 1.0, y, z), Tak(y - 1.0, z, x), Tak(z - 1.0, x, y)) : z;
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 3;
        Console.WriteLine("Ack(3," + (n + 1) + "): " + Ack(3, n + 1));
        Console.WriteLine("Fib(" + (27.0 + n).ToString("F1") + "): " + Fib(27.0 + n).ToString("F1"));
        Console.WriteLine("Tak(" + 3 * n + "," + 2 * n + "," + n + "): " + Tak(3 * n, 2 * n, n));
        Console.WriteLine("Fib(3): " + Fib(3));
        Console.WriteLine("Tak(3.0,2.0,1.0): " + Tak(3.0, 2.0, 1.0).ToString("F1"));
        Console.WriteLine("Fib(" + (24 + n) + "): " + Fib(24 + n));
    }
}
