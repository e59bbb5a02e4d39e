// A string used through its interfaces: IEnumerable<char>, IEnumerable, IComparable,
// IComparable<string>, IEquatable<string>, in casts, interface calls and generic code.
using System;
using System.Collections;
using System.Collections.Generic;
class P {
  static int Count<T>(IEnumerable<T> xs) { int n = 0; foreach (var x in xs) n++; return n; }
  static T Max<T>(T[] xs) where T : IComparable<T> { T m = xs[0]; foreach (var x in xs) if (((IComparable<T>)x).CompareTo(m) > 0) m = x; return m; }
  static void Main() {
    IEnumerable<char> cs = "hello"; foreach (char c in cs) Console.Write(c + "."); Console.WriteLine();
    Console.WriteLine(Count("abc") + " " + Count(new[] { 1, 2 }));
    IEnumerator e = ((IEnumerable)"xy").GetEnumerator(); while (e.MoveNext()) Console.Write(e.Current); Console.WriteLine(e.GetType().Name);
    IComparable<string> ic = "b"; Console.WriteLine(ic.CompareTo("a") + " " + ic.CompareTo("c") + " " + ic.CompareTo(null));
    IEquatable<string> eq = "b"; Console.WriteLine(eq.Equals("b") + " " + eq.Equals("B"));
    IComparable nc = "m"; Console.WriteLine(nc.CompareTo("z") + " " + nc.CompareTo(null));
    try { nc.CompareTo(5); } catch (ArgumentException x) { Console.WriteLine(x.Message); }
    Console.WriteLine(Max(new[] { "pear", "apple", "zoo", "fig" }) + " " + Max(new[] { 3, 9, 2 }) + " " + Max(new[] { 2.5, -1.0 }) + " " + Max(new[] { 'q', 'z' }));
    object o = "s"; Console.WriteLine((o is IEnumerable<char>) + " " + (o is IEnumerable<object>) + " " + (o is IComparable<object>));
  }
}
