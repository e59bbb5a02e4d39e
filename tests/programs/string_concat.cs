// `+` on strings: the string.Concat overloads the C# compiler emits (2, 3 and 4 strings,
// string[] for more, object/object[] when a value needs boxing) with ints, longs, unsigned,
// bools, chars, doubles, floats, null strings and null objects, objects with and without a
// ToString override, compound assignment, and concatenation in a loop.
using System;

class Money
{
    int cents;
    public Money(int c) { cents = c; }
    public override string ToString() { return "$" + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100; }
}

class NoOverride { }

class StringConcat
{
    static void Main()
    {
        string a = "a", b = "b", c = "c", d = "d", e = "e", nul = null;
        Console.WriteLine(a + b);
        Console.WriteLine(a + b + c);
        Console.WriteLine(a + b + c + d);
        Console.WriteLine(a + b + c + d + e);
        Console.WriteLine(a + nul + b);
        Console.WriteLine(nul + nul);
        Console.WriteLine((nul + nul).Length);
        int i = -42; long l = 1L << 40; uint u = 4000000000; ulong ul = ulong.MaxValue;
        short sh = -7; byte by = 255; sbyte sb = -128;
        Console.WriteLine("int " + i);
        Console.WriteLine(i + " first");
        Console.WriteLine("long " + l + ", uint " + u + ", ulong " + ul);
        Console.WriteLine("small " + sh + " " + by + " " + sb);
        Console.WriteLine("bools " + true + " " + false + " " + (i < 0));
        Console.WriteLine("chars " + 'x' + 'y' + " " + (char)65);
        Console.WriteLine('x' + 'y' + " is a sum");
        Console.WriteLine("doubles " + 0.1 + " " + (0.1 + 0.2) + " " + 1e20 + " " + -1.5e-7 + " " + 1.0 / 0 + " " + 0.0 / 0);
        Console.WriteLine("floats " + 0.1f + " " + 3.4e38f + " " + (float)(1.0 / 3));
        Console.WriteLine(1 + 2 + "3" + 4 + 5);
        Console.WriteLine("money " + new Money(12345) + " and " + new Money(7));
        Console.WriteLine("plain " + new NoOverride());
        object on = null;
        Console.WriteLine("null object [" + on + "]");
        object boxed = 3.25;
        Console.WriteLine("boxed " + boxed);
        string s = "";
        for (int k = 0; k < 10; k++) s += k;
        Console.WriteLine(s + " " + s.Length);
        s += '!';
        s += true;
        s += 2.5;
        s += nul;
        Console.WriteLine(s);
        string many = a + 1 + b + 2 + c + 3 + d + 4.5 + e + true + 'z' + l;
        Console.WriteLine(many);
        Console.WriteLine(string.Concat("x", "y") + string.Concat("1", "2", "3") + string.Concat(a, b, c, d));
        Console.WriteLine(string.Concat(1, 2) + string.Concat((object)"o", 3.5, 'q'));
    }
}
