// String.Join from the framework's IL (StringBuilder, String.FastAllocateString).
using System;
class P { static void Main() {
  string[] a = {"x","yy","zzz"};
  Console.WriteLine(String.Join(", ", a));
}}
