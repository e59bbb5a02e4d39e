// Math.Sqrt, Abs, Min and Max on floats and Min/Max on every integer type, which both back
// ends compute in place instead of calling the runtime: the exact values and bit patterns of
// signed zeros, infinities, NaNs with their signs and payloads (Min/Max return a NaN first
// argument itself), denormals, negative square roots, and each argument order; also in a loop
// with values live across calls, and on literals.
using System;

unsafe class MathInlineEdges
{
    static long Bits(double d) { return *(long*)&d; }
    static int Bits(float f) { return *(int*)&f; }
    static double Double(long bits) { return *(double*)&bits; }
    static float Single(int bits) { return *(float*)&bits; }

    static void Show(string what, double d) { Console.WriteLine(what + " " + d + " " + Bits(d)); }
    static void Show(string what, float f) { Console.WriteLine(what + " " + f + " " + Bits(f)); }

    static double[] Doubles()
    {
        // NaNs by their bits: x86's default NaN (what 0.0 / 0.0 gives at run time) and its
        // positive twin
        return new double[] {
            0.0, -0.0, 1.0, -1.0, 2.0, 0.25, 1e-310, -1e-310, double.MaxValue, double.Epsilon,
            double.PositiveInfinity, double.NegativeInfinity, Double(unchecked((long)0xFFF8000000000000)),
            Double(0x7FF8000000000000),
            Double(0x7FF8000000000123), Double(unchecked((long)0xFFF0000000000456)),
            Double(0x7FF0000000000001), 3.5, -3.5, 1e300,
        };
    }

    static void Main()
    {
        double[] ds = Doubles();
        for (int i = 0; i < ds.Length; i++) {
            double x = ds[i];
            Show("sqrt " + i, Math.Sqrt(x));
            Show("abs " + i, Math.Abs(x));
            Show("absf " + i, Math.Abs((float)x));
        }
        for (int i = 0; i < ds.Length; i += 1) {
            for (int j = 0; j < ds.Length; j += 3) {
                double a = ds[i], b = ds[j];
                Show("min " + i + " " + j, Math.Min(a, b));
                Show("max " + i + " " + j, Math.Max(a, b));
                Show("minf " + i + " " + j, Math.Min((float)a, (float)b));
                Show("maxf " + i + " " + j, Math.Max((float)a, (float)b));
            }
        }
        // literals, and the same NaN both ways round
        Show("lit sqrt -1", Math.Sqrt(-1.0));
        Show("lit sqrt -0", Math.Sqrt(-0.0));
        Show("lit abs -0", Math.Abs(-0.0));
        Show("lit max 0 -0", Math.Max(0.0, -0.0));
        Show("lit max -0 0", Math.Max(-0.0, 0.0));
        Show("lit min 0 -0", Math.Min(0.0, -0.0));
        Show("lit min -0 0", Math.Min(-0.0, 0.0));
        Show("lit minf 0 -0", Math.Min(0.0f, -0.0f));
        Show("lit maxf -0 0", Math.Max(-0.0f, 0.0f));
        float nanf = Single(0x7FC00042);
        Show("nanf first", Math.Max(nanf, 1.0f));
        Show("nanf second", Math.Max(1.0f, nanf));
        Show("nanf min first", Math.Min(nanf, Single(unchecked((int)0xFFC00077))));

        // integers: every overload, with the extremes
        Console.WriteLine(Math.Min(int.MinValue, int.MaxValue) + " " + Math.Max(int.MinValue, int.MaxValue));
        Console.WriteLine(Math.Min(-1, 1) + " " + Math.Max(-1, 1) + " " + Math.Max(7, 7));
        Console.WriteLine(Math.Min(uint.MaxValue, 1u) + " " + Math.Max(uint.MaxValue, 1u));
        Console.WriteLine(Math.Min(long.MinValue, -1L) + " " + Math.Max(long.MinValue, long.MaxValue));
        Console.WriteLine(Math.Min(ulong.MaxValue, 2UL) + " " + Math.Max(ulong.MaxValue, 2UL));
        byte b1 = 255, b2 = 1;
        sbyte s1 = -128, s2 = 127;
        short h1 = -32768, h2 = 5;
        ushort u1 = 65535, u2 = 3;
        Console.WriteLine(Math.Min(b1, b2) + " " + Math.Max(b1, b2) + " " + Math.Min(s1, s2) + " " +
                          Math.Max(s1, s2) + " " + Math.Min(h1, h2) + " " + Math.Max(h1, h2) + " " +
                          Math.Min(u1, u2) + " " + Math.Max(u1, u2));

        // live across calls and in a loop: an n-body style accumulation
        double sum = 0, peak = double.NegativeInfinity, low = double.PositiveInfinity;
        int imax = int.MinValue;
        for (int k = 1; k <= 1000; k++) {
            double d2 = k * 0.5 + 1.0 / k;
            double mag = 0.01 / (d2 * Math.Sqrt(d2));
            sum += mag;
            peak = Math.Max(peak, Math.Abs(Math.Sqrt(d2) - 10));
            low = Math.Min(low, Math.Sqrt(d2 + k % 7));
            imax = Math.Max(imax, (k * 7919) % 1009);
            if (k % 250 == 0) Show("loop " + k, sum);
        }
        Show("peak", peak);
        Show("low", low);
        Console.WriteLine(imax);
    }
}
