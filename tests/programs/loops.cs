// Loops of every shape: while, do-while, for, nested loops, break, continue, goto, early return.
using System;

class Loops
{
    static int SumTo(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i; return s; }

    static int CountPrimes(int limit)
    {
        int count = 0;
        for (int n = 2; n < limit; n++)
        {
            bool prime = true;
            for (int d = 2; d * d <= n; d++)
            {
                if (n % d == 0) { prime = false; break; }
            }
            if (prime) count++;
        }
        return count;
    }

    static int Collatz(long n)
    {
        int steps = 0;
        while (n != 1)
        {
            if ((n & 1) == 0) n = n / 2; else n = 3 * n + 1;
            steps++;
        }
        return steps;
    }

    static int Gcd(int a, int b)
    {
        while (b != 0) { int t = a % b; a = b; b = t; }
        return a;
    }

    static int SkipOdd(int n)
    {
        int s = 0;
        for (int i = 0; i < n; i++)
        {
            if ((i & 1) == 1) continue;
            s += i;
        }
        return s;
    }

    static int FirstSquareAbove(int x)
    {
        int i = 0;
        while (true)
        {
            if (i * i > x) return i;
            i++;
        }
    }

    static int WithGoto(int n)
    {
        int i = 0, s = 0;
    top:
        if (i >= n) goto done;
        s += i * i;
        i++;
        goto top;
    done:
        return s;
    }

    static long Nested(int n)
    {
        long total = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                for (int k = 0; k < n; k++)
                    total += (i ^ j) * k;
        return total;
    }

    static int DoWhile(int n)
    {
        int c = 0;
        do { c++; n >>= 1; } while (n > 0);
        return c;
    }

    static ulong Power(ulong b, int e)
    {
        ulong r = 1;
        while (e > 0)
        {
            if ((e & 1) != 0) r *= b;
            b *= b;
            e >>= 1;
        }
        return r;
    }

    static void Main()
    {
        Console.WriteLine(SumTo(0));
        Console.WriteLine(SumTo(100));
        Console.WriteLine(SumTo(100000));     // wraps
        Console.WriteLine(CountPrimes(10000));
        Console.WriteLine(Collatz(27));
        Console.WriteLine(Collatz(837799));
        Console.WriteLine(Gcd(1071, 462));
        Console.WriteLine(Gcd(17, 5));
        Console.WriteLine(SkipOdd(100));
        Console.WriteLine(FirstSquareAbove(1000));
        Console.WriteLine(WithGoto(10));
        Console.WriteLine(Nested(20));
        Console.WriteLine(DoWhile(0));
        Console.WriteLine(DoWhile(1000000));
        Console.WriteLine(Power(3, 40));
        Console.WriteLine(Power(7, 100));     // wraps
        for (int row = 1; row <= 5; row++)
        {
            for (int col = 1; col <= row; col++) { Console.Write(row * col); Console.Write(' '); }
            Console.WriteLine();
        }
    }
}
