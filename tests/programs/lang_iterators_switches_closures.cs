// Language mix: string switch (hashed), sparse long/char/int? switches, recursive generic iterators, iterator finally on exception and break, lock in an iterator, multicast events with a throwing handler, closures.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
struct Res : IDisposable { public static int Disposed; public string N; public Res(string n) { N = n; Console.WriteLine("open " + n); } public void Dispose() { Disposed++; Console.WriteLine("close " + N); } }
class Tree<T> : IEnumerable<T> where T : IComparable<T> {
    class NodeT { public T V; public NodeT L, R; }
    NodeT root; int count;
    public void Add(T v) { root = Ins(root, v); count++; }
    NodeT Ins(NodeT n, T v) { if (n == null) return new NodeT { V = v }; if (v.CompareTo(n.V) < 0) n.L = Ins(n.L, v); else n.R = Ins(n.R, v); return n; }
    IEnumerable<T> Walk(NodeT n) { if (n == null) yield break; foreach (var x in Walk(n.L)) yield return x; yield return n.V; foreach (var x in Walk(n.R)) yield return x; }
    public IEnumerator<T> GetEnumerator() { return Walk(root).GetEnumerator(); }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    public IEnumerable<TR> Map<TR>(Func<T, TR> f) { foreach (var x in this) yield return f(x); }
}
static class P {
    static event Action<string> Notify;
    static int Code(string s) {
        switch (s) {
            case "zero": return 0; case "one": return 1; case "two": return 2; case "three": return 3; case "four": return 4;
            case "five": return 5; case "six": return 6; case "seven": return 7; case "eight": return 8; case "nine": return 9; default: return -1;
        }
    }
    static string Sparse(long v) { switch (v) { case 1: return "a"; case 2: return "b"; case 3: return "c"; case 1000: return "k"; case -5: return "neg"; case 4000000000: return "huge"; default: return "?"; } }
    static string OfChar(char c) { switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': return "V"; case ' ': return "_"; default: return char.IsDigit(c) ? "D" : "C"; } }
    static string OfNull(int? n) { switch (n) { case null: return "null"; case 1: return "one"; default: return "other" + n; } }
    static IEnumerable<int> Counted(int n) { try { for (int i = 0; i < n; i++) { if (i == 3) throw new InvalidOperationException("boom at " + i); yield return i; } } finally { Console.WriteLine("iter finally"); } }
    static IEnumerable<int> Cap(int start) { while (true) { yield return start; start *= 2; if (start > 100) yield break; } }
    static void Main() {
        Console.WriteLine(string.Join(",", "zero nine five ten three one".Split(' ').Select(Code)));
        foreach (var v in new long[] { 1, 3, 1000, -5, 4000000000, 7 }) Console.Write(Sparse(v)); Console.WriteLine();
        Console.WriteLine(string.Concat("hi 42 you".Select(OfChar)) + " " + OfNull(null) + OfNull(1) + OfNull(9));
        using (var r = new Res("A")) using (new Res("B")) { Console.WriteLine("body"); }
        try { using (var r = new Res("C")) throw new Exception("inside"); } catch (Exception e) { Console.WriteLine("caught " + e.Message + " " + Res.Disposed); }
        var t = new Tree<string>(); foreach (var w in "the quick brown fox jumps over the lazy dog".Split(' ')) t.Add(w);
        Console.WriteLine(string.Join(" ", t) + " | " + string.Join(",", t.Map(s => s.Length)));
        var ti = new Tree<int> { }; foreach (var i in new[] { 5, 2, 8, 1, 9, 3 }) ti.Add(i); Console.WriteLine(ti.Sum() + " " + ti.Max() + " " + string.Join("", ti.Map(i => (char)('a' + i))));
        try { foreach (var i in Counted(10)) Console.Write(i + " "); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var it = Cap(3); Console.WriteLine(string.Join(",", it) + " / " + string.Join(",", it.Take(2)));
        var lst = new List<int> { 1, 2, 3 }; try { foreach (var x in lst) if (x == 2) lst.Add(4); } catch (InvalidOperationException) { Console.WriteLine("modified"); }
        Func<int, long> fib = null; fib = n => n < 2 ? n : fib(n - 1) + fib(n - 2); Console.WriteLine(fib(20));
        int outer = 1; Func<int, Func<int>> mk = k => { int inner = k * 10; return () => outer + inner + k; }; var f1 = mk(1); var f2 = mk(2); outer = 100; Console.WriteLine(f1() + " " + f2());
        Notify += s => Console.WriteLine("h1 " + s); Notify += s => { throw new ArgumentException("h2 fails"); }; Notify += s => Console.WriteLine("h3 " + s);
        try { Notify("evt"); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        foreach (Action<string> d in Notify.GetInvocationList()) { try { d("each"); } catch (Exception e) { Console.WriteLine("skip " + e.GetType().Name); } }
        Action<string> target = Console.WriteLine; Console.WriteLine((target.Target == null) + " " + (Notify.Target != null));
        var counters = Enumerable.Range(0, 3).Select(i => new Func<int>(() => i * i)).ToArray(); Console.WriteLine(counters.Sum(c => c()));
        var lazy = Enumerable.Range(1, 5).Select(x => { Console.Write("[" + x + "]"); return x * 2; }).Where(x => x > 4); Console.WriteLine("defined"); Console.WriteLine(lazy.First());
        IEnumerator<int> en = Cap(1).GetEnumerator(); IEnumerable<int> same = Cap(1); var e1 = same.GetEnumerator(); var e2 = same.GetEnumerator(); e1.MoveNext(); e1.MoveNext(); e2.MoveNext(); Console.WriteLine(e1.Current + " " + e2.Current + " " + object.ReferenceEquals(e1, same) + " " + object.ReferenceEquals(e2, same));
        try { en.Reset(); } catch (NotSupportedException) { Console.WriteLine("no reset"); }
        IEnumerable nong = t; int cnt = 0; foreach (object o in nong) cnt++; Console.WriteLine(cnt);
    }
}
