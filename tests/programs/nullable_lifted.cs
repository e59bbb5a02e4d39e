// Nullable<T>: lifted operators, boxing into isinst/unbox, Nullable<T> in generic code,
// arrays of nullables, structs in nullables.
using System;
struct P { public int X; }
class Program {
    static T? Find<T>(T[] a, Func<T, bool> f) where T : struct { foreach (var x in a) if (f(x)) return x; return null; }
    static void Main() {
        int? a = null; int? b = 3;
        Console.WriteLine((a + b) == null); Console.WriteLine(a < b); Console.WriteLine(a == b); Console.WriteLine(a != b); Console.WriteLine(-b); Console.WriteLine(~b); Console.WriteLine(b++ + " " + b);
        Console.WriteLine(Find(new[] { 1, 2, 3 }, x => x > 1)); Console.WriteLine(Find(new[] { 1.5 }, x => x > 2).HasValue);
        long? L = null; Console.WriteLine(L.GetValueOrDefault() + " " + (L ?? 5));
        int?[] arr = new int?[3]; arr[1] = 4; foreach (var x in arr) Console.Write((x.HasValue ? x.ToString() : "null") + " "); Console.WriteLine();
        object o = arr[1]; Console.WriteLine(o.GetType().Name + " " + (o is int) + " " + (o is int?));
        int? z = (int?)o; Console.WriteLine(z.Value + 1);
        
        P? pp = null; Console.WriteLine(pp.HasValue + " " + pp.GetHashCode() + "[" + pp + "]");
        Console.WriteLine(a.Equals(null) + " " + b.Equals(3) + " " + b.GetHashCode());
        bool? t = null; if (t == true) Console.WriteLine("t"); else Console.WriteLine("not t");
        double? dd = b; Console.WriteLine(dd / 2);
        try { object nn = a; int v = (int)nn; } catch (NullReferenceException) { Console.WriteLine("NRE"); }
    }
}
