// A finally block runs exactly once on every way out of its try: falling off the end, an
// exception caught in the same method, an exception caught by a caller several frames up, and an
// exception caught by the try's own catch clause (finally after the catch). Frames without a
// handler only run their finally blocks, innermost first.
using System;

class ExceptionsFinallyPaths
{
    static int runs;

    static void Work(int mode, string tag)
    {
        try
        {
            Console.WriteLine("  " + tag + " try");
            if (mode == 1) throw new Exception(tag + " failed");
            Console.WriteLine("  " + tag + " try done");
        }
        finally
        {
            runs++;
            Console.WriteLine("  " + tag + " finally");
        }
        Console.WriteLine("  " + tag + " after finally");
    }

    static void Middle(int mode)
    {
        try { Work(mode, "inner"); }
        finally { runs++; Console.WriteLine("  middle finally"); }
        Console.WriteLine("  middle after finally");
    }

    static void CatchThenFinally(int mode)
    {
        try
        {
            if (mode == 1) throw new ArgumentException("handled here");
            Console.WriteLine("  no exception");
        }
        catch (ArgumentException e) { Console.WriteLine("  catch " + e.Message); }
        finally { runs++; Console.WriteLine("  finally after catch"); }
        Console.WriteLine("  after try statement");
    }

    static void Main()
    {
        for (int mode = 0; mode < 2; mode++)
        {
            Console.WriteLine("mode " + mode);
            try { Work(mode, "direct"); }
            catch (Exception e) { Console.WriteLine("  Main caught " + e.Message); }
            try { Middle(mode); }
            catch (Exception e) { Console.WriteLine("  Main caught " + e.Message); }
            finally { runs++; Console.WriteLine("  Main finally"); }
            CatchThenFinally(mode);
        }
        Console.WriteLine("finally blocks run: " + runs);
    }
}
