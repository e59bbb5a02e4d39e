// Constraints (class, struct, new(), base class, interfaces) and constrained. calls on type
// parameters: ToString/GetHashCode/Equals/CompareTo, default(T), new T(), box/unbox/isinst/castclass
// on T, arrays of T, typeof(T) comparisons and Type.IsValueType, over values and references.
using System;
abstract class Animal { public string Name; public abstract string Sound(); public virtual string Describe() { return Name + " says " + Sound(); } }
class Dog : Animal { public Dog() { Name = "dog"; } public override string Sound() { return "woof"; } }
class Cat : Animal { public Cat() { Name = "cat"; } public override string Sound() { return "meow"; } public override string Describe() { return "the cat: " + base.Describe(); } }
struct Temp : IComparable<Temp> { public double Deg; public int CompareTo(Temp o) { return Deg.CompareTo(o.Deg); } public override string ToString() { return Deg + "C"; } }
struct NoOverride { public int A; }
struct WithHash { public int A; public override int GetHashCode() { return A * 31; } public override bool Equals(object o) { return o is WithHash && ((WithHash)o).A == A; } }
class Zoo<T> where T : Animal, new() {
    T[] pens = new T[3];
    public Zoo() { for (int i = 0; i < pens.Length; i++) pens[i] = new T(); }
    public string All() { string s = ""; foreach (T a in pens) s += a.Describe() + "; "; return s; }
}
static class G {
    public static string Show<T>(T x) { return x.ToString() + "/" + x.GetHashCode() + "/" + x.Equals(x) + "/" + x.Equals(default(T)); }
    public static T Largest<T>(params T[] xs) where T : IComparable<T> { T best = xs[0]; for (int i = 1; i < xs.Length; i++) if (xs[i].CompareTo(best) > 0) best = xs[i]; return best; }
    public static bool IsNull<T>(T x) { return x == null; }
    public static T FirstOrDefault<T>(T[] xs, Func<T, bool> p) { foreach (var x in xs) if (p(x)) return x; return default(T); }
    public static object AsObj<T>(T x) { return x; }
    public static T Cast<T>(object o) { return (T)o; }
    public static T As<T>(object o) where T : class { return o as T; }
    public static bool Is<T>(object o) { return o is T; }
    public static T[] Fill<T>(int n, T v) { var a = new T[n]; for (int i = 0; i < n; i++) a[i] = v; return a; }
    public static string Kind<T>() { if (typeof(T) == typeof(int)) return "int"; if (typeof(T) == typeof(string)) return "string"; if (typeof(T).IsValueType) return "struct"; return "class"; }
    public static T New<T>() where T : new() { return new T(); }
}
class Program {
    static void Main() {
        Console.WriteLine(new Zoo<Dog>().All()); Console.WriteLine(new Zoo<Cat>().All());
        Console.WriteLine(G.Show(5) + " " + G.Show(3u) + " " + G.Show(2.5) + " " + G.Show('c') + " " + G.Show(true) + " " + G.Show(7L));
        Console.WriteLine(G.Show(new Temp { Deg = 3 }).Substring(0, 3) + " " + G.Show(new WithHash { A = 2 }) + " " + G.Show(new NoOverride { A = 1 }).Substring(0, 3));
        Console.WriteLine(G.Largest(3, 9, 4) + " " + G.Largest("b", "c", "a") + " " + G.Largest(new Temp { Deg = 1 }, new Temp { Deg = 5.5 }) + " " + G.Largest(1.5f, -2f));
        Console.WriteLine(G.IsNull<string>(null) + " " + G.IsNull(0) + " " + G.IsNull<object>(null) + " " + G.IsNull<int?>(null));
        Console.WriteLine(G.FirstOrDefault(new[] { 1, 5, 8 }, x => x > 4) + " " + G.FirstOrDefault(new[] { 1 }, x => x > 4) + " [" + G.FirstOrDefault(new[] { "a" }, x => x == "z") + "]");
        object o = G.AsObj(42); Console.WriteLine(o + " " + G.Cast<int>(o) + " " + G.Is<int>(o) + " " + G.Is<long>(o) + " " + G.Is<string>("s") + " " + (G.As<string>(o) == null) + " " + G.As<string>("yes"));
        try { G.Cast<string>(o); } catch (InvalidCastException) { Console.WriteLine("ICE"); }
        Console.WriteLine(G.Fill(3, 'x').Length + " " + G.Fill(2, "s")[1] + " " + G.Fill(2, new Temp { Deg = 9 })[1]);
        Console.WriteLine(G.Kind<int>() + " " + G.Kind<string>() + " " + G.Kind<Temp>() + " " + G.Kind<Dog>());
        Console.WriteLine(G.New<Temp>() + " " + G.New<Dog>().Name + " " + G.New<int>());
    }
}
