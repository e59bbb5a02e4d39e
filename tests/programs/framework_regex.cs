// System.Text.RegularExpressions (System.dll's own IL, which uses its private copy of
// ValueListBuilder`1 beside mscorlib's): matching, groups, named groups, replacement with a
// pattern and with a MatchEvaluator, splitting, options, escaping, and a bad pattern.
using System;
using System.Text.RegularExpressions;

class Program {
    static void Main() {
        Console.WriteLine(Regex.IsMatch("hello@example.com", @"^\w+@\w+\.com$"));
        Console.WriteLine(Regex.IsMatch("HELLO", "hello"));
        Console.WriteLine(Regex.IsMatch("HELLO", "hello", RegexOptions.IgnoreCase));
        foreach (Match m in Regex.Matches("x=1, y=22, zz=333", @"(\w+)=(\d+)"))
            Console.WriteLine(m.Index + ":" + m.Length + " " + m.Groups[1].Value + " -> " + m.Groups[2].Value);
        var date = new Regex(@"(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})");
        Match d = date.Match("due 2024-03-15, paid 2024-04-01");
        while (d.Success) {
            Console.WriteLine(d.Groups["day"].Value + "/" + d.Groups["month"].Value + "/" + d.Groups["year"].Value);
            d = d.NextMatch();
        }
        Console.WriteLine(Regex.Replace("a1b22c333", @"\d+", "#"));
        Console.WriteLine(Regex.Replace("John Smith", @"(\w+) (\w+)", "$2, $1"));
        Console.WriteLine(Regex.Replace("a1b22c333", @"\d+", m => "<" + m.Value.Length + ">"));
        Console.WriteLine(string.Join("|", Regex.Split("one, two;three  four", @"[,;\s]+")));
        Console.WriteLine(Regex.Escape("a.b*c(d)"));
        Console.WriteLine(Regex.Match("aaa", "a*?").Length + " " + Regex.Match("aaa", "a+").Length);
        Console.WriteLine(Regex.Match("The Quick Brown", @"\b[A-Z]\w*\b(?=\s)").Value);
        Console.WriteLine(Regex.Matches("line1\nline2\nline3", "^line\\d$", RegexOptions.Multiline).Count);
        try { new Regex("(unclosed"); }
        catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
    }
}
