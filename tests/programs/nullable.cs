using System;
struct Pt { public int X; public Pt(int x) { X = x; } public override string ToString() { return "Pt" + X; } }
class Program {
    static int? Half(int x) { if (x % 2 == 0) return x / 2; return null; }
    static void Main() {
        int? a = 5, b = null;
        Console.WriteLine(a.HasValue + " " + b.HasValue + " " + a.Value + " " + a.GetValueOrDefault() + " " + b.GetValueOrDefault() + " " + b.GetValueOrDefault(7));
        Console.WriteLine((a ?? 0) + " " + (b ?? -1));
        int? c = a + 1, d = a + b; Console.WriteLine(c + "|" + d + "|" + (d == null) + " " + (a > 3) + " " + (b > 3) + " " + (a == 5) + " " + (b == null));
        object oa = a, ob = b; Console.WriteLine((oa == null) + " " + (ob == null) + " " + oa + " " + oa.GetType().Name);
        int? back = (int?)oa, back2 = (int?)ob; Console.WriteLine(back + " " + back2.HasValue);
        try { Console.WriteLine(b.Value); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        double? dd = 2.5; dd *= 2; Console.WriteLine(dd);
        Pt? p = new Pt(3); Console.WriteLine(p + " " + p.Value.X + " " + (p.HasValue ? "yes" : "no"));
        Console.WriteLine(Half(4) + " " + Half(3).HasValue + " " + a.Equals(5) + " " + b.Equals(null) + " " + a.ToString() + "[" + b.ToString() + "]");
        bool? t = true, n = null; Console.WriteLine((t & n) + " " + (t | n) + " " + (n == null));
        long? L = a; Console.WriteLine(L * 1000000000000L);
        int i = (int)a; Console.WriteLine(i);
    }
}
