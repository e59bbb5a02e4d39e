using System;

interface IShape { double Area(); string Name { get; } }
class Square : IShape { double s; public Square(double s) { this.s = s; } public double Area() { return s * s; } public string Name { get { return "square"; } } }
struct Circle : IShape { double r; public Circle(double r) { this.r = r; } public double Area() { return 3.0 * r * r; } public string Name { get { return "circle"; } } }

interface IMeasure<T> { T Measure(); }
class Ruler : IMeasure<int> { public int Measure() { return 30; } }
struct Scale : IMeasure<double> { public double Measure() { return 2.5; } }

class Animal { public virtual string Sound() { return "..."; } }
class Dog : Animal { public override string Sound() { return "woof"; } }

struct Money { public long Cents; public Money(long c) { Cents = c; }
    public override string ToString() { return "$" + (Cents / 100) + "." + (Cents % 100); }
    public override bool Equals(object o) { return o is Money && ((Money)o).Cents == Cents; }
    public override int GetHashCode() { return (int)Cents * 31; } }

class Holder { public int N; public Holder() { N = 99; } }

static class G {
    public static T Id<T>(T x) { return x; }
    public static void Swap<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
    public static T Default<T>() { return default(T); }
    public static T Make<T>() where T : new() { return new T(); }
    public static string Show<T>(T x) { return x.ToString(); }
    public static bool Same<T>(T a, T b) { return a.Equals(b); }
    public static int Hash<T>(T x) { return x.GetHashCode(); }
    public static double TotalArea<T>(T[] shapes) where T : IShape {
        double sum = 0; foreach (T s in shapes) sum += s.Area(); return sum; }
    public static string Names<T>(T a, T b) where T : IShape { return a.Name + "+" + b.Name; }
    public static T Measure<T, M>(M m) where M : IMeasure<T> { return m.Measure(); }
    public static string Speak<T>(T a) where T : Animal { return a.Sound(); }
    public static object Box<T>(T x) { return x; }
    public static T Unbox<T>(object o) { return (T)o; }
    public static bool Is<T>(object o) { return o is T; }
    public static T[] Fill<T>(int n, T v) { T[] a = new T[n]; for (int i = 0; i < n; i++) a[i] = v; return a; }
    public static string Kind<T>() {
        if (typeof(T) == typeof(int)) return "int";
        if (typeof(T) == typeof(string)) return "string";
        if (typeof(T) != typeof(double)) return "other " + typeof(T).Name;
        return "double";
    }
    public static int Count<T>(T[] a, T v) { int n = 0; for (int i = 0; i < a.Length; i++) if (a[i].Equals(v)) n++; return n; }
    public static U Apply<T, U>(T x, Conv<T, U> f) { return f.Run(x); }
    public static int Depth<T>(int n) { return n == 0 ? 0 : 1 + Depth<T[]>(n - 1); }
}

abstract class Conv<T, U> { public abstract U Run(T x); }
class ToLen : Conv<string, int> { public override int Run(string s) { return s.Length; } }

class Program {
    int seed = 5;
    T Scaled<T>(T x, Conv<int, T> f) { return f.Run(seed); }
    class Mul : Conv<int, long> { public override long Run(int x) { return x * 1000000000000L; } }

    static void Main() {
        Console.WriteLine(G.Id(5) + " " + G.Id("s") + " " + G.Id(2.5) + " " + G.Id('c') + " " + G.Id(true) + " " + G.Id(7L));
        int a = 1, b = 2; G.Swap(ref a, ref b); Console.WriteLine(a + " " + b);
        string p = "p", q = "q"; G.Swap(ref p, ref q); Console.WriteLine(p + q);
        Money m1 = new Money(150), m2 = new Money(275); G.Swap(ref m1, ref m2); Console.WriteLine(m1 + " " + m2);
        Console.WriteLine(G.Default<int>() + " " + (G.Default<string>() == null) + " " + G.Default<double>() + " " + G.Default<Money>() + " " + G.Default<bool>());
        Console.WriteLine(G.Make<Holder>().N + " " + G.Make<int>() + " " + G.Make<Money>());
        Console.WriteLine(G.Show(42) + " " + G.Show(-1.5) + " " + G.Show(new Money(1234)) + " " + G.Show("str") + " " + G.Show('x') + " " + G.Show(12345678901L) + " " + G.Show(false));
        Console.WriteLine(G.Same(3, 3) + " " + G.Same(3, 4) + " " + G.Same("a", "a") + " " + G.Same(new Money(5), new Money(5)) + " " + G.Same(1.5, 1.5));
        Console.WriteLine(G.Hash(17) + " " + G.Hash(new Money(3)) + " " + G.Hash(true) + " " + G.Hash('A') + " " + G.Hash(10L));
        Console.WriteLine(G.TotalArea(new IShape[] { new Square(2), new Circle(1) }) + " " + G.TotalArea(new Circle[] { new Circle(2), new Circle(1) }) + " " + G.TotalArea(new Square[] { new Square(3) }));
        Console.WriteLine(G.Names(new Circle(1), new Circle(2)) + " " + G.Names<IShape>(new Square(1), new Circle(1)));
        Console.WriteLine(G.Measure<int, Ruler>(new Ruler()) + " " + G.Measure<double, Scale>(new Scale()));
        Console.WriteLine(G.Speak(new Dog()) + " " + G.Speak(new Animal()));
        object bi = G.Box(5), bs = G.Box("five"), bm = G.Box(new Money(500));
        Console.WriteLine(bi + " " + bs + " " + bm + " " + G.Unbox<int>(bi) + " " + G.Unbox<string>(bs) + " " + G.Unbox<Money>(bm));
        Console.WriteLine(G.Is<int>(bi) + " " + G.Is<string>(bi) + " " + G.Is<string>(bs) + " " + G.Is<Money>(bm) + " " + G.Is<object>(bm) + " " + G.Is<Animal>(new Dog()));
        try { G.Unbox<long>(bi); } catch (InvalidCastException) { Console.WriteLine("invalid cast"); }
        int[] ints = G.Fill(4, 7); string[] strs = G.Fill(2, "x"); Money[] ms = G.Fill(3, new Money(1)); double[] ds = G.Fill(2, 0.5);
        Console.WriteLine(ints.Length + " " + ints[3] + " " + strs[1] + " " + ms[2] + " " + (ds[0] + ds[1]));
        Console.WriteLine(G.Kind<int>() + " " + G.Kind<string>() + " " + G.Kind<double>() + " " + G.Kind<Money>() + " " + G.Kind<long>());
        Console.WriteLine(G.Count(new int[] { 1, 2, 1, 1 }, 1) + " " + G.Count(new string[] { "a", "b", "a" }, "a") + " " + G.Count(ms, new Money(1)));
        Console.WriteLine(G.Apply("hello", new ToLen()) + " " + new Program().Scaled(3, new Mul()));

    }
}
