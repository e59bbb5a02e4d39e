// Address folding in instruction selection (isel/address.py): array elements of every
// element size (scale 1, 2, 4, 8 and a 24-byte struct that needs a multiplication), the
// neighbours a[i + 1] and a[i - 1] (displacements scaled with the index), fields of
// structs in arrays and of objects, a read-modify-write through one address, indexes that
// are negative or one past the end (IndexOutOfRangeException still raised, nothing
// written), a large struct whose far fields need big displacements, and pointer arithmetic
// with negative offsets in unsafe code.
using System;

struct Triple { public long A; public int B; public double C; }

struct Big
{
    public long F0; public long F1; public long F2; public long F3; public long F4; public long F5;
    public long F6; public long F7; public long F8; public long F9; public long F10; public long F11;
    public long F12; public long F13; public long F14; public long F15; public long Last;
}

class Node { public int Value; public long Sum; public Node Next; }

class Program
{
    static int Bytes(byte[] b)
    {
        int s = 0;
        for (int i = 0; i < b.Length; i++) s = s * 31 + b[i];
        for (int i = 1; i < b.Length - 1; i++) b[i] = (byte)(b[i - 1] + b[i + 1]);
        return s + b[b.Length / 2];
    }

    static int Chars(char[] c)
    {
        int s = 0;
        for (int i = 0; i < c.Length; i++) s = s * 7 + c[i];
        c[0] = (char)(c[c.Length - 1] + 1);
        return s + c[0];
    }

    static long Longs(long[] a, int k)
    {
        long s = 0;
        for (int i = 1; i + 1 < a.Length; i++) s += a[i - 1] * 3 + a[i + 1] - a[i];
        a[k] += 5;
        a[k] *= 2;
        return s + a[k];
    }

    static double Doubles(double[] d)
    {
        double s = 0;
        for (int i = 0; i < d.Length; i++) { d[i] = d[i] * 0.5 + i; s += d[i]; }
        return s;
    }

    static long Triples(Triple[] t)
    {
        long s = 0;
        for (int i = 0; i < t.Length; i++) {
            t[i].A = i * 1000L;
            t[i].B = -i;
            t[i].C = i / 4.0;
        }
        for (int i = 0; i < t.Length; i++) s += t[i].A + t[i].B + (long)(t[i].C * 8);
        return s;
    }

    static long Bigs(Big[] b, int i)
    {
        b[i].Last = b[i].F0 + 7;
        b[i].F15 = b[i].Last * 2;
        return b[i].Last + b[i].F15 + b[i].F1;
    }

    static long Nodes(Node n)
    {
        long s = 0;
        for (; n != null; n = n.Next) { n.Sum += n.Value; n.Value++; s += n.Sum * n.Value; }
        return s;
    }

    static void Try(string what, Func<long> f)
    {
        try { Console.WriteLine(what + " = " + f()); }
        catch (IndexOutOfRangeException e) { Console.WriteLine(what + ": " + e.GetType().Name); }
    }

    static unsafe long Pointers(long[] a)
    {
        long s = 0;
        fixed (long* p = a) {
            long* end = p + a.Length;
            for (long* q = end - 1; q >= p; q--) s = s * 3 + q[0] - (q > p ? q[-1] : 0);
            int* ip = (int*)p;
            s += ip[1] + ip[3];
            // 2^32 bytes away and back: no displacement of 32 bits holds either constant
            long* far = p + (1L << 29);
            long* back = far - (1L << 29) + 2;
            s += *back + *(far - ((1L << 29) - 1));
        }
        return s;
    }

    static void Main()
    {
        var bytes = new byte[] { 1, 2, 3, 250, 251, 255, 0, 7 };
        Console.WriteLine("bytes " + Bytes(bytes) + " " + string.Join(",", bytes));
        var chars = "hello, world".ToCharArray();
        Console.WriteLine("chars " + Chars(chars) + " " + new string(chars));
        var longs = new long[] { 5, -4, 3, long.MaxValue, long.MinValue, 9, 11 };
        Console.WriteLine("longs " + Longs(longs, 2) + " " + string.Join(",", longs));
        var doubles = new double[] { 1.5, -2.25, 1e300, 0.0 };
        Console.WriteLine("doubles " + Doubles(doubles) + " " + string.Join(",", doubles));
        Console.WriteLine("triples " + Triples(new Triple[9]));
        var bigs = new Big[3];
        bigs[1].F0 = 40; bigs[1].F1 = -1;
        Console.WriteLine("bigs " + Bigs(bigs, 1) + " " + bigs[1].Last + " " + bigs[1].F15 + " " + bigs[0].Last);
        var list = new Node { Value = 3, Next = new Node { Value = -2, Next = new Node { Value = 10 } } };
        Console.WriteLine("nodes " + Nodes(list) + " " + Nodes(list));
        Console.WriteLine("pointers " + Pointers(new long[] { 1, 2, 3, -4, 1L << 40 }));

        var small = new long[] { 10, 20, 30 };
        int minus = -1, past = 3, huge = int.MinValue;
        Try("a[-1]", () => small[minus]);
        Try("a[3]", () => small[past]);
        Try("a[MinValue]", () => small[huge]);
        Try("a[-1] += 1", () => small[minus] += 1);
        Try("a[past - 1]", () => small[past - 1]);
        Try("longs(-1)", () => Longs(small, minus));
        Try("bytes[-1]", () => bytes[minus]);
        Try("chars[12]", () => chars[chars.Length]);
        Try("bigs[3]", () => Bigs(bigs, 3));
        Try("bigs[-1]", () => Bigs(bigs, minus));
        Console.WriteLine("after " + string.Join(",", small) + " " + bigs[2].Last);
    }
}
