// Culture: a program starts in the invariant culture (what Mono gives with LC_ALL=C) and the
// framework's setters change it; named cultures are Mono's data (Cultures.cs). Comparison is
// Mono's managed collator over mscorlib's collation tables.
using System.Globalization;
using System.Runtime.CompilerServices;

namespace Cil2Mir.Plugs
{
    // Mono compares, searches and makes sort keys culture-sensitively with its managed
    // collator (Mono.Globalization.Unicode.SimpleCollator), which runs here as Mono's IL over
    // the collation tables of mscorlib's manifest resources (MSCompatUnicodeTable.GetResource:
    // frontend/corelib.py, the runtime's rt_Collation_Resource). Its native collation, what
    // Mono falls back on when MONO_DISABLE_MANAGED_COLLATION=yes, is not available.
    [Plug("System.Globalization.CompareInfo")]
    static class CompareInfoPlug
    {
        static unsafe int internal_compare_icall(char* str1, int length1, char* str2, int length2,
                                                 CompareOptions options)
        {
            Raise.NotSupported(NativeCollation);
            return 0;
        }

        static unsafe int internal_index_icall(char* source, int sindex, int count, char* value,
                                               int value_length, bool first)
        {
            Raise.NotSupported(NativeCollation);
            return 0;
        }

        const string NativeCollation = "cil2mir: Mono's native collation (MONO_DISABLE_MANAGED_COLLATION) is not supported.";
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

    // Encoding.Default (behind Encoding.GetEncoding's fallbacks, XmlReader's encoding check):
    // Mono's runtime gives the code page of the locale's character set, as a number of its
    // own (1 ASCII, 3 UTF-8, flagged 0x10000000 for UTF-8) or else the set's name. The console
    // here knows UTF-8 or not (as the runtime reads the locale): 3 gives Mono's UTF-8 encoding
    // (with its byte order mark) and 1 ASCII, what Mono gives with LC_ALL=C.
    [Plug("System.Text.EncodingHelper")]
    static class EncodingHelperPlug
    {
        static string InternalCodePage(ref int code_page)
        {
            code_page = Native.ConsoleIsUtf8() ? 3 | 0x10000000 : 1;
            return null;
        }

        // Code pages beyond mscorlib's own encodings come from Mono's I18N assemblies, which it
        // loads by reflection; here none is found, as in a Mono without them (GetEncoding of
        // such a code page raises NotSupportedException, its name ArgumentException).
        static object InvokeI18N(string name, object[] args)
        {
            return null;
        }
    }
}
