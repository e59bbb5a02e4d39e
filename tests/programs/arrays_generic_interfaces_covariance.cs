// Arrays implement the generic collection interfaces of every element type they are arrays
// of, as in Mono: a B[] is an IList<A> and ICollection<object>, a uint[] an IList<int>, an
// enum array (Enum.GetValues cast to int[]) enumerates as ints through LINQ and string.Join.
using System; using System.Collections.Generic; using System.Linq;
class A { public override string ToString() { return "A"; } } class B : A { public override string ToString() { return "B"; } }
enum Level { Low = -1, Mid, High = 10 }
class P { static void Main() {
  IList<A> l = new B[] { new B() }; Console.WriteLine(l.Count + " " + l[0]);
  object o = new B[0]; Console.WriteLine(o is IList<A>); Console.WriteLine(o is IList<object>); Console.WriteLine(o is IList<string>);
  object u = new uint[] { 1 }; Console.WriteLine(u is IList<int>); Console.WriteLine(u is IList<long>);
  Console.WriteLine(string.Join(",", (int[])Enum.GetValues(typeof(Level))));
  ICollection<object> co = new string[] { "x", "y" }; Console.WriteLine(co.Count + " " + co.Contains("y"));
  try { l[0] = new A(); } catch (ArrayTypeMismatchException e) { Console.WriteLine(e.GetType().Name); }
  IReadOnlyList<A> r = new B[] { new B(), new B() }; Console.WriteLine(r.Count);
  Console.WriteLine(((IEnumerable<int>)(object)new Level[] { Level.High }).First());
  int[] v = (int[])Enum.GetValues(typeof(Level)); IEnumerable<int> ints = v; Console.WriteLine(ints.Sum() + " " + v.Max());
} }
