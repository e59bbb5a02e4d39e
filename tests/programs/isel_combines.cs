// Code that instruction selection turns into fewer x86 instructions (isel/combine.py,
// isel/hoist.py), at its edges: shift counts masked by the program (which the hardware
// masks again) including counts >= the width and negative ones; bit tests and rotates of
// `1 << n`, and ANDs compared with 0; compound assignments (read-modify-write into memory) on array elements, fields,
// statics and struct fields through refs, with the exceptions that must come before the
// update (index out of range, null array or object, a static constructor, checked
// overflow) and a call or another store between the read and the write; float compares
// against constants inside loops, with NaN, infinities and signed zeros.
using System;

struct Point
{
    public int X;
    public long Y;
}

class Holder
{
    public int Count;
    public long Total;
    public volatile int Flag;
    public int[] Items = new int[4];
}

static class Lazy
{
    public static int Value = Init();
    static int Init() { Console.WriteLine("Lazy cctor"); return 100; }
}

class Combines
{
    static int counter;
    static long wide = 1L << 40;
    static int[] shared = { 1, 2, 3, 4 };

    static readonly int[] Counts = { 0, 1, 5, 31, 32, 33, 40, 63, 64, 65, -1, -31, -32, -33, int.MaxValue, int.MinValue };

    static int ShlMasked(int x, int n) { return x << (n & 31); }
    static int ShrMasked63(int x, int n) { return x >> (n & 63); }
    static uint ShrUnMasked(uint x, int n) { return x >> (n & 31); }
    static long ShlLong31(long x, int n) { return x << (n & 31); }     // the mask clears bit 5: kept
    static long ShlLong63(long x, int n) { return x << (n & 63); }
    static ulong ShrLong15(ulong x, int n) { return x >> (n & 15); }
    static long ShrLongPlain(long x, int n) { return x >> n; }
    static bool BitSet(int x, int n) { return (x & (1 << n)) != 0; }
    static bool BitClear(int x, int n) { return (x & (1 << (n & 31))) == 0; }
    static bool BitSetLong(long x, int n) { return (x & (1L << n)) != 0; }
    static int ClearBit(int x, int n) { return x & ~(1 << n); }
    static long ClearBitLong(long x, int n) { return x & ~(1L << n); }
    static int NotShifted3(int n) { return ~(3 << n); }

    static void Shifts()
    {
        long sum = 0;
        foreach (int n in Counts) {
            Console.WriteLine(n + ": " + ShlMasked(-7, n) + " " + ShrMasked63(int.MinValue + 5, n) + " "
                              + ShrUnMasked(0x80000001u, n) + " " + ShlLong31(0x123456789L, n) + " "
                              + ShlLong63(-3L, n) + " " + ShrLong15(ulong.MaxValue - 1, n) + " "
                              + ShrLongPlain(long.MinValue + 9, n));
            Console.WriteLine("   bits " + BitSet(0x55555555, n) + " " + BitClear(0x55555555, n) + " "
                              + BitSetLong(0x5555555555555555L, n) + " " + BitSetLong(1L << 40, n) + " "
                              + ClearBit(-1, n) + " " + ClearBitLong(-1L, n) + " " + NotShifted3(n));
            if (BitSet(n, 3)) sum += n;
            sum += (n & (1 << (n & 31))) == 0 ? 1 : 2;
            if ((n & 6) != 0) sum += 3;                                 // TEST with an immediate
            if ((n & int.MinValue) < 0) sum += 5;                       // the sign of an AND
            if ((((long)n << 20) & 0x7FF00000000L) != 0) sum += 7;     // a 64-bit mask
        }
        Console.WriteLine("shift sum " + sum);
    }

    static int F(int[] a, int i) { a[i] = 1000; return 1; }

    static void Arrays()
    {
        int[] a = { 10, 20, 30, 40 };
        long[] l = { 1, 2, 3, 4 };
        for (int i = 0; i < a.Length; i++) {
            a[i] += i * 3;
            a[i] -= 7;
            a[i] ^= 0x55;
            a[i] |= 1 << (i + 8);
            a[i] &= ~(1 << (i & 31));
            l[i] += long.MaxValue;
            l[i] -= a[i];
            l[i] ^= 1L << 40;
            l[i] &= ~(1L << (i + 33));
            l[i] |= 0x123456789L;
        }
        a[1] = 100 - a[1];                  // the load on the right of a subtraction
        a[2] += a[3];                       // another element read between
        a[0] += F(a, 0);                    // a call between: the old a[0] plus 1
        int[] bits = new int[3];
        for (int j = 0; j < 96; j += 3) bits[j >> 5] |= 1 << (j & 31);
        for (int j = 0; j < 96; j += 5) bits[j >> 5] &= ~(1 << (j & 31));
        Console.WriteLine(string.Join(",", a) + " | " + string.Join(",", l) + " | " + string.Join(",", bits));
        int[] none = null;
        foreach (int i in new[] { -1, 4, int.MinValue, 1 }) {
            try {
                a[i] += 5;
                Console.WriteLine("a[" + i + "] = " + a[i]);
            } catch (IndexOutOfRangeException) {
                Console.WriteLine("index " + i + " out of range; a = " + string.Join(",", a));
            }
        }
        try {
            none[0] += 1;
            Console.WriteLine("no exception");
        } catch (NullReferenceException) {
            Console.WriteLine("null array");
        }
        try {
            checked { a[3] += int.MaxValue; }
            Console.WriteLine("no overflow");
        } catch (OverflowException) {
            Console.WriteLine("overflow; a[3] = " + a[3]);
        }
    }

    static void Bump(ref Point p, int by) { p.X += by; p.Y -= by; p.X ^= 0xF0; }
    static void BumpInt(ref int x) { x += 9; x &= ~2; }

    static void FieldsAndStatics()
    {
        Holder h = new Holder();
        for (int i = 0; i < 5; i++) {
            h.Count += i;
            h.Total -= 1L << (i + 30);
            h.Flag += 2;
            h.Items[i & 3] |= 1 << i;
            counter += i * i;
            wide ^= 1L << (i + 31);
            shared[i & 3] -= i;
        }
        Console.WriteLine(h.Count + " " + h.Total + " " + h.Flag + " " + string.Join(",", h.Items) + " "
                          + counter + " " + wide + " " + string.Join(",", shared));
        Holder none = null;
        try {
            none.Count += 1;
            Console.WriteLine("no exception");
        } catch (NullReferenceException) {
            Console.WriteLine("null object");
        }
        Console.WriteLine("before Lazy");
        Lazy.Value += 5;
        Console.WriteLine("Lazy " + Lazy.Value);
        Point p = new Point();
        Bump(ref p, 7);
        Point[] ps = new Point[2];
        Bump(ref ps[1], -3);
        ps[0].X += 11;
        ps[0].Y |= 6;
        int local = 1;
        BumpInt(ref local);
        BumpInt(ref ps[1].X);
        Console.WriteLine(p.X + " " + p.Y + " " + ps[0].X + " " + ps[0].Y + " " + ps[1].X + " " + ps[1].Y + " " + local);
        try {
            Point[] nps = null;
            Bump(ref nps[0], 1);
        } catch (NullReferenceException) {
            Console.WriteLine("null struct array");
        }
    }

    static int Steps(double x, double limit)
    {
        int k = 0;
        while (x <= 4.0 && k < 50) { x = x * x - 1.5; k++; }
        int m = 0;
        while (!(x > 2.0) && m < 50) { x = 3.0 - x; m++; }     // NaN stays in: unordered
        int e = 0;
        for (int i = 0; i < 10; i++) {
            if (x == 0.0) e += 1;
            if (x != -0.0) e += 10;
            if (0.5 < x) e += 100;
            if (x >= limit) e += 1000;
        }
        return k * 10000 + m * 100000 + e;
    }

    static int StepsWithCalls(double x)
    {
        int k = 0;
        while (x <= 2.5 && k < 4) {
            Console.Write("[" + k + "]");
            x = 1.0 - x * 2.0;
            k++;
        }
        Console.WriteLine();
        return k;
    }

    static void Floats()
    {
        double[] xs = { 0.0, -0.0, 1.0, -1.0, 2.0, 4.0, 4.5, double.NaN, double.PositiveInfinity,
                        double.NegativeInfinity, double.Epsilon };
        foreach (double x in xs)
            Console.WriteLine(x + ": " + Steps(x, 4.0) + " " + Steps(x, double.NaN) + " " + StepsWithCalls(x));
        float f = float.NaN;
        int n = 0;
        for (int i = 0; i < 3; i++) {
            if (f <= 4.0f) n += 1;
            if (f > 4.0f) n += 10;
            if (!(f < 4.0f)) n += 100;
            f = i == 0 ? 4.0f : -f;
        }
        Console.WriteLine("floats " + n);
    }

    static void Main()
    {
        Shifts();
        Arrays();
        FieldsAndStatics();
        Floats();
    }
}
