// One-dimensional arrays are System.Array's IList, ICollection, ICloneable and IStructural*:
// ArrayList.AddRange, Queue(ICollection), IList indexing and its fixed size, Clone, CopyTo.
using System; using System.Collections; using System.Collections.Generic;
class P { static void Main() {
  int[] a = { 5, 6 }; ICollection c = a; Console.WriteLine(c.Count);
  object o = new int[1]; Console.WriteLine((o is IList) + " " + (o is ICloneable) + " " + (o is IStructuralEquatable));
  IList l = a; Console.WriteLine(l[0] + " " + l.Contains(6) + " " + l.IndexOf(6) + " " + l.IsFixedSize);
  l[1] = 9; Console.WriteLine(a[1]);
  var al = new ArrayList(); al.AddRange(new int[] { 1, 2 }); al.AddRange(new string[] { "x" }); Console.WriteLine(al.Count + " " + al[2]);
  var q = new Queue(new int[] { 3, 4 }); Console.WriteLine(q.Dequeue());
  int[] b = (int[])((ICloneable)a).Clone(); Console.WriteLine(b[1]);
  string[] s = { "a", "b" }; IList ls = s; Console.WriteLine(ls[1]); ICollection cs = s; var arr = new object[3]; cs.CopyTo(arr, 1); Console.WriteLine(arr[2]);
  Console.WriteLine(((IStructuralEquatable)a).Equals(new int[] { 5, 9 }, EqualityComparer<object>.Default));
  try { l.Add(1); } catch (NotSupportedException e) { Console.WriteLine(e.Message); }
} }
