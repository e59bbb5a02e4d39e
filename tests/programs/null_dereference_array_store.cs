// Storing into an element of a null array (stelem of a primitive): NullReferenceException,
// uncaught (Mono: exit code 1).
using System;

class NullDereferenceArrayStore
{
    static double[] values;

    static void Main()
    {
        Console.WriteLine("storing values[0]");
        values[0] = 1.5;
        Console.WriteLine("not reached");
    }
}
