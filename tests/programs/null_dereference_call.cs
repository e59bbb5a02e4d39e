// A virtual call (callvirt) on a null reference: NullReferenceException, uncaught (Mono: exit
// code 1). The output printed before must appear.
using System;

class Shape { public virtual int Sides() { return 0; } }

class NullDereferenceCall
{
    static Shape Find(int i) { return i == 0 ? new Shape() : null; }

    static void Main()
    {
        Console.WriteLine(Find(0).Sides());
        Console.WriteLine("calling Sides() on null");
        Console.WriteLine(Find(1).Sides());
        Console.WriteLine("not reached");
    }
}
