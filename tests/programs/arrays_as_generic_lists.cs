// T[] as IList<T>, ICollection<T>, IReadOnlyList<T>, IReadOnlyCollection<T>: members, Mono's
// exceptions for the fixed size and bad indexes, CopyTo's checks, null elements, isinst.
using System;
using System.Collections.Generic;
class P {
  static int Sum(IList<int> xs) { int s = 0; for (int i = 0; i < xs.Count; i++) s += xs[i]; return s; }
  static void Main() {
    IList<int> l = new int[] { 3, 1, 2 };
    Console.WriteLine(l.Count + " " + l[1] + " " + l.IndexOf(2) + " " + l.Contains(5) + " " + l.IsReadOnly + " " + Sum(new[] { 4, 5 }));
    l[0] = 9; Console.WriteLine(((int[])l)[0]);
    try { l.Add(4); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { l.RemoveAt(0); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { l.Insert(0, 1); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { l.Remove(1); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { l.Clear(); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
    try { Console.WriteLine(l[7]); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
    try { l[-1] = 0; } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
    var dst = new int[5]; l.CopyTo(dst, 1); foreach (var x in dst) Console.Write(x + " "); Console.WriteLine();
    ICollection<string> c = new[] { "a", null, "b" }; Console.WriteLine(c.Count + " " + c.Contains(null) + " " + c.Contains("b") + " " + ((IList<string>)c).IndexOf("a") + " " + ((IList<string>)c).IndexOf(null));
    try { Console.WriteLine(((IList<string>)c).IndexOf("b")); } catch (NullReferenceException) { Console.WriteLine("NRE as Mono"); }
    try { l.CopyTo(dst, 4); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
    try { l.CopyTo(null, 0); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
    try { l.CopyTo(dst, -1); } catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + " " + e.Message); }
    IReadOnlyList<double> r = new[] { 1.5, 2.5 }; Console.WriteLine(r.Count + " " + r[1]);
    IReadOnlyList<object> ro = new[] { "x", "y" }; Console.WriteLine(ro[0]);
    object o = new long[1]; Console.WriteLine((o is IList<long>) + " " + (o is ICollection<long>) + " " + (o is IList<int>) + " " + (o is IReadOnlyCollection<long>));
  }
}
