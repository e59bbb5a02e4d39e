// Array.Reverse (whole array, a range) and Array.Copy (whole prefix, with offsets, overlapping
// ranges inside one array in both directions) on int, string and struct arrays.
using System;

struct P { public int A; public byte B; }

class ArrayReverseCopy
{
    static string Show(int[] a) { string s = ""; foreach (int x in a) s += x + " "; return s; }

    static void Main()
    {
        int[] a = new int[8];
        for (int i = 0; i < a.Length; i++) a[i] = i;
        Array.Reverse(a);
        Console.WriteLine(Show(a));
        Array.Reverse(a, 2, 4);
        Console.WriteLine(Show(a));

        int[] b = new int[10];
        Array.Copy(a, b, 8);
        Console.WriteLine(Show(b));
        Array.Copy(a, 1, b, 5, 3);
        Console.WriteLine(Show(b));
        Array.Copy(b, 0, b, 2, 6);      // overlapping, forwards
        Console.WriteLine(Show(b));
        Array.Copy(b, 3, b, 0, 7);      // overlapping, backwards
        Console.WriteLine(Show(b));

        string[] s = { "one", "two", "three" };
        string[] t = new string[4];
        Array.Copy(s, 0, t, 1, 3);
        Array.Reverse(s);
        Console.WriteLine(s[0] + s[1] + s[2] + " " + (t[0] == null) + t[1] + t[2] + t[3]);

        P[] ps = new P[3];
        for (int i = 0; i < 3; i++) { ps[i].A = i * 1000; ps[i].B = (byte)i; }
        P[] qs = new P[3];
        Array.Copy(ps, qs, 3);
        Array.Reverse(qs);
        ps[0].A = -1;
        Console.WriteLine(qs[0].A + " " + qs[2].A + " " + qs[0].B + " " + ps[0].A);
    }
}
