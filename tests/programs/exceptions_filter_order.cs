// Two-pass exception handling inside one method (ECMA-335 I.12.4.2.5): the filters of the
// enclosing try blocks are evaluated first, innermost first, until one accepts; only then do the
// finally blocks between the throw and the chosen handler run (innermost first), and then the
// handler. (The exceptions here come from `throw` in the same method or from a callee without
// finally blocks.)
using System;

class ExceptionsFilterOrder
{
    static bool Filter(string name, bool result)
    {
        Console.WriteLine("  filter " + name + " -> " + result);
        return result;
    }

    static void Throw(string m) { throw new Exception(m); }

    static void Case(int n)
    {
        Console.WriteLine("case " + n);
        try
        {
            try
            {
                try
                {
                    try
                    {
                        if (n == 0) throw new Exception("direct");
                        Throw("from callee");
                    }
                    finally { Console.WriteLine("  finally 1"); }
                }
                catch (Exception e) when (Filter("A", n == 2)) { Console.WriteLine("  handler A " + e.Message); }
                finally { Console.WriteLine("  finally 2"); }
            }
            catch (InvalidOperationException) { Console.WriteLine("  WRONG: type mismatch"); }
            finally { Console.WriteLine("  finally 3"); }
        }
        catch (Exception e) when (Filter("B", n != 3)) { Console.WriteLine("  handler B " + e.Message); }
        catch (Exception e) when (Filter("C", true)) { Console.WriteLine("  handler C " + e.Message); }
        Console.WriteLine("  end of case " + n);
    }

    static void Main()
    {
        for (int n = 0; n < 4; n++) Case(n);
    }
}
