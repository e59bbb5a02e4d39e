// WeakReference, WeakReference<T> and GCHandle (weak ones are the collector's disappearing
// links): a target only a weak reference reaches is gone after a collection (IsAlive false,
// Target null, TryGetTarget false), one still referenced stays; targets set and cleared;
// a string literal is never collected; Normal and Pinned handles hold their targets, a pinned
// array's address reads its elements; Free and the errors of a freed or unpinned handle.
// The objects meant to die are made in methods that return before the collection, and the
// stack they used is overwritten, so that no stale copy of their address keeps them.
using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

class Node
{
    public int V;
    public Node(int v) { V = v; }
    public override string ToString() { return "Node" + V; }
}

class GcWeakReferences
{
    static Node kept;

    [MethodImpl(MethodImplOptions.NoInlining)]
    static WeakReference MakeDead(int v) { return new WeakReference(new Node(v)); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static WeakReference<Node> MakeDeadT(int v) { return new WeakReference<Node>(new Node(v), true); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static GCHandle MakeDeadHandle(int v) { return GCHandle.Alloc(new Node(v), GCHandleType.Weak); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static long Overwrite(int depth)
    {
        long a = depth, b = depth * 3, c = depth * 7, d = depth ^ 5;
        return depth == 0 ? 0 : Overwrite(depth - 1) + a + b + c + d;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Collect()
    {
        Overwrite(200);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
    }

    static void Main()
    {
        kept = new Node(1);
        var live = new WeakReference(kept);
        var liveT = new WeakReference<Node>(kept);
        var dead = MakeDead(2);
        var deadT = MakeDeadT(3);
        var deadH = MakeDeadHandle(4);
        Node n;
        Console.WriteLine(live.IsAlive + " " + live.Target + " " + live.TrackResurrection);
        Console.WriteLine(liveT.TryGetTarget(out n) + " " + n);
        Console.WriteLine(dead.IsAlive + " " + deadT.TryGetTarget(out n) + " " + deadH.IsAllocated);
        n = null;

        Collect();
        Console.WriteLine(live.IsAlive + " " + live.Target);
        Console.WriteLine(liveT.TryGetTarget(out n) + " " + n);
        Console.WriteLine(dead.IsAlive + " " + (dead.Target == null) + " " + dead.TrackResurrection);
        Console.WriteLine(deadT.TryGetTarget(out n) + " " + (n == null));
        Console.WriteLine(deadH.IsAllocated + " " + (deadH.Target == null));
        deadH.Free();

        live.Target = new Node(5);
        Console.WriteLine(live.Target);
        live.Target = null;
        Console.WriteLine(live.IsAlive + " " + (live.Target == null));
        live.Target = kept;
        liveT.SetTarget(new Node(6));
        Console.WriteLine(liveT.TryGetTarget(out n) + " " + n);
        liveT.SetTarget(kept);
        n = null;
        Collect();
        Console.WriteLine(live.Target + " " + liveT.TryGetTarget(out n) + " " + n);

        var literal = new WeakReference("literal", true);
        Collect();
        Console.WriteLine(literal.IsAlive + " " + literal.Target + " " + literal.TrackResurrection);

        var strong = GCHandle.Alloc(new Node(7));
        var pinned = GCHandle.Alloc(new int[] { 10, 20, 30 }, GCHandleType.Pinned);
        Collect();
        Console.WriteLine(strong.IsAllocated + " " + strong.Target);
        unsafe
        {
            int* p = (int*)pinned.AddrOfPinnedObject();
            Console.WriteLine(p[0] + p[1] + p[2]);
        }
        strong.Target = "replaced";
        Console.WriteLine(strong.Target);
        strong.Free();
        pinned.Free();
        Console.WriteLine(strong.IsAllocated + " " + pinned.IsAllocated);
        try { strong.Free(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        try { Console.WriteLine(strong.Target); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var weak = GCHandle.Alloc(kept, GCHandleType.Weak);
        try { weak.AddrOfPinnedObject(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(weak.Target + " " + (GCHandle.FromIntPtr(GCHandle.ToIntPtr(weak)).Target == kept));
        weak.Free();
        try { GCHandle.FromIntPtr(IntPtr.Zero); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }

        var many = new WeakReference[1000];
        for (int i = 0; i < many.Length; i++) many[i] = i % 2 == 0 ? MakeDead(i) : new WeakReference(kept);
        Collect();
        int alive = 0;
        foreach (var w in many) if (w.IsAlive) alive++;
        Console.WriteLine(alive);
    }
}
