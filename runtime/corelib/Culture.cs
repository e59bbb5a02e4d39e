// Culture: a program runs in the invariant culture (what Mono gives with LC_ALL=C). Mono
// reads other cultures' data from its native runtime; here none exists (the runtime's
// CultureData/CalendarData internal calls find nothing), so constructing another culture
// raises CultureNotFoundException.
using System.Globalization;

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

    [Plug("System.Globalization.NumberFormatInfo")]
    static class NumberFormatInfoPlug
    {
        static NumberFormatInfo get_CurrentInfo() { return NumberFormatInfo.InvariantInfo; }
    }
}
