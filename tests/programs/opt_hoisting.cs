// Loop-invariant code motion keeps Mono's exceptions and their order: checks in a loop that
// runs zero times never raise, a check the first iteration meets raises after what ran
// before the loop, and loads move only where nothing in the loop writes them.
using System;

class Node { public int Value; public Node Next; public int[] Data; }

class Hoisting {
    static int calls;
    static int Count() { return ++calls; }

    // checked(a * b) is invariant, but the loop may run zero times: no OverflowException then.
    static int CheckedProduct(int a, int b, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += checked(a * b);
        return s;
    }

    // x / d inside a loop: DivideByZeroException only when the loop runs.
    static int Quotients(int x, int d, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += x / d + i;
        return s;
    }

    // A do-while loop checks its null reference first: the exception comes after the print.
    static int FirstIteration(Node node, int n) {
        int s = 0, i = 0;
        Console.WriteLine("before the loop");
        do { s += node.Value; i++; } while (i < n);
        return s;
    }

    // The field is written inside the loop: its load must not move out.
    static int Written(Node node, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) { s += node.Value; node.Value++; }
        return s;
    }

    // Another reference to the same array: the write through b is seen through a.
    static int Aliased(int[] a, int[] b, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) { s += a[0]; b[0] = i; }
        return s;
    }

    // A call in the loop may change the static.
    static int Static(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += calls + Count();
        return s;
    }

    // Invariant float arithmetic (NaN and -0.0 included) hoisted, same results.
    static double Floats(double x, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += x * 0.5 + (x - x);
        return s;
    }

    // A list walk: the array reference changes each iteration; its length check stays.
    static int Walk(Node node) {
        int s = 0;
        for (Node p = node; p != null; p = p.Next) s += p.Data.Length;
        return s;
    }

    // The null check could open the loop, but the handler its exception reaches reads the
    // loop's counter: the check stays in the loop.
    static int InTry(int[] a, int n) {
        int i = 0;
        try { do { i += a.Length + 1; } while (i < n); }
        catch (NullReferenceException) { return -i - 1; }
        return i;
    }

    static void Try(string what, Func<object> f) {
        try { Console.WriteLine(what + " " + f()); }
        catch (Exception e) { Console.WriteLine(what + " " + e.GetType().Name); }
    }

    static void Main() {
        Try("checked0", () => CheckedProduct(int.MaxValue, 2, 0));
        Try("checked1", () => CheckedProduct(int.MaxValue, 2, 1));
        Try("checked3", () => CheckedProduct(1000, 3, 3));
        Try("quot0", () => Quotients(7, 0, 0));
        Try("quot2", () => Quotients(7, 0, 2));
        Try("quot3", () => Quotients(int.MinValue, -1, 3));
        Try("quot4", () => Quotients(100, 7, 4));
        Try("first", () => FirstIteration(null, 3));
        Try("first2", () => FirstIteration(new Node { Value = 5 }, 3));
        Try("written", () => Written(new Node { Value = 1 }, 4));
        Try("written0", () => Written(null, 0));
        Try("written1", () => Written(null, 1));
        int[] arr = { 10, 20 };
        Try("aliased", () => Aliased(arr, arr, 4));
        Try("aliasednull", () => Aliased(arr, null, 2));
        Try("static", () => Static(3));
        Try("floats", () => Floats(3.0, 4));
        Try("nan", () => Floats(double.NaN, 2));
        Try("inf", () => Floats(double.PositiveInfinity, 2));
        Try("negzero", () => 1 / Floats(-0.0, 1));
        var list = new Node { Data = new int[3], Next = new Node { Data = new int[4], Next = new Node { Data = new int[5] } } };
        Try("intry", () => InTry(new int[2], 7));
        Try("intrynull", () => InTry(null, 7));
        Try("walk", () => Walk(list));
        Try("walk1", () => Walk(new Node { Data = new int[1], Next = new Node() }));
    }
}
