// References into structs and arrays: `ref` to a struct local, to a field of a struct inside a
// class, inside another struct, inside an array element, and to array elements of every
// kind (int, long, double, byte, struct, reference); `out` structs; assignment through a
// `ref Struct` (ldobj/stobj of the whole value); ref to a static struct field.
using System;

struct Vec { public int X, Y; public long W; }
struct Rect { public Vec Min, Max; }

class Holder { public Vec V; public Rect R; public int N; }

class StructRefs
{
    static Vec sv;

    static void Bump(ref int x) { x += 1; }
    static void BumpL(ref long x) { x *= 2; }
    static void BumpD(ref double x) { x += 0.5; }
    static void BumpB(ref byte x) { x = (byte)(x + 200); }
    static void Grow(ref Vec v) { v.X += 10; v.Y += 20; v.W -= 1; }
    static void Replace(ref Vec v, Vec with) { v = with; }
    static void Copy(ref Vec to, ref Vec from) { to = from; }
    static void Make(out Vec v, int seed) { v = new Vec(); v.X = seed; v.Y = -seed; v.W = seed * 1000L; }
    static void SetRef(ref string s) { s = s + "!"; }
    static void Swap(ref Vec a, ref Vec b) { Vec t = a; a = b; b = t; }
    static string S(Vec v) { return "[" + v.X + " " + v.Y + " " + v.W + "]"; }

    static void Main()
    {
        Vec local = new Vec();
        Grow(ref local);
        Bump(ref local.X);
        BumpL(ref local.W);
        Console.WriteLine(S(local));

        var h = new Holder();
        Grow(ref h.V);
        Bump(ref h.V.Y);
        Bump(ref h.N);
        Bump(ref h.R.Max.X);
        Grow(ref h.R.Min);
        BumpL(ref h.R.Min.W);
        Console.WriteLine(S(h.V) + " " + h.N + " " + S(h.R.Min) + " " + S(h.R.Max));

        Vec[] vs = new Vec[3];
        Grow(ref vs[1]);
        Bump(ref vs[2].Y);
        Replace(ref vs[0], local);
        Make(out vs[2], 7);
        Console.WriteLine(S(vs[0]) + S(vs[1]) + S(vs[2]));
        Swap(ref vs[0], ref vs[2]);
        Console.WriteLine(S(vs[0]) + S(vs[1]) + S(vs[2]));
        Copy(ref vs[1], ref vs[0]);
        vs[0].X = 0;
        Console.WriteLine(S(vs[0]) + S(vs[1]));

        Rect[] rects = new Rect[2];
        Grow(ref rects[1].Max);
        Bump(ref rects[1].Min.Y);
        Console.WriteLine(S(rects[1].Min) + S(rects[1].Max) + S(rects[0].Max));

        int[] ints = new int[3]; ints[0] = 1; ints[1] = 2; ints[2] = 3;
        long[] longs = new long[2]; longs[0] = 5; longs[1] = 6;
        double[] doubles = new double[1]; doubles[0] = 1.25;
        byte[] bytes = new byte[1]; bytes[0] = 100;
        string[] strs = { "a", "b" };
        Bump(ref ints[2]); BumpL(ref longs[1]); BumpD(ref doubles[0]); BumpB(ref bytes[0]); SetRef(ref strs[1]);
        Console.WriteLine(ints[2] + " " + longs[1] + " " + doubles[0] + " " + bytes[0] + " " + strs[0] + strs[1]);
        for (int i = 0; i < ints.Length; i++) Bump(ref ints[i]);
        Console.WriteLine(ints[0] + ints[1] + ints[2]);

        Grow(ref sv);
        Bump(ref sv.X);
        Console.WriteLine(S(sv));
        Vec made;
        Make(out made, 3);
        Console.WriteLine(S(made));
    }
}
