// A caught exception rethrown (`throw;`) from Main's catch block after logging, with nothing
// above it: the finally of the same try runs, then the program ends with exit code 1; the
// exception thrown inside the rethrowing catch's own nested try was handled before.
using System;

class ExceptionsUncaughtRethrow
{
    static int[] data = { 1, 2, 3 };

    static int Sum(int count)
    {
        int s = 0;
        for (int i = 0; i < count; i++) s += data[i];
        return s;
    }

    static void Main()
    {
        Console.WriteLine("sum 3 = " + Sum(3));
        try { Console.WriteLine("sum 4 = " + Sum(4)); }
        catch (IndexOutOfRangeException e)
        {
            Console.WriteLine("logging: " + e.Message);
            try { Console.WriteLine(Sum(-1) / Sum(0)); }
            catch (DivideByZeroException d) { Console.WriteLine("nested: " + d.Message); }
            throw;
        }
        finally { Console.WriteLine("finally before the end"); }
        Console.WriteLine("not reached");
    }
}
