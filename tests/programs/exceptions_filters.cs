// Exception filters `catch (E e) when (cond)`: a true filter selects its clause, a false one passes
// the exception on to the next clause or the enclosing try; a filter is only evaluated when the
// clause's type matches; filters with side effects run once each, in clause order; a filter can
// read the exception's fields and the method's arguments; `catch when (...)` without a type; a
// retry loop driven by a filter.
using System;

class CodedError : Exception
{
    public int Code;
    public CodedError(int code) : base("code " + code) { Code = code; }
}

class ExceptionsFilters
{
    static int evaluations;

    static bool Check(string what, bool result)
    {
        evaluations++;
        Console.WriteLine("    filter " + what + " -> " + result);
        return result;
    }

    static void Dispatch(Exception ex)
    {
        try
        {
            try { throw ex; }
            catch (CodedError e) when (Check("code<10 (" + e.Code + ")", e.Code < 10)) { Console.WriteLine("  small code " + e.Code); }
            catch (CodedError e) when (Check("even (" + e.Code + ")", e.Code % 2 == 0)) { Console.WriteLine("  even code " + e.Code); }
            catch (ArgumentException e) when (Check("arg " + e.Message, e.Message.Length > 3)) { Console.WriteLine("  long argument message"); }
            catch when (Check("untyped", ex.Message == "any")) { Console.WriteLine("  untyped filter clause"); }
        }
        catch (Exception e) when (Check("outer", true)) { Console.WriteLine("  outer got " + e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        Dispatch(new CodedError(3));
        Dispatch(new CodedError(12));
        Dispatch(new CodedError(13));
        Dispatch(new ArgumentException("wide"));
        Dispatch(new ArgumentException("no"));
        Dispatch(new Exception("any"));
        Dispatch(new InvalidOperationException("none"));

        int attempts = 0;
        while (true)
        {
            try
            {
                attempts++;
                throw new CodedError(attempts);
            }
            catch (CodedError e) when (e.Code < 4) { Console.WriteLine("retry after " + e.Code); continue; }
            catch (CodedError e) { Console.WriteLine("giving up at " + e.Code); break; }
        }
        Console.WriteLine("filters evaluated: " + evaluations);
    }
}
