// o is Enum / o is ValueType, as, and casts to both, on boxed enums (int and long), boxed
// primitives, a struct, a string, objects, an array and null; a failing cast is
// InvalidCastException.
using System;

enum Color { Red, Green }
enum Big : long { Huge = 1L << 40 }
struct Pt { public int X; }
class Plain { }

class P {
    static void Show(string what, object o) {
        Console.WriteLine(what + ": Enum " + (o is Enum) + ", ValueType " + (o is ValueType)
            + ", as Enum null " + ((o as Enum) == null) + ", as ValueType null " + ((o as ValueType) == null));
    }
    static void Main() {
        Show("enum", Color.Green);
        Show("long enum", Big.Huge);
        Show("int", 5);
        Show("double", 2.5);
        Show("bool", true);
        Show("char", 'c');
        Show("struct", new Pt());
        Show("string", "s");
        Show("object", new object());
        Show("class", new Plain());
        Show("array", new int[1]);
        Show("null", null);
        object o = Color.Red;
        Enum e = (Enum)o;
        Console.WriteLine(e);
        ValueType v = (ValueType)o;
        Console.WriteLine(v);
        ValueType vi = (ValueType)(object)42;
        Console.WriteLine(vi);
        try {
            Enum bad = (Enum)(object)42;
            Console.WriteLine("no exception " + bad);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException for int as Enum");
        }
        try {
            ValueType bad = (ValueType)(object)"str";
            Console.WriteLine("no exception " + bad);
        } catch (InvalidCastException) {
            Console.WriteLine("InvalidCastException for string as ValueType");
        }
        Enum none = (Enum)null;
        Console.WriteLine(none == null);
        Console.WriteLine(e.GetType().Name + " " + v.GetType().Name);
    }
}
