// Generic statics and static constructors per instantiation (beforefieldinit and precise),
// generic classes deriving from generic classes, nested generic types, generic structs
// nested in generic structs, arrays and recursive classes of generic structs.
using System;
class Registry<T> {
    public static int Count;
    public static readonly string Tag = MakeTag();
    static string MakeTag() { Console.WriteLine("Registry<" + typeof(T).Name + "> init"); return typeof(T).Name + "-tag"; }
    public static void Add() { Count++; }
}
class Precise<T> { public static T Value; static Precise() { Console.WriteLine("Precise<" + typeof(T).Name + "> cctor"); Value = default(T); } public static void Touch() { Console.WriteLine("touch " + typeof(T).Name); } }
class Base<T> { protected T val; public Base(T v) { val = v; Console.WriteLine("Base<" + typeof(T).Name + ">"); } public virtual string Show() { return "Base " + val; } }
class Mid<T, U> : Base<T> { protected U extra; public Mid(T v, U e) : base(v) { extra = e; } public override string Show() { return "Mid " + val + " " + extra; } }
class Leaf : Mid<int, string> { public Leaf() : base(1, "one") { } public override string Show() { return "Leaf(" + base.Show() + ")"; } }
class Outer<T> { public class Inner { public T Item; } public class Deep<U> { public T A; public U B; public override string ToString() { return A + "/" + B; } } public static Inner Make(T x) { return new Inner { Item = x }; } }
struct Wrapper<T> where T : struct { public T Inner; public bool Set; }
class Linked<T> { public T Head; public Linked<T> Tail; public Linked(T h, Linked<T> t) { Head = h; Tail = t; } public int Length() { return Tail == null ? 1 : 1 + Tail.Length(); } }
class Program {
    static void Main() {
        Console.WriteLine("main");
        Registry<int>.Add(); Registry<int>.Add(); Registry<string>.Add();
        Console.WriteLine(Registry<int>.Count + " " + Registry<string>.Count + " " + Registry<double>.Count + " " + Registry<int>.Tag);
        Precise<long>.Touch(); Console.WriteLine(Precise<long>.Value); Precise<string>.Touch();
        Console.WriteLine(new Leaf().Show()); Base<double> b = new Mid<double, char>(2.5, 'z'); Console.WriteLine(b.Show());
        Console.WriteLine(Outer<string>.Make("in").Item + " " + new Outer<int>.Deep<bool> { A = 3, B = true });
        var w = new Wrapper<Wrapper<int>>(); w.Inner.Inner = 5; w.Inner.Set = true; Console.WriteLine(w.Inner.Inner + " " + w.Inner.Set + " " + w.Set);
        var arr = new Wrapper<double>[2]; arr[1].Inner = 1.25; Console.WriteLine(arr[1].Inner + arr[0].Inner);
        var l = new Linked<Wrapper<long>>(new Wrapper<long>(), new Linked<Wrapper<long>>(new Wrapper<long> { Inner = 9 }, null)); Console.WriteLine(l.Length() + " " + l.Tail.Head.Inner);
    }
}
