// castclass, isinst, `as` and `is` on classes (up and down a three-level hierarchy), interfaces
// (implemented directly, through a base class, through interface inheritance), null (is: false,
// as: null, cast: null), arrays (string[] is object[], int[] is not object[]), boxed values and
// strings seen as object.
using System;

interface IFly { }
interface ISwim { }
interface IDuck : IFly, ISwim { }
class Animal { public virtual string Kind() { return "animal"; } }
class Bird : Animal, IFly { public override string Kind() { return "bird"; } }
class Duck : Bird, IDuck { public override string Kind() { return "duck"; } }
class Fish : Animal, ISwim { }
sealed class Rock { }

class CastsIsAs
{
    static string Test(object o)
    {
        string r = "";
        r += o is Animal ? "A" : "-";
        r += o is Bird ? "B" : "-";
        r += o is Duck ? "D" : "-";
        r += o is Fish ? "F" : "-";
        r += o is Rock ? "R" : "-";
        r += o is IFly ? "f" : "-";
        r += o is ISwim ? "s" : "-";
        r += o is IDuck ? "d" : "-";
        r += o is string ? "S" : "-";
        r += o is object[] ? "O" : "-";
        r += o is string[] ? "Z" : "-";
        r += o is int[] ? "I" : "-";
        r += o is Animal[] ? "a" : "-";
        return r;
    }

    static void Main()
    {
        object[] things = { new Animal(), new Bird(), new Duck(), new Fish(), new Rock(), "str", null,
                            new object(), new object[2], new string[3], new int[4], new Bird[1], new Duck[0] };
        foreach (object o in things) Console.WriteLine(Test(o));

        object d = new Duck();
        Animal a = (Animal)d;
        Bird b = (Bird)a;
        IFly f = (IFly)d;
        ISwim s = (ISwim)f;
        IDuck id = (IDuck)s;
        Console.WriteLine(a.Kind() + " " + b.Kind() + " " + ((Animal)id).Kind());
        Console.WriteLine((object)d == (object)id);

        Animal maybe = d as Animal;
        Console.WriteLine(maybe != null);
        Fish notFish = d as Fish;
        Console.WriteLine(notFish == null);
        ISwim swimmer = new Fish() as ISwim;
        Console.WriteLine(swimmer != null);
        IFly flyer = new Fish() as IFly;
        Console.WriteLine(flyer == null);
        string str = things[5] as string;
        Console.WriteLine(str);
        Console.WriteLine(things[4] as string == null);

        object nothing = null;
        Animal n1 = (Animal)nothing;
        IFly n2 = (IFly)nothing;
        string n3 = (string)nothing;
        Console.WriteLine(n1 == null && n2 == null && n3 == null);
        Console.WriteLine(nothing is object);

        object[] objs = new string[] { "x", "y" };
        string[] back = (string[])objs;
        Console.WriteLine(back[1]);
        object arr = new Duck[] { new Duck() };
        Bird[] birds = (Bird[])arr;
        Console.WriteLine(birds[0].Kind());
        IFly[] flyers = arr as IFly[];
        Console.WriteLine(flyers != null);
        Console.WriteLine(arr is Animal[]);
        Console.WriteLine(arr is Fish[]);

        object boxed = 42;
        Console.WriteLine(boxed is int);
        Console.WriteLine(boxed is long);
        Console.WriteLine(boxed is object);
        Console.WriteLine((int)boxed + 1);
    }
}
