// NullReferenceException raised by the generated code and the runtime, caught: field load and
// store, instance, virtual and interface calls, ldlen, array element load, store and address
// through a null array, string members on a null string, unboxing null, GetType() and ToString()
// on null, `throw null`. Each case prints the exception's type and message. (Mono's message has
// no final period, except when the null object is reached through ldflda: n.Pos.X, ref n.Value.)
using System;

interface IShape { int Area(); }
struct Point { public int X, Y; }

class Node : IShape
{
    public int Value;
    public Point Pos;
    public Node Next;
    public int Get() { return Value; }
    public virtual int Virt() { return Value + 1; }
    public int Area() { return 0; }
}

class ExceptionsNullReference
{
    static int count;

    static void Bump(ref int r) { r++; }

    static void Run(int k)
    {
        Node n = null; int[] a = null; string s = null; object o = null; IShape sh = null;
        Node[] nodes = new Node[1];
        try
        {
            int r = 0;
            switch (k)
            {
                case 0: r = n.Value; break;
                case 1: n.Value = 5; break;
                case 2: r = n.Get(); break;
                case 3: r = n.Virt(); break;
                case 4: r = sh.Area(); break;
                case 5: r = a.Length; break;
                case 6: r = a[0]; break;
                case 7: a[0] = 1; break;
                case 8: Bump(ref a[0]); break;
                case 9: r = s.Length; break;
                case 10: r = s[0]; break;
                case 11: s = s.Substring(1); break;
                case 12: r = (int)o; break;
                case 13: s = o.GetType().Name; break;
                case 14: s = o.ToString(); break;
                case 15: throw null;
                case 16: r = nodes[0].Pos.X; break;
                case 17: r = new Node().Next.Next.Value; break;
                case 18: r = o.GetHashCode(); break;
                case 19: Bump(ref n.Value); break;
                case 20: n.Pos.X = 2; break;
                default: Console.WriteLine(k + ": no exception"); return;
            }
            Console.WriteLine(k + ": WRONG, got " + r);
        }
        catch (NullReferenceException e)
        {
            count++;
            Console.WriteLine(k + ": " + e.GetType().Name + ": " + e.Message);
        }
    }

    static void Main()
    {
        for (int k = 0; k < 22; k++) Run(k);
        Console.WriteLine("caught " + count);
    }
}
