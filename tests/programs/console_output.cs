// Console.Write and Console.WriteLine of every supported type, with each type's edge values.
using System;

class ConsoleOutput
{
    static void Main()
    {
        // bool
        bool t = true, f = false;
        Console.WriteLine(t);
        Console.WriteLine(f);
        Console.Write(t); Console.Write(f); Console.WriteLine();

        // char
        char c = 'A';
        Console.WriteLine(c);
        Console.Write(c); Console.Write('z'); Console.Write(' '); Console.Write('0'); Console.WriteLine();
        Console.WriteLine('\t');
        Console.WriteLine('\u00e9');   // é: two bytes in UTF-8
        Console.WriteLine('\u20ac');   // €: three bytes in UTF-8

        // int
        int i0 = 0, i1 = 1, im1 = -1, imin = int.MinValue, imax = int.MaxValue;
        Console.WriteLine(i0); Console.WriteLine(i1); Console.WriteLine(im1);
        Console.WriteLine(imin); Console.WriteLine(imax);
        Console.WriteLine(1000000); Console.WriteLine(-123456789);
        Console.Write(imin); Console.Write(' '); Console.Write(imax); Console.WriteLine();

        // uint
        uint u0 = 0, umax = uint.MaxValue, ubig = 2147483648u;
        Console.WriteLine(u0); Console.WriteLine(umax); Console.WriteLine(ubig);
        Console.Write(umax); Console.WriteLine();

        // long
        long l0 = 0, lmin = long.MinValue, lmax = long.MaxValue, l33 = 1L << 33;
        Console.WriteLine(l0); Console.WriteLine(lmin); Console.WriteLine(lmax); Console.WriteLine(l33);
        Console.WriteLine(-4294967296L);
        Console.Write(lmin); Console.WriteLine();

        // ulong
        ulong ul0 = 0, ulmax = ulong.MaxValue, ulhigh = 9223372036854775808UL;
        Console.WriteLine(ul0); Console.WriteLine(ulmax); Console.WriteLine(ulhigh);
        Console.Write(ulmax); Console.WriteLine();

        // small types go through the int overloads
        sbyte sb = sbyte.MinValue; byte b = byte.MaxValue;
        short s = short.MinValue; ushort us = ushort.MaxValue;
        Console.WriteLine(sb); Console.WriteLine(b); Console.WriteLine(s); Console.WriteLine(us);

        // strings
        string hello = "hello";
        Console.WriteLine(hello);
        Console.Write(hello); Console.Write(", "); Console.WriteLine("world");
        Console.WriteLine("");
        Console.WriteLine();
    }
}
