// Console.Out and Console.Error as TextWriters: Write/WriteLine of every kind, composite
// formatting, char arrays, Flush; what goes to stderr is interleaved with stdout correctly.
using System;
using System.IO;

static class Program
{
    static void Report(TextWriter w, string name)
    {
        w.Write(name);
        w.Write(':');
        w.Write(42);
        w.Write(' ');
        w.Write(2.5);
        w.Write(' ');
        w.Write(true);
        w.Write(new[] { ' ', 'a', 'b' });
        w.Write(new[] { 'x', 'y', 'z', 'w' }, 1, 2);
        w.WriteLine();
        w.WriteLine("{0,-5}|{1:F2}|{2:X}", "ab", 3.14159, 255);
        w.WriteLine(12345678901L);
        w.WriteLine((object)null);
        w.WriteLine('c');
        w.WriteLine(1.5m);
        w.Flush();
    }

    static int Main()
    {
        Console.WriteLine("start");
        Report(Console.Out, "out");
        Report(Console.Error, "err");
        TextWriter o = Console.Out;
        Console.WriteLine(ReferenceEquals(o, Console.Out) + " " + (Console.Error == Console.Out));
        Console.WriteLine(Console.OutputEncoding.WebName + " " + Console.Out.Encoding.WebName);
        Console.Out.WriteLine("caf\u00e9 \u20ac");
        char[] cs = "hello world".ToCharArray();
        Console.WriteLine(cs, 6, 5); Console.Write(cs, 0, 5); Console.WriteLine();
        Console.WriteLine(cs, 8, 5); Console.Write(null, 0, 1);      // Mono writes no chars, no error
        Console.Error.WriteLine("done");
        return 0;
    }
}
