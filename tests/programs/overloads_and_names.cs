// Linker symbols for managed methods must be unique and valid: overloads that differ only in
// parameter types, the same method name in several classes, namespaces, nested classes,
// underscores that could collide once '.' is mangled, non-ASCII and keyword (@) identifiers.
using System;

namespace Outer.Inner
{
    static class Helpers
    {
        public static int F(int x) { return x + 1; }
        public static int F(long x) { return (int)x + 2; }
        public static int F(uint x) { return (int)x + 3; }
        public static int F(string s) { return 4; }
        public static int F(int a, int b) { return a + b + 5; }
        public static int F(byte b) { return b + 6; }
        public static int F(char c) { return c + 7; }
        public static int F(bool b) { return b ? 8 : 9; }
        public static int F(ulong x) { return (int)x + 10; }
        public static int F(short x) { return x + 11; }
        public static int Größe(int x) { return x * 2; }
        public static int Gr_e(int x) { return x * 3; }
        public static int Grüße(int x) { return x * 5; }
        public static int @class(int x) { return x * 7; }
    }
}

namespace Other
{
    static class Helpers
    {
        public static int F(int x) { return x + 1000; }
    }
}

class A_B { public static int C() { return 1; } }

class A
{
    public static int B_C() { return 2; }
    public static int F(int x) { return x + 200; }

    public class Nested
    {
        public static int C() { return 3; }
        public static int F(int x) { return x + 300; }
    }
}

class OverloadsAndNames
{
    static int F(int x) { return x + 100; }

    static void Main()
    {
        Console.WriteLine(Outer.Inner.Helpers.F(1));
        Console.WriteLine(Outer.Inner.Helpers.F(1L));
        Console.WriteLine(Outer.Inner.Helpers.F(1u));
        Console.WriteLine(Outer.Inner.Helpers.F("s"));
        Console.WriteLine(Outer.Inner.Helpers.F(1, 2));
        Console.WriteLine(Outer.Inner.Helpers.F((byte)1));
        Console.WriteLine(Outer.Inner.Helpers.F('a'));
        Console.WriteLine(Outer.Inner.Helpers.F(true));
        Console.WriteLine(Outer.Inner.Helpers.F(1UL));
        Console.WriteLine(Outer.Inner.Helpers.F((short)1));
        Console.WriteLine(Outer.Inner.Helpers.Größe(3));
        Console.WriteLine(Outer.Inner.Helpers.Gr_e(3));
        Console.WriteLine(Outer.Inner.Helpers.Grüße(3));
        Console.WriteLine(Outer.Inner.Helpers.@class(3));
        Console.WriteLine(Other.Helpers.F(1));
        Console.WriteLine(A_B.C());
        Console.WriteLine(A.B_C());
        Console.WriteLine(A.Nested.C());
        Console.WriteLine(A.F(1));
        Console.WriteLine(A.Nested.F(1));
        Console.WriteLine(F(1));
    }
}
