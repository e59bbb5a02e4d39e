// An exception that is caught and thrown again is dispatched again (Mono): `throw e;` and
// `throw;` in a catch, and an exception stored in a field and thrown later from another method,
// each start a new first pass, so the filters above run again (a counter in the exception shows
// how many times) and again before the finally blocks between the new throw and the handler,
// including the finally of the try whose catch rethrew. Then filters across frames in a loop of
// 1000 throws: the filter records whether the callee's finally block had already run.
using System;

class FlightError : Exception
{
    public int Filtered;
    public int Code;
    public FlightError(int code, string m) : base(m) { Code = code; }
}

class ExceptionsFilterFramesRethrow
{
    static int finallies;
    static FlightError saved;

    static bool Filter(string name, FlightError e, bool result)
    {
        e.Filtered++;
        Console.WriteLine("  filter " + name + " (evaluation " + e.Filtered + ", finallies so far " + finallies + ") -> " + result);
        return result;
    }

    static void Leaf(int code)
    {
        try { throw new FlightError(code, "flight " + code); }
        finally { finallies++; Console.WriteLine("  finally leaf"); }
    }

    // catches with a filter and throws the exception again: `throw e;` (bare false) or `throw;`
    static void Relay(int code, bool bare)
    {
        try { Leaf(code); }
        catch (FlightError e) when (Filter("relay", e, true))
        {
            Console.WriteLine("  relay handler, throwing again " + (bare ? "(throw;)" : "(throw e;)"));
            if (bare) throw;
            throw e;
        }
        finally { finallies++; Console.WriteLine("  finally relay"); }
    }

    static void Between(int code, bool bare)
    {
        try { Relay(code, bare); }
        finally { finallies++; Console.WriteLine("  finally between"); }
    }

    static void Flights(bool bare)
    {
        finallies = 0;
        Console.WriteLine(bare ? "throw; in a catch" : "throw e; in a catch");
        try { Between(5, bare); }
        catch (FlightError e) when (Filter("top", e, e.Code == 5))
        {
            Console.WriteLine("  top handler " + e.Message + ", filtered " + e.Filtered + " times, finallies " + finallies);
        }
    }

    static void ThrowSaved()
    {
        try
        {
            Console.WriteLine("  throwing the saved exception again");
            throw saved;
        }
        finally { finallies++; Console.WriteLine("  finally of ThrowSaved"); }
    }

    static int evaluations;
    static int beforeFinally;
    static int middleHandled;
    static bool leafFinallyRan;

    static void LoopLeaf(int i)
    {
        leafFinallyRan = false;
        try { throw new FlightError(i, "loop"); }
        finally { leafFinallyRan = true; }
    }

    static void LoopMiddle(int i)
    {
        try { LoopLeaf(i); }
        catch (FlightError e) when (Count(e.Code % 3 == 0)) { middleHandled++; }
    }

    static bool Count(bool result)
    {
        evaluations++;
        if (!leafFinallyRan) beforeFinally++;
        return result;
    }

    static void Main()
    {
        Flights(false);
        Flights(true);

        finallies = 0;
        Console.WriteLine("stored and thrown later");
        try { Leaf(8); }
        catch (FlightError e) when (Filter("first flight", e, true)) { saved = e; Console.WriteLine("  saved " + e.Message); }
        try { ThrowSaved(); }
        catch (FlightError e) when (Filter("second flight", e, ReferenceEquals(e, saved)))
        {
            Console.WriteLine("  caught the saved exception again, filtered " + e.Filtered + " times, finallies " + finallies);
        }

        int first = 0, second = 0;
        for (int i = 0; i < 1000; i++)
        {
            try { LoopMiddle(i); }
            catch (FlightError e) when (Count(e.Code % 3 == 1)) { first++; }
            catch (FlightError e) when (Count(e.Code >= 0)) { second++; }
        }
        Console.WriteLine("loop: middle handled " + middleHandled + ", first clause " + first + ", second clause " + second);
        Console.WriteLine("  filter evaluations " + evaluations + ", before the leaf's finally " + beforeFinally);
    }
}
