// Virtual dispatch: overrides at several levels, calls through base-typed references, `new`
// virtual slots hiding a base method, base.M() calls (non-virtual `call`), abstract classes and
// methods, sealed overrides, a virtual call from a base constructor reaching the derived
// override before the derived constructor ran, virtual methods with many and float arguments
// and struct-free returns of every kind, an array of base references with mixed objects.
using System;

abstract class Shape
{
    public string Tag;
    protected Shape(string tag) { Tag = tag; Console.WriteLine("Shape ctor sees " + Describe()); }
    public abstract double Area();
    public virtual string Describe() { return "shape " + Tag; }
    public virtual int Corners() { return 0; }
    public string Report() { return Describe() + " area=" + Area() + " corners=" + Corners(); }
}

class Rect : Shape
{
    public double W, H;
    public Rect(double w, double h) : base("rect") { W = w; H = h; }
    public override double Area() { return W * H; }
    public override string Describe() { return "rect " + W + "x" + H + " (" + base.Describe() + ")"; }
    public override int Corners() { return 4; }
}

class Square : Rect
{
    public Square(double s) : base(s, s) { Tag = "square"; }
    public sealed override string Describe() { return "square/" + base.Describe(); }
}

class Circle : Shape
{
    public double R;
    public Circle(double r) : base("circle") { R = r; }
    public override double Area() { return 3 * R * R; }
}

class A
{
    public virtual string Who() { return "A.Who"; }
    public virtual string Hidden() { return "A.Hidden"; }
    public string CallWho() { return Who(); }
    public string CallHidden() { return Hidden(); }
}

class B : A
{
    public override string Who() { return "B.Who"; }
    public new virtual string Hidden() { return "B.Hidden (new slot)"; }
}

class C : B
{
    public override string Who() { return "C.Who > " + base.Who(); }
    public override string Hidden() { return "C.Hidden > " + base.Hidden(); }
}

class Calc
{
    public virtual long Mix(int a, long b, double c, float d, int e, int f, int g, long h, double i)
    {
        return a + b + (long)c + (long)d + e + f + g + h + (long)i;
    }
    public virtual double Half(double x) { return x / 2; }
    public virtual bool IsBig(long x) { return x > 1000; }
    public virtual byte Low(int x) { return (byte)x; }
    public virtual short Neg(short x) { return (short)-x; }
    public virtual void Nothing() { Console.WriteLine("Calc.Nothing"); }
}

class Calc2 : Calc
{
    public override long Mix(int a, long b, double c, float d, int e, int f, int g, long h, double i)
    {
        return 2 * base.Mix(a, b, c, d, e, f, g, h, i);
    }
    public override double Half(double x) { return x / 4; }
    public override bool IsBig(long x) { return x > 10; }
    public override byte Low(int x) { return (byte)(x + 1); }
    public override short Neg(short x) { return x; }
    public override void Nothing() { Console.WriteLine("Calc2.Nothing"); base.Nothing(); }
}

class VirtualDispatch
{
    static void Main()
    {
        Shape[] shapes = { new Rect(2, 3), new Square(1.5), new Circle(2) };
        foreach (Shape s in shapes) Console.WriteLine(s.Report());
        double total = 0;
        for (int i = 0; i < shapes.Length; i++) total += shapes[i].Area();
        Console.WriteLine(total);

        A a = new A(), b = new B(), c = new C();
        Console.WriteLine(a.Who() + " | " + b.Who() + " | " + c.Who());
        Console.WriteLine(a.Hidden() + " | " + b.Hidden() + " | " + c.Hidden());
        Console.WriteLine(((B)c).Hidden());
        Console.WriteLine(c.CallWho() + " | " + c.CallHidden());
        B bb = new C();
        Console.WriteLine(bb.Hidden());

        Calc[] calcs = { new Calc(), new Calc2() };
        foreach (Calc k in calcs)
        {
            Console.WriteLine(k.Mix(1, 2, 3.9, 4.5f, 5, 6, 7, 8, 9.99));
            Console.WriteLine(k.Half(9));
            Console.WriteLine(k.IsBig(100));
            Console.WriteLine(k.Low(255));
            Console.WriteLine(k.Neg(-7));
            k.Nothing();
        }
    }
}
