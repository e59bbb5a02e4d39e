// Inlining (cil2mir/opt/inline.py) must keep what the calls did: exceptions raised in
// inlined code propagate as from the call site (to the caller's handlers, after the
// callee's own output), static constructors run when the call would have run them, and
// properties, tiny helpers and single-call-site methods still compute the same.
using System;

class Box {
    int v;
    public Box(int v) { this.v = v; }
    public int V { get { return v; } }
    public int Half { get { return v / 2; } }
    public int Div(int d) { return v / d; }
}

static class Precise {
    static int calls;
    static Precise() { Console.WriteLine("Precise..cctor"); }
    public static int Next() { return ++calls; }
}

class Lazy {
    public static int Value = Init();
    static int Init() { Console.WriteLine("Lazy init"); return 42; }
    public static int Get() { return Value; }
}

class Thrower {
    static Thrower() { throw new InvalidOperationException("cctor failed"); }
    public static int Get() { return 1; }
}

class Inline {
    static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
    static int Check(int x) {
        Console.WriteLine("check " + x);
        if (x < 0) throw new ArgumentException("negative");
        return x * 2;
    }
    static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }
    static int Once(int[] a) {
        int s = 0;
        for (int i = 0; i < a.Length; i++) s += a[i] * (i + 1);
        return s;
    }

    static void Main() {
        double sum = 0;
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) sum += A(i, j);
        Console.WriteLine(sum);
        Box b = new Box(9), none = null;
        Console.WriteLine(b.V + b.Half + b.Div(3));
        try { Console.WriteLine(none.V); } catch (NullReferenceException) { Console.WriteLine("null V"); }
        try { Console.WriteLine(b.Div(0)); } catch (DivideByZeroException) { Console.WriteLine("div0"); }
        try { Console.WriteLine(Check(3) + Check(-1)); }
        catch (ArgumentException e) { Console.WriteLine("caught " + e.Message); }
        finally { Console.WriteLine("finally"); }
        Console.WriteLine("before Precise");
        Console.WriteLine(Precise.Next() + Precise.Next());
        Console.WriteLine("before Lazy");
        Console.WriteLine(Lazy.Get());
        for (int k = 0; k < 2; k++) {
            try { Console.WriteLine(Thrower.Get()); }
            catch (TypeInitializationException e) { Console.WriteLine(e.InnerException.Message); }
        }
        Console.WriteLine(Fib(15));
        Console.WriteLine(Once(new[] { 3, 1, 4, 1, 5 }));
        try { Console.WriteLine(Once(null)); } catch (NullReferenceException) { Console.WriteLine("null array"); }
    }
}
