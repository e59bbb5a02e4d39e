// System.MathF (float versions of Math): every function on edge values (zeros, halves,
// infinities, NaN, tiny and large values) printed as Mono prints floats, then each function
// over 2,000 pseudo-random arguments of many magnitudes, summarised per function by a
// checksum of the results' bits (so a last-bit difference shows, e.g. Sinh, Tanh and Atan,
// which Mono computes in double and rounds).
using System;

class MathFFunctions
{
    static int Bits(float f) { return BitConverter.ToInt32(BitConverter.GetBytes(f), 0); }

    static readonly string[] Names = {
        "Sqrt", "Sin", "Cos", "Tan", "Exp", "Log", "Log10", "Floor", "Ceiling", "Round", "Truncate",
        "Pow", "Atan2", "Asin", "Acos", "Atan", "Sinh", "Cosh", "Tanh", "Cbrt", "Asinh", "Acosh",
        "Atanh", "IEEERemainder", "Log(x,y)", "Round(x,3)", "Round(away)", "Abs", "Max", "Min" };

    static float[] All(float x, float y)
    {
        return new float[] {
            MathF.Sqrt(x), MathF.Sin(x), MathF.Cos(x), MathF.Tan(x), MathF.Exp(x), MathF.Log(x),
            MathF.Log10(x), MathF.Floor(x), MathF.Ceiling(x), MathF.Round(x), MathF.Truncate(x),
            MathF.Pow(x, y), MathF.Atan2(x, y), MathF.Asin(x), MathF.Acos(x), MathF.Atan(x),
            MathF.Sinh(x), MathF.Cosh(x), MathF.Tanh(x), MathF.Cbrt(x), MathF.Asinh(x),
            MathF.Acosh(x), MathF.Atanh(x), MathF.IEEERemainder(x, y), MathF.Log(x, y),
            MathF.Round(x, 3), MathF.Round(x, MidpointRounding.AwayFromZero), MathF.Abs(x),
            MathF.Max(x, y), MathF.Min(x, y) };
    }

    static void Main()
    {
        float[] edges = { 0f, -0f, 0.5f, -0.5f, 1f, -1f, 1.5f, 2.5f, -2.5f, 3.14159265f, 10f, 1e-8f,
                          123456.7f, 3e38f, float.Epsilon, float.NaN, float.PositiveInfinity,
                          float.NegativeInfinity };
        foreach (float x in edges)
            Console.WriteLine(x + ": " + string.Join(" ", All(x, 1.5f)));
        Console.WriteLine(MathF.PI + " " + MathF.E + " " + MathF.Sign(-2.5f) + " " + MathF.Sign(0f));
        try { MathF.Sign(float.NaN); } catch (ArithmeticException e) { Console.WriteLine(e.Message); }
        try { MathF.Round(1f, 9); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.GetType().Name); }

        var sums = new long[Names.Length];
        var random = new Random(2024);
        for (int i = 0; i < 2000; i++)
        {
            float x = (float)((random.NextDouble() - 0.5) * Math.Pow(10, random.Next(-6, 7)));
            float y = (float)(random.NextDouble() * 4);
            float[] v = All(x, y);
            for (int k = 0; k < v.Length; k++) sums[k] = sums[k] * 31 + Bits(v[k]);
        }
        for (int k = 0; k < Names.Length; k++) Console.WriteLine(Names[k] + " " + sums[k]);
    }
}
