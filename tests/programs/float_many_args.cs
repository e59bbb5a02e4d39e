// Float arguments beyond xmm0-7 go on the stack, interleaved with integer arguments beyond
// rdi..r9 in argument order; float32 arguments stay float32; results come back in xmm0.
// Also calls whose arguments are themselves calls, and recursion with float arguments.
using System;

class FloatManyArgs
{
    static double Ten(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j)
    {
        return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
    }

    static float TenF(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j)
    {
        return a - b + c - d + e - f + g - h + i * 1000 - j * 100000;
    }

    // 10 ints and 10 floats interleaved: 6 ints in registers, 4 on the stack; 8 floats in
    // registers, 2 on the stack; the stack slots follow argument order
    static double Interleaved(int i0, double d0, long i1, float f1, int i2, double d2, int i3, double d3,
                              long i4, float f4, int i5, double d5, int i6, double d6, long i7, float f7,
                              int i8, double d8, int i9, double d9)
    {
        Console.Write(i0); Console.Write(' '); Console.Write(d0); Console.Write(' ');
        Console.Write(i1); Console.Write(' '); Console.Write(f1); Console.Write(' ');
        Console.Write(i2); Console.Write(' '); Console.Write(d2); Console.Write(' ');
        Console.Write(i3); Console.Write(' '); Console.Write(d3); Console.Write(' ');
        Console.Write(i4); Console.Write(' '); Console.Write(f4); Console.Write(' ');
        Console.Write(i5); Console.Write(' '); Console.Write(d5); Console.Write(' ');
        Console.Write(i6); Console.Write(' '); Console.Write(d6); Console.Write(' ');
        Console.Write(i7); Console.Write(' '); Console.Write(f7); Console.Write(' ');
        Console.Write(i8); Console.Write(' '); Console.Write(d8); Console.Write(' ');
        Console.Write(i9); Console.Write(' '); Console.WriteLine(d9);
        return i0 * d0 + i1 * f1 + i2 * d2 + i3 * d3 + i4 * f4 + i5 * d5 + i6 * d6 + i7 * f7 + i8 * d8 + i9 * d9;
    }

    // floats only on the stack after 8 in registers, the last one a float32
    static double Twelve(double a, double b, double c, double d, double e, double f, double g, double h,
                         double i, double j, double k, float l)
    {
        return ((((((((((a * b + c) * d + e) * f + g) * h + i) * j + k) * l) - a) - b) - c) - d) * 0.5;
    }

    static double Sum(int n, double x, float y, double z)
    {
        if (n == 0) return x + y + z;
        return Sum(n - 1, z * 0.5, y + 1, x + n);
    }

    static float Half(float x) { return x / 2; }
    static double Twice(double x) { return x * 2; }

    static int Main()
    {
        Console.WriteLine(Ten(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        Console.WriteLine(Ten(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0));
        Console.WriteLine(TenF(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        Console.WriteLine(TenF(0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.1f));
        Console.WriteLine(Interleaved(1, 1.5, 2, 2.5f, 3, 3.5, 4, 4.5, 5, 5.5f, 6, 6.5, 7, 7.5, 8, 8.5f, 9, 9.5, 10, 10.5));
        Console.WriteLine(Interleaved(-1, -0.0, long.MaxValue, float.NaN, int.MinValue, double.Epsilon, 0, 1e300, long.MinValue, 1e-45f,
                                      -6, -6.25, 7, double.NegativeInfinity, -8, float.MaxValue, 9, 9e-9, -10, 1.0 / 3));
        Console.WriteLine(Twelve(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.5f));
        Console.WriteLine(Twelve(Twice(1), Half(3), Twice(Half(5)), Twice(0.25), Half(1), Twice(3), 0.1, 0.2, Twice(Twice(0.3)), 1e-3, -1, Half(Half(1))));
        Console.WriteLine(Ten(Twice(1), Twice(2), Half(3), Half(4), Twice(5), Half(6), Twice(7), Half(8), Twice(9), Half(10)));
        Console.WriteLine(Sum(10, 1, 2, 3));
        Console.WriteLine(Sum(1000, 0.5, 0.25f, 0.125));
        return (int)Ten(1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    }
}
