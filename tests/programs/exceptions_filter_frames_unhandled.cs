// An exception that no frame handles, after filters in several frames answered false (Mono): the
// first pass runs every filter, innermost first, before any finally block; finding no handler,
// Mono still runs the finally blocks (innermost first) before it reports the exception on stderr
// ("Unhandled Exception") and exits with code 1. The stdout written before must all appear.
using System;

class LostError : Exception
{
    public int Code;
    public LostError(int code) : base("lost " + code) { Code = code; }
}

class ExceptionsFilterFramesUnhandled
{
    static int finallies;

    static bool Filter(string name, bool result)
    {
        Console.WriteLine("filter " + name + " (finallies so far " + finallies + ") -> " + result);
        return result;
    }

    static void Leaf(int code)
    {
        try
        {
            Console.WriteLine("leaf throws " + code);
            throw new LostError(code);
        }
        finally { finallies++; Console.WriteLine("finally leaf"); }
    }

    static void Middle(int code)
    {
        try { Leaf(code); }
        catch (LostError e) when (Filter("middle code " + e.Code, e.Code < 0)) { Console.WriteLine("WRONG: middle handler"); }
        catch (ArgumentException) { Console.WriteLine("WRONG: middle ArgumentException"); }
        finally { finallies++; Console.WriteLine("finally middle"); }
    }

    static void Upper(int code)
    {
        try
        {
            try { Middle(code); }
            catch (LostError e) when (Filter("upper inner", e.Code > 100)) { Console.WriteLine("WRONG: upper inner handler"); }
            finally { finallies++; Console.WriteLine("finally upper inner"); }
        }
        catch (Exception e) when (Filter("upper outer " + e.Message, e.Message == "other")) { Console.WriteLine("WRONG: upper outer handler"); }
    }

    static int Main()
    {
        try { Upper(7); }
        catch (LostError e) when (Filter("main", e.Code == 8)) { Console.WriteLine("WRONG: main handler"); }
        finally { finallies++; Console.WriteLine("finally main, finallies " + finallies); }
        Console.WriteLine("not reached");
        return 0;
    }
}
