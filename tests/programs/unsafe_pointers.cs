// C# unsafe pointer code (mcs -unsafe): stackalloc (localloc) of every primitive type, reads
// and writes through pointers of every width (ldind.* / stind.* incl. ldind.i / stind.i for
// pointers to pointers), pointer arithmetic scaled by sizeof, pointer difference and
// comparison, conv.i / conv.u between pointers and integers, sizeof of every primitive,
// reinterpreting memory (a double's bits through a long*), byte-wise views of wider values,
// pointers to locals (ldloca + conv.u), and stackalloc inside a loop.
using System;

unsafe class UnsafePointers
{
    static void Sizes()
    {
        Console.Write(sizeof(sbyte)); Console.Write(sizeof(byte)); Console.Write(sizeof(short));
        Console.Write(sizeof(ushort)); Console.Write(sizeof(char)); Console.Write(sizeof(bool));
        Console.Write(sizeof(int)); Console.Write(sizeof(uint)); Console.Write(sizeof(long));
        Console.Write(sizeof(ulong)); Console.Write(sizeof(float)); Console.Write(sizeof(double));
        Console.WriteLine(sizeof(int*) + sizeof(byte**));
    }

    static long Sum(int* p, int n)
    {
        long s = 0;
        for (int* q = p; q < p + n; q++) s += *q;
        return s;
    }

    static void Fill(byte* p, int n, byte v) { for (int i = 0; i < n; i++) p[i] = (byte)(v + i); }

    static void Widths()
    {
        byte* buf = stackalloc byte[64];
        Fill(buf, 64, 0xF0);
        Console.Write(*(sbyte*)buf); Console.Write(' ');
        Console.Write(*(byte*)(buf + 1)); Console.Write(' ');
        Console.Write(*(short*)(buf + 2)); Console.Write(' ');
        Console.Write(*(ushort*)(buf + 4)); Console.Write(' ');
        Console.Write((int)*(char*)(buf + 6)); Console.Write(' ');
        Console.Write(*(int*)(buf + 8)); Console.Write(' ');
        Console.Write(*(uint*)(buf + 12)); Console.Write(' ');
        Console.Write(*(long*)(buf + 16)); Console.Write(' ');
        Console.Write(*(ulong*)(buf + 24)); Console.Write(' ');
        Console.Write(*(float*)(buf + 32)); Console.Write(' ');
        Console.Write(*(double*)(buf + 40)); Console.Write(' ');
        Console.WriteLine(*(bool*)(buf + 48));
        // unaligned reads
        Console.Write(*(int*)(buf + 1)); Console.Write(' ');
        Console.Write(*(long*)(buf + 3)); Console.Write(' ');
        Console.WriteLine(*(short*)(buf + 7));
        // writes of every width, then the bytes
        *(sbyte*)buf = -2; *(short*)(buf + 1) = -3; *(ushort*)(buf + 3) = 65000; *(char*)(buf + 5) = 'Z';
        *(int*)(buf + 7) = -123456789; *(uint*)(buf + 11) = 4000000000; *(long*)(buf + 15) = -1234567890123456789L;
        *(ulong*)(buf + 23) = 18000000000000000000UL; *(float*)(buf + 31) = -1.5f; *(double*)(buf + 35) = 1.0 / 3;
        *(bool*)(buf + 43) = true; *(byte*)(buf + 44) = 200;
        long h = 17;
        for (int i = 0; i < 45; i++) { h = h * 31 + buf[i]; Console.Write(buf[i]); Console.Write(i % 15 == 14 ? '\n' : ' '); }
        Console.WriteLine(h);
    }

    static void Arithmetic()
    {
        int* a = stackalloc int[16];
        for (int i = 0; i < 16; i++) a[i] = i * i - 20;
        Console.WriteLine(Sum(a, 16));
        int* end = a + 16;
        int* mid = a + 8;
        Console.Write(end - a); Console.Write(' '); Console.Write(mid - end); Console.Write(' ');
        Console.Write(mid > a); Console.Write(' '); Console.Write(mid < a); Console.Write(' ');
        Console.Write(mid >= end); Console.Write(' '); Console.Write(mid <= a + 8); Console.Write(' ');
        Console.Write(mid == a + 8); Console.Write(' '); Console.WriteLine(mid != a);
        Console.Write(*(mid - 3)); Console.Write(' '); Console.Write(mid[-2]); Console.Write(' '); Console.WriteLine(*(a + 15));
        long* la = (long*)a;
        Console.WriteLine(la[3]);
        double* da = stackalloc double[10];
        for (int i = 0; i < 10; i++) da[i] = i / 4.0;
        double ds = 0;
        for (double* p = da + 9; p >= da; p--) ds = ds * 2 + *p;
        Console.WriteLine(ds);
        float* fa = stackalloc float[5];
        fa[0] = 1.5f; fa[1] = fa[0] * 3; fa[2] = fa[1] - 10; fa[3] = float.NaN; fa[4] = fa[2] / 0;
        for (int i = 0; i < 5; i++) { Console.Write(fa[i]); Console.Write(' '); }
        Console.WriteLine();
        // pointer <-> integer (conv.i / conv.u) and byte distances
        long diff = (long)((byte*)end - (byte*)a);
        ulong addr = (ulong)a;
        Console.Write(diff); Console.Write(' '); Console.Write((long)((ulong)mid - addr)); Console.Write(' ');
        int* back = (int*)(addr + 4);
        Console.WriteLine(*back);
        // pointers to pointers
        int** pp = stackalloc int*[3];
        pp[0] = a; pp[1] = mid; pp[2] = end - 1;
        Console.Write(*pp[0]); Console.Write(' '); Console.Write(*pp[1]); Console.Write(' '); Console.WriteLine(**(pp + 2));
        *(pp + 1) = pp[1] + 1;
        Console.WriteLine(*pp[1]);
    }

    // the bits of floating-point values, through pointers to locals
    static void Bits()
    {
        double d = 1.0;
        long bits = *(long*)&d;
        Console.WriteLine(bits);
        d = -0.0;
        Console.WriteLine(*(long*)&d);
        d = double.NaN;
        Console.WriteLine(*(ulong*)&d);
        float f = 1.0f;
        Console.WriteLine(*(int*)&f);
        int i = 0x7F800000;
        Console.WriteLine(*(float*)&i);
        long l = 0x3FD5555555555555;
        Console.WriteLine(*(double*)&l);
        byte* bp = (byte*)&l;
        for (int k = 0; k < 8; k++) { Console.Write(bp[k]); Console.Write(' '); }
        Console.WriteLine();
        bp[7] = 0x40;
        Console.WriteLine(l);
        Console.WriteLine(*(double*)&l);
    }

    // a stackalloc in a loop: a fresh block each iteration, all live until the method returns
    static long LoopAlloc(int n)
    {
        long total = 0;
        long* prev = null;
        for (int i = 0; i < n; i++)
        {
            long* blk = stackalloc long[4 + i % 5];
            blk[0] = i;
            blk[1] = (long)prev;
            blk[3] = i * 3;
            prev = blk;
        }
        // walk the chain back: every block must still hold its values
        for (long* p = prev; p != null; p = (long*)p[1]) total = total * 3 + p[0] + p[3];
        return total;
    }

    static int Main()
    {
        Sizes();
        Widths();
        Arithmetic();
        Bits();
        Console.WriteLine(LoopAlloc(10));
        Console.WriteLine(LoopAlloc(1000));
        byte* z = stackalloc byte[100];      // stackalloc'd memory is zeroed (.locals init)
        int nz = 0;
        for (int i = 0; i < 100; i++) if (z[i] != 0) nz++;
        Console.WriteLine(nz);
        // zero bytes give a null pointer (Mono), whether the size is constant or not
        int* none = stackalloc int[0];
        int count = nz;
        long* some = stackalloc long[count];
        long* one = stackalloc long[count + 1];
        Console.WriteLine((none == null) + " " + (some == null) + " " + (one == null));
        return nz + 7;
    }
}
