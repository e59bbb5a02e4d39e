using System;
using System.Collections.Generic;
using System.Text;

// String members that run the framework's own IL (IndexOf, ToUpper/ToLower, CompareTo,
// Equals): their results, their exceptions, and the case mapping of every UTF-16 unit.
class Program {
    static void Try(string what, Func<object> f) {
        try { Console.WriteLine(what + ": " + f()); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message); }
    }
    static void Main() {
        string n = null;
        Try("IndexOf(char)", () => "hello".IndexOf('l') + " " + "hello".IndexOf('z') + " " + "".IndexOf('z'));
        Try("IndexOf(char, int)", () => "hello".IndexOf('l', 3) + " " + "hello".IndexOf('l', 5));
        Try("IndexOf(char, 9)", () => "abc".IndexOf('a', 9));
        Try("IndexOf(string)", () => "hello".IndexOf("ll") + " " + "hello".IndexOf("") + " " + "hello".IndexOf("lo!") + " " + "a\u00e9b".IndexOf("\u00e9"));
        Try("IndexOf(string, int)", () => "abcabc".IndexOf("bc", 2) + " " + "abc".IndexOf("", 3));
        Try("IndexOf(string, -1)", () => "abc".IndexOf("b", -1));
        Try("IndexOf(null)", () => "abc".IndexOf((string)null));
        Try("null.IndexOf", () => n.IndexOf('a'));
        Try("ToUpper", () => "Hello, World! \u00e9\u00ff\u00df\u0131\u03c3\u0434 z \U0001F600".ToUpper());
        Try("ToLower", () => "Hello, WORLD! \u00c9\u0178\u0130\u03a3\u0414 Z".ToLower());
        Try("ToUpper same object", () => object.ReferenceEquals("ABC".ToUpper(), "ABC") + " " + object.ReferenceEquals("abc".ToLower(), "abc"));
        Try("null.ToUpper", () => n.ToUpper());
        Try("null.ToLower", () => n.ToLower());
        Try("CompareTo", () => "a".CompareTo("B") + " " + "B".CompareTo("a") + " " + "a".CompareTo("A") + " " + "abc".CompareTo("abc") + " " + "a".CompareTo((string)null) + " " + "co-op".CompareTo("coop"));
        Try("CompareTo(object)", () => "b".CompareTo((object)"a") + " " + "b".CompareTo((object)null));
        Try("CompareTo(5)", () => "b".CompareTo((object)5));
        Try("null.CompareTo", () => n.CompareTo("a"));
        Try("Equals", () => "q".Equals(new string('q', 1)) + " " + "a".Equals((string)null) + " " + "a".Equals("A"));
        Try("null.Equals", () => n.Equals("a"));
        IComparable<string> c = "m"; IEquatable<string> e = "m"; IComparable o = "m";
        Try("interfaces", () => c.CompareTo("n") + " " + e.Equals("m") + " " + o.CompareTo("l"));
        var list = new List<string> { "pear", "Apple", "apple", "banana", "Banana", "_x", "10", "9" };
        list.Sort(); Try("Sort", () => string.Join(",", list));
        Try("Contains", () => list.Contains("banana") + " " + list.IndexOf("10"));
        var all = new StringBuilder();
        for (int u = 0; u < 65536; u++) all.Append((char)u);
        string s = all.ToString(), up = s.ToUpper(), lo = s.ToLower(), upi = s.ToUpperInvariant();
        int changed = 0;
        for (int u = 0; u < 65536; u++) {
            if (up[u] != u) { changed++; Console.WriteLine("U " + u + " " + (int)up[u]); }
            if (lo[u] != u) { changed++; Console.WriteLine("L " + u + " " + (int)lo[u]); }
            if (upi[u] != up[u] || char.ToUpper((char)u) != up[u] || char.ToLower((char)u) != lo[u])
                Console.WriteLine("differs " + u);
        }
        Console.WriteLine(changed);
    }
}
