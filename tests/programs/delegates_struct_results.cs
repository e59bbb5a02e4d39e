// Delegates of methods that return a struct: bound to an extension method over its first
// argument (Invoke calls it as an instance method of the target: the result's hidden address
// must follow the first argument), static ones open, multicast, and as LINQ selectors.
using System;
using System.Linq;
struct S { public int A; public string B; public S(int a, string b) { A = a; B = b; } public override string ToString() => $"S({A},{B})"; }
static class Ext
{
    public static S MakeS(this string s) => new S(s.Length, s);
    public static S Twice(this string s, int n) => new S(n * 2, s + s);
    public static S Zero() => new S(0, "zero");
    public static S Pair(int a, int b) => new S(a + b, (a * b).ToString());
    public static decimal Scale(this decimal d, int k) => d * k;
}
class P
{
    static void Main()
    {
        Func<S> f = "abc".MakeS;
        Func<int, S> g = "xy".Twice;
        Func<S> z = Ext.Zero;
        Func<int, int, S> pair = Ext.Pair;
        Func<int, decimal> sc = k => 1.5m.Scale(k);
        Console.WriteLine(f() + " " + g(21) + " " + z() + " " + pair(3, 4) + " " + sc(3));
        Func<S> multi = f; multi += "longer".MakeS;
        Console.WriteLine(multi());
        Console.WriteLine(string.Join(",", new[] { "a", "bb" }.Select(Ext.MakeS)));
        Console.WriteLine(string.Join(",", Enumerable.Range(1, 3).Select("q".Twice)));
    }
}
