// Classes with instance and static fields and constructors: field initialisers, constructor
// chaining (this(...)), default field values, static fields shared by all instances, objects
// stored in fields of other objects (a linked list), null fields, object identity (== and !=
// on class and object references), ldnull.
using System;

class Point
{
    public int X;
    public int Y;
    public long Stamp = 1000000000000L;     // field initialiser, runs in every constructor
    public static int Created;
    public static long TotalX;

    public Point() : this(-1, -1) { Console.WriteLine("Point() done"); }

    public Point(int x, int y)
    {
        X = x;
        Y = y;
        Created++;
        TotalX += x;
        Stamp += Created;
    }

    public int Sum() { return X + Y; }
    public void Move(int dx, int dy) { X += dx; Y += dy; }
}

class Defaults
{
    public bool B; public byte U8; public sbyte I8; public short I16; public ushort U16;
    public char C; public int I32; public uint U32; public long I64; public ulong U64;
    public float F32; public double F64; public string S; public object O; public Defaults Self;
}

class Node
{
    public int Value;
    public Node Next;
    public Node(int value, Node next) { Value = value; Next = next; }
}

class Mixed
{
    // fields of different sizes, interleaved: offsets must respect natural alignment
    public byte A; public long B; public byte C; public int D; public short E; public double F; public char G;
}

class ClassFieldsCtors
{
    static Point shared;

    static void Main()
    {
        var p = new Point(3, 4);
        Console.WriteLine(p.X); Console.WriteLine(p.Y); Console.WriteLine(p.Sum());
        Console.WriteLine(p.Stamp);
        p.Move(10, -20);
        Console.WriteLine(p.Sum());
        var q = new Point();
        Console.WriteLine(q.X + "," + q.Y);
        Console.WriteLine(Point.Created);
        Console.WriteLine(Point.TotalX);
        Console.WriteLine(q.Stamp);

        var d = new Defaults();
        Console.WriteLine(d.B); Console.WriteLine(d.U8); Console.WriteLine(d.I8); Console.WriteLine(d.I16);
        Console.WriteLine(d.U16); Console.WriteLine((int)d.C); Console.WriteLine(d.I32); Console.WriteLine(d.U32);
        Console.WriteLine(d.I64); Console.WriteLine(d.U64); Console.WriteLine(d.F32); Console.WriteLine(d.F64);
        Console.WriteLine(d.S == null); Console.WriteLine(d.O == null); Console.WriteLine(d.Self == null);
        d.Self = d;
        Console.WriteLine(d.Self == d);
        Console.WriteLine(d.Self.Self.Self == d);
        d.I8 = -5; d.U8 = 250; d.I16 = -30000; d.U16 = 65000; d.C = 'Z'; d.U32 = 4000000000; d.U64 = 18000000000000000000;
        d.F32 = 1.5f; d.F64 = -2.25; d.B = true; d.S = "text";
        Console.WriteLine(d.I8); Console.WriteLine(d.U8); Console.WriteLine(d.I16); Console.WriteLine(d.U16);
        Console.WriteLine(d.C); Console.WriteLine(d.U32); Console.WriteLine(d.U64); Console.WriteLine(d.F32);
        Console.WriteLine(d.F64); Console.WriteLine(d.B); Console.WriteLine(d.S);

        var m = new Mixed();
        m.A = 1; m.B = -2; m.C = 3; m.D = -4; m.E = -5; m.F = 6.5; m.G = 'g';
        Console.WriteLine(m.A + m.B + m.C + m.D + m.E);
        Console.WriteLine(m.F); Console.WriteLine(m.G);

        Node list = null;
        for (int i = 1; i <= 10; i++) list = new Node(i * i, list);
        long sum = 0; int count = 0;
        for (Node n = list; n != null; n = n.Next) { sum += n.Value; count++; }
        Console.WriteLine(count); Console.WriteLine(sum);

        shared = p;
        Console.WriteLine(shared == p);
        Console.WriteLine(shared != q);
        object os = shared, op = p, oq = q;
        Console.WriteLine(os == op);
        Console.WriteLine(op == oq);
        var p2 = new Point(3, 4);
        Console.WriteLine(p2 == new Point(3, 4));
        shared.X = 77;
        Console.WriteLine(p.X);
        shared = null;
        Console.WriteLine(shared == null);
        Console.WriteLine(Point.Created);
    }
}
