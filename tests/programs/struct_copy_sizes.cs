// Struct copies and zeroing of every small size (1 to 72 bytes, which the MIR back end turns
// into moves up to 64 bytes and calls above): between locals, class fields, static fields,
// array elements, ref parameters, results, boxes; default(S) and new S() over old values; a
// copy of a struct to itself.
using System;
using System.Runtime.InteropServices;

struct S1 { public byte a; }
struct S2 { public short a; }
[StructLayout(LayoutKind.Sequential, Pack = 1)]
struct S3 { public byte a, b, c; }
[StructLayout(LayoutKind.Sequential, Pack = 1)]
struct S7 { public int a; public short b; public byte c; }
struct S12 { public int a, b, c; }
struct S16 { public long a; public long b; }
struct S24 { public double a, b, c; }
struct S40 { public long a, b, c, d; public int e; public short f; public byte g; }
struct S64 { public long a, b, c, d, e, f, g, h; }
struct S72 { public long a, b, c, d, e, f, g, h, i; }
struct Outer { public S3 x; public S12 y; public S1 z; }

class Holder
{
    public S7 s7;
    public S24 s24;
    public S64 s64;
    public S72 s72;
}

class StructCopySizes
{
    static S40 static40;
    static S16 static16;
    static S3[] threes = new S3[4];

    static S1 Make1(int k) { S1 s; s.a = (byte)(k * 37); return s; }
    static S7 Make7(int k) { S7 s; s.a = k * 1000003; s.b = (short)(k * 7); s.c = (byte)k; return s; }
    static S12 Make12(int k) { return new S12 { a = k, b = -k, c = k * k }; }
    static S40 Make40(int k)
    {
        return new S40 { a = k, b = 2L * k << 40, c = -3L * k, d = long.MaxValue - k, e = k ^ 0x5555,
                         f = (short)-k, g = (byte)(200 + k) };
    }
    static S64 Make64(int k)
    {
        return new S64 { a = k, b = k + 1, c = k + 2, d = k + 3, e = k + 4, f = k + 5, g = k + 6, h = -k };
    }
    static S72 Make72(int k)
    {
        return new S72 { a = k, b = k * 2, c = k * 3, d = k * 4, e = k * 5, f = k * 6, g = k * 7, h = k * 8, i = -k };
    }

    static string Show(S3 s) { return s.a + "." + s.b + "." + s.c; }
    static string Show(S7 s) { return s.a + "/" + s.b + "/" + s.c; }
    static string Show(S12 s) { return s.a + "," + s.b + "," + s.c; }
    static string Show(S16 s) { return s.a + ":" + s.b; }
    static string Show(S24 s) { return s.a + ";" + s.b + ";" + s.c; }
    static string Show(S40 s) { return s.a + " " + s.b + " " + s.c + " " + s.d + " " + s.e + " " + s.f + " " + s.g; }
    static string Show(S64 s) { return s.a + " " + s.b + " " + s.c + " " + s.d + " " + s.e + " " + s.f + " " + s.g + " " + s.h; }
    static string Show(S72 s) { return Show(new S64 { a = s.a, b = s.b, c = s.c, d = s.d, e = s.e, f = s.f, g = s.g, h = s.h }) + " " + s.i; }

    static void Swap<T>(ref T x, ref T y) { T t = x; x = y; y = t; }

    static void Bump(ref S12 s) { S12 copy = s; copy.a++; s = copy; }

    static void Main()
    {
        // locals, copies and independence
        S1 one = Make1(3), oneCopy = one;
        oneCopy.a++;
        Console.WriteLine(one.a + " " + oneCopy.a);
        S2 two = new S2 { a = -12345 }, twoCopy = two;
        twoCopy.a = 1;
        Console.WriteLine(two.a + " " + twoCopy.a);
        S3 three = new S3 { a = 1, b = 2, c = 255 }, threeCopy = three;
        threeCopy.c = 9;
        Console.WriteLine(Show(three) + " " + Show(threeCopy));
        S7 seven = Make7(5), sevenCopy = seven;
        sevenCopy.b = -1;
        Console.WriteLine(Show(seven) + " " + Show(sevenCopy));

        // ref parameters, generic swap (copies through addresses)
        S12 p = Make12(4), q = Make12(-9);
        Swap(ref p, ref q);
        Bump(ref p);
        Console.WriteLine(Show(p) + " " + Show(q));
        S40 r = Make40(1), t = Make40(2);
        Swap(ref r, ref t);
        Console.WriteLine(Show(r));
        Console.WriteLine(Show(t));

        // statics (RIP-relative addresses) and arrays
        static40 = Make40(7);
        S40 fromStatic = static40;
        static40.a = 0;
        Console.WriteLine(Show(fromStatic) + " | " + static40.a);
        static16 = new S16 { a = -1, b = long.MinValue };
        S16 sixteen = static16;
        static16 = default(S16);
        Console.WriteLine(Show(sixteen) + " | " + Show(static16));
        threes[1] = three;
        threes[2] = threes[1];
        threes[1] = new S3();
        Console.WriteLine(Show(threes[1]) + " " + Show(threes[2]) + " " + Show(threes[3]));

        // class fields of every size, zeroed again with default and new
        Holder h = new Holder { s7 = Make7(11), s24 = new S24 { a = 1.5, b = -0.0, c = double.NaN },
                                s64 = Make64(100), s72 = Make72(3) };
        S7 h7 = h.s7;
        S24 h24 = h.s24;
        S64 h64 = h.s64;
        S72 h72 = h.s72;
        h.s7 = default(S7);
        h.s24 = new S24();
        h.s64 = default(S64);
        h.s72 = new S72();
        Console.WriteLine(Show(h7) + " " + Show(h24));
        Console.WriteLine(Show(h64));
        Console.WriteLine(Show(h72));
        Console.WriteLine(Show(h.s7) + " " + Show(h.s24) + " " + Show(h.s64) + " " + Show(h.s72));

        // nested structs, a struct copied onto itself, boxes
        Outer o = new Outer { x = three, y = Make12(6), z = Make1(2) };
        Outer o2 = o;
        Swap(ref o2, ref o2);                  // x = y copies o2 onto itself
        o2.y.b = 77;
        Console.WriteLine(Show(o.x) + " " + Show(o.y) + " " + o.z.a + " / " + Show(o2.y));
        object boxed = Make40(9);
        S40 unboxed = (S40)boxed;
        unboxed.a = -5;
        Console.WriteLine(Show((S40)boxed) + " / " + unboxed.a);
        object boxed7 = seven;
        Console.WriteLine(Show((S7)boxed7));

        // in a loop: an array of 24-byte structs rotated by copies
        S24[] ring = new S24[5];
        for (int i = 0; i < ring.Length; i++) ring[i] = new S24 { a = i, b = i * 0.5, c = -i };
        for (int round = 0; round < 7; round++) {
            S24 first = ring[0];
            for (int i = 0; i + 1 < ring.Length; i++) ring[i] = ring[i + 1];
            ring[ring.Length - 1] = first;
        }
        for (int i = 0; i < ring.Length; i++) Console.Write(Show(ring[i]) + " ");
        Console.WriteLine();
    }
}
