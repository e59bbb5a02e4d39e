// ref and out parameters of every primitive type (ldind.* / stind.* through the reference),
// ldloca (a local passed by reference lives in a stack slot) and ldarga (an argument passed
// by reference), references passed on through several calls, a swap, out params assigned in
// a loop, and address-taken locals mixed with register locals in one method.
using System;

class RefOutParams
{
    static void Inc(ref int x) { x++; }
    static void IncL(ref long x) { x += 1L << 40; }
    static void Scale(ref double d, double by) { d *= by; }
    static void ScaleF(ref float f, float by) { f *= by; }
    static void Bump(ref sbyte a, ref byte b, ref short c, ref ushort d, ref char e, ref bool f, ref uint g, ref ulong h)
    {
        a += 100; b += 200; c += 30000; d += 60000; e++; f = !f; g += 4000000000; h *= 3;
    }

    static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }
    static void SwapD(ref double a, ref double b) { double t = a; a = b; b = t; }

    static bool DivRem(int a, int b, out int q, out int r)
    {
        if (b == 0) { q = 0; r = 0; return false; }
        q = a / b; r = a % b;
        return true;
    }

    static void MinMax(double a, double b, double c, out double min, out double max, out float avg)
    {
        min = a; max = a;
        if (b < min) min = b; if (c < min) min = c;
        if (b > max) max = b; if (c > max) max = c;
        avg = (float)((a + b + c) / 3);
    }

    // a reference handed down three levels
    static void Deep3(ref long x) { x = x * 10 + 3; }
    static void Deep2(ref long x) { x = x * 10 + 2; Deep3(ref x); }
    static void Deep1(ref long x) { x = x * 10 + 1; Deep2(ref x); Deep3(ref x); }

    // ldarga: an argument whose address is taken; the other arguments stay in registers
    static int ArgAddress(int a, int b, double c)
    {
        Inc(ref a);
        Inc(ref a);
        Scale(ref c, 2);
        Swap(ref a, ref b);
        return a * 1000 + b + (int)c;
    }

    static double Fib(int n, out int calls)
    {
        calls = 1;
        if (n < 2) return n;
        int c1, c2;
        double r = Fib(n - 1, out c1) + Fib(n - 2, out c2);
        calls += c1 + c2;
        return r;
    }

    static int Main()
    {
        int i = 41;
        Inc(ref i);
        long l = 5;
        IncL(ref l);
        double d = 1.5;
        Scale(ref d, 3);
        float f = 2.5f;
        ScaleF(ref f, 0.1f);
        Console.Write(i); Console.Write(' '); Console.Write(l); Console.Write(' ');
        Console.Write(d); Console.Write(' '); Console.WriteLine(f);

        sbyte sb = 100; byte b = 100; short s = 10000; ushort us = 10000; char c = 'y'; bool bo = false; uint u = 1000000000; ulong ul = 7000000000000000000;
        Bump(ref sb, ref b, ref s, ref us, ref c, ref bo, ref u, ref ul);
        Console.Write(sb); Console.Write(' '); Console.Write(b); Console.Write(' ');
        Console.Write(s); Console.Write(' '); Console.Write(us); Console.Write(' ');
        Console.Write(c); Console.Write(' '); Console.Write(bo); Console.Write(' ');
        Console.Write(u); Console.Write(' '); Console.WriteLine(ul);
        Bump(ref sb, ref b, ref s, ref us, ref c, ref bo, ref u, ref ul);
        Console.Write(sb); Console.Write(' '); Console.Write(b); Console.Write(' ');
        Console.Write(s); Console.Write(' '); Console.Write(us); Console.Write(' ');
        Console.Write(c); Console.Write(' '); Console.Write(bo); Console.Write(' ');
        Console.Write(u); Console.Write(' '); Console.WriteLine(ul);

        int x = 1, y = 2;
        Swap(ref x, ref y);
        double p = 0.25, q = -8;
        SwapD(ref p, ref q);
        Console.Write(x); Console.Write(' '); Console.Write(y); Console.Write(' ');
        Console.Write(p); Console.Write(' '); Console.WriteLine(q);

        int total = 0;
        for (int a = -20; a <= 20; a += 3)
        {
            int qq, rr;
            if (DivRem(a, a % 4, out qq, out rr)) total = total * 7 + qq * 3 + rr;
            else total += 1000;
        }
        Console.WriteLine(total);

        double mn, mx; float avg;
        MinMax(3, -1, 7.5, out mn, out mx, out avg);
        Console.Write(mn); Console.Write(' '); Console.Write(mx); Console.Write(' '); Console.WriteLine(avg);
        MinMax(double.NaN, 2, 1, out mn, out mx, out avg);
        Console.Write(mn); Console.Write(' '); Console.Write(mx); Console.Write(' '); Console.WriteLine(avg);

        long deep = 0;
        Deep1(ref deep);
        Console.WriteLine(deep);
        Console.WriteLine(ArgAddress(10, 20, 1.75));

        int calls;
        double fib = Fib(20, out calls);
        Console.Write(fib); Console.Write(' '); Console.WriteLine(calls);

        // a local whose address is taken inside a loop, next to register locals
        int acc = 0, k = 0;
        for (int n = 0; n < 100; n++) { Inc(ref k); acc += k * n; }
        Console.WriteLine(acc);
        return i;
    }
}
