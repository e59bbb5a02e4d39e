// Writing a field through a null reference (stfld): NullReferenceException, uncaught (Mono:
// exit code 1). The value is computed first, so its output appears before the exception.
using System;

class Counter { public int Count; public Counter Parent; }

class NullDereferenceFieldStore
{
    static int Next(string what)
    {
        Console.WriteLine("computing " + what);
        return 7;
    }

    static void Main()
    {
        var c = new Counter();
        c.Count = Next("c.Count");
        Console.WriteLine(c.Count);
        c.Parent.Count = Next("c.Parent.Count");
        Console.WriteLine("not reached");
    }
}
