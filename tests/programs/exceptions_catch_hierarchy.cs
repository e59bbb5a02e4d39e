// Typed catch clauses matched by the type hierarchy: the first clause whose type the exception is
// assignable to wins (derived before base), a base clause catches every subclass, a clause of an
// unrelated type is skipped, catch (Exception) and the catch-all `catch { }` take anything,
// including exceptions the runtime raises. GetType().Name shows what was caught.
using System;

class AppError : Exception { public AppError(string m) : base(m) { } }
class ParseError : AppError { public ParseError(string m) : base(m) { } }
class DeepParseError : ParseError { public DeepParseError(string m) : base(m) { } }
class OtherError : Exception { public OtherError(string m) : base(m) { } }

class ExceptionsCatchHierarchy
{
    static void Raise(int kind)
    {
        if (kind == 0) throw new AppError("app");
        if (kind == 1) throw new ParseError("parse");
        if (kind == 2) throw new DeepParseError("deep");
        if (kind == 3) throw new OtherError("other");
        if (kind == 4) throw new Exception("plain");
        if (kind == 5) throw new InvalidOperationException("invalid op");
        if (kind == 6) { int[] a = new int[2]; a[kind] = 1; }
        Console.WriteLine("  no throw for " + kind);
    }

    static void Classify(int kind)
    {
        try
        {
            Raise(kind);
            Console.WriteLine("  after Raise " + kind);
        }
        catch (DeepParseError e) { Console.WriteLine("  DeepParseError clause: " + e.Message); }
        catch (ParseError e) { Console.WriteLine("  ParseError clause: " + e.GetType().Name + " " + e.Message); }
        catch (AppError e) { Console.WriteLine("  AppError clause: " + e.GetType().Name + " " + e.Message); }
        catch (SystemException e) { Console.WriteLine("  SystemException clause: " + e.GetType().Name); }
        catch (Exception e) { Console.WriteLine("  Exception clause: " + e.GetType().Name + " " + e.Message); }
    }

    static void OnlyApp(int kind)
    {
        try
        {
            try { Raise(kind); }
            catch (AppError e) { Console.WriteLine("  inner AppError: " + e.GetType().Name); }
            catch (OtherError) { Console.WriteLine("  inner OtherError (no variable)"); }
            Console.WriteLine("  after inner try " + kind);
        }
        catch { Console.WriteLine("  catch-all got kind " + kind); }
    }

    static void Main()
    {
        for (int k = 0; k <= 7; k++)
        {
            Console.WriteLine("Classify " + k);
            Classify(k);
        }
        for (int k = 0; k <= 7; k++)
        {
            Console.WriteLine("OnlyApp " + k);
            OnlyApp(k);
        }
        int caught = 0;
        try { throw new DeepParseError("x"); }
        catch (Exception e) { caught = e is AppError ? 1 : 2; }
        Console.WriteLine("is AppError: " + caught);
    }
}
