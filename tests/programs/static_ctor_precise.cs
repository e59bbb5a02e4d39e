// Static constructors with ECMA-335's precise semantics: a type with an explicit static
// constructor (not beforefieldinit) is initialised exactly at the first access to a static
// field, the first call of a static method, or the first instantiation, and only once. The
// side effects printed around each first access must appear in exactly Mono's order.
using System;

class ByField
{
    public static int Value = Trace("ByField initialiser", 11);
    static ByField() { Console.WriteLine("ByField cctor"); Value += 1; }
    public static int Trace(string s, int v) { Console.WriteLine(s); return v; }
}

class ByStaticMethod
{
    static int calls;
    static ByStaticMethod() { Console.WriteLine("ByStaticMethod cctor"); }
    public static int Call() { calls++; return calls; }
}

class ByNew
{
    public int Id;
    static int next = 100;
    static ByNew() { Console.WriteLine("ByNew cctor, next = " + next); }
    public ByNew() { Id = next++; Console.WriteLine("ByNew ctor " + Id); }
}

class ByFieldWrite
{
    public static int Target;
    static ByFieldWrite() { Console.WriteLine("ByFieldWrite cctor, Target = " + Target); Target = 5; }
}

class ByFieldAddress
{
    public static int Counter;
    static ByFieldAddress() { Console.WriteLine("ByFieldAddress cctor"); Counter = 40; }
}

class Chain1
{
    public static int V;
    static Chain1() { Console.WriteLine("Chain1 cctor begins"); V = Chain2.V + 1; Console.WriteLine("Chain1 cctor ends"); }
}

class Chain2
{
    public static int V;
    static Chain2() { Console.WriteLine("Chain2 cctor"); V = 41; }
}

class Base
{
    public static int BaseStatic;
    static Base() { Console.WriteLine("Base cctor"); }
    public Base() { Console.WriteLine("Base ctor"); }
}

class Derived : Base
{
    public static int DerivedStatic;
    static Derived() { Console.WriteLine("Derived cctor"); }
    public Derived() { Console.WriteLine("Derived ctor"); }
}

class OnlyDerivedStatic : Base
{
    public static int S = 3;
    static OnlyDerivedStatic() { Console.WriteLine("OnlyDerivedStatic cctor"); }
}

class NeverTouched
{
    public static int X;
    static NeverTouched() { Console.WriteLine("NeverTouched cctor (must not run)"); }
}

class CycleA
{
    public static int A = 1;
    public static int SeenB;
    static CycleA() { Console.WriteLine("CycleA cctor"); SeenB = CycleB.B; }
}

class CycleB
{
    public static int B = 2;
    public static int SeenA;
    static CycleB() { Console.WriteLine("CycleB cctor sees CycleA.A = " + CycleA.A); SeenA = CycleA.A; }
}

class InLoop
{
    public static int Hits;
    static InLoop() { Console.WriteLine("InLoop cctor"); }
}

class Inc
{
    public static void Add(ref int x, int d) { x += d; }
}

class StaticCtorPrecise
{
    static void Main()
    {
        Console.WriteLine("Main starts");
        Console.WriteLine("before ByField.Value");
        int v = ByField.Value;
        Console.WriteLine("after ByField.Value = " + v);
        Console.WriteLine(ByField.Value);

        Console.WriteLine("before ByStaticMethod.Call");
        Console.WriteLine(ByStaticMethod.Call());
        Console.WriteLine(ByStaticMethod.Call());

        Console.WriteLine("before new ByNew");
        var a = new ByNew();
        var b = new ByNew();
        Console.WriteLine(a.Id + b.Id);

        Console.WriteLine("before ByFieldWrite.Target = 9");
        ByFieldWrite.Target = 9;
        Console.WriteLine("after: " + ByFieldWrite.Target);

        Console.WriteLine("before ref ByFieldAddress.Counter");
        Inc.Add(ref ByFieldAddress.Counter, 2);
        Console.WriteLine("after: " + ByFieldAddress.Counter);

        Console.WriteLine("before Chain1.V");
        Console.WriteLine(Chain1.V);
        Console.WriteLine(Chain2.V);

        Console.WriteLine("before new Derived");
        new Derived();
        Console.WriteLine("again");
        new Derived();
        Console.WriteLine(Base.BaseStatic + Derived.DerivedStatic);

        Console.WriteLine("before OnlyDerivedStatic.S");
        Console.WriteLine(OnlyDerivedStatic.S);
        Console.WriteLine("before CycleA.A");
        Console.WriteLine(CycleA.A + " " + CycleA.SeenB + " " + CycleB.SeenA);

        for (int i = 0; i < 5; i++)
        {
            Console.WriteLine("iteration " + i);
            if (i >= 2) InLoop.Hits += i;
        }
        Console.WriteLine(InLoop.Hits);
        Console.WriteLine("Main ends");
        if (args_never()) Console.WriteLine(NeverTouched.X);
    }

    static bool args_never() { return false; }
}
