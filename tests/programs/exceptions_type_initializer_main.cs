// The entry point's own type has a static constructor that throws: Mono reports an unhandled
// TypeInitializationException (exit code 1) before Main prints anything.
using System;
class P {
    static int X = 1;
    static P() { Console.WriteLine("P cctor"); if (X == 1) throw new ArgumentException("bad"); }
    static void Main() { Console.WriteLine("main"); }
}
