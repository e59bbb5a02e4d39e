// Copying a struct-typed field out of a null reference (ldfld of a value type):
// NullReferenceException, uncaught (Mono: exit code 1).
using System;

struct Point { public int X, Y; }

class Shape { public Point Origin; public Shape Next; }

class NullDereferenceStructField
{
    static void Main()
    {
        var s = new Shape();
        s.Origin.X = 3;
        Point p = s.Origin;
        Console.WriteLine(p.X + "," + p.Y);
        Point q = s.Next.Origin;
        Console.WriteLine("not reached " + q.X);
    }
}
