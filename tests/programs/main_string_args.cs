// Main(string[] args) whose argument is ignored; int Main returning 0.
using System;

class MainStringArgs
{
    static int Main(string[] args)
    {
        Console.WriteLine("Main(string[]) runs and ignores its arguments");
        return 0;
    }
}
