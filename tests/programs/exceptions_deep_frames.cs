// Exceptions crossing many frames: thrown 1000 calls deep and caught at the top, with a finally
// in every frame (all run, innermost first: checked by a running sum), with catch-and-rethrow at
// every level, through virtual and interface calls and a constructor, and a value-returning
// recursion whose partial results must be discarded.
using System;

interface IStep { int Go(int n); }

class Walker : IStep
{
    public virtual int Go(int n)
    {
        if (n == 0) throw new InvalidOperationException("bottom of Walker");
        return 1 + Next(n - 1);
    }
    protected virtual int Next(int n) { return ((IStep)this).Go(n); }
}

class Ctor
{
    public Ctor(int n) { if (n == 0) throw new ArgumentException("ctor bottom"); Inner = new Ctor(n - 1); }
    public Ctor Inner;
}

class ExceptionsDeepFrames
{
    static long order;
    static int finallies;

    static int Down(int n, bool fail)
    {
        try
        {
            if (n == 0)
            {
                if (fail) throw new Exception("bottom");
                return 0;
            }
            return Down(n - 1, fail) + 1;
        }
        finally
        {
            order = order * 31 + n;     // depends on the order the finally blocks run in
            finallies++;
        }
    }

    static int rethrows;

    static void Rethrowing(int n)
    {
        try
        {
            if (n == 0) throw new ArgumentException("deep");
            Rethrowing(n - 1);
        }
        catch (ArgumentException) { rethrows++; throw; }
    }

    static void Main()
    {
        int r = -1;
        try { r = Down(1000, true); }
        catch (Exception e) { Console.WriteLine("caught " + e.Message + " r=" + r + " finallies=" + finallies + " order=" + order); }
        Console.WriteLine("no throw: " + Down(1000, false));
        try { Rethrowing(1000); }
        catch (Exception e) { Console.WriteLine("caught " + e.Message + " after " + rethrows + " rethrows"); }
        try { Console.WriteLine(new Walker().Go(1000)); }
        catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
        Ctor c = null;
        try { c = new Ctor(500); }
        catch (ArgumentException e) { Console.WriteLine("caught " + e.Message + " c is null: " + (c == null)); }
        for (int round = 0; round < 20; round++)
        {
            try { Down(1000 + round, true); }
            catch (Exception) { }
        }
        Console.WriteLine("finallies=" + finallies + " order=" + order);
    }
}
