// Indexing and taking Length of a null array: NullReferenceException, uncaught (Mono: exit code 1).
using System;

class NullDereferenceArray
{
    static int[] data;

    static void Main()
    {
        Console.WriteLine("data is null: " + (data == null));
        Console.WriteLine(data.Length);
        Console.WriteLine("not reached");
    }
}
