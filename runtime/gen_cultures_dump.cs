// Prints, as JSON, the culture data of the Mono that runs it, as Mono's runtime hands it to
// mscorlib: each culture's fields that construct_internal_locale_from_name fills, the date and
// number data of each index (CultureData.fill_culture_data, fill_number_data, called by
// reflection), each culture's calendar names (CalendarData.fill_calendar_data) and each
// territory's RegionInfo. runtime/gen_cultures.py compiles it with mcs, runs it with mono and
// writes the C table from its output.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using System.Runtime.Serialization;
using System.Text;

static class Dump
{
    const BindingFlags Any = BindingFlags.Instance | BindingFlags.Static | BindingFlags.NonPublic
                             | BindingFlags.Public;
    static readonly StringBuilder output = new StringBuilder();

    static object Field(object o, string name) { return o.GetType().GetField(name, Any).GetValue(o); }

    static void Json(object v)
    {
        if (v == null) { output.Append("null"); return; }
        string s = v as string;
        if (s != null) {
            output.Append('"');
            foreach (char c in s) {
                if (c == '"' || c == '\\') output.Append('\\').Append(c);
                else if (c < 0x20 || c > 0x7e) output.Append("\\u").Append(((int)c).ToString("x4"));
                else output.Append(c);
            }
            output.Append('"');
            return;
        }
        string[] a = v as string[];
        if (a != null) {
            output.Append('[');
            for (int i = 0; i < a.Length; i++) { if (i > 0) output.Append(','); Json(a[i]); }
            output.Append(']');
            return;
        }
        if (v is bool) { output.Append((bool)v ? "true" : "false"); return; }
        output.Append(Convert.ToInt64(v).ToString(CultureInfo.InvariantCulture));
    }

    // One JSON object of the named fields of o.
    static void Fields(object o, params string[] names)
    {
        output.Append('{');
        for (int i = 0; i < names.Length; i++) {
            if (i > 0) output.Append(',');
            Json(names[i]);
            output.Append(':');
            Json(Field(o, names[i]));
        }
        output.Append('}');
    }

    static unsafe string Utf8(byte* p)
    {
        int n = 0;
        while (p[n] != 0) n++;
        return Encoding.UTF8.GetString(p, n);
    }

    static unsafe void Main()
    {
        CultureInfo[] all = CultureInfo.GetCultures(CultureTypes.AllCultures);
        output.Append("{\"cultures\":[");
        int count = 0;
        var territories = new SortedSet<string>(StringComparer.Ordinal);
        foreach (CultureInfo c in all) {
            if (c.LCID == 0x7f) continue;           // (not in Mono's table: the first slot's)
            if (count++ > 0) output.Append(",\n");
            Fields(c, "cultureID", "parent_lcid", "datetime_index", "number_index",
                   "default_calendar_type", "m_name", "englishname", "nativename", "win3lang",
                   "iso3lang", "iso2lang", "territory", "native_calendar_names");
            // (what textinfo_data points to, read as mscorlib reads it)
            object data = typeof(CultureInfo).GetMethod("GetTextInfoData", Any).Invoke(c, null);
            output.Length--;
            output.Append(",\"text_info\":");
            Fields(data, "ansi", "ebcdic", "mac", "oem", "right_to_left", "list_sep");
            output.Append('}');
            if (Field(c, "territory") != null) territories.Add(((string)Field(c, "territory")).ToUpperInvariant());
        }
        // the culture `new CultureInfo(lcid)` gives, where two share an LCID
        output.Append("],\n\"by_lcid\":{");
        var seen = new HashSet<int>();
        foreach (CultureInfo c in all) {
            if (c.LCID == 0x7f || !seen.Add(c.LCID)) continue;
            if (seen.Count > 1) output.Append(',');
            Json(c.LCID.ToString(CultureInfo.InvariantCulture));
            output.Append(':');
            Json(new CultureInfo(c.LCID).Name);
        }
        Type cultureData = typeof(CultureInfo).Assembly.GetType("System.Globalization.CultureData");
        Type calendarData = typeof(CultureInfo).Assembly.GetType("System.Globalization.CalendarData");
        Type entryType = cultureData.GetNestedType("NumberFormatEntryManaged", Any);
        output.Append("},\n\"datetimes\":[");
        for (int i = 0; i < count; i++) {
            object d = FormatterServices.GetUninitializedObject(cultureData);
            cultureData.GetMethod("fill_culture_data", Any).Invoke(d, new object[] { i });
            if (i > 0) output.Append(",\n");
            Fields(d, "sAM1159", "sPM2359", "sTimeSeparator", "saLongTimes", "saShortTimes",
                   "iFirstDayOfWeek", "iFirstWeekOfYear");
        }
        output.Append("],\n\"calendars\":[");
        count = 0;
        foreach (CultureInfo c in all) {
            if (c.LCID == 0x7f) continue;
            object d = FormatterServices.GetUninitializedObject(calendarData);
            object ok = calendarData.GetMethod("fill_calendar_data", Any)
                .Invoke(d, new object[] { c.Name.ToLowerInvariant(), 1 });
            if (!(bool)ok) throw new Exception("no calendar data: " + c.Name);
            if (count++ > 0) output.Append(",\n");
            Fields(d, "sNativeName", "saShortDates", "saYearMonths", "saLongDates", "sMonthDay",
                   "saDayNames", "saAbbrevDayNames", "saSuperShortDayNames", "saMonthNames",
                   "saAbbrevMonthNames", "saMonthGenitiveNames", "saAbbrevMonthGenitiveNames");
        }
        output.Append("],\n\"numbers\":[");
        FieldInfo[] entryFields = entryType.GetFields(Any);
        for (int i = 0; i < count; i++) {
            object[] args = { i, Activator.CreateInstance(entryType) };
            byte* strings = (byte*)Pointer.Unbox(cultureData.GetMethod("fill_number_data", Any).Invoke(null, args));
            if (i > 0) output.Append(",\n");
            output.Append('[');
            for (int f = 0; f < entryFields.Length; f++) {
                if (f > 0) output.Append(',');
                int v = (int)entryFields[f].GetValue(args[1]);
                bool text = !entryFields[f].Name.Contains("digits") && !entryFields[f].Name.Contains("pattern")
                            && !entryFields[f].Name.Contains("sizes");
                output.Append("[");
                Json(entryFields[f].Name);
                output.Append(',');
                Json(text ? (object)Utf8(strings + v) : v);
                output.Append(']');
            }
            output.Append(']');
        }
        output.Append("],\n\"regions\":[");
        count = 0;
        foreach (string t in territories) {
            if (count++ > 0) output.Append(",\n");
            Fields(new RegionInfo(t), "regionId", "iso2Name", "iso3Name", "win3Name", "englishName",
                   "nativeName", "currencySymbol", "isoCurrencySymbol", "currencyEnglishName",
                   "currencyNativeName");
        }
        output.Append("]}\n");
        Console.Out.Write(output.ToString());
    }
}
