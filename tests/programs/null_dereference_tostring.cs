// Object.ToString() on a null reference (a call through vtable slot 0):
// NullReferenceException, uncaught (Mono: exit code 1).
using System;

class Item { public override string ToString() { return "an item"; } }

class NullDereferenceToString
{
    static object Pick(int i) { return i == 0 ? new Item() : null; }

    static void Main()
    {
        Console.WriteLine(Pick(0).ToString());
        Console.WriteLine("ToString of null");
        Console.WriteLine(Pick(1).ToString());
        Console.WriteLine("not reached");
    }
}
