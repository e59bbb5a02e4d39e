// One-dimensional arrays of every element type: bool, sbyte, byte, short, ushort, char, int,
// uint, long, ulong, float, double, string, object, a class, a struct (IntPtr[]: il_array_elem_forms.il). Zeroed on
// creation, Length, stores that truncate and loads that sign- or zero-extend, extreme values,
// empty arrays, an array length computed at run time, foreach, arrays as fields and arguments.
using System;

class Cell { public int V; public Cell(int v) { V = v; } }
struct Pair { public short A; public long B; }

class ArraysElementTypes
{
    static int[] field;

    static long Sum(int[] a) { long s = 0; foreach (int x in a) s += x; return s; }
    static int[] Make(int n) { var a = new int[n]; for (int i = 0; i < n; i++) a[i] = i * 3 - 5; return a; }

    static void Main()
    {
        var bools = new bool[3]; bools[1] = true;
        Console.WriteLine(bools[0] + " " + bools[1] + " " + bools.Length);
        var sb = new sbyte[2]; sb[0] = -128; sb[1] = 127; sb[1]++;
        Console.WriteLine(sb[0] + " " + sb[1]);
        var ub = new byte[2]; ub[0] = 255; ub[1] = (byte)(ub[0] + 1);
        Console.WriteLine(ub[0] + " " + ub[1] + " " + (ub[0] + 1));
        var sh = new short[2]; sh[0] = short.MinValue; sh[1] = (short)(sh[0] - 1);
        Console.WriteLine(sh[0] + " " + sh[1]);
        var us = new ushort[2]; us[0] = ushort.MaxValue; us[1] = (ushort)(us[0] * 2);
        Console.WriteLine(us[0] + " " + us[1]);
        var cs = new char[3]; cs[0] = 'A'; cs[1] = '\u00e9'; cs[2] = '\uffff';
        Console.WriteLine(cs[0] + " " + cs[1] + " " + (int)cs[2] + " " + (int)cs[1]);
        var ints = new int[5]; ints[0] = int.MinValue; ints[4] = int.MaxValue;
        Console.WriteLine(ints[0] + " " + ints[2] + " " + ints[4] + " " + ints.Length);
        var uints = new uint[1]; uints[0] = uint.MaxValue;
        Console.WriteLine(uints[0] + " " + (uints[0] > 5));
        var longs = new long[2]; longs[0] = long.MinValue; longs[1] = long.MaxValue;
        Console.WriteLine(longs[0] + " " + longs[1]);
        var ulongs = new ulong[1]; ulongs[0] = ulong.MaxValue;
        Console.WriteLine(ulongs[0] + " " + (ulongs[0] > 5));
        var floats = new float[2]; floats[0] = 1.5f; floats[1] = floats[0] / 3;
        Console.WriteLine(floats[0] + " " + floats[1]);
        var doubles = new double[2]; doubles[0] = -0.1; doubles[1] = doubles[0] * 3;
        Console.WriteLine(doubles[0] + " " + doubles[1]);
        var strs = new string[3]; strs[0] = "zero"; strs[2] = "two";
        Console.WriteLine(strs[0] + " " + (strs[1] == null) + " " + strs[2]);
        var objs = new object[3]; objs[0] = "s"; objs[1] = 5; objs[2] = new Cell(9);
        Console.WriteLine(objs[0] + " " + objs[1] + " " + ((Cell)objs[2]).V);
        var cells = new Cell[4];
        for (int i = 0; i < cells.Length; i++) cells[i] = new Cell(i * 10);
        cells[2].V++;
        int cs2 = 0;
        foreach (Cell c in cells) cs2 += c.V;
        Console.WriteLine(cs2);
        var pairs = new Pair[3];
        pairs[0].A = -1; pairs[2].B = 1L << 50; pairs[1].A = pairs[0].A;
        Console.WriteLine(pairs[0].A + " " + pairs[1].A + " " + pairs[2].A + " " + pairs[2].B);

        var empty = new int[0];
        Console.WriteLine(empty.Length);
        foreach (int x in empty) Console.WriteLine("never");
        field = Make(10);
        Console.WriteLine(Sum(field) + " " + field.Length + " " + field[9]);
        int n = field[9] * 100;
        var big = new long[n];
        for (int i = 0; i < big.Length; i++) big[i] = i;
        long total = 0;
        foreach (long x in big) total += x;
        Console.WriteLine(big.Length + " " + total);
        char[] word = new char[5];
        word[0] = 'h'; word[1] = 'e'; word[2] = 'l'; word[3] = 'l'; word[4] = 'o';
        foreach (char ch in word) Console.Write(ch);
        Console.WriteLine();
    }
}
