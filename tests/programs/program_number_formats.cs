// An ordinary program: numbers printed and parsed the many ways a report needs. Every standard
// format (C D E F G N P R X with and without precision) on int, long, double, decimal and float;
// custom formats with sections, grouping, percent, exponent and literals; parsing of exponent
// forms, TryParse failures, Math.Round with MidpointRounding, decimal division and rounding,
// checked overflow caught, edge values (MaxValue, MinValue, negative zero, NaN, infinities).
using System;
using System.Globalization;

class Numbers
{
    static void Show(string label, IFormattable v, params string[] formats)
    {
        Console.Write(label.PadRight(10));
        foreach (string f in formats) Console.Write(" [" + v.ToString(f, CultureInfo.InvariantCulture) + "]");
        Console.WriteLine();
    }

    static void Main()
    {
        string[] std = { "C", "C0", "D", "D8", "E", "E2", "F", "F0", "F3", "G", "G3", "N", "N0", "N3", "P", "P0", "X", "x4" };
        string[] stdNoD = { "C", "C3", "E", "e4", "F", "F1", "G", "G2", "G17", "N", "N1", "P", "P2", "R" };
        foreach (int i in new[] { 0, 7, -42, 1234567, int.MaxValue, int.MinValue }) Show(i.ToString(), i, std);
        foreach (long l in new[] { 0L, 9876543210L, -1L, long.MaxValue }) Show("L" + l, l, "D", "D20", "N0", "X", "E3", "G");
        foreach (double d in new[] { 0.0, 1.5, -2.5, 1234.5678, 0.000123, 1e21, -1e-7, 123456789012345.678, Math.PI, 1.0 / 3 })
            Show(d.ToString("R"), d, stdNoD);
        foreach (decimal m in new[] { 0m, 1.50m, -2.5m, 1234.5678m, 0.0001m, 79228162514264337593543950335m, -0.10m })
            Show(m.ToString(), m, "C", "E", "F", "F1", "G", "N", "N4", "P");
        foreach (float f in new[] { 0.1f, 1.0f / 3, 16777217f, -3.4e38f, 1e-10f })
            Show(f.ToString(), f, "R", "G", "G9", "F2", "E");

        string[] custom = { "#,##0.00;(#,##0.00);zero", "0.###E+0", "00.00%", "#.##", "0000", "#,#", "0.0#", "[0]", "'x'0'y'", "#,##0,,", "0.00e-00", "##0.0\u2030" };
        foreach (double d in new[] { 0.0, 1234.567, -9876.5, 0.0525, 1e6, 12 })
        {
            Console.Write(d.ToString(CultureInfo.InvariantCulture).PadLeft(9) + ":");
            foreach (string f in custom) Console.Write(" " + d.ToString(f, CultureInfo.InvariantCulture));
            Console.WriteLine();
        }
        Console.WriteLine(string.Format("{0:#,##0.00;(#,##0.00)} {1,10:0.0} {2,-8:P1}| {3:X8} {4:00.##}", -1234.5, 3.14159, 0.256, 255, 3.1));
        Console.WriteLine(1234.5m.ToString("#,##0.00;(#,##0.00);zero") + " " + (-0.001m).ToString("0.00") + " " + 0m.ToString("#,##0.00;(#,##0.00);zero"));

        double negZero = -0.0;
        Console.WriteLine("negative zero: {0} {1:F2} {2} {3}", negZero, negZero, (-0.0001).ToString("F2"), (1.0 / negZero));
        Console.WriteLine("{0} {1} {2} {3:F1} {4:N}", double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.NaN, double.MaxValue);
        Console.WriteLine(double.Epsilon + " " + double.MinValue + " " + float.MaxValue + " " + float.Epsilon);
        Console.WriteLine(0.1 + 0.2 + " " + (0.1 + 0.2).ToString("R") + " " + (0.1f + 0.2f) + " " + (double)0.1f + " " + 100.0 + " " + 1e15 + " " + 1e16 + " " + 123456789.0f);

        foreach (string s in new[] { "1e3", "-2.5E-3", "  42  ", "1,234.5", "0x1F", "", "abc", "1.7976931348623157E+308", "1e309", ".5", "5.", "+7", "- 3", "NaN", "Infinity" })
        {
            double d;
            bool ok = double.TryParse(s, NumberStyles.Float | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out d);
            int n;
            bool iok = int.TryParse(s, out n);
            Console.WriteLine("{0,-26} double {1,-5} {2,-24} int {3,-5} {4}", "\"" + s + "\"", ok, d.ToString("R", CultureInfo.InvariantCulture), iok, n);
        }
        foreach (string s in new[] { "2147483647", "2147483648", "-2147483648", "FF", "12abc", null })
        {
            try { Console.WriteLine("int.Parse({0}) = {1}", s ?? "null", int.Parse(s)); }
            catch (FormatException) { Console.WriteLine("int.Parse({0}): FormatException", s); }
            catch (OverflowException) { Console.WriteLine("int.Parse({0}): OverflowException", s); }
            catch (ArgumentNullException) { Console.WriteLine("int.Parse(null): ArgumentNullException"); }
        }
        Console.WriteLine(int.Parse("FF", NumberStyles.HexNumber) + " " + long.Parse("-9,000,000", NumberStyles.AllowThousands | NumberStyles.AllowLeadingSign) + " " + decimal.Parse("1.2345E+2", NumberStyles.Float) + " " + byte.Parse("255") + " " + uint.Parse("4000000000"));

        foreach (double v in new[] { 2.5, 3.5, -2.5, 2.45, 2.675, 1.005 })
            Console.WriteLine("Round({0}) even {1} away {2}; 1 digit {3} {4}; Floor {5} Ceiling {6} Truncate {7}",
                v, Math.Round(v), Math.Round(v, MidpointRounding.AwayFromZero), Math.Round(v, 1), Math.Round(v, 2, MidpointRounding.AwayFromZero), Math.Floor(v), Math.Ceiling(v), Math.Truncate(v));
        foreach (decimal v in new[] { 2.5m, 3.5m, -2.5m, 2.45m, 2.675m, 1.005m })
            Console.WriteLine("decimal {0}: {1} {2} {3} {4} {5}", v, Math.Round(v), Math.Round(v, 1), Math.Round(v, 2, MidpointRounding.AwayFromZero), decimal.Floor(v), decimal.Truncate(v * 10));

        decimal a = 10m, b = 3m;
        Console.WriteLine("{0} {1} {2} {3} {4}", a / b, a % b, a / b * b, 1m / 7m, (a / b).ToString("F2"));
        Console.WriteLine("{0} {1} {2} {3}", 0.1m + 0.2m, 1.10m * 2, 100m / 8m, decimal.MaxValue / 3);
        Console.WriteLine("{0} {1} {2}", (int)3.99m, (double)(1m / 3m), (decimal)0.1);
        try { decimal big = decimal.MaxValue; big += 1; Console.WriteLine(big); }
        catch (OverflowException e) { Console.WriteLine("decimal overflow: " + e.Message); }
        decimal zero = 0m;
        try { Console.WriteLine(1m / zero); } catch (DivideByZeroException e) { Console.WriteLine("decimal: " + e.Message); }

        int max = int.MaxValue;
        try { int r = checked(max + 1); Console.WriteLine(r); } catch (OverflowException e) { Console.WriteLine("checked: " + e.Message); }
        Console.WriteLine(unchecked(max + 1) + " " + (long)max * 2 + " " + checked((short)30000) + " " + unchecked((byte)300));
        try { Console.WriteLine(checked((byte)(max / 1000))); } catch (OverflowException) { Console.WriteLine("byte overflow"); }
        try { Console.WriteLine(Convert.ToInt32(3e10)); } catch (OverflowException e) { Console.WriteLine("Convert: " + e.Message); }
        Console.WriteLine(Convert.ToInt32(2.5) + " " + Convert.ToInt32(3.5) + " " + Convert.ToString(255, 2) + " " + Convert.ToString(-1, 16) + " " + Convert.ToInt64("777", 8) + " " + Convert.ToDouble("1.5E2"));
        Console.WriteLine(Math.Pow(2, 0.5).ToString("F10") + " " + Math.Sqrt(-1) + " " + Math.Log10(1000) + " " + Math.Exp(1).ToString("G5") + " " + Math.Atan2(1, 1).ToString("F6") + " " + Math.Sign(-3.2) + " " + Math.Abs(-7L) + " " + Math.Max(2.5f, 1) + " " + Math.Min(-0.0, 0.0));
        Console.WriteLine(int.MaxValue.ToString("N0") + " " + long.MinValue.ToString("N0") + " " + ulong.MaxValue + " " + ((ulong)ulong.MaxValue).ToString("X") + " " + short.MinValue.ToString("X") + " " + sbyte.MinValue.ToString("x"));
        Console.WriteLine($"{Math.PI,12:F4}|{-Math.E,-10:F2}|{42,5:D3}|{0.5,8:P0}|{1234567.891:N1}");
    }
}
