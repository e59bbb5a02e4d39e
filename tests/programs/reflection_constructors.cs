// Constructors through reflection: Type.GetConstructors/GetConstructor, ConstructorInfo
// (names, attributes, parameters, ToString, Invoke) and Activator.CreateInstance with
// arguments, on classes, structs, generic instances and types with static constructors,
// with Mono's exceptions.
using System;
using System.Linq;
using System.Reflection;

class Animal
{
    public string Name;
    public int Legs;
    public Animal() { Name = "?"; }
    public Animal(string name) { Name = name; }
    public Animal(string name, int legs) { Name = name; Legs = legs; }
    protected Animal(int legs) { Legs = legs; }
    private Animal(double weight) { Name = "heavy " + weight; }
    public Animal(object tag) { Name = "tag " + tag; }
    public override string ToString() { return "Animal(" + Name + ", " + Legs + ")"; }
}

class Dog : Animal
{
    public Dog(string name) : base(name, 4) { }
}

struct Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public Point(int both) : this(both, both) { }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}

class Registry
{
    public static int Created;
    static Registry() { Console.WriteLine("Registry's static constructor"); }
    public Registry() { Created++; }
}

class Late
{
    static Late() { Console.WriteLine("Late's static constructor"); }
    public Late(int n) { Console.WriteLine("Late(" + n + ")"); }
}

class Broken
{
    static readonly int Zero = 0;
    static readonly int Value = 1 / Zero;
    public Broken() { Console.WriteLine(Value); }
}

class Tally
{
    public long N;
    public Tally(long n) { N = n; }
    public override string ToString() { return "Tally(" + N + ")"; }
}

class Fragile
{
    public Fragile(int n) { if (n < 0) throw new ArgumentOutOfRangeException("n", "negative"); }
}

abstract class Shape
{
    public Shape() { }
}

class Box<T>
{
    public T Value;
    public Box(T value) { Value = value; }
    public override string ToString() { return "Box<" + typeof(T).Name + ">(" + Value + ")"; }
}

class Ambiguous
{
    public Ambiguous(string a, object b) { }
    public Ambiguous(object a, string b) { }
}

class Program
{
    static void Show(Type t, BindingFlags flags)
    {
        ConstructorInfo[] ctors = t.GetConstructors(flags);
        Console.WriteLine(t.Name + ": " + ctors.Length + " constructor(s)");
        foreach (ConstructorInfo c in ctors)
            Console.WriteLine("  " + c + " | " + c.Name + " | " + c.Attributes + " | public " + c.IsPublic +
                              " | static " + c.IsStatic + " | " + c.DeclaringType.Name + " | " +
                              string.Join(", ", c.GetParameters().Select(p => p.Position + ":" + p.ParameterType.Name + " " + p.Name)));
    }

    static void Try(string what, Func<object> f)
    {
        try { Console.WriteLine(what + " -> " + f()); }
        catch (TargetInvocationException e)
        {
            Console.WriteLine(what + " -> TargetInvocationException: " + e.InnerException.GetType().Name + ": " +
                              e.InnerException.Message.Replace("\n", " | "));
        }
        catch (Exception e) { Console.WriteLine(what + " -> " + e.GetType().Name + ": " + e.Message.Replace("\n", " | ")); }
    }

    static void Main()
    {
        Show(typeof(Animal), BindingFlags.Public | BindingFlags.Instance);
        Show(typeof(Animal), BindingFlags.NonPublic | BindingFlags.Instance);
        Show(typeof(Dog), BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance);
        Show(typeof(Point), BindingFlags.Public | BindingFlags.Instance);
        Show(typeof(Registry), BindingFlags.NonPublic | BindingFlags.Static);
        Show(typeof(Box<int>), BindingFlags.Public | BindingFlags.Instance);
        Console.WriteLine(typeof(Animal).GetConstructors().Length + " " + typeof(Shape).GetConstructors().Length);

        ConstructorInfo named = typeof(Animal).GetConstructor(new[] { typeof(string), typeof(int) });
        Console.WriteLine(named + " " + (typeof(Animal).GetConstructor(new[] { typeof(long) }) == null) +
                          " " + typeof(Animal).GetConstructor(Type.EmptyTypes));
        Try("Invoke(\"Rex\", 3)", () => named.Invoke(new object[] { "Rex", 3 }));
        Try("Invoke()", () => typeof(Animal).GetConstructor(Type.EmptyTypes).Invoke(null));
        Try("Invoke(\"Rex\")", () => named.Invoke(new object[] { "Rex" }));
        Try("Invoke(3, \"Rex\")", () => named.Invoke(new object[] { 3, "Rex" }));
        Try("Invoke(null, 2)", () => named.Invoke(new object[] { null, 2 }));
        Try("Point(5, 6)", () => typeof(Point).GetConstructor(new[] { typeof(int), typeof(int) }).Invoke(new object[] { 5, 6 }));
        Try("Box<int>(7)", () => typeof(Box<int>).GetConstructors()[0].Invoke(new object[] { 7 }));
        Try("Fragile(-1)", () => typeof(Fragile).GetConstructors()[0].Invoke(new object[] { -1 }));
        Try("Shape()", () => typeof(Shape).GetConstructors()[0].Invoke(null));

        Console.WriteLine("before Late");
        Try("Late(1)", () => typeof(Late).GetConstructors()[0].Invoke(new object[] { 1 }));
        Try("Late(2)", () => Activator.CreateInstance(typeof(Late), 2));
        Try("Broken()", () => typeof(Broken).GetConstructor(Type.EmptyTypes).Invoke(null));
        Try("Broken() again", () => Activator.CreateInstance(typeof(Broken), new object[0]));
        Try(".cctor", () => typeof(Registry).GetConstructors(BindingFlags.NonPublic | BindingFlags.Static)[0].Invoke(null));
        Console.WriteLine("before Registry: " + Registry.Created);
        Try("Registry()", () => Activator.CreateInstance(typeof(Registry), new object[0]));
        Console.WriteLine("after Registry: " + Registry.Created);

        Try("CreateInstance(Animal, \"Tom\")", () => Activator.CreateInstance(typeof(Animal), "Tom"));
        Try("CreateInstance(Animal, \"Tom\", 2)", () => Activator.CreateInstance(typeof(Animal), "Tom", 2));
        Try("CreateInstance(Animal, 4.5)", () => Activator.CreateInstance(typeof(Animal), 4.5));
        Try("CreateInstance(Animal, 4.5, NonPublic)", () => Activator.CreateInstance(typeof(Animal),
            BindingFlags.NonPublic | BindingFlags.Instance, null, new object[] { 4.5 }, null));
        Try("CreateInstance(Animal, new object())", () => Activator.CreateInstance(typeof(Animal), new object()));
        Try("CreateInstance(Animal, null)", () => Activator.CreateInstance(typeof(Animal), new object[] { null }));
        Try("CreateInstance(Animal, 1, 2, 3)", () => Activator.CreateInstance(typeof(Animal), 1, 2, 3));
        Try("CreateInstance(Dog, \"Fido\")", () => Activator.CreateInstance(typeof(Dog), "Fido"));
        Try("CreateInstance(Dog, no arguments)", () => Activator.CreateInstance(typeof(Dog), new object[0]));
        Try("CreateInstance(Point, 2)", () => Activator.CreateInstance(typeof(Point), 2));
        Try("CreateInstance(Point, no arguments)", () => Activator.CreateInstance(typeof(Point), new object[0]));
        Try("CreateInstance(Box<string>, \"hi\")", () => Activator.CreateInstance(typeof(Box<string>), "hi"));
        Try("CreateInstance(Fragile, -2)", () => Activator.CreateInstance(typeof(Fragile), -2));
        Try("CreateInstance(Ambiguous, \"a\", \"b\")", () => Activator.CreateInstance(typeof(Ambiguous), "a", "b"));
        Try("CreateInstance(Tally, 5)", () => Activator.CreateInstance(typeof(Tally), 5));
        Try("CreateInstance(Tally, 'x')", () => Activator.CreateInstance(typeof(Tally), 'x'));
        Try("CreateInstance(Tally, 2.5)", () => Activator.CreateInstance(typeof(Tally), 2.5));
        Console.WriteLine(typeof(Tally).GetConstructor(new[] { typeof(int) }) + " " +
                          (typeof(Tally).GetConstructor(new[] { typeof(float) }) == null));
        Try("CreateInstance(null, 1)", () => Activator.CreateInstance(null, 1));
    }
}
