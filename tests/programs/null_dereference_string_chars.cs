// The indexer of a null string (String.get_Chars, lowered inline): NullReferenceException,
// not IndexOutOfRangeException; uncaught (Mono: exit code 1).
using System;

class NullDereferenceStringChars
{
    static string text;

    static void Main()
    {
        string s = "abc";
        Console.WriteLine(s[2]);
        Console.WriteLine("indexing null");
        Console.WriteLine(text[0]);
        Console.WriteLine("not reached");
    }
}
