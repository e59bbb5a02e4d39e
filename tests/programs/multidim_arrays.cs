// Multi-dimensional arrays (T[,], T[,,]) through their runtime methods: the constructor, Get,
// Set and Address (ref to an element, compound assignment); GetLength of each dimension,
// Length (all elements), arrays of doubles, strings and structs, zero-initialised elements.
using System;

struct Cell { public int V; public char C; }

class MultidimArrays
{
    static void Bump(ref int x) { x += 100; }

    static void Main()
    {
        // initialisers (RuntimeHelpers.InitializeArray): the elements come after the lengths
        int[,] init = { { 1, 2, 3 }, { 4, 5, 6 } };
        long[,,] box = { { { 1, 2 }, { 3, 4 } }, { { 5, 6 }, { 7, 8 } } };
        double[,] reals = { { 1.5, 2.5 }, { 3.5, 4.5 } };
        foreach (int x in init) Console.Write(x + " ");
        foreach (long x in box) Console.Write(x + " ");
        foreach (double x in reals) Console.Write(x + " ");
        Console.WriteLine(init.GetLength(0) + " " + init.GetLength(1) + " " + box.Length + " " + reals[1, 0]);
        int[,] m = new int[3, 4];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                m[i, j] = i * 10 + j;
        m[1, 2] += 5;
        Bump(ref m[2, 3]);
        Console.WriteLine(m.Length + " " + m.GetLength(0) + " " + m.GetLength(1));
        for (int i = 0; i < 3; i++)
        {
            string row = "";
            for (int j = 0; j < 4; j++) row += m[i, j] + " ";
            Console.WriteLine(row);
        }

        double[,,] cube = new double[2, 3, 4];
        double sum = 0;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 3; j++)
                for (int k = 0; k < 4; k++)
                    cube[i, j, k] = i + j * 0.5 + k * 0.25;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 3; j++)
                for (int k = 0; k < 4; k++)
                    sum += cube[i, j, k];
        Console.WriteLine(sum + " " + cube.Length + " " + cube.GetLength(2));

        string[,] names = new string[2, 2];
        names[0, 1] = "x";
        names[1, 0] = "y";
        Console.WriteLine((names[0, 0] == null) + names[0, 1] + names[1, 0]);

        Cell[,] cells = new Cell[2, 3];
        cells[1, 2].V = 7;
        cells[1, 2].C = 'k';
        Cell copy = cells[1, 2];
        copy.V = 8;
        Console.WriteLine(cells[1, 2].V + " " + cells[1, 2].C + " " + copy.V + " " + cells[0, 0].V);
    }
}
