// T[] as IList<T>, ICollection<T>, IReadOnlyList<T>, IReadOnlyCollection<T>: members, Mono's
// exceptions for the fixed size and bad indexes, CopyTo's checks, null elements, isinst;
// arrays of structs (the element read through the interface is a struct result), and the
// LINQ operators that read arrays and lists through IList<T> (Take, Skip, ElementAt, Last).
using System;
using System.Collections.Generic;
using System.Linq;
struct Cell { public int Row, Col; public override string ToString() { return Row + ":" + Col; } }
struct Wide { public long A, B, C; }
class P {
  static T At<T>(IList<T> xs, int i) { return xs[i]; }
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
    var cells = new[] { new Cell { Row = 1, Col = 2 }, new Cell { Row = 3, Col = 4 }, new Cell { Row = 5, Col = 6 } };
    IList<Cell> lc = cells; IReadOnlyList<Cell> rc = cells;
    lc[0] = new Cell { Row = 7, Col = 8 };
    Console.WriteLine(lc[1] + " " + rc[2] + " " + At(cells, 0) + " " + lc.IndexOf(cells[2]) + " " + lc.Contains(new Cell()) + " " + cells[0]);
    var wide = new[] { new Wide { A = 1, B = 2, C = 3 } }; Console.WriteLine(At(wide, 0).C + " " + ((IReadOnlyList<Wide>)wide)[0].B);
    Console.WriteLine(string.Join(" ", cells.Take(2).Select(x => x.Col)) + " | " + string.Join(" ", cells.Skip(1)) + " | " + cells.ElementAt(1)
                      + " | " + cells.Last() + " | " + string.Join(" ", cells.ToList().Take(2).Skip(1)) + " | " + string.Join(" ", cells.OrderBy(x => -x.Row).Take(2)));
  }
}
