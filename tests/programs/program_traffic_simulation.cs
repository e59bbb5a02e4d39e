// An ordinary program: a traffic-light and parking simulation. Interfaces and abstract classes
// with virtual properties, static counters, structs with Equals/GetHashCode as Dictionary keys
// and in a HashSet, SortedDictionary/SortedSet with custom comparers, Stack/Queue, Tuple and
// ValueTuple-free pairs, [Flags] enums (GetValues, Parse, HasFlag, ToString of combinations),
// Nullable arithmetic, exceptions with custom messages and finally ordering, IDisposable with
// using, a state machine on a switch over an enum.
using System;
using System.Collections.Generic;
using System.Linq;

enum Light { Red, RedAmber, Green, Amber }

[Flags]
enum Features { None = 0, Electric = 1, Disabled = 2, Oversize = 4, Reserved = 8, Premium = Electric | Reserved }

struct Spot : IEquatable<Spot>
{
    public readonly char Row; public readonly int Number;
    public Spot(char row, int number) { Row = row; Number = number; }
    public bool Equals(Spot o) { return Row == o.Row && Number == o.Number; }
    public override bool Equals(object o) { return o is Spot && Equals((Spot)o); }
    public override int GetHashCode() { return Row * 397 ^ Number; }
    public override string ToString() { return Row.ToString() + Number.ToString("00"); }
}

interface IVehicle { string Plate { get; } int Wheels { get; } Features Needs { get; } }

abstract class Vehicle : IVehicle
{
    static int created;
    public static int Created { get { return created; } }
    protected Vehicle(string plate) { Plate = plate; created++; Serial = created; }
    public string Plate { get; private set; }
    public int Serial { get; private set; }
    public abstract int Wheels { get; }
    public virtual Features Needs { get { return Features.None; } }
    public virtual decimal HourlyRate { get { return 2.00m; } }
    public override string ToString() { return string.Format("{0}#{1}[{2}]", GetType().Name, Serial, Plate); }
}

class Car : Vehicle { public Car(string p) : base(p) { } public override int Wheels { get { return 4; } } }
class ElectricCar : Car
{
    public ElectricCar(string p) : base(p) { }
    public override Features Needs { get { return Features.Electric | base.Needs; } }
    public override decimal HourlyRate { get { return base.HourlyRate * 1.5m; } }
}
class Truck : Vehicle
{
    public int Axles;
    public Truck(string p, int axles) : base(p) { Axles = axles; }
    public override int Wheels { get { return Axles * 4 + 2; } }
    public override Features Needs { get { return Features.Oversize; } }
    public override decimal HourlyRate { get { return 5m + Axles; } }
}
class Motorbike : Vehicle { public Motorbike(string p) : base(p) { } public override int Wheels { get { return 2; } } public override decimal HourlyRate { get { return 0.75m; } } }

class LotFullException : Exception
{
    public IVehicle Vehicle { get; private set; }
    public LotFullException(IVehicle v, Features needs) : base(string.Format("no spot for {0} needing {1}", v.Plate, needs)) { Vehicle = v; }
}

class Ticket : IDisposable
{
    static int open;
    public readonly string Id;
    public Ticket(string id) { Id = id; open++; Console.WriteLine("  open ticket " + id + " (" + open + " open)"); }
    public void Dispose() { open--; Console.WriteLine("  close ticket " + Id + " (" + open + " open)"); }
}

class Lot
{
    readonly Dictionary<Spot, Features> spots = new Dictionary<Spot, Features>();
    readonly Dictionary<Spot, IVehicle> parked = new Dictionary<Spot, IVehicle>();
    readonly HashSet<Spot> broken = new HashSet<Spot>();
    public Lot()
    {
        foreach (char row in "ABC")
            for (int n = 1; n <= 3; n++)
            {
                Features f = Features.None;
                if (row == 'A') f |= Features.Electric;
                if (n == 1) f |= Features.Disabled;
                if (row == 'C' && n == 3) f |= Features.Oversize | Features.Reserved;
                spots.Add(new Spot(row, n), f);
            }
        broken.Add(new Spot('B', 2));
        broken.Add(new Spot('B', 2));
    }
    public Spot Park(IVehicle v)
    {
        foreach (var kv in spots)
        {
            if (parked.ContainsKey(kv.Key) || broken.Contains(kv.Key)) continue;
            if ((kv.Value & v.Needs) == v.Needs) { parked[kv.Key] = v; return kv.Key; }
        }
        throw new LotFullException(v, v.Needs);
    }
    public IVehicle Leave(Spot s) { IVehicle v = parked[s]; parked.Remove(s); return v; }
    public int Free { get { return spots.Count - parked.Count - broken.Count; } }
    public IEnumerable<KeyValuePair<Spot, IVehicle>> Parked { get { return parked; } }
}

class Program
{
    static Light Next(Light l)
    {
        switch (l)
        {
            case Light.Red: return Light.RedAmber;
            case Light.RedAmber: return Light.Green;
            case Light.Green: return Light.Amber;
            default: return Light.Red;
        }
    }

    static int Step(int i)
    {
        try
        {
            Console.Write("try" + i + " ");
            if (i == 1) throw new ArgumentOutOfRangeException("i", i, "step one is not allowed");
            if (i == 2) return 20;
            return i * 100;
        }
        catch (ArgumentException e) { Console.Write("catch(" + e.GetType().Name + ") "); return -1; }
        finally { Console.Write("finally" + i + " "); }
    }

    static void Main()
    {
        Light light = Light.Red;
        var timeline = new Queue<Light>();
        for (int t = 0; t < 6; t++) { timeline.Enqueue(light); light = Next(light); }
        Console.WriteLine(string.Join(" -> ", timeline));
        Console.WriteLine("{0} {1} {2:D} {3}", Enum.GetValues(typeof(Light)).Length, string.Join(",", Enum.GetNames(typeof(Light))), Light.Amber, (Light)7);

        var lot = new Lot();
        var arrivals = new List<IVehicle> { new Car("KA-1"), new ElectricCar("EV-2"), new Truck("TR-3", 2), new Motorbike("MB-4"), new Truck("TR-5", 3), new ElectricCar("EV-6"), new Car("KA-7"), new Car("KA-8"), new Car("KA-9"), new Car("KA-10") };
        var history = new Stack<string>();
        foreach (var v in arrivals)
        {
            try
            {
                using (var t = new Ticket(v.Plate))
                {
                    Spot s = lot.Park(v);
                    history.Push(v.Plate + "@" + s);
                    Console.WriteLine("{0,-22} wheels {1,2} needs {2,-10} -> {3}", v, v.Wheels, v.Needs, s);
                }
            }
            catch (LotFullException e) { Console.WriteLine("refused: " + e.Message + " (" + e.Vehicle.Wheels + " wheels)"); }
            finally { Console.WriteLine("  free " + lot.Free); }
        }
        Console.WriteLine("created {0}, history top {1}, depth {2}", Vehicle.Created, history.Peek(), history.Count);
        while (history.Count > 3) history.Pop();
        Console.WriteLine(string.Join(" ", history.ToArray()));

        var bySpot = new SortedDictionary<Spot, IVehicle>(Comparer<Spot>.Create((a, b) => a.Number != b.Number ? b.Number - a.Number : a.Row.CompareTo(b.Row)));
        foreach (var kv in lot.Parked) bySpot.Add(kv.Key, kv.Value);
        Console.WriteLine(string.Join(" ", bySpot.Select(kv => kv.Key + "=" + kv.Value.Plate)));
        IVehicle left = lot.Leave(new Spot('A', 2));
        Console.WriteLine("left: " + left + " free " + lot.Free);
        try { lot.Leave(new Spot('Z', 9)); } catch (KeyNotFoundException) { Console.WriteLine("no such spot"); }

        var rates = new SortedSet<Vehicle>(arrivals.Cast<Vehicle>(), Comparer<Vehicle>.Create((a, b) => { int c = a.HourlyRate.CompareTo(b.HourlyRate); return c != 0 ? c : string.CompareOrdinal(a.Plate, b.Plate); }));
        foreach (var v in rates) Console.Write(v.Plate + ":" + v.HourlyRate + " ");
        Console.WriteLine();
        var fees = arrivals.OfType<Vehicle>().GroupBy(v => v.GetType().Name).Select(g => Tuple.Create(g.Key, g.Count(), g.Sum(v => v.HourlyRate * 3)));
        foreach (var t in fees.OrderBy(t => t.Item1)) Console.WriteLine("{0,-12} {1} {2,8:F2} {3}", t.Item1, t.Item2, t.Item3, t);

        Features f = Features.Electric | Features.Disabled;
        Console.WriteLine("{0} | {1} | {2} | {3} | {4}", f, Features.Premium, Features.Premium | Features.Oversize, (Features)16, (Features)0);
        Console.WriteLine(f.HasFlag(Features.Electric) + " " + f.HasFlag(Features.Premium) + " " + Features.Premium.HasFlag(Features.Reserved));
        Console.WriteLine(Enum.Parse(typeof(Features), "Oversize, Disabled") + " " + (int)Enum.Parse(typeof(Features), "Premium") + " " + Enum.Parse(typeof(Light), "green", true));
        Features parsed;
        Console.WriteLine(Enum.TryParse("Reserved,Electric", out parsed) + " " + parsed + " " + Enum.TryParse("Flying", out parsed) + " " + Enum.IsDefined(typeof(Features), 3) + " " + Enum.IsDefined(typeof(Features), 9));
        foreach (Features x in Enum.GetValues(typeof(Features))) Console.Write(x + "=" + (int)x + " ");
        Console.WriteLine();
        try { Enum.Parse(typeof(Light), "Purple"); } catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }

        int? na = 5, nb = null;
        int? sum = na + nb, prod = na * 3;
        double? avg = null;
        Console.WriteLine("[{0}] [{1}] [{2}] {3} {4} {5} {6}", sum, prod, avg, (na ?? 0) + (nb ?? 10), na > nb, na.HasValue && !nb.HasValue, nb.GetValueOrDefault(-1));
        var readings = new List<double?> { 1.5, null, 2.5, null, 4.0 };
        Console.WriteLine("{0} {1} {2} {3}", readings.Sum(), readings.Average(), readings.Count(r => r.HasValue), readings.Max());

        for (int i = 0; i < 4; i++) Console.WriteLine("= " + Step(i));
        try
        {
            try { throw new InvalidOperationException("inner"); }
            finally { Console.WriteLine("inner finally"); }
        }
        catch (Exception e) when (e.Message.StartsWith("in"))
        {
            Console.WriteLine("outer caught " + e.Message);
        }
        try { object o = lot; var bad = (IDisposable)o; Console.WriteLine(bad); }
        catch (InvalidCastException) { Console.WriteLine("lot is not disposable"); }
        var s1 = new Spot('A', 1); var s2 = new Spot('A', 1);
        Console.WriteLine(s1.Equals(s2) + " " + (s1.GetHashCode() == s2.GetHashCode()) + " " + Equals(s1, s2) + " " + ReferenceEquals(s1, s2) + " " + new HashSet<Spot> { s1, s2, new Spot('B', 1) }.Count);
    }
}
