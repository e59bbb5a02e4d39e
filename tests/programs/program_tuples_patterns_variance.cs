// An ordinary program in the C# 7 that mcs knows: value tuples (named elements, deconstruction,
// as Dictionary keys, Equals and CompareTo), type patterns with `is`, generic variance of
// delegates and of interfaces (the user's own and the framework's: IEnumerable<Dog> as
// IEnumerable<Animal>, IComparer<Animal> sorting dogs), an iterator with a finally under LINQ
// chains (disposed by Take, First, Zip and break), a generic struct over IComparable<T>,
// anonymous types' Equals/ToString, grouping and set operations with comparers, Lazy<T>.
using System;
using System.Collections.Generic;
using System.Linq;

class Animal { public string Name; public Animal(string n) { Name = n; } public virtual string Sound() { return "..."; } public override string ToString() { return GetType().Name + ":" + Name; } }
class Dog : Animal { public Dog(string n) : base(n) { } public override string Sound() { return "woof"; } }
class Cat : Animal { public Cat(string n) : base(n) { } public override string Sound() { return "meow"; } }
class ByName : IComparer<Animal> { public int Compare(Animal a, Animal b) { return string.CompareOrdinal(a.Name, b.Name); } }
interface IProducer<out T> { T Make(); }
interface IConsumer<in T> { void Take(T t); }
class DogFactory : IProducer<Dog> { int n; public Dog Make() { return new Dog("d" + (++n)); } }
class Printer : IConsumer<Animal> { public void Take(Animal a) { Console.WriteLine("took " + a + " " + a.Sound()); } }

struct Counter<T> where T : IComparable<T>
{
    public T Max; public int N;
    public void Add(T v) { if (N == 0 || v.CompareTo(Max) > 0) Max = v; N++; }
}

class P
{
    static IEnumerable<int> Numbers(string tag)
    {
        try
        {
            for (int i = 1; ; i++) { Console.Write(tag + i + " "); yield return i; }
        }
        finally { Console.WriteLine("[dispose " + tag + "]"); }
    }

    static (int min, int max, double mean) Stats(IEnumerable<int> xs)
    {
        var list = xs.ToList();
        return (list.Min(), list.Max(), list.Average());
    }

    static string Classify(object o)
    {
        if (o == null) return "null";
        if (o is int i) return i < 0 ? "negative int " + i : "int " + i;
        if (o is string s) return s.Length == 0 ? "empty string" : "string of " + s.Length;
        if (o is Dog d) return "dog " + d.Name;
        if (o is Animal a) return "animal " + a.Name;
        if (o is IEnumerable<int> e) return "ints " + e.Sum();
        return "other " + o.GetType().Name;
    }

    static T Largest<T>(IEnumerable<T> xs) where T : IComparable<T>
    {
        var c = new Counter<T>();
        foreach (var x in xs) c.Add(x);
        return c.Max;
    }

    static void Main()
    {
        IEnumerable<Dog> dogs = new List<Dog> { new Dog("rex"), new Dog("ace") };
        IEnumerable<Animal> animals = dogs;
        var all = animals.Concat(new Animal[] { new Cat("tom"), new Cat("bo") }).ToList();
        all.Sort(new ByName());
        Console.WriteLine(string.Join(" ", all));
        List<Dog> dl = dogs.ToList();
        dl.Sort(new ByName()); // contravariant IComparer<Animal> as IComparer<Dog>
        Console.WriteLine(string.Join(" ", dl));
        Func<Animal, string> describe = a => a.Name.ToUpper();
        Func<Dog, object> f2 = describe;
        Console.WriteLine(f2(new Dog("fido")));
        Action<Animal> speak = a => Console.Write(a.Sound() + " ");
        Action<Cat> catSpeak = speak;
        catSpeak(new Cat("x"));
        Console.WriteLine();
        IProducer<Animal> prod = new DogFactory();
        IConsumer<Dog> cons = new Printer();
        cons.Take((Dog)prod.Make()); cons.Take((Dog)prod.Make());
        Console.WriteLine((prod is IProducer<object>) + " " + (cons is IConsumer<Dog>) + " " + (animals is IEnumerable<object>) + " " + (new List<int>() is IEnumerable<object>));
        IReadOnlyList<Animal> ro = dl;
        Console.WriteLine(ro.Count + " " + ro[0]);

        Console.WriteLine(string.Join(",", Numbers("a").Where(x => x % 2 == 1).Select(x => x * 10).Take(3)));
        Console.WriteLine(Numbers("b").Skip(2).First(x => x > 3));
        foreach (var x in Numbers("c")) { if (x == 2) break; }
        var chain = Numbers("d").Take(5).OrderByDescending(x => x).Select((x, i) => x * i);
        Console.WriteLine("chain built");
        Console.WriteLine(string.Join(",", chain));
        var zipped = Numbers("e").Zip(new[] { "x", "y" }, (n, s) => s + n);
        Console.WriteLine(string.Join(",", zipped));

        var st = Stats(new[] { 4, 8, 15, 16, 23, 42 });
        Console.WriteLine(st.min + " " + st.max + " " + st.mean.ToString("F2") + " " + st);
        var (lo, hi, _) = st;
        Console.WriteLine(lo * hi);
        var pairs = new List<(string name, int score)> { ("ann", 3), ("bob", 5), ("cid", 3) };
        foreach (var p in pairs.OrderByDescending(p => p.score).ThenBy(p => p.name)) { var (name, score) = p; Console.Write(name + "=" + score + " "); }
        Console.WriteLine();
        var tupleDict = new Dictionary<(int, int), string> { [(1, 2)] = "a", [(2, 1)] = "b" };
        Console.WriteLine(tupleDict[(2, 1)] + " " + tupleDict.ContainsKey((1, 1)) + " " + (1, "x").Equals((1, "x")) + " " + (3, 4).CompareTo((3, 5)) + " " + Tuple.Create(1, "a").Equals(Tuple.Create(1, "a")) + " " + Tuple.Create(2, 3));

        foreach (object o in new object[] { null, -5, 7, "", "hey", new Dog("rex"), new Cat("tom"), new[] { 1, 2 }, 2.5, new List<int> { 9 } })
            Console.WriteLine(Classify(o));
        Console.WriteLine(Largest(new[] { 3, 9, 2 }) + " " + Largest(new[] { "pear", "apple" }) + " " + Largest(new[] { 1.5, -2.0 }) + " " + Largest(new List<DateTime> { new DateTime(2020, 1, 1), new DateTime(2019, 5, 5) }).Year);

        var anon = new { Name = "x", Age = 3 };
        var anon2 = new { Name = "x", Age = 3 };
        Console.WriteLine(anon + " " + anon.Equals(anon2) + " " + (anon.GetHashCode() == anon2.GetHashCode()) + " " + (anon == anon2));
        var groups = new[] { "apple", "Avocado", "banana", "Blueberry", "cherry" }.GroupBy(s => s.Substring(0, 1), StringComparer.OrdinalIgnoreCase);
        foreach (var g in groups) Console.Write(g.Key + ":" + string.Join("/", g) + " ");
        Console.WriteLine();
        Console.WriteLine(string.Join(",", new[] { "a", "B", "A", "b", "c" }.Distinct(StringComparer.OrdinalIgnoreCase)) + " " + string.Join(",", new[] { "x", "Y" }.Union(new[] { "y", "Z" }, StringComparer.OrdinalIgnoreCase)) + " " + string.Join(",", new[] { "b", "C", "a" }.OrderBy(s => s, StringComparer.Ordinal)));
        Console.WriteLine(string.Join(",", new[] { 1, 2, 3 }.SelectMany(i => Enumerable.Range(0, i), (i, j) => i + "." + j)));
        var lazy = new Lazy<string>(() => { Console.Write("(computing)"); return "value"; });
        Console.WriteLine(lazy.IsValueCreated + " " + lazy.Value + " " + lazy.Value + " " + lazy.IsValueCreated);
    }
}
