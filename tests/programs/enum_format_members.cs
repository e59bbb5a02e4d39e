// Enum members that reach Mono's internal calls: GetTypeCode on an enum value and on an Enum
// reference, Enum.Format with every format, ToString(format) on a local (a constrained call),
// CompareTo and HasFlag through Enum.
using System;

enum Color { Red, Green, Blue = 7 }
[Flags] enum Perm { None = 0, Read = 1, Write = 2, Exec = 4 }
enum Small : byte { A = 1, B = 200 }
enum Signed : long { Neg = -5, Pos = 5 }

class Program
{
    static void Main()
    {
        Console.WriteLine(Color.Green.GetTypeCode());
        Enum e = Color.Red;
        Console.WriteLine(e.GetTypeCode());
        Console.WriteLine(Small.B.GetTypeCode() + " " + Signed.Neg.GetTypeCode());
        foreach (var f in new[] { "G", "g", "D", "d", "X", "x", "F", "f" })
        {
            Console.WriteLine(f + ": " + Enum.Format(typeof(Color), Color.Blue, f) + " "
                + Enum.Format(typeof(Perm), Perm.Read | Perm.Exec, f) + " "
                + Enum.Format(typeof(Small), Small.B, f) + " "
                + Enum.Format(typeof(Signed), Signed.Neg, f) + " "
                + Enum.Format(typeof(Color), 1, f) + " "
                + Enum.Format(typeof(Perm), 9, f));
        }
        Perm p = Perm.Write;
        Console.WriteLine(p.ToString("D"));
        Console.WriteLine(p.ToString("X"));
        Console.WriteLine((p | Perm.Read).ToString("G") + " " + p.ToString("F"));
        Color c = (Color)5;
        Console.WriteLine(c.ToString("G") + " " + c.ToString("D"));
        Console.WriteLine(e.CompareTo(Color.Green));
        Console.WriteLine(p.HasFlag(Perm.Write));
        try { Enum.Format(typeof(Color), Color.Red, "Q"); }
        catch (FormatException ex) { Console.WriteLine("FormatException " + ex.Message); }
        try { Enum.Format(typeof(Color), Perm.Read, "G"); }
        catch (ArgumentException ex) { Console.WriteLine("ArgumentException " + ex.Message); }
    }
}
