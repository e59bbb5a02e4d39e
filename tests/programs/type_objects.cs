// Type objects: typeof and GetType() give one object per type (== is identity), printed as
// .NET prints them (ToString without assemblies, FullName with assembly-qualified generic
// arguments); generic exception classes are named by Type.ToString().
using System;
class C<T> {} struct S {}
class P { static void Main() {
  Console.WriteLine(typeof(int)); Console.WriteLine(typeof(C<int>).ToString()); Console.WriteLine("t=" + typeof(S)); Console.WriteLine(typeof(string).FullName + " " + typeof(C<S>).FullName);
  object t = typeof(int); Console.WriteLine(t.GetType().Name); Q.M();
}}
class Q { public static void M() {
  Console.WriteLine(new C<int>[0].GetType().FullName + " " + new C<int>[0] + " " + typeof(C<S>[]).ToString() + " " + typeof(C<int[,]>).Name);
  Console.WriteLine(typeof(System.Collections.Generic.IEnumerable<C<string>>).FullName);
  Console.WriteLine(typeof(C<int>).GetType().Name + " " + (typeof(int) == 5.GetType()) + " " + (typeof(C<int>) == new C<int>().GetType()) + " " + typeof(int).Equals(typeof(long)));
}}
