// Values of locals, arguments, ref parameters, fields and struct fields as a handler sees them:
// every assignment made in the try before the throw is visible in the catch, the filter, the
// finally and after the try statement; assignments after the throw point are not. Also in loops,
// where the values flow around the back edge through the handlers.
using System;

struct Pair { public int A; public long B; }

class Box { public int V; }

class ExceptionsLocalsState
{
    static int Step(int x)
    {
        if (x == 3) throw new InvalidOperationException("step " + x);
        return x + 1;
    }

    static void Refs(ref int r, Box b, int n)
    {
        try
        {
            r = 1; b.V = 1;
            r = Step(r); b.V = Step(b.V);
            r = Step(r + n); b.V = 99;
        }
        finally { Console.WriteLine("  Refs finally r=" + r + " b.V=" + b.V); }
    }

    static void Main()
    {
        int a = 0; long l = 0; double d = 0.5; string s = "s"; Pair p; p.A = 0; p.B = 0;
        try
        {
            a = Step(a); l = 10; d = 1.5; s = "t"; p.A = 1;
            a = Step(a); l = 20; p.B = 2;
            a = Step(a + 1); l = 30; d = 9.5; s = "never"; p.A = 9;
        }
        catch (InvalidOperationException e) when (a == 2 && l == 20)
        {
            Console.WriteLine("catch " + e.Message + " a=" + a + " l=" + l + " d=" + d + " s=" + s + " p=" + p.A + "," + p.B);
            a = 100;
        }
        finally { Console.WriteLine("finally a=" + a); a++; }
        Console.WriteLine("after a=" + a);

        int x = 0; Box box = new Box();
        try { Refs(ref x, box, 1); }
        catch (Exception e) { Console.WriteLine("Refs threw " + e.Message + " x=" + x + " box.V=" + box.V); }

        long acc = 0; int caught = 0, fin = 0, last = -1;
        for (int i = 0; i < 50; i++)
        {
            int v = i;
            try
            {
                v = i * 3;
                if (i % 7 == 0) throw new Exception("seven");
                v = v + 1;
                last = i;
            }
            catch (Exception) { caught++; acc += v * 1000; continue; }
            finally { fin++; acc += v; }
            acc -= 1;
        }
        Console.WriteLine("loop acc=" + acc + " caught=" + caught + " fin=" + fin + " last=" + last);
    }
}
