// Small objects come from the runtime's own free lists, one per size (16-byte granules) and
// kind (scanned, or atomic: no references inside). Every size from one granule past the last
// list (large objects) is made of both kinds, filled, dropped, and made again under garbage
// that forces collections (some by GC.Collect in the middle of a list): a new object must read
// as zero, and live ones must keep their values and what they reference. References held only
// in structs (array elements, boxes, fields), in objects next to reference-free ones of the
// same size, in arrays of every length and from several threads must all survive.
using System;
using System.Collections.Generic;
using System.Text;
using System.Threading;

class Empty { }
class Pod1 { public long A; }
class Pod3 { public long A, B, C; }
class Pod6 { public long A, B, C, D, E, F; }
class PodBig { public long A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, A2, B2, C2, D2, E2, F2, G2, H2, I2, J2, K2, L2, M2, N2, O2, P2, Q2, R2, S2, T2, U2, V2, W2; }
class Ref1 { public object O; }
class Ref3 { public object O; public long A, B; }
class Ref6 { public long A, B, C, D, E; public object O; }
class RefBig { public long A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z, A2, B2, C2, D2, E2, F2, G2, H2, I2, J2, K2, L2, M2, N2, O2, P2, Q2, R2, S2, T2, U2, V2; public object Obj; }
struct Plain { public long A; public double B; }
struct WithRef { public int K; public string S; }
class Holder { public WithRef R; public Holder Next; }
class Neighbour { public long A, B; }                 // as big as Holder, but reference-free

class GcSmallObjectLists
{
    static long garbage;

    // About `mb` megabytes of short-lived objects of every small size and kind.
    static void Churn(int mb)
    {
        for (int i = 0; i < mb * 4000; i++) {
            Pod1 a = new Pod1 { A = i };
            Pod3 b = new Pod3 { A = i, B = i, C = i };
            Ref1 c = new Ref1 { O = a };
            Ref3 d = new Ref3 { O = b, A = i };
            string s = new string('g', i % 40);
            int[] ints = new int[i % 50];
            if (ints.Length > 0) ints[0] = i;
            object e = i % 3 == 0 ? new object() : new Empty();          // one granule
            garbage += a.A + b.C + ((Pod1)c.O).A + d.A + s.Length + ints.Length + (e != null ? 1 : 0);
        }
    }

    static void CheckZero()
    {
        int bad = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 2000; i++) {
                Pod1 p1 = new Pod1(); Pod3 p3 = new Pod3(); Pod6 p6 = new Pod6(); PodBig pb = new PodBig();
                Ref1 r1 = new Ref1(); Ref3 r3 = new Ref3(); Ref6 r6 = new Ref6(); RefBig rb = new RefBig();
                if (p1.A != 0 || p3.C != 0 || p6.F != 0 || pb.W2 != 0 || pb.A != 0) bad++;
                if (r1.O != null || r3.O != null || r3.B != 0 || r6.O != null || r6.E != 0 || rb.Obj != null || rb.V2 != 0) bad++;
                p1.A = -1; p3.A = p3.B = p3.C = -1; p6.F = -1; pb.A = pb.W2 = -1;
                r1.O = p1; r3.O = p3; r3.B = -1; r6.O = p6; r6.E = -1; rb.Obj = pb; rb.V2 = -1;
                for (int n = 0; n < 70; n += 7) {
                    int[] ints = new int[n]; long[] longs = new long[n]; Plain[] plain = new Plain[n];
                    object[] objs = new object[n]; WithRef[] refs = new WithRef[n];
                    for (int k = 0; k < n; k++) {
                        if (ints[k] != 0 || longs[k] != 0 || plain[k].A != 0 || plain[k].B != 0 || objs[k] != null
                            || refs[k].K != 0 || refs[k].S != null) bad++;
                        ints[k] = -1; longs[k] = -1; plain[k].A = -1; plain[k].B = -1; objs[k] = p1;
                        refs[k].K = -1; refs[k].S = "x";
                    }
                    string s = new string('z', n);
                    for (int k = 0; k < n; k++) if (s[k] != 'z') bad++;
                }
            }
            Churn(2);
            if (round == 1) GC.Collect();
        }
        Console.WriteLine("fresh objects not zero: " + bad);
    }

    static string Text(int i) { return "t" + i + "-" + new string((char)('a' + i % 26), i % 30); }

    static void Main()
    {
        CheckZero();

        // Live objects of both kinds, allocated between collections and garbage.
        const int Live = 3000;
        var pods = new Pod3[Live];
        var refs = new Ref3[Live];
        var boxes = new object[Live];
        var strings = new string[Live];
        var plainArrays = new Plain[Live][];
        var refArrays = new WithRef[Live][];
        Holder chain = null;
        var neighbours = new List<Neighbour>();
        for (int i = 0; i < Live; i++) {
            pods[i] = new Pod3 { A = i, B = 2 * i, C = 3 * i };
            refs[i] = new Ref3 { O = Text(i), A = i };
            boxes[i] = new WithRef { K = i, S = Text(i + 1) };           // a boxed struct with a reference
            strings[i] = Text(i + 2);
            plainArrays[i] = new Plain[i % 9];
            for (int k = 0; k < plainArrays[i].Length; k++) plainArrays[i][k] = new Plain { A = i + k, B = k * 0.5 };
            refArrays[i] = new WithRef[i % 7];
            for (int k = 0; k < refArrays[i].Length; k++) refArrays[i][k] = new WithRef { K = k, S = Text(i + k) };
            // the only reference to each string is in a Holder's struct field, every Holder
            // allocated between reference-free objects of its size
            neighbours.Add(new Neighbour { A = i, B = -i });
            chain = new Holder { R = new WithRef { K = i, S = Text(3 * i) }, Next = chain };
            neighbours.Add(new Neighbour { A = -i, B = i });
            if (i % 500 == 0) Churn(1);
            if (i % 1000 == 999) GC.Collect();
        }
        Churn(8);
        GC.Collect();
        Churn(8);

        long sum = 0;
        int lost = 0;
        for (int i = 0; i < Live; i++) {
            sum += pods[i].A + pods[i].B + pods[i].C + refs[i].A;
            if ((string)refs[i].O != Text(i)) lost++;
            WithRef w = (WithRef)boxes[i];
            if (w.K != i || w.S != Text(i + 1)) lost++;
            if (strings[i] != Text(i + 2)) lost++;
            for (int k = 0; k < plainArrays[i].Length; k++) sum += plainArrays[i][k].A + (long)(plainArrays[i][k].B * 2);
            for (int k = 0; k < refArrays[i].Length; k++) if (refArrays[i][k].K != k || refArrays[i][k].S != Text(i + k)) lost++;
        }
        int n = Live;
        for (Holder h = chain; h != null; h = h.Next) {
            n--;
            if (h.R.K != n || h.R.S != Text(3 * n)) lost++;
        }
        foreach (Neighbour x in neighbours) sum += x.A + x.B;
        Console.WriteLine("live: sum " + sum + ", lost " + lost + ", chain " + n);

        // Big arrays, scanned and not, with small objects made around them.
        var big = new object[300000];
        var bytes = new byte[3000000];
        var longs = new long[400000];
        for (int i = 0; i < big.Length; i += 1000) big[i] = Text(i);
        for (int i = 0; i < bytes.Length; i += 4096) bytes[i] = (byte)i;
        for (int i = 0; i < longs.Length; i += 100) longs[i] = i;
        Churn(8);
        long bigSum = 0;
        for (int i = 0; i < big.Length; i += 1000) if ((string)big[i] != Text(i)) lost++;
        foreach (byte b in bytes) bigSum += b;
        foreach (long l in longs) bigSum += l;
        Console.WriteLine("big: " + bigSum + ", lost " + lost);

        // Several threads, each building its own list of strings and boxes.
        var results = new string[4];
        var threads = new Thread[4];
        for (int t = 0; t < threads.Length; t++) {
            int id = t;
            threads[t] = new Thread(() => {
                var mine = new List<object>();
                for (int i = 0; i < 20000; i++) {
                    mine.Add(i % 2 == 0 ? (object)Text(id * 100000 + i) : new WithRef { K = i, S = Text(i) });
                    if (i % 5000 == 0) Churn(1);
                }
                var sb = new StringBuilder();
                int bad = 0;
                for (int i = 0; i < mine.Count; i++) {
                    if (i % 2 == 0 ? (string)mine[i] != Text(id * 100000 + i)
                                   : ((WithRef)mine[i]).K != i || ((WithRef)mine[i]).S != Text(i)) bad++;
                }
                sb.Append("thread ").Append(id).Append(": ").Append(mine.Count).Append(" objects, bad ").Append(bad);
                results[id] = sb.ToString();
            });
        }
        foreach (Thread t in threads) t.Start();
        foreach (Thread t in threads) t.Join();
        foreach (string r in results) Console.WriteLine(r);
        Console.WriteLine(garbage > 0 ? "garbage made" : "no garbage");
    }
}
