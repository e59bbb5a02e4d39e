// dispatch (written here): virtual and interface calls over a class hierarchy. Shapes of five
// classes (an abstract base, overrides two levels deep, one sealed) sit in one array in a
// fixed pseudo-random order, so no call site sees one type; each round calls an abstract
// method, a virtual one some classes override, and an interface method, and moves each shape
// through its interface. Argument: the number of rounds.
using System;

interface IMovable
{
    void Move(int dx, int dy);
    int Weight();
}

abstract class Shape : IMovable
{
    protected int x, y;
    protected Shape(int x, int y) { this.x = x; this.y = y; }
    public abstract long Area();
    public virtual long Perimeter() { return 0; }
    public virtual void Move(int dx, int dy) { x += dx; y += dy; }
    public virtual int Weight() { return 1; }
    public int Position() { return x * 31 + y; }
}

class Rect : Shape
{
    protected int w, h;
    public Rect(int x, int y, int w, int h) : base(x, y) { this.w = w; this.h = h; }
    public override long Area() { return (long)w * h; }
    public override long Perimeter() { return 2L * (w + h); }
}

sealed class Square : Rect
{
    public Square(int x, int y, int s) : base(x, y, s, s) { }
    public override long Perimeter() { return 4L * w; }
    public override int Weight() { return 2; }
}

class Circle : Shape
{
    int r;
    public Circle(int x, int y, int r) : base(x, y) { this.r = r; }
    public override long Area() { return 314L * r * r / 100; }
    public override void Move(int dx, int dy) { x += dy; y += dx; }
}

class Triangle : Shape
{
    int b, h;
    public Triangle(int x, int y, int b, int h) : base(x, y) { this.b = b; this.h = h; }
    public override long Area() { return (long)b * h / 2; }
    public override long Perimeter() { return 3L * b; }
    public override int Weight() { return 3; }
}

class Dot : Shape
{
    public Dot(int x, int y) : base(x, y) { }
    public override long Area() { return 0; }
    public override void Move(int dx, int dy) { x -= dx; y -= dy; }
}

class Dispatch
{
    static void Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0]) : 100;
        var shapes = new Shape[1000];
        uint seed = 12345;
        for (int i = 0; i < shapes.Length; i++) {
            seed = seed * 1103515245 + 12345;
            int k = (int)(seed >> 16) % 5, a = i % 17 + 1, b = i % 13 + 1;
            switch (k) {
                case 0: shapes[i] = new Rect(i, -i, a, b); break;
                case 1: shapes[i] = new Square(-i, i, a); break;
                case 2: shapes[i] = new Circle(i, i, b); break;
                case 3: shapes[i] = new Triangle(-i, -i, a, b); break;
                default: shapes[i] = new Dot(i, 0); break;
            }
        }
        long area = 0, perimeter = 0, weight = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < shapes.Length; i++) {
                Shape s = shapes[i];
                area += s.Area();
                perimeter += s.Perimeter();
                IMovable m = s;
                m.Move(r & 3, 1 - (r & 1));
                weight += m.Weight();
            }
        }
        long position = 0;
        foreach (Shape s in shapes) position += s.Position();
        Console.WriteLine("area " + area + " perimeter " + perimeter + " weight " + weight + " position " + position);
    }
}
