// Generic methods of generic types: the type's arguments are substituted when the type
// is instantiated, the method's own parameters when the method is.
using System;

class Box<T> {
    public T V;
    public Box(T v) { V = v; }
    public Box<U> Map<U>(Func<T, U> f) { return new Box<U>(f(V)); }
    public static Box<T> Of<W>(T v, W note) { Console.WriteLine("Of " + typeof(T).Name + " with " + typeof(W).Name + " " + note); return new Box<T>(v); }
    public Pair<T, U> With<U>(U u) { return new Pair<T, U>(V, u); }
}
struct Pair<A, B> {
    public A First; public B Second;
    public Pair(A a, B b) { First = a; Second = b; }
    public Pair<B, A> Swap() { return new Pair<B, A>(Second, First); }
    public C Fold<C>(Func<A, B, C> f) { return f(First, Second); }
    public override string ToString() { return "<" + First + ", " + Second + ">"; }
}

class Program {
    static void Main() {
        var b = new Box<int>(4).Map(x => x * 1.5).Map(x => "s" + x);
        Console.WriteLine(b.V);
        Console.WriteLine(Box<string>.Of("q", 3).V + " " + Box<double>.Of(0.25, "note").V);
        var p = new Box<long>(1L << 40).With('z');
        Console.WriteLine(p + " " + p.Swap() + " " + p.Fold((l, c) => l + c) + " " + p.Swap().Fold((c, l) => c.ToString() + l));
        var q = new Pair<Pair<int, string>, double>(new Pair<int, string>(1, "one"), 2.0);
        Console.WriteLine(q + " " + q.Swap().Second.Swap() + " " + q.Fold((a, d) => a.First + d));
    }
}
