// An exception thrown inside a catch block or a finally block replaces the one being handled:
// the outer handler sees only the new one. The finally of the try whose catch threw still runs,
// a finally that throws during an exceptional exit abandons the original exception, and one that
// throws during a normal exit or a return turns it into an exceptional exit.
using System;

class ExceptionsThrowInHandlers
{
    static void FromCatch()
    {
        try { throw new ArgumentException("original"); }
        catch (ArgumentException e)
        {
            Console.WriteLine("  catch " + e.Message + ", throwing a new one");
            throw new InvalidOperationException("from catch");
        }
        finally { Console.WriteLine("  finally of the try whose catch threw"); }
    }

    static void FromFinallyDuringException()
    {
        try
        {
            try { throw new ArgumentException("lost"); }
            finally
            {
                Console.WriteLine("  finally throws while 'lost' is in flight");
                throw new InvalidOperationException("from finally");
            }
        }
        catch (ArgumentException) { Console.WriteLine("  WRONG: the original was caught"); }
        finally { Console.WriteLine("  outer finally"); }
    }

    static int FromFinallyDuringReturn()
    {
        try { return 42; }
        finally { throw new InvalidOperationException("finally replaced the return"); }
    }

    static void FromFinallyNormalExit(int n)
    {
        try { Console.WriteLine("  try body " + n); }
        finally { if (n > 0) throw new ArgumentOutOfRangeException("n", "finally threw on normal exit"); }
        Console.WriteLine("  after finally " + n);
    }

    static void CatchOwnThrowInsideCatch()
    {
        try { throw new Exception("A"); }
        catch (Exception a)
        {
            try { throw new Exception("B"); }
            catch (Exception b) { Console.WriteLine("  handled " + b.Message + " inside catch of " + a.Message); }
            Console.WriteLine("  still in catch of " + a.Message);
        }
    }

    static void Report(int which)
    {
        try
        {
            if (which == 0) FromCatch();
            if (which == 1) FromFinallyDuringException();
            if (which == 2) Console.WriteLine("  returned " + FromFinallyDuringReturn());
            if (which == 3) { FromFinallyNormalExit(0); FromFinallyNormalExit(1); }
            if (which == 4) CatchOwnThrowInsideCatch();
            Console.WriteLine("  no exception escaped");
        }
        catch (Exception e) { Console.WriteLine("  caller caught " + e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        for (int i = 0; i < 5; i++)
        {
            Console.WriteLine("case " + i);
            Report(i);
        }
    }
}
