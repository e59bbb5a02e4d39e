// List<T> from the framework's IL: Add, Sort (introsort), foreach, IndexOf, Contains, Remove.
using System;
using System.Collections.Generic;
class P { static void Main() {
  var l = new List<int>();
  for (int i = 0; i < 10; i++) l.Add(i * 7 % 5);
  l.Sort();
  foreach (var x in l) Console.Write(x + " ");
  Console.WriteLine();
  Console.WriteLine(l.Count + " " + l.IndexOf(3) + " " + l.Contains(4));
  var names = new List<string> { "b", "a", "c" };
  names.Remove("a");
  Console.WriteLine(String.Join(",", names));
}}
