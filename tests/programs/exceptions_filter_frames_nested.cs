// Which filters the first pass runs across frames (Mono, ECMA-335 I.12.4.2.5): the search stops
// at the first frame with a matching clause, so when an intermediate frame's catch clause (or
// filter) accepts, the outer filters never run; when an intermediate frame's filter answers
// false, the outer filter runs next, still before every finally block between the throw and the
// handler. Recursion: the same method with a filter in every frame; each frame's filter runs once,
// innermost first, and only then do the finally blocks run (innermost first).
using System;

class DepthError : Exception
{
    public int Depth;
    public DepthError(int depth) : base("depth " + depth) { Depth = depth; }
}

class ExceptionsFilterFramesNested
{
    static int finallies;
    static int filters;

    static bool Filter(string name, bool result)
    {
        filters++;
        Console.WriteLine("  filter " + name + " (finallies so far " + finallies + ") -> " + result);
        return result;
    }

    static void Leaf(string m)
    {
        try { throw new InvalidOperationException(m); }
        finally { finallies++; Console.WriteLine("  finally leaf"); }
    }

    // the intermediate frame: a catch clause of the exception's type that needs no filter
    // (mode 0), a filter that answers true (mode 1) or false (mode 2)
    static void Intermediate(int mode)
    {
        try
        {
            try { Leaf("mode " + mode); }
            finally { finallies++; Console.WriteLine("  finally intermediate (inner try)"); }
        }
        catch (InvalidOperationException e) when (mode == 0 || Filter("intermediate mode " + mode, mode == 1))
        {
            Console.WriteLine("  intermediate handler " + e.Message);
        }
        catch (ArgumentException) { Console.WriteLine("  WRONG: intermediate ArgumentException"); }
        finally { finallies++; Console.WriteLine("  finally intermediate (outer try)"); }
        Console.WriteLine("  intermediate returns");
    }

    static void Outer(int mode)
    {
        finallies = 0;
        Console.WriteLine("mode " + mode);
        try { Intermediate(mode); }
        catch (InvalidOperationException e) when (Filter("outer", true)) { Console.WriteLine("  outer handler " + e.Message); }
        finally { finallies++; Console.WriteLine("  finally outer"); }
        Console.WriteLine("  finallies " + finallies);
    }

    // the same method in every frame, each with a filter and a finally
    static void Recurse(int depth, int catchAt)
    {
        try
        {
            if (depth == 0)
            {
                Console.WriteLine("  throwing at depth 0");
                throw new DepthError(catchAt);
            }
            Recurse(depth - 1, catchAt);
            Console.WriteLine("  returned normally at depth " + depth);
        }
        catch (DepthError e) when (Filter("depth " + depth, e.Depth == depth))
        {
            Console.WriteLine("  handler at depth " + depth + ", finallies " + finallies);
        }
        finally
        {
            finallies++;
            Console.WriteLine("  finally depth " + depth);
        }
    }

    static void Main()
    {
        Outer(0);
        Outer(1);
        Outer(2);

        for (int catchAt = 0; catchAt <= 4; catchAt += 2)
        {
            finallies = 0;
            filters = 0;
            Console.WriteLine("recursion, caught at depth " + catchAt);
            Recurse(4, catchAt);
            Console.WriteLine("  filters " + filters + ", finallies " + finallies);
        }

        finallies = 0;
        filters = 0;
        Console.WriteLine("recursion, no frame accepts");
        try { Recurse(3, 99); }
        catch (DepthError e) when (Filter("main " + e.Depth, true)) { Console.WriteLine("  main handler, finallies " + finallies); }
        Console.WriteLine("  filters " + filters + ", finallies " + finallies);
    }
}
