// Null and range checks an optimiser may drop, and ones that must stay and raise: the
// index modified in the loop, a bound off by one, a different array, a string, arrays of
// arrays with rows of different lengths, a counter that could wrap, a new array's count
// as the bound (and another bound for it), loops counting down from the length.
using System;

class Box { public int[] Items = new int[4]; public int Sum() { int s = 0; for (int i = 0; i < Items.Length; i++) s += Items[i]; return s; } }

class CheckElimination {
    static int Pairs(int[] a) { int s = 0; for (int i = 0; i < a.Length - 1; i++) s += a[i] * a[i + 1]; return s; }
    static int PairsTooFar(int[] a) { int s = 0; for (int i = 0; i < a.Length - 1; i++) s += a[i + 2]; return s; }
    static int Skips(int[] a) { int s = 0; for (int i = 0; i < a.Length; i++) { s += a[i]; i++; s += a[i]; } return s; }
    static int Doubles(int[] a) { int s = 0; for (int i = 0; i < a.Length; i += 2) s += a[i] + a[i + 1]; return s; }
    static int Chars(string t) { int s = 0; for (int i = 0; i < t.Length; i++) s += t[i]; return s; }
    static int CharsNext(string t) { int s = 0; for (int i = 0; i < t.Length; i++) s += t[i + 1]; return s; }
    static int Rows(int[][] m) {
        int s = 0;
        for (int i = 0; i < m.Length; i++) for (int j = 0; j < m[i].Length; j++) s += m[i][j];
        return s;
    }
    static int RowsOther(int[][] m) {
        int s = 0;
        for (int i = 0; i < m.Length; i++) for (int j = 0; j < m[0].Length; j++) s += m[i][j];
        return s;
    }
    static int Wrap(int[] a, int start) { int s = 0; for (int i = start; i < a.Length; i++) s += a[i]; return s; }
    static long Long(long[] a) { long s = 0; for (int i = 0; i < a.Length; i++) s += a[i]; return s; }
    static int Reassigned(int[] a, int[] b) {
        int s = 0;
        for (int i = 0; i < a.Length; i++) { s += a[i]; a = b; }
        return s;
    }
    static int Fresh(int n) { var a = new int[n]; for (int i = 0; i < a.Length; i++) a[i] = i; return a[n - 1]; }
    static int Counted(int n, int m) { var a = new int[n]; for (int i = 0; i < n; i++) a[i] = i; for (int i = 0; i < m; i++) a[i]++; return a[n - 1]; }
    static int Rev(int[] a) { int s = 0; for (int i = a.Length - 1; i >= 0; i--) s = s * 3 + a[i]; return s; }
    static int RevPair(int[] a) { int s = 0; for (int i = a.Length - 2; i >= 0; i--) s += a[i] * a[i + 1]; return s; }
    static int RevTooFar(int[] a) { int s = 0; for (int i = a.Length - 1; i >= 0; i--) s += a[i + 1]; return s; }
    static int RevFromLength(int[] a) { int s = 0; for (int i = a.Length; i >= 0; i--) s += a[i]; return s; }
    static int RevReset(int[] a, int[] b) {
        int s = 0, n = 0;
        for (int i = a.Length - 1; i >= 0; i--) { s += a[i]; if (n++ == 1) { a = b; i = a.Length + 2; } }
        return s;
    }
    static int Null(int[] a, bool check) { if (check && a == null) return -1; return a.Length; }

    static void Try(string what, Func<object> f) {
        try { Console.WriteLine(what + " " + f()); }
        catch (Exception e) { Console.WriteLine(what + " " + e.GetType().Name); }
    }

    static void Main() {
        int[] a = { 1, 2, 3, 4, 5 }, b = { 10, 20 };
        Try("pairs", () => Pairs(a));
        Try("pairs0", () => Pairs(new int[0]));
        Try("pairsnull", () => Pairs(null));
        Try("toofar", () => PairsTooFar(a));
        Try("skips", () => Skips(a));
        Try("skips4", () => Skips(new[] { 1, 2, 3, 4 }));
        Try("doubles", () => Doubles(a));
        Try("chars", () => Chars("hello"));
        Try("charsnext", () => CharsNext("hello"));
        Try("rows", () => Rows(new[] { a, b, new int[0] }));
        Try("rowsother", () => RowsOther(new[] { a, b }));
        Try("rowsnull", () => Rows(new[] { a, null }));
        Try("wrap", () => Wrap(a, -1));
        Try("wrap2", () => Wrap(a, 2));
        Try("long", () => Long(new long[] { 1L << 40, 2 }));
        Try("reassigned", () => Reassigned(a, b));
        Try("fresh", () => Fresh(6));
        Try("fresh0", () => Fresh(0));
        Try("counted", () => Counted(4, 4));
        Try("countedmore", () => Counted(4, 5));
        Try("countedneg", () => Counted(-1, 0));
        Try("rev", () => Rev(a));
        Try("rev0", () => Rev(new int[0]));
        Try("revpair", () => RevPair(a));
        Try("revpair1", () => RevPair(new[] { 7 }));
        Try("revtoofar", () => RevTooFar(a));
        Try("revfromlength", () => RevFromLength(a));
        Try("revreset", () => RevReset(new[] { 1, 2, 3 }, new[] { 4, 5 }));
        Try("null", () => Null(null, true));
        Try("null2", () => Null(null, false));
        Try("box", () => new Box().Sum());
    }
}
