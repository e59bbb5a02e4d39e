// dup (chained and compound assignments used as values), pop (ignored results),
// starg (assigning to parameters), ldarg.s/starg.s and ldloc.s/stloc.s (more than 4 locals).
using System;

class StackOps
{
    static int Next(int x) { Console.Write("Next "); Console.WriteLine(x); return x + 1; }
    static long NextL(long x) { return x * 2; }
    static string Label(int x) { return x > 0 ? "pos" : "non-pos"; }

    static int Params(int a, int b, int c, int d, int e, int f)
    {
        a = a + 1; b = b * 2; c = -c; d = d ^ 0xff; e = e << 2; f = f >> 1;   // starg, starg.s
        return a + b + c + d + e + f;
    }

    static int SmallParams(byte a, short b, char c)
    {
        a += 200; b -= 30000; c++;                    // starg into small parameters: wraps
        return a + b + c;
    }

    static long Dup(int x)
    {
        int a, b, c;
        a = b = c = x * 3;                              // dup, dup
        int d = (a += 5);                               // dup of a compound assignment
        int e = b++;                                    // dup of a post-increment
        int f = ++c;                                    // dup of a pre-increment
        long g = 0, h;
        h = g = (long)x << 40;
        return a + b + c + d + e + f + g + h;
    }

    static void Main()
    {
        Next(1);                                        // result popped
        NextL(5);                                       // int64 result popped
        Label(3);                                       // string result popped
        Console.WriteLine(Params(1, 2, 3, 4, 5, 6));
        Console.WriteLine(Params(-1, int.MaxValue, int.MinValue, 0, 0x40000000, -7));
        Console.WriteLine(SmallParams(100, -10000, '\uffff'));
        Console.WriteLine(Dup(7));
        Console.WriteLine(Dup(-100000));
        int l0 = 1, l1 = 2, l2 = 3, l3 = 4, l4 = 5, l5 = 6, l6 = 7, l7 = 8;
        l7 += l0; l6 += l1; l5 += l2; l4 += l3;
        Console.WriteLine(l0 + l1 * 10 + l2 * 100 + l3 * 1000 + l4 * 10000 + l5 * 100000 + l6 * 1000000 + l7 * 10000000);
    }
}
