// Composite and numeric formatting and string members from the framework's IL.
using System;
class P { static void Main() {
  Console.WriteLine("{0} + {1} = {2}", 1, 2, 1 + 2);
  Console.WriteLine(string.Format("[{0,5}] [{1,-5}] {{x}}", 42, "ab"));
  double d = 3.14159;
  Console.WriteLine(d.ToString("F2") + " " + (12).ToString("D5") + " " + (255).ToString("X"));
  Console.WriteLine("abc".PadLeft(6, '*') + "|" + "abc".PadRight(5) + "|");
  Console.WriteLine("  trim me  ".Trim() + "|" + new string('x', 3) + "|" + "a-b-c".Replace("-", "+"));
  foreach (var p in "a,b,,c".Split(',')) Console.Write("[" + p + "]");
  Console.WriteLine();
}}
