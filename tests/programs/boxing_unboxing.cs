// box, unbox, unbox.any of every primitive type and of structs: a boxed value is a copy (changing
// the original or the unboxed copy leaves the box alone), unboxing into a local, boxed values in
// object arrays and fields, boxed values compared by Equals (value) and by == (reference), a
// struct unboxed and mutated through a copy, Console.WriteLine(object) of boxed numbers.
using System;

struct Pair
{
    public int A;
    public long B;
    public Pair(int a, long b) { A = a; B = b; }
    public long Total() { return A + B; }
}

class Holder { public object Value; }

class BoxingUnboxing
{
    static object Box(int x) { return x; }
    static int Unbox(object o) { return (int)o; }

    static void Main()
    {
        int i = 41;
        object oi = i;
        i++;
        Console.WriteLine((int)oi);
        Console.WriteLine(i);
        Console.WriteLine(oi);

        object[] all = { (sbyte)-8, (byte)200, (short)-300, (ushort)60000, 'c', -70000, 3000000000u,
                         -9000000000L, 18000000000000000000UL, 1.5f, -2.25, true, false };
        foreach (object o in all) Console.WriteLine(o);
        Console.WriteLine((sbyte)all[0] + (byte)all[1] + (short)all[2] + (ushort)all[3]);
        Console.WriteLine((char)all[4]);
        Console.WriteLine((int)all[5]); Console.WriteLine((uint)all[6]);
        Console.WriteLine((long)all[7]); Console.WriteLine((ulong)all[8]);
        Console.WriteLine((float)all[9] * 2); Console.WriteLine((double)all[10] * 2);
        Console.WriteLine((bool)all[11] && !(bool)all[12]);

        var p = new Pair(1, 2);
        object op = p;
        p.A = 100;
        Pair q = (Pair)op;
        q.B = 50;
        Pair r = (Pair)op;
        Console.WriteLine(p.Total() + " " + q.Total() + " " + r.Total());
        Console.WriteLine(((Pair)op).A);

        var h = new Holder();
        h.Value = 12345L;
        long l = (long)h.Value;
        Console.WriteLine(l * 2);
        h.Value = new Pair(7, 8);
        Console.WriteLine(((Pair)h.Value).Total());

        object a = Box(5), b = Box(5);
        Console.WriteLine(a == b);
        Console.WriteLine(a.Equals(b));
        Console.WriteLine(a.Equals(6));
        Console.WriteLine(a.Equals(5L));
        Console.WriteLine(Unbox(a) + Unbox(b));
        Console.WriteLine(a.GetHashCode());
        Console.WriteLine(((object)true).GetHashCode() + " " + ((object)'A').GetHashCode());

        int sum = 0;
        object[] boxes = new object[100];
        for (int k = 0; k < boxes.Length; k++) boxes[k] = k;
        for (int k = 0; k < boxes.Length; k++) sum += (int)boxes[k];
        Console.WriteLine(sum);
    }
}
