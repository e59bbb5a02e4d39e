// System.Text.StringBuilder: Append of strings, chars, ints, longs, bools, doubles and objects,
// chained appends, Length, ToString (a snapshot: later appends do not change it), building a
// long string in a loop, AppendLine-free so only the members the issue lists are needed.
using System;
using System.Text;

class Item { public override string ToString() { return "<item>"; } }

class StringBuilderTest
{
    static void Main()
    {
        var sb = new StringBuilder();
        sb.Append("abc");
        sb.Append('d');
        sb.Append(42);
        sb.Append(-7L);
        sb.Append(true);
        sb.Append(2.5);
        sb.Append(new Item());
        string first = sb.ToString();
        Console.WriteLine(first);
        Console.WriteLine(sb.Length);
        sb.Append("|").Append(1).Append('|').Append(false);
        Console.WriteLine(sb.ToString());
        Console.WriteLine(first);

        var big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.Append(i % 10);
        string s = big.ToString();
        Console.WriteLine(s.Length + " " + s.Substring(1990));
        var unicode = new StringBuilder();
        unicode.Append("d\u00e9j\u00e0").Append(' ').Append('\u00fc').Append("\U0001F600");
        Console.WriteLine(unicode.ToString() + " " + unicode.Length);
        Console.WriteLine(new StringBuilder().ToString().Length);
    }
}
