// Environment.ExitCode: a Main that returns void exits with it (the last value set), and the
// property reads back what was set.
using System;

class EnvironmentExitCode
{
    static void Set(int code)
    {
        Environment.ExitCode = code;
        Console.WriteLine("ExitCode = " + Environment.ExitCode);
    }

    static void Main()
    {
        Console.WriteLine(Environment.ExitCode);
        Set(300);
        Set(-1);
        Set(42);
    }
}
