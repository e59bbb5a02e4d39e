// String literals stored in locals, passed as arguments (also on the stack), returned, chosen
// by branches; non-ASCII text, surrogate pairs, an embedded NUL, escapes, a long literal.
using System;

class Strings
{
    static string Greeting() { return "Hello from a method"; }
    static string Choose(bool b, string yes, string no) { return b ? yes : no; }
    static string Identity(string s) { return s; }

    static string Weekday(int d)
    {
        switch (d)
        {
            case 0: return "Monday"; case 1: return "Tuesday"; case 2: return "Wednesday";
            case 3: return "Thursday"; case 4: return "Friday"; case 5: return "Saturday";
            default: return "Sunday";
        }
    }

    static void PrintBoth(string a, string b) { Console.Write(a); Console.Write(" | "); Console.WriteLine(b); }

    static string Seventh(string a, string b, string c, string d, string e, string f, string g) { return g; }

    static string Nested(int depth, string s)
    {
        if (depth == 0) return s;
        return Nested(depth - 1, s);
    }

    static void Main()
    {
        Console.WriteLine(Greeting());
        string g = Greeting();
        Console.WriteLine(g);
        Console.WriteLine(Choose(true, "yes", "no"));
        Console.WriteLine(Choose(false, "yes", "no"));
        Console.WriteLine(Identity(Identity("twice through")));
        for (int d = 0; d < 7; d++) PrintBoth(Weekday(d), Weekday(6 - d));
        Console.WriteLine(Seventh("1", "2", "3", "4", "5", "6", "seventh on the stack"));
        Console.WriteLine(Nested(1000, "back from depth 1000"));

        // the same literal twice, and a local reassigned
        string s = "same";
        Console.WriteLine(s);
        s = "same";
        Console.WriteLine(s);
        s = "different";
        Console.WriteLine(s);

        // non-ASCII: Latin-1, BMP symbols, CJK, right-to-left, combining marks
        Console.WriteLine("caf\u00e9 na\u00efve \u00fcber \u00df \u00f8");
        Console.WriteLine("\u20ac \u00a3 \u00a5 \u2122 \u2603 \u2764");
        Console.WriteLine("\u65e5\u672c\u8a9e \u4e2d\u6587 \ud55c\uad6d\uc5b4");
        Console.WriteLine("\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627");
        Console.WriteLine("e\u0301 a\u0308");
        // surrogate pairs: characters outside the BMP
        Console.WriteLine("\U0001F600 \U0001F680 \U0001D11E \U00010348");
        Console.WriteLine("mixed \U0001F389 text \U0001F30D end");
        Console.Write("\U0001F600");
        Console.WriteLine();
        // escapes, an embedded NUL and other control characters
        Console.WriteLine("tab\there, quote \" backslash \\ bell-less");
        Console.WriteLine("nul>\0<nul");
        Console.WriteLine("cr\rlf");
        Console.WriteLine("two\nlines");
        Console.WriteLine("");
        Console.WriteLine(" leading and trailing spaces ");
        // a literal longer than any small buffer
        Console.WriteLine("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ|");
        // chars of a surrogate pair written one at a time
        char hi = '\ud83d', lo = '\ude00';
        Console.Write(hi); Console.Write(lo); Console.WriteLine();
        Console.WriteLine('\u00e9');
        Console.WriteLine('\u4e2d');
        // unpaired surrogates and noncharacters: Mono writes U+FFFD for a lone surrogate
        Console.WriteLine("lone high \ud800 x");
        Console.WriteLine("lone low \udc00 x");
        Console.WriteLine("reversed \ude00\ud83d x");
        Console.Write(hi); Console.WriteLine("after a lone high surrogate");
        Console.WriteLine("\uffff\ufffe\ufeff end");
        Console.WriteLine('\u0000');
    }
}
