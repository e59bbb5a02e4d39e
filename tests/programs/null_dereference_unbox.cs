// Unboxing null to a value type (unbox.any int): NullReferenceException, not
// InvalidCastException; uncaught (Mono: exit code 1).
using System;

class NullDereferenceUnbox
{
    static object Get(int i) { return i == 0 ? (object)42 : null; }

    static void Main()
    {
        int a = (int)Get(0);
        Console.WriteLine(a);
        int b = (int)Get(1);
        Console.WriteLine("not reached " + b);
    }
}
