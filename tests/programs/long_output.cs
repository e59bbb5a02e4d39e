// 100,000 lines of output: the runtime's output path must be fast and must flush at exit.
using System;

class LongOutput
{
    static void Main()
    {
        long total = 0;
        for (int i = 0; i < 100000; i++)
        {
            if (i % 10 == 0) Console.WriteLine("line");
            else if (i % 3 == 0) { Console.Write(i); Console.Write(' '); Console.WriteLine(-i); }
            else Console.WriteLine(i * 2654435761u);
            total += i;
        }
        Console.Write("total ");
        Console.Write(total);   // the last line has no newline: it must still be flushed
    }
}
