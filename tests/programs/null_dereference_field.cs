// Reading a field through a null reference: NullReferenceException, uncaught (Mono: exit code 1).
// The output printed before must appear.
using System;

class Node { public int Value; public Node Next; }

class NullDereferenceField
{
    static void Main()
    {
        var n = new Node();
        n.Value = 5;
        Console.WriteLine(n.Value);
        Console.WriteLine("reading n.Next.Value");
        Console.WriteLine(n.Next.Value);
        Console.WriteLine("not reached");
    }
}
