// An ordinary program: shapes behind an interface, generic sorting by constraint and by
// Comparison<T>, LINQ-like extension methods over iterators, lazy evaluation.
using System;
using System.Collections.Generic;
interface IShape : IComparable<IShape> { double Area { get; } string Name { get; } }
abstract class Shape : IShape {
    public abstract double Area { get; }
    public virtual string Name { get { return GetType().Name.ToLower(); } }
    public int CompareTo(IShape other) { return Area.CompareTo(other.Area); }
    public override string ToString() { return Name + "[" + Math.Round(Area * 100) / 100 + "]"; }
}
sealed class Circle : Shape { readonly double r; public Circle(double r) { this.r = r; } public override double Area { get { return Math.PI * r * r; } } }
sealed class Rect : Shape { readonly double w, h; public Rect(double w, double h) { this.w = w; this.h = h; } public override double Area { get { return w * h; } } public override string Name { get { return w == h ? "square" : "rect"; } } }
static class Algo {
    public static void Sort<T>(T[] xs) where T : IComparable<T> { Sort(xs, (a, b) => a.CompareTo(b)); }
    public static void Sort<T>(T[] xs, Comparison<T> cmp) { for (int i = 1; i < xs.Length; i++) { var x = xs[i]; int j = i; while (j > 0 && cmp(xs[j - 1], x) > 0) { xs[j] = xs[j - 1]; j--; } xs[j] = x; } }
    public static IEnumerable<TR> Select<T, TR>(this IEnumerable<T> src, Func<T, TR> f) { foreach (var x in src) yield return f(x); }
    public static IEnumerable<T> Where<T>(this IEnumerable<T> src, Func<T, bool> p) { foreach (var x in src) if (p(x)) yield return x; }
    public static T Max<T>(this IEnumerable<T> src) where T : IComparable<T> { bool any = false; T best = default(T); foreach (var x in src) if (!any || x.CompareTo(best) > 0) { best = x; any = true; } if (!any) throw new InvalidOperationException("Sequence contains no elements"); return best; }
    public static string Join<T>(this IEnumerable<T> src, string sep) { var sb = new System.Text.StringBuilder(); foreach (var x in src) { if (sb.Length > 0) sb.Append(sep); sb.Append(x); } return sb.ToString(); }
}
class Program {
    static void Main() {
        IShape[] shapes = { new Circle(1), new Rect(2, 3), new Rect(2, 2), new Circle(0.5) };
        Algo.Sort(shapes); Console.WriteLine(shapes.Join(", "));
        Algo.Sort(shapes, (a, b) => string.CompareOrdinal(a.Name, b.Name)); Console.WriteLine(shapes.Join(" "));
        Console.WriteLine(shapes.Where(s => s.Area > 1).Select(s => s.Name).Join("+"));
        Console.WriteLine(shapes.Select(s => s.Area).Max() + " " + new[] { 3, 7, 5 }.Max() + " " + new[] { "b", "c", "a" }.Max());
        try { new int[0].Max(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var words = new[] { "delta", "alpha", "charlie", "bravo" }; Algo.Sort(words); Console.WriteLine(words.Join(","));
        int calls = 0; Func<int, int> sq = x => { calls++; return x * x; };
        var lazy = new[] { 1, 2, 3, 4 }.Select(sq).Where(x => x % 2 == 0); Console.WriteLine(calls); Console.WriteLine(lazy.Join(";") + " " + calls);
    }
}
