using System;
using System.Collections.Generic;
interface IProducer<out T> { T Produce(); }
interface IConsumer<in T> { void Consume(T x); }
interface IContainer<T> { void Add(T x); T Get(int i); int Count { get; } }
class Animal { public string Name; public Animal(string n) { Name = n; } public override string ToString() { return "Animal " + Name; } }
class Cat : Animal { public Cat(string n) : base(n) { } public override string ToString() { return "Cat " + Name; } }
class CatMaker : IProducer<Cat> { int n; public Cat Produce() { return new Cat("c" + (n++)); } }
class Printer : IConsumer<Animal> { public void Consume(Animal a) { Console.WriteLine("consumed " + a); } }
class ListOf<T> : IContainer<T>, IEnumerable<T> {
    T[] items = new T[8]; int n;
    public void Add(T x) { items[n++] = x; }
    public T Get(int i) { return items[i]; }
    public int Count { get { return n; } }
    public IEnumerator<T> GetEnumerator() { for (int i = 0; i < n; i++) yield return items[i]; }
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { return GetEnumerator(); }
}
class Version : IComparable<Version>, IEquatable<Version> {
    public int Major, Minor;
    public Version(int a, int b) { Major = a; Minor = b; }
    public int CompareTo(Version o) { return Major != o.Major ? Major.CompareTo(o.Major) : Minor.CompareTo(o.Minor); }
    public bool Equals(Version o) { return o != null && o.Major == Major && o.Minor == Minor; }
    public override string ToString() { return Major + "." + Minor; }
}
struct Temp : IComparable<Temp> { public double Deg; public Temp(double d) { Deg = d; } public int CompareTo(Temp o) { return Deg.CompareTo(o.Deg); } public override string ToString() { return Deg + "C"; } }
static class Algo {
    public static T Max<T>(IEnumerable<T> xs) where T : IComparable<T> {
        bool first = true; T best = default(T);
        foreach (T x in xs) { if (first || x.CompareTo(best) > 0) best = x; first = false; }
        return best;
    }
    public static void Sort<T>(T[] a) where T : IComparable<T> {
        for (int i = 1; i < a.Length; i++) { T k = a[i]; int j = i - 1; while (j >= 0 && a[j].CompareTo(k) > 0) { a[j + 1] = a[j]; j--; } a[j + 1] = k; }
    }
    public static int IndexOf<T>(T[] a, T v) where T : IEquatable<T> { for (int i = 0; i < a.Length; i++) if (a[i].Equals(v)) return i; return -1; }
    public static string Join<T>(IEnumerable<T> xs) { string s = ""; foreach (T x in xs) s += "[" + x + "]"; return s; }
}
class Program {
    static void Main() {
        IProducer<Animal> pa = new CatMaker(); Console.WriteLine(pa.Produce()); Console.WriteLine(pa.Produce());
        IConsumer<Cat> cc = new Printer(); cc.Consume(new Cat("tom"));
        object o = new CatMaker();
        Console.WriteLine((o is IProducer<Animal>) + " " + (o is IProducer<object>) + " " + (o is IProducer<string>) + " " + (o is IConsumer<Cat>));
        IEnumerable<object> objs = new string[] { "x", "y" }; Console.WriteLine(Algo.Join(objs));
        var l = new ListOf<int>(); l.Add(3); l.Add(9); l.Add(4);
        IContainer<int> c = l; Console.WriteLine(c.Count + " " + c.Get(1) + " " + Algo.Max(l) + " " + Algo.Join(l));
        var ls = new ListOf<string>(); ls.Add("pear"); ls.Add("apple"); Console.WriteLine(Algo.Max(ls) + " " + Algo.Join(ls));
        var vs = new Version[] { new Version(1, 10), new Version(1, 2), new Version(0, 99) };
        Algo.Sort(vs); Console.WriteLine(Algo.Join(vs) + " " + Algo.Max(vs) + " " + Algo.IndexOf(vs, new Version(1, 2)));
        var ts = new Temp[] { new Temp(20.5), new Temp(-3), new Temp(37) }; Algo.Sort(ts); Console.WriteLine(Algo.Join(ts));
        int[] ints = { 5, -1, 12, 7 }; Algo.Sort(ints); Console.WriteLine(Algo.Join(ints) + " " + Algo.Max(ints) + " " + Algo.IndexOf(ints, 12));
        double[] ds = { 2.5, double.NaN, -1.0 }; Algo.Sort(ds); Console.WriteLine(Algo.Join(ds));
        long[] longs = { 3000000000L, -2L }; Algo.Sort(longs); Console.WriteLine(Algo.Join(longs));
        string[] strs = { "b", "a", "c" }; Algo.Sort(strs); Console.WriteLine(Algo.Join(strs) + Algo.IndexOf(strs, "c"));
        char[] chars = { 'z', 'a' }; Algo.Sort(chars); Console.WriteLine(Algo.Join(chars));
        Console.WriteLine(5.CompareTo(3) + " " + 2.5.CompareTo(double.NaN) + " " + 'a'.CompareTo('b') + " " + 7u.CompareTo(8u) + " " + 3.Equals(3));
    }
}
