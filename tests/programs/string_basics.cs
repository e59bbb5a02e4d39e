// Strings as objects: Length, the indexer (UTF-16 code units: a surrogate pair is two chars),
// == and != (by value, also for strings built at run time), literals interned as one object
// (the same literal in two methods is one reference), strings built at run time are new
// objects, null strings compared with ==, the empty string, the Equals(object) override.
using System;

class StringBasics
{
    static string Lit() { return "literal"; }
    static string Build(string a, string b) { return a + b; }

    static void Main()
    {
        string s = "Hello, world";
        Console.WriteLine(s.Length);
        Console.WriteLine(s[0]); Console.WriteLine(s[7]); Console.WriteLine(s[s.Length - 1]);
        int sum = 0;
        for (int i = 0; i < s.Length; i++) sum += s[i];
        Console.WriteLine(sum);

        string u = "d\u00e9j\u00e0 \U0001F600!";
        Console.WriteLine(u.Length);
        for (int i = 0; i < u.Length; i++) Console.Write((int)u[i] + " ");
        Console.WriteLine();
        Console.WriteLine(u);

        string built = Build("lit", "eral");
        Console.WriteLine(built == "literal");
        Console.WriteLine(built != "literal");
        Console.WriteLine(built == Lit());
        Console.WriteLine((object)Lit() == (object)"literal");
        Console.WriteLine((object)built == (object)"literal");
        Console.WriteLine((object)built == (object)Lit());
        Console.WriteLine("abc" == "abd");
        Console.WriteLine("abc" != "ab");
        Console.WriteLine("".Length);

        string nul = null;
        Console.WriteLine(nul == null);
        Console.WriteLine(nul == "x");
        Console.WriteLine("x" != nul);
        object o = s;
        Console.WriteLine(o.Equals(Build("Hello, ", "world")) + " " + o.Equals("hello, world") + " " + o.Equals(null));

        string[] words = { "alpha", "beta", "alpha" };
        int same = 0;
        for (int i = 0; i < words.Length; i++)
            for (int j = 0; j < words.Length; j++)
                if (words[i] == words[j]) same++;
        Console.WriteLine(same);
        string nulInside = "a\0b";
        Console.WriteLine(nulInside.Length + " " + (int)nulInside[1]);
    }
}
