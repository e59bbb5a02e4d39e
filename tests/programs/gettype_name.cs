// GetType().Name of classes (namespaced, nested, seen through a base or interface reference), structs, boxed
// primitives, strings and arrays.
using System;

namespace Zoo
{
    class Animal { }
    class Lion : Animal { }
    struct Cage { public int N; }
    class Keeper { public class Badge { } }
    interface IFeed { }
    class Feeder : IFeed { }
}

class GettypeName
{
    static void Show(object o) { Console.WriteLine(o.GetType().Name); }

    static void Main()
    {
        Show(new Zoo.Animal());
        Show(new Zoo.Lion());
        Zoo.Animal a = new Zoo.Lion();
        Console.WriteLine(a.GetType().Name);
        Show(new Zoo.Cage());
        Show(new Zoo.Keeper.Badge());
        Zoo.IFeed f = new Zoo.Feeder();
        Console.WriteLine(f.GetType().Name);
        Show(new object());
        Show("text");
        Show(1); Show(1L); Show(1u); Show(1UL); Show((short)1); Show((ushort)1); Show((byte)1);
        Show((sbyte)1); Show('c'); Show(true); Show(1.0); Show(1.0f);
        Show(new int[1]); Show(new string[0]); Show(new Zoo.Lion[2]); Show(new int[1][]);
        Show(new Zoo.Cage[3]); Show(new double[0]); Show(new object[0]); Show(new char[0]);
    }
}
