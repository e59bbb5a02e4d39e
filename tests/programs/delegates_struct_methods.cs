// A delegate over a struct's instance method binds to a boxed copy of the value: later
// changes to the variable are not seen, and the method's own changes persist in the box.
// Delegates over Object's virtual methods (ToString, Equals, GetHashCode) run the override.
using System;

struct Counter {
    public int Count;
    public int Get() { return Count; }
    public int Add(int n) { Count += n; return Count; }
    public override string ToString() { return "Counter(" + Count + ")"; }
}

struct Wrapper<T> {
    public T Value;
    public T Get() { return Value; }
    public string Describe(string prefix) { return prefix + Value; }
}

interface IShape { double Area(); }

struct Square : IShape {
    public double Side;
    public double Area() { return Side * Side; }
}

class Program {
    static void Main() {
        var c = new Counter { Count = 42 };
        Func<int> get = c.Get;
        Func<int, int> add = c.Add;
        c.Count = 1;
        Console.WriteLine(get());
        Console.WriteLine(add(5));
        Console.WriteLine(add(5));
        Console.WriteLine(c.Count);
        Func<string> str = c.ToString;
        Console.WriteLine(str());

        var w = new Wrapper<string> { Value = "hi" };
        Func<string> wg = w.Get;
        Func<string, string> wd = w.Describe;
        Console.WriteLine(wg() + " " + wd("> "));
        var wl = new Wrapper<long> { Value = 1L << 40 };
        Func<long> wlg = wl.Get;
        Console.WriteLine(wlg());

        var sq = new Square { Side = 1.5 };
        Func<double> area = sq.Area;
        IShape shape = sq;
        Func<double> viaInterface = shape.Area;
        sq.Side = 10;
        Console.WriteLine(area() + viaInterface());

        Func<object, bool> eq = c.Equals;
        Console.WriteLine(eq(new Counter { Count = 1 }) + " " + eq(c));
        Func<string> text = "text".ToString;
        Func<string> boxed = 12.5.ToString;
        object o = new Program();
        Func<int> hash = 7.GetHashCode;
        Console.WriteLine(text() + " " + boxed() + " " + hash() + " " + ((Func<string>)o.ToString)());

        Func<int> both = get;
        both += new Counter { Count = 7 }.Get;
        Console.WriteLine(both());
    }
}
