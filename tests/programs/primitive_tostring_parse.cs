// ToString() of every primitive type (extremes, zero, negative zero, small types through
// their own ToString), bool as True/False, char as itself; int.Parse of decimal strings
// (signs, surrounding white space, leading zeros, the extremes) and a round trip through
// ToString and Parse.
using System;

class PrimitiveTostringParse
{
    static void Main()
    {
        Console.WriteLine(int.MinValue.ToString() + " " + int.MaxValue.ToString() + " " + 0.ToString());
        int i = -123;
        Console.WriteLine(i.ToString());
        Console.WriteLine(long.MinValue.ToString() + " " + long.MaxValue.ToString());
        Console.WriteLine(uint.MaxValue.ToString() + " " + ulong.MaxValue.ToString());
        Console.WriteLine(short.MinValue.ToString() + " " + ushort.MaxValue.ToString());
        Console.WriteLine(sbyte.MinValue.ToString() + " " + byte.MaxValue.ToString());
        Console.WriteLine(true.ToString() + " " + false.ToString());
        char c = 'Q';
        Console.WriteLine(c.ToString() + c.ToString().Length);
        double d = 1.0 / 3;
        Console.WriteLine(d.ToString() + " " + (-0.0).ToString() + " " + 1e300.ToString() + " " + double.NaN.ToString());
        float f = 2.5f;
        Console.WriteLine(f.ToString() + " " + (1f / 3).ToString());
        Console.WriteLine((i * 2).ToString().Length);

        Console.WriteLine(int.Parse("0"));
        Console.WriteLine(int.Parse("42") + 1);
        Console.WriteLine(int.Parse("-17"));
        Console.WriteLine(int.Parse("+17"));
        Console.WriteLine(int.Parse("  99  "));
        Console.WriteLine(int.Parse("007"));
        Console.WriteLine(int.Parse("2147483647"));
        Console.WriteLine(int.Parse("-2147483648"));
        long total = 0;
        for (int k = -1000; k <= 1000; k += 7) total += int.Parse(k.ToString());
        Console.WriteLine(total);
        string digits = "";
        for (int k = 1; k <= 9; k++) digits += k;
        Console.WriteLine(int.Parse(digits) - 123456789);
    }
}
