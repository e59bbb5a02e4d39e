// String.Concat of more than four operands (mcs passes an object[] or string[]): an element's
// ToString that throws stops the concatenation (later elements are not converted), and a null
// array is Mono's ArgumentNullException naming the parameter.
using System;

class T
{
    int n;
    public T(int n) { this.n = n; }
    public override string ToString()
    {
        if (n == 2) throw new InvalidOperationException("no 2");
        Console.WriteLine("ToString " + n);
        return "t" + n;
    }
}

class P
{
    static void Main()
    {
        try { Console.WriteLine(string.Concat(new object[] { new T(1), "-", new T(2), "-", new T(3) })); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Console.WriteLine(string.Concat((object[])null)); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Console.WriteLine(string.Concat((string[])null)); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        Console.WriteLine(string.Concat(new object[] { 1, null, "x", 2.5, 'c' }));
        Console.WriteLine(string.Concat(new string[] { "a", null, "b", "c", "d" }));
        Console.WriteLine(string.Concat(new object[0]).Length);
        string s = "s";
        Console.WriteLine(s + 1 + s + 2 + s + 3 + new T(4));
    }
}
