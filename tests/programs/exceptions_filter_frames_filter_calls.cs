// Filters that throw or call methods, while the exception being dispatched has left callees with
// finally blocks (Mono 6.8). A filter that throws abandons the first pass: the callees' finally
// blocks never run, the later clauses of the filter's try statement are skipped (even those of
// the filter's exception type), and the filter's exception is dispatched (two passes of its own)
// from that try statement, caught by an enclosing catch in the same method or in a caller: the
// caller's filter runs before the finally of the method the filter called, the finally of the
// filter's try and the finally around it. A filter that calls a method which throws and catches
// its own exception, or a method with its own try/finally and filter, answers normally: the
// nested dispatch (its filter, its finally blocks, its handler) runs inside the filter, before
// the outer callees' finally blocks.
using System;

class FilterError : Exception
{
    public int Code;
    public FilterError(int code, string m) : base(m) { Code = code; }
}

class ExceptionsFilterFramesFilterCalls
{
    static int finallies;

    static void Leaf(string m)
    {
        try
        {
            Console.WriteLine("  leaf throws " + m);
            throw new ArgumentException(m);
        }
        finally { finallies++; Console.WriteLine("  finally leaf"); }
    }

    static void Middle(string m)
    {
        try { Leaf(m); }
        finally { finallies++; Console.WriteLine("  finally middle"); }
    }

    static bool Boom(Exception e)
    {
        Console.WriteLine("  filter sees " + e.Message + " (finallies so far " + finallies + ") and throws");
        throw new FilterError(1, "thrown by the filter");
    }

    static bool BoomInside(Exception e)
    {
        Console.WriteLine("  filter sees " + e.Message + " (finallies so far " + finallies + "), calls a thrower");
        try { throw new FilterError(2, "thrown under the filter"); }
        finally { Console.WriteLine("  finally inside the thrower called by the filter"); }
    }

    // the filter throws; an enclosing catch of the same method catches the filter's exception
    static void CaughtInSameMethod()
    {
        try
        {
            try { Middle("first"); }
            catch (ArgumentException e) when (Boom(e)) { Console.WriteLine("  WRONG: handler of the throwing filter"); }
            catch (ArgumentException e) { Console.WriteLine("  WRONG: later clause " + e.Message); }
            catch (FilterError e) when (Check("later clause of the same try", true)) { Console.WriteLine("  WRONG: later filter clause " + e.Message); }
            catch (FilterError e) { Console.WriteLine("  WRONG: later clause for the filter's exception " + e.Message); }
            finally { Console.WriteLine("  finally of the filter's try (finallies " + finallies + ")"); }
        }
        catch (ArgumentException e) { Console.WriteLine("  WRONG: enclosing ArgumentException " + e.Message); }
        catch (FilterError e) { Console.WriteLine("  enclosing catch got " + e.Message + " code " + e.Code + ", finallies " + finallies); }
    }

    // the filter throws from a method it calls; no enclosing catch here: the caller catches
    static void Thrower()
    {
        try
        {
            try { Middle("second"); }
            catch (ArgumentException e) when (BoomInside(e)) { Console.WriteLine("  WRONG: handler of the throwing filter"); }
            finally { Console.WriteLine("  finally of the filter's try (finallies " + finallies + ")"); }
        }
        finally { Console.WriteLine("  finally around the filter's try"); }
        Console.WriteLine("  WRONG: after the try statement");
    }

    static void CaughtInCaller()
    {
        try { Thrower(); }
        catch (ArgumentException e) { Console.WriteLine("  WRONG: caller got the original " + e.Message); }
        catch (FilterError e) when (Check("caller's filter code " + e.Code, e.Code == 2))
        {
            Console.WriteLine("  caller got " + e.Message + ", finallies " + finallies);
        }
    }

    static bool Check(string name, bool result)
    {
        Console.WriteLine("  filter " + name + " (finallies so far " + finallies + ") -> " + result);
        return result;
    }

    // throws and catches internally, with a finally of its own
    static int Quiet(int x)
    {
        try
        {
            try { throw new FilterError(x, "quiet " + x); }
            finally { Console.WriteLine("    finally inside Quiet"); }
        }
        catch (FilterError e)
        {
            Console.WriteLine("    Quiet caught " + e.Message);
            return e.Code * 2;
        }
    }

    static void QuietFilter()
    {
        try { Middle("third"); }
        catch (ArgumentException e) when (Check("quiet result " + Quiet(21), e.Message == "third"))
        {
            Console.WriteLine("  handler after a quiet filter, finallies " + finallies);
        }
        catch (Exception e) { Console.WriteLine("  WRONG: " + e.GetType().Name + " " + e.Message); }
    }

    static void InnerWithFinally(int code)
    {
        try { throw new FilterError(code, "nested " + code); }
        finally { Console.WriteLine("    finally of the nested thrower"); }
    }

    // a method with its own try/finally and filter, called from a filter
    static bool Nested(int code)
    {
        try
        {
            InnerWithFinally(code);
            return false;
        }
        catch (FilterError e) when (Check("nested code " + e.Code, e.Code > 10))
        {
            Console.WriteLine("    nested handler " + e.Message);
            return true;
        }
        catch (FilterError e)
        {
            Console.WriteLine("    nested second clause " + e.Message);
            return false;
        }
        finally { Console.WriteLine("    finally of Nested"); }
    }

    static void NestedFilter(int code)
    {
        try { Middle("fourth " + code); }
        catch (ArgumentException e) when (Check("outer calls Nested", Nested(code)))
        {
            Console.WriteLine("  outer handler " + e.Message + ", finallies " + finallies);
        }
        catch (ArgumentException e) when (Check("outer second clause", true))
        {
            Console.WriteLine("  outer second handler " + e.Message + ", finallies " + finallies);
        }
    }

    static void Main()
    {
        finallies = 0;
        Console.WriteLine("filter throws, caught in the same method");
        CaughtInSameMethod();
        Console.WriteLine("  finallies " + finallies);

        finallies = 0;
        Console.WriteLine("filter throws from a callee, caught in the caller");
        CaughtInCaller();
        Console.WriteLine("  finallies " + finallies);

        finallies = 0;
        Console.WriteLine("filter calls a method that throws and catches");
        QuietFilter();
        Console.WriteLine("  finallies " + finallies);

        finallies = 0;
        Console.WriteLine("filter calls a method with its own filter, answering true");
        NestedFilter(42);
        Console.WriteLine("  finallies " + finallies);

        finallies = 0;
        Console.WriteLine("filter calls a method with its own filter, answering false");
        NestedFilter(3);
        Console.WriteLine("  finallies " + finallies);
    }
}
