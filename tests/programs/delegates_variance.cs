// Variance of generic delegates in casts and isinst: Func<Dog> is a Func<Animal>,
// Action<Animal> an Action<Dog>; never for value-type arguments.
using System;
class Animal { } class Dog : Animal { }
class P { static void Main() {
  object o = new Func<Dog>(() => new Dog());
  Console.WriteLine((o is Func<Animal>) + " " + (o is Func<object>) + " " + (o is Func<string>) + " " + (o is Func<Dog>));
  object a = new Action<Animal>(x => { });
  object fi = new Func<int>(() => 1); Console.WriteLine((fi is Func<object>) + " " + (fi is Func<int>));
  Console.WriteLine((a is Action<Dog>) + " " + (a is Action<object>));
  var f = (Func<Animal>)o; Console.WriteLine(f() is Dog);
  try { var g = (Func<string>)o; } catch (InvalidCastException) { Console.WriteLine("ICE"); }
}}
