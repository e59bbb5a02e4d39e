// The string indexer past the end: IndexOutOfRangeException, uncaught (Mono: exit code 1).
using System;

class StringIndexOutOfRange
{
    static void Main()
    {
        string s = "abc";
        Console.WriteLine(s[2]);
        Console.WriteLine("reading s[3]");
        Console.WriteLine(s[3]);
    }
}
