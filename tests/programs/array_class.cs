// System.Array as a type: isinst/castclass of arrays of every rank and element type, and
// its members through an Array-typed reference.
using System;
class P { static void Main() {
  object[] xs = { new int[2], "s", new string[1], new int[2,2], null, 5 };
  foreach (var x in xs) { Console.Write((x is Array) + " "); var a = x as Array; Console.Write((a == null ? -1 : a.Length) + " | "); }
  Console.WriteLine();
  try { var a = (Array)(object)"no"; } catch (InvalidCastException) { Console.WriteLine("ICE"); }
  Array arr = new double[3]; Console.WriteLine(arr.Length + " " + arr.GetType().Name + " " + arr.Rank);
}}
