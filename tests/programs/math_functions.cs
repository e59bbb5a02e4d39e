// System.Math: Sqrt, Abs (every overload), Floor, Ceiling, Round (banker's rounding), Truncate,
// Sin, Cos, Tan, Atan, Atan2, Exp, Log, Log10, Pow, Min and Max (every overload), Asin, Acos,
// Sinh, Cosh, Tanh, Asinh, Acosh, Atanh, Cbrt (libm, as Mono), on ordinary
// values, halves, signed zeros, infinities and NaN.
using System;

class MathFunctions
{
    static void Unary(double x)
    {
        Console.Write(x); Console.Write(":");
        Console.Write(" "); Console.Write(Math.Sqrt(x));
        Console.Write(" "); Console.Write(Math.Abs(x));
        Console.Write(" "); Console.Write(Math.Floor(x));
        Console.Write(" "); Console.Write(Math.Ceiling(x));
        Console.Write(" "); Console.Write(Math.Round(x));
        Console.Write(" "); Console.Write(Math.Truncate(x));
        Console.Write(" "); Console.Write(Math.Exp(x));
        Console.Write(" "); Console.Write(Math.Log(x));
        Console.WriteLine();
        Console.Write("   ");
        Console.Write(" "); Console.Write(Math.Log10(x));
        Console.Write(" "); Console.Write(Math.Sin(x));
        Console.Write(" "); Console.Write(Math.Cos(x));
        Console.Write(" "); Console.Write(Math.Tan(x));
        Console.Write(" "); Console.Write(Math.Atan(x));
        Console.Write(" "); Console.Write(Math.Abs((float)x));
        Console.Write(" "); Console.Write(1 / Math.Round(x));       // sign of a zero result
        Console.Write(" "); Console.Write(1 / Math.Truncate(x));
        Console.Write(" "); Console.Write(1 / Math.Ceiling(x));
        Console.WriteLine();
        Console.Write("   ");
        Console.Write(" "); Console.Write(Math.Asin(x));
        Console.Write(" "); Console.Write(Math.Acos(x));
        Console.Write(" "); Console.Write(Math.Sinh(x));
        Console.Write(" "); Console.Write(Math.Cosh(x));
        Console.Write(" "); Console.Write(Math.Tanh(x));
        Console.Write(" "); Console.Write(Math.Asinh(x));
        Console.Write(" "); Console.Write(Math.Acosh(x));
        Console.Write(" "); Console.Write(Math.Atanh(x));
        Console.Write(" "); Console.Write(Math.Cbrt(x));
        Console.WriteLine();
    }

    static void Binary(double a, double b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(":");
        Console.Write(" "); Console.Write(Math.Atan2(a, b));
        Console.Write(" "); Console.Write(Math.Pow(a, b));
        Console.Write(" "); Console.Write(Math.Min(a, b));
        Console.Write(" "); Console.Write(Math.Max(a, b));
        Console.Write(" "); Console.Write(Math.Min((float)a, (float)b));
        Console.Write(" "); Console.Write(Math.Max((float)a, (float)b));
        Console.Write(" "); Console.Write(1 / Math.Min(a, b));
        Console.Write(" "); Console.Write(1 / Math.Max(a, b));
        Console.WriteLine();
    }

    static void Ints(int a, int b)
    {
        Console.Write(Math.Abs(a)); Console.Write(" ");
        Console.Write(Math.Abs((long)a * 3000000000L)); Console.Write(" ");
        Console.Write(Math.Abs((short)a)); Console.Write(" ");
        Console.Write(Math.Abs((sbyte)a)); Console.Write(" ");
        Console.Write(Math.Min(a, b)); Console.Write(" "); Console.Write(Math.Max(a, b)); Console.Write(" ");
        Console.Write(Math.Min((uint)a, (uint)b)); Console.Write(" "); Console.Write(Math.Max((uint)a, (uint)b)); Console.Write(" ");
        Console.Write(Math.Min((long)a << 20, (long)b << 20)); Console.Write(" "); Console.Write(Math.Max((long)a << 20, (long)b << 20)); Console.Write(" ");
        Console.Write(Math.Min((ulong)(long)a, (ulong)(long)b)); Console.Write(" "); Console.Write(Math.Max((ulong)(long)a, (ulong)(long)b)); Console.Write(" ");
        Console.Write(Math.Min((short)a, (short)b)); Console.Write(" "); Console.Write(Math.Max((short)a, (short)b)); Console.Write(" ");
        Console.Write(Math.Min((ushort)a, (ushort)b)); Console.Write(" "); Console.Write(Math.Max((ushort)a, (ushort)b)); Console.Write(" ");
        Console.Write(Math.Min((sbyte)a, (sbyte)b)); Console.Write(" "); Console.Write(Math.Max((sbyte)a, (sbyte)b)); Console.Write(" ");
        Console.Write(Math.Min((byte)a, (byte)b)); Console.Write(" "); Console.WriteLine(Math.Max((byte)a, (byte)b));
    }

    static void Main()
    {
        double nan = double.NaN, inf = double.PositiveInfinity;
        Unary(0); Unary(-0.0); Unary(1); Unary(-1); Unary(2); Unary(0.5); Unary(-0.5); Unary(1.5); Unary(-1.5);
        Unary(2.5); Unary(-2.5); Unary(3.5); Unary(0.49999999999999994); Unary(2.4999999999999996);
        Unary(4503599627370497); Unary(-4503599627370497.0); Unary(1e300); Unary(-1e-300); Unary(100);
        Unary(0.785398163397448); Unary(3.14159265358979); Unary(1e10); Unary(-7.75); Unary(10.5); Unary(11.5);
        Unary(709.78); Unary(-745.2); Unary(nan); Unary(inf); Unary(-inf); Unary(double.Epsilon); Unary(double.MaxValue);
        for (int i = -10; i <= 10; i++) { Console.Write(Math.Round(i + 0.5)); Console.Write(" "); Console.Write(Math.Round(i * 0.3)); Console.Write(" "); }
        Console.WriteLine();
        // Mono's JIT folds Round of a literal with C's round() (half away from zero), not of a variable
        double half = 2.5;
        Console.WriteLine(Math.Round(2.5) + " " + Math.Round(half) + " " + Math.Round(-0.5) + " " + Math.Round(0.49999999999999994)
                          + " " + (int)Math.Round(6.5) + " " + 1 / Math.Round(-0.4) + " " + Math.Round(1e300));
        // ... and Sin and Cos of a literal with C's sin() and cos(), not the x87 instructions its code
        // for a variable uses (they differ near multiples of pi and for huge arguments)
        double pi = Math.PI, huge = 1e22;
        Console.WriteLine(Math.Sin(Math.PI) + " " + Math.Sin(pi) + " " + Math.Cos(Math.PI / 2) + " " + Math.Cos(pi / 2)
                          + " " + Math.Sin(1e22) + " " + Math.Sin(huge) + " " + Math.Cos(1e22) + " " + Math.Cos(huge)
                          + " " + Math.Sin(double.PositiveInfinity) + " " + Math.Cos(double.NaN));

        Binary(1, 1); Binary(1, 0); Binary(0, 1); Binary(-1, 0); Binary(0, -1); Binary(1, -1); Binary(-1, -1);
        Binary(0.0, -0.0); Binary(-0.0, 0.0); Binary(-0.0, -0.0); Binary(2, 10); Binary(2, 0.5); Binary(-8, 1.0 / 3);
        Binary(-8, 3); Binary(-2, -3); Binary(10, -2); Binary(0, 0); Binary(0, -2); Binary(-0.0, -3); Binary(1e10, 40);
        Binary(2, 1074); Binary(2, -1075); Binary(nan, 1); Binary(1, nan); Binary(nan, 0); Binary(0, nan);
        Binary(inf, 1); Binary(1, inf); Binary(-inf, inf); Binary(inf, -inf); Binary(0.5, inf); Binary(2, -inf);
        Binary(-1, inf); Binary(1, -inf); Binary(-inf, 3); Binary(-inf, 2); Binary(-inf, -3); Binary(inf, 0);
        Binary(1.0000001, 1e9); Binary(3, 4); Binary(-3, 4); Binary(3, -4); Binary(-3, -4);
        for (int k = -5; k <= 5; k++) { Console.Write(Math.Pow(10, k)); Console.Write(" "); Console.Write(Math.Pow(10, k + 0.5)); Console.Write(" "); Console.Write(Math.Pow(1.5, k * 3)); Console.Write(" "); }
        Console.WriteLine();

        Ints(0, 0); Ints(5, -3); Ints(-5, 3); Ints(100, 200); Ints(-100, -200); Ints(300, -300); Ints(70000, 40000);
        Ints(int.MaxValue, int.MinValue + 1); Ints(-32767, 32767); Ints(65535, 255);
        Console.WriteLine(Math.Abs(long.MinValue + 1));
        Console.WriteLine(Math.Abs(-3.5f));
        Console.WriteLine(Math.Abs(-0.0f));
        Console.WriteLine(1 / Math.Abs(-0.0));
        Console.WriteLine(Math.Max(float.NaN, 1f));
        Console.WriteLine(Math.Min(1f, float.NaN));
        Console.WriteLine(Math.Max(-0f, 0f));
    }
}
