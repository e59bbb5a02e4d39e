// OverflowException from checked casts (conv.ovf.* and conv.ovf.*.un), caught: from int, uint,
// long, ulong, float and double to every integer type and char, with a value just inside and one
// just outside the target range, negative values to unsigned types, NaN and infinities from
// floating point (fractions truncate first: -0.99 -> 0u is fine, -1.0 is not).
using System;

class ExceptionsOverflowConv
{
    static int caught;
    // (Mono 6.8 gets checked((ulong)(0 - i)) wrong: it zero-extends the negated int)
    static int[] Negs = { 0, -1 };

    static void Ok(string what, long v) { Console.WriteLine(what + " -> " + v); }
    static void OkU(string what, ulong v) { Console.WriteLine(what + " -> " + v); }

    static void Run(int k, int s)
    {
        string what = k + "/" + s;
        int i = s; uint u = (uint)s; long l = s; ulong ul = (ulong)s; double d = s; float f = s;
        try
        {
            switch (k)
            {
                case 0: Ok(what, checked((byte)(255 + i))); break;                  // conv.ovf.u1
                case 1: Ok(what, checked((sbyte)(-128 - i))); break;                // conv.ovf.i1
                case 2: Ok(what, checked((short)(32767 + i))); break;               // conv.ovf.i2
                case 3: Ok(what, checked((ushort)(0 - i))); break;                  // conv.ovf.u2
                case 4: Ok(what, checked((char)(65535 + i))); break;                // conv.ovf.u2 to char
                case 5: Ok(what, checked((uint)(0 - i))); break;                    // conv.ovf.u4
                case 6: OkU(what, checked((ulong)Negs[s])); break;                  // conv.ovf.u8 from int
                case 7: Ok(what, checked((int)(2147483647L + l))); break;           // conv.ovf.i4 from long
                case 8: Ok(what, checked((int)(-2147483648L - l))); break;
                case 9: Ok(what, checked((uint)(4294967295L + l))); break;          // conv.ovf.u4 from long
                case 10: OkU(what, checked((ulong)(0L - l))); break;                // conv.ovf.u8 from long
                case 11: Ok(what, checked((byte)(-l))); break;                      // conv.ovf.u1 from long
                case 12: Ok(what, checked((int)(2147483647u + u))); break;          // conv.ovf.i4.un
                case 13: Ok(what, checked((sbyte)(127u + u))); break;               // conv.ovf.i1.un
                case 14: Ok(what, checked((byte)(255u + u))); break;                // conv.ovf.u1.un
                case 15: Ok(what, checked((short)(32767u + u))); break;             // conv.ovf.i2.un
                case 16: Ok(what, checked((ushort)(65535u + u))); break;            // conv.ovf.u2.un
                case 17: Ok(what, checked((long)(9223372036854775807UL + ul))); break;  // conv.ovf.i8.un
                case 18: Ok(what, checked((int)(2147483647UL + ul))); break;        // conv.ovf.i4.un from ulong
                case 19: Ok(what, checked((uint)(4294967295UL + ul))); break;       // conv.ovf.u4.un from ulong
                case 20: Ok(what, checked((int)(2147483647.9 + d))); break;         // conv.ovf.i4 from double
                case 21: Ok(what, checked((int)(-2147483648.9 - d))); break;
                case 22: Ok(what, checked((uint)(-0.99 - d))); break;               // conv.ovf.u4 from double
                case 23: Ok(what, checked((long)(9223372036854774784.0 * (1 + d)))); break;  // conv.ovf.i8
                case 24: OkU(what, checked((ulong)(18446744073709549568.0 + 4096 * d))); break; // conv.ovf.u8
                case 25: OkU(what, checked((ulong)(-0.5 - d))); break;
                case 26: Ok(what, checked((long)(-9223372036854775808f - 1e12f * f))); break;   // conv.ovf.i8 from float
                case 27: Ok(what, checked((byte)(255.5f + f))); break;              // conv.ovf.u1 from float
                case 28: Ok(what, checked((short)(-32768.5f - f))); break;          // conv.ovf.i2 from float
                case 29: Ok(what, checked((int)(s == 0 ? 1.0 : (d - 1) / (d - 1)))); break;   // NaN
                case 30: Ok(what, checked((long)(s == 0 ? 2.0 : 1.0 / (d - 1)))); break;   // +Infinity
                case 31: Ok(what, checked((sbyte)(s == 0 ? -128f : -1f / (f - 1)))); break; // -Infinity
                case 32: OkU(what, checked((ulong)(0.0 - d))); break;               // -1.0 to ulong
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
        for (int k = 0; k < 33; k++)
        {
            Run(k, 0);
            Run(k, 1);
        }
        Console.WriteLine("caught " + caught);
    }
}
