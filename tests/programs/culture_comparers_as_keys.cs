// Culture-sensitive string comparers as hash keys (Dictionary, HashSet, GroupBy, Distinct,
// ToLookup): keys that compare equal are one key. The hash values themselves are not printed
// (Mono hashes its collator's sort keys).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

class Program
{
    static void Show<T>(string what, IEnumerable<T> xs) { Console.WriteLine(what + ": " + string.Join(",", xs)); }

    static void Main()
    {
        var counts = new Dictionary<string, int>(StringComparer.CurrentCultureIgnoreCase);
        foreach (var w in "The the THE quick Quick brown fox Fox FOX jumps".Split(' '))
            counts[w] = counts.TryGetValue(w, out var n) ? n + 1 : 1;
        Show("counts", counts.Select(kv => kv.Key + "=" + kv.Value));
        Console.WriteLine(counts.ContainsKey("BROWN") + " " + counts.ContainsKey("brow") + " " + counts.Remove("QUICK") + " " + counts.Count);

        var set = new HashSet<string>(StringComparer.InvariantCulture) { "a", "A", "a", "b" };
        Show("set", set);
        Console.WriteLine(set.Contains("A") + " " + set.Contains("B"));
        var icase = new HashSet<string>(new[] { "x", "X", "y", "co-op", "CO-OP", "coop" }, StringComparer.InvariantCultureIgnoreCase);
        Show("icase", icase);

        var words = new[] { "Apple", "apple", "APPLE", "Banana", "banana", "cherry", "it's", "IT'S" };
        Show("groups", words.GroupBy(w => w, StringComparer.InvariantCultureIgnoreCase).Select(g => g.Key + g.Count()));
        Show("distinct", words.Distinct(StringComparer.CurrentCultureIgnoreCase));
        Show("distinct-case", words.Distinct(StringComparer.CurrentCulture));
        var lookup = words.ToLookup(w => w, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(lookup["APPLE"].Count() + " " + lookup.Count);

        var cmp = StringComparer.Create(CultureInfo.InvariantCulture, true);
        Console.WriteLine(cmp.Equals("Hello", "hELLO") + " " + (cmp.GetHashCode("Hello") == cmp.GetHashCode("hELLO")));
        var ci = CultureInfo.InvariantCulture.CompareInfo;
        Console.WriteLine(ci.GetHashCode("abc", CompareOptions.IgnoreCase) == ci.GetHashCode("ABC", CompareOptions.IgnoreCase));
        Console.WriteLine(ci.GetHashCode("abc", CompareOptions.Ordinal) == "abc".GetHashCode());
        var byName = new SortedDictionary<string, int>(StringComparer.CurrentCultureIgnoreCase) { ["b"] = 2, ["A"] = 1, ["c"] = 3 };
        byName["B"] = 20;
        Show("sorted", byName.Select(kv => kv.Key + kv.Value));
    }
}
