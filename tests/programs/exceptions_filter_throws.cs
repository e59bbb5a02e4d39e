// A filter that throws. Mono 6.8 (the oracle) does not treat it as a false filter (as ECMA-335
// and .NET do): the filter's exception propagates from the filter as if thrown by a handler of
// that try statement. The remaining clauses of the same try are skipped, a finally of the same
// try statement runs, and the enclosing handlers (and their filters) see the filter's exception,
// whether it comes from a `throw` in a called method or from the runtime (null dereference,
// checked overflow) in the filter expression itself.
using System;

class ExceptionsFilterThrows
{
    static bool Boom(string s)
    {
        Console.WriteLine("  filter runs for " + s + " and throws");
        throw new InvalidOperationException("thrown in filter");
    }

    static void Case(int n)
    {
        Console.WriteLine("case " + n);
        string none = null;
        int big = int.MaxValue - 2 + n;
        try
        {
            try
            {
                try { throw new ArgumentException("original " + n); }
                catch (ArgumentException e) when (n == 0 ? Boom(e.Message) : n == 1 ? none.Length > 0 : checked(big + 1) > 0)
                {
                    Console.WriteLine("  WRONG: filter clause");
                }
                catch (ArgumentException e) { Console.WriteLine("  second clause " + e.Message); }
                finally { Console.WriteLine("  finally of the same try"); }
            }
            catch (ArgumentException e) { Console.WriteLine("  middle ArgumentException clause " + e.Message); }
            catch (Exception e) when (e.GetType().Name.Length > 0)
            {
                Console.WriteLine("  middle caught " + e.GetType().Name + ": " + e.Message);
            }
        }
        catch (Exception e) { Console.WriteLine("  outer caught " + e.GetType().Name); }
        Console.WriteLine("  end of case " + n);
    }

    static void Main()
    {
        for (int n = 0; n < 3; n++) Case(n);
    }
}
