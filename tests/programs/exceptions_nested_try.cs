// Nested try blocks: an exception the inner clauses do not match goes to the outer ones, after
// the inner finally; an inner handler that catches stops the search; a try inside a catch and
// inside a finally; exceptions crossing frames run each frame's finally on the way out, innermost
// first.
using System;

class ExceptionsNestedTry
{
    static void Level3(int mode)
    {
        try
        {
            Console.WriteLine("  L3 try");
            if (mode == 1) throw new InvalidOperationException("from L3");
            if (mode == 2) throw new ArgumentException("arg from L3");
            Console.WriteLine("  L3 end of try");
        }
        finally { Console.WriteLine("  L3 finally"); }
    }

    static void Level2(int mode)
    {
        try
        {
            try { Level3(mode); }
            catch (ArgumentException e) { Console.WriteLine("  L2 inner catch " + e.Message); }
            finally { Console.WriteLine("  L2 inner finally"); }
            Console.WriteLine("  L2 after inner try");
        }
        finally { Console.WriteLine("  L2 outer finally"); }
    }

    static void Level1(int mode)
    {
        try { Level2(mode); Console.WriteLine("  L1 no exception"); }
        catch (InvalidOperationException e) { Console.WriteLine("  L1 catch " + e.Message); }
        finally { Console.WriteLine("  L1 finally"); }
    }

    static void TryInsideHandlers()
    {
        try { throw new Exception("first"); }
        catch (Exception e1)
        {
            Console.WriteLine("  catch " + e1.Message);
            try { throw new Exception("second"); }
            catch (Exception e2) { Console.WriteLine("  nested catch " + e2.Message + " (outer still " + e1.Message + ")"); }
            finally { Console.WriteLine("  nested finally in catch"); }
        }
        finally
        {
            Console.WriteLine("  finally");
            try { throw new Exception("third"); }
            catch (Exception e3) { Console.WriteLine("  catch inside finally " + e3.Message); }
            Console.WriteLine("  end of finally");
        }
    }

    static void Main()
    {
        for (int mode = 0; mode < 3; mode++)
        {
            Console.WriteLine("mode " + mode);
            Level1(mode);
        }
        Console.WriteLine("handlers");
        TryInsideHandlers();
        int depth = 0;
        try
        {
            depth = 1;
            try
            {
                depth = 2;
                try { depth = 3; throw new Exception("deepest"); }
                catch (ArgumentException) { Console.WriteLine("wrong"); }
            }
            catch (InvalidCastException) { Console.WriteLine("wrong"); }
        }
        catch (Exception e) { Console.WriteLine("outermost caught " + e.Message + " at depth " + depth); }
    }
}
