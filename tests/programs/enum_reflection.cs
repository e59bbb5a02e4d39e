// Enum reflection: GetValues/GetNames/GetName/IsDefined/Parse/TryParse/ToObject/
// GetUnderlyingType, with Mono's order of values, aliases, [Flags], and its exceptions; an enum of
// more than 16 names declared out of order with repeated values, whose equal values Mono's
// Array.Sort (an introsort past 16) leaves in an order of its own.
using System;
using System.Collections.Generic;
using System.Linq;

enum Color { Red, Green = 5, Blue, Crimson = 0 }
[Flags] enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4, All = 7 }
enum Jumbled : long { A = 5, B = 1, C = 5, D = 0, E = 3, F = 1, G = 9, H = 0, I = 2, J = 5, K = 7, L = 1,
                      M = 0, N = 4, O = 9, P = 3, Q = 2, R = 1, S = 5, T = -1 }
[Flags] enum Many { Zero = 0, Nil = 0, B0 = 1, B1 = 2, B2 = 4, B3 = 8, B4 = 16, B5 = 32, B6 = 64, B7 = 128,
                    Low = 15, High = 240, All = 255, Odd = 85, Even = 170, One = 1, None = 0, Top = 128 }
enum Big : long { Low = -5, Zero = 0, High = long.MaxValue }
enum Small : sbyte { Neg = -1, One = 1 }
enum Wide : ulong { Max = ulong.MaxValue, Mid = 1UL << 40 }
enum Empty { }

class Program
{
    static void Try(string what, Func<object> f)
    {
        try {
            object r = f();
            Console.WriteLine(what + " = " + (r == null ? "null" : r.ToString()));
        } catch (Exception e) {
            Console.WriteLine(what + " -> " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void Show<T>() where T : struct
    {
        Type t = typeof(T);
        Console.WriteLine(t.Name + " : " + Enum.GetUnderlyingType(t).Name);
        Console.WriteLine("  names  " + string.Join(",", Enum.GetNames(t)));
        Array values = Enum.GetValues(t);
        Console.WriteLine("  values " + values.GetType().Name + " " + values.Length);
        foreach (object v in values)
            Console.WriteLine("    " + v + " " + Convert.ToString(((IFormattable)v).ToString("D", null)) + " " + ((IFormattable)v).ToString("X", null));
        T[] typed = (T[])Enum.GetValues(t);
        Console.WriteLine("  typed  " + string.Join("|", typed));
    }

    static void Main()
    {
        Show<Color>();
        Show<Perm>();
        Show<Big>();
        Show<Small>();
        Show<Wide>();
        Show<Empty>();

        Try("GetName(Color, 6)", () => Enum.GetName(typeof(Color), 6));
        Try("GetName(Color, 0)", () => Enum.GetName(typeof(Color), 0));
        Try("GetName(Color, 9)", () => Enum.GetName(typeof(Color), 9));
        Try("GetName(Color, Blue)", () => Enum.GetName(typeof(Color), Color.Blue));
        Try("GetName(Color, \"x\")", () => Enum.GetName(typeof(Color), "x"));
        Try("GetName(Color, null)", () => Enum.GetName(typeof(Color), null));
        Try("GetName(Big, -5L)", () => Enum.GetName(typeof(Big), -5L));
        Try("GetName(int, 1)", () => Enum.GetName(typeof(int), 1));
        Try("GetNames(null)", () => Enum.GetNames(null));

        Try("IsDefined(Color, 5)", () => Enum.IsDefined(typeof(Color), 5));
        Try("IsDefined(Color, 4)", () => Enum.IsDefined(typeof(Color), 4));
        Try("IsDefined(Color, \"Blue\")", () => Enum.IsDefined(typeof(Color), "Blue"));
        Try("IsDefined(Color, \"blue\")", () => Enum.IsDefined(typeof(Color), "blue"));
        Try("IsDefined(Color, Color.Green)", () => Enum.IsDefined(typeof(Color), Color.Green));
        Try("IsDefined(Color, (Color)3)", () => Enum.IsDefined(typeof(Color), (Color)3));
        Try("IsDefined(Color, 5L)", () => Enum.IsDefined(typeof(Color), 5L));
        Try("IsDefined(Color, Perm.Read)", () => Enum.IsDefined(typeof(Color), Perm.Read));
        Try("IsDefined(Perm, (byte)3)", () => Enum.IsDefined(typeof(Perm), (byte)3));
        Try("IsDefined(Color, 1.5)", () => Enum.IsDefined(typeof(Color), 1.5));

        Try("Parse(Color, Blue)", () => Enum.Parse(typeof(Color), "Blue"));
        Try("Parse(Color,  Green )", () => Enum.Parse(typeof(Color), "  Green "));
        Try("Parse(Color, green)", () => Enum.Parse(typeof(Color), "green"));
        Try("Parse(Color, green, true)", () => Enum.Parse(typeof(Color), "green", true));
        Try("Parse(Color, 6)", () => Enum.Parse(typeof(Color), "6"));
        Try("Parse(Color, -3)", () => Enum.Parse(typeof(Color), "-3"));
        Try("Parse(Color, +7)", () => Enum.Parse(typeof(Color), "+7"));
        Try("Parse(Color, 99999999999)", () => Enum.Parse(typeof(Color), "99999999999"));
        Try("Parse(Color, 5x)", () => Enum.Parse(typeof(Color), "5x"));
        Try("Parse(Color, Purple)", () => Enum.Parse(typeof(Color), "Purple"));
        Try("Parse(Color, empty)", () => Enum.Parse(typeof(Color), "   "));
        Try("Parse(Color, null)", () => Enum.Parse(typeof(Color), null));
        Try("Parse(int, 1)", () => Enum.Parse(typeof(int), "1"));
        Try("Parse(Perm, Read, Exec)", () => Enum.Parse(typeof(Perm), "Read, Exec"));
        Try("Parse(Perm, read,WRITE)", () => Enum.Parse(typeof(Perm), "read,WRITE", true));
        Try("Parse(Perm, Read,,Exec)", () => Enum.Parse(typeof(Perm), "Read,,Exec"));
        Try("Parse(Perm, 300)", () => Enum.Parse(typeof(Perm), "300"));
        Try("Parse(Small, -1)", () => Enum.Parse(typeof(Small), "-1"));
        Try("Parse(Wide, Max)", () => (ulong)(Wide)Enum.Parse(typeof(Wide), "Max"));
        Try("Parse(Big, High)", () => (long)(Big)Enum.Parse(typeof(Big), "High"));

        Color c;
        Console.WriteLine(Enum.TryParse("Green", out c) + " " + c);
        Console.WriteLine(Enum.TryParse("green", true, out c) + " " + c);
        Console.WriteLine(Enum.TryParse("Purple", out c) + " " + c);
        Console.WriteLine(Enum.TryParse("99999999999", out c) + " " + c);
        Console.WriteLine(Enum.TryParse(null, out c) + " " + c);
        Console.WriteLine(Enum.TryParse("6", out c) + " " + c);
        Perm p;
        Console.WriteLine(Enum.TryParse("Write, Read", out p) + " " + p);
        Try("TryParse<DateTimeKind>", () => Enum.TryParse<DateTimeKind>("utc", true, out DateTimeKind k) + " " + k);

        Try("ToObject(Color, 5)", () => Enum.ToObject(typeof(Color), 5));
        Try("ToObject(Perm, 6L)", () => Enum.ToObject(typeof(Perm), 6L));
        Try("ToObject(Perm, 263)", () => Enum.ToObject(typeof(Perm), 263));
        Try("ToObject(Color, (object)6)", () => Enum.ToObject(typeof(Color), (object)6));
        Try("ToObject(int, 6)", () => Enum.ToObject(typeof(int), 6));
        Try("ToObject(null, 6)", () => Enum.ToObject(null, 6));
        Try("GetUnderlyingType(int)", () => Enum.GetUnderlyingType(typeof(int)));

        var counts = new Dictionary<Color, int>();
        foreach (Color k in Enum.GetValues(typeof(Color)).Cast<Color>()) counts[k] = (int)k * 2;
        Console.WriteLine(string.Join(" ", counts.Select(kv => kv.Key + "=" + kv.Value)));
        Console.WriteLine(string.Join(" ", typeof(Perm).GetEnumNames()) + " " + typeof(Perm).GetEnumValues().Length);
        Console.WriteLine(Perm.All.HasFlag(Perm.Write) + " " + ((Perm)3) + " " + ((Perm)8) + " " + Color.Red.CompareTo(Color.Blue));
        Console.WriteLine(string.Join(",", Enum.GetNames(typeof(Jumbled))));
        Console.WriteLine(Jumbled.A + " " + (Jumbled)1 + " " + (Jumbled)0 + " " + (Jumbled)(-1) + " " + Enum.GetName(typeof(Jumbled), 3L));
        Console.WriteLine(string.Join(",", Enum.GetNames(typeof(Many))) + " " + (Many)0 + " " + (Many)3 + " " + (Many)255 + " " + (Many)129);
    }
}
