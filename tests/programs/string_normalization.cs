// String.Normalize and IsNormalized in the four forms: mscorlib's own Normalization code over
// Mono's normalization tables (runtime/archive/normalization_tables.h, plugged in
// runtime/corelib/Normalization.cs). Combining marks (ordering by combining class, composition,
// blocked and excluded compositions), Hangul syllables and jamo, compatibility characters
// (ligatures, full-width, superscripts, fractions, Roman numerals), characters outside the BMP,
// and strings already normalized.
using System;
using System.Text;

class Program
{
    static readonly NormalizationForm[] Forms = {
        NormalizationForm.FormC, NormalizationForm.FormD, NormalizationForm.FormKC, NormalizationForm.FormKD };

    static string Hex(string s)
    {
        var sb = new StringBuilder();
        foreach (char c in s)
        {
            if (sb.Length > 0) sb.Append(' ');
            sb.Append(((int)c).ToString("X4"));
        }
        return sb.ToString();
    }

    static void Show(string label, string s)
    {
        Console.WriteLine(label + " [" + Hex(s) + "]");
        foreach (NormalizationForm f in Forms)
        {
            string n = s.Normalize(f);
            Console.WriteLine("  " + f + ": [" + Hex(n) + "] " + s.IsNormalized(f) + " " + n.IsNormalized(f)
                              + " same:" + ReferenceEquals(n, s));
        }
    }

    static void Main()
    {
        Show("ascii", "Hello, world");
        Show("empty", "");
        Show("e acute precomposed", "caf\u00e9");
        Show("e + combining acute", "cafe\u0301");
        Show("marks out of order", "a\u0323\u0302");
        Show("marks in order", "a\u0302\u0323");
        Show("q dot below dot above", "q\u0307\u0323");
        Show("A ring / angstrom", "\u00c5 \u212b A\u030a");
        Show("blocked composition", "a\u0301\u0301");
        Show("excluded composition", "\u0958 \u0915\u093c");
        Show("ohm and kelvin", "\u2126 \u212a");
        Show("hangul syllables", "\ud55c\uad6d\uc5b4");
        Show("hangul jamo", "\u1112\u1161\u11ab\u1100\u116e\u11a8");
        Show("hangul LV + T", "\uac00\u11a8");
        Show("ligatures", "\ufb01\ufb02 \u0133");
        Show("full width", "\uff21\uff22\uff23\uff11\uff12");
        Show("superscripts", "x\u00b2 + y\u00b3 \u2074");
        Show("fractions", "\u00bd \u00bc \u2153");
        Show("roman numerals", "\u2160\u2161\u2162 \u216b");
        Show("circled and parenthesized", "\u2460 \u2474 \u24b6");
        Show("half width katakana", "\uff76\uff9e\uff8a\uff9f");
        Show("katakana voiced", "\u30ac \u30ab\u3099");
        Show("greek tonos", "\u0390 \u03ca\u0301 \u1fee");
        Show("cyrillic", "\u0439 \u0438\u0306");
        Show("vietnamese", "Vi\u1ec7t Nam Vie\u0323\u0302t");
        Show("non-BMP", "\U0001D400 \U0001D15E \U0002F800");
        Show("no-break space and ellipsis", "a\u00a0b\u2026");

        string c = "\u00e9";
        Console.WriteLine(c.Normalize() == c.Normalize(NormalizationForm.FormC));
        Console.WriteLine("e\u0301".IsNormalized() + " " + "\u00e9".IsNormalized());
        Console.WriteLine(string.Equals("cafe\u0301".Normalize(), "caf\u00e9", StringComparison.Ordinal));
        try
        {
            Console.WriteLine("[" + Hex("x\u0301".Normalize((NormalizationForm)3)) + "]");
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.GetType().Name);
        }
    }
}
