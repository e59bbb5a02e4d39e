// Format specifiers and alignment for every kind of value through the framework's
// composite formatting: boxed primitives (IFormattable, ISpanFormattable writing into a
// span over an array), decimal, enums (names, "D", "X", "F"), null arguments.
using System;
enum Color { Red, Green = 5, Blue }
[Flags] enum Opts { None = 0, A = 1, B = 2, C = 4 }
enum Small : byte { X = 1, Y = 200 }
enum Neg : long { M = -1 }
class P {
  static void Main() {
    double d = -1234.5678; int i = -42; long l = 1234567890123; float f = 0.1f; decimal m = -12.345m;
    uint u = 4000000000; ulong ul = ulong.MaxValue; short s = -7; byte b = 200; char c = 'q';
    Console.WriteLine($"{d:F3}|{d:N2}|{d:E3}|{d:0.00}|{d:#,##0.0}|{d,12:F1}|{d,-12:G}|");
    Console.WriteLine($"{i:D6}|{i:X}|{i,5}|{i:N0}|{l:N0}|{u}|{ul:X}|{s}|{b:x2}|{c}|");
    Console.WriteLine($"{f}|{f:F4}|{m}|{m:F1}|{m:N2}|{0.5:P1}|{1e21}|{double.NaN}|{1.0 / 0}");
    Console.WriteLine(string.Format("{0} {1} {2}|{3}|", null, true, 'z', (object)null));
    IFormattable fm = 3.5; Console.WriteLine(fm.ToString("F2", null));
    IConvertible cv = 42; Console.WriteLine(cv.ToDouble(null));
    IComparable<int> ci = 5; Console.WriteLine(ci.CompareTo(7));
    Console.WriteLine(((object)12.5).Equals(12.5) + " " + ((object)7).GetHashCode());

    Console.WriteLine($"{Color.Green}|{Color.Blue:D}|{(Color)9}|{Opts.A | Opts.C}|{Opts.B:G}|{Color.Red:X}|{Small.Y:x}|{Neg.M:X}|{Neg.M:D}|{(Color)6:F}|{(Color)7:F}");
    Console.WriteLine(Color.Blue.ToString("D") + " " + Opts.C.ToString("X") + " " + Small.Y.ToString("d") + " " + ((Color)5).ToString(""));
    IComparable e = Color.Green; Console.WriteLine(e.CompareTo(Color.Blue));
    try { Console.WriteLine(Color.Red.ToString("Q")); } catch (FormatException x) { Console.WriteLine(x.Message); }
    Console.WriteLine(string.Format("{0,6}|{1,-6:D}|", Color.Green, Color.Blue));

    char[] buf = new char[8]; Span<char> span = new Span<char>(buf);
    span[0] = 'a'; Span<char> rest = span.Slice(1); rest[0] = 'b';
    int n; bool ok = 4711.TryFormat(span.Slice(2), out n, default(ReadOnlySpan<char>), null);
    Console.WriteLine(ok + " " + n + " " + new string(buf, 0, 2 + n) + " " + span.Length);
  }
}
