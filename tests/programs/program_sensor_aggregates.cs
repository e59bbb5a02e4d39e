// A sensor log summarised by generic algorithms over value types: constrained calls on a
// struct through `ref T` and by value run the struct's own method on the value itself when it
// implements the interface explicitly (void IAccumulator.Add), when the method is generic
// (TOut IProjector<double>.Project<TOut>) and on a struct enumerator driven through
// IEnumerator<T>; a boxed copy keeps its own state; a readonly field is copied first; the
// collections (List<T>.Sort, HashSet, Dictionary, LINQ) use a struct's explicit
// IComparable<T>/IEquatable<T>.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

interface IAccumulator { void Add(double x); int Count { get; } double Result { get; } }
interface IProjector<TIn> { TOut Project<TOut>(TIn x, Func<TIn, TOut> f); int Calls { get; } }

struct MeanAcc : IAccumulator {
    double sum; int n;
    void IAccumulator.Add(double x) { sum += x; n++; }
    int IAccumulator.Count { get { return n; } }
    double IAccumulator.Result { get { return n == 0 ? 0 : sum / n; } }
}

struct MaxAcc : IAccumulator {
    double max; int n;
    public void Add(double x) { if (n == 0 || x > max) max = x; n++; }
    public int Count { get { return n; } }
    public double Result { get { return max; } }
}

struct CountingProjector : IProjector<double> {
    int calls;
    TOut IProjector<double>.Project<TOut>(double x, Func<double, TOut> f) { calls++; return f(x); }
    public int Calls { get { return calls; } }
}

struct Reading : IComparable<Reading>, IEquatable<Reading> {
    public string Sensor; public int Minute; public double Value;
    int IComparable<Reading>.CompareTo(Reading o) {
        int c = string.CompareOrdinal(Sensor, o.Sensor);
        return c != 0 ? c : Minute.CompareTo(o.Minute);
    }
    bool IEquatable<Reading>.Equals(Reading o) { return Sensor == o.Sensor && Minute == o.Minute; }
    public override bool Equals(object o) { return o is Reading && ((IEquatable<Reading>)this).Equals((Reading)o); }
    public override int GetHashCode() { return Sensor.GetHashCode() * 31 + Minute; }
    public override string ToString() { return Sensor + "@" + Minute + "=" + Value.ToString("F1"); }
}

struct Window : IEnumerable<double> {
    readonly double[] data; readonly int from, to;
    public Window(double[] d, int f, int t) { data = d; from = f; to = t; }
    public Enumerator GetEnumerator() { return new Enumerator(data, from, to); }
    IEnumerator<double> IEnumerable<double>.GetEnumerator() { return GetEnumerator(); }
    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    public struct Enumerator : IEnumerator<double> {
        readonly double[] data; int i; readonly int to;
        public Enumerator(double[] d, int f, int t) { data = d; i = f - 1; to = t; }
        double IEnumerator<double>.Current { get { return data[i]; } }
        object IEnumerator.Current { get { return data[i]; } }
        bool IEnumerator.MoveNext() { return ++i < to; }
        void IEnumerator.Reset() { }
        void IDisposable.Dispose() { }
    }
}

class Summary<TAcc> where TAcc : IAccumulator, new() {
    readonly TAcc frozen = new TAcc();
    TAcc live = new TAcc();
    public void Feed(double x) { live.Add(x); frozen.Add(x); }
    public string Report() { return live.Count + " readings, " + live.Result.ToString("F2") + " (frozen " + frozen.Count + ")"; }
}

static class Stats {
    public static void FeedAll<TAcc>(ref TAcc acc, IEnumerable<double> xs) where TAcc : IAccumulator {
        foreach (var x in xs) acc.Add(x);
    }
    public static double Consume<TAcc>(TAcc acc, double x) where TAcc : IAccumulator { acc.Add(x); return acc.Result; }
    public static double Drain<E>(E e) where E : IEnumerator<double> {
        double s = 0;
        for (int guard = 0; guard < 1000 && e.MoveNext(); guard++) s += e.Current;
        return s;
    }
    public static List<TOut> ProjectAll<P, TOut>(ref P p, IEnumerable<double> xs, Func<double, TOut> f)
        where P : IProjector<double> {
        var outs = new List<TOut>();
        foreach (var x in xs) outs.Add(p.Project(x, f));
        return outs;
    }
}

static class Program {
    static void Main() {
        var log = new List<Reading>();
        string[] sensors = { "north", "east", "south" };
        var rnd = new Random(7);
        for (int m = 0; m < 6; m++)
            foreach (var s in sensors)
                log.Add(new Reading { Sensor = s, Minute = (m * 7) % 6, Value = Math.Round(rnd.NextDouble() * 40 - 5, 1) });
        log.Add(new Reading { Sensor = "east", Minute = 2, Value = 99 });   // a duplicate key

        log.Sort();
        Console.WriteLine(string.Join(" ", log.Take(5)));
        Console.WriteLine("distinct " + log.Distinct().Count() + " of " + log.Count + ", set " + new HashSet<Reading>(log).Count
                          + ", max " + log.Max() + ", index " + log.IndexOf(new Reading { Sensor = "south", Minute = 3 }));

        foreach (var g in log.GroupBy(r => r.Sensor).OrderBy(g => g.Key)) {
            var mean = new MeanAcc();
            Stats.FeedAll(ref mean, g.Select(r => r.Value));
            var max = new MaxAcc();
            Stats.FeedAll(ref max, g.Select(r => r.Value));
            IAccumulator m = mean;
            Console.WriteLine(g.Key + ": mean " + m.Result.ToString("F2") + " over " + m.Count + ", max " + max.Result
                              + " over " + max.Count + ", one more by value " + Stats.Consume(max, 1000) + " (still " + max.Count + ")");
        }

        var values = log.Select(r => r.Value).ToArray();
        var w = new Window(values, 2, 8);
        Console.WriteLine("window sum " + Stats.Drain(w.GetEnumerator()).ToString("F1") + " linq " + w.Sum().ToString("F1")
                          + " count " + w.Count());

        var proj = new CountingProjector();
        var labels = Stats.ProjectAll(ref proj, values.Take(4), v => v > 15 ? "warm" : "cold");
        var rounded = Stats.ProjectAll(ref proj, values.Take(3), v => (int)Math.Round(v));
        Console.WriteLine(string.Join(",", labels) + " " + string.Join(",", rounded) + " calls " + proj.Calls);
        IProjector<double> boxed = proj;
        boxed.Project(1.0, v => v);
        Console.WriteLine("boxed " + boxed.Calls + " original " + proj.Calls);

        var summary = new Summary<MeanAcc>();
        foreach (var r in log.Where(r => r.Sensor == "north")) summary.Feed(r.Value);
        Console.WriteLine(summary.Report());

        var byKey = log.GroupBy(r => r).ToDictionary(g => g.Key, g => g.Count());
        Console.WriteLine(string.Join(" ", byKey.Where(kv => kv.Value > 1).Select(kv => kv.Key.Sensor + kv.Key.Minute + "x" + kv.Value)));
    }
}
