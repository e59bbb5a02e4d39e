// base.ToString(), base.Equals(o) and base.GetHashCode() in overrides call Object's (a class)
// or ValueType's (a struct, by its fields) own implementation, not the override again; a
// destructor's call of Object.Finalize compiles (the Dispose pattern).
using System;

class Named
{
    public override string ToString() { return "<" + base.ToString() + ">"; }
    public override bool Equals(object o) { Console.WriteLine("Named.Equals"); return base.Equals(o); }
    public override int GetHashCode() { return base.GetHashCode() == base.GetHashCode() ? 7 : 8; }
}

class Derived : Named
{
    public override string ToString() { return "[" + base.ToString() + "]"; }
}

struct Point
{
    public int X; public string Label; public double W;
    public override bool Equals(object o) { Console.WriteLine("Point.Equals"); return base.Equals(o); }
    public override int GetHashCode() { return base.GetHashCode() == base.GetHashCode() ? 1 : 2; }
    public override string ToString() { return "Point " + base.ToString(); }
}

struct Plain
{
    public int X;
    public override bool Equals(object o) { return base.Equals(o); }
    public override int GetHashCode() { return X; }
}

class Resource : IDisposable
{
    readonly string name;
    public Resource(string name) { this.name = name; }
    ~Resource() { Dispose(false); }
    public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }
    protected virtual void Dispose(bool disposing) { Console.WriteLine("dispose " + name + " " + disposing); }
}

class Program
{
    static void Main()
    {
        var n = new Named();
        Console.WriteLine(n);
        Console.WriteLine(new Derived());
        Console.WriteLine(n.Equals(n));
        Console.WriteLine(n.Equals(new Named()));
        Console.WriteLine(n.GetHashCode());

        var a = new Point { X = 1, Label = "x", W = 0.5 };
        var b = new Point { X = 1, Label = "x", W = 0.5 };
        Console.WriteLine(a.Equals(b));
        b.Label = "y";
        Console.WriteLine(a.Equals(b));
        Console.WriteLine(a.Equals(null));
        Console.WriteLine(a.Equals(5));
        Console.WriteLine(a.GetHashCode());
        Console.WriteLine(a);
        object boxed = a;
        Console.WriteLine(boxed.Equals(a));
        Console.WriteLine(new Plain { X = 2 }.Equals(new Plain { X = 2 }));
        Console.WriteLine(new Plain { X = 2 }.Equals(new Plain { X = 3 }));

        using (var r = new Resource("a")) Console.WriteLine("using a");
        Console.WriteLine("done");
    }
}
