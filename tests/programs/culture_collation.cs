// Culture-sensitive comparison is Mono's managed collator over mscorlib's collation tables:
// accents and other non-ASCII letters sort with their base letter, hyphens and apostrophes
// weigh only on ties, IgnoreSymbols, sort keys, named cultures' tailorings (Swedish 'ö' after
// 'z'), case-insensitive comparers as dictionary keys; and random strings over an alphabet of
// such characters (seeded: the pairs are the same on Mono), compared both ways.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;

class Program
{
    static string Random(Random rnd, string alphabet)
    {
        var sb = new StringBuilder();
        int n = rnd.Next(0, 6);
        for (int i = 0; i < n; i++) sb.Append(alphabet[rnd.Next(alphabet.Length)]);
        return sb.ToString();
    }

    static void Main()
    {
        var words = new List<string> { "pear", "Apple", "apple", "co-op", "coop", "don't", "dont", "café", "cafe",
            "Zebra", "éclair", "eclair", "a-b", "ab", "naïve", "naive", "résumé", "resume", "straße", "strasse",
            "Ørsted", "Oslo", "ångström", "zoo", "ZOO", "x1", "x10", "x2", "-x", "'q", "hello world",
            "hello-world", "helloworld", "", "\u00e9", "e\u0301", "Æther", "aether", "ﬁne", "fine", "１２", "12" };
        words.Sort();
        Console.WriteLine(string.Join("|", words));
        Console.WriteLine(string.Join("|", words.OrderBy(w => w, StringComparer.CurrentCultureIgnoreCase)));
        Console.WriteLine(string.Join("|", words.OrderByDescending(w => w, StringComparer.InvariantCulture)));

        CompareInfo invariant = CultureInfo.InvariantCulture.CompareInfo;
        foreach (var p in new[] { Tuple.Create("a", "B"), Tuple.Create("café", "cafe"), Tuple.Create("\u00e9", "e\u0301"),
                                  Tuple.Create("co-op", "coop"), Tuple.Create("straße", "strasse"), Tuple.Create("Ørsted", "Oslo"),
                                  Tuple.Create("x10", "x2"), Tuple.Create("a\u0000b", "ab"), Tuple.Create("Æ", "AE") })
            Console.WriteLine(p.Item1 + " " + p.Item2 + " " + string.Compare(p.Item1, p.Item2) + " "
                + string.Compare(p.Item1, p.Item2, true) + " "
                + string.Compare(p.Item1, p.Item2, StringComparison.InvariantCultureIgnoreCase) + " "
                + invariant.Compare(p.Item1, p.Item2, CompareOptions.IgnoreNonSpace) + " "
                + invariant.Compare(p.Item1, p.Item2, CompareOptions.IgnoreSymbols) + " "
                + p.Item1.CompareTo(p.Item2));

        Console.WriteLine("résumé".IndexOf("sum") + " " + "e\u0301t\u00e9".IndexOf("\u00e9") + " "
            + "Straße".StartsWith("stras", StringComparison.CurrentCultureIgnoreCase) + " " + "naïve".EndsWith("ve") + " "
            + invariant.IndexOf("Hello World", "WORLD", CompareOptions.IgnoreCase) + " " + invariant.LastIndexOf("abcabc", "b"));
        SortKey k1 = invariant.GetSortKey("hello"), k2 = invariant.GetSortKey("Hello");
        Console.WriteLine(SortKey.Compare(k1, k2) + " " + BitConverter.ToString(k1.KeyData));
        Console.WriteLine(invariant.GetHashCode("Hello", CompareOptions.IgnoreCase) == invariant.GetHashCode("HELLO", CompareOptions.IgnoreCase));

        Console.WriteLine(new CultureInfo("sv-SE").CompareInfo.Compare("ö", "z") + " "
            + new CultureInfo("de-DE").CompareInfo.Compare("ö", "z") + " "
            + string.Compare("ä", "b", StringComparison.InvariantCulture));

        var d = new Dictionary<string, int>(StringComparer.InvariantCultureIgnoreCase);
        d["Hello"] = 1;
        d["HELLO"] = 2;
        d["héllo"] = 3;
        Console.WriteLine(d.Count + " " + d["hello"]);

        var rnd = new Random(12345);
        foreach (string alphabet in new[] { "aAbBzZ _1~+[-'", "eéEÉ\u0301ßsSæÆøØåÅ-' .", "aáàâäãAÁ1１ﬁf\u0000" })
        {
            var sb = new StringBuilder();
            for (int i = 0; i < 400; i++)
            {
                string a = Random(rnd, alphabet), b = Random(rnd, alphabet);
                sb.Append("0+-"[string.Compare(a, b) + 1]);
                sb.Append("0+-"[string.Compare(a, b, StringComparison.InvariantCultureIgnoreCase) + 1]);
            }
            Console.WriteLine(sb);
        }
    }
}
