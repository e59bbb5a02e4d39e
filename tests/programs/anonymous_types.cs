// Anonymous types: the generic classes mcs generates, with their Equals, GetHashCode
// (EqualityComparer<T>.Default per property) and ToString.
using System;

class Program {
    static T Echo<T>(T x) { return x; }
    static void Main() {
        var a = new { Name = "Ann", Age = 30 };
        var b = new { Name = "Ann", Age = 30 };
        var c = new { Name = "Bob", Age = 5 };
        Console.WriteLine(a);
        Console.WriteLine(a.Name + " " + a.Age);
        Console.WriteLine(a.Equals(b) + " " + a.Equals(c) + " " + a.Equals(null) + " " + a.Equals("Ann") + " " + (a.GetHashCode() == b.GetHashCode()));
        var d = new { X = 1.5, Y = (string)null, Z = 'c', W = new { Inner = true, L = 1L << 40 } };
        Console.WriteLine(d);
        var e = new { X = 1.5, Y = (string)null, Z = 'c', W = new { Inner = true, L = 1L << 40 } };
        Console.WriteLine(d.Equals(e) + " " + (d.GetHashCode() == e.GetHashCode()) + " " + d.W.Equals(e.W));
        var arr = new[] { new { K = 1, V = "one" }, new { K = 2, V = "two" } };
        foreach (var x in arr) Console.WriteLine(x.K + "=" + x.V);
        Func<int, object> mk = i => new { I = i, Sq = i * i };
        Console.WriteLine(mk(7) + " " + mk(7).Equals(mk(7)) + " " + mk(7).Equals(mk(8)));
        var echoed = Echo(new { P = 2.25f, Q = (object)null });
        Console.WriteLine(echoed + " " + echoed.GetType().Name);
        var empty = new { };
        Console.WriteLine(empty + " " + empty.Equals(new { }));
    }
}
