// Two-pass exception handling across frames (ECMA-335 I.12.4.2.5, as Mono does it): when an
// exception leaves callees, the caller's filters run in the first pass, while the callees'
// finally blocks have not run yet; those finally blocks run (innermost first) only in the second
// pass, once a handler has been chosen, and then the handler. Each filter prints how many finally
// blocks have run so far, and one filter reads a field that a callee's finally block changes (it
// answers differently if the finally ran first). Filters answering true and false through 2 and
// 3 frames, false then a later clause, false then an outer catch-all, a filter reading a local,
// an argument and a field of a user exception with an int code.
using System;

class CodedError : Exception
{
    public int Code;
    public CodedError(int code, string m) : base(m) { Code = code; }
}

class ExceptionsFilterFramesOrder
{
    static int finallies;
    static string state = "idle";

    static bool Filter(string name, bool result)
    {
        Console.WriteLine("  filter " + name + " (finallies so far " + finallies + ") -> " + result);
        return result;
    }

    static void Leaf(int code)
    {
        try
        {
            state = "busy";
            Console.WriteLine("  leaf throws code " + code);
            if (code < 0) throw new ArgumentException("argument " + code);
            throw new CodedError(code, "coded " + code);
        }
        finally
        {
            finallies++;
            state = "idle";
            Console.WriteLine("  finally leaf");
        }
    }

    static void Middle(int code)
    {
        try { Leaf(code); }
        finally
        {
            finallies++;
            Console.WriteLine("  finally middle");
        }
    }

    // two frames: the filter answers true
    static void TwoFramesTrue()
    {
        try { Leaf(1); }
        catch (CodedError e) when (Filter("two frames", e.Code == 1)) { Console.WriteLine("  handler " + e.Message); }
    }

    // three frames: a false filter, then a later clause of the same try (no filter)
    static void FalseThenLaterClause()
    {
        try { Middle(2); }
        catch (CodedError e) when (Filter("code > 5", e.Code > 5)) { Console.WriteLine("  WRONG: handler code > 5"); }
        catch (ArgumentException) { Console.WriteLine("  WRONG: type mismatch"); }
        catch (CodedError e) when (Filter("code == 2", e.Code == 2)) { Console.WriteLine("  handler code == 2: " + e.Message); }
        catch (Exception) { Console.WriteLine("  WRONG: catch-all of the same try"); }
    }

    // three frames: a false filter, then an outer catch-all in the same method, with a finally
    // of the filter's try statement in between
    static void FalseThenOuterCatchAll()
    {
        try
        {
            try { Middle(3); }
            catch (CodedError e) when (Filter("inner", e.Code != 3)) { Console.WriteLine("  WRONG: inner handler"); }
            finally
            {
                finallies++;
                Console.WriteLine("  finally of the filter's try");
            }
        }
        catch { Console.WriteLine("  outer catch-all"); }
    }

    // the filter reads a local, an argument and a field of the exception
    static void LocalArgumentField(int expected)
    {
        int local = expected * 10;
        try { Middle(expected); }
        catch (CodedError e) when (Filter("local " + local + " arg " + expected + " code " + e.Code, local == e.Code * 10 && e.Code == expected))
        {
            Console.WriteLine("  handler local/argument/field " + e.Code);
        }
    }

    // `when` on the user exception's int code directly, three frames down
    static void CodeOnly(int code)
    {
        try { Middle(code); }
        catch (CodedError e) when (e.Code >= 100) { Console.WriteLine("  big code " + e.Code + " finallies " + finallies); }
        catch (CodedError e) when (e.Code >= 10) { Console.WriteLine("  medium code " + e.Code + " finallies " + finallies); }
        catch (CodedError e) { Console.WriteLine("  small code " + e.Code + " finallies " + finallies); }
    }

    // the filter reads a static field that the callee's finally block resets: Mono evaluates it
    // while the callee is still "busy"
    static void StateSeenByFilter()
    {
        try { Middle(4); }
        catch (CodedError e) when (Filter("state " + state, state == "busy")) { Console.WriteLine("  handler saw busy, now " + state + " " + e.Code); }
        catch (CodedError e) { Console.WriteLine("  handler saw idle (the finally ran first) " + e.Code); }
    }

    // a filter of Main's try, two levels above a caller whose clauses do not match
    static void Passing(int code)
    {
        try { Middle(code); }
        catch (ArgumentException e) { Console.WriteLine("  WRONG: passing caught " + e.Message); }
        finally
        {
            finallies++;
            Console.WriteLine("  finally passing");
        }
    }

    static void Run(string name, int which)
    {
        finallies = 0;
        Console.WriteLine(name);
        if (which == 0) TwoFramesTrue();
        else if (which == 1) FalseThenLaterClause();
        else if (which == 2) FalseThenOuterCatchAll();
        else if (which == 3) LocalArgumentField(7);
        else if (which == 4) CodeOnly(150);
        else if (which == 5) CodeOnly(42);
        else if (which == 6) CodeOnly(5);
        else if (which == 7) StateSeenByFilter();
        Console.WriteLine("  done, finallies " + finallies);
    }

    static void Main()
    {
        Run("two frames, true", 0);
        Run("three frames, false then a later clause", 1);
        Run("three frames, false then an outer catch-all", 2);
        Run("local, argument and field", 3);
        Run("code 150", 4);
        Run("code 42", 5);
        Run("code 5", 6);
        Run("state seen by the filter", 7);
        finallies = 0;
        Console.WriteLine("four frames, filter in Main");
        try { Passing(9); }
        catch (CodedError e) when (Filter("main code " + e.Code, e.Code == 9)) { Console.WriteLine("  main handler " + e.Message); }
        Console.WriteLine("  done, finallies " + finallies);
    }
}
