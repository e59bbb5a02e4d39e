// Type.GetInterfaces in Mono's order (its hash table of interfaces by TypeDef token): a class
// over a base with interfaces of its own, interfaces that extend interfaces, two instances of
// one generic interface, a struct, an enum, an interface, types with none, the framework's
// List<T>, Dictionary<K,V>, primitives, string, DateTime and decimal, and a user exception
// (Exception's interfaces, which the corelib's Exception declares none of: mscorlib's rows).
// What an interface type is assignable to: the interfaces it extends (by variance too), in
// IsAssignableFrom and in the covariance of arrays of interfaces.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

interface IShape { double Area(); }
interface INamed { string Name { get; } }
interface IDrawable : IShape, INamed { void Draw(); }
interface IScalable<T> { T Scale(double k); }
class Base : IComparable, ICloneable { public int CompareTo(object o) { return 0; } public object Clone() { return this; } }
class Circle : Base, IDrawable, IEquatable<Circle>, IEquatable<string>, IScalable<Circle>, IDisposable
{
    public double R = 1;
    public double Area() { return Math.PI * R * R; }
    public string Name { get { return "circle"; } }
    public void Draw() { }
    public bool Equals(Circle c) { return c != null && c.R == R; }
    public bool Equals(string s) { return s == Name; }
    public Circle Scale(double k) { return new Circle { R = R * k }; }
    public void Dispose() { }
}
struct Point : IEquatable<Point>, IFormattable
{
    public int X;
    public bool Equals(Point p) { return p.X == X; }
    public string ToString(string f, IFormatProvider p) { return X.ToString(f, p); }
}
enum Color { Red, Green }
class Plain { }
class AppError : Exception { }
class Bag<T> : IEnumerable<T>, IScalable<Bag<T>>
{
    public IEnumerator<T> GetEnumerator() { yield break; }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    public Bag<T> Scale(double k) { return this; }
}

class P
{
    static void Show(Type t)
    {
        Type[] all = t.GetInterfaces();
        Console.WriteLine("{0}: {1}", t.Name, all.Length);
        foreach (Type i in all)
            Console.WriteLine("  " + i);
    }

    static void Main()
    {
        Show(typeof(Circle));
        Show(typeof(Base));
        Show(typeof(IDrawable));
        Show(typeof(Point));
        Show(typeof(Color));
        Show(typeof(Plain));
        Show(typeof(AppError));
        Show(typeof(Bag<int>));
        Show(new List<int>().GetType());
        Show(typeof(Dictionary<string, int>));
        foreach (Type t in new[] { typeof(int), typeof(char), typeof(double), typeof(string), typeof(object), typeof(DateTime), typeof(decimal) })
            Console.WriteLine(t.Name + ": " + string.Join(", ", t.GetInterfaces().Select(i => i.Name)));
        Console.WriteLine(string.Join(",", typeof(Circle).GetInterfaces().Where(i => i.IsGenericType).Select(i => i.Name)));
        Console.WriteLine(typeof(IShape).IsAssignableFrom(typeof(IDrawable)) + " " + typeof(IDrawable).IsAssignableFrom(typeof(IShape))
                          + " " + typeof(object).IsAssignableFrom(typeof(IShape)) + " " + typeof(IEnumerable<int>).IsAssignableFrom(typeof(IList<int>))
                          + " " + typeof(IEnumerable<object>).IsAssignableFrom(typeof(IList<string>)) + " " + typeof(IList<int>).IsAssignableFrom(typeof(IEnumerable<int>)));
        object drawables = new IDrawable[] { new Circle() };
        Console.WriteLine((drawables is IShape[]) + " " + (drawables is INamed[]) + " " + (drawables is object[]) + " " + (drawables is Circle[]) + " " + ((IShape[])drawables)[0].Area().ToString("F2"));
        object lists = new IList<string>[] { new List<string> { "a" } };
        Console.WriteLine((lists is IEnumerable<string>[]) + " " + (lists is IEnumerable<object>[]) + " " + (lists is ICollection[]));
        Console.WriteLine(typeof(Circle).GetInterfaces().Contains(typeof(IShape)) + " " + typeof(IShape).GetInterfaces().Length
                          + " " + typeof(Circle).GetInterfaces().All(i => i.IsInterface && i.IsAssignableFrom(typeof(Circle))));
    }
}
