// String methods: Substring (one and two arguments, empty results, whole string), IndexOf of a
// char and of a string (found, not found, at 0, at the end, empty needle, with a start index),
// ToUpper/ToLower on ASCII (digits, punctuation and already-cased letters untouched),
// CompareTo between strings that order the same under ordinal and culture rules (equal,
// prefixes, same-case letters, digits, empty, null), Equals, and chains of these calls.
using System;

class StringMethods
{
    static int Sign(int x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }

    static void Main()
    {
        string s = "The quick brown fox";
        Console.WriteLine(s.Substring(4));
        Console.WriteLine(s.Substring(4, 5));
        Console.WriteLine("[" + s.Substring(19) + "]");
        Console.WriteLine("[" + s.Substring(0, 0) + "]");
        Console.WriteLine(s.Substring(0) == s);
        Console.WriteLine(s.Substring(16, 3));

        Console.WriteLine(s.IndexOf('q') + " " + s.IndexOf('T') + " " + s.IndexOf('x') + " " + s.IndexOf('z'));
        Console.WriteLine(s.IndexOf("quick") + " " + s.IndexOf("fox") + " " + s.IndexOf("The") + " " + s.IndexOf("cat"));
        Console.WriteLine(s.IndexOf("") + " " + "".IndexOf("") + " " + "".IndexOf('a'));
        Console.WriteLine(s.IndexOf('o', 13) + " " + s.IndexOf('o', 18) + " " + s.IndexOf("o", 13));
        Console.WriteLine("aaab".IndexOf("aab") + " " + "abcabd".IndexOf("abd"));

        Console.WriteLine(s.ToUpper());
        Console.WriteLine(s.ToLower());
        Console.WriteLine("MiXeD 123 !?_[]{}@`~".ToUpper());
        Console.WriteLine("MiXeD 123 !?_[]{}@`~".ToLower());
        Console.WriteLine("".ToUpper().Length);
        string up = "ALREADY";
        Console.WriteLine(up.ToUpper() == up);

        string[] cmp = { "apple", "apple", "apple", "apples", "", "b", "a", "abc", "123", "124", "zeta" };
        string[] with = { "apple", "banana", "app", "apple", "", "a", "b", "abd", "124", "123", "alpha" };
        for (int i = 0; i < cmp.Length; i++)
            Console.WriteLine(cmp[i] + " vs " + with[i] + ": " + Sign(cmp[i].CompareTo(with[i])));
        string nul = null;
        Console.WriteLine(Sign("a".CompareTo(nul)));

        string chained = "  Hello World  ".Substring(2, 11).ToUpper().Substring(6);
        Console.WriteLine(chained + " " + chained.Length + " " + chained.IndexOf('R'));
        Console.WriteLine("Hello".Equals("hello".Substring(0, 1).ToUpper() + "ello"));
    }
}
