// float32 and float64 arithmetic: add sub mul div rem neg on locals, arguments and returns,
// constants (ldc.r4 / ldc.r8), special values (NaN, infinities, signed zeros, denormals),
// rem with C fmod semantics (sign of the dividend), and float32 rounding at every step.
using System;

class FloatArith
{
    static double Add(double a, double b) { return a + b; }
    static double Sub(double a, double b) { return a - b; }
    static double Mul(double a, double b) { return a * b; }
    static double Div(double a, double b) { return a / b; }
    static double Rem(double a, double b) { return a % b; }
    static double Neg(double a) { return -a; }

    static float AddF(float a, float b) { return a + b; }
    static float SubF(float a, float b) { return a - b; }
    static float MulF(float a, float b) { return a * b; }
    static float DivF(float a, float b) { return a / b; }
    static float RemF(float a, float b) { return a % b; }
    static float NegF(float a) { return -a; }

    // 1/x of a signed zero tells its sign
    static void Sign(double z)
    {
        Console.Write(z); Console.Write(" 1/x="); Console.WriteLine(1.0 / z);
    }

    static void SignF(float z)
    {
        Console.Write(z); Console.Write(" 1/x="); Console.WriteLine(1.0f / z);
    }

    static void All(double a, double b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(Add(a, b)); Console.Write(" ");
        Console.Write(Sub(a, b)); Console.Write(" ");
        Console.Write(Mul(a, b)); Console.Write(" ");
        Console.Write(Div(a, b)); Console.Write(" ");
        Console.Write(Rem(a, b)); Console.Write(" ");
        Console.WriteLine(Neg(a));
    }

    static void AllF(float a, float b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(AddF(a, b)); Console.Write(" ");
        Console.Write(SubF(a, b)); Console.Write(" ");
        Console.Write(MulF(a, b)); Console.Write(" ");
        Console.Write(DivF(a, b)); Console.Write(" ");
        Console.Write(RemF(a, b)); Console.Write(" ");
        Console.WriteLine(NegF(a));
    }

    // float32 arithmetic must round to float32 after every operation
    static float Accumulate(int n)
    {
        float s = 0f;
        for (int i = 1; i <= n; i++) s += 1f / i;
        return s;
    }

    static double AccumulateD(int n)
    {
        double s = 0;
        for (int i = 1; i <= n; i++) s += 1.0 / i;
        return s;
    }

    // Horner evaluation with constants in the constant pool
    static double Poly(double x) { return ((0.5 * x - 1.25) * x + 3.0625) * x - 7.1; }
    static float PolyF(float x) { return ((0.5f * x - 1.25f) * x + 3.0625f) * x - 7.1f; }

    // rounding tie-breaking and cancellation
    static double Kahan(int n)
    {
        double sum = 0, c = 0;
        for (int i = 0; i < n; i++)
        {
            double y = 0.1 - c;
            double t = sum + y;
            c = (t - sum) - y;
            sum = t;
        }
        return sum;
    }

    static int Main()
    {
        All(1.5, 2.25);
        All(-7.5, 2);
        All(7.5, -2);
        All(-7.5, -2);
        All(0.1, 0.2);
        All(1e308, 10);
        All(1e-308, 1e10);
        All(5e-324, 0.5);
        All(0.0, 0.0);
        All(-0.0, 0.0);
        All(1.0, 0.0);
        All(-1.0, 0.0);
        All(1.0, -0.0);
        All(double.PositiveInfinity, 2);
        All(double.NegativeInfinity, double.PositiveInfinity);
        All(double.PositiveInfinity, double.PositiveInfinity);
        All(double.NaN, 1);
        All(1, double.NaN);
        All(3, double.PositiveInfinity);
        All(double.MaxValue, double.MaxValue);
        All(double.MinValue, double.Epsilon);
        All(123456789.123, 0.001);
        All(5.5, 1.5);
        All(-5.5, 1.5);
        All(1e17, 3);

        AllF(1.5f, 2.25f);
        AllF(-7.5f, 2f);
        AllF(7.5f, -2f);
        AllF(0.1f, 0.2f);
        AllF(3.4e38f, 10f);
        AllF(1e-38f, 1e10f);
        AllF(1.401298E-45f, 0.5f);
        AllF(0f, 0f);
        AllF(-0f, 0f);
        AllF(1f, 0f);
        AllF(-1f, 0f);
        AllF(float.PositiveInfinity, 2f);
        AllF(float.NegativeInfinity, float.PositiveInfinity);
        AllF(float.NaN, 1f);
        AllF(float.MaxValue, float.MaxValue);
        AllF(float.MinValue, float.Epsilon);
        AllF(16777216f, 1f);
        AllF(5.5f, 1.5f);
        AllF(-5.5f, 1.5f);

        Sign(0.0); Sign(-0.0); Sign(Neg(0.0)); Sign(Sub(0.0, 0.0)); Sign(Mul(-1.0, 0.0)); Sign(Rem(-3.0, 3.0));
        SignF(0f); SignF(-0f); SignF(NegF(0f)); SignF(MulF(-1f, 0f)); SignF(RemF(-3f, 3f));

        Console.WriteLine(Accumulate(1000));
        Console.WriteLine(AccumulateD(1000));
        Console.WriteLine(Accumulate(100000));
        Console.WriteLine(AccumulateD(100000));
        for (int i = -3; i <= 3; i++)
        {
            Console.Write(Poly(i * 0.75)); Console.Write(" "); Console.WriteLine(PolyF(i * 0.75f));
        }
        Console.WriteLine(Kahan(1000000));
        // locals of both widths mixed
        float f = 1f;
        double d = 1;
        for (int i = 0; i < 30; i++) { f = f * 3f / 2f; d = d * 3 / 2; }
        Console.Write(f); Console.Write(" "); Console.WriteLine(d);
        Console.WriteLine(f * d);
        return (int)(d / 1000);
    }
}
