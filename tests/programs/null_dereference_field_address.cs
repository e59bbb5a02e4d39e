// Taking a field's address through a null reference (ldflda, for a `ref` argument):
// NullReferenceException before the callee runs, uncaught (Mono: exit code 1).
using System;

class Box { public int Value; }

class NullDereferenceFieldAddress
{
    static void Increment(ref int x)
    {
        Console.WriteLine("incrementing " + x);
        x++;
    }

    static Box Find(int i) { return i == 0 ? new Box() : null; }

    static void Main()
    {
        Box b = Find(0);
        Increment(ref b.Value);
        Console.WriteLine(b.Value);
        Increment(ref Find(1).Value);
        Console.WriteLine("not reached");
    }
}
