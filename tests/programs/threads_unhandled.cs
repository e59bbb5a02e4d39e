// An exception a thread does not catch ends the process (exit code 1), even where the
// starter catches exceptions around Start and Join.
using System;
using System.Threading;

class Program
{
    static void Main()
    {
        Console.WriteLine("before");
        var t = new Thread(() => { Console.WriteLine("in thread"); throw new InvalidOperationException("boom"); });
        try { t.Start(); t.Join(); }
        catch (Exception e) { Console.WriteLine("caught " + e.Message); }
        Console.WriteLine("after");
    }
}
