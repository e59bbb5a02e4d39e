// LINQ (System.Core's IL): laziness and its order of side effects, ordering (stable, with
// ThenBy and descending keys), grouping, joins of sequences, aggregates, conversions.
using System; using System.Linq; using System.Collections.Generic;
class Person { public string Name; public int Age; public string City; }
class P {
  static IEnumerable<int> Noisy(int n) { for (int i = 0; i < n; i++) { Console.Write("<" + i + ">"); yield return i; } }
  static void Main() {
    var q = Noisy(5).Where(x => { Console.Write("w" + x); return x % 2 == 0; }).Select(x => x * x);
    Console.WriteLine("built");
    foreach (var v in q) Console.Write("[" + v + "]");
    Console.WriteLine();
    var people = new List<Person> {
      new Person { Name = "Ann", Age = 31, City = "Oslo" }, new Person { Name = "Bob", Age = 25, City = "Rome" },
      new Person { Name = "Cid", Age = 31, City = "Rome" }, new Person { Name = "Dee", Age = 19, City = "Oslo" },
      new Person { Name = "Eve", Age = 25, City = "Kyiv" } };
    Console.WriteLine(string.Join(" ", people.OrderBy(p => p.Age).ThenByDescending(p => p.Name).Select(p => p.Name)));
    Console.WriteLine(string.Join(" ", people.OrderByDescending(p => p.City).Select(p => p.City + "/" + p.Name)));
    foreach (var g in people.GroupBy(p => p.City)) Console.WriteLine(g.Key + ": " + string.Join(",", g.Select(p => p.Name)) + " avg " + g.Average(p => p.Age));
    var byName = people.ToDictionary(p => p.Name, p => p.Age);
    Console.WriteLine(byName["Cid"] + " " + byName.Count);
    Console.WriteLine(string.Join(",", Enumerable.Range(1, 4).SelectMany(i => Enumerable.Repeat(i, i))));
    Console.WriteLine(string.Join(",", new[] { 1, 2, 3 }.Zip(new[] { "a", "b", "c" }, (i, s) => s + i)));
    Console.WriteLine(Enumerable.Range(1, 5).Aggregate(1, (a, b) => a * b) + " " + Enumerable.Range(1, 10).Skip(2).Take(3).Sum());
    Console.WriteLine(string.Join(",", new[] { 3, 1, 2 }.Reverse()) + " " + new[] { 1, 2 }.Concat(new[] { 2, 3 }).Union(new[] { 4 }).Count());
    Console.WriteLine(string.Join(",", new[] { 1, 2, 3, 4 }.Intersect(new[] { 2, 4, 6 })) + " " + string.Join(",", new[] { 1, 2, 3, 4 }.Except(new[] { 2 })));
    Console.WriteLine(people.Min(p => p.Age) + " " + people.Max(p => p.Name) + " " + people.All(p => p.Age > 18) + " " + people.Any(p => p.City == "Paris"));
    Console.WriteLine(people.FirstOrDefault(p => p.Age > 40) == null ? "none" : "some");
    Console.WriteLine(people.Last().Name + " " + people.Select(p => p.Age).Distinct().Count() + " " + new[] { "b", "a", "c" }.OrderBy(s => s).First());
    int[] arr = people.Where(p => p.City != "Oslo").Select(p => p.Age).ToArray();
    Console.WriteLine(arr.Length + " " + arr.Contains(25) + " " + string.Join(",", arr.OrderBy(x => -x)));
    var lookup = people.ToLookup(p => p.Age);
    Console.WriteLine(lookup[31].Count() + " " + lookup[99].Count());
    Console.WriteLine(new[] { 1.5, 2.25, 3.0 }.Average() + " " + new[] { 2.5, 3.5 }.Sum());
  }
}
