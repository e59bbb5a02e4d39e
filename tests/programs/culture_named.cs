// Named cultures: names, parents and LCIDs, number and date formatting, parsing, TextInfo and
// CompareInfo of cultures other than the invariant one, all from Mono's culture data.
using System;
using System.Globalization;

class Program
{
    static readonly string[] Names = { "en-US", "de-DE", "fr-FR", "ja-JP", "ru-RU", "es", "pt-BR", "zh-Hans", "ar-SA", "th-TH", "sv-SE", "hi-IN" };

    static void Describe(CultureInfo c)
    {
        Console.WriteLine("{0} | {1} | {2} | {3} | LCID {4} | parent '{5}' | neutral {6} | {7} {8} {9}",
            c.Name, c.EnglishName, c.NativeName, c.DisplayName, c.LCID, c.Parent.Name, c.IsNeutralCulture,
            c.TwoLetterISOLanguageName, c.ThreeLetterISOLanguageName, c.ThreeLetterWindowsLanguageName);
    }

    static void Numbers(CultureInfo c)
    {
        NumberFormatInfo n = c.NumberFormat;
        Console.WriteLine("  {0} | {1} | {2} | {3} | {4} | {5}", 1234567.891.ToString("N2", c),
            (-1234567.891).ToString("N2", c), 1234.5m.ToString("C", c), (-1234.5m).ToString("C", c),
            0.1234.ToString("P1", c), (-0.5).ToString("P0", c));
        Console.WriteLine("  {0} | {1} | {2} | {3} | {4}", 3.14159.ToString("F3", c), 42.ToString("#,##0.00;(#,##0.00)", c),
            (-42).ToString("#,##0.00;(#,##0.00)", c), 1e21.ToString(c), double.NaN.ToString(c));
        Console.WriteLine("  dec '{0}' group '{1}' sym '{2}' neg '{3}' pct '{4}' sizes {5} cneg {6} cpos {7}",
            n.NumberDecimalSeparator, n.NumberGroupSeparator, n.CurrencySymbol, n.NegativeSign, n.PercentSymbol,
            string.Join(",", n.NumberGroupSizes), n.CurrencyNegativePattern, n.CurrencyPositivePattern);
    }

    static void Dates(CultureInfo c)
    {
        DateTime d = new DateTime(2024, 3, 5, 14, 7, 9);
        DateTime e = new DateTime(1999, 12, 31, 8, 30, 0);
        foreach (string f in new[] { "d", "D", "f", "F", "M", "Y", "t", "T", "g", "dddd dd MMMM yyyy", "ddd d MMM", "tt hh:mm" })
            Console.WriteLine("  {0,-18} {1} | {2}", f, d.ToString(f, c), e.ToString(f, c));
        DateTimeFormatInfo t = c.DateTimeFormat;
        Console.WriteLine("  first day {0} rule {1} am '{2}' pm '{3}' sep '{4}' '{5}' calendar {6}", t.FirstDayOfWeek,
            t.CalendarWeekRule, t.AMDesignator, t.PMDesignator, t.TimeSeparator, t.DateSeparator, c.Calendar.GetType().Name);
        Console.WriteLine("  {0} | {1}", string.Join(",", t.MonthNames), string.Join(",", t.AbbreviatedDayNames));
    }

    static void Main()
    {
        foreach (string name in Names) {
            CultureInfo c = new CultureInfo(name);
            Describe(c);
            if (c.IsNeutralCulture)
                continue;
            Numbers(c);
            Dates(c);
            TextInfo ti = c.TextInfo;
            Console.WriteLine("  text '{0}' '{1}' '{2}' list '{3}' rtl {4} ansi {5}", ti.ToUpper("straße ïstanbul"),
                ti.ToLower("ÉCOLE Iİ"), ti.ToTitleCase("the quick BROWN fox's tale"), ti.ListSeparator,
                ti.IsRightToLeft, ti.ANSICodePage);
        }

        CultureInfo de = CultureInfo.GetCultureInfo("de-DE");
        Console.WriteLine(ReferenceEquals(de, CultureInfo.GetCultureInfo("de-DE")) + " " + de.IsReadOnly);
        Console.WriteLine(CultureInfo.CreateSpecificCulture("fr").Name + " " + CultureInfo.CreateSpecificCulture("de").Name);
        Console.WriteLine(new CultureInfo(1031).Name + " " + new CultureInfo(0x0411).EnglishName + " " + new CultureInfo("EN-gb").Name);
        Console.WriteLine(string.Format(de, "{0:N3} {1:C} {2:d}", 9876.54321, 12.5m, new DateTime(2020, 2, 29)));
        Console.WriteLine(double.Parse("1.234,5", de) + " " + decimal.Parse("-12,75", de) + " " +
                          double.Parse("1,234.5", new CultureInfo("en-US")) + " " + int.Parse("1.000", NumberStyles.AllowThousands, de));
        double parsed;
        Console.WriteLine(double.TryParse("12.5", NumberStyles.Float, de, out parsed) + " " + parsed);
        Console.WriteLine(DateTime.Parse("05.03.2024 14:07", de).ToString("s") + " " +
                          DateTime.ParseExact("5 März 2024", "d MMMM yyyy", de).ToString("s"));

        CompareInfo ci = de.CompareInfo;
        Console.WriteLine(ci.Compare("apple", "Banana") + " " + ci.Compare("abc", "ABC", CompareOptions.IgnoreCase) +
                          " " + ci.IndexOf("Hello World", "World") + " " + ci.Name);

        RegionInfo r = new RegionInfo("DE");
        Console.WriteLine(r.Name + " " + r.EnglishName + " " + r.NativeName + " " + r.ISOCurrencySymbol + " " +
                          r.CurrencySymbol + " " + r.ThreeLetterISORegionName + " " + r.GeoId);
        RegionInfo us = new RegionInfo("en-US");
        Console.WriteLine(us.Name + " " + us.DisplayName + " " + us.CurrencyEnglishName + " " + us.IsMetric);

        Console.WriteLine(CultureInfo.GetCultures(CultureTypes.AllCultures).Length + " " +
                          CultureInfo.GetCultures(CultureTypes.NeutralCultures).Length + " " +
                          CultureInfo.GetCultures(CultureTypes.SpecificCultures).Length);
        CultureInfo[] neutral = CultureInfo.GetCultures(CultureTypes.NeutralCultures);
        Console.WriteLine("'" + neutral[0].Name + "' " + neutral[1].Name + " " + neutral[neutral.Length - 1].Name);

        foreach (string bad in new[] { "xx-YY", "iv", "de_DE" }) {
            try {
                new CultureInfo(bad);
            } catch (CultureNotFoundException ex) {
                Console.WriteLine(ex.GetType().Name + ": " + ex.Message.Replace("\n", " / ") + " [" + ex.InvalidCultureName + "]");
            }
        }
        try {
            new CultureInfo(0x7777);
        } catch (ArgumentException ex) {
            Console.WriteLine(ex.GetType().Name + ": " + ex.Message.Replace("\n", " / "));
        }
        try {
            Console.WriteLine(new CultureInfo("de").NumberFormat.NumberDecimalSeparator);
        } catch (Exception ex) {
            Console.WriteLine(ex.GetType().Name + ": " + ex.Message);
        }

        CultureInfo inv = CultureInfo.InvariantCulture;
        Console.WriteLine("'{0}' {1} {2} {3} {4}", inv.Name, inv.EnglishName, inv.LCID, 1234.5.ToString("N2", inv),
                          new DateTime(2024, 3, 5).ToString("D", inv));
        Console.WriteLine(CultureInfo.CurrentCulture.Name == "" ? "current is invariant" : "current " + CultureInfo.CurrentCulture.Name);
        Console.WriteLine(1234.5.ToString("N2") + " " + new DateTime(2024, 3, 5).ToString("D"));
    }
}
