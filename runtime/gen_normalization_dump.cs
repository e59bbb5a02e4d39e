// Prints, as JSON, the Unicode normalization tables of the Mono that runs it, as Mono's runtime
// hands them to mscorlib: System.Text.Normalization's static constructor gets six pointers into
// tables compiled into Mono (load_normalization_resource, an internal call, called here by
// reflection). The tables' lengths are those mscorlib's own code can reach: the TotalCount of
// the NormalizationTableUtil indexer that indexes each table, and for mappedChars (zero-ended
// sequences, which charMapIndex and helperIndex point into) the end of the last sequence read.
// runtime/gen_normalization.py compiles it with mcs, runs it with mono and writes the C table.
using System;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Text;

static class Dump
{
    const BindingFlags Any = BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public
                             | BindingFlags.Instance;
    static readonly StringBuilder output = new StringBuilder();

    // The number of entries NormalizationTableUtil's indexer `name` indexes.
    static int Count(Type util, string name)
    {
        object indexer = util.GetField(name, Any).GetValue(null);
        return (int)indexer.GetType().GetField("TotalCount", Any).GetValue(indexer);
    }

    static void Table(string name, long[] values)
    {
        if (output.Length > 1) output.Append(",\n");
        output.Append('"').Append(name).Append("\":[");
        for (int i = 0; i < values.Length; i++) {
            if (i > 0) output.Append(',');
            output.Append(values[i]);
        }
        output.Append(']');
    }

    static long[] Bytes(IntPtr p, int count)
    {
        byte[] b = new byte[count];
        Marshal.Copy(p, b, 0, count);
        long[] v = new long[count];
        for (int i = 0; i < count; i++) v[i] = b[i];
        return v;
    }

    static long[] Shorts(IntPtr p, int count, bool signed)
    {
        short[] s = new short[count];
        Marshal.Copy(p, s, 0, count);
        long[] v = new long[count];
        for (int i = 0; i < count; i++) v[i] = signed ? (long)s[i] : (long)(ushort)s[i];
        return v;
    }

    // The index just past the zero that ends the sequence at `at`.
    static int Skip(IntPtr mapped, int at)
    {
        while (Marshal.ReadInt32(mapped, 4 * at) != 0) at++;
        return at + 1;
    }

    // How many of mappedChars' entries Normalization reads: GetCanonical reads a sequence from
    // each charMapIndex entry; TryCompose reads, from each helperIndex entry, the sequences that
    // start with the same character, and the first entry after them.
    static int MappedCount(IntPtr mapped, long[] charMap, long[] helper)
    {
        int end = 1;
        foreach (long start in charMap)
            if (start > 0) end = Math.Max(end, Skip(mapped, (int)start));
        foreach (long start in helper) {
            if (start <= 0) continue;
            int at = (int)start, first = Marshal.ReadInt32(mapped, 4 * at);
            while (first != 0 && Marshal.ReadInt32(mapped, 4 * at) == first) at = Skip(mapped, at);
            end = Math.Max(end, at + 1);
        }
        return end;
    }

    static void Main()
    {
        Assembly corlib = typeof(string).Assembly;
        Type normalization = corlib.GetType("System.Text.Normalization");
        Type util = corlib.GetType("Mono.Globalization.Unicode.NormalizationTableUtil");
        object[] p = new object[6];
        normalization.GetMethod("load_normalization_resource", Any).Invoke(null, p);
        long[] charMap = Shorts((IntPtr)p[2], Count(util, "Map"), true);
        long[] helper = Shorts((IntPtr)p[3], Count(util, "Helper"), true);
        int mapped = MappedCount((IntPtr)p[1], charMap, helper);
        int[] m = new int[mapped];
        Marshal.Copy((IntPtr)p[1], m, 0, mapped);
        long[] mappedChars = new long[mapped];
        for (int i = 0; i < mapped; i++) mappedChars[i] = m[i];
        output.Append('{');
        Table("props", Bytes((IntPtr)p[0], Count(util, "Prop")));
        Table("mappedChars", mappedChars);
        Table("charMapIndex", charMap);
        Table("helperIndex", helper);
        Table("mapIdxToComposite", Shorts((IntPtr)p[4], Count(util, "Composite"), false));
        Table("combiningClass", Bytes((IntPtr)p[5], Count(util, "Combining")));
        output.Append("}\n");
        Console.Write(output.ToString());
    }
}
