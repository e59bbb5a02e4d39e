// Generic virtual methods and generic interface methods: dispatch by the receiver's
// runtime type and the method's instantiation, over value and reference types.
using System;

struct Pt { public int X, Y; public Pt(int x, int y) { X = x; Y = y; } public override string ToString() { return "(" + X + "," + Y + ")"; } }

abstract class Shape {
    public abstract string Describe<T>(T tag);
    public virtual T Pick<T>(T a, T b) { return a; }
    public virtual string Twice<T>(T x) { return "Shape.Twice " + x + x; }
}
class Circle : Shape {
    public override string Describe<T>(T tag) { return "circle/" + tag + "/" + typeof(T).Name; }
    public override T Pick<T>(T a, T b) { return b; }
}
class Ring : Circle {
    public override string Describe<T>(T tag) { return "ring<" + base.Describe(tag) + ">"; }
    public new virtual string Twice<T>(T x) { return "Ring.Twice (new slot) " + x; }
}
class Square : Shape {
    public override string Describe<T>(T tag) { return "square:" + tag; }
    public sealed override string Twice<T>(T x) { return "Square.Twice " + x; }
}

interface IConverter { R Convert<R>(object o); string Name<A, B>(A a, B b); }
class Caster : IConverter {
    public R Convert<R>(object o) { return (R)o; }
    public virtual string Name<A, B>(A a, B b) { return "Caster " + a + " " + b; }
}
class LoudCaster : Caster {
    public override string Name<A, B>(A a, B b) { return "LOUD " + a + " " + b; }
}
struct Defaulter : IConverter {
    public int Calls;
    public R Convert<R>(object o) { Calls++; return default(R); }
    string IConverter.Name<A, B>(A a, B b) { return "Defaulter " + typeof(A).Name + "," + typeof(B).Name; }
}

class Store<T> {
    T item;
    public Store(T item) { this.item = item; }
    public virtual U Map<U>(Func<T, U> f) { return f(item); }
    public virtual string Both<U>(U other) { return item + "&" + other; }
}
class LoggingStore<T> : Store<T> {
    public LoggingStore(T item) : base(item) { }
    public override U Map<U>(Func<T, U> f) { Console.WriteLine("  map " + typeof(T).Name + "->" + typeof(U).Name); return base.Map(f); }
}
class IntStore : Store<int> {
    public IntStore(int v) : base(v) { }
    public override string Both<U>(U other) { return "int store with " + other; }
}

interface ISource<out T> { T Get<K>(K key); }
class Animal { public virtual string Sound() { return "..."; } }
class Cat : Animal { public override string Sound() { return "meow"; } }
class CatSource : ISource<Cat> { public Cat Get<K>(K key) { Console.WriteLine("  key " + key); return new Cat(); } }

class Program {
    static void Main() {
        Shape[] shapes = { new Circle(), new Ring(), new Square() };
        foreach (Shape s in shapes) {
            Console.WriteLine(s.Describe(1) + " | " + s.Describe("x") + " | " + s.Describe(2.5) + " | " + s.Describe(new Pt(1, 2)) + " | " + s.Describe(7L));
            Console.WriteLine(s.Pick(1, 2) + " " + s.Pick("a", "b") + " " + s.Pick(1.5, 2.5) + " " + s.Pick(new Pt(1, 1), new Pt(2, 2)) + " " + s.Twice('c'));
        }
        Ring r = new Ring();
        Console.WriteLine(r.Twice(5) + " / " + ((Shape)r).Twice(5));

        IConverter[] convs = { new Caster(), new LoudCaster(), new Defaulter() };
        foreach (IConverter c in convs) {
            Console.WriteLine(c.Convert<int>(42) + " " + c.Convert<string>("s") + " " + c.Convert<double>(0.5) + " " + c.Name(1, "two") + " " + c.Name(new Pt(3, 4), 2.0));
        }
        Defaulter d = new Defaulter();
        IConverter boxed = d;
        boxed.Convert<int>(1); boxed.Convert<long>(2);
        Console.WriteLine(((Defaulter)boxed).Calls + " " + d.Calls);

        Store<string> ss = new LoggingStore<string>("abc");
        Console.WriteLine(ss.Map(x => x.Length) + " " + ss.Map(x => x + "!") + " " + ss.Both(3) + " " + ss.Both(new Pt(5, 6)));
        Store<int> si = new IntStore(9);
        Console.WriteLine(si.Map(x => x * 2.5) + " " + si.Both("q") + " " + new Store<double>(1.25).Both(false));

        ISource<Animal> src = new CatSource();
        Console.WriteLine(src.Get(12).Sound() + " " + src.Get("k").Sound());

        Func<int, string> f = shapes[1].Describe<int>;
        Func<string, string> g = shapes[2].Describe<string>;
        Func<object, int> h = convs[0].Convert<int>;
        Console.WriteLine(f(10) + " " + g("gg") + " " + h(77));

        Shape none = null;
        try { none.Describe(1); } catch (NullReferenceException) { Console.WriteLine("null receiver: NullReferenceException"); }
        IConverter noconv = null;
        try { noconv.Convert<int>(1); } catch (NullReferenceException) { Console.WriteLine("null interface receiver: NullReferenceException"); }
    }
}
