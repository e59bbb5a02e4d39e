// Exceptions raised inside library calls, caught: FormatException and OverflowException from
// int.Parse, ArgumentNullException and ArgumentOutOfRangeException from String.Substring,
// String.IndexOf, Array.Copy and Array.Reverse (caught through their base ArgumentException),
// IndexOutOfRangeException from Array.GetLength, OverflowException from a negative array size
// (newarr). Messages include Mono's "Parameter name:" line.
using System;

class ExceptionsLibrary
{
    // (Mono 6.8 raises OutOfMemoryException, not OverflowException, for new int[a.Length - 4])
    static int minusOne = -1;

    static string Run(int k)
    {
        string s = "abc"; string none = null; int[] nums = { 1, 2, 3 };
        switch (k)
        {
            case 0: return "" + int.Parse("x12");
            case 1: return "" + int.Parse("");
            case 2: return "" + int.Parse("99999999999");
            case 3: return "" + int.Parse(none);
            case 4: return "" + int.Parse(" -42 ");
            case 5: return s.Substring(5);
            case 6: return s.Substring(-1);
            case 7: return s.Substring(1, 5);
            case 8: return s.Substring(2, -1);
            case 9: return s.Substring(3) + "|" + s.Substring(1, 2);
            case 10: return "" + s.IndexOf(none);
            case 11: return "" + s.IndexOf('c', 4);
            case 12: return "" + s.IndexOf("c", -1);
            case 13: Array.Copy(none == null ? null : nums, nums, 1); return "copied";
            case 14: Array.Copy(nums, new int[3], -1); return "copied";
            case 15: Array.Copy(nums, -1, new int[3], 0, 1); return "copied";
            case 16: Array.Reverse(null); return "reversed";
            case 17: Array.Reverse(nums, 2, 5); return "reversed";
            case 18: return "" + nums.GetLength(1);
            case 19: return "" + new int[minusOne].Length;
        }
        return null;
    }

    static void Main()
    {
        for (int k = 0; k < 20; k++)
        {
            try { Console.WriteLine(k + ": ok " + Run(k)); }
            catch (FormatException e) { Console.WriteLine(k + ": FormatException clause: " + e.Message); }
            catch (ArgumentException e) { Console.WriteLine(k + ": ArgumentException clause: " + e.GetType().Name + ": " + e.Message); }
            catch (Exception e) { Console.WriteLine(k + ": Exception clause: " + e.GetType().Name + ": " + e.Message); }
        }
    }
}
