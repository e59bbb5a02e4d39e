// OverflowException from checked arithmetic, caught: add.ovf, sub.ovf, mul.ovf and their .un forms
// on int, uint, long and ulong at both ends of each range, checked negation, increment and
// compound assignment, checked arithmetic on small types (int arithmetic then conv.ovf), and a
// checked loop that overflows part way (the partial result is kept).
using System;

class ExceptionsOverflowArith
{
    static int caught;

    static void Report(string what, long value) { Console.WriteLine(what + " = " + value); }

    static void Case(int k, int s)
    {
        string what = k + "/" + s;
        try
        {
            switch (k)
            {
                case 0: Report(what, checked(int.MaxValue - 1 + (1 + s))); break;
                case 1: Report(what, checked(int.MinValue + 1 - (1 + s))); break;
                case 2: Report(what, checked(46341 * (46340 + s))); break;
                case 3: Report(what, checked(-65536 * (32768 + s))); break;
                case 4: Report(what, checked(uint.MaxValue - 1 + (1u + (uint)s))); break;
                case 5: Report(what, checked(1u - (1u + (uint)s))); break;
                case 6: Report(what, checked(65536u * (65535u + (uint)s))); break;
                case 7: Report(what, checked(long.MaxValue - 1 + (1 + s))); break;
                case 8: Report(what, checked(long.MinValue + 1 - (1 + s))); break;
                case 9: Report(what, checked(3037000500L * (3037000499L + s))); break;
                case 10: Report(what, checked(long.MinValue * (1 - 2L * s))); break;
                case 11: Report(what, (long)checked(ulong.MaxValue - 1 + (1UL + (ulong)s))); break;
                case 12: Report(what, (long)checked(1UL - (1UL + (ulong)s))); break;
                case 13: Report(what, (long)checked(4294967296UL * (4294967295UL + (ulong)s))); break;
                case 14: { int m = int.MinValue + 1 - s; Report(what, checked(-m)); break; }
                case 15: { long m = long.MinValue + 1 - s; Report(what, checked(-m)); break; }
                case 16: { int v = int.MaxValue - 1 + s; checked { v++; } Report(what, v); break; }
                case 17: { long v = long.MinValue + 1 - s; checked { v--; } Report(what, v); break; }
                case 18: { int v = 1 << 30; checked { v += (1 << 30) - 1 + s; } Report(what, v); break; }
                case 19: { byte b = (byte)(254 + s); checked { b++; } Report(what, b); break; }
                case 20: { short h = (short)(-32767 - s); checked { h--; } Report(what, h); break; }
                case 21: { sbyte x = 64; sbyte y = (sbyte)(1 + s); Report(what, checked((sbyte)(x * y + 63))); break; }
                case 22: { ushort u = (ushort)s; Report(what, checked((ushort)(u - 1))); break; }
                default: return;
            }
        }
        catch (OverflowException e)
        {
            caught++;
            Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void Main()
    {
        for (int k = 0; k < 23; k++)
        {
            Case(k, 0);
            Case(k, 1);
        }
        long f = 1;
        int n = 0;
        try
        {
            for (n = 1; n < 30; n++) f = checked(f * n);
        }
        catch (OverflowException) { Console.WriteLine("factorial overflows at " + n + ", last " + f); }
        Console.WriteLine("caught " + caught);
    }
}
