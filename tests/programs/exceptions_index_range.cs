// IndexOutOfRangeException, caught, from every kind of array access: loads and stores of int,
// byte, long, double, reference and struct elements, element addresses (ref a[i]), negative
// indices, index == Length, empty arrays, long indices, jagged and multi-dimensional arrays and
// the string indexer. The array is unchanged by a failed store.
using System;

struct Pair { public int A; public int B; }

class ExceptionsIndexRange
{
    static void Bump(ref int r) { r++; }

    static void Run(int k, int i)
    {
        int[] ints = { 1, 2, 3 }; byte[] bytes = new byte[2]; long[] longs = new long[4];
        double[] doubles = new double[1]; string[] strs = { "a", "b" }; Pair[] pairs = new Pair[2];
        int[] empty = new int[0]; int[][] jag = { new int[1], new int[3] }; int[,] grid = new int[2, 3];
        string s = "hey";
        long li = i;
        try
        {
            long r = 0;
            switch (k)
            {
                case 0: r = ints[i]; break;
                case 1: ints[i] = 9; break;
                case 2: r = bytes[i]; break;
                case 3: bytes[i] = 200; break;
                case 4: longs[i] = -1; break;
                case 5: r = (long)doubles[i]; break;
                case 6: r = strs[i].Length; break;
                case 7: strs[i] = "c"; break;
                case 8: r = pairs[i].B; break;
                case 9: pairs[i].A = 4; break;
                case 10: Bump(ref ints[i]); break;
                case 11: r = empty[i]; break;
                case 12: r = jag[0][i]; break;
                case 13: r = jag[i][0]; break;
                case 14: r = grid[1, i]; break;
                case 15: grid[i, 0] = 1; break;
                case 16: r = s[i]; break;
                case 17: r = ints[li]; break;
                default: return;
            }
            Console.WriteLine(k + "[" + i + "]: ok " + r);
        }
        catch (IndexOutOfRangeException e)
        {
            Console.WriteLine(k + "[" + i + "]: " + e.GetType().Name + ": " + e.Message + " ints=" + ints[0] + ints[1] + ints[2]);
        }
    }

    static void Main()
    {
        int[] probes = { 0, 2, 3, -1, int.MinValue, int.MaxValue };
        for (int k = 0; k < 18; k++)
            for (int p = 0; p < probes.Length; p++)
                Run(k, probes[p]);
    }
}
