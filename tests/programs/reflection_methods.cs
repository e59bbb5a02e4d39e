using System;
using System.Linq;
using System.Reflection;

// Type.GetMethods/GetMethod and MethodInfo.Invoke on the program's own types: the listing
// (declaration order, then the bases', overrides hiding what they override, System.Object's
// and ValueType's methods, binding flags, ToString, parameters), and invoking instance,
// static, virtual, interface and struct methods of every result kind and up to eight parameters
// (constructors too), with Mono's exceptions.
interface IShape { double Area(); string Describe(string prefix); }
struct Pt { public int X; public int Len() { return X * 2; } public Pt Twice() { return new Pt { X = X * 2 }; } }
class Calc : IShape {
    public int Add(int a, int b) { return a + b; }
    public static double Half(double x) => x / 2;
    public virtual string Who() { return "calc"; }
    public decimal Price(decimal unit, int count, bool discount) { return unit * count * (discount ? 0.9m : 1m); }
    public void Hello(string who) { Console.WriteLine("hello " + who); }
    public long Sum4(long a, int b, short c, byte d) { return a + b + c + d; }
    public DateTime Day(int d) { return new DateTime(2024, 1, d); }
    public int? Maybe(bool yes) { return yes ? 5 : (int?)null; }
    public int Fails(int x) { throw new ArgumentException("bad " + x); }
    public double Area() { return 2.5; }
    public string Describe(string prefix) { return prefix + " calc"; }
    private int Secret() { return 42; }
    protected static string Guarded() { return "guarded"; }
    public string Name { get; set; }
}
class Wide {
    public int A, F;
    public Wide(int a, int b, int c, int d, int e, int f) { A = a; F = a + b + c + d + e + f; }
    public string Join5(string a, int b, double c, char d, bool e) { return a + b + c + d + e + A; }
    public static long Sum8(long a, int b, short c, byte d, long e, int f, short g, byte h) { return a + b + c + d + e + f + g + h; }
    public void Print7(int a, int b, int c, int d, int e, int f, string g) { Console.WriteLine(g + (a + b + c + d + e + f)); }
}
class Sub : Calc { public override string Who() { return "sub"; } public new int Add(int a, int b) { return a - b; } public void Hi() { } }
class Program {
    static void Show(string what, Func<object> f) {
        try { Console.WriteLine(what + ": " + (f() ?? "null")); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType() + ": " + e.Message + (e.InnerException != null ? " <- " + e.InnerException.GetType() + ": " + e.InnerException.Message : "")); }
    }
    static void Main() {
        foreach (var m in typeof(Pt).GetMethods()) Console.WriteLine(m + " | " + m.DeclaringType + " " + m.IsStatic + m.IsVirtual + m.IsPublic);
        foreach (var m in typeof(Sub).GetMethods()) Console.WriteLine(m + " | " + m.DeclaringType + " " + m.ReturnType.Name);
        foreach (var m in typeof(Sub).GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.FlattenHierarchy)) Console.WriteLine("static " + m + " | " + m.DeclaringType);
        foreach (var m in typeof(Calc).GetMethods(BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly)) Console.WriteLine("non-public " + m);
        foreach (var m in typeof(IShape).GetMethods()) Console.WriteLine("interface " + m);
        foreach (var p in typeof(Calc).GetMethod("Price").GetParameters()) Console.WriteLine(p + " " + p.Name + " " + p.Position + " " + p.ParameterType + " " + p.Member.Name);
        var c = new Calc(); var s = new Sub();
        Show("Add", () => typeof(Calc).GetMethod("Add").Invoke(c, new object[] { 2, 3 }));
        Show("Sub.Add", () => typeof(Sub).GetMethod("Add").Invoke(s, new object[] { 2, 3 }));
        Show("Half", () => typeof(Calc).GetMethod("Half").Invoke(null, new object[] { 5.0 }));
        Show("Who", () => typeof(Calc).GetMethod("Who").Invoke(s, null));
        Show("Price", () => typeof(Calc).GetMethod("Price").Invoke(c, new object[] { 9.99m, 3, true }));
        Show("Hello", () => typeof(Calc).GetMethod("Hello").Invoke(c, new object[] { "bob" }));
        Show("Sum4", () => typeof(Calc).GetMethod("Sum4").Invoke(c, new object[] { 1L << 40, 2, (short)3, (byte)4 }));
        Show("Day", () => ((DateTime)typeof(Calc).GetMethod("Day").Invoke(c, new object[] { 17 })).DayOfWeek);
        Show("Maybe", () => typeof(Calc).GetMethod("Maybe").Invoke(c, new object[] { true }) + "/" + typeof(Calc).GetMethod("Maybe").Invoke(c, new object[] { false }));
        Show("Fails", () => typeof(Calc).GetMethod("Fails").Invoke(c, new object[] { 7 }));
        Show("Secret", () => typeof(Calc).GetMethod("Secret", BindingFlags.NonPublic | BindingFlags.Instance).Invoke(c, null));
        Show("Area", () => typeof(IShape).GetMethod("Area").Invoke(c, null));
        Show("Describe", () => typeof(IShape).GetMethod("Describe").Invoke(s, new object[] { "a" }));
        Show("get_Name", () => { typeof(Calc).GetMethod("set_Name").Invoke(c, new object[] { "nm" }); return typeof(Calc).GetMethod("get_Name").Invoke(c, null); });
        Show("Len", () => typeof(Pt).GetMethod("Len").Invoke(new Pt { X = 4 }, new object[0]));
        Show("Twice", () => ((Pt)typeof(Pt).GetMethod("Twice").Invoke(new Pt { X = 4 }, null)).X);
        Show("ToString", () => typeof(object).GetMethod("ToString").Invoke(s, null));
        Show("GetType", () => typeof(Sub).GetMethod("GetType").Invoke(s, null));
        Show("Equals", () => typeof(object).GetMethod("Equals", new[] { typeof(object) }).Invoke(c, new object[] { c }));
        Show("ReferenceEquals", () => typeof(object).GetMethod("ReferenceEquals").Invoke(null, new object[] { c, s }));
        Show("GetHashCode", () => typeof(Pt).GetMethod("GetHashCode").Invoke(new Pt { X = 4 }, null).Equals(new Pt { X = 4 }.GetHashCode()));
        Show("count", () => typeof(Calc).GetMethod("Add").Invoke(c, new object[] { 1 }));
        Show("type", () => typeof(Calc).GetMethod("Add").Invoke(c, new object[] { 1, "x" }));
        Show("null target", () => typeof(Calc).GetMethod("Add").Invoke(null, new object[] { 1, 2 }));
        Show("wrong target", () => typeof(Calc).GetMethod("Add").Invoke("str", new object[] { 1, 2 }));
        Show("missing", () => typeof(Calc).GetMethod("Nope"));
        Show("by types", () => typeof(Calc).GetMethod("Add", new[] { typeof(int), typeof(int) }));
        var w = new Wide(1, 2, 3, 4, 5, 6);
        Show("Join5", () => typeof(Wide).GetMethod("Join5").Invoke(w, new object[] { "x", 1, 2.5, 'c', true }));
        Show("Sum8", () => typeof(Wide).GetMethod("Sum8").Invoke(null, new object[] { 1L << 40, 2, (short)3, (byte)4, 5L, 6, (short)7, (byte)8 }));
        Show("Print7", () => typeof(Wide).GetMethod("Print7").Invoke(w, new object[] { 1, 2, 3, 4, 5, 6, "sum " }));
        Show("ctor6", () => ((Wide)typeof(Wide).GetConstructors()[0].Invoke(new object[] { 1, 2, 3, 4, 5, 7 })).F);
        Show("Activator6", () => ((Wide)Activator.CreateInstance(typeof(Wide), 2, 2, 3, 4, 5, 6)).F);
        Show("names", () => string.Join(",", typeof(Calc).GetMethods().Select(m => m.Name).Distinct().OrderBy(n => n)));
    }
}
