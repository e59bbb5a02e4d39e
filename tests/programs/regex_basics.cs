// System.Text.RegularExpressions (System.dll's interpreter): IsMatch with anchors, classes and
// options, Replace with group references and a MatchEvaluator, Matches with named and
// numbered groups and their positions, Match/NextMatch, Split (with a captured separator),
// Escape/Unescape, a Regex object used twice, a timeout-free pattern on a longer input, and
// the error for a bad pattern.
using System;
using System.Text.RegularExpressions;

class RegexBasics
{
    static void Main()
    {
        Console.WriteLine(Regex.IsMatch("abc123", @"^[a-z]+\d+$"));
        Console.WriteLine(Regex.IsMatch("abc", @"^\d+$") + " " + Regex.IsMatch("ABC", "abc", RegexOptions.IgnoreCase));
        Console.WriteLine(Regex.IsMatch("line1\nline2", "^line2$", RegexOptions.Multiline));
        Console.WriteLine(Regex.Replace("hello world foo", @"o+", "0"));
        Console.WriteLine(Regex.Replace("John Smith", @"(\w+) (\w+)", "$2, $1"));
        Console.WriteLine(Regex.Replace("2024-03-15", @"(?<y>\d+)-(?<m>\d+)-(?<d>\d+)", "${d}.${m}.${y}"));
        Console.WriteLine(Regex.Replace("a b c", "b", m => m.Value.ToUpper() + m.Index));

        foreach (Match m in Regex.Matches("a=1, bb=22, ccc=333", @"(?<key>\w+)=(?<val>\d+)"))
            Console.WriteLine(m.Index + " " + m.Length + " " + m.Value + " " + m.Groups["key"].Value + " " + m.Groups[2].Value + " " + m.Groups["val"].Index);
        MatchCollection none = Regex.Matches("xyz", @"\d");
        Console.WriteLine(none.Count);

        var date = new Regex(@"(\d{4})-(\d{2})-(\d{2})");
        Match d = date.Match("on 2024-03-15 and 1999-12-31.");
        while (d.Success)
        {
            Console.WriteLine(d.Groups[1] + "/" + d.Groups[2] + "/" + d.Groups[3] + " at " + d.Index);
            d = d.NextMatch();
        }
        Console.WriteLine(date.IsMatch("no date") + " " + date.ToString() + " " + date.Options);

        Console.WriteLine(string.Join("|", Regex.Split("a1b22c333d", @"\d+")));
        Console.WriteLine(string.Join("|", Regex.Split("one, two,three", @"(,)\s*")));
        Console.WriteLine(string.Join("|", new Regex(@"\s+").Split("  leading and   trailing ")));
        Console.WriteLine(Regex.Escape("a.b*c (d) [e]") + " " + Regex.Unescape(@"a\.b\*c\t|"));

        string text = "";
        for (int i = 0; i < 200; i++) text += "word" + i + " ";
        Console.WriteLine(Regex.Matches(text, @"\bword\d*7\b").Count + " " + Regex.Match(text, @"word1\d\d").Value);
        Console.WriteLine(Regex.Match("The Quick Brown", @"(?i)quick\s+(\w+)").Groups[1].Value);
        Console.WriteLine(Regex.IsMatch("aaa", "a{2,}") + " " + Regex.Match("foobar", "(?=bar)").Index);

        try { new Regex("(unclosed"); }
        catch (ArgumentException e) { Console.WriteLine(e.GetType().Name); }
    }
}
