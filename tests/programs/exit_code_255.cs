// int Main returning 255: the largest exit code that survives unchanged.
using System;

class ExitCode255
{
    static int Main()
    {
        int code = 0;
        for (int i = 0; i < 255; i++) code++;
        Console.WriteLine(code);
        return code;
    }
}
