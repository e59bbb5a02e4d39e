// Structs have value semantics: assignment, argument passing and returning copy the value, so
// mutating a copy never affects the original. Covers locals, struct fields of classes and of
// structs (nested), static struct fields, arrays of structs, struct methods mutating `this`,
// structs holding references (strings, objects), default(S) and new S() (initobj), large
// structs passed to and returned from methods (also through many arguments).
using System;

struct Small { public byte B; public short S; }

struct Point
{
    public int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public void Shift(int d) { X += d; Y += d; }
    public Point Flipped() { return new Point(Y, X); }
    public string Show() { return "(" + X + "," + Y + ")"; }
}

struct Line
{
    public Point From, To;
    public string Label;
    public Line(Point a, Point b, string label) { From = a; To = b; Label = label; }
    public int Length2() { int dx = To.X - From.X, dy = To.Y - From.Y; return dx * dx + dy * dy; }
}

struct Big
{
    public long A, B, C, D;
    public double E;
    public Small F;
    public object G;
}

class Box
{
    public Point P;
    public Line L;
    public static Point Origin;
}

class StructCopySemantics
{
    static Point Mutate(Point p) { p.X = 999; p.Shift(1); return p; }
    static Big MakeBig(long seed)
    {
        Big b;
        b.A = seed; b.B = seed * 2; b.C = seed * 3; b.D = seed * 4; b.E = seed / 2.0;
        b.F.B = (byte)seed; b.F.S = (short)-seed; b.G = "seed " + seed;
        return b;
    }
    static long SumBig(Big b) { b.A = 0; return b.B + b.C + b.D + (long)b.E + b.F.B + b.F.S; }
    static long Many(int a, Point p, long b, Big big, Point q, int c, Line l, int d)
    {
        return a + p.X + p.Y + b + big.A + big.D + q.X * 10 + q.Y + c + l.Length2() + d;
    }

    static void Main()
    {
        var p = new Point(1, 2);
        Point q = p;
        q.X = 10;
        Console.WriteLine(p.Show() + " " + q.Show());
        Point r = Mutate(p);
        Console.WriteLine(p.Show() + " " + r.Show());
        p.Shift(5);
        Console.WriteLine(p.Show() + " " + p.Flipped().Show());

        var line = new Line(new Point(0, 0), new Point(3, 4), "first");
        Line copy = line;
        copy.To.X = 6;
        copy.Label = "second";
        Console.WriteLine(line.Length2() + " " + line.Label + " " + copy.Length2() + " " + copy.Label);

        var box = new Box();
        box.P = p;
        box.P.X = -1;
        Console.WriteLine(p.Show() + " " + box.P.Show());
        box.L = line;
        box.L.From.Y = -4;
        Console.WriteLine(line.Length2() + " " + box.L.Length2());
        Point fromBox = box.P;
        fromBox.Shift(100);
        Console.WriteLine(box.P.Show() + " " + fromBox.Show());
        Box.Origin = new Point(7, 7);
        Box.Origin.Shift(-7);
        Console.WriteLine(Box.Origin.Show());

        Point[] pts = new Point[4];
        for (int i = 0; i < pts.Length; i++) pts[i] = new Point(i, i * i);
        Point taken = pts[2];
        taken.X = 50;
        pts[3].Y = 77;
        pts[1].Shift(10);
        foreach (Point e in pts) Console.Write(e.Show());
        Console.WriteLine();
        Console.WriteLine(taken.Show());

        Big big = MakeBig(10);
        Big big2 = big;
        big2.F.B = 99;
        big2.G = null;
        Console.WriteLine(SumBig(big) + " " + big.A + " " + big.F.B + " " + big2.F.B + " " + big.G + " " + (big2.G == null));
        Console.WriteLine(Many(1, new Point(2, 3), 4, big, new Point(5, 6), 7, line, 8));

        Point d1 = default(Point);
        Point d2 = new Point();
        Small s = new Small();
        Console.WriteLine(d1.Show() + d2.Show() + s.B + s.S);
        p = default(Point);
        Console.WriteLine(p.Show());

        Line[] lines = new Line[2];
        lines[0] = line;
        lines[1].From.X = 5;
        lines[1].Label = "in array";
        lines[0].To.Y = 0;
        Console.WriteLine(lines[0].Length2() + " " + line.Length2() + " " + lines[1].Length2() + " " + lines[1].Label + " " + (lines[0].Label == line.Label));
    }
}
