// An ordinary program: word frequencies and text statistics of a few paragraphs (Split with
// char[] separators and StringSplitOptions, Dictionary counts, OrderByDescending/ThenBy,
// composite format alignment with widths and numeric formats, PadLeft/PadRight, char
// classification, a histogram of word lengths, the longest words and sentences).
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

class TextStats
{
    static readonly char[] Separators = { ' ', ',', '.', ';', ':', '!', '?', '\n', '\t', '(', ')', '"' };

    static string Text =
        "It was the best of times, it was the worst of times; it was the age of wisdom,\n" +
        "it was the age of foolishness. It was the epoch of belief (it was the epoch of\n" +
        "incredulity), it was the season of Light, it was the season of Darkness!\n" +
        "We had everything before us, we had nothing before us.  \"Were we all going direct\n" +
        "to Heaven?\" We were all going direct the other way.\t1859 -- 2,000 copies sold?";

    static void Main()
    {
        string[] words = Text.Split(Separators, StringSplitOptions.RemoveEmptyEntries);
        string[] raw = Text.Split(Separators);
        Console.WriteLine("tokens {0}, raw pieces {1}, empty pieces {2}", words.Length, raw.Length, raw.Count(string.IsNullOrEmpty));

        var counts = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase);
        foreach (string w in words)
        {
            if (!w.Any(char.IsLetter)) continue;
            string key = w.ToLowerInvariant();
            int c;
            counts.TryGetValue(key, out c);
            counts[key] = c + 1;
        }
        Console.WriteLine("distinct words: " + counts.Count);
        Console.WriteLine("{0,-12}|{1,6}|{2,8}", "word", "count", "share");
        Console.WriteLine(new string('-', 28));
        int total = counts.Values.Sum();
        foreach (var kv in counts.OrderByDescending(kv => kv.Value).ThenBy(kv => kv.Key, StringComparer.Ordinal).Take(8))
            Console.WriteLine("{0,-12}|{1,6:N0}|{2,8:P1}", kv.Key, kv.Value, (double)kv.Value / total);

        // words in first-seen order (Dictionary enumeration order), with removals and re-adds
        counts.Remove("the"); counts.Remove("of"); counts["zeitgeist"] = 1; counts["the"] = 99;
        Console.WriteLine(string.Join(" ", counts.Keys.Take(12)));

        // histogram of word lengths
        var byLength = words.Where(w => char.IsLetter(w[0])).GroupBy(w => w.Length).OrderBy(g => g.Key);
        foreach (var g in byLength)
            Console.WriteLine("{0,2} {1} {2}", g.Key, new string('#', g.Count()).PadRight(20, '.'), g.Count().ToString().PadLeft(3));

        // character classes
        int letters = 0, digits = 0, spaces = 0, punct = 0, upper = 0, other = 0;
        foreach (char ch in Text)
        {
            if (char.IsLetter(ch)) { letters++; if (char.IsUpper(ch)) upper++; }
            else if (char.IsDigit(ch)) digits++;
            else if (char.IsWhiteSpace(ch)) spaces++;
            else if (char.IsPunctuation(ch)) punct++;
            else other++;
        }
        Console.WriteLine("letters={0} upper={1} digits={2} spaces={3} punct={4} other={5}", letters, upper, digits, spaces, punct, other);

        // sentences, longest word, capitalised words
        string[] sentences = Text.Split(new[] { ". ", "! ", "? ", "?\" " }, StringSplitOptions.None);
        for (int i = 0; i < sentences.Length; i++)
        {
            string s = sentences[i].Replace('\n', ' ').Trim();
            Console.WriteLine("{0}. [{1,3}] {2}", i + 1, s.Length, s.Length > 40 ? s.Substring(0, 37) + "..." : s);
        }
        string longest = words.OrderByDescending(w => w.Length).ThenBy(w => w).First();
        Console.WriteLine("longest: {0} ({1})", longest, longest.Length);
        var caps = words.Where(w => char.IsUpper(w[0])).Distinct().ToList();
        caps.Sort(string.CompareOrdinal);
        Console.WriteLine("capitalised: " + string.Join(", ", caps));

        // title case and reversal of words through StringBuilder
        var sb = new StringBuilder();
        foreach (string w in "the quick brown fox".Split(' '))
        {
            if (sb.Length > 0) sb.Append(' ');
            sb.Append(char.ToUpper(w[0])).Append(w.Substring(1));
        }
        Console.WriteLine(sb.ToString());
        char[] letters2 = "stressed".ToCharArray();
        Array.Reverse(letters2);
        Console.WriteLine(new string(letters2));
        Console.WriteLine(string.Join("|", "a,b,,c,".Split(new[] { ',' }, 3)));
        Console.WriteLine(string.Join("|", " x  y ".Split(new char[0], StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(string.Join("|", "k=v=w".Split(new[] { '=' }, 2, StringSplitOptions.RemoveEmptyEntries)));
        double avg = words.Average(w => w.Length);
        Console.WriteLine("average word length {0:F3}, median {1}", avg, words.Select(w => w.Length).OrderBy(n => n).ElementAt(words.Length / 2));
    }
}
