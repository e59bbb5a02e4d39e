// Reading an element of a null two-dimensional array (T[,]::Get): NullReferenceException,
// uncaught (Mono: exit code 1).
using System;

class NullDereferenceMultidim
{
    static int[,] grid;

    static void Main()
    {
        var m = new int[2, 3];
        m[1, 2] = 6;
        Console.WriteLine(m[1, 2]);
        Console.WriteLine("reading grid[0, 0]");
        Console.WriteLine(grid[0, 0]);
        Console.WriteLine("not reached");
    }
}
