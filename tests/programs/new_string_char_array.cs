// new string(char[]): a string from a char array (a copy: changing the array afterwards does
// not change the string), from an empty array, with non-ASCII chars and a surrogate pair; and
// ToCharArray-free reversal of a string through a char array.
using System;

class NewStringCharArray
{
    static string Reverse(string s)
    {
        char[] cs = new char[s.Length];
        for (int i = 0; i < s.Length; i++) cs[s.Length - 1 - i] = s[i];
        return new string(cs);
    }

    static void Main()
    {
        char[] cs = new char[5];
        for (int i = 0; i < cs.Length; i++) cs[i] = (char)('a' + i);
        string s = new string(cs);
        cs[0] = 'Z';
        Console.WriteLine(s + " " + s.Length + " " + cs[0]);
        Console.WriteLine(new string(cs) == "Zbcde");
        Console.WriteLine("[" + new string(new char[0]) + "]");
        char[] u = new char[4];
        u[0] = 'd'; u[1] = '\u00e9'; u[2] = '\uD83D'; u[3] = '\uDE00';
        Console.WriteLine(new string(u));
        Console.WriteLine(Reverse("stressed") + " " + Reverse(""));
    }
}
