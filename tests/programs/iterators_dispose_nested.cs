// Iterators: using/try-finally inside iterators run on early break and on Dispose, nested
// and recursive iterators, exceptions from an iterator, struct enumerators (the foreach pattern).
using System;
using System.Collections;
using System.Collections.Generic;
struct Counter { int n, max; public Counter(int max) { n = 0; this.max = max; } public bool MoveNext() { return ++n <= max; } public int Current { get { return n; } } }
struct CountTo { int max; public CountTo(int m) { max = m; } public Counter GetEnumerator() { return new Counter(max); } }
class Res : IDisposable { string name; public Res(string n) { name = n; Console.WriteLine("open " + n); } public void Dispose() { Console.WriteLine("close " + name); } }
class Seq<T> : IEnumerable<T> {
    T[] items; public Seq(params T[] items) { this.items = items; }
    public IEnumerator<T> GetEnumerator() { try { foreach (var x in items) yield return x; } finally { Console.WriteLine("seq done " + typeof(T).Name); } }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    public IEnumerable<T> Reverse() { for (int i = items.Length - 1; i >= 0; i--) yield return items[i]; }
}
class Program {
    static IEnumerable<int> Outer() {
        using (new Res("outer")) {
            try { foreach (var i in Inner()) { yield return i * 10; } }
            finally { Console.WriteLine("outer finally"); }
        }
    }
    static IEnumerable<int> Inner() { try { yield return 1; yield return 2; yield return 3; } finally { Console.WriteLine("inner finally"); } }
    static IEnumerable<int> Throws() { yield return 1; throw new InvalidOperationException("boom"); }
    static IEnumerable<string> Nested(int depth) { if (depth == 0) { yield return "leaf"; yield break; } foreach (var s in Nested(depth - 1)) yield return depth + ":" + s; yield return "end" + depth; }
    static IEnumerator<char> Letters() { for (char c = 'a'; c < 'e'; c++) yield return c; }
    static void Main() {
        foreach (var i in new CountTo(3)) Console.Write(i + " "); Console.WriteLine();
        foreach (var i in Outer()) { Console.WriteLine("got " + i); if (i == 20) break; }
        Console.WriteLine("---");
        foreach (var i in Outer()) Console.WriteLine("all " + i);
        try { foreach (var i in Throws()) Console.WriteLine("t " + i); } catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
        foreach (var s in Nested(2)) Console.Write(s + " "); Console.WriteLine();
        var L = Letters(); while (L.MoveNext()) Console.Write(L.Current); Console.WriteLine();
        var seq = new Seq<double>(1.5, 2.5, 3.5); foreach (var d in seq) { if (d > 2) break; Console.WriteLine(d); }
        foreach (var s in new Seq<string>("a", "b").Reverse()) Console.Write(s); Console.WriteLine();
        IEnumerable ne = new Seq<int>(7, 8); foreach (object o in ne) Console.Write(o + ";"); Console.WriteLine();
        using (var en = new Seq<long>(5L, 6L).GetEnumerator()) { en.MoveNext(); Console.WriteLine(en.Current); }
        var it = Inner().GetEnumerator(); it.MoveNext(); it.Dispose(); Console.WriteLine(it.MoveNext());
    }
}
