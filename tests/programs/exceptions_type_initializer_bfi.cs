// A beforefieldinit type whose initializer throws: Mono runs it when it compiles Main, so the
// TypeInitializationException is raised before Main runs and the try in Main cannot catch it.
using System;
class B { public static int Y = Init(); static int Init() { Console.WriteLine("B init"); int z = 0; return 1 / z; } }
class P {
    static void Main() {
        Console.WriteLine("main");
        try { Console.WriteLine(B.Y); } catch (Exception e) { Console.WriteLine("caught " + e.GetType().Name); }
    }
}
