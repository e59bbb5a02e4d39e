// args.Length and args[i] in Main: every argument printed with its length and characters
// (non-ASCII and an empty argument included, see PROGRAM_ARGS in tests/conftest.py).
using System;

class MainArgsPrint
{
    static int Main(string[] args)
    {
        Console.WriteLine(args.Length);
        for (int i = 0; i < args.Length; i++)
        {
            string a = args[i];
            Console.WriteLine(i + ": [" + a + "] length " + a.Length);
            int sum = 0;
            for (int j = 0; j < a.Length; j++) sum += a[j];
            Console.WriteLine(sum);
        }
        foreach (string a in args) Console.Write(a.Length + ";");
        Console.WriteLine();
        return args.Length;
    }
}
