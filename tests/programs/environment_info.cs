// What Environment says about the process and the machine: the command line (the program's
// path first, whose form differs by nature between Mono's assembly and a native program:
// only that it is absolute is printed; then the arguments, see PROGRAM_ARGS in
// tests/conftest.py), 64-bit, the host and user names, the environment's variables (those
// the test harness sets: the table's order depends on string hashes), the page size.
using System;
using System.Collections;
using System.Collections.Generic;
using System.IO;

class EnvironmentInfo
{
    static void Main(string[] args)
    {
        string[] line = Environment.GetCommandLineArgs();
        Console.WriteLine(line.Length + " " + (line.Length == args.Length + 1) + " " + Path.IsPathRooted(line[0]));
        for (int i = 1; i < line.Length; i++) Console.WriteLine("[" + line[i] + "] " + (line[i] == args[i - 1]));
        Console.WriteLine(Environment.Is64BitOperatingSystem + " " + Environment.Is64BitProcess);
        Console.WriteLine(Environment.MachineName);
        Console.WriteLine(Environment.UserName);
        Console.WriteLine(Environment.SystemPageSize);

        IDictionary vars = Environment.GetEnvironmentVariables();
        Console.WriteLine(vars.GetType() + " " + (vars.Count > 0));
        Console.WriteLine(vars["LC_ALL"] + " " + vars["LANG"] + " " + (vars["CIL2MIR_NOT_SET"] == null));
        var names = new List<string>();
        foreach (DictionaryEntry e in vars)
        {
            if (!(e.Value is string) || (string)e.Value != Environment.GetEnvironmentVariable((string)e.Key))
                Console.WriteLine("mismatch: " + e.Key);
            if (((string)e.Key).StartsWith("LC_") || (string)e.Key == "LANG") names.Add((string)e.Key);
        }
        names.Sort(string.CompareOrdinal);
        Console.WriteLine(string.Join(",", names));
    }
}
