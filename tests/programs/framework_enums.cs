// The framework's enums in the program's locals, fields, parameters, arrays and boxes
// (their TypeRefs only say `valuetype`): StringComparison, DayOfWeek, ConsoleColor,
// StringSplitOptions, DateTimeKind, with their values, names and comparisons.
using System;
using System.Collections.Generic;

class Settings
{
    public StringComparison Comparison = StringComparison.OrdinalIgnoreCase;
    public DayOfWeek[] Days = { DayOfWeek.Monday, DayOfWeek.Sunday };
    public ConsoleColor? Color;
}

class Program
{
    static string Describe(DateTimeKind kind, StringSplitOptions options)
    {
        return kind + "/" + options + "/" + (int)kind + "/" + (int)options;
    }

    static void Main()
    {
        var s = new Settings();
        StringComparison local = s.Comparison;
        Console.WriteLine(local + " " + string.Equals("Abc", "aBC", local) + " " + "Hello".IndexOf("LL", local));
        Console.WriteLine(string.Join(",", s.Days) + " " + (s.Days[0] < s.Days[1]) + " " + s.Days[1].CompareTo(s.Days[0]));
        Console.WriteLine(s.Color.HasValue + " " + (s.Color ?? ConsoleColor.Cyan));
        s.Color = ConsoleColor.DarkRed;
        Console.WriteLine(s.Color + " " + (int)s.Color.Value);
        Console.WriteLine(Describe(DateTimeKind.Utc, StringSplitOptions.RemoveEmptyEntries));
        object boxed = DayOfWeek.Friday;
        Console.WriteLine(boxed + " " + (boxed is DayOfWeek) + " " + ((DayOfWeek)boxed == DayOfWeek.Friday) + " " + boxed.Equals(DayOfWeek.Friday) + " " + boxed.GetHashCode());
        var byDay = new Dictionary<DayOfWeek, int>();
        foreach (DayOfWeek d in Enum.GetValues(typeof(DayOfWeek))) byDay[d] = d.ToString().Length;
        Console.WriteLine(string.Join(" ", byDay));
        Console.WriteLine(((IFormattable)ConsoleColor.Yellow).ToString("D", null) + " " + StringComparison.Ordinal.ToString("X"));
        string[] parts = "a,,b".Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(parts.Length);
    }
}
