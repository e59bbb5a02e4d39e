// Array.CreateInstance of one dimension: arrays of primitives, strings, classes (from an
// object's GetType()), structs, generic instances and arrays, empty ones, and Mono's exceptions
// for a negative length and a null element type.
using System;
using System.Collections.Generic;
class Animal { public override string ToString() => "animal"; }
struct P { public int X; }
class Program {
  static void Main() {
    var a = Array.CreateInstance(typeof(int), 4);
    a.SetValue(7, 2);
    Console.WriteLine(a.GetType() + " " + a.Length + " " + a.GetValue(2) + " " + string.Join(",", (int[])a));
    var s = (string[])Array.CreateInstance(typeof(string), 2); s[0] = "x"; Console.WriteLine(s.GetType().Name + " " + s[0] + " " + (s[1] == null));
    object o = new Animal();
    var an = Array.CreateInstance(o.GetType(), 3); an.SetValue(o, 0); Console.WriteLine(an.GetType() + " " + an.GetValue(0));
    var ps = (P[])Array.CreateInstance(typeof(P), 2); ps[1].X = 5; Console.WriteLine(ps.GetType() + " " + ps[1].X);
    var ls = Array.CreateInstance(typeof(List<int>), 1); Console.WriteLine(ls.GetType());
    var e = Array.CreateInstance(typeof(int[]), 2); Console.WriteLine(e.GetType());
    var empty = Array.CreateInstance(typeof(double), 0); Console.WriteLine(empty.Length);
    try { Array.CreateInstance(typeof(int), -1); } catch (Exception ex) { Console.WriteLine(ex.GetType().Name + ": " + ex.Message); }
    try { Array.CreateInstance(typeof(List<>), 1); } catch (Exception ex) { Console.WriteLine(ex.GetType().Name + ": " + ex.Message); }
    try { Array.CreateInstance(null, 1); } catch (Exception ex) { Console.WriteLine(ex.GetType().Name + ": " + ex.Message); }
    var t = typeof(string[]).GetElementType(); Console.WriteLine(Array.CreateInstance(t, 1).GetType());
  }
}
