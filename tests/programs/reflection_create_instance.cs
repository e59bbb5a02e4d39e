// Activator.CreateInstance(Type) (and a Lazy<T> without a factory): the types a program has
// Type objects of (typeof, GetType()) made by their parameterless constructors, with Mono's
// MissingMethodException for the types it cannot make and TargetInvocationException
// around what a constructor throws.
using System;
using System.Collections.Generic;

abstract class Base { public abstract string Hi(); }
class A : Base { public A() { Console.WriteLine("A()"); } public override string Hi() => "A"; }
class B : Base { public B(int x) { } public override string Hi() => "B"; }
class C : Base { C() { } public override string Hi() => "C"; }
class WithStatic { public static int Count; static WithStatic() { Console.WriteLine("cctor"); } public WithStatic() { Count++; } }
class Thrower { public Thrower() { throw new InvalidOperationException("ctor failed"); } }
struct S { public int X; public override string ToString() => "S" + X; }
struct Box<T> { public T V; }
class G<T> { public T Value; public override string ToString() => "G<" + typeof(T).Name + ">:" + Value; }
class Lz { public Lz() { Console.WriteLine("Lz made"); } public int N = 5; }
enum Color { Red, Green }

class Program {
    static void Try(Type t) {
        try {
            var o = Activator.CreateInstance(t);
            Console.WriteLine(t.Name + " -> " + (o == null ? "null" : o.ToString()));
        } catch (Exception e) {
            Console.WriteLine(t.Name + " !! " + e.GetType().FullName + ": " + e.Message
                              + (e.InnerException != null ? " / " + e.InnerException.GetType().Name + ": " + e.InnerException.Message : ""));
        }
    }

    static void Main() {
        foreach (var t in new[] { typeof(A), typeof(B), typeof(C), typeof(Base), typeof(Thrower), typeof(S),
                                  typeof(int), typeof(double), typeof(Color), typeof(G<int>), typeof(List<string>),
                                  typeof(IDisposable), typeof(string), typeof(int?), typeof(DateTime), typeof(object),
                                  typeof(int[]), typeof(Action), typeof(List<>),
                                  typeof(Box<>), typeof(Box<int>) })
            Try(t);
        Base b = new A();
        Try(b.GetType());
        Console.WriteLine(((Base)Activator.CreateInstance(typeof(C), true)).Hi());
        Console.WriteLine(Activator.CreateInstance(typeof(WithStatic)) != null);
        Console.WriteLine(WithStatic.Count);
        var list = (List<string>)Activator.CreateInstance(typeof(List<string>));
        list.Add("x");
        Console.WriteLine(list.Count);
        var lazy = new Lazy<Lz>();
        Console.WriteLine(lazy.IsValueCreated);
        Console.WriteLine(lazy.Value.N);
        try {
            Activator.CreateInstance(null);
        } catch (ArgumentNullException e) {
            Console.WriteLine(e.Message);
        }
    }
}
