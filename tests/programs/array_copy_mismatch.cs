// Array.Copy between reference arrays checks each element (covariance): object[] -> string[]
// works while the elements are strings; a boxed int stops the copy with Mono's message-less
// InvalidCastException (uncaught: exit 1), the elements before it already copied.
using System;

class ArrayCopyMismatch
{
    static void Main()
    {
        object[] o = { "a", null, "c", 4, "e" };
        string[] s = new string[5];
        Array.Copy(o, s, 3);
        Console.WriteLine(s[0] + (s[1] == null) + s[2]);
        Array.Reverse((Array)o, 0, 3);
        Array.Copy(o, 1, s, 0, 4);
    }
}
