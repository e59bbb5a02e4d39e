// Named cultures: Mono's runtime fills CultureInfo, CultureData, CalendarData and RegionInfo
// objects from its native culture tables through internal calls; these plugs fill them the
// same way from the same data, generated from Mono into runtime/archive/culture_tables.h
// (runtime/gen_cultures.py), which a program gets only when it reaches them.
using System.Globalization;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    // The tables' reader (runtime/archive/cil2mir_cultures.c). Columns are in the order
    // runtime/gen_cultures.py lists them; a row or column out of range reads -1 or null.
    internal static class Cultures
    {
        internal const int CultureTable = 0, DateTable = 1, RegionTable = 2;

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int Find(int table, string name);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int FindLcid(int lcid);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int Count();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int Int(int table, int row, int column);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string String(int table, int row, int column);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string[] List(int table, int row, int column);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern unsafe void* TextInfo(int row);

        // Whether GetCultures wants the culture of a row (a neutral one has no territory).
        internal static bool Wanted(int row, bool neutral, bool specific)
        {
            return String(CultureTable, row, 11) == null ? neutral : specific;
        }

        // Mono's construct_culture: the fields of a culture that its runtime sets.
        internal static unsafe void Construct(Plugs.CultureInfoFields c, int row)
        {
            c.cultureID = Int(CultureTable, row, 0);
            c.parent_lcid = Int(CultureTable, row, 1);
            c.datetime_index = Int(CultureTable, row, 2);
            c.number_index = Int(CultureTable, row, 3);
            c.default_calendar_type = Int(CultureTable, row, 4);
            c.m_name = String(CultureTable, row, 5);
            c.englishname = String(CultureTable, row, 6);
            c.nativename = String(CultureTable, row, 7);
            c.win3lang = String(CultureTable, row, 8);
            c.iso3lang = String(CultureTable, row, 9);
            c.iso2lang = String(CultureTable, row, 10);
            string territory = String(CultureTable, row, 11);
            if (territory != null)                  // (null for a neutral culture)
                c.territory = territory;
            c.native_calendar_names = List(CultureTable, row, 12);
            c.textinfo_data = TextInfo(row);
        }
    }
}

namespace Cil2Mir.Plugs
{
    // The fields of the framework's types that Mono's runtime writes (an [Import] class that
    // is not static: its instance fields are the target's).
    [Import("System.Globalization.CultureInfo")]
    internal sealed class CultureInfoFields
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal extern CultureInfoFields();     // (CultureInfo's private constructor)

        internal int cultureID, parent_lcid, datetime_index, number_index, default_calendar_type;
        internal bool m_useUserOverride;
        internal string m_name, englishname, nativename, win3lang, iso3lang, iso2lang, territory;
        internal string[] native_calendar_names;
        internal unsafe void* textinfo_data;
    }

    [Import("System.Globalization.CultureData")]
    internal sealed class CultureDataFields
    {
        internal string sAM1159, sPM2359, sTimeSeparator;
        internal string[] saLongTimes, saShortTimes;
        internal int iFirstDayOfWeek, iFirstWeekOfYear;
    }

    [Import("System.Globalization.CalendarData")]
    internal sealed class CalendarDataFields
    {
        internal string sNativeName, sMonthDay;
        internal string[] saShortDates, saYearMonths, saLongDates, saDayNames, saAbbrevDayNames,
            saSuperShortDayNames, saMonthNames, saAbbrevMonthNames, saMonthGenitiveNames,
            saAbbrevMonthGenitiveNames;
    }

    [Import("System.Globalization.RegionInfo")]
    internal sealed class RegionInfoFields
    {
        internal int regionId;
        internal string iso2Name, iso3Name, win3Name, englishName, nativeName, currencySymbol,
            isoCurrencySymbol, currencyEnglishName, currencyNativeName;
    }

    [Plug("System.Globalization.CultureInfo")]
    static class CultureInfoPlug
    {
        static bool construct_internal_locale_from_lcid(CultureInfoFields self, int lcid)
        {
            int row = Cultures.FindLcid(lcid);
            if (row < 0)
                return false;
            Cultures.Construct(self, row);
            return true;
        }

        // (the name comes lower-cased)
        static bool construct_internal_locale_from_name(CultureInfoFields self, string name)
        {
            int row = Cultures.Find(Cultures.CultureTable, name);
            if (row < 0)
                return false;
            Cultures.Construct(self, row);
            return true;
        }

        // Mono's order (its table's, by LCID); with the neutral cultures, a null first for
        // the invariant culture, which the caller puts there.
        static CultureInfo[] internal_get_cultures(bool neutral, bool specific, bool installed)
        {
            int count = neutral ? 1 : 0;
            for (int row = 0; row < Cultures.Count(); row++)
                if (Cultures.Wanted(row, neutral, specific))
                    count++;
            CultureInfo[] cultures = new CultureInfo[count];
            count = neutral ? 1 : 0;
            for (int row = 0; row < Cultures.Count(); row++) {
                if (!Cultures.Wanted(row, neutral, specific))
                    continue;
                CultureInfoFields c = new CultureInfoFields();
                Cultures.Construct(c, row);
                c.m_useUserOverride = true;
                cultures[count++] = (CultureInfo)(object)c;
            }
            return cultures;
        }

        // No locale: the user's default culture, the one a thread starts in until it sets its
        // own (Thread.CurrentCulture) or the program sets DefaultThreadCurrentCulture, is the
        // invariant culture, as Mono's with LC_ALL=C.
        static string get_current_locale_name() { return null; }

        // Mono makes the calendars other than the Gregorian one by reflection (Type.GetType of
        // their names); the same ones here.
        static Calendar CreateCalendar(int calendarType)
        {
            switch (calendarType >> 8) {
            case 1: return new GregorianCalendar((GregorianCalendarTypes)(calendarType & 0xff));
            case 2: return new ThaiBuddhistCalendar();
            case 3: return new UmAlQuraCalendar();
            case 4: return new HijriCalendar();
            }
            Raise.Again((System.Exception)(object)new System.NotImplementedException(
                "Unknown calendar type: " + calendarType));
            return null;
        }
    }

    [Plug("System.Globalization.CultureData")]
    static class CultureDataPlug
    {
        static void fill_culture_data(CultureDataFields self, int datetimeIndex)
        {
            self.sAM1159 = Cultures.String(Cultures.DateTable, datetimeIndex, 2);
            self.sPM2359 = Cultures.String(Cultures.DateTable, datetimeIndex, 3);
            self.sTimeSeparator = Cultures.String(Cultures.DateTable, datetimeIndex, 4);
            self.saLongTimes = Cultures.List(Cultures.DateTable, datetimeIndex, 6);
            self.saShortTimes = Cultures.List(Cultures.DateTable, datetimeIndex, 7);
            self.iFirstDayOfWeek = Cultures.Int(Cultures.DateTable, datetimeIndex, 0);
            self.iFirstWeekOfYear = Cultures.Int(Cultures.DateTable, datetimeIndex, 1);
        }
    }

    [Plug("System.Globalization.CalendarData")]
    static class CalendarDataPlug
    {
        // Mono finds the culture by name (lower-cased) and ignores the calendar: the names are
        // its default calendar's.
        static bool fill_calendar_data(CalendarDataFields self, string localeName, int datetimeIndex)
        {
            int row = Cultures.Find(Cultures.CultureTable, localeName);
            if (row < 0)
                return false;
            int at = Cultures.Int(Cultures.CultureTable, row, 2);
            self.sNativeName = Cultures.String(Cultures.CultureTable, row, 7);
            self.saShortDates = Cultures.List(Cultures.DateTable, at, 8);
            self.saYearMonths = Cultures.List(Cultures.DateTable, at, 9);
            self.saLongDates = Cultures.List(Cultures.DateTable, at, 10);
            self.sMonthDay = Cultures.String(Cultures.DateTable, at, 5);
            self.saDayNames = Cultures.List(Cultures.DateTable, at, 11);
            self.saAbbrevDayNames = Cultures.List(Cultures.DateTable, at, 12);
            self.saSuperShortDayNames = Cultures.List(Cultures.DateTable, at, 13);
            self.saMonthNames = Cultures.List(Cultures.DateTable, at, 14);
            self.saAbbrevMonthNames = Cultures.List(Cultures.DateTable, at, 15);
            self.saMonthGenitiveNames = Cultures.List(Cultures.DateTable, at, 16);
            self.saAbbrevMonthGenitiveNames = Cultures.List(Cultures.DateTable, at, 17);
            return true;
        }
    }

    [Plug("System.Globalization.RegionInfo")]
    static class RegionInfoPlug
    {
        // (the name comes upper-cased: a culture's territory)
        static bool construct_internal_region_from_name(RegionInfoFields self, string name)
        {
            int row = Cultures.Find(Cultures.RegionTable, name);
            if (row < 0)
                return false;
            self.regionId = Cultures.Int(Cultures.RegionTable, row, 0);
            self.iso2Name = Cultures.String(Cultures.RegionTable, row, 1);
            self.iso3Name = Cultures.String(Cultures.RegionTable, row, 2);
            self.win3Name = Cultures.String(Cultures.RegionTable, row, 3);
            self.englishName = Cultures.String(Cultures.RegionTable, row, 4);
            self.nativeName = Cultures.String(Cultures.RegionTable, row, 5);
            self.currencySymbol = Cultures.String(Cultures.RegionTable, row, 6);
            self.isoCurrencySymbol = Cultures.String(Cultures.RegionTable, row, 7);
            self.currencyEnglishName = Cultures.String(Cultures.RegionTable, row, 8);
            self.currencyNativeName = Cultures.String(Cultures.RegionTable, row, 9);
            return true;
        }
    }
}
