// String.Normalize and IsNormalized: mscorlib's System.Text.Normalization reads Mono's Unicode
// normalization tables through pointers that Mono's runtime hands it (an internal call). The
// plug hands it pointers into the same tables, generated from Mono into
// runtime/archive/normalization_tables.h (runtime/gen_normalization.py), which a program gets
// only when it reaches them; the normalization itself is mscorlib's IL.
using System;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    // The tables' reader (runtime/archive/cil2mir_normalization.c).
    internal static class NormalizationTables
    {
        // The address of table `which`, in load_normalization_resource's order.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern IntPtr Table(int which);
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Text.Normalization")]
    static class NormalizationPlug
    {
        static void load_normalization_resource(out IntPtr props, out IntPtr mappedChars, out IntPtr charMapIndex,
                                                out IntPtr helperIndex, out IntPtr mapIdxToComposite,
                                                out IntPtr combiningClass)
        {
            props = NormalizationTables.Table(0);
            mappedChars = NormalizationTables.Table(1);
            charMapIndex = NormalizationTables.Table(2);
            helperIndex = NormalizationTables.Table(3);
            mapIdxToComposite = NormalizationTables.Table(4);
            combiningClass = NormalizationTables.Table(5);
        }
    }
}
