// System.Object's static methods: ReferenceEquals (identity, also of a string literal with
// itself and with an equal string built at run time, and of two boxes of one value) and
// Equals(a, b) (null on either side, then the virtual Equals override or the default).
using System;

class Vec
{
    public int X;
    public Vec(int x) { X = x; }
    public override bool Equals(object o) { Vec v = o as Vec; return v != null && v.X == X; }
    public override int GetHashCode() { return X; }
}

class Plain { }

class ObjectStaticEquals
{
    static void Main()
    {
        Vec a = new Vec(1), b = new Vec(1), c = new Vec(2);
        Console.WriteLine(object.ReferenceEquals(a, a) + " " + object.ReferenceEquals(a, b) + " " + object.ReferenceEquals(null, null) + " " + object.ReferenceEquals(a, null));
        Console.WriteLine(object.Equals(a, b) + " " + object.Equals(a, c) + " " + object.Equals(null, null) + " " + object.Equals(a, null) + " " + object.Equals(null, a));
        Plain p = new Plain(), q = new Plain();
        Console.WriteLine(object.Equals(p, p) + " " + object.Equals(p, q));
        string built = "lit" + "eral".Substring(0);
        Console.WriteLine(object.ReferenceEquals("literal", "literal") + " " + object.ReferenceEquals("literal", built) + " " + object.Equals("literal", built));
        object x = 5, y = 5;
        Console.WriteLine(object.ReferenceEquals(x, y) + " " + object.Equals(x, y) + " " + object.ReferenceEquals(x, x));
    }
}
