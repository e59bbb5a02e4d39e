// Constant folding (cil2mir/opt/constprop.py) where the answer is easy to get wrong:
// compares with NaN (ordered and unordered), -0.0, conversions of NaN and out-of-range
// values, masked shift counts, unsigned compares, small-type casts; the values come from
// locals so that mcs does not fold them itself.
using System;

class FoldNaN {
    static void Main() {
        double n = double.NaN, one = 1.0, zero = 0.0, negz = -0.0;
        float fn = float.NaN, f1 = 1f;
        Console.WriteLine("{0} {1} {2} {3} {4} {5}", (n < one), (n > one), (n <= one), (n >= one), (n == n), (n != n));
        Console.WriteLine("{0} {1} {2} {3}", !(n < one), !(n >= one), (fn < f1), !(fn > f1));
        if (n < one) Console.WriteLine("lt"); else Console.WriteLine("not lt");
        if (!(n >= one)) Console.WriteLine("not ge"); else Console.WriteLine("ge");
        if (n == n) Console.WriteLine("eq"); else Console.WriteLine("ne");
        Console.WriteLine("{0} {1} {2}", one / negz, one / zero, -zero);
        Console.WriteLine(1.0 / (zero * -1.0));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(n + one));
        Console.WriteLine("{0} {1} {2} {3}", (int)n, (long)n, (int)(one * 3e9), (int)(-2.9 * one));
        Console.WriteLine("{0} {1}", (uint)(one * 3e9), (ulong)(one * -1e10));
        Console.WriteLine("{0} {1}", (float)(one / 3.0), (double)(f1 / 3f));
        try { Console.WriteLine(checked((int)(one * 3e9))); }
        catch (OverflowException) { Console.WriteLine("overflow"); }
        int s = 33, big = int.MaxValue, min = int.MinValue;
        Console.WriteLine("{0} {1} {2}", 1 << s, big >> s, min >> 31);
        Console.WriteLine("{0} {1}", (uint)min >> s, 1L << (s + 32));
        uint a = 1, b = 0xFFFFFFFF;
        Console.WriteLine("{0} {1} {2}", a < b, (int)a < (int)b, unchecked(big + 1));
        Console.WriteLine("{0} {1} {2} {3}", (sbyte)big, (byte)min, (short)(big - 0x7FFF0000), (char)(s + 32));
        Console.WriteLine("{0} {1}", min / 2, min % 3);
        Console.WriteLine(Math.Sqrt(-one));
    }
}
