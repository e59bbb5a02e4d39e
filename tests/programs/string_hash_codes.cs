// string.GetHashCode as Mono 6.8 computes it (Marvin32 with Mono's constant seed): strings of
// every length from 0 to 17 (each tail case of the hash), non-ASCII and surrogate pairs, long
// ones, equal strings made differently; the framework's other string hashes over the same
// seed (StringComparer.Ordinal/OrdinalIgnoreCase, EqualityComparer<string>.Default); and the
// orders that follow from the hashes: a Hashtable's enumeration over string keys (after
// removals and growth too), a HashSet<string>'s after removals.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Text;

class StringHashCodes
{
    static void Main()
    {
        string letters = "abcdefghijklmnopqrstuvwxyz";
        for (int n = 0; n <= 17; n++)
            Console.Write(letters.Substring(0, n).GetHashCode() + (n % 6 == 5 ? "\n" : " "));
        Console.WriteLine();
        string[] samples = { "", " ", "A", "a", "Hello, World!", "h\u00e9llo", "\u00fc\u20ac\u4e2d\u6587",
                             "\U0001F600", "x\ud800y", "tab\there", "line\nbreak", new string('z', 1000),
                             "The quick brown fox jumps over the lazy dog" };
        foreach (string s in samples)
            Console.WriteLine(s.Length + " " + s.GetHashCode() + " " + StringComparer.Ordinal.GetHashCode(s) + " "
                              + StringComparer.OrdinalIgnoreCase.GetHashCode(s) + " "
                              + EqualityComparer<string>.Default.GetHashCode(s) + " " + ((object)s).GetHashCode());
        var built = new StringBuilder().Append("Hello").Append(", ").Append("World!").ToString();
        Console.WriteLine(built.GetHashCode() == "Hello, World!".GetHashCode());
        Console.WriteLine(StringComparer.OrdinalIgnoreCase.GetHashCode("HELLO") == StringComparer.OrdinalIgnoreCase.GetHashCode("hello"));

        var table = new Hashtable();
        foreach (string w in "the quick brown fox jumps over the lazy dog while seven wizards quietly hex a jovial band".Split(' '))
            table[w] = w.Length;
        Print(table);
        table.Remove("fox");
        table.Remove("the");
        table["zebra"] = 5;
        Print(table);
        var big = new Hashtable();
        for (int i = 0; i < 200; i++) big["key" + i] = i;
        for (int i = 0; i < 200; i += 3) big.Remove("key" + i);
        var order = new StringBuilder();
        foreach (DictionaryEntry e in big) order.Append(e.Value).Append(' ');
        Console.WriteLine(order.ToString().Substring(0, 120));
        Console.WriteLine(order.ToString().GetHashCode());

        var set = new HashSet<string>();
        for (int i = 0; i < 40; i++) set.Add("item" + i * 7);
        set.Remove("item14");
        set.Remove("item91");
        set.Add("new");
        set.Add("another");
        Console.WriteLine(string.Join(",", set));
    }

    static void Print(Hashtable table)
    {
        var sb = new StringBuilder();
        foreach (DictionaryEntry e in table) sb.Append(e.Key).Append('=').Append(e.Value).Append(' ');
        Console.WriteLine(sb.ToString());
    }
}
