// Virtual calls on objects of a known exact type become direct calls (and may be inlined):
// each must still run the override of the object's own type, with its exceptions.
using System;

abstract class Shape {
    public abstract double Area();
    public virtual string Name() { return "shape"; }
    public override string ToString() { return Name() + " " + Area(); }
}
class Square : Shape {
    protected double side;
    public Square(double s) { side = s; }
    public override double Area() { return side * side; }
    public override string Name() { return "square"; }
}
sealed class Cube : Square {
    public Cube(double s) : base(s) { }
    public override double Area() { return 6 * base.Area(); }
}
class Bad : Shape {
    public override double Area() { throw new InvalidOperationException("no area"); }
}
class Counter { public int N; public virtual void Tick() { N++; } }
class Twice : Counter { public override void Tick() { N += 2; } }

class Devirtualization {
    static Shape Make(int k) { return k == 0 ? (Shape)new Square(2) : new Cube(2); }

    static void Main() {
        Console.WriteLine(new Square(3).Area());
        Console.WriteLine(new Cube(3).Area());
        Console.WriteLine(new Cube(1).Name());
        Console.WriteLine(new Square(1.5).ToString());
        Shape s = new Square(2);
        Console.WriteLine(s.Area() + " " + s.GetHashCode().GetType().Name);
        Console.WriteLine(Make(0).Area() + " " + Make(1).Area());
        Shape p = args(3) ? new Square(1) : (Shape)new Cube(1);   // a phi of two types
        Console.WriteLine(p.Area());
        Counter c = args(1) ? new Counter() : new Counter();       // a phi of one type
        for (int i = 0; i < 5; i++) c.Tick();
        Console.WriteLine(c.N);
        Counter t = new Twice();
        t.Tick();
        Console.WriteLine(t.N);
        try { Console.WriteLine(new Bad().Area()); }
        catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
        object o = new Cube(2);
        Console.WriteLine(o.ToString() + " " + o.Equals(o));
    }

    static bool args(int k) { return Environment.TickCount >= 0 ? k > 2 : k < 2; }
}
