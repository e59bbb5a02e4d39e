// LINQ query syntax (join, join ... into, group ... into with let, orderby with two keys, a
// left join with DefaultIfEmpty) and the operators behind it. A query's transparent
// identifiers are the program's anonymous types, which System.Core (built by mcs too, with
// its own <>__AnonType0`2) orders and groups: each assembly's generic type is its own.
using System;
using System.Collections.Generic;
using System.Linq;

class Emp { public string Name; public int Dept; public double Salary; }
class Dept { public int Id; public string Title; }
class Factory<T> where T : new() { public T Make() => new T(); }
class Widget { public static int Made; public Widget() { Made++; } public override string ToString() => "Widget#" + Made; }
static class Stats {
    public static double Median(this IEnumerable<double> xs) { var a = xs.OrderBy(x => x).ToArray(); int n = a.Length; return n % 2 == 1 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2; }
    public static T? FirstOrNull<T>(this IEnumerable<T> xs, Func<T, bool> p) where T : struct { foreach (var x in xs) if (p(x)) return x; return null; }
}
class Program {
    static void Main() {
        var emps = new List<Emp> { new Emp { Name = "Ann", Dept = 1, Salary = 5000 }, new Emp { Name = "Bob", Dept = 2, Salary = 4200 }, new Emp { Name = "Cy", Dept = 1, Salary = 6100 }, new Emp { Name = "Di", Dept = 3, Salary = 3900 }, new Emp { Name = "Ed", Dept = 2, Salary = 4800 } };
        var depts = new[] { new Dept { Id = 1, Title = "Eng" }, new Dept { Id = 2, Title = "Ops" }, new Dept { Id = 4, Title = "Empty" } };
        var q = from e in emps join d in depts on e.Dept equals d.Id where e.Salary > 4000 orderby d.Title, e.Salary descending select new { e.Name, d.Title, e.Salary };
        foreach (var r in q) Console.WriteLine(r);
        var g = from e in emps group e by e.Dept into grp let total = grp.Sum(x => x.Salary) orderby total descending select $"{grp.Key}: {total:N0} avg {grp.Average(x => x.Salary):F1}";
        foreach (var s in g) Console.WriteLine(s);
        var gj = from d in depts join e in emps on d.Id equals e.Dept into staff select d.Title + "=" + staff.Count();
        Console.WriteLine(string.Join(", ", gj));
        var left = from d in depts from e in emps.Where(e => e.Dept == d.Id).DefaultIfEmpty() select d.Title + ":" + (e?.Name ?? "-");
        Console.WriteLine(string.Join(" ", left));
        Console.WriteLine(emps.Select(e => e.Salary).Median() + " " + new[] { 1, 5, 8 }.FirstOrNull(x => x > 4) + " " + (new[] { 1, 2 }.FirstOrNull(x => x > 4)?.ToString() ?? "none"));
        var f = new Factory<Widget>(); f.Make(); Console.WriteLine(f.Make() + " " + new Factory<List<int>>().Make().Count);
        var a1 = new { X = 1, Y = "a" }; var a2 = new { X = 1, Y = "a" }; Console.WriteLine(a1.Equals(a2) + " " + (a1.GetHashCode() == a2.GetHashCode()) + " " + a1);
        var dict = emps.GroupBy(e => e.Dept).ToDictionary(grp => grp.Key, grp => grp.Select(e => e.Name).ToList());
        foreach (var kv in dict.OrderBy(k => k.Key)) Console.WriteLine(kv.Key + " -> " + string.Join("/", kv.Value));
        Console.WriteLine(emps.Max(e => e.Salary) + " " + emps.MinBy2() + " " + emps.Count(e => e.Dept == 1) + " " + emps.All(e => e.Salary > 3000) + " " + emps.Select(e => e.Dept).Distinct().Count());
        var pages = Enumerable.Range(1, 23).Select(i => i).Where(i => i % 2 == 1).Skip(2).TakeWhile(i => i < 19).SkipWhile(i => i < 7);
        Console.WriteLine(string.Join(",", pages) + " | " + string.Join(",", Enumerable.Range(1, 5).Union(Enumerable.Range(3, 5))) + " | " + string.Join(",", Enumerable.Range(1, 5).Intersect(new[] { 2, 4, 9 })) + " | " + string.Join(",", Enumerable.Range(1, 5).Except(new[] { 2 })));
        var nested = Enumerable.Range(1, 3).SelectMany(i => Enumerable.Range(1, i), (i, j) => i * 10 + j); Console.WriteLine(string.Join(" ", nested));
        Console.WriteLine(Enumerable.Empty<int>().DefaultIfEmpty(-1).Single() + " " + new[] { 3 }.Single() + " " + new[] { 1, 2, 3 }.ElementAt(1) + " " + new[] { 1, 2, 3 }.ElementAtOrDefault(7) + " " + new[] { 4, 5 }.Last());
        try { new int[0].First(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        try { new[] { 1, 2 }.Single(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var lookups = emps.ToLookup(e => e.Salary > 4500); Console.WriteLine(lookups[true].Count() + " " + lookups[false].First().Name);
        var cast = new System.Collections.ArrayList { 1, 2, 3 }.Cast<int>().Sum(); Console.WriteLine(cast + " " + new object[] { 1, "a", 2 }.OfType<int>().Sum());
        var ordered = emps.OrderBy(e => e.Dept).ThenByDescending(e => e.Name).Select(e => e.Name); Console.WriteLine(string.Join(",", ordered) + " " + string.Join(",", emps.Select(e => e.Name).Reverse()));
        Console.WriteLine(Enumerable.Range(1, 10).Aggregate(1L, (acc, x) => acc * x) + " " + Enumerable.Range(1, 4).Select(x => (double)x).Sum() / 4 + " " + new[] { 2.5, 3.5 }.Average() + " " + new long[] { 1, 2 }.Sum() + " " + new decimal[] { 1.1m, 2.2m }.Sum() + " " + new int?[] { 1, null, 3 }.Sum());
        Console.WriteLine(string.Join(",", new[] { "b", "A", "c", "a" }.OrderBy(s => s)) + " " + string.Join(",", new[] { "b", "A", "c", "a" }.OrderBy(s => s, StringComparer.Ordinal)) + " " + new[] { "x", "y" }.Contains("Y", StringComparer.OrdinalIgnoreCase));
    }
}
static class EmpExt { public static string MinBy2(this IEnumerable<Emp> xs) => xs.OrderBy(e => e.Salary).First().Name; }
