// Writing a field of a struct element of a null array (ldelema + stfld):
// NullReferenceException, uncaught (Mono: exit code 1).
using System;

struct Cell { public int Value; public char Tag; }

class NullDereferenceArrayAddress
{
    static Cell[] Grid(bool make) { return make ? new Cell[3] : null; }

    static void Main()
    {
        Cell[] g = Grid(true);
        g[2].Value = 9;
        Console.WriteLine(g[2].Value);
        g = Grid(false);
        g[0].Tag = 'x';
        Console.WriteLine("not reached");
    }
}
