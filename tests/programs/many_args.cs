// Calls with 7 to 12 arguments of mixed types: the ones after the sixth go on the stack (System V).
using System;

class ManyArgs
{
    static long Eight(int a, long b, byte c, short d, uint e, ulong f, sbyte g, ushort h)
    {
        Console.Write(a); Console.Write(' '); Console.Write(b); Console.Write(' ');
        Console.Write(c); Console.Write(' '); Console.Write(d); Console.Write(' ');
        Console.Write(e); Console.Write(' '); Console.Write(f); Console.Write(' ');
        Console.Write(g); Console.Write(' '); Console.WriteLine(h);
        return a + b + c + d + e + (long)f + g + h;
    }

    static int Ten(bool a, char b, int c, string d, long e, int f, char g, bool h, string i, int j)
    {
        Console.Write(a); Console.Write(b); Console.Write(c); Console.Write(d); Console.Write(e);
        Console.Write(f); Console.Write(g); Console.Write(h); Console.Write(i); Console.WriteLine(j);
        return (a ? 1 : 0) + b + c + (int)e + f + g + (h ? 2 : 0) + j;
    }

    static ulong Twelve(ulong a1, ulong a2, ulong a3, ulong a4, ulong a5, ulong a6,
                        ulong a7, ulong a8, ulong a9, ulong a10, ulong a11, ulong a12)
    {
        // weights make every position matter, so a swapped argument shows
        return a1 * 1 + a2 * 2 + a3 * 3 + a4 * 4 + a5 * 5 + a6 * 6
             + a7 * 7 + a8 * 8 + a9 * 9 + a10 * 10 + a11 * 11 + a12 * 12;
    }

    static int Seven(int a, int b, int c, int d, int e, int f, int g)
    {
        return a - b + c - d + e - f + g * 1000;
    }

    // Stack arguments passed on through recursion, in a rotated order.
    static int Rotate(int n, int a, int b, int c, int d, int e, int f, int g, int h, int i)
    {
        if (n == 0)
        {
            return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9;
        }
        return Rotate(n - 1, i, a, b, c, d, e, f, g, h);
    }

    static string Pick(int which, string s1, string s2, string s3, string s4, string s5,
                       string s6, string s7, string s8)
    {
        switch (which)
        {
            case 1: return s1; case 2: return s2; case 3: return s3; case 4: return s4;
            case 5: return s5; case 6: return s6; case 7: return s7; default: return s8;
        }
    }

    // the stack-passed parameters g and h are assigned to (starg) in a loop
    static long StackArgsModified(int a, int b, int c, int d, int e, int f, long g, int h, int n)
    {
        for (int i = 0; i < n; i++) { g = g * 3 + h; h = h - (int)(g & 15); a += h; }
        return a + b + c + d + e + f + g + h + n;
    }

    static int Id(int x) { Console.Write("eval "); Console.WriteLine(x); return x; }

    static void Main()
    {
        Console.WriteLine(Eight(-1, -2L, 255, -32768, 4000000000u, 18000000000000000000UL, -128, 65535));
        Console.WriteLine(Eight(int.MaxValue, long.MinValue, 0, 32767, 0, 0, 127, 0));
        Console.WriteLine(Ten(true, 'x', 42, "str", 1L << 40, -7, 'y', false, "last", 123456));
        Console.WriteLine(Ten(false, '\u00e9', -1, "", -1, 0, 'Z', true, "\u20ac", -99));
        Console.WriteLine(Twelve(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
        Console.WriteLine(Twelve(ulong.MaxValue, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ulong.MaxValue));
        Console.WriteLine(Seven(1, 2, 3, 4, 5, 6, 7));
        // arguments are evaluated left to right, even when they are calls
        Console.WriteLine(Seven(Id(10), Id(20), Id(30), Id(40), Id(50), Id(60), Id(70)));
        Console.WriteLine(Rotate(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        Console.WriteLine(Rotate(1, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        Console.WriteLine(Rotate(5, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        Console.WriteLine(Rotate(1000, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        // twelve arguments that are all results of calls
        Console.WriteLine(Twelve((ulong)Id(1), (ulong)Id(2), (ulong)Id(3), (ulong)Id(4), (ulong)Id(5), (ulong)Id(6),
                                 (ulong)Id(7), (ulong)Id(8), (ulong)Id(9), (ulong)Id(10), (ulong)Id(11), (ulong)Id(12)));
        Console.WriteLine(StackArgsModified(1, 2, 3, 4, 5, 6, 7, 8, 5));
        for (int k = 1; k <= 8; k++)
            Console.WriteLine(Pick(k, "one", "two", "three", "four", "five", "six", "seven", "eight"));
    }
}
