using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

// Type.GetFields/GetProperties (and GetField/GetProperty) on the program's own types:
// the listing (order, inherited and overridden members, binding flags, ToString), and
// reading and writing values (classes, boxed structs, static properties, virtual
// and abstract accessors, interfaces' properties, generic types, struct-typed and Nullable
// properties and fields, constants, static fields
// whose type's static constructor runs first, or fails), with Mono's exceptions.
struct Pt { public int X; public int Y { get; set; } public double Len => Math.Sqrt(X * X + Y * Y); }
class Base {
    public int BaseProp { get; set; }
    public string BaseField = "bf";
    public virtual string Over { get { return "base"; } }
    protected int Hidden { get; set; }
    private int basePrivate = 1;
    public int Peek() { return basePrivate + Hidden; }
}
class Person : Base {
    public string Name { get; set; }
    public int Age { get; set; }
    public decimal Salary;
    public static int Count { get; set; }
    public DateTime Born = new DateTime(2000, 2, 29);
    public Pt Where;
    public int? Maybe { get; set; }
    public override string Over => "person";
    private int secret = 7;
    public string ReadOnly => Name + "!";
    public int WriteOnly { set { Age = value; } }
    public string this[int i] => "idx" + i;
    public int this[string a, long b] { get { return 0; } set { } }
    public int Fails { get { throw new InvalidOperationException("no " + Name); } }
    public const double Ratio = 1.5;
    public int Secret() { return secret; }
}
class Box<T> { public T Value; public List<T> Items { get; } = new List<T>(); public T First => Items.Count > 0 ? Items[0] : default(T); }
class Config {
    public static string Kind = Init(); public static int Level; public int? Maybe = 4; public long? None; public DateTime? When;
    static string Init() { Console.WriteLine("Config's initializer runs"); return "human"; }
}
interface IHas { int Id { get; } }
abstract class Animal : IHas { public abstract string Sound { get; } public int Id { get; set; } }
class Dog : Animal { public override string Sound => "woof"; }
struct Tag : IHas { public int Id { get { return 7; } } }
enum Level { Low = 1, High = 5 }
class Constants {
    public const double Ratio = 1.5; public const float F = -0.25f; public const int I = -7; public const long L = 1L << 40;
    public const string S = "text \u00e9"; public const string N = null; public const bool B = true; public const char C = 'x';
    public const byte U8 = 200; public const Level E = Level.High; public const ulong U = ulong.MaxValue;
}
class Broken { public static int X = Fail(); static int Fail() { throw new InvalidOperationException("bad init"); } }
class Program {
    static void Statics() {
        Console.WriteLine("statics");
        var f = typeof(Config).GetField("Kind");
        Console.WriteLine(f.GetValue(null));
        typeof(Config).GetField("Level").SetValue(null, 7);
        Console.WriteLine(Config.Level + " " + typeof(Config).GetField("Level").GetValue(null));
        var c = new Config();
        foreach (var fi in typeof(Config).GetFields()) Console.WriteLine(fi + " = " + (fi.GetValue(fi.IsStatic ? null : c) ?? "null"));
        typeof(Config).GetField("Maybe").SetValue(c, null);
        typeof(Config).GetField("None").SetValue(c, 5L);
        typeof(Config).GetField("When").SetValue(c, new DateTime(2020, 1, 1));
        Console.WriteLine(c.Maybe.HasValue + " " + c.None + " " + c.When.Value.Year);
        for (int i = 0; i < 2; i++) Show("broken", () => typeof(Broken).GetField("X").GetValue(null));
        foreach (var k in typeof(Constants).GetFields()) Console.WriteLine(k + " = " + (k.GetValue(null) ?? "null") + " " + k.IsLiteral);
        Show("set constant", () => { typeof(Constants).GetField("I").SetValue(null, 2); return null; });
    }
    static void Show(string what, Func<object> f) {
        try { Console.WriteLine(what + ": " + f()); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType() + ": " + e.Message + (e.InnerException != null ? " <- " + e.InnerException.GetType() + ": " + e.InnerException.Message : "")); }
    }
    static void Main() {
        var p = new Person { Name = "Ann", Age = 30, Salary = 1.5m, Maybe = 3, BaseProp = 9 };
        foreach (var pi in typeof(Person).GetProperties())
            Console.WriteLine(pi + " | " + pi.Name + " " + pi.PropertyType + " " + pi.CanRead + pi.CanWrite + " " + pi.DeclaringType.Name + " " + pi.GetIndexParameters().Length);
        foreach (var f in typeof(Person).GetFields())
            Console.WriteLine(f + " | " + f.Name + " " + f.FieldType.Name + " " + f.IsStatic + f.IsPublic + f.IsLiteral + " " + f.DeclaringType.Name);
        foreach (var f in typeof(Person).GetFields(BindingFlags.NonPublic | BindingFlags.Instance)) Console.WriteLine("non-public " + f.Name);
        foreach (var pi in typeof(Person).GetProperties(BindingFlags.NonPublic | BindingFlags.Instance)) Console.WriteLine("non-public " + pi.Name);
        foreach (var pi in typeof(Person).GetProperties(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly)) Console.WriteLine("declared " + pi.Name);
        foreach (var pi in typeof(Person).GetProperties(BindingFlags.Static | BindingFlags.Public)) Console.WriteLine("static " + pi.Name);
        foreach (var pi in typeof(Person).GetProperties().Where(x => x.GetIndexParameters().Length == 0 && x.CanRead))
            Show(pi.Name, () => pi.GetValue(p));
        foreach (var f in typeof(Person).GetFields().Where(f => !f.IsStatic)) Show(f.Name, () => f.GetValue(p));
        typeof(Person).GetProperty("Name").SetValue(p, "Bob");
        typeof(Person).GetField("Salary").SetValue(p, 2.25m);
        typeof(Person).GetProperty("Count").SetValue(null, 5);
        typeof(Person).GetProperty("WriteOnly").SetValue(p, 41);
        typeof(Person).GetProperty("Maybe").SetValue(p, null);
        typeof(Person).GetField("Born").SetValue(p, new DateTime(1999, 12, 31));
        typeof(Person).GetField("secret", BindingFlags.NonPublic | BindingFlags.Instance).SetValue(p, 8);
        typeof(Base).GetProperty("Hidden", BindingFlags.NonPublic | BindingFlags.Instance).SetValue(p, 100);
        Console.WriteLine(p.Name + " " + p.Salary + " " + Person.Count + " " + p.Age + " " + p.Maybe.HasValue + " " + p.Born.Year + " " + p.Secret() + " " + p.Peek());
        Console.WriteLine((typeof(Person).GetProperty("nope") == null) + " " + (typeof(Person).GetField("secret") == null) + " " + typeof(Base).GetProperty("Over").GetValue(p));
        object pt = new Pt { X = 3 };
        typeof(Pt).GetProperty("Y").SetValue(pt, 4);
        typeof(Pt).GetField("X").SetValue(pt, 6);
        Console.WriteLine(typeof(Pt).GetProperty("Len").GetValue(pt) + " " + ((Pt)pt).Y + " " + ((Pt)pt).X);
        foreach (var pi in typeof(Pt).GetProperties()) Console.WriteLine(pi);
        var box = new Box<string> { Value = "v" }; box.Items.Add("first");
        foreach (var pi in box.GetType().GetProperties()) Console.WriteLine(pi + " = " + pi.GetValue(box));
        foreach (var f in typeof(Box<int>).GetFields()) Console.WriteLine(f + " = " + f.GetValue(new Box<int> { Value = 12 }));
        Show("wrong target", () => typeof(Person).GetProperty("Name").GetValue("str"));
        Show("null target", () => typeof(Person).GetProperty("Name").GetValue(null));
        Show("null field target", () => typeof(Person).GetField("Salary").GetValue(null));
        Show("wrong field target", () => typeof(Person).GetField("Salary").GetValue(new Base()));
        Show("bad value", () => { typeof(Person).GetProperty("Age").SetValue(p, "x"); return null; });
        Show("bad field value", () => { typeof(Person).GetField("Salary").SetValue(p, 3); return null; });
        Show("no setter", () => { typeof(Person).GetProperty("ReadOnly").SetValue(p, "x"); return null; });
        Show("no getter", () => typeof(Person).GetProperty("WriteOnly").GetValue(p));
        Show("throws", () => typeof(Person).GetProperty("Fails").GetValue(p));
        Show("indexer", () => typeof(Person).GetProperty("Item", typeof(string)));
        Show("object", () => typeof(object).GetProperties().Length + typeof(object).GetFields().Length);
        Show("count", () => p.GetType().GetProperties().Length + " " + p.GetType().GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic).Length);
        Statics();
        Animal a = new Dog { Id = 3 };
        foreach (var pi in typeof(Animal).GetProperties()) Console.WriteLine(pi + " = " + pi.GetValue(a));
        foreach (var pi in typeof(IHas).GetProperties()) Console.WriteLine(pi + " = " + pi.GetValue(a) + " " + pi.GetValue(new Tag()) + " " + pi.DeclaringType);
    }
}
