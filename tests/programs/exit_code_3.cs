// int Main returning 3 after some output: the exit code is 3.
using System;

class ExitCode3
{
    static int Compute(int a, int b) { return a * b - 3; }

    static int Main()
    {
        Console.WriteLine("exiting with 3");
        return Compute(2, 3);
    }
}
