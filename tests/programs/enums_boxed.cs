using System;
enum Color { Red, Green, Blue = 5 }
[Flags] enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4, All = 7 }
enum Big : long { Small = -3, Huge = 1L << 40 }
enum U : uint { A = 1, B = 0x80000000 }
class Program {
  static void Show<T>(T x) { Console.WriteLine("generic " + x); }
  static void Main() {
    Color c = Color.Blue; Console.WriteLine(c); Console.WriteLine("c=" + c); Console.WriteLine(c.ToString()); Console.WriteLine((Color)1); Console.WriteLine((Color)7);
    Perm p = Perm.Read | Perm.Exec; Console.WriteLine(p); Console.WriteLine(Perm.All); Console.WriteLine(Perm.None); Console.WriteLine((Perm)8); Console.WriteLine((Perm)3);
    Console.WriteLine(Big.Small + " " + Big.Huge + " " + (Big)5); Console.WriteLine(U.B + " " + (U)7);
    object o = c; Console.WriteLine(o.Equals(Color.Blue) + " " + o.Equals(5) + " " + o.GetHashCode() + " " + (o is Color) + " " + (o is int));
    Color back = (Color)o; Console.WriteLine((int)back);
    Show(Color.Green); Show(p);
    Console.WriteLine(c.GetHashCode() + " " + c.Equals(Color.Blue) + " " + Color.Red.CompareTo(Color.Green));
    Color[] cs = { Color.Red, Color.Blue }; foreach (var x in cs) Console.Write(x + ";"); Console.WriteLine();
  }
}
