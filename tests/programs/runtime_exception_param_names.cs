// ParamName of the ArgumentExceptions the runtime raises itself (its message holds the name;
// no constructor ran), next to ones user code constructs.
using System;
class P { static void Main() {
  try { "abc".Substring(5); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("[" + e.ParamName + "] " + e.Message); }
  try { "abc".Substring(1, 5); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("[" + e.ParamName + "]"); }
  try { int.Parse(null); } catch (ArgumentNullException e) { Console.WriteLine("[" + e.ParamName + "] " + e.Message); }
  try { "abc".IndexOf('a', 9); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("[" + e.ParamName + "]"); }
  try { "abc".IndexOf("a", 9); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("[" + e.ParamName + "]"); }
  try { Array.Copy(new int[3], new int[2], 3); } catch (ArgumentException e) { Console.WriteLine("[" + e.ParamName + "] " + e.GetType().Name); }
  try { throw new ArgumentException("m\nParameter name: fake"); } catch (ArgumentException e) { Console.WriteLine("[" + (e.ParamName ?? "null") + "]"); }
  try { throw new ArgumentNullException("p"); } catch (ArgumentException e) { Console.WriteLine("[" + e.ParamName + "] " + e.Message); }
} }
