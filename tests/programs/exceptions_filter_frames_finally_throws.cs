// Finally blocks that throw while they run in the second pass (Mono). A callee's finally that
// throws and catches its own exception (with a filter of its own) does not disturb the outer
// dispatch: the handler the first pass chose still gets the original exception, and no filter of
// the first pass runs twice. A finally that throws a new exception which escapes replaces the
// original: the original's handler is abandoned, and the filters run again, for the new
// exception, before the finally blocks between the throwing finally and the new handler.
using System;

class TaggedError : Exception
{
    public int Tag;
    public TaggedError(int tag, string m) : base(m) { Tag = tag; }
}

class ExceptionsFilterFramesFinallyThrows
{
    static int finallies;
    static int filters;

    static bool Filter(string name, bool result)
    {
        filters++;
        Console.WriteLine("  filter " + name + " (finallies so far " + finallies + ") -> " + result);
        return result;
    }

    static void Leaf()
    {
        try
        {
            Console.WriteLine("  leaf throws original");
            throw new TaggedError(1, "original");
        }
        finally { finallies++; Console.WriteLine("  finally leaf"); }
    }

    // a finally that throws and catches its own exception, with a filter
    static void SelfContained()
    {
        try { Leaf(); }
        finally
        {
            finallies++;
            Console.WriteLine("  finally of SelfContained throws inner");
            try { throw new TaggedError(2, "inner"); }
            catch (TaggedError e) when (Filter("inside the finally, tag " + e.Tag, e.Tag == 2))
            {
                Console.WriteLine("  inner caught inside the finally: " + e.Message);
            }
            Console.WriteLine("  finally of SelfContained ends");
        }
    }

    static void Above(int which)
    {
        try
        {
            if (which == 0) SelfContained();
            else Replacing();
        }
        finally { finallies++; Console.WriteLine("  finally above"); }
    }

    // a finally that throws a new exception that escapes
    static void Replacing()
    {
        try { Leaf(); }
        finally
        {
            finallies++;
            Console.WriteLine("  finally of Replacing throws replacement");
            throw new TaggedError(3, "replacement");
        }
    }

    static void Main()
    {
        finallies = 0;
        filters = 0;
        Console.WriteLine("finally throws and catches internally");
        try { Above(0); }
        catch (TaggedError e) when (Filter("main tag " + e.Tag, e.Tag == 1)) { Console.WriteLine("  main handler " + e.Message + ", finallies " + finallies); }
        catch (TaggedError e) { Console.WriteLine("  WRONG: second clause " + e.Message); }
        Console.WriteLine("  filters " + filters + ", finallies " + finallies);

        finallies = 0;
        filters = 0;
        Console.WriteLine("finally throws a replacement that escapes");
        try { Above(1); }
        catch (TaggedError e) when (Filter("A for " + e.Message, e.Tag == 3)) { Console.WriteLine("  handler A " + e.Message + ", finallies " + finallies); }
        catch (TaggedError e) when (Filter("B for " + e.Message, true)) { Console.WriteLine("  handler B " + e.Message + ", finallies " + finallies); }
        Console.WriteLine("  filters " + filters + ", finallies " + finallies);

        finallies = 0;
        filters = 0;
        Console.WriteLine("replacement caught by a frame below the original's handler");
        try
        {
            try { Above(1); }
            catch (TaggedError e) when (Filter("inner for " + e.Message, e.Tag == 3)) { Console.WriteLine("  inner handler " + e.Message + ", finallies " + finallies); }
            finally { finallies++; Console.WriteLine("  finally of the inner try"); }
        }
        catch (TaggedError e) when (Filter("outer for " + e.Message, e.Tag == 1)) { Console.WriteLine("  WRONG: outer handler " + e.Message); }
        Console.WriteLine("  filters " + filters + ", finallies " + finallies);
    }
}
