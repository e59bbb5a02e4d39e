// A money struct: user operators lifted to nullable, implicit/explicit conversions, this-assignment through boxed interfaces, readonly field copies, large structs by value.
using System;
using System.Collections.Generic;
interface IMut { void Bump(); int Get(); }
struct Money : IEquatable<Money>, IComparable<Money>, IMut {
    public readonly long Cents;
    public Money(long c) { Cents = c; }
    public Money(int d, int c) : this(d * 100L + c) { }
    public static Money operator +(Money a, Money b) { return new Money(a.Cents + b.Cents); }
    public static Money operator -(Money a) { return new Money(-a.Cents); }
    public static Money operator *(Money a, int k) { return new Money(a.Cents * k); }
    public static bool operator ==(Money a, Money b) { return a.Cents == b.Cents; }
    public static bool operator !=(Money a, Money b) { return !(a == b); }
    public static bool operator <(Money a, Money b) { return a.Cents < b.Cents; }
    public static bool operator >(Money a, Money b) { return a.Cents > b.Cents; }
    public static Money operator ++(Money a) { return new Money(a.Cents + 1); }
    public static implicit operator Money(int d) { return new Money(d * 100L); }
    public static explicit operator double(Money m) { return m.Cents / 100.0; }
    public bool Equals(Money o) { return Cents == o.Cents; }
    public override bool Equals(object o) { return o is Money && Equals((Money)o); }
    public override int GetHashCode() { return Cents.GetHashCode(); }
    public int CompareTo(Money o) { return Cents.CompareTo(o.Cents); }
    public void Bump() { this = new Money(Cents + 1000); }
    public int Get() { return (int)Cents; }
    public override string ToString() { return (Cents < 0 ? "-" : "") + "$" + Math.Abs(Cents) / 100 + "." + (Math.Abs(Cents) % 100).ToString("00"); }
}
struct Holder { public Money M { get; set; } public int[] Arr; public Money Field; }
class Wallet { public readonly Money Ro = new Money(500); public Money Rw = new Money(500); public Money? Opt; }
struct Big { public long A, B, C, D, E; public Big(long x) { A = x; B = x + 1; C = x + 2; D = x + 3; E = x + 4; } public long Sum() { return A + B + C + D + E; } }
static class P {
    static Big Twice(Big b) { b.A *= 2; b.E *= 2; return b; }
    static void Inc(ref Money m) { m = m + 1; }
    static T Pick<T>(bool f, T a, T b) { return f ? a : b; }
    static void Main() {
        Money a = new Money(3, 50), b = 2; Money? na = a, nb = null, nc = 7;
        Console.WriteLine(a + b + " " + (-a) + " " + a * 3 + " " + (double)a + " " + (a == b) + " " + (a != b) + " " + (a > b));
        Console.WriteLine((na + nc) + "|" + (na + nb) + "|" + (na == nc) + "|" + (nb == null) + "|" + (na < nc) + "|" + (nb < na) + "|" + (-nb) + "|" + (-na));
        Money? nd = 5; nd++; Console.WriteLine(nd + " " + (nb ?? nd ?? a) + " " + (nb.HasValue ? "x" : "none"));
        a++; Console.WriteLine(a); Inc(ref a); Console.WriteLine(a);
        var ms = new List<Money> { 5, new Money(1, 1), -new Money(2) }; ms.Sort(); Console.WriteLine(string.Join(" ", ms) + " " + ms.Contains(5) + " " + ms.IndexOf(new Money(101)));
        var dm = new Dictionary<Money, string> { { 1, "one" } }; Console.WriteLine(dm[new Money(100)]);
        Holder h = new Holder(); h.M = 4; h.Field = 9; h.Arr = new[] { 1 }; Holder h2 = h; h2.Field = 1; h2.Arr[0] = 99; h2.M = h2.M + h.M;
        Console.WriteLine(h.M + " " + h.Field + " " + h.Arr[0] + " " + h2.M + " " + h2.Field);
        Money m = 1; m.Bump(); Console.WriteLine(m);
        IMut boxed = m; boxed.Bump(); boxed.Bump(); Console.WriteLine(m + " " + boxed + " " + boxed.Get());
        object ob = m; ((IMut)ob).Bump(); Money unb = (Money)ob; unb.Bump(); Console.WriteLine(ob + " " + unb);
        var w = new Wallet(); w.Ro.Bump(); w.Rw.Bump(); Console.WriteLine(w.Ro + " " + w.Rw + " " + (w.Opt == null) + " " + w.Opt.GetValueOrDefault());
        w.Opt = w.Rw; w.Opt += 1; Console.WriteLine(w.Opt);
        var arr = new Money[3]; arr[1].Bump(); Inc(ref arr[2]); Console.WriteLine(string.Join(",", arr));
        Big bg = new Big(10); Big bg2 = Twice(bg); Console.WriteLine(bg.Sum() + " " + bg2.Sum() + " " + Pick(false, bg, bg2).A);
        var bigs = new List<Big>(); for (int i = 0; i < 4; i++) bigs.Add(new Big(i)); long s = 0; foreach (var x in bigs) s += x.Sum(); Console.WriteLine(s);
        Func<Big, Big> f = Twice; Console.WriteLine(f(new Big(1)).E);
        Money[] sorted = { 3, 1, 2 }; Array.Sort(sorted); Console.WriteLine(string.Join("<", sorted) + " " + Array.BinarySearch(sorted, (Money)2));
        Console.WriteLine(string.Format("{0} {1,8} {2}", a, (Money?)null, new Money?(4)));
        int? x1 = null; long? x2 = x1; double? x3 = 2; x3 *= 1.5; Console.WriteLine((x2 == null) + " " + x3 + " " + (x1 ?? -1) + " " + (x3 > 2.9) + " " + (x1 >= 0) + " " + (x1 == null ? "N" : "V"));
        decimal? dec = 1.1m; dec += 2; Console.WriteLine(dec + " " + (dec * null == null));
        bool? t = true, nbool = null; Console.WriteLine((t & nbool) + "|" + (t | nbool) + "|" + (!nbool) + "|" + ((bool?)false & nbool));
    }
}
