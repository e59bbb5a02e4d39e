// An ordinary program: a generic binary search tree and a binary-heap priority queue over
// IComparable<T> and IComparer<T>, with iterators (in-order, level order, yield break), LINQ
// over them, IComparer classes passed to Sort and SortedSet, Array.Sort with keys and items,
// List.BinarySearch, a Dictionary with a custom IEqualityComparer, indexers, operator
// overloading with implicit/explicit conversions, params arrays, optional and named arguments.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

class Tree<T> : IEnumerable<T> where T : IComparable<T>
{
    class Node { public T Value; public Node Left, Right; public int Count = 1; }
    Node root;
    public int Count { get; private set; }

    public bool Add(T value)
    {
        if (root == null) { root = new Node { Value = value }; Count++; return true; }
        Node n = root;
        while (true)
        {
            int c = value.CompareTo(n.Value);
            if (c == 0) { n.Count++; return false; }
            Node next = c < 0 ? n.Left : n.Right;
            if (next == null)
            {
                if (c < 0) n.Left = new Node { Value = value }; else n.Right = new Node { Value = value };
                Count++;
                return true;
            }
            n = next;
        }
    }

    public void AddRange(params T[] values) { foreach (T v in values) Add(v); }

    public int Height { get { return HeightOf(root); } }
    static int HeightOf(Node n) { return n == null ? 0 : 1 + Math.Max(HeightOf(n.Left), HeightOf(n.Right)); }

    public IEnumerator<T> GetEnumerator()
    {
        var stack = new Stack<Node>();
        Node n = root;
        while (n != null || stack.Count > 0)
        {
            while (n != null) { stack.Push(n); n = n.Left; }
            n = stack.Pop();
            for (int i = 0; i < n.Count; i++) yield return n.Value;
            n = n.Right;
        }
    }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

    public IEnumerable<T> LevelOrder(int maxLevels = int.MaxValue)
    {
        if (root == null) yield break;
        var q = new Queue<KeyValuePair<Node, int>>();
        q.Enqueue(new KeyValuePair<Node, int>(root, 0));
        while (q.Count > 0)
        {
            var kv = q.Dequeue();
            if (kv.Value >= maxLevels) yield break;
            yield return kv.Key.Value;
            if (kv.Key.Left != null) q.Enqueue(new KeyValuePair<Node, int>(kv.Key.Left, kv.Value + 1));
            if (kv.Key.Right != null) q.Enqueue(new KeyValuePair<Node, int>(kv.Key.Right, kv.Value + 1));
        }
    }

    public T this[int index] { get { return this.ElementAt(index); } }
}

class PriorityQueue<T>
{
    readonly List<T> heap = new List<T>();
    readonly IComparer<T> comparer;
    public PriorityQueue(IComparer<T> comparer = null) { this.comparer = comparer ?? Comparer<T>.Default; }
    public int Count { get { return heap.Count; } }
    public void Push(T item)
    {
        heap.Add(item);
        int i = heap.Count - 1;
        while (i > 0)
        {
            int parent = (i - 1) / 2;
            if (comparer.Compare(heap[i], heap[parent]) >= 0) break;
            T t = heap[i]; heap[i] = heap[parent]; heap[parent] = t;
            i = parent;
        }
    }
    public T Pop()
    {
        if (heap.Count == 0) throw new InvalidOperationException("queue is empty");
        T top = heap[0];
        heap[0] = heap[heap.Count - 1];
        heap.RemoveAt(heap.Count - 1);
        int i = 0;
        while (true)
        {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < heap.Count && comparer.Compare(heap[l], heap[m]) < 0) m = l;
            if (r < heap.Count && comparer.Compare(heap[r], heap[m]) < 0) m = r;
            if (m == i) break;
            T t = heap[i]; heap[i] = heap[m]; heap[m] = t;
            i = m;
        }
        return top;
    }
}

struct Money : IComparable<Money>, IEquatable<Money>
{
    readonly long cents;
    public Money(long cents) { this.cents = cents; }
    public static implicit operator Money(int units) { return new Money(units * 100L); }
    public static explicit operator decimal(Money m) { return m.cents / 100m; }
    public static explicit operator Money(decimal d) { return new Money((long)Math.Round(d * 100)); }
    public static Money operator +(Money a, Money b) { return new Money(a.cents + b.cents); }
    public static Money operator -(Money a) { return new Money(-a.cents); }
    public static Money operator *(Money a, int k) { return new Money(a.cents * k); }
    public static bool operator ==(Money a, Money b) { return a.cents == b.cents; }
    public static bool operator !=(Money a, Money b) { return a.cents != b.cents; }
    public static bool operator <(Money a, Money b) { return a.cents < b.cents; }
    public static bool operator >(Money a, Money b) { return a.cents > b.cents; }
    public int CompareTo(Money other) { return cents.CompareTo(other.cents); }
    public bool Equals(Money other) { return cents == other.cents; }
    public override bool Equals(object o) { return o is Money && Equals((Money)o); }
    public override int GetHashCode() { return cents.GetHashCode(); }
    public override string ToString() { return ((decimal)this).ToString("0.00"); }
}

class Job
{
    public string Name; public int Priority;
    public override string ToString() { return Name + "(" + Priority + ")"; }
}

class ByPriorityThenName : IComparer<Job>
{
    public int Compare(Job a, Job b)
    {
        int c = b.Priority.CompareTo(a.Priority);
        return c != 0 ? c : string.CompareOrdinal(a.Name, b.Name);
    }
}

class LengthComparer : IComparer<string>
{
    public int Compare(string a, string b) { return a.Length != b.Length ? a.Length - b.Length : string.Compare(a, b, StringComparison.Ordinal); }
}

class CaseAndSpaceInsensitive : IEqualityComparer<string>
{
    static string Norm(string s) { return s.Replace(" ", "").ToUpperInvariant(); }
    public bool Equals(string a, string b) { return Norm(a) == Norm(b); }
    public int GetHashCode(string s) { return Norm(s).GetHashCode(); }
}

class Program
{
    static string Describe(string what, int count = 1, string unit = "item", bool plural = true)
    {
        return string.Format("{0}: {1} {2}{3}", what, count, unit, plural && count != 1 ? "s" : "");
    }

    static int Sum(params int[] xs) { int s = 0; foreach (int x in xs) s += x; return s; }

    static void Main()
    {
        var tree = new Tree<int>();
        tree.AddRange(50, 30, 70, 20, 40, 60, 80, 30, 65, 10);
        Console.WriteLine("count {0}, height {1}, in order: {2}", tree.Count, tree.Height, string.Join(" ", tree));
        Console.WriteLine("levels: " + string.Join(" ", tree.LevelOrder()) + " | two levels: " + string.Join(" ", tree.LevelOrder(2)));
        Console.WriteLine("tree[3]={0} sum={1} evens={2} max={3}", tree[3], tree.Sum(), string.Join(",", tree.Where(x => x % 20 == 0)), tree.Max());
        var words = new Tree<string>();
        foreach (string w in "pear apple fig banana apple cherry date fig fig".Split(' ')) words.Add(w);
        Console.WriteLine(string.Join(",", words) + " distinct " + words.Count + " groups " + string.Join(" ", words.GroupBy(w => w).Select(g => g.Key + "x" + g.Count())));

        var jobs = new PriorityQueue<Job>(new ByPriorityThenName());
        foreach (var j in new[] { new Job { Name = "build", Priority = 2 }, new Job { Name = "test", Priority = 2 }, new Job { Name = "deploy", Priority = 1 }, new Job { Name = "fix", Priority = 5 }, new Job { Name = "alpha", Priority = 2 } })
            jobs.Push(j);
        var order = new List<string>();
        while (jobs.Count > 0) order.Add(jobs.Pop().ToString());
        Console.WriteLine(string.Join(" > ", order));
        try { jobs.Pop(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var ints = new PriorityQueue<int>();
        foreach (int x in new[] { 5, 3, 9, 1, 7, 3 }) ints.Push(x);
        while (ints.Count > 0) Console.Write(ints.Pop() + " ");
        Console.WriteLine();
        var rev = new PriorityQueue<string>(Comparer<string>.Create((a, b) => string.CompareOrdinal(b, a)));
        foreach (string s in new[] { "m", "z", "a", "q" }) rev.Push(s);
        Console.WriteLine(rev.Pop() + rev.Pop() + rev.Pop() + rev.Pop());

        Money price = 3;
        Money total = price * 4 + (Money)2.456m + -(Money)0.5m;
        Console.WriteLine("money {0} {1} {2} {3} {4}", total, (decimal)total, total > price, total == (Money)(decimal)total, new[] { (Money)5, 1, (Money)2.5m }.Max());
        var wallet = new Dictionary<Money, string> { { 1, "one" }, { (Money)0.25m, "quarter" } };
        Console.WriteLine(wallet[(Money)1.00m] + " " + wallet.ContainsKey(new Money(25)) + " " + wallet.ContainsKey(2));

        var names = new List<string> { "delta", "al", "charlie", "bo", "echo", "ab", "foxtrot" };
        names.Sort(new LengthComparer());
        Console.WriteLine(string.Join(" ", names) + " | " + names.BinarySearch("echo", new LengthComparer()) + " " + names.BinarySearch("zz", new LengthComparer()));
        names.Sort();
        Console.WriteLine(string.Join(" ", names) + " | " + names.BinarySearch("charlie") + " " + ~names.BinarySearch("c"));
        var sorted = new SortedSet<string>(names, new LengthComparer());
        Console.WriteLine(string.Join(" ", sorted) + " min " + sorted.Min + " max " + sorted.Max + " view " + string.Join(",", sorted.GetViewBetween("bo", "echo")));
        var byLen = new SortedDictionary<int, List<string>>(Comparer<int>.Create((a, b) => b.CompareTo(a)));
        foreach (string n in names) { List<string> l; if (!byLen.TryGetValue(n.Length, out l)) byLen[n.Length] = l = new List<string>(); l.Add(n); }
        foreach (var kv in byLen) Console.Write(kv.Key + "=" + string.Join("+", kv.Value) + " ");
        Console.WriteLine();

        int[] keys = { 3, 1, 2, 1, 3 };
        string[] items = { "c1", "a1", "b", "a2", "c2" };
        Array.Sort(keys, items);
        Console.WriteLine(string.Join(",", keys) + " " + string.Join(",", items));
        string[] arr = { "Banana", "apple", "Cherry", "apple2" };
        Array.Sort(arr, StringComparer.OrdinalIgnoreCase);
        Console.WriteLine(string.Join(",", arr) + " " + Array.BinarySearch(arr, "CHERRY", StringComparer.OrdinalIgnoreCase) + " " + Array.IndexOf(arr, "apple"));
        Array.Sort(arr, (a, b) => b.Length.CompareTo(a.Length));
        Console.WriteLine(string.Join(",", arr));

        var set = new HashSet<string>(new CaseAndSpaceInsensitive()) { "New York", "new york", "NEWYORK", "Boston", "bos ton" };
        Console.WriteLine(set.Count + " " + set.Contains("newyork") + " " + string.Join("|", set));
        var dict = new Dictionary<string, int>(new CaseAndSpaceInsensitive());
        foreach (string c in new[] { "A b", "ab", "AB ", "c" }) { int v; dict.TryGetValue(c, out v); dict[c] = v + 1; }
        foreach (var kv in dict) Console.Write("[" + kv.Key + "]=" + kv.Value + " ");
        Console.WriteLine();
        var lookup = names.ToLookup(n => n[0]);
        Console.WriteLine(string.Join(" ", lookup.Select(g => g.Key + ":" + g.Count())) + " " + lookup.Contains('z') + " " + lookup['a'].First());

        Console.WriteLine(Describe("apples", 3));
        Console.WriteLine(Describe("box"));
        Console.WriteLine(Describe(count: 2, what: "crate", plural: false));
        Console.WriteLine(Describe("milk", unit: "litre", count: 0));
        Console.WriteLine(Sum() + " " + Sum(1) + " " + Sum(1, 2, 3) + " " + Sum(new[] { 4, 5 }));

        // closures over loop variables, nested
        var actions = new List<Func<int>>();
        for (int i = 0; i < 3; i++)
        {
            int copy = i;
            foreach (int k in new[] { 10, 20 })
                actions.Add(() => copy * 100 + k + i);
        }
        Console.WriteLine(string.Join(",", actions.Select(f => f())));
        Func<int, Func<int, int>> adder = x => y => x + y;
        var add5 = adder(5);
        int counter = 0;
        Action bump = () => counter += add5(1);
        bump(); bump();
        Console.WriteLine(counter + " " + adder(2)(3));
    }
}
