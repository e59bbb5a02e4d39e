// An uncaught user-defined exception: thrown three frames down, it passes catch clauses of other
// types, runs every finally block on the way out (Mono runs them before it reports the
// exception), and ends the program with exit code 1 (Main returns int: its return value is never
// used). The stdout written before, including a partial line, must all appear.
using System;

class QuotaExceeded : Exception
{
    public int Used;
    public QuotaExceeded(int used) : base("quota exceeded: " + used) { Used = used; }
}

class ExceptionsUncaughtUser
{
    static void Consume(int n)
    {
        try
        {
            Console.WriteLine("consuming " + n);
            if (n > 2) throw new QuotaExceeded(n);
            Consume(n + 1);
        }
        finally { Console.WriteLine("finally at " + n); }
    }

    static int Main()
    {
        Console.Write("partial line, ");
        try { Consume(0); }
        catch (InvalidOperationException) { Console.WriteLine("WRONG: not this type"); }
        catch (ArgumentException e) { Console.WriteLine("WRONG: not this type either " + e.Message); }
        finally { Console.WriteLine("Main finally"); }
        Console.WriteLine("not reached");
        return 0;
    }
}
