// Culture-sensitive string comparison as Mono does it: its managed collator (SimpleCollator)
// over mscorlib's collation tables, behind string.Compare, CompareTo, List<string>.Sort,
// OrderBy, IndexOf/StartsWith with culture comparisons, CompareOptions and sort keys.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

class Program
{
    static void Main()
    {
        var words = new List<string> { "b", "A", "a", "B", "co-op", "coop", "O'Brien", "Obrien", "zeta", "Zeta",
                                       "10", "9", "a b", "ab", "-x", "x", "r\u00e9sum\u00e9", "resume", "", " ",
                                       "\u00e6on", "aeon", "Stra\u00dfe", "Strasse", "item2", "item10", "_u", "~t" };
        words.Sort();
        Console.WriteLine(string.Join("|", words.Select(w => words.IndexOf(w) + ":" + w.Length)));
        Console.WriteLine(string.Join(" ", words.Where(w => w.All(c => c < 128))));
        Console.WriteLine(string.Join(" ", words.Where(w => w.All(c => c < 128)).OrderByDescending(w => w)));
        CompareInfo ci = CultureInfo.InvariantCulture.CompareInfo;
        string[][] pairs = { new[] { "co-op", "coop" }, new[] { "a", "B" }, new[] { "abc", "ABC" }, new[] { "x-y", "xy" },
                             new[] { "a\u0301", "\u00e1" }, new[] { "Stra\u00dfe", "Strasse" }, new[] { "", "a" }, new[] { "O'Neil", "ONeil" } };
        foreach (var p in pairs)
            Console.WriteLine(string.Compare(p[0], p[1]) + " " + string.Compare(p[0], p[1], true) + " " + p[0].CompareTo(p[1])
                              + " " + ci.Compare(p[0], p[1], CompareOptions.IgnoreSymbols) + " " + ci.Compare(p[0], p[1], CompareOptions.IgnoreNonSpace)
                              + " " + string.Compare(p[0], p[1], StringComparison.Ordinal));
        Console.WriteLine("Hello World".IndexOf("WORLD", StringComparison.CurrentCultureIgnoreCase) + " " + "co-op".IndexOf("op") + " " + "r\u00e9sum\u00e9".IndexOf("sum")
                          + " " + "Hello".StartsWith("he", StringComparison.InvariantCultureIgnoreCase) + " " + "file.TXT".EndsWith(".txt", true, null)
                          + " " + "abc".LastIndexOf("b") + " " + ci.IsPrefix("prefix", "PRE", CompareOptions.IgnoreCase));
        Console.WriteLine(ci.GetSortKey("abc").KeyData.Length + " " + SortKey.Compare(ci.GetSortKey("a"), ci.GetSortKey("B")) + " " + ci.GetHashCode("Abc", CompareOptions.IgnoreCase).Equals(ci.GetHashCode("aBC", CompareOptions.IgnoreCase)));
        var dict = new SortedDictionary<string, int>(StringComparer.CurrentCulture) { ["beta"] = 2, ["Alpha"] = 1, ["alpha"] = 3, ["gamma-ray"] = 4, ["gammaray"] = 5 };
        Console.WriteLine(string.Join(", ", dict.Select(kv => kv.Key + "=" + kv.Value)));
    }
}
