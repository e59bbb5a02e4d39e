// Leaving try and catch blocks with return, break, continue and goto: the finally blocks run
// (innermost first) before control reaches the target; the returned value is the one computed
// before the finally ran, even if the finally changes the variable.
using System;

class ExceptionsFinallyControl
{
    static int ReturnFromTry(int x)
    {
        try { x = x * 2; return x; }
        finally { x = -1; Console.WriteLine("  finally after return, x set to " + x); }
    }

    static string ReturnFromCatch(int d)
    {
        string s = "start";
        try { s = "try"; int q = 10 / d; return s + q; }
        catch (DivideByZeroException) { s = "catch"; return s; }
        finally { Console.WriteLine("  finally sees s=" + s); s = "finally"; }
    }

    static int ReturnThroughTwo()
    {
        try
        {
            try { return 1; }
            finally { Console.WriteLine("  inner finally"); }
        }
        finally { Console.WriteLine("  outer finally"); }
    }

    static int Loops()
    {
        int total = 0;
        for (int i = 0; i < 6; i++)
        {
            try
            {
                if (i == 1) continue;
                if (i == 4) break;
                total += i;
            }
            finally { total += 100; Console.WriteLine("  loop finally i=" + i + " total=" + total); }
            Console.WriteLine("  loop body end i=" + i);
        }
        int j = 0;
        while (j < 100)   // (with while (true), mcs puts the loop head inside the try: continue skips the finally)
        {
            try
            {
                j++;
                if (j % 2 == 0) throw new Exception("even " + j);
                if (j > 4) break;
            }
            catch (Exception e)
            {
                Console.WriteLine("  catch " + e.Message);
                if (j == 2) continue;
                break;
            }
            finally { Console.WriteLine("  while finally j=" + j); }
            Console.WriteLine("  while body end j=" + j);
        }
        return total * 10 + j;
    }

    static void Goto()
    {
        int n = 0;
    again:
        Console.WriteLine("  goto top n=" + n);
        try
        {
            n++;
            if (n < 3) goto again;
            Console.WriteLine("  goto done n=" + n);
        }
        finally { Console.WriteLine("  goto finally n=" + n); }
    }

    static void Main()
    {
        Console.WriteLine("ReturnFromTry " + ReturnFromTry(21));
        Console.WriteLine("ReturnFromCatch " + ReturnFromCatch(0));
        Console.WriteLine("ReturnFromCatch " + ReturnFromCatch(5));
        Console.WriteLine("ReturnThroughTwo " + ReturnThroughTwo());
        Console.WriteLine("Loops " + Loops());
        Goto();
    }
}
