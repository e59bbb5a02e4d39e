// More simultaneously live values than x86-64 has registers (spilling), and many values
// live across calls (callee-saved registers or spill slots).
using System;

class RegisterPressure
{
    static int Id(int x) { return x; }
    static long IdL(long x) { return x; }
    static void Touch() { Console.Write(""); }

    // 24 int values all live until the final sum
    static int Wide(int s)
    {
        int a = s + 1, b = s * 2, c = s - 3, d = s ^ 4, e = s + 5, f = s * 6, g = s - 7, h = s ^ 8;
        int i = s + 9, j = s * 10, k = s - 11, l = s ^ 12, m = s + 13, n = s * 14, o = s - 15, p = s ^ 16;
        int q = s + 17, r = s * 18, t = s - 19, u = s ^ 20, v = s + 21, w = s * 22, x = s - 23, y = s ^ 24;
        return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8
             + i * 9 + j * 10 + k * 11 + l * 12 + m * 13 + n * 14 + o * 15 + p * 16
             + q * 17 + r * 18 + t * 19 + u * 20 + v * 21 + w * 22 + x * 23 + y * 24;
    }

    // 20 long values, each used in reverse order of definition
    static long WideL(long s)
    {
        long a = s + 1, b = s * 3, c = s - 5, d = s ^ 7, e = s << 9, f = s + 11, g = s * 13, h = s - 15, i = s ^ 17, j = s << 19;
        long k = s + 21, l = s * 23, m = s - 25, n = s ^ 27, o = s << 29, p = s + 31, q = s * 33, r = s - 35, t = s ^ 37, u = s << 39;
        long acc = 0;
        acc = acc * 31 + u; acc = acc * 31 + t; acc = acc * 31 + r; acc = acc * 31 + q; acc = acc * 31 + p;
        acc = acc * 31 + o; acc = acc * 31 + n; acc = acc * 31 + m; acc = acc * 31 + l; acc = acc * 31 + k;
        acc = acc * 31 + j; acc = acc * 31 + i; acc = acc * 31 + h; acc = acc * 31 + g; acc = acc * 31 + f;
        acc = acc * 31 + e; acc = acc * 31 + d; acc = acc * 31 + c; acc = acc * 31 + b; acc = acc * 31 + a;
        return acc;
    }

    // 16 values live across calls (more than the 5 callee-saved registers)
    static int AcrossCalls(int s)
    {
        int a = Id(s + 1), b = Id(s + 2), c = Id(s + 3), d = Id(s + 4), e = Id(s + 5), f = Id(s + 6), g = Id(s + 7), h = Id(s + 8);
        Touch();
        int i = Id(a * b), j = Id(c * d), k = Id(e * f), l = Id(g * h);
        Touch();
        long m = IdL((long)a << 33), n = IdL((long)b << 34);
        Touch();
        return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i + j + k + l
             + (int)(m >> 33) + (int)(n >> 34);
    }

    // a loop with many values carried around it and a call in the body
    static long LoopCarried(int count)
    {
        long a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8;
        int i1 = 9, i2 = 10, i3 = 11, i4 = 12, i5 = 13, i6 = 14, i7 = 15, i8 = 16;
        for (int it = 0; it < count; it++)
        {
            a += b; b ^= c; c -= d; d += e * 3; e ^= f; f += g; g -= h; h += a >> 3;
            i1 += i2; i2 ^= i3; i3 -= i4; i4 += i5; i5 ^= i6; i6 += i7; i7 -= i8; i8 += Id(i1 & 255);
        }
        return a + b + c + d + e + f + g + h + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8;
    }

    // deeply nested expression: a long chain of temporaries on the evaluation stack
    static int DeepExpr(int x)
    {
        return x + (x * 2 + (x * 3 + (x * 4 + (x * 5 + (x * 6 + (x * 7 + (x * 8 + (x * 9 + (x * 10
             + (x * 11 + (x * 12 + (x * 13 + (x * 14 + (x * 15 + (x * 16 + Id(x))))))))))))))));
    }

    // many arguments, all live across a call
    static long ArgsAcrossCall(long a, long b, long c, long d, long e, long f, long g, long h)
    {
        Touch();
        long r = a - b;
        Touch();
        return r * 1000 + c * 100 + d * 10 + e + f * 7 + g * 11 + h * 13;
    }

    static void Main()
    {
        Console.WriteLine(Wide(0));
        Console.WriteLine(Wide(12345));
        Console.WriteLine(Wide(-987654));
        Console.WriteLine(WideL(3));
        Console.WriteLine(WideL(-1234567890123L));
        Console.WriteLine(AcrossCalls(5));
        Console.WriteLine(AcrossCalls(-1000));
        Console.WriteLine(LoopCarried(0));
        Console.WriteLine(LoopCarried(1));
        Console.WriteLine(LoopCarried(1000));
        Console.WriteLine(DeepExpr(3));
        Console.WriteLine(DeepExpr(-77777));
        Console.WriteLine(ArgsAcrossCall(1, 2, 3, 4, 5, 6, 7, 8));
        Console.WriteLine(ArgsAcrossCall(long.MaxValue, -1, 3, 4, 5, 6, 7, 8));
    }
}
