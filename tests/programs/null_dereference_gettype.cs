// Object.GetType() on a null reference (lowered inline as a header load):
// NullReferenceException, uncaught (Mono: exit code 1).
using System;

class NullDereferenceGetType
{
    static void Show(object o) { Console.WriteLine(o.GetType().Name); }

    static void Main()
    {
        Show("text");
        Show(3);
        Show(null);
        Console.WriteLine("not reached");
    }
}
