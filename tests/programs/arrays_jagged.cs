// Jagged arrays: int[][] with rows of different lengths (Pascal's triangle), arrays of arrays
// of strings and structs, three levels (long[][][]), rows shared between two jagged arrays,
// replacing a row, null rows, nested foreach, and a jagged array passed to and returned from
// methods.
using System;

struct P { public int X; public int Y; }

class ArraysJagged
{
    static int[][] Pascal(int n)
    {
        int[][] t = new int[n][];
        for (int i = 0; i < n; i++)
        {
            t[i] = new int[i + 1];
            t[i][0] = 1; t[i][i] = 1;
            for (int j = 1; j < i; j++) t[i][j] = t[i - 1][j - 1] + t[i - 1][j];
        }
        return t;
    }

    static long Total(int[][] t)
    {
        long s = 0;
        foreach (int[] row in t)
            if (row != null)
                foreach (int x in row) s += x;
        return s;
    }

    static void Main()
    {
        int[][] p = Pascal(12);
        for (int i = 0; i < p.Length; i++)
        {
            string line = "";
            for (int j = 0; j < p[i].Length; j++) line += (j > 0 ? " " : "") + p[i][j];
            Console.WriteLine(line);
        }
        Console.WriteLine(Total(p));

        int[][] other = new int[3][];
        other[0] = p[11];
        other[2] = new int[] { 5, 6 };
        other[0][6] = -1;
        Console.WriteLine(p[11][6] + " " + Total(other) + " " + (other[1] == null));
        p[11] = new int[1];
        Console.WriteLine(p[11].Length + " " + other[0].Length);

        string[][] words = new string[2][];
        words[0] = new string[] { "a", "bb" };
        words[1] = new string[] { "ccc", null, "dddd" };
        int len = 0;
        foreach (string[] ws in words) foreach (string w in ws) if (w != null) len += w.Length;
        Console.WriteLine(len);

        P[][] ps = new P[3][];
        for (int i = 0; i < ps.Length; i++) { ps[i] = new P[i + 2]; ps[i][i].X = i + 1; ps[i][i + 1].Y = -(i + 1); }
        P copy = ps[2][2];
        copy.X = 100;
        ps[1][0].Y += 7;
        string s = "";
        foreach (P[] row in ps) { foreach (P q in row) s += q.X + "/" + q.Y + " "; s += "| "; }
        Console.WriteLine(s);

        long[][][] cube = new long[3][][];
        for (int i = 0; i < 3; i++)
        {
            cube[i] = new long[4][];
            for (int j = 0; j < 4; j++)
            {
                cube[i][j] = new long[5];
                for (int k = 0; k < 5; k++) cube[i][j][k] = i * 100 + j * 10 + k;
            }
        }
        long sum = 0;
        foreach (long[][] plane in cube) foreach (long[] row in plane) foreach (long x in row) sum += x;
        Console.WriteLine(sum + " " + cube[2][3][4] + " " + cube.Length + " " + cube[0].Length + " " + cube[0][0].Length);
    }
}
