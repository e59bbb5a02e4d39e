// Casts between arrays of value types: an enum counts as its underlying type and integers
// of one size as one type whatever their sign (ECMA-335 I.8.7.1, as Mono runs it); arrays of
// pointers; the limits of an array's length.
using System;

enum Color { Red, Green }
enum Big : ulong { Huge = 1UL << 63 }
enum Small : byte { One = 1 }

unsafe class Program {
    static bool Is<T>(object o) { return o is T[]; }

    static string Row(object o) {
        return (o is int[] ? "i" : "-") + (o is uint[] ? "u" : "-") + (o is Color[] ? "c" : "-")
            + (o is sbyte[] ? "b" : "-") + (o is Small[] ? "s" : "-") + (o is bool[] ? "z" : "-")
            + (o is char[] ? "h" : "-") + (o is short[] ? "2" : "-") + (o is long[] ? "l" : "-")
            + (o is ulong[] ? "L" : "-") + (o is Big[] ? "B" : "-") + (o is IntPtr[] ? "p" : "-")
            + (o is float[] ? "f" : "-") + (o is double[] ? "d" : "-");
    }

    static void Main() {
        object[] arrays = { new int[1], new uint[1], new Color[1], new byte[1], new Small[1],
                            new bool[1], new char[1], new ushort[1], new long[1], new Big[1],
                            new UIntPtr[1], new float[1], new double[1], new object[1] };
        foreach (object a in arrays)
            Console.WriteLine(a.GetType().Name + " " + Row(a));

        Console.WriteLine(Is<uint>(new Color[2]) + " " + Is<Color>(new int[0]) + " " + Is<char>(new ushort[0]));
        uint[] u = (uint[])(object)new int[] { -1 };
        Console.WriteLine(u[0]);
        Color[] c = (Color[])(object)new int[] { 1 };
        Console.WriteLine(c[0]);
        try {
            object o = new char[1];
            ushort[] bad = (ushort[])o;
            Console.WriteLine(bad.Length);
        } catch (InvalidCastException) {
            Console.WriteLine("char[] is not ushort[]");
        }

        int x = 5, y = 6;
        int*[] ptrs = new int*[2];
        ptrs[0] = &x;
        ptrs[1] = &y;
        *ptrs[1] += *ptrs[0];
        Console.WriteLine(y + " " + ptrs.Length + " " + ptrs.GetType().Name);

        foreach (long n in new long[] { -1, 5000000000, 4294967296, 4294967295, 2147483648 }) {
            try {
                Console.WriteLine(new byte[n].Length);
            } catch (OverflowException) {
                Console.WriteLine(n + ": overflow");
            } catch (OutOfMemoryException) {
                Console.WriteLine(n + ": out of memory");
            }
        }
    }
}
