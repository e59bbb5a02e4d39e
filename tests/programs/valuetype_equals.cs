using System;
struct A { public int X; public int Y; }
struct B { public string S; }
struct C { public double D; public long L; public byte Bt; }
struct D { public A Inner; public string S; public int Z; }
struct E { }
struct F { public object O; public short Sh; public bool Bo; public char Ch; public float Fl; }
class Program { static void Main() {
  A a1 = new A { X = 1, Y = 2 }, a2 = new A { X = 1, Y = 2 }, a3 = new A { X = 2, Y = 1 };
  Console.WriteLine(a1.Equals(a2) + " " + a1.Equals(a3) + " " + a1.Equals((object)a1) + " " + a1.Equals(null) + " " + a1.Equals(5));
  Console.WriteLine((a1.GetHashCode() == a2.GetHashCode()) + " " + a1.ToString());
  B b1 = new B { S = "hello" }, b2 = new B { S = "hel" + "lo".ToString() };
  Console.WriteLine(b1.Equals(b2) + " " + (b1.GetHashCode() == b2.GetHashCode()) + " " + new B().Equals(new B()));
  C c1 = new C { D = double.NaN, L = 5, Bt = 3 }, c2 = new C { D = double.NaN, L = 5, Bt = 3 };
  C c3 = new C { D = 0.0 }, c4 = new C { D = -0.0 };
  Console.WriteLine(c1.Equals(c2) + " " + c3.Equals(c4) + " " + (c3.GetHashCode() == c4.GetHashCode()));
  D d1 = new D { Inner = a1, S = "x", Z = 9 }, d2 = new D { Inner = a2, S = "x", Z = 9 }, d3 = new D { Inner = a3, S = "x", Z = 9 };
  Console.WriteLine(d1.Equals(d2) + " " + d1.Equals(d3) + " " + (d1.GetHashCode() == d2.GetHashCode()) + " " + d1);
  Console.WriteLine(new E().Equals(new E()) + " " + new E());
  F f1 = new F { O = 3, Sh = -2, Bo = true, Ch = 'q', Fl = 1.5f }, f2 = new F { O = 3, Sh = -2, Bo = true, Ch = 'q', Fl = 1.5f };
  Console.WriteLine(f1.Equals(f2) + " " + (f1.GetHashCode() == f2.GetHashCode()) + " " + f1.Equals(new F()));
} }
