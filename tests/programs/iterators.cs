using System;
using System.Collections;
using System.Collections.Generic;
class Range : IEnumerable<int> {
    int n; public Range(int n) { this.n = n; }
    public IEnumerator<int> GetEnumerator() { for (int i = 0; i < n; i++) yield return i; }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
}
class Bag { public IEnumerator GetEnumerator() { yield return "x"; yield return 2; } }
class Program {
    static IEnumerable<int> Fib(int n) { int a = 0, b = 1; for (int i = 0; i < n; i++) { yield return a; int t = a + b; a = b; b = t; } }
    static IEnumerable<string> Words() {
        try { Console.WriteLine("start"); yield return "one"; yield return "two"; yield return "three"; }
        finally { Console.WriteLine("finally"); }
    }
    static IEnumerable<T> Twice<T>(IEnumerable<T> src) { foreach (T x in src) { yield return x; yield return x; } }
    static IEnumerable<int> Tree(int depth) { if (depth == 0) yield break; yield return depth; foreach (int x in Tree(depth - 1)) yield return x; }
    static IEnumerable Old() { yield return 1; yield return "two"; yield return 3.5; }
    static IEnumerable<double> Lazy() { Console.WriteLine("lazy begin"); yield return 1.5; Console.WriteLine("lazy mid"); yield return 2.5; Console.WriteLine("lazy end"); }
    static void Main() {
        foreach (int x in Fib(10)) Console.Write(x + " ");
        Console.WriteLine();
        foreach (string w in Words()) { Console.WriteLine(w); if (w == "two") break; }
        foreach (string w in Twice(Words())) Console.Write(w + ",");
        Console.WriteLine();
        foreach (int x in new Range(4)) Console.Write(x);
        Console.WriteLine();
        foreach (object o in new Bag()) Console.Write(o + ";");
        Console.WriteLine();
        foreach (int x in Tree(4)) Console.Write(x);
        Console.WriteLine();
        foreach (object o in Old()) Console.Write(o + " ");
        Console.WriteLine();
        var e = Lazy().GetEnumerator();
        Console.WriteLine("got enumerator");
        while (e.MoveNext()) Console.WriteLine(e.Current);
        e.Dispose();
        IEnumerable<object> objs = Twice(new string[] { "a", "b" });
        foreach (object o in objs) Console.Write(o);
        Console.WriteLine();
        int sum = 0; foreach (int x in new int[] { 1, 2, 3 }) sum += x; Console.WriteLine(sum);
        using (var en = Fib(3).GetEnumerator()) { while (en.MoveNext()) Console.Write(en.Current); }
        Console.WriteLine();
    }
}
