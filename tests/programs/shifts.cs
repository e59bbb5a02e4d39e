// shl, shr and shr.un on int, uint, long and ulong, with variable and constant counts.
// (C# masks the count itself, so counts >= the width are tested in programs_il/shift_counts.il.)
using System;

class Shifts
{
    static int Shl(int a, int n) { return a << n; }
    static int Shr(int a, int n) { return a >> n; }
    static uint ShlU(uint a, int n) { return a << n; }
    static uint ShrU(uint a, int n) { return a >> n; }
    static long ShlL(long a, int n) { return a << n; }
    static long ShrL(long a, int n) { return a >> n; }
    static ulong ShlUL(ulong a, int n) { return a << n; }
    static ulong ShrUL(ulong a, int n) { return a >> n; }

    static void Main()
    {
        for (int n = 0; n < 70; n += 3)
        {
            Console.Write(n); Console.Write(": ");
            Console.Write(Shl(1, n)); Console.Write(" ");
            Console.Write(Shl(-3, n)); Console.Write(" ");
            Console.Write(Shr(int.MinValue, n)); Console.Write(" ");
            Console.Write(Shr(-1, n)); Console.Write(" ");
            Console.Write(Shr(int.MaxValue, n)); Console.Write(" ");
            Console.Write(ShlU(3u, n)); Console.Write(" ");
            Console.Write(ShrU(0x80000000u, n)); Console.Write(" ");
            Console.Write(ShrU(uint.MaxValue, n)); Console.Write(" ");
            Console.Write(ShlL(1L, n)); Console.Write(" ");
            Console.Write(ShlL(-3L, n)); Console.Write(" ");
            Console.Write(ShrL(long.MinValue, n)); Console.Write(" ");
            Console.Write(ShrL(-1L, n)); Console.Write(" ");
            Console.Write(ShlUL(3UL, n)); Console.Write(" ");
            Console.Write(ShrUL(0x8000000000000000UL, n)); Console.Write(" ");
            Console.WriteLine(ShrUL(ulong.MaxValue, n));
        }
        // negative counts (masked by C#)
        Console.WriteLine(Shl(1, -1));
        Console.WriteLine(ShrL(long.MinValue, -1));
        // constant counts: shl/shr with an immediate
        int a = -123456;
        uint b = 0xdeadbeefu;
        long c = -1234567890123L;
        ulong d = 0xfedcba9876543210UL;
        Console.WriteLine(a << 1); Console.WriteLine(a << 31); Console.WriteLine(a >> 4); Console.WriteLine(a >> 31);
        Console.WriteLine(b << 4); Console.WriteLine(b >> 4); Console.WriteLine(b >> 31);
        Console.WriteLine(c << 1); Console.WriteLine(c << 63); Console.WriteLine(c >> 4); Console.WriteLine(c >> 63);
        Console.WriteLine(d << 4); Console.WriteLine(d >> 4); Console.WriteLine(d >> 63);
        // shifts of small types promote to int first
        byte by = 0xff; sbyte sb = -128; ushort us = 0xffff; short sh = -32768;
        Console.WriteLine(by << 24); Console.WriteLine(sb >> 3); Console.WriteLine(us << 16); Console.WriteLine(sh >> 15);
    }
}
