// Console.Write/WriteLine(double) and (float) on hundreds of values, most of them generated:
// i/7.0 and i/7f, powers of ten and their neighbours across the whole exponent range (where the
// E+XX / E-XX switch happens), 1/3 in both widths, halves and rounding boundaries of the 15th
// and 7th digit, denormals, signed zeros, NaN, infinities, MaxValue/MinValue/Epsilon.
using System;

class FloatConsoleOutput
{
    static void D(double d) { Console.WriteLine(d); }
    static void F(float f) { Console.WriteLine(f); }

    static double Pow10(int k)
    {
        double p = 1;
        if (k >= 0) for (int i = 0; i < k; i++) p *= 10;
        else for (int i = 0; i < -k; i++) p /= 10;
        return p;
    }

    static float Pow10F(int k)
    {
        float p = 1;
        if (k >= 0) for (int i = 0; i < k; i++) p *= 10;
        else for (int i = 0; i < -k; i++) p /= 10;
        return p;
    }

    static void Main()
    {
        // special values
        D(0.0); D(-0.0); D(double.NaN); D(double.PositiveInfinity); D(double.NegativeInfinity);
        D(double.MaxValue); D(double.MinValue); D(double.Epsilon); D(-double.Epsilon);
        D(2.2250738585072014E-308); D(2.2250738585072009E-308); D(1e-310); D(1.5e-323);
        F(0f); F(-0f); F(float.NaN); F(float.PositiveInfinity); F(float.NegativeInfinity);
        F(float.MaxValue); F(float.MinValue); F(float.Epsilon); F(-float.Epsilon);
        F(1.17549435E-38f); F(1e-40f); F(5.877472E-39f);
        // Write without newline, mixed with text
        Console.Write(1.5); Console.Write(' '); Console.Write(-2.25f); Console.Write(' ');
        Console.Write(double.NaN); Console.Write(' '); Console.Write(float.NegativeInfinity); Console.WriteLine();

        // i / 7 in both widths, and negative
        for (int i = -20; i <= 60; i++) { Console.Write(i / 7.0); Console.Write(' '); Console.WriteLine(i / 7f); }
        // thirds and friends
        D(1.0 / 3); F(1f / 3); D(2.0 / 3); F(2f / 3); D(-1.0 / 3); F(-1f / 3); D(0.1 + 0.2); F(0.1f + 0.2f);
        D(1.0 / 9); D(100.0 / 3); D(1e15 / 3); D(1e16 / 3); D(1e-5 / 3); D(1e-4 / 3); F(1e6f / 3); F(1e7f / 3);

        // powers of ten across the range, and their neighbours
        for (int k = -330; k <= 310; k += 7) { D(Pow10(k)); D(-3 * Pow10(k)); }
        for (int k = -8; k <= 20; k++) { D(Pow10(k)); D(Pow10(k) * 1.5); D(Pow10(k) - Pow10(k - 16)); D(Pow10(k) * 0.999999999999999); }
        for (int k = -46; k <= 39; k += 3) { F(Pow10F(k)); F(-7 * Pow10F(k)); }
        for (int k = -6; k <= 10; k++) { F(Pow10F(k)); F(Pow10F(k) * 1.5f); F(Pow10F(k) * 0.9999999f); }

        // rounding at the last printed digit
        D(0.5); D(1.5); D(2.5); D(0.125); D(0.0625); D(123456789012345.5); D(1234567890123456.0);
        D(12345678901234567.0); D(0.1234567890123456789); D(9.99999999999999); D(9.999999999999995);
        D(9.9999999999999953); D(999999999999999.4); D(999999999999999.5); D(1e15); D(1e14 + 0.5);
        D(123456.7890123456); D(4.35); D(2.675); D(1.005); D(0.3); D(0.7); D(1.1); D(3.14159265358979323846);
        D(2.718281828459045); D(1.4142135623730951); D(6.02214076e23); D(6.62607015e-34); D(299792458);
        F(0.5f); F(1.5f); F(1234567.5f); F(12345678f); F(0.1234567f); F(9.999999f); F(9.9999995f); F(3.14159265f);
        F(16777216f); F(16777217f); F(1e7f); F(9999999f); F(99999.99f); F(0.3f); F(0.7f); F(1.1f);

        // a long generated run: square roots by Newton's method, reciprocals, and scaled values
        for (int i = 1; i <= 60; i++)
        {
            double x = i, r = i;
            for (int it = 0; it < 30; it++) r = 0.5 * (r + x / r);
            Console.Write(r); Console.Write(' ');
            Console.Write((float)r); Console.Write(' ');
            Console.Write(1.0 / (i * i * i)); Console.Write(' ');
            Console.Write(i * 1234567.891); Console.Write(' ');
            Console.WriteLine(i * 1e-7f);
        }
        double g = 1;
        for (int i = 0; i < 80; i++) { g *= -2.5; Console.Write(g); Console.Write(' '); Console.WriteLine((float)g); }
        for (int i = 0; i < 40; i++) { g /= 1000; Console.Write(g); Console.Write(' '); Console.WriteLine((float)g); }
    }
}
