// Loops whose header and latch both start with PHIs and reach each other over critical
// edges (a do/while whose body starts with an if that reassigns a local): splitting one
// edge must not rename the PHIs of the block it leaves (String.Replace(char, char) has this
// shape in Mono's mscorlib).
using System;

static class Program
{
    static int sink;

    static void Pick(int o, int n)
    {
        int rem = 2;
        do { int c = o; if (c == 1) c = n; sink = c; } while (--rem > 0);
    }

    static long Mixed(int[] xs)
    {
        long acc = 0;
        int i = 0, last = -1;
        do
        {
            int v = xs[i];
            if (v < 0) v = -v * 2;
            else if (v == last) v = 0;
            acc = acc * 3 + v;
            last = xs[i];
        } while (++i < xs.Length);
        return acc;
    }

    static int Main()
    {
        Pick(1, 5); Console.WriteLine(sink);
        Pick(0, 5); Console.WriteLine(sink);
        Console.WriteLine(Mixed(new[] { 3, 3, -4, 7, 7, 7, -1, 0 }));
        Console.WriteLine("ab".Replace('a', 'b') + " " + "banana".Replace('a', 'o') + " " + "xyz".Replace('q', 'r'));
        return sink;
    }
}
