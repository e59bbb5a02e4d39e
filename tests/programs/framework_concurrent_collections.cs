// System.Collections.Concurrent on one thread (ConcurrentDictionary's static constructor asks
// Type.GetTypeCode whether its values are written atomically), and Type.GetTypeCode itself.
using System;
using System.Collections.Concurrent;
using System.Linq;

enum Small : byte { A, B }
struct Point { public int X; }

class Program {
    static void Main() {
        var cd = new ConcurrentDictionary<string, int>();
        Console.WriteLine(cd.TryAdd("a", 1) + " " + cd.TryAdd("a", 2));
        Console.WriteLine(cd.AddOrUpdate("a", 5, (k, v) => v + 10) + " " + cd.AddOrUpdate("b", 5, (k, v) => v + 10));
        Console.WriteLine(cd.GetOrAdd("c", k => k.Length * 7) + " " + cd.GetOrAdd("c", 99));
        Console.WriteLine(cd.TryRemove("b", out int removed) + " " + removed + " " + cd.TryUpdate("a", 0, 11) + " " + cd["a"]);
        Console.WriteLine(string.Join(",", cd.OrderBy(kv => kv.Key).Select(kv => kv.Key + "=" + kv.Value)) + " " + cd.Count);
        var cdl = new ConcurrentDictionary<long, double>();
        cdl[1] = 0.5; cdl[2] = 1.5;
        Console.WriteLine(cdl.Values.Sum() + " " + cdl.ContainsKey(2));
        var q = new ConcurrentQueue<int>(Enumerable.Range(1, 5));
        q.Enqueue(6);
        Console.WriteLine(q.TryDequeue(out int first) + " " + first + " " + q.TryPeek(out int next) + " " + next + " " + q.Count);
        var s = new ConcurrentStack<string>();
        s.Push("x"); s.PushRange(new[] { "y", "z" });
        Console.WriteLine(s.TryPop(out string top) + " " + top + " " + string.Join("", s.ToArray()));
        foreach (var t in new[] { typeof(bool), typeof(char), typeof(sbyte), typeof(byte), typeof(short),
                                  typeof(ushort), typeof(int), typeof(uint), typeof(long), typeof(ulong),
                                  typeof(float), typeof(double), typeof(decimal), typeof(DateTime),
                                  typeof(string), typeof(DBNull), typeof(object), typeof(Point),
                                  typeof(Small), typeof(DayOfWeek), typeof(int[]), typeof(IntPtr), typeof(Program) })
            Console.WriteLine(t.Name + " " + Type.GetTypeCode(t));
        Console.WriteLine(Type.GetTypeCode(null));
        Console.WriteLine(Convert.GetTypeCode(3.5) + " " + ((IConvertible)Small.B).GetTypeCode());
    }
}
