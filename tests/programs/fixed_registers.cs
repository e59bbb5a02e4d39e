// Instructions with fixed registers under pressure: division (rax/rdx), variable shifts (cl),
// call arguments (rdi, rsi, rdx, rcx, r8, r9), and two-address operations whose result must
// not clobber a source still needed (a = b - a, a = b << a, a = b / a).
using System;

class FixedRegisters
{
    static int Id(int x) { return x; }
    static long Six(long a, long b, long c, long d, long e, long f) { return a * 100000 + b * 10000 + c * 1000 + d * 100 + e * 10 + f; }

    static void DivShift(int a, int b, int c, int d)
    {
        // all of these are live at once, and each needs rax, rdx or rcx
        int q1 = a / b, r1 = a % b, q2 = c / d, r2 = c % d;
        int s1 = a << b, s2 = c >> d, s3 = a >> c, s4 = b << a;
        int u1 = (int)((uint)a >> b), u2 = (int)((uint)c / (uint)d);
        Console.Write(q1); Console.Write(' '); Console.Write(r1); Console.Write(' ');
        Console.Write(q2); Console.Write(' '); Console.Write(r2); Console.Write(' ');
        Console.Write(s1); Console.Write(' '); Console.Write(s2); Console.Write(' ');
        Console.Write(s3); Console.Write(' '); Console.Write(s4); Console.Write(' ');
        Console.Write(u1); Console.Write(' '); Console.WriteLine(u2);
        // results of division and shifts passed straight to a call in rdx/rcx
        Console.WriteLine(Six(a / b, a % b, c << d, c >> a, b / d, d % a));
    }

    static void TwoAddress(int a, int b)
    {
        int x = a, y = b;
        x = y - x;       Console.Write(x); Console.Write(' ');
        x = y << x;      Console.Write(x); Console.Write(' ');
        x = y / (x | 1); Console.Write(x); Console.Write(' ');
        x = y % (x | 1); Console.Write(x); Console.Write(' ');
        y = x - y;       Console.Write(y); Console.Write(' ');
        y = y * y - y;   Console.Write(y); Console.Write(' ');
        x = x << x;      Console.Write(x); Console.Write(' ');   // count == value
        y = y >> y;      Console.Write(y); Console.Write(' ');
        x = (x | 1) / (x | 1); Console.Write(x); Console.Write(' ');   // divide a value by itself
        Console.WriteLine(a - b - a - b);
    }

    static void Longs(long a, long b, int n)
    {
        long q = a / b, r = a % b, s = a << n, t = b >> n, u = (long)((ulong)a >> n);
        long v = (long)((ulong)a / (ulong)b), w = (long)((ulong)a % (ulong)b);
        Console.Write(q); Console.Write(' '); Console.Write(r); Console.Write(' ');
        Console.Write(s); Console.Write(' '); Console.Write(t); Console.Write(' ');
        Console.Write(u); Console.Write(' '); Console.Write(v); Console.Write(' ');
        Console.WriteLine(w);
    }

    // a loop where division, shifts and calls are interleaved with many live values
    static long Mixed(int n)
    {
        long acc = 1;
        int a = 7, b = 3, c = 11, d = 5, e = 13, f = 2;
        for (int i = 1; i <= n; i++)
        {
            int q = (a * i) / b;
            int r = (c + i) % d;
            int s = e << (i & 15);
            int t = Id(q) + Id(r) + (s >> f);
            acc = acc * 31 + t + (acc / (i + 1)) + (acc % 7);
            a ^= t; b = (b % 7) + 1; c += r; d = (d % 9) + 2; e = e * 3 + 1; f = (f + q) & 7;
        }
        return acc + a + b + c + d + e + f;
    }

    static void Main()
    {
        DivShift(100, 7, -1000, 3);
        DivShift(-7, 2, 123456789, -10);
        DivShift(int.MaxValue, 31, int.MinValue, 33);
        TwoAddress(3, 20);
        TwoAddress(-5, 1000);
        TwoAddress(17, -3);
        Longs(1234567890123L, 7, 3);
        Longs(-1234567890123L, -7, 63);
        Longs(long.MinValue, 3, 1);
        Console.WriteLine(Mixed(10));
        Console.WriteLine(Mixed(1000));
    }
}
