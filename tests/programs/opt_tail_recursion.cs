// Tail calls of a method to itself, which the middle end turns into loops (opt/tailrec.py):
// results returned directly and through a conditional's join, void methods, instance
// methods (the receiver checked for null first), a static constructor that runs before the
// first call only, arguments that swap places, and an exception raised 5,000 calls deep
// that nothing catches (a method with a catch clause keeps its calls: its frames show in
// stack traces).
using System;

class Counter
{
    public static int Made;
    static Counter() { Console.WriteLine("Counter's static constructor"); Made = 100; }
    public static int CountDown(int n, int acc) { return n == 0 ? acc + Made : CountDown(n - 1, acc + 1); }
}

class Walker
{
    int steps;
    public Walker Next;
    public int Walk(int n)
    {
        if (n <= 0) return steps;
        steps += n % 7;
        return Walk(n - 1);
    }
    public int Chain(int k) { return k == 0 || Next == null ? k : Next.Chain(k - 1); }
    public void Visit(int n, ref int sum)
    {
        if (n == 0) return;
        sum += n;
        Visit(n - 1, ref sum);
    }
}

class TailRecursion
{
    static long Gcd(long a, long b) { return b == 0 ? a : Gcd(b, a % b); }

    static int Ack(int m, int n)
    {
        if (m == 0) return n + 1;
        if (n == 0) return Ack(m - 1, 1);
        return Ack(m - 1, Ack(m, n - 1));
    }

    static double Tak(double x, double y, double z)
    {
        return y < x ? Tak(Tak(x - 1.0, y, z), Tak(y - 1.0, z, x), Tak(z - 1.0, x, y)) : z;
    }

    static void Print(int n, string sep)
    {
        if (n > 5) return;
        Console.Write(n + sep);
        Print(n + 1, sep);
    }

    static int Swap(int a, int b, int n) { return n == 0 ? a * 10 + b : Swap(b, a, n - 1); }

    static ulong Collatz(ulong n, int steps) { return n == 1 ? (ulong)steps : Collatz(n % 2 == 0 ? n / 2 : 3 * n + 1, steps + 1); }

    static int Fail(int n)
    {
        if (n == 0) throw new InvalidOperationException("deep");
        return Fail(n - 1);
    }

    static int Main()
    {
        Console.WriteLine(Gcd(1071, 462) + " " + Gcd(-48, 18) + " " + Gcd(long.MinValue, 3));
        Console.WriteLine(Ack(2, 3) + " " + Ack(3, 4));
        Console.WriteLine(Tak(18.0, 12.0, 6.0).ToString("F1"));
        Print(1, ",");
        Console.WriteLine();
        Console.WriteLine(Swap(1, 2, 7) + " " + Swap(1, 2, 8));
        Console.WriteLine(Collatz(27, 0) + " " + Collatz(837799, 0));
        Console.WriteLine(Counter.CountDown(50000, 0));
        var w = new Walker();
        Console.WriteLine(w.Walk(50000) + " " + w.Walk(10));
        w.Next = new Walker { Next = new Walker() };
        Console.WriteLine(w.Chain(1) + " " + w.Chain(5));
        int sum = 0;
        w.Visit(1000, ref sum);
        Console.WriteLine(sum);
        return Fail(5000);
    }
}
