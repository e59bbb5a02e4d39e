// Boxed primitives implement IComparable, IComparable<T> and IEquatable<T> (interface
// casts, calls and isinst), with .NET's ArgumentException for a CompareTo of another type.
using System;
class P { static void Main() {
  object[] xs = { 5, 2.5, 'c', true, 7L, (byte)3, 1.5f, (short)-2, 9u, 10ul, (sbyte)-1, (ushort)4 };
  foreach (var x in xs) { var c = x as IComparable; Console.WriteLine(x.GetType().Name + " " + (c != null) + " " + c.CompareTo(x) + " " + c.CompareTo(null)); }
  try { ((IComparable)5).CompareTo("x"); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
  try { ((IComparable)5).CompareTo(5L); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
  try { ((IComparable)2.5).CompareTo(5); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
  try { ((IComparable)'a').CompareTo(5); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
  object s = "str"; Console.WriteLine((s is IComparable) + " " + (s is IComparable<string>) + " " + (s is IEquatable<string>));
  object i = 3; Console.WriteLine((i is IComparable<int>) + " " + (i is IEquatable<int>) + " " + (i is IComparable<long>));
}}
