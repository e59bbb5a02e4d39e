// An ordinary program: text processing of a small log and a CSV. Regex with groups, named
// groups, Replace with references and a MatchEvaluator, Matches and Split; string.Join over
// IEnumerable, IndexOfAny, LastIndexOf, Compare with StringComparison, string.Concat of many,
// StringBuilder AppendFormat/AppendLine/Insert/Replace/Remove, ToUpperInvariant, Trim with
// characters, Contains/StartsWith/EndsWith with comparisons, string interpolation with
// alignment and formats, a simple CSV parser with quoted fields, Caesar cipher and palindromes.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;

class TextTools
{
    const string Log = @"2024-03-01 12:00:01 INFO  user=alice action=login ip=10.0.0.7
2024-03-01 12:03:15 WARN  user=bob action=upload size=1048576 ip=10.0.0.9
2024-03-01 12:04:00 ERROR user=alice action=upload size=0 msg=""disk full""
2024-03-02 08:30:59 INFO  user=carol action=logout
2024-03-02 09:00:00 INFO  user=bob action=login ip=192.168.1.20";

    static List<string> ParseCsvLine(string line)
    {
        var fields = new List<string>();
        var cur = new StringBuilder();
        bool quoted = false;
        for (int i = 0; i < line.Length; i++)
        {
            char c = line[i];
            if (quoted)
            {
                if (c == '"' && i + 1 < line.Length && line[i + 1] == '"') { cur.Append('"'); i++; }
                else if (c == '"') quoted = false;
                else cur.Append(c);
            }
            else if (c == '"') quoted = true;
            else if (c == ',') { fields.Add(cur.ToString()); cur.Clear(); }
            else cur.Append(c);
        }
        fields.Add(cur.ToString());
        return fields;
    }

    static string Caesar(string s, int k)
    {
        var chars = s.ToCharArray();
        for (int i = 0; i < chars.Length; i++)
        {
            char c = chars[i];
            if (char.IsLetter(c) && c < 128)
            {
                char b = char.IsUpper(c) ? 'A' : 'a';
                chars[i] = (char)(b + ((c - b + k) % 26 + 26) % 26);
            }
        }
        return new string(chars);
    }

    static bool IsPalindrome(string s)
    {
        var letters = s.Where(char.IsLetterOrDigit).Select(char.ToLowerInvariant).ToArray();
        var rev = (char[])letters.Clone();
        Array.Reverse(rev);
        return letters.SequenceEqual(rev);
    }

    static void Main()
    {
        var line = new Regex(@"^(?<date>\d{4}-\d\d-\d\d) (?<time>[\d:]+) (?<level>\w+)\s+(?<rest>.*)$", RegexOptions.Multiline);
        var kv = new Regex(@"(\w+)=(""[^""]*""|\S+)");
        var levels = new Dictionary<string, int>();
        foreach (Match m in line.Matches(Log.Replace("\r", "")))
        {
            string level = m.Groups["level"].Value;
            int n; levels.TryGetValue(level, out n); levels[level] = n + 1;
            var pairs = kv.Matches(m.Groups["rest"].Value).Cast<Match>().Select(p => p.Groups[1].Value + ":" + p.Groups[2].Value.Trim('"'));
            Console.WriteLine($"{m.Groups["date"].Value} {m.Groups["time"].Value,8} {level,-5} {string.Join(" ", pairs)}");
        }
        Console.WriteLine(string.Join(", ", levels.OrderBy(p => p.Key).Select(p => p.Key + "=" + p.Value)));
        string masked = Regex.Replace(Log, @"(\d+)\.(\d+)\.\d+\.\d+", "$1.$2.x.x");
        Console.WriteLine(masked.Split('\n')[1]);
        Console.WriteLine(Regex.Replace("2024-03-01", @"(\d+)-(\d+)-(\d+)", "${3}/${2}/${1}"));
        Console.WriteLine(Regex.Replace("size=1048576 size=0 size=42", @"size=(\d+)", m => "size=" + (long.Parse(m.Groups[1].Value) / 1024.0).ToString("F1") + "K"));
        Console.WriteLine(string.Join("|", Regex.Split("a1b22c333d", @"\d+")) + " " + Regex.IsMatch("ABC-123", @"^[A-Z]{3}-\d{3}$") + " " + Regex.Match("no digits", @"\d").Success);
        Console.WriteLine(Regex.Replace("  too   many    spaces ", @"\s+", " ").Trim() + "|" + Regex.Escape("a.b*c") + "|" + Regex.Match("key: value", @"(\w+):\s*(\w+)").Groups[2].Index);

        var csv = new[] { "name,age,city,quote", "Ann,31,Oslo,\"Hello, world\"", "\"Smith, Bob\",25,\"New \"\"York\"\"\",", ",,," };
        var header = ParseCsvLine(csv[0]);
        foreach (string row in csv.Skip(1))
        {
            var f = ParseCsvLine(row);
            Console.WriteLine(string.Join(" ; ", header.Zip(f, (h, v) => h + "=<" + v + ">")) + " (" + f.Count + ")");
        }

        string path = "/usr/local/share/doc/readme.TXT";
        int slash = path.LastIndexOf('/');
        Console.WriteLine("{0} {1} {2} {3} {4}", path.Substring(slash + 1), path.IndexOfAny(new[] { 'l', 's' }), path.LastIndexOf("/s"), path.IndexOf("doc", StringComparison.Ordinal), path.LastIndexOfAny(new[] { '.', '/' }));
        Console.WriteLine(path.EndsWith(".txt", StringComparison.OrdinalIgnoreCase) + " " + path.EndsWith(".txt") + " " + path.StartsWith("/USR", StringComparison.OrdinalIgnoreCase) + " " + path.Contains("local") + " " + path.ToUpperInvariant().Contains("LOCAL"));
        Console.WriteLine(string.Compare("apple", "Apple", StringComparison.Ordinal) + " " + string.Compare("apple", "Apple", StringComparison.OrdinalIgnoreCase) + " " + string.Compare("a", "B", StringComparison.OrdinalIgnoreCase) + " " + string.Compare("abc", 1, "xbc", 1, 2) + " " + string.Equals("X", "x", StringComparison.OrdinalIgnoreCase) + " " + Math.Sign(string.CompareOrdinal("b", "a")));
        Console.WriteLine(string.Concat("a", "b", "c", "d", "e") + string.Concat(1, 'x', 2.5, true, null, "end") + string.Concat(new[] { "p", "q" }) + string.Concat(new List<int> { 1, 2, 3 }));
        Console.WriteLine(string.Join("-", new List<int> { 3, 1, 2 }) + " " + string.Join("/", Enumerable.Range(1, 3).Select(i => i * 1.5)) + " " + string.Join(",", new object[] { 1, null, "x" }) + " " + string.Join(", ", "hello", "world"));

        var sb = new StringBuilder("Report");
        sb.AppendLine().AppendFormat("{0,-6}|{1,5:F1}|{2:X4}", "row", 3.14159, 255).AppendLine();
        sb.Insert(0, ">> ").Replace("Report", "REPORT").Append('=', 5).AppendLine("end");
        sb.Remove(3, 2);
        sb[0] = '#';
        Console.Write(sb.ToString());
        Console.WriteLine(sb.Length + " " + sb.ToString().Split(new[] { Environment.NewLine }, StringSplitOptions.None).Length + " " + sb.ToString(3, 4));

        string secret = Caesar("Hello, World! xyz", 3);
        Console.WriteLine(secret + " -> " + Caesar(secret, -3));
        foreach (string s in new[] { "A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "12321" })
            Console.WriteLine($"{"\"" + s + "\"",-34} {IsPalindrome(s)}");
        string word = "Mississippi";
        var freq = word.ToLowerInvariant().GroupBy(c => c).OrderByDescending(g => g.Count()).ThenBy(g => g.Key).Select(g => $"{g.Key}{g.Count()}");
        Console.WriteLine(string.Concat(freq) + " " + word.Replace("ss", "SS").Remove(0, 1).Insert(0, "m") + " " + word.TrimEnd('i', 'p') + " " + word.Trim('M', 'i') + " " + word.IndexOf("ss", 3) + " " + word.Count(c => c == 's'));
        Console.WriteLine("tab\there".Replace('\t', '_') + " " + "  padded ".TrimStart() + "|" + "x".PadLeft(4, '.') + "|" + "abc".PadRight(6, '*') + "|" + "CamelCaseString".Where(char.IsUpper).Count() + " " + string.IsNullOrWhiteSpace(" \t ") + " " + "a\u00e9b".Length);
        double price = 1234.5; int qty = 7; DateTime day = new DateTime(2024, 2, 29, 13, 5, 9);
        Console.WriteLine($"{qty,3}x {price,10:N2} = {qty * price:#,##0.00} on {day:yyyy-MM-dd HH:mm:ss} ({day:ddd}, {day.DayOfYear}) {{braces}} {(qty > 5 ? "bulk" : "single")}");
        Console.WriteLine(string.Format("{0:D3}|{0,5}|{0,-5}|{1:0.0%}|{2}", 42, 0.1234, day.AddDays(1).ToString("MMM d")));
        var sentence = "the rain in spain stays mainly in the plain";
        var title = string.Join(" ", sentence.Split(' ').Select(w => w.Length > 2 ? char.ToUpperInvariant(w[0]) + w.Substring(1) : w));
        Console.WriteLine(title + " | " + sentence.Split(' ').Count(w => w.Contains("ain")) + " " + sentence.IndexOf("ain") + "," + sentence.LastIndexOf("ain") + " " + sentence.Substring(sentence.IndexOf("spain"), 5).ToUpper());
    }
}
