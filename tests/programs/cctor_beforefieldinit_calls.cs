// A beforefieldinit class or struct of the program (field initialisers, no explicit static
// constructor) is initialised, as in Mono, at the first constructor or method call too, not
// only at the first access to a static field (here there is none outside the initialiser).
using System;
class A { static readonly string tag = Init("A"); static string Init(string s) { Console.WriteLine("init " + s); return s; } public A() { Console.WriteLine("ctor A"); } }
class B { static readonly string tag = Init("B"); static string Init(string s) { Console.WriteLine("init " + s); return s; } public static void M() { Console.WriteLine("B.M"); } }
class C { static int x = Init("C"); static int Init(string s) { Console.WriteLine("init " + s); return 1; } public void I() { Console.WriteLine("C.I"); } public static C Make() { return null; } }
struct D { static int x = Init("D"); static int Init(string s) { Console.WriteLine("init " + s); return 1; } public int v; public void I() { Console.WriteLine("D.I"); } }
class E<T> { static int x = Init("E"); static int Init(string s) { Console.WriteLine("init " + s + typeof(T).Name); return 1; } public E() { Console.WriteLine("ctor E"); } }
class P { static void Main() {
  Console.WriteLine("main");
  new A(); new A();
  Console.WriteLine("before B"); B.M();
  Console.WriteLine("before C"); C c = C.Make(); Console.WriteLine(c == null);
  Console.WriteLine("before D"); var d = new D(); d.I(); D[] ds = new D[2]; ds[0].I();
  Console.WriteLine("before E"); new E<int>(); new E<string>();
} }
