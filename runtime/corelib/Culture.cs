// Culture: a program runs in the invariant culture (what Mono gives with LC_ALL=C). Mono
// reads other cultures' data from its native runtime; here none exists (the runtime's
// CultureData/CalendarData internal calls find nothing), so constructing another culture
// raises CultureNotFoundException.
using System.Globalization;
using System.Runtime.CompilerServices;

namespace Cil2Mir.Plugs
{
    [Plug("System.Globalization.CultureInfo")]
    static class CultureInfoPlug
    {
        static bool construct_internal_locale_from_lcid(CultureInfo self, int lcid) { return false; }
        static bool construct_internal_locale_from_name(CultureInfo self, string name) { return false; }
        static string get_current_locale_name() { return null; }
        static CultureInfo get_CurrentCulture() { return CultureInfo.InvariantCulture; }
        static CultureInfo get_CurrentUICulture() { return CultureInfo.InvariantCulture; }

        // Mono finds other calendars by reflection (Type.GetType of their names); the
        // invariant culture's is the Gregorian one.
        static Calendar CreateCalendar(int calendarType)
        {
            return new GregorianCalendar((GregorianCalendarTypes)(calendarType & 0xff));
        }
    }

    // Mono compares and searches culture-sensitively with its managed collator (SimpleCollator),
    // whose tables are mscorlib's collation resources, embedded in the program
    // (frontend/corelib.py RESOURCES); its native fallback, taken only without them, is not here.
    [Plug("System.Globalization.CompareInfo")]
    static class CompareInfoPlug
    {
        static unsafe int internal_compare_icall(char* str1, int length1, char* str2, int length2,
                                                 CompareOptions options)
        {
            Raise.NotSupported("cil2mir: culture-sensitive comparison needs the collation tables.");
            return 0;
        }

        static unsafe int internal_index_icall(char* source, int sindex, int count, char* value,
                                               int value_length, bool first)
        {
            Raise.NotSupported("cil2mir: culture-sensitive search needs the collation tables.");
            return 0;
        }
    }

    [Plug("System.Globalization.NumberFormatInfo")]
    static class NumberFormatInfoPlug
    {
        static NumberFormatInfo get_CurrentInfo() { return NumberFormatInfo.InvariantInfo; }
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
