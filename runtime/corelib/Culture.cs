// Culture: a program starts in the invariant culture (what Mono gives with LC_ALL=C) and the
// framework's setters change it; named cultures are Mono's data (Cultures.cs). Comparison is
// the runtime's invariant collation.
using System.Globalization;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    internal static class Culture
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int Compare(string str1, int offset1, int length1, string str2, int offset2,
                                           int length2, int options);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int IndexOf(string s1, int sindex, int count, string s2, int options, bool first);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int HashCode(string source, int options);
    }
}

namespace Cil2Mir.Plugs
{
    // Mono compares and searches culture-sensitively with its managed collator and the
    // collation tables of its native runtime; here the runtime does (Cil2Mir.Culture).
    [Plug("System.Globalization.CompareInfo")]
    static class CompareInfoPlug
    {
        static int internal_compare_switch(CompareInfo self, string str1, int offset1, int length1,
                                           string str2, int offset2, int length2, CompareOptions options)
        {
            return Culture.Compare(str1, offset1, length1, str2, offset2, length2, (int)options);
        }

        static int internal_index_switch(CompareInfo self, string s1, int sindex, int count, string s2,
                                         CompareOptions opt, bool first)
        {
            return Culture.IndexOf(s1, sindex, count, s2, (int)opt, first);
        }

        static bool StartsWith(CompareInfo self, string source, string prefix, CompareOptions options)
        {
            return source.Length >= prefix.Length
                && self.Compare(source, 0, prefix.Length, prefix, 0, prefix.Length, options) == 0;
        }

        // Mono hashes the sort key; ours is a hash of what Compare weighs first, so strings
        // that compare equal hash equal (the values differ from Mono's: only the order of a
        // non-generic Hashtable with such a comparer shows them).
        static int GetHashCodeOfStringCore(CompareInfo self, string source, CompareOptions options)
        {
            return Culture.HashCode(source, (int)options);
        }

        // Sort keys are the collator's weights, which only Mono's tables give.
        static SortKey CreateSortKeyCore(CompareInfo self, string source, CompareOptions options)
        {
            Raise.NotSupported("Culture-sensitive sort keys are not supported by cil2mir.");
            return null;
        }

        static bool EndsWith(CompareInfo self, string source, string suffix, CompareOptions options)
        {
            return source.Length >= suffix.Length
                && self.Compare(source, source.Length - suffix.Length, suffix.Length, suffix, 0,
                                suffix.Length, options) == 0;
        }
    }
}

namespace Cil2Mir.Plugs
{
    // Mono reads the local time zone from a TZif file (TZ, /etc/localtime) with its file
    // I/O; here none is found, and Mono's own code then makes local time UTC.
    [Plug("System.TimeZoneInfo")]
    static class TimeZoneInfoPlug
    {
        static bool TryGetLocalTzFile(out byte[] rawData, out string id)
        {
            rawData = null;
            id = null;
            return false;
        }
    }
}
