// Multi-dimensional arrays of a type parameter: T[,] made, read, written and addressed in
// generic methods and generic classes (the array's methods take the instance's T).
using System;

struct Cell {
    public int Row, Col;
    public Cell(int r, int c) { Row = r; Col = c; }
}

class Grid<T> {
    T[,] cells;
    public Grid(int rows, int cols) { cells = new T[rows, cols]; }
    public T this[int r, int c] {
        get { return cells[r, c]; }
        set { cells[r, c] = value; }
    }
    public int Count { get { return cells.Length; } }
    public ref T At(int r, int c) { return ref cells[r, c]; }
}

class Program {
    static T[,] Make<T>(int a, int b) { return new T[a, b]; }

    static T[,,] Cube<T>(T fill) {
        var c = new T[2, 2, 2];
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                for (int k = 0; k < 2; k++)
                    c[i, j, k] = fill;
        return c;
    }

    static void Swap<T>(T[,] m, int r1, int c1, int r2, int c2) {
        T t = m[r1, c1];
        m[r1, c1] = m[r2, c2];
        m[r2, c2] = t;
    }

    static void Main() {
        string[,] s = Make<string>(2, 3);
        Console.WriteLine(s.GetType().Name);
        Console.WriteLine(s.Length);
        s[1, 2] = "x";
        Swap(s, 1, 2, 0, 0);
        Console.WriteLine(s[0, 0] + "|" + (s[1, 2] == null));

        double[,] d = Make<double>(3, 1);
        d[2, 0] = 2.5;
        Swap(d, 2, 0, 0, 0);
        Console.WriteLine(d[0, 0] + d[2, 0]);
        Console.WriteLine(Cube<long>(7L)[1, 0, 1]);

        var g = new Grid<Cell>(2, 2);
        g[1, 1] = new Cell(4, 5);
        g.At(0, 1).Col = 9;
        Console.WriteLine(g[1, 1].Row + g[1, 1].Col + g[0, 1].Col);
        Console.WriteLine(g.Count);

        var gs = new Grid<string>(1, 2);
        gs[0, 1] = "hi";
        Console.WriteLine(gs[0, 1] + (gs[0, 0] == null));
        try {
            Console.WriteLine(gs[1, 0]);
        } catch (IndexOutOfRangeException) {
            Console.WriteLine("out of range");
        }
    }
}
