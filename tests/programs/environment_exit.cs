// Environment.Exit: the exit code is Exit's (not Environment.ExitCode's, not Main's), what
// was written to the console before it is written (a line without its newline too), and
// nothing runs after it: not the rest of Main, not a finally block around the call, not the
// caller's code.
using System;

class EnvironmentExit
{
    static void Leave(int code)
    {
        try
        {
            Console.WriteLine("leaving with " + code);
            Environment.Exit(code);
            Console.WriteLine("after Exit");
        }
        finally
        {
            Console.WriteLine("finally after Exit");
        }
    }

    static int Main()
    {
        Console.WriteLine("exit code before: " + Environment.ExitCode);
        Environment.ExitCode = 9;
        Console.WriteLine("exit code set: " + Environment.ExitCode);
        for (int i = 0; i < 3; i++) Console.Write(i + " ");
        Console.Write("no newline; ");
        Leave(3);
        Console.WriteLine("back in Main");
        return 4;
    }
}
