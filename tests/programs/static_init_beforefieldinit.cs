// beforefieldinit types (static field initialisers, no explicit static constructor): ECMA-335
// only requires the initialiser to run at or before the first static field access, and Mono
// runs it early (when it JIT-compiles the method that accesses the field). So this program
// prints no side effect of those initialisers directly; it checks what every legal schedule
// guarantees: the fields are initialised when read, each initialiser ran exactly once, and
// initialisers that depend on another type's statics see them initialised.
using System;

class Runs
{
    public static int Table, Dependent, Strings, Mixed;   // no initialisers: no .cctor at all
}

class Table
{
    public static int[] Squares = Make(16);
    public static int Size = 16;
    static int[] Make(int n)
    {
        Runs.Table++;
        var a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i * i;
        return a;
    }
}

class Dependent
{
    public static int Last = Table.Squares[Table.Size - 1] + Count();
    static int Count() { Runs.Dependent++; return 1000; }
}

class Strings
{
    public static readonly string Hello = Build("hel", "lo");
    public static string Empty = "";
    static string Build(string a, string b) { Runs.Strings++; return a + b; }
}

class Mixed
{
    public static long Big = 1L << 40;
    public static double Half = 0.5;
    public static bool Flag = true;
    public static char Letter = 'q';
    public static object Nothing = null;
    public static int Computed = Tick();
    static int Tick() { Runs.Mixed++; return 7; }
}

class StaticInitBeforefieldinit
{
    static int SumSquares()
    {
        int s = 0;
        for (int i = 0; i < Table.Size; i++) s += Table.Squares[i];
        return s;
    }

    static void Main()
    {
        Console.WriteLine("start");
        Console.WriteLine(SumSquares());
        Console.WriteLine(SumSquares());
        Console.WriteLine("Table initialiser runs: " + Runs.Table);
        Console.WriteLine(Dependent.Last);
        Console.WriteLine("Dependent initialiser runs: " + Runs.Dependent + ", Table: " + Runs.Table);
        Console.WriteLine(Strings.Hello + "|" + Strings.Empty + "|" + Strings.Hello.Length);
        Console.WriteLine("Strings initialiser runs: " + Runs.Strings);
        Console.WriteLine(Mixed.Big); Console.WriteLine(Mixed.Half); Console.WriteLine(Mixed.Flag);
        Console.WriteLine(Mixed.Letter); Console.WriteLine(Mixed.Nothing == null); Console.WriteLine(Mixed.Computed);
        Mixed.Computed = 8;
        Console.WriteLine(Mixed.Computed);
        Console.WriteLine("Mixed initialiser runs: " + Runs.Mixed);
        Table.Squares[3] = -1;
        Console.WriteLine(SumSquares());
        Console.WriteLine("end " + Runs.Table + Runs.Dependent + Runs.Strings + Runs.Mixed);
    }
}
