// A static constructor's exception becomes TypeInitializationException before any filter
// outside it sees it: the caller's filter runs once, for the TypeInitializationException,
// and before the finally block between (Mono's first pass).
using System;
class Bad { public static int V = 0; static Bad() { Console.WriteLine("cctor"); throw new InvalidOperationException("in cctor"); } }
class P {
  static bool Log(Exception e) { Console.WriteLine("filter sees " + e.GetType().Name); return true; }
  static int Touch() { try { return Bad.V; } finally { Console.WriteLine("finally in Touch"); } }
  static int Main() {
    try { Touch(); } catch (Exception e) when (Log(e)) { Console.WriteLine("caught " + e.GetType().Name); }
    try { Touch(); } catch (Exception e) when (Log(e)) { Console.WriteLine("caught again " + e.GetType().Name); }
    return 0;
  }
}
