// string.CompareTo is culture-sensitive in .NET (Mono: invariant culture under LC_ALL=C.UTF-8):
// letters compare case-insensitively first ("a" < "B" < "c"), lowercase before uppercase on a
// tie ("a" < "A"), so the order differs from ordinal (UTF-16 code unit) order.
using System;

class StringComparetoMixedCase
{
    static int Sign(int x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }

    static void Main()
    {
        string[] a = { "a", "B", "a", "A", "apple", "Apple", "Zebra", "zebra", "abc", "ABD" };
        string[] b = { "B", "c", "A", "a", "Banana", "apple", "apple", "Zebra", "ABC", "abc" };
        for (int i = 0; i < a.Length; i++)
            Console.WriteLine(a[i] + " vs " + b[i] + ": " + Sign(a[i].CompareTo(b[i])));
    }
}
