using System;

class Stack<T> {
    T[] items = new T[2];
    int count;
    public static int Made;
    static Stack() { Console.WriteLine("Stack cctor for " + typeof(T).Name); }
    public Stack() { Made++; }
    public void Push(T x) {
        if (count == items.Length) {
            T[] bigger = new T[count * 2];
            for (int i = 0; i < count; i++) bigger[i] = items[i];
            items = bigger;
        }
        items[count++] = x;
    }
    public T Pop() { return items[--count]; }
    public T Peek() { return items[count - 1]; }
    public int Count { get { return count; } }
    public bool IsEmpty { get { return count == 0; } }
}

struct Pair<A, B> {
    public A First;
    public B Second;
    public Pair(A a, B b) { First = a; Second = b; }
    public Pair<B, A> Swapped() { return new Pair<B, A>(Second, First); }
    public override string ToString() { return "(" + First + ", " + Second + ")"; }
}

struct Point { public int X, Y; public Point(int x, int y) { X = x; Y = y; }
    public override string ToString() { return X + ":" + Y; } }

class Box<T> {
    public T Value;
    public Box(T v) { Value = v; }
    public virtual string Describe() { return "Box(" + Value + ")"; }
    public class Inner { public T Held; public string Show() { return "inner " + Held; } }
}

class LabeledBox<T> : Box<T> {
    string label;
    public LabeledBox(string label, T v) : base(v) { this.label = label; }
    public override string Describe() { return label + ":" + base.Describe(); }
}

class IntBox : Box<int> {
    public IntBox(int v) : base(v) { }
    public override string Describe() { return "IntBox " + (Value * 2); }
}

class Counter<T> { public static int Hits; public static T Last; }

class Node<T> {
    public T Value; public Node<T> Next;
    public Node(T v, Node<T> next) { Value = v; Next = next; }
}

class LinkedStack<T> {
    Node<T> head;
    public void Push(T v) { head = new Node<T>(v, head); }
    public int Sum(Func2<T, int> f) { int s = 0; for (var n = head; n != null; n = n.Next) s += f.Call(n.Value); return s; }
}

abstract class Func2<A, R> { public abstract R Call(A a); }
class Len : Func2<string, int> { public override int Call(string s) { return s.Length; } }
class Twice : Func2<int, int> { public override int Call(int x) { return 2 * x; } }

class Program {
    static void Main() {
        var si = new Stack<int>();
        for (int i = 0; i < 10; i++) si.Push(i * i);
        while (!si.IsEmpty) Console.Write(si.Pop() + " ");
        Console.WriteLine();
        var sl = new Stack<long>(); sl.Push(1L << 40); sl.Push(-5L); Console.WriteLine(sl.Pop() + sl.Pop());
        var sd = new Stack<double>(); sd.Push(0.5); sd.Push(0.25); sd.Push(3.0); Console.WriteLine(sd.Pop() * sd.Pop() + sd.Peek());
        var sf = new Stack<float>(); sf.Push(1.5f); Console.WriteLine(sf.Pop());
        var sb = new Stack<byte>(); sb.Push(200); sb.Push(100); Console.WriteLine(sb.Pop() + sb.Pop());
        var ss = new Stack<string>(); ss.Push("a"); ss.Push(null); ss.Push("c");
        Console.WriteLine(ss.Pop() + "|" + (ss.Pop() == null) + "|" + ss.Pop());
        var sp = new Stack<Point>(); sp.Push(new Point(1, 2)); sp.Push(new Point(3, 4)); sp.Push(new Point(5, 6));
        Console.WriteLine(sp.Pop() + " " + sp.Pop() + " " + sp.Count);
        var spair = new Stack<Pair<long, string>>();
        spair.Push(new Pair<long, string>(7L, "seven"));
        Console.WriteLine(spair.Peek() + " " + spair.Pop().Swapped());
        Console.WriteLine(Stack<int>.Made + " " + Stack<string>.Made + " " + Stack<Point>.Made);
        new Stack<int>();
        Console.WriteLine(Stack<int>.Made);

        Box<string> b1 = new LabeledBox<string>("L", "hello");
        Box<int> b2 = new IntBox(21);
        Box<double> b3 = new Box<double>(2.5);
        Console.WriteLine(b1.Describe()); Console.WriteLine(b2.Describe()); Console.WriteLine(b3.Describe());
        var inner = new Box<char>.Inner(); inner.Held = 'z'; Console.WriteLine(inner.Show());

        Counter<int>.Hits++; Counter<int>.Hits++; Counter<string>.Hits += 10;
        Counter<string>.Last = "last"; Counter<Point>.Last = new Point(9, 9);
        Console.WriteLine(Counter<int>.Hits + " " + Counter<string>.Hits + " " + Counter<string>.Last + " " + Counter<Point>.Last + " " + Counter<double>.Last);

        var ls = new LinkedStack<string>(); ls.Push("ab"); ls.Push("cde"); Console.WriteLine(ls.Sum(new Len()));
        var li = new LinkedStack<int>(); li.Push(4); li.Push(5); Console.WriteLine(li.Sum(new Twice()));

        object o = spair;
        Console.WriteLine((o is Stack<Pair<long, string>>) + " " + (o is Stack<int>) + " " + (o as Stack<string> == null));
        Console.WriteLine(si.GetType().Name + " " + si + " " + new Pair<int, string>(1, "z").ToString());
        object boxed = new Pair<int, double>(3, 0.5);
        Pair<int, double> back = (Pair<int, double>)boxed;
        Console.WriteLine(back.First + back.Second);
    }
}
