// Delegates bound to interface, virtual and library methods; struct and float signatures;
// multicast combination and removal (.NET's rules: the last matching run is removed);
// closures over locals and loop variables.
using System;
interface IGreeter { string Greet(string n); }
class English : IGreeter { public string Greet(string n) { return "Hello " + n; } }
class French : IGreeter { public virtual string Greet(string n) { return "Bonjour " + n; } }
class Quebec : French { public override string Greet(string n) { return "Allo " + n; } }
struct Vec { public double X, Y; public Vec(double x, double y) { X = x; Y = y; } public override string ToString() { return "<" + X + "," + Y + ">"; } }
delegate Vec VecFn(Vec a, double s, Vec b);
delegate void Log(string s);
class Program {
    static void A(string s) { Console.WriteLine("A " + s); }
    static void B(string s) { Console.WriteLine("B " + s); }
    static void C(string s) { Console.WriteLine("C " + s); }
    static void Main() {
        IGreeter g = new English(); Func<string, string> f = g.Greet; Console.WriteLine(f("Bob"));
        g = new Quebec(); f = g.Greet; Console.WriteLine(f("Ann"));
        French fr = new Quebec(); f = fr.Greet; Console.WriteLine(f("Zoe"));
        VecFn vf = (u, s, w) => new Vec(u.X * s + w.X, u.Y * s + w.Y); Console.WriteLine(vf(new Vec(1, 2), 3, new Vec(0.5, 0.25)));
        Log a = A, b = B, c = C;
        Log abc = a + b + c; abc("abc");
        Log abcab = abc + a + b; (abcab - (a + b))("minus ab");
        (abcab - (b + c))("minus bc"); (abcab - (a + c))("minus ac");
        (abc - b)("minus b"); Log x = abc - abc; Console.WriteLine(x == null);
        Console.WriteLine(abc.GetInvocationList().Length);
        Log d = (Log)Delegate.Combine(a, b); d("combined"); d = (Log)Delegate.Remove(d, a); d("removed");
        Console.WriteLine(Delegate.Combine(null, null) == null);
        Log lam1 = s => Console.WriteLine("lam " + s); Log both = lam1 + lam1; both("x"); both -= lam1; both("y");
        Func<int, int> sq = n => n * n; Func<int, int> twice = n => sq(sq(n)); Console.WriteLine(twice(3));
        Func<int> counter = MakeCounter(); counter(); counter(); Console.WriteLine(counter());
        Action<int> act = null; for (int i = 0; i < 3; i++) { act += k => Console.Write(k + i + " "); } act(10); Console.WriteLine();
        Console.WriteLine(((Func<double, double, double>)Math.Max)(2.5, 1.5));
        Comparison<string> byLen = (p, q) => p.Length.CompareTo(q.Length);
        string[] ws = { "ccc", "a", "bb" }; Sort(ws, byLen); foreach (var w in ws) Console.Write(w + ","); Console.WriteLine();
        Predicate<int> even = n => n % 2 == 0; Console.WriteLine(even(4) + " " + even.Invoke(3));
        Func<Func<int, int>, int, int> apply = (fn, v) => fn(v); Console.WriteLine(apply(n => n + 100, 1));
        EventHandler<EventArgs> eh = (s, e) => Console.WriteLine("eh " + (s == null) + " " + (e == EventArgs.Empty)); eh(null, EventArgs.Empty);

    }
    static void Sort<T>(T[] a, Comparison<T> cmp) { for (int i = 1; i < a.Length; i++) for (int j = i; j > 0 && cmp(a[j - 1], a[j]) > 0; j--) { T t = a[j]; a[j] = a[j - 1]; a[j - 1] = t; } }
    static Func<int> MakeCounter() { int n = 0; return () => ++n; }
}
