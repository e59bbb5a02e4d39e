// Every C# comparison on double and float, as a value (ceq, cgt, cgt.un, clt, clt.un) and as a
// branch (mcs inverts conditions into the .un branch forms for floats), on ordered pairs,
// equal pairs, signed zeros, infinities and NaN (every comparison with NaN is false except !=).
using System;

class FloatCompare
{
    static int Values(double a, double b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        bool nlt = !(a < b), nle = !(a <= b), ngt = !(a > b), nge = !(a >= b);
        int m = 0;
        if (eq) m |= 1;
        if (ne) m |= 2;
        if (lt) m |= 4;
        if (le) m |= 8;
        if (gt) m |= 16;
        if (ge) m |= 32;
        if (nlt) m |= 64;
        if (nle) m |= 128;
        if (ngt) m |= 256;
        if (nge) m |= 512;
        return m;
    }

    static int Branches(double a, double b)
    {
        int m = 0;
        if (a == b) m |= 1;
        if (a != b) m |= 2;
        if (a < b) m |= 4;
        if (a <= b) m |= 8;
        if (a > b) m |= 16;
        if (a >= b) m |= 32;
        if (!(a < b)) m |= 64;
        if (!(a <= b)) m |= 128;
        if (!(a > b)) m |= 256;
        if (!(a >= b)) m |= 512;
        // loops whose condition is at the bottom use the non-inverted branch forms
        int n = 0;
        double x = a;
        while (x < b && n < 3) { x += 1; n++; }
        m |= n << 10;
        n = 0; x = a;
        while (x >= b && n < 3) { x -= 1; n++; }
        m |= n << 12;
        return m;
    }

    static int ValuesF(float a, float b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        bool nlt = !(a < b), nle = !(a <= b), ngt = !(a > b), nge = !(a >= b);
        int m = 0;
        if (eq) m |= 1;
        if (ne) m |= 2;
        if (lt) m |= 4;
        if (le) m |= 8;
        if (gt) m |= 16;
        if (ge) m |= 32;
        if (nlt) m |= 64;
        if (nle) m |= 128;
        if (ngt) m |= 256;
        if (nge) m |= 512;
        return m;
    }

    static int BranchesF(float a, float b)
    {
        int m = 0;
        if (a == b) m |= 1;
        if (a != b) m |= 2;
        if (a < b) m |= 4;
        if (a <= b) m |= 8;
        if (a > b) m |= 16;
        if (a >= b) m |= 32;
        if (!(a < b)) m |= 64;
        if (!(a <= b)) m |= 128;
        if (!(a > b)) m |= 256;
        if (!(a >= b)) m |= 512;
        int n = 0;
        float x = a;
        while (x <= b && n < 3) { x += 1; n++; }
        m |= n << 10;
        n = 0; x = a;
        while (x > b && n < 3) { x -= 1; n++; }
        m |= n << 12;
        return m;
    }

    static bool IsNaN(double d) { return d != d; }
    static double Max(double a, double b) { return a > b ? a : b; }
    static float MinF(float a, float b) { return a < b ? a : b; }

    static void Pair(double a, double b)
    {
        Console.Write(a); Console.Write(" ? "); Console.Write(b); Console.Write(": ");
        Console.Write(Values(a, b)); Console.Write(" "); Console.Write(Branches(a, b)); Console.Write(" ");
        Console.Write(ValuesF((float)a, (float)b)); Console.Write(" "); Console.Write(BranchesF((float)a, (float)b));
        Console.Write(" "); Console.Write(IsNaN(a)); Console.Write(" "); Console.Write(Max(a, b));
        Console.Write(" "); Console.WriteLine(MinF((float)a, (float)b));
    }

    static int Main()
    {
        double nan = double.NaN, inf = double.PositiveInfinity;
        Pair(1, 2); Pair(2, 1); Pair(2, 2); Pair(-1, 1); Pair(0.0, -0.0); Pair(-0.0, 0.0);
        Pair(nan, 1); Pair(1, nan); Pair(nan, nan); Pair(inf, nan); Pair(nan, -inf);
        Pair(inf, inf); Pair(-inf, inf); Pair(inf, 1e308); Pair(-inf, -1e308);
        Pair(1e-300, 0); Pair(5e-324, 0); Pair(-5e-324, 0); Pair(0.1 + 0.2, 0.3);
        Pair(16777217, 16777216); Pair(double.MaxValue, double.MinValue); Pair(double.Epsilon, -double.Epsilon);
        // counting loop over doubles with a float bound
        int count = 0;
        for (double d = 0; d < 10; d += 0.1) count++;
        Console.WriteLine(count);
        count = 0;
        for (float f = 0; f < 10; f += 0.1f) count++;
        Console.WriteLine(count);
        // NaN as a loop condition: never entered
        count = 0;
        for (double d = nan; d < 100; d += 1) count++;
        for (double d = nan; !(d >= 100) && count < 5; d += 1) count++;
        Console.WriteLine(count);
        return Values(nan, nan) & 255;
    }
}
