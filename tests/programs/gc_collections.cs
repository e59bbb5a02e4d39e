// System.GC: collections asked for by the program (Collect(), Collect(0), Collect(n) beyond
// the oldest generation, the mode overloads, GetTotalMemory(true)) and Mono's counts of them
// per generation (SGen's: a nursery and a major generation), MaxGeneration, an object's
// generation while it is young, the total memory (only its plausibility: the amount differs
// by nature), the argument checks, and the calls that have nothing to do here (KeepAlive,
// SuppressFinalize, ReRegisterForFinalize, WaitForPendingFinalizers, memory pressure).
using System;

class GcCollections
{
    static void Counts(string when)
    {
        Console.WriteLine(when + ": " + GC.CollectionCount(0) + " " + GC.CollectionCount(1) + " " + GC.CollectionCount(2));
    }

    static void Main()
    {
        Console.WriteLine("MaxGeneration " + GC.MaxGeneration);
        var o = new object();
        var s = new string('x', 10);
        Console.WriteLine("generations " + GC.GetGeneration(o) + " " + GC.GetGeneration(s) + " " + GC.GetGeneration(new int[3]));
        Counts("start");
        GC.Collect();
        Counts("Collect()");
        GC.Collect(0);
        Counts("Collect(0)");
        GC.Collect(1);
        GC.Collect(7);
        Counts("Collect(1), Collect(7)");
        GC.Collect(0, GCCollectionMode.Forced);
        GC.Collect(1, GCCollectionMode.Optimized, true);
        GC.Collect(0, GCCollectionMode.Default, false, false);
        Counts("modes");
        long before = GC.GetTotalMemory(false);
        long after = GC.GetTotalMemory(true);
        Console.WriteLine("total memory " + (before > 0) + " " + (after > 0) + " " + (after < (1L << 40)));
        Counts("GetTotalMemory(true)");
        var big = new byte[1 << 20];
        Console.WriteLine("allocated " + (GC.GetTotalMemory(false) > 0) + " " + big.Length);

        GC.KeepAlive(o);
        GC.SuppressFinalize(o);
        GC.ReRegisterForFinalize(o);
        GC.WaitForPendingFinalizers();
        GC.AddMemoryPressure(4096);
        GC.RemoveMemoryPressure(4096);
        try { GC.Collect(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { GC.CollectionCount(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { GC.Collect(0, (GCCollectionMode)9); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        try { GC.GetGeneration(null); } catch (NullReferenceException e) { Console.WriteLine(e.GetType().Name); }
        try { GC.SuppressFinalize(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
        try { GC.AddMemoryPressure(0); } catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
        Counts("end");
    }
}
