// Framework types of the same name in two assemblies stay two: String.Split and Replace use
// mscorlib's internal ValueListBuilder<int>, Regex System.dll's (which has a Pop that
// mscorlib's lacks); both instances are compiled, each from its own assembly's IL.
using System;
using System.Text.RegularExpressions;
class P {
    static void Main() {
        Console.WriteLine(string.Join("|", "a,b,,c".Split(',')));
        Console.WriteLine("hello world hello".Replace("hello", "bye"));
        var m = new Regex(@"(a|b)+c(d*)e").Match("xxababcdddey");
        Console.WriteLine(m.Success + " " + m.Value + " " + m.Groups[2].Value);
        Console.WriteLine(Regex.Replace("one two  three", @"\s+", "_"));
        Console.WriteLine(string.Join("|", "k=v;x=y".Split(new[] {"=", ";"}, StringSplitOptions.None)));
    }
}
