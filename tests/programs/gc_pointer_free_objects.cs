// Objects of classes without references (allocated unscanned by the collector) next to
// classes whose only references are in a base class, in a struct field or in a generic field:
// millions of short-lived objects force collections while long-lived ones must keep their
// values and everything they reference. A class wrongly treated as reference-free loses the
// strings and arrays it points to, which the checksums at the end show.
using System;

class Point { public double X, Y; public int N; }
class Empty { }
class Named { public string Name; }
class Counted : Named { public int Count; }          // its only reference is in the base
struct Ref { public object O; public int K; }
class Wrapped { public Ref R; public long Z; }         // a reference inside a struct field
struct Plain { public long A; public double B; }
class PlainHolder { public Plain P; public short S; }
class Box<T> { public T Value; }

class GcPointerFreeObjects
{
    static string Text(int i) { return "item-" + i; }

    static void Main()
    {
        const int Live = 2000;
        Point[] points = new Point[Live];
        Counted[] counted = new Counted[Live];
        Wrapped[] wrapped = new Wrapped[Live];
        PlainHolder[] plain = new PlainHolder[Live];
        Box<int>[] ints = new Box<int>[Live];
        Box<string>[] strings = new Box<string>[Live];
        Empty[] empties = new Empty[Live];
        for (int i = 0; i < Live; i++) {
            points[i] = new Point { X = i * 0.5, Y = -i, N = i };
            counted[i] = new Counted { Name = Text(i), Count = i };
            wrapped[i] = new Wrapped { R = new Ref { O = new int[] { i, i * 2 }, K = i }, Z = i };
            plain[i] = new PlainHolder { P = new Plain { A = i, B = i / 4.0 }, S = (short)i };
            ints[i] = new Box<int> { Value = i * 3 };
            strings[i] = new Box<string> { Value = Text(i * 7) };
            empties[i] = new Empty();
        }
        // garbage of every kind: about 300 MB in all, many collections
        long junk = 0;
        for (int round = 0; round < 3000; round++) {
            for (int i = 0; i < 1000; i++) {
                Point p = new Point { X = i, Y = round, N = i ^ round };
                Counted c = new Counted { Name = null, Count = i };
                Box<int> b = new Box<int> { Value = i };
                junk += p.N + c.Count + b.Value;
            }
            int k = round % Live;
            points[k] = new Point { X = points[k].X, Y = points[k].Y, N = points[k].N + 1 };
            counted[k] = new Counted { Name = counted[k].Name, Count = counted[k].Count + 1 };
        }
        double sum = 0;
        long total = 0;
        for (int i = 0; i < Live; i++) {
            sum += points[i].X + points[i].Y + plain[i].P.B;
            total += points[i].N + counted[i].Count + counted[i].Name.Length + wrapped[i].R.K
                     + ((int[])wrapped[i].R.O)[1] + wrapped[i].Z + plain[i].P.A + plain[i].S
                     + ints[i].Value + strings[i].Value.Length + (empties[i] != null ? 1 : 0);
            if (counted[i].Name != Text(i) || strings[i].Value != Text(i * 7))
                Console.WriteLine("lost " + i);
        }
        Console.WriteLine(junk);
        Console.WriteLine(sum);
        Console.WriteLine(total);
        Console.WriteLine(counted[1234].Name + " " + strings[99].Value + " " + ((int[])wrapped[7].R.O)[0]);
    }
}
