// int.Parse and String.Substring through the framework's own IL (Number.ParseInt32,
// String.Substring): white space, signs, trailing NULs, limits, every failure Mono reports
// (FormatException, OverflowException, ArgumentNullException, ArgumentOutOfRangeException
// with its text), each printed whole, stack trace included.
using System;

class Program
{
    static void Parse(string text)
    {
        try { Console.WriteLine("[" + int.Parse(text) + "]"); }
        catch (Exception e) { Console.WriteLine(e); }
    }

    static void Cut(string s, int start, int length)
    {
        try { Console.WriteLine("[" + (length < 0 && length != -1 ? s.Substring(start) : s.Substring(start, length)) + "]"); }
        catch (Exception e) { Console.WriteLine(e); }
    }

    static void Main()
    {
        string[] good = { "0", " -12 ", "+7", "\t\n 5\r", "-2147483648", "2147483647", "  +0042  ", "-0",
                          "12 \u0000", "12\u0000" };
        foreach (string t in good) Parse(t);
        string[] bad = { "", " ", "-", "+", "x", "1_", "1 2", "99999999999x", " 12 x", "12\u0000\u0000 ",
                         "\u00a012", "0x10", "+-1", "- 1", "2147483648", "-2147483649", "99999999999",
                         "\u0661", "1e3", "(1)", null };
        foreach (string t in bad) Parse(t);
        long sum = 0;
        for (int i = -500; i <= 500; i += 7) sum += int.Parse(i.ToString());
        Console.WriteLine(sum);

        Cut("hello", 2, -2); Cut("hello", 5, -2); Cut("hello", 1, 3); Cut("hello", 0, 5);
        Cut("abc", 4, -2); Cut("abc", -1, -2); Cut("abc", 1, 3); Cut("abc", 1, -1); Cut("abc", -1, 1);
        Cut("abc", 4, 0); Cut("abc", 3, 0); Cut("abc", 2, int.MaxValue);
        try { string s = null; Console.WriteLine(s.Substring(0)); }
        catch (Exception e) { Console.WriteLine(e.GetType()); }
    }
}
