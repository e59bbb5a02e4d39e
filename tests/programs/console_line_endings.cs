// Console.Out.NewLine set by the program ends the lines of every Console.WriteLine (of
// strings, numbers, chars, bools, objects, char arrays, composite formats, the empty line),
// not only of Console.Out.WriteLine; and Console.WriteLine/Write of a format with a null
// argument array (what C# picks for Console.WriteLine("{0}", null)) write the format as it is.
using System;

class Report
{
    static void Rows(string title)
    {
        Console.WriteLine(title);
        Console.WriteLine(42);
        Console.WriteLine(-7L);
        Console.WriteLine(3000000000u);
        Console.WriteLine(ulong.MaxValue);
        Console.WriteLine(2.5);
        Console.WriteLine(0.1f);
        Console.WriteLine(12.30m);
        Console.WriteLine('c');
        Console.WriteLine(true);
        Console.WriteLine((object)DayOfWeek.Friday);
        Console.WriteLine(new[] { 'a', 'b' });
        Console.WriteLine(new[] { 'x', 'y', 'z' }, 1, 2);
        Console.WriteLine("{0,-6}|{1,8:F2}|", "total", 1234.5);
        Console.WriteLine("{0} {1} {2} {3}", 1, 2, 3, 4);
        Console.WriteLine((string)null);
        Console.WriteLine();
        Console.Out.WriteLine("through Out");
        Console.Write("no line end|");
        Console.Write("{0}|", 5);
        Console.Write('\n');
    }

    static void Main()
    {
        Rows("default:");
        Console.Out.NewLine = "\r\n";
        Rows("crlf:");
        Console.Out.NewLine = " <EOL>\n";
        Rows("marked:");
        Console.Out.NewLine = null;      // back to the default
        Rows("reset:");
        Console.WriteLine("[" + Console.Out.NewLine.Replace("\n", "\\n") + "]");

        Console.WriteLine("null args: {0} and {1}", null);
        Console.Write("null args again: {0}\n", null);
        Console.WriteLine("{0}", (object[])null);
        Console.WriteLine("{0} {1}", new object[] { "two", "args" });
        Console.WriteLine("one null arg: [{0}]", (object)null);
        Console.Error.WriteLine("to stderr");
    }
}
