// Mono 6.8 (the oracle): when a filter throws, the exception that was being dispatched is
// abandoned during the first pass, so the finally blocks between its throw point and the
// filter's try never run; the filter's exception propagates from the filter's try statement.
// (Everything in one method: the finally blocks and the filter are in the same frame.)
using System;

class ExceptionsFilterThrowsSkipsFinally
{
    static bool Boom(Exception e)
    {
        Console.WriteLine("filter sees " + e.Message + " and throws");
        throw new InvalidOperationException("from filter");
    }

    static void Main()
    {
        try
        {
            try
            {
                try { throw new Exception("original"); }
                finally { Console.WriteLine("inner finally (Mono skips it)"); }
            }
            catch (Exception e) when (Boom(e)) { Console.WriteLine("WRONG: handler"); }
            finally { Console.WriteLine("finally of the filter's try"); }
        }
        catch (Exception e) { Console.WriteLine("caught " + e.GetType().Name + ": " + e.Message); }
    }
}
