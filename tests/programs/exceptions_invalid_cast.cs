// InvalidCastException, caught: castclass to an unrelated class, to a subclass the object is not,
// to an interface it does not implement, between array types; unbox (and unbox.any) of the wrong
// value type, of a reference type, of a struct as another struct. Casts that succeed (null, the
// right type) and `as` (null, no exception) for contrast; unboxing null is a NullReferenceException.
using System;

interface IFly { int Wings(); }
class Animal { }
class Bird : Animal, IFly { public int Wings() { return 2; } }
class Dog : Animal { }
struct Meters { public int V; }
struct Feet { public int V; }

class ExceptionsInvalidCast
{
    static void Run(int k, object o)
    {
        try
        {
            string r;
            switch (k)
            {
                case 0: r = "null " + ((Dog)o == null); break;
                case 1: r = "null " + ((Bird)o == null); break;
                case 2: r = "null " + ((IFly)o == null); break;
                case 3: r = "null " + ((string[])o == null); break;
                case 4: r = "int " + (int)o; break;
                case 5: r = "long " + (long)o; break;
                case 6: r = "short " + (short)o; break;
                case 7: r = "meters " + ((Meters)o).V; break;
                case 8: r = "double " + (double)o; break;
                case 9: r = "string " + (string)o; break;
                case 10: r = "as " + ((o as Dog) == null) + " " + ((o as IFly) == null) + " " + (o is Animal); break;
                default: return;
            }
            Console.WriteLine(k + " " + Describe(o) + ": ok " + r);
        }
        catch (InvalidCastException e) { Console.WriteLine(k + " " + Describe(o) + ": " + e.GetType().Name + ": " + e.Message); }
        catch (NullReferenceException e) { Console.WriteLine(k + " " + Describe(o) + ": " + e.GetType().Name); }
    }

    static string Describe(object o) { return o == null ? "null" : o.GetType().Name; }

    static void Main()
    {
        Meters m; m.V = 3;
        Feet f; f.V = 4;
        object[] values = { new Bird(), new Dog(), new Animal(), new object[1], new string[2], 5, 5L,
                            (short)5, m, f, 2.5, "text", null };
        for (int k = 0; k < 11; k++)
            for (int v = 0; v < values.Length; v++)
                Run(k, values[v]);
    }
}
