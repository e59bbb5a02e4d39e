// Console.SetOut, SetError and SetIn: every Console member then goes through the writer or
// reader the program set (Mono's Console wraps it with TextWriter.Synchronized).
using System;
using System.IO;
using System.Text;

class Shouting : TextWriter
{
    public override Encoding Encoding { get { return Encoding.UTF8; } }
    public override void Write(char value) { base.Write(char.ToUpperInvariant(value)); Console.Error.Write(char.ToUpperInvariant(value)); }
}

class Program
{
    static void Main()
    {
        Console.WriteLine("before");
        TextWriter original = Console.Out;
        var sw = new StringWriter();
        Console.SetOut(sw);
        Console.WriteLine(42); Console.Write(-7L); Console.Write(' '); Console.WriteLine(3.25);
        Console.WriteLine(1.5f); Console.WriteLine(true); Console.WriteLine('x'); Console.WriteLine(uint.MaxValue);
        Console.WriteLine(ulong.MaxValue); Console.WriteLine((object)12.5m); Console.WriteLine((object)null);
        Console.WriteLine("{0}-{1,4}|{2:F2}", "a", 7, Math.PI); Console.Write(new[] { 'h', 'i' }); Console.WriteLine();
        Console.Out.WriteLine("through Out"); Console.WriteLine((string)null);
        Console.SetOut(original);
        Console.WriteLine("captured [" + sw.ToString().Replace(Environment.NewLine, "|") + "]");
        Console.WriteLine(Console.Out == sw);

        var err = new StringWriter();
        Console.SetError(err);
        Console.Error.WriteLine("oops {0}", 1);
        Console.Error.Write(2.5);
        Console.WriteLine("error [" + err + "]");

        Console.SetIn(new StringReader("first line\nsecond\r\nthird"));
        Console.WriteLine(Console.ReadLine() + "/" + Console.ReadLine());
        Console.WriteLine((char)Console.Read() + "+" + Console.In.ReadToEnd() + "+" + (Console.ReadLine() == null) + Console.Read());

        var loud = new Shouting();
        Console.SetOut(loud);
        Console.WriteLine("quiet {0}", 3);
        Console.SetOut(original);
        try { Console.SetOut(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message.Replace("\n", " ") + " " + e.ParamName); }
        try { Console.SetIn(null); } catch (ArgumentNullException e) { Console.WriteLine(e.GetType().Name); }
        Console.WriteLine("after");
    }
}
