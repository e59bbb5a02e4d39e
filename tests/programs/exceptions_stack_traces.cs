// Exceptions' stack traces as Mono prints them (ToString, StackTrace): frames of user methods
// of every kind, IL offsets, rethrow, throw e, inner exceptions, filters, finally, static
// constructors, a trace never thrown, and methods Mono inlines (no frame of their own).
using System;
using System.Collections.Generic;
using System.Linq;

class ValidationException : Exception
{
    public string Field;
    public ValidationException(string field, string message) : base(message) { Field = field; }
}

interface IShape { double Area(); }

class Square : IShape
{
    double side;
    public Square(double side) { if (side < 0) throw new ArgumentOutOfRangeException("side", side, "negative side"); this.side = side; }
    public double Area() { if (side == 0) throw new InvalidOperationException("empty square"); return side * side; }
}

abstract class Animal
{
    public abstract string Speak(int times);
    public string Twice() { return Speak(2) + "!"; }
}

class Dog : Animal
{
    public override string Speak(int times) { if (times > 1) throw new NotSupportedException("one bark at a time"); return "woof"; }
}

class Box<T>
{
    T[] items = new T[2];
    public T Get(int index) { return items[index]; }
    public void Check<U>(U other, ref int count) where U : class
    {
        count++;
        if (other == null) throw new ArgumentNullException("other");
    }
    public class Inner
    {
        public int Fail(Dictionary<string, List<T>> map, string key) { return map[key].Count; }
    }
}

struct Money
{
    public decimal Amount;
    public Money Divide(int parts) { return new Money { Amount = Amount / parts }; }
}

static class Broken
{
    public static readonly int Value = Compute();
    static int Compute() { throw new FormatException("bad static state"); }
}

class Resource : IDisposable
{
    public void Dispose() { throw new ObjectDisposedException("Resource"); }
}

class Program
{
    static void Validate(string name)
    {
        if (string.IsNullOrEmpty(name)) throw new ValidationException("name", "Name is required");
    }

    static void Register(string name) { Console.Write(""); Validate(name); }

    static int Depth(int n) { if (n == 0) throw new StackOverflowException("pretend"); Console.Write(""); return Depth(n - 1) + 1; }

    static IEnumerable<int> Numbers()
    {
        yield return 1;
        throw new InvalidOperationException("iterator broke");
    }

    static void Rethrower()
    {
        try { Register(null); }
        catch (ValidationException) { Console.WriteLine("logging and rethrowing"); throw; }
    }

    static void Wrapper()
    {
        try { Register(""); }
        catch (Exception e) { throw new ApplicationException("wrapped", e); }
    }

    static void ThrowAgain()
    {
        try { Register(""); }
        catch (Exception e) { Console.Write(""); throw e; }
    }

    static void Show(string title, Action action)
    {
        Console.WriteLine("== " + title);
        try { action(); }
        catch (Exception e)
        {
            Console.WriteLine(e);
            Console.WriteLine("-- StackTrace:");
            Console.WriteLine(e.StackTrace);
        }
    }

    static void Main()
    {
        Show("custom exception", () => Register(null));
        Show("constructor", () => new Square(-1));
        Show("interface", () => { IShape s = new Square(0); Console.WriteLine(s.Area()); });
        Show("virtual", () => Console.WriteLine(new Dog().Twice()));
        Show("generic array", () => Console.WriteLine(new Box<string>().Get(5)));
        Show("generic method", () => { int c = 0; new Box<int>().Check<string>(null, ref c); });
        Show("nested generic", () => new Box<int>.Inner().Fail(new Dictionary<string, List<int>>(), "missing"));
        Show("struct", () => new Money { Amount = 10m }.Divide(0));
        Show("recursion", () => Depth(3));
        Show("iterator", () => { foreach (int i in Numbers()) Console.WriteLine(i); });
        Show("linq", () => Console.WriteLine(new int[0].First()));
        Show("rethrow", Rethrower);
        Show("inner", Wrapper);
        Show("throw e", ThrowAgain);
        Show("static constructor", () => Console.WriteLine(Broken.Value));
        Show("using", () => { using (new Resource()) { Console.WriteLine("inside"); } });
        Show("filter", () =>
        {
            try { Register(null); }
            catch (ValidationException e) when (e.Field == "other") { Console.WriteLine("not here"); }
        });
        Show("finally", () =>
        {
            try { Register(null); }
            finally { Console.WriteLine("finally ran"); }
        });
        Show("division", () => { int zero = 0; Console.WriteLine(10 / zero); });
        Show("null", () => { string s = null; Console.WriteLine(s.Length); });
        Show("cast", () => { object o = "text"; Console.WriteLine((int)o); });
        Show("list", () => { var l = new List<int> { 1, 2 }; l[3] = 4; });
        var never = new InvalidOperationException("never thrown");
        Console.WriteLine(never.StackTrace == null);
        Console.WriteLine(never);
        try { Register(null); }
        catch (Exception e) { Console.WriteLine(e.StackTrace.Split('\n').Length); }
    }
}
