// int Main returning -1: the process exit status is 255 (the low 8 bits).
using System;

class ExitCodeMinus1
{
    static int Negate(int x) { return -x; }

    static int Main()
    {
        Console.WriteLine("exiting with -1");
        return Negate(1);
    }
}
