// Array loops whose range checks an optimiser may remove, and ones where a check must
// stay and raise: the bound is off by one, the index comes from outside, another array's
// length, a decreasing loop that goes one too far.
using System;

class RangeChecks {
    static int Sum(int[] a) { int s = 0; for (int i = 0; i < a.Length; i++) s += a[i]; return s; }
    static int SumTo(int[] a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
    static int OffByOne(int[] a) { int s = 0; for (int i = 0; i <= a.Length; i++) s += a[i]; return s; }
    static int Down(int[] a) { int s = 0; for (int i = a.Length - 1; i >= -1; i--) s += a[i]; return s; }
    static int Other(int[] a, int[] b) { int s = 0; for (int i = 0; i < a.Length; i++) s += b[i]; return s; }
    static int Nested(int[][] m) {
        int s = 0;
        for (int i = 0; i < m.Length; i++) for (int j = 0; j < m[i].Length - 1; j++) s += m[i][j] * m[i][j + 1];
        return s;
    }

    static void Try(string what, Func<int> f) {
        try { Console.WriteLine(what + " " + f()); }
        catch (IndexOutOfRangeException e) { Console.WriteLine(what + " " + e.GetType().Name); }
    }

    static void Main() {
        int[] a = { 1, 2, 3, 4, 5 }, b = { 10, 20 };
        Try("sum", () => Sum(a));
        Try("sumto", () => SumTo(a, 5));
        Try("sumto6", () => SumTo(a, 6));
        Try("offbyone", () => OffByOne(a));
        Try("down", () => Down(a));
        Try("other", () => Other(a, b));
        Try("other2", () => Other(b, a));
        Try("nested", () => Nested(new[] { a, b, new int[0] }));
    }
}
