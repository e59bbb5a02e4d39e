// Collections of the framework: HashSet, SortedDictionary, Stack, Queue, SortedList,
// LinkedList, Array.Sort/IndexOf/BinarySearch/Clone, List.Sort of strings (the culture-sensitive
// comparer) and with a Comparison.
using System; using System.Collections.Generic;
class P { static void Main() {
  var hs = new HashSet<int> { 5, 3, 5, 9 }; Console.WriteLine(hs.Count + " " + hs.Contains(3) + " " + string.Join(",", hs));
  var sd = new SortedDictionary<string, int> { ["b"] = 2, ["a"] = 1, ["c"] = 3 };
  foreach (var kv in sd) Console.Write(kv.Key + "=" + kv.Value + " "); Console.WriteLine();
  var st = new Stack<string>(); st.Push("x"); st.Push("y"); Console.WriteLine(st.Pop() + st.Peek() + st.Count);
  var q = new Queue<int>(); q.Enqueue(1); q.Enqueue(2); Console.WriteLine(q.Dequeue() + q.Count);
  int[] a = { 5, 2, 8, 1 }; Array.Sort(a); Console.WriteLine(string.Join(" ", a) + " " + Array.IndexOf(a, 8) + " " + Array.BinarySearch(a, 5));
  var l = new List<string> { "pear", "apple", "fig" }; l.Sort(); Console.WriteLine(string.Join(",", l));
  l.Sort((x, y) => x.Length.CompareTo(y.Length)); Console.WriteLine(string.Join(",", l));
  var sl = new SortedList<int, string>(); sl.Add(3, "c"); sl.Add(1, "a"); Console.WriteLine(sl.Keys[0] + sl.Values[1]);
  var ll = new LinkedList<int>(); ll.AddLast(1); ll.AddFirst(0); Console.WriteLine(ll.First.Value + " " + ll.Count);
  int[] b = (int[])a.Clone(); b[0] = 99; Console.WriteLine(a[0] + " " + b[0]);
}}
