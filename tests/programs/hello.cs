// The smallest program: void Main, string literals, WriteLine() and Write(string).
using System;

class Hello
{
    static void Main()
    {
        Console.WriteLine("Hello, world!");
        Console.WriteLine();
        Console.Write("no newline, ");
        Console.Write("then ");
        Console.WriteLine("a newline");
        Console.WriteLine("");
        Console.WriteLine("last line");
    }
}
