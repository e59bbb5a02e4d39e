// Division and remainder by constants, which the middle end turns into shifts and
// multiplications (cil2mir/opt/strength.py), against Mono on edge operands; divisors that
// only constant propagation makes known (locals), and the checks that must still raise
// (a divisor that is a known zero, MinValue / -1).
using System;

class DivisionConstants {
    static readonly int[] Ints = { 0, 1, -1, 2, -2, 3, -3, 5, 6, 7, -7, 8, -8, 9, 10, -10, 99, 100, -100,
        1000, 12345, -12345, 65535, 65536, 1 << 30, -(1 << 30), int.MaxValue, int.MaxValue - 1,
        int.MinValue, int.MinValue + 1, 0x55555555, -0x55555555 };
    static readonly long[] Longs = { 0, 1, -1, 7, -7, 8, -8, 1000, -1000, long.MaxValue, long.MinValue,
        long.MinValue + 1, int.MinValue, (long)int.MaxValue + 1, 0x5555555555555555 };

    static int Checksum(int h, int v) { return unchecked(h * 31 + v); }

    static void Ints32() {
        foreach (int x in Ints) {
            int h = 17;
            h = Checksum(h, x / 2); h = Checksum(h, x % 2);
            h = Checksum(h, x / -2); h = Checksum(h, x % -2);
            h = Checksum(h, x / 8); h = Checksum(h, x % 8);
            h = Checksum(h, x / -8); h = Checksum(h, x % -8);
            h = Checksum(h, x / 3); h = Checksum(h, x % 3);
            h = Checksum(h, x / -3); h = Checksum(h, x % -3);
            h = Checksum(h, x / 7); h = Checksum(h, x % 7);
            h = Checksum(h, x / -7); h = Checksum(h, x % -7);
            h = Checksum(h, x / 10); h = Checksum(h, x % 10);
            h = Checksum(h, x / 641); h = Checksum(h, x % 641);
            h = Checksum(h, x / 1000000007); h = Checksum(h, x % -1000000007);
            h = Checksum(h, x / int.MaxValue); h = Checksum(h, x % int.MaxValue);
            h = Checksum(h, x / int.MinValue); h = Checksum(h, x % int.MinValue);
            h = Checksum(h, x * 16); h = Checksum(h, x * 1024);
            Console.WriteLine("{0}: {1} {2} {3} {4} {5} h={6}", x, x / 7, x % 7, x / -4, x % -4, x / 10, h);
        }
    }

    static void Unsigned() {
        foreach (int i in Ints) {
            uint x = unchecked((uint)i);
            Console.WriteLine("{0}: {1} {2} {3} {4} {5} {6} {7} {8}", x, x / 2, x % 2, x / 7, x % 7,
                x / 10, x % 10, x / 0x80000001u, x % 0xFFFFFFFFu);
        }
    }

    static void Longs64() {
        foreach (long x in Longs) {
            ulong u = unchecked((ulong)x);
            Console.WriteLine("{0}: {1} {2} {3} {4} {5} {6} {7} {8} {9}", x, x / 4, x % 4, x / -16, x % -16,
                x / 7, x % 7, u / 8, u % 8, x * 32);
        }
    }

    static void KnownByPropagation() {
        int d = 4, z = 0, m1 = -1;
        foreach (int x in Ints) {
            int q = x / d, r = x % d;
            Console.Write("{0} {1} ", q, r);
            try { Console.Write(x / z); } catch (DivideByZeroException) { Console.Write("div0 "); }
            try { Console.Write(x % z); } catch (DivideByZeroException) { Console.Write("rem0 "); }
            try { Console.Write(x / m1); } catch (OverflowException) { Console.Write("ovf "); }
            try { Console.WriteLine(x % m1); } catch (OverflowException) { Console.WriteLine("ovf"); }
        }
        long lz = 0;
        try { Console.WriteLine(long.MaxValue / lz); } catch (DivideByZeroException e) { Console.WriteLine(e.Message); }
        long lm = -1, lmin = long.MinValue;
        try { Console.WriteLine(lmin / lm); } catch (OverflowException e) { Console.WriteLine(e.Message); }
    }

    static void Main() {
        Ints32();
        Unsigned();
        Longs64();
        KnownByPropagation();
    }
}
