// Interfaces: a class implementing several interfaces, explicit implementations (also one that
// differs from a public method of the same name), interface inheritance (IB : IA), interface
// calls on an object whose class inherits the implementation from its base class, a derived
// class re-implementing an interface, implementations by virtual methods overridden later,
// interface-typed arrays, fields, parameters and returns, and interface methods with many
// arguments, floats and void results.
using System;

interface INamed { string Name(); }
interface ICounter { int Next(); void Reset(); }
interface IScaler { double Scale(double x, int times); }
interface IBase { int Id(); }
interface IExtended : IBase { int Twice(); }
interface IWide { long Sum(int a, long b, int c, long d, int e, long f, int g, long h); }

class Counter : INamed, ICounter, IScaler, IWide
{
    int n;
    public string Name() { return "Counter"; }
    public int Next() { return ++n; }
    public void Reset() { n = 0; Console.WriteLine("Counter reset"); }
    double IScaler.Scale(double x, int times) { return x * times; }
    public double Scale(double x, int times) { return -1; }     // not the interface's
    public long Sum(int a, long b, int c, long d, int e, long f, int g, long h) { return a + b + c + d + e + f + g + h; }
}

class Item : IExtended
{
    protected int id;
    public Item(int id) { this.id = id; }
    public virtual int Id() { return id; }
    int IExtended.Twice() { return 2 * Id(); }
}

class SpecialItem : Item          // inherits the interface implementation from Item
{
    public SpecialItem(int id) : base(id) { }
    public override int Id() { return id + 1000; }
}

class Reimplementer : Item, IBase // re-implements IBase: IBase.Id now maps here
{
    public Reimplementer(int id) : base(id) { }
    int IBase.Id() { return -id; }
}

class Named : INamed
{
    string s;
    public Named(string s) { this.s = s; }
    public virtual string Name() { return s; }
}

class LoudNamed : Named
{
    public LoudNamed(string s) : base(s) { }
    public override string Name() { return base.Name() + "!"; }
}

class Interfaces
{
    static INamed field;

    static string Use(INamed n) { return "<" + n.Name() + ">"; }
    static ICounter MakeCounter() { return new Counter(); }

    static void Main()
    {
        var c = new Counter();
        INamed named = c;
        ICounter counter = c;
        IScaler scaler = c;
        IWide wide = c;
        Console.WriteLine(named.Name());
        Console.WriteLine(counter.Next()); Console.WriteLine(counter.Next()); Console.WriteLine(counter.Next());
        counter.Reset();
        Console.WriteLine(counter.Next());
        Console.WriteLine(scaler.Scale(1.25, 3));
        Console.WriteLine(c.Scale(1.25, 3));
        Console.WriteLine(wide.Sum(1, 2, 3, 4, 5, 6, 7, 8));

        IBase[] bases = { new Item(1), new SpecialItem(2), new Reimplementer(3) };
        foreach (IBase b in bases) Console.WriteLine(b.Id());
        foreach (IBase b in bases) Console.WriteLine(((IExtended)b).Twice());
        IExtended e = new SpecialItem(5);
        Console.WriteLine(e.Id() + e.Twice());

        INamed[] names = { new Named("plain"), new LoudNamed("loud"), c };
        for (int i = 0; i < names.Length; i++) Console.WriteLine(Use(names[i]));
        field = names[1];
        Console.WriteLine(field.Name());
        ICounter fresh = MakeCounter();
        int total = 0;
        for (int i = 0; i < 10; i++) total += fresh.Next();
        Console.WriteLine(total);
    }
}
