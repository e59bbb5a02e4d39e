// StringBuilder (C# corelib): the constructors with a string and a capacity, AppendLine,
// Clear, unsigned appends, null appends, and a builder passed around and returned.
using System;
using System.Text;

class StringBuilderLines
{
    static StringBuilder Row(StringBuilder sb, int n)
    {
        return sb.Append("row ").Append(n).Append(':').Append((uint)n * 3000000000u).AppendLine();
    }

    static void Main()
    {
        var sb = new StringBuilder("start");
        sb.AppendLine();
        sb.AppendLine("second");
        for (int i = 0; i < 3; i++) Row(sb, i);
        sb.Append(18446744073709551615UL).Append((string)null).Append((object)null);
        Console.Write(sb.ToString());
        Console.WriteLine("|" + sb.Length);
        sb.Clear();
        Console.WriteLine("[" + sb.ToString() + "] " + sb.Length);
        var small = new StringBuilder(2);
        small.Append("abcdefgh").Append(1.25).Append(-3L);
        Console.WriteLine(small.ToString() + " " + small.Length);
        object boxed = small;
        Console.WriteLine(boxed.ToString());
    }
}
