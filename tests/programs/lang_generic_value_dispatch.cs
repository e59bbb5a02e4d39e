// Generic code over enums of every underlying type, nullables and structs: EqualityComparer/Comparer<T>.Default, constrained GetType/ToString/Equals/GetHashCode, collections keyed by them.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
enum Tiny : byte { X = 1, Y = 200 } enum Wide : long { P = -1, Q = 1L << 50 } enum Neg : sbyte { M = -3, N = 3 }
struct Old : IComparable { public int K; public int CompareTo(object o) { return K.CompareTo(((Old)o).K); } public override string ToString() { return "Old" + K; } }
struct OnlyObjEq { public int K; public override bool Equals(object o) { return o is OnlyObjEq && ((OnlyObjEq)o).K % 10 == K % 10; } public override int GetHashCode() { return K % 10; } }
struct NoOverride { public short S; public byte B; }
struct RevCmp : IComparer<string> { public int Compare(string a, string b) { return string.CompareOrdinal(b, a); } }
static class P {
    static string Describe<T>(T x) { return x.ToString() + "/" + x.Equals(x) + "/" + x.GetType().Name; }
    static T? Maybe<T>(bool b, T v) where T : struct { return b ? v : (T?)null; }
    static int Hash<T>(T x) { return x.GetHashCode(); }
    static string Lift<T>(T? a) where T : struct { return a.HasValue ? "has " + a.Value : "none " + a.GetValueOrDefault(); }
    static int Cmp<T>(T a, T b) { return Comparer<T>.Default.Compare(a, b); }
    static bool Eq<T>(T a, T b) { return EqualityComparer<T>.Default.Equals(a, b); }
    static void Main() {
        Console.WriteLine(Describe(5) + " " + Describe(Tiny.Y) + " " + Describe(Wide.Q) + " " + Describe(Neg.M) + " " + Describe('c') + " " + Describe(true) + " " + Describe(2.5) + " " + Describe(7L));
        Console.WriteLine(Describe(new Old { K = 3 }) + " " + Describe(new NoOverride { S = 4, B = 1 }).Substring(0, 10) + " " + Describe((int?)4) + " " + Describe(new KeyValuePair<int, string>(1, "a")));
        Console.WriteLine(Hash(5) + " " + Hash(Tiny.Y) + " " + Hash(Wide.Q) + " " + Hash(Neg.M) + " " + Hash((int?)4) + " " + Hash<int?>(null) + " " + Hash(7L) + " " + Hash(true));
        try { Describe<int?>(null); } catch (NullReferenceException) { Console.WriteLine("NRE on empty nullable"); }
        Console.WriteLine(Lift(Maybe(true, 3)) + " " + Lift(Maybe(false, 3)) + " " + Lift(Maybe(true, Tiny.X)) + " " + Lift(Maybe(false, new Old())) + " " + Lift(Maybe(true, 1.5m)));
        Console.WriteLine(Cmp(new Old { K = 1 }, new Old { K = 2 }) + " " + Cmp(Tiny.Y, Tiny.X) + " " + Cmp(Neg.M, Neg.N) + " " + Cmp(Wide.P, Wide.Q) + " " + Cmp<int?>(null, 1) + " " + Cmp("a", "B") + " " + Cmp<object>(null, null));
        Console.WriteLine(Eq(Tiny.X, (Tiny)1) + " " + Eq(new OnlyObjEq { K = 13 }, new OnlyObjEq { K = 3 }) + " " + Eq(new NoOverride { S = 1 }, new NoOverride { S = 1 }) + " " + Eq(new NoOverride { S = 1 }, new NoOverride { S = 1, B = 2 }) + " " + Eq<int?>(null, null) + " " + Eq(1.0, -(-1.0)) + " " + Eq(double.NaN, double.NaN) + " " + double.NaN.Equals(double.NaN) + " " + (double.NaN == double.NaN));
        var olds = new List<Old> { new Old { K = 3 }, new Old { K = 1 }, new Old { K = 2 } }; olds.Sort(); Console.WriteLine(string.Join(",", olds) + " " + olds.Max() + " " + olds.Min().K);
        var ooe = new List<OnlyObjEq> { new OnlyObjEq { K = 1 }, new OnlyObjEq { K = 22 } }; Console.WriteLine(ooe.Remove(new OnlyObjEq { K = 12 }) + " " + ooe.Count + " " + ooe[0].K + " " + Array.IndexOf(ooe.ToArray(), new OnlyObjEq { K = 91 }));
        var dt = new Dictionary<Tiny, int> { { Tiny.Y, 1 } }; var dw = new Dictionary<Wide, string> { { Wide.Q, "q" } }; var dn = new Dictionary<Neg, int> { { Neg.M, 9 } };
        Console.WriteLine(dt[(Tiny)200] + dw[(Wide)(1L << 50)] + dn[(Neg)(-3)] + " " + dw.ContainsKey(Wide.P));
        var hn = new HashSet<int?> { 1, null, 1, null, 2 }; Console.WriteLine(hn.Count + " " + hn.Contains(null));
        var sd = new SortedDictionary<string, int>(new RevCmp()) { { "b", 1 }, { "a", 2 }, { "c", 3 } }; Console.WriteLine(string.Join(",", sd.Keys) + " " + string.Join(",", new SortedSet<Tiny> { Tiny.Y, Tiny.X }));
        var arr = new[] { Neg.N, Neg.M }; Array.Sort(arr); Console.WriteLine(string.Join(",", arr) + " " + Array.IndexOf(arr, Neg.N) + " " + string.Join(",", Enum.GetValues(typeof(Wide)).Cast<Wide>()));
        object bt = Tiny.Y; Console.WriteLine(bt.Equals(Tiny.Y) + " " + bt.Equals((byte)200) + " " + ((IComparable)bt).CompareTo(Tiny.X) + " " + (bt is Enum) + " " + (bt is IConvertible) + " " + Convert.ToInt32(bt) + " " + ((Enum)bt).HasFlag(Tiny.X));
        ArrayList al = new ArrayList { 3, "s", Tiny.X, null, 2.5 }; Console.WriteLine(string.Join("|", al.Cast<object>().Select(o => o == null ? "null" : o.GetType().Name)));
        var ge = new[] { Wide.Q, Wide.P }.OrderBy(w => w).Select(w => (long)w); Console.WriteLine(string.Join(",", ge));
    }
}
