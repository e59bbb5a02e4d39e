// Unicode character data (Mono's CharUnicodeInfo tables, mscorlib's charinfo.nlp resource
// embedded by the compiler): categories, numeric values and classification beyond Latin-1,
// and date parsing, which reads them.
using System;
using System.Globalization;

class Program
{
    static void Main()
    {
        foreach (char c in "aZ5 \u00e9\u0416\u4e2d\u0663\u2028!\u20ac\u00bd\u2167")
            Console.WriteLine((int)c + " " + char.IsLetter(c) + " " + char.IsDigit(c) + " " + char.IsNumber(c) + " " + char.IsWhiteSpace(c)
                              + " " + char.GetUnicodeCategory(c) + " " + CharUnicodeInfo.GetNumericValue(c) + " " + CharUnicodeInfo.GetDecimalDigitValue(c));
        Console.WriteLine(char.IsUpper('\u0416') + " " + char.IsLower('\u0436') + " " + char.IsLetterOrDigit('\u0663') + " " + char.IsSymbol('\u20ac') + " " + char.IsSurrogate('\ud83d'));
        Console.WriteLine(DateTime.Parse("2020-01-02 03:04").ToString("s") + " " + DateTime.Parse("Jan 5, 2021").ToString("D"));
        Console.WriteLine(DateTime.ParseExact("31/12/1999", "dd/MM/yyyy", CultureInfo.InvariantCulture).DayOfWeek + " " + TimeSpan.Parse("1:02:03.5").TotalSeconds);
        DateTime d;
        Console.WriteLine(DateTime.TryParse("not a date", out d) + " " + DateTime.TryParse("2019-07-04T10:00:00", out d) + " " + d.ToString("yyyy MMM dd HH:mm"));
        Console.WriteLine(CultureInfo.InvariantCulture.TextInfo.ToTitleCase("hello wide world") + " " + "Straße".ToUpperInvariant().Length);
    }
}
