// The collection types and members no other program reaches: List<T> FindAll, RemoveAll,
// ConvertAll, BinarySearch, Sort with a Comparison and an IComparer, InsertRange, GetRange,
// Reverse(i, n), TrueForAll, ForEach, AsReadOnly; a Dictionary with a custom comparer and
// with IEquatable struct keys; SortedList, SortedSet views (GetViewBetween, changes seen
// through them, out-of-range adds), SortedDictionary with a comparer, LinkedList, Queue,
// Stack, HashSet set operations, BitArray, ObservableCollection events, ReadOnlyCollection,
// Tuple ordering and equality, NameValueCollection, Hashtable, ArrayList, non-generic
// SortedList, with the exceptions and messages Mono gives.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Collections.Specialized;
using System.ComponentModel;
using System.Linq;

struct Point : IEquatable<Point> {
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public bool Equals(Point o) { return X == o.X && Y == o.Y; }
    public override bool Equals(object o) { return o is Point && Equals((Point)o); }
    public override int GetHashCode() { return X * 31 + Y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}
class Mod3 : IEqualityComparer<int> {
    public bool Equals(int a, int b) { return a % 3 == b % 3; }
    public int GetHashCode(int a) { return a % 3; }
}
class Desc : IComparer<int> { public int Compare(int a, int b) { return b.CompareTo(a); } }
class Item : IComparable<Item> {
    public string Name; public int Rank;
    public int CompareTo(Item o) { return Rank != o.Rank ? Rank.CompareTo(o.Rank) : string.CompareOrdinal(Name, o.Name); }
    public override string ToString() { return Name + "#" + Rank; }
}
static class P {
    static string S<T>(IEnumerable<T> xs) { return "[" + string.Join(", ", xs) + "]"; }
    static void Main() {
        var l = new List<int> { 5, 3, 8, 1, 9, 2, 7 };
        Console.WriteLine(S(l.FindAll(x => x > 4)) + " " + l.RemoveAll(x => x % 2 == 0) + " " + S(l));
        Console.WriteLine(S(l.ConvertAll(x => "n" + x)));
        l.Sort(); Console.WriteLine(S(l) + " " + l.BinarySearch(7) + " " + l.BinarySearch(4) + " " + ~l.BinarySearch(100));
        l.Sort((a, b) => b - a); Console.WriteLine(S(l));
        l.Sort(new Desc()); l.Reverse(); Console.WriteLine(S(l));
        l.InsertRange(2, new[] { 100, 200 }); Console.WriteLine(S(l) + " " + S(l.GetRange(1, 3)));
        l.Reverse(1, 3); Console.WriteLine(S(l) + " " + l.TrueForAll(x => x > 0) + " " + l.Exists(x => x == 200));
        l.ForEach(x => Console.Write(x + ";")); Console.WriteLine();
        Console.WriteLine(l.Find(x => x > 50) + " " + l.FindIndex(x => x > 50) + " " + l.FindLast(x => x < 10) + " " + l.FindLastIndex(x => x < 10) + " " + l.IndexOf(9) + " " + l.LastIndexOf(1));
        l.RemoveRange(0, 2); l.Insert(0, -1); l.Remove(200); Console.WriteLine(S(l) + " " + l.Contains(-1));
        var ro = l.AsReadOnly(); Console.WriteLine(ro.Count + " " + ro[0] + " " + ro.GetType().Name);
        try { ((IList<int>)ro).Add(3); } catch (NotSupportedException e) { Console.WriteLine("NSE " + e.Message); }
        var items = new List<Item> { new Item { Name = "b", Rank = 2 }, new Item { Name = "a", Rank = 2 }, new Item { Name = "z", Rank = 1 } };
        items.Sort(); Console.WriteLine(S(items));
        Console.WriteLine(items.Max() + " " + items.Min());
        var d = new Dictionary<int, string>(new Mod3());
        d[1] = "one"; d[2] = "two"; d[4] = "four"; d[3] = "three";
        foreach (var kv in d) Console.WriteLine(kv.Key + "=" + kv.Value);
        var pd = new Dictionary<Point, int>();
        pd[new Point(1, 2)] = 5; pd[new Point(1, 2)] += 1; pd.Add(new Point(2, 1), 9);
        Console.WriteLine(pd[new Point(1, 2)] + " " + pd.Count + " " + pd.ContainsKey(new Point(2, 1)) + " " + S(pd.Keys));
        try { pd.Add(new Point(2, 1), 0); } catch (ArgumentException e) { Console.WriteLine("AE " + e.Message); }
        try { var z = pd[new Point(9, 9)]; } catch (KeyNotFoundException e) { Console.WriteLine("KNF " + e.Message); }
        int v; Console.WriteLine(pd.TryGetValue(new Point(9, 9), out v) + " " + v + " " + pd.Remove(new Point(1, 2)));
        var sl = new SortedList<string, int> { { "pear", 3 }, { "apple", 1 }, { "fig", 2 } };
        Console.WriteLine(S(sl.Keys) + " " + S(sl.Values) + " " + sl.IndexOfKey("fig") + " " + sl.IndexOfValue(3));
        sl.RemoveAt(0); Console.WriteLine(S(sl) );
        var ss = new SortedSet<int> { 5, 1, 9, 3, 7, 11 };
        var view = ss.GetViewBetween(3, 9);
        Console.WriteLine(S(view) + " " + view.Count + " " + view.Min + " " + view.Max);
        ss.Add(4); Console.WriteLine(S(view) + " " + S(ss.Reverse()));
        view.Remove(5); Console.WriteLine(S(ss));
        try { view.Add(20); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("AOORE " + e.ParamName); }
        var ss2 = new SortedSet<int>(new Desc()) { 1, 2, 3 }; Console.WriteLine(S(ss2));
        ss.UnionWith(new[] { 100, 0 }); ss.IntersectWith(Enumerable.Range(0, 10)); Console.WriteLine(S(ss) + " " + ss.IsSubsetOf(Enumerable.Range(0, 20)));
        var sd = new SortedDictionary<string, int>(StringComparer.OrdinalIgnoreCase) { { "b", 2 }, { "A", 1 }, { "c", 3 } };
        sd["B"] = 20; Console.WriteLine(S(sd) + " " + sd.First().Key);
        var ll = new LinkedList<string>(new[] { "b", "c" });
        ll.AddFirst("a"); ll.AddLast("e"); ll.AddBefore(ll.Last, "d"); ll.AddAfter(ll.First, "a2");
        Console.WriteLine(S(ll) + " " + ll.Count + " " + ll.Find("c").Previous.Value + " " + (ll.Find("zz") == null));
        ll.Remove("a2"); ll.RemoveFirst(); ll.RemoveLast(); Console.WriteLine(S(ll) + " " + ll.First.Value + " " + ll.Last.Value);
        var q = new Queue<int>(); q.Enqueue(1); q.Enqueue(2); q.Enqueue(3);
        Console.WriteLine(q.Dequeue() + " " + q.Peek() + " " + q.Count + " " + S(q) + " " + S(q.ToArray()));
        var st = new Stack<string>(); st.Push("a"); st.Push("b"); st.Push("c");
        Console.WriteLine(st.Pop() + " " + st.Peek() + " " + S(st) + " " + st.Contains("a"));
        try { new Stack<int>().Pop(); } catch (InvalidOperationException e) { Console.WriteLine("IOE " + e.Message); }
        var h1 = new HashSet<int>(new[] { 1, 2, 3, 4 }); var h2 = new HashSet<int> { 3, 4, 5 };
        var h3 = new HashSet<int>(h1); h3.UnionWith(h2); Console.WriteLine(S(h3));
        h3 = new HashSet<int>(h1); h3.IntersectWith(h2); Console.WriteLine(S(h3));
        h3 = new HashSet<int>(h1); h3.ExceptWith(h2); Console.WriteLine(S(h3));
        h3 = new HashSet<int>(h1); h3.SymmetricExceptWith(h2); Console.WriteLine(S(h3));
        Console.WriteLine(h1.Overlaps(h2) + " " + h1.IsSupersetOf(new[] { 1, 2 }) + " " + h1.SetEquals(new[] { 4, 3, 2, 1, 1 }) + " " + h1.Add(1) + " " + h1.RemoveWhere(x => x > 2));
        var hm = new HashSet<int>(new Mod3()) { 1, 2, 3, 4, 5, 6 }; Console.WriteLine(S(hm));
        var ba = new BitArray(10); ba[1] = true; ba[5] = true; ba.Set(9, true);
        var bb = new BitArray(new[] { true, false, true, false, true, false, true, false, true, false });
        Console.WriteLine(ba.Count + " " + ba[5] + " " + ba.Get(2));
        var bc = ((BitArray)ba.Clone()).Or(bb); foreach (bool bit in bc) Console.Write(bit ? 1 : 0); Console.WriteLine();
        bc = ((BitArray)ba.Clone()).And(bb).Not(); foreach (bool bit in bc) Console.Write(bit ? 1 : 0); Console.WriteLine();
        var bi = new BitArray(new int[] { 0x55 }); Console.WriteLine(bi.Length + " " + bi[0] + bi[1] + bi[2]);
        var oc = new ObservableCollection<string>();
        oc.CollectionChanged += (s, e) => Console.WriteLine("changed " + e.Action + " " + (e.NewItems != null ? e.NewItems[0] : "-") + " " + e.NewStartingIndex + " " + e.OldStartingIndex);
        ((INotifyPropertyChanged)oc).PropertyChanged += (s, e) => Console.WriteLine("prop " + e.PropertyName);
        oc.Add("x"); oc.Add("y"); oc.Insert(0, "w"); oc.Move(0, 2); oc[1] = "Y"; oc.RemoveAt(0); oc.Clear();
        var rc = new ReadOnlyCollection<int>(new[] { 3, 1, 2 }); Console.WriteLine(rc.Count + " " + rc.IndexOf(2) + " " + S(rc));
        var kvp = new KeyValuePair<string, int>("k", 7); Console.WriteLine(kvp + " " + kvp.Key);
        var t = Tuple.Create(1, "a", 2.5); Console.WriteLine(t + " " + t.Item2 + " " + t.Equals(Tuple.Create(1, "a", 2.5)) + " " + (t.GetHashCode() == Tuple.Create(1, "a", 2.5).GetHashCode()));
        var tl = new List<Tuple<int, string>> { Tuple.Create(2, "b"), Tuple.Create(1, "z"), Tuple.Create(2, "a") };
        tl.Sort(); Console.WriteLine(S(tl));
        var nv = new NameValueCollection(); nv.Add("a", "1"); nv.Add("a", "2"); nv["b"] = "3"; Console.WriteLine(nv["a"] + " " + nv.Count + " " + nv.GetKey(1));
        var ht = new Hashtable(); ht["one"] = 1; ht[2] = "two"; Console.WriteLine(ht["one"] + " " + ht[2] + " " + ht.Count + " " + ht.ContainsKey("x"));
        var al = new ArrayList { 3, "x", 1.5 }; al.Add(null); Console.WriteLine(al.Count + " " + al[1] + " " + al.IndexOf(1.5));
        var al2 = new ArrayList { 5, 2, 8 }; al2.Sort(); Console.WriteLine(al2[0] + " " + al2[2]);
        var sl2 = new SortedList { { 3, "c" }, { 1, "a" } }; Console.WriteLine(sl2.GetKey(0) + " " + sl2.GetByIndex(1));
    }
}
