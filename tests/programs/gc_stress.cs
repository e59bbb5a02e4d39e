// Garbage-collection stress: `rounds` rounds (default 200) of building and dropping a binary
// tree of depth 16 (131071 nodes) plus large arrays (`arrayMB` MiB per round, default 16, as
// int[], long[], double[] and byte[] arrays and an object[] of boxed values), while a long-lived
// tree, a long-lived array of strings and a ring of the last few trees stay reachable and
// intact. Checksums are printed, so a collector that frees live data or corrupts it shows up in
// the output (printed piecewise: no string concatenation needed). Total allocation is rounds * (about 5 MiB + arrayMB); bench/gc_memory.py runs it
// with larger arguments to allocate far more than the machine's memory and reports peak RSS.
using System;

class Node
{
    public Node Left, Right;
    public int Value;
    public Node(Node l, Node r, int v) { Left = l; Right = r; Value = v; }
}

class GcStress
{
    static Node Build(int depth, int seed)
    {
        if (depth == 0) return new Node(null, null, seed);
        return new Node(Build(depth - 1, seed * 2 + 1), Build(depth - 1, seed * 2 + 2), seed);
    }

    static long Check(Node n)
    {
        long s = 0;
        while (n != null)
        {
            s += n.Value + Check(n.Right);
            n = n.Left;
        }
        return s;
    }

    static int Count(Node n) { return n == null ? 0 : 1 + Count(n.Left) + Count(n.Right); }

    static void Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0]) : 200;
        int arrayMB = args.Length > 1 ? int.Parse(args[1]) : 16;
        int chunk = 1 << 20;                                  // bytes per array
        int chunks = arrayMB;

        Node longLived = Build(14, 7);
        long longLivedSum = Check(longLived);
        string[] names = new string[1000];
        for (int i = 0; i < names.Length; i++) names[i] = "name-" + i;
        Node[] ring = new Node[4];
        Console.Write("long-lived tree: "); Console.Write(Count(longLived));
        Console.Write(" nodes, checksum "); Console.WriteLine(longLivedSum);

        long total = 0;
        for (int r = 0; r < rounds; r++)
        {
            Node t = Build(16, r);
            long c = Check(t);
            ring[r % ring.Length] = t;
            total += c;
            for (int k = 0; k < chunks; k++)
            {
                switch (k % 4)
                {
                    case 0:
                        int[] ia = new int[chunk / 4];
                        for (int i = 0; i < ia.Length; i += 1024) ia[i] = i + r;
                        total += ia[ia.Length - 1024] + ia.Length;
                        break;
                    case 1:
                        long[] la = new long[chunk / 8];
                        la[la.Length - 1] = r;
                        total += la[la.Length - 1] + la[0] + la.Length;
                        break;
                    case 2:
                        double[] da = new double[chunk / 8];
                        da[r % da.Length] = 0.5;
                        total += (long)(da[r % da.Length] * 2) + da.Length;
                        break;
                    default:
                        byte[] ba = new byte[chunk];
                        ba[k] = (byte)r;
                        total += ba[k] + ba.Length;
                        break;
                }
            }
            object[] boxes = new object[1000];
            for (int i = 0; i < boxes.Length; i++) boxes[i] = i * r;
            total += (int)boxes[999];
            if (r % 25 == 24 || r == rounds - 1)
            {
                long ringSum = 0;
                foreach (Node n in ring) if (n != null) ringSum += n.Value;
                Console.Write("round "); Console.Write(r + 1); Console.Write(": tree "); Console.Write(c);
                Console.Write(", ring "); Console.Write(ringSum); Console.Write(", running total "); Console.WriteLine(total);
            }
        }

        long after = Check(longLived);
        int nameLen = 0;
        for (int i = 0; i < names.Length; i++) nameLen += names[i].Length;
        Console.Write("long-lived tree intact: "); Console.Write(after == longLivedSum);
        Console.Write(" ("); Console.Write(after); Console.WriteLine(")");
        Console.Write("names: "); Console.Write(names[0]); Console.Write(" "); Console.Write(names[999]);
        Console.Write(" total length "); Console.WriteLine(nameLen);
        Console.Write("total "); Console.WriteLine(total);
    }
}
