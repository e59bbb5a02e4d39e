// MCS-FLAGS: -optimize+
// String.Empty, which mcs -optimize+ also loads for every "" (ldsfld System.String::Empty):
// compared (==, !=, Equals, CompareTo, ReferenceEquals with ""), concatenated, its Length and
// indexer range, passed as an argument, stored in fields, locals, arrays and returned, as the
// start of a StringBuilder and of a loop that builds a string, boxed as an object.
using System;
using System.Text;

class Program {
    static string field = String.Empty;
    string instanceField = "";

    static string Describe(string s) {
        if (s == null) return "null";
        return s.Length == 0 ? "empty" : "'" + s + "' (" + s.Length + ")";
    }

    static string Pick(bool empty) { return empty ? "" : "x"; }

    static string Repeat(char c, int n) {
        string s = String.Empty;
        for (int i = 0; i < n; i++) s += c;
        return s;
    }

    static void Main() {
        string e = String.Empty;
        string lit = "";
        Console.WriteLine("[" + e + "]");
        Console.WriteLine(e.Length);
        Console.WriteLine(e == lit);
        Console.WriteLine(e != "a");
        Console.WriteLine(String.Empty == "");
        Console.WriteLine(e.Equals(lit));
        Console.WriteLine(e.CompareTo("a"));
        Console.WriteLine("a".CompareTo(String.Empty));
        Console.WriteLine(Object.ReferenceEquals(e, lit));
        Console.WriteLine(Describe(String.Empty));
        Console.WriteLine(Describe(""));
        Console.WriteLine(Describe(null));
        Console.WriteLine(Describe("abc" + String.Empty));
        Console.WriteLine(Describe(String.Empty + String.Empty));
        Console.WriteLine(Describe(String.Concat(String.Empty, "z", "")));
        Console.WriteLine(Describe(Pick(true)) + " " + Describe(Pick(false)));
        Console.WriteLine(Describe(field) + " " + Describe(new Program().instanceField));
        field = field + "f";
        Console.WriteLine(Describe(field));
        Console.WriteLine(Repeat('q', 0).Length + " " + Repeat('q', 3));
        string[] parts = { "", String.Empty, "p" };
        Console.WriteLine(parts[0] + parts[1] + parts[2] + parts.Length);
        object boxed = String.Empty;
        Console.WriteLine(boxed is string);
        Console.WriteLine(boxed.ToString().Length + boxed.GetHashCode() - "".GetHashCode());
        StringBuilder sb = new StringBuilder(String.Empty);
        sb.Append("").Append("sb").Append(String.Empty);
        Console.WriteLine(sb.ToString() + sb.Length);
        try {
            Console.WriteLine(String.Empty[0]);
        } catch (IndexOutOfRangeException ex) {
            Console.WriteLine(ex.GetType().Name);
        }
    }
}
