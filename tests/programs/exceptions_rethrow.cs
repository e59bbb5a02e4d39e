// `throw;` (rethrow) and `throw e;`: both propagate the very same object (ReferenceEquals), state
// stored in it survives; `throw;` in a catch nested inside another catch rethrows the inner one;
// a rethrow passes through finally blocks; wrapping keeps the original as InnerException; the same
// exception object thrown twice.
using System;

class CountedError : Exception
{
    public int Hops;
    public CountedError(string m) : base(m) { }
}

class ExceptionsRethrow
{
    static Exception seen;

    static void Thrower() { throw new CountedError("counted"); }

    static void RethrowBare()
    {
        try { Thrower(); }
        catch (CountedError e) { e.Hops++; seen = e; Console.WriteLine("  RethrowBare catch, rethrow"); throw; }
        finally { Console.WriteLine("  RethrowBare finally"); }
    }

    static void RethrowNamed()
    {
        try { RethrowBare(); }
        catch (CountedError e) { e.Hops++; Console.WriteLine("  RethrowNamed catch, throw e"); throw e; }
    }

    static void Nested()
    {
        try { throw new ArgumentException("outer one"); }
        catch (ArgumentException outer)
        {
            try { throw new InvalidOperationException("inner one"); }
            catch (InvalidOperationException)
            {
                Console.WriteLine("  nested catch rethrows (outer is " + outer.Message + ")");
                throw;
            }
        }
    }

    static void Wrap()
    {
        try { Thrower(); }
        catch (Exception e) { throw new InvalidOperationException("wrapped", e); }
    }

    static void Main()
    {
        try { RethrowNamed(); }
        catch (CountedError e)
        {
            e.Hops++;
            Console.WriteLine("Main caught " + e.Message + " hops=" + e.Hops + " same=" + Object.ReferenceEquals(e, seen));
        }
        try { Nested(); }
        catch (Exception e) { Console.WriteLine("Main caught " + e.GetType().Name + ": " + e.Message); }
        try { Wrap(); }
        catch (InvalidOperationException e)
        {
            Console.WriteLine("Main caught " + e.Message + " inner " + e.InnerException.GetType().Name + ": " + e.InnerException.Message);
        }
        CountedError once = new CountedError("reused");
        for (int i = 0; i < 3; i++)
        {
            try
            {
                try { throw once; }
                catch (CountedError e) { e.Hops += 10; throw; }
            }
            catch (Exception e) { Console.WriteLine("round " + i + " hops=" + ((CountedError)e).Hops + " same=" + (e == once)); }
        }
    }
}
