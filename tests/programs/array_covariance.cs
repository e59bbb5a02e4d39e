// Covariance of reference arrays: a string[] or Derived[] used as object[] / Base[] / an
// interface array, reads through the covariant view, stores of compatible elements (and null)
// that are checked and succeed, Length through the view, and passing covariant arrays to
// methods taking object[].
using System;

interface IShape { int Sides(); }
class Base : IShape { public virtual int Sides() { return 0; } }
class Tri : Base { public override int Sides() { return 3; } }
class Quad : Base { public override int Sides() { return 4; } }

class ArrayCovariance
{
    static int Count(object[] a) { int n = 0; foreach (object o in a) if (o != null) n++; return n; }
    static int Sides(IShape[] a) { int n = 0; foreach (IShape s in a) n += s.Sides(); return n; }

    static void Main()
    {
        string[] strs = { "x", "y", "z" };
        object[] objs = strs;
        Console.WriteLine(objs.Length + " " + objs[1]);
        objs[2] = "replaced";
        objs[0] = null;
        Console.WriteLine(strs[2] + " " + (strs[0] == null) + " " + Count(strs));

        Tri[] tris = { new Tri(), new Tri() };
        Base[] bases = tris;
        bases[1] = new Tri();
        Console.WriteLine(Sides(tris) + " " + Sides(bases) + " " + Count(bases));
        IShape[] shapes = tris;
        Console.WriteLine(shapes[0].Sides());
        object[] asObjects = bases;
        asObjects[0] = new Tri();
        Console.WriteLine(((Base)asObjects[0]).Sides());

        Base[] mixed = new Base[3];
        mixed[0] = new Tri(); mixed[1] = new Quad(); mixed[2] = new Base();
        Console.WriteLine(Sides(mixed));
        object[][] nested = new string[2][];
        nested[0] = new string[] { "in", "nested" };
        Console.WriteLine(nested[0][1] + " " + nested.Length);
    }
}
