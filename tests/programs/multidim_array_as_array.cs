// Multi-dimensional arrays as System.Array: its interfaces (IEnumerable, ICollection, ICloneable
// ... foreach through IEnumerable, LINQ's Cast), GetValue/SetValue with one index per dimension.
using System; using System.Collections; using System.Linq;
class P { static void Main() {
  int[,] g = new int[2, 3]; g[1, 2] = 7;
  IEnumerable e = g; foreach (object o in e) Console.Write(o); Console.WriteLine();
  foreach (int x in g) Console.Write(x); Console.WriteLine();
  Console.WriteLine(g.Cast<int>().Sum() + " " + ((Array)g).Length);
  Console.WriteLine(g.GetValue(1, 2) + " " + ((Array)g).GetValue(new long[] { 1, 2 }));
  g.SetValue(5, 0, 1); Console.WriteLine(g[0, 1]);
  More();
}
static void More() {
  string[,] g = { { "a", "b" }, { "c", "d" } };
  Console.WriteLine(((ICollection)g).Count + " " + (g is IEnumerable) + " " + string.Join(",", g.Cast<string>()));
  var c = (string[,])g.Clone(); c[0, 0] = "z"; Console.WriteLine(g[0, 0] + c[0, 0] + " " + (g is ICloneable));
  double[,,] cube = new double[2, 2, 2]; cube[1, 1, 1] = 2.5; Console.WriteLine(cube.Cast<double>().Sum() + " " + cube.Rank);
  try { Console.WriteLine(g.GetValue(2, 0)); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.GetType().Name); }
  try { Console.WriteLine(g.GetValue(new int[] { 1 })); } catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
  g.SetValue("q", 1, 1); Console.WriteLine(g[1, 1]);
  try { g.SetValue(5, 1, 1); } catch (InvalidCastException e) { Console.WriteLine(e.GetType().Name); }
} }
