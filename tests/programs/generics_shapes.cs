// Generic code in less common shapes: explicit generic interface implementations on structs
// through constraints, self-referencing constraints, user variant delegates, generic exception
// classes caught by instantiation, ref T, closures and iterators over T.
using System;
using System.Collections.Generic;
interface IShape<T> { T Area(); }
struct Sq : IShape<int>, IEquatable<Sq> { public int S; int IShape<int>.Area() { return S * S; } public bool Equals(Sq o) { return o.S == S; } }
abstract class Node<T> where T : Node<T> { public T Next; public abstract string Name { get; } public string Chain() { return Name + (Next == null ? "" : "->" + Next.Chain()); } }
class City : Node<City> { string n; public City(string n) { this.n = n; } public override string Name { get { return n; } } }
delegate R MyFunc<in A, out R>(A a);
class MyEx<T> : Exception { public T Payload; public MyEx(T p) : base("payload " + p) { Payload = p; } }
static class U {
    public static T AreaOf<S, T>(S s) where S : IShape<T> { return s.Area(); }
    public static bool Same<T>(T a, T b) where T : IEquatable<T> { return a.Equals(b); }
    public static void Twice<T>(ref T x, Func<T, T> f) { x = f(f(x)); }
    public static Func<T> Const<T>(T v) { return () => v; }
    public static IEnumerable<T> Repeat<T>(T v, int n) { for (int i = 0; i < n; i++) yield return v; }
    public static void Throw<T>(T p) { throw new MyEx<T>(p); }
    public static int Count<T>(IEnumerable<T> xs) { int c = 0; using (var e = xs.GetEnumerator()) while (e.MoveNext()) c++; return c; }
}
class Program {
    static void Main() {
        Console.WriteLine(U.AreaOf<Sq, int>(new Sq { S = 7 }) + " " + U.Same(new Sq { S = 1 }, new Sq { S = 1 }) + " " + U.Same(2.0, 3.0));
        var c = new City("a") { Next = new City("b") { Next = new City("c") } }; Console.WriteLine(c.Chain());
        MyFunc<object, string> mf = o => "obj:" + o; MyFunc<string, object> narrowed = mf; Console.WriteLine(narrowed("s"));
        int x = 3; U.Twice(ref x, v => v * v); Console.WriteLine(x); string s = "a"; U.Twice(ref s, v => v + "b"); Console.WriteLine(s);
        Console.WriteLine(U.Const(4.5)() + " " + U.Const("k")() + " " + U.Count(U.Repeat('z', 4)) + " " + U.Count(U.Repeat(new Sq(), 2)));
        try { U.Throw(42); } catch (MyEx<string> e) { Console.WriteLine("wrong " + e.Payload); } catch (MyEx<int> e) { Console.WriteLine("right " + e.Payload + " " + e.Message); }
        try { U.Throw("str"); } catch (Exception e) { Console.WriteLine(e.GetType().Name + " " + e.Message + " " + (e is MyEx<string>)); }
        IShape<int> boxed = new Sq { S = 3 }; Console.WriteLine(boxed.Area() + " " + (boxed is IEquatable<Sq>));
    }
}
