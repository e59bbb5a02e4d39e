// System.Object's virtual methods: ToString/Equals/GetHashCode overridden (called directly,
// through object references, and by Console.WriteLine(object) and string concatenation) and
// their defaults: ToString gives the full type name (namespace included, Outer+Inner for a
// nested class), Equals is reference equality (static object.Equals and ReferenceEquals:
// object_static_equals.cs). Default hash
// codes are not printed (not reproducible), only that they are stable for one object.
using System;

namespace Geometry
{
    class Vec
    {
        public int X, Y;
        public Vec(int x, int y) { X = x; Y = y; }
        public override string ToString() { return "(" + X + ", " + Y + ")"; }
        public override bool Equals(object o)
        {
            Vec v = o as Vec;
            return v != null && v.X == X && v.Y == Y;
        }
        public override int GetHashCode() { return X * 31 + Y; }
    }

    class Plain { public int Z; }

    class Outer
    {
        public class Inner { }
    }

    class Base { public override string ToString() { return "Base.ToString"; } }
    class Derived : Base { }
    class Further : Derived { public override string ToString() { return "Further > " + base.ToString(); } }
}

class NoNamespace { }

class ObjectMethods
{
    static void Main()
    {
        var a = new Geometry.Vec(1, 2);
        var b = new Geometry.Vec(1, 2);
        var c = new Geometry.Vec(2, 1);
        Console.WriteLine(a.ToString());
        Console.WriteLine(a);
        object oa = a;
        Console.WriteLine(oa.ToString());
        Console.WriteLine("a = " + a + ", c = " + c);
        Console.WriteLine(a.Equals(b) + " " + a.Equals(c) + " " + a.Equals(null) + " " + a.Equals("(1, 2)"));
        Console.WriteLine(oa.Equals(b));
        Console.WriteLine(a == b);
        Console.WriteLine(a.GetHashCode() + " " + oa.GetHashCode() + " " + c.GetHashCode());

        var p = new Geometry.Plain();
        var p2 = new Geometry.Plain();
        Console.WriteLine(p.ToString());
        Console.WriteLine(p);
        Console.WriteLine(new NoNamespace());
        Console.WriteLine(new Geometry.Outer.Inner());
        Console.WriteLine(new object());
        Console.WriteLine(p.Equals(p) + " " + p.Equals(p2) + " " + p.Equals(null));
        object op = p;
        Console.WriteLine(op.Equals(p) + " " + op.Equals(p2));
        Console.WriteLine(p.GetHashCode() == p.GetHashCode());
        Console.WriteLine(op.GetHashCode() == p.GetHashCode());
        var o1 = new object();
        Console.WriteLine(o1.GetHashCode() == o1.GetHashCode());
        Console.WriteLine(o1.Equals(o1) + " " + o1.Equals(new object()));

        Console.WriteLine(new Geometry.Base());
        Console.WriteLine(new Geometry.Derived());
        Console.WriteLine(new Geometry.Further());
        object[] objs = { a, p, new Geometry.Derived(), "a string", 12, 'x', 2.5, true };
        foreach (object o in objs) Console.WriteLine(o.ToString());
        string all = "";
        foreach (object o in objs) all += o + ";";
        Console.WriteLine(all);
    }
}
