// The concurrency types around tasks, compiled from the framework: ConcurrentQueue filled by
// Parallel.For, ThreadLocal, ReaderWriterLockSlim, ContinueWhenAll, Barrier's post-phase
// action, Volatile on 64-bit values, a thread-safe Lazy, System.Timers.Timer (over
// System.Threading.Timer) and PLINQ (AsParallel with OrderBy).
using System;
using System.Collections.Concurrent;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        var queue = new ConcurrentQueue<int>();
        Parallel.For(0, 10, i => queue.Enqueue(i));
        Console.WriteLine("queue " + queue.Count + " " + queue.Sum());

        var local = new ThreadLocal<int>(() => 7);
        Console.WriteLine("thread local " + local.Value);

        var rw = new ReaderWriterLockSlim();
        rw.EnterReadLock();
        rw.ExitReadLock();
        rw.EnterWriteLock();
        rw.ExitWriteLock();
        Console.WriteLine("reader-writer lock taken and released");

        var tasks = Enumerable.Range(0, 3).Select(i => Task.Run(() => i * i)).ToArray();
        Console.WriteLine("continue when all " + Task.Factory.ContinueWhenAll(tasks, ts => ts.Sum(t => t.Result)).Result);

        var barrier = new Barrier(1, b => Console.WriteLine("phase " + b.CurrentPhaseNumber));
        barrier.SignalAndWait();
        barrier.SignalAndWait();

        long v = 0;
        Volatile.Write(ref v, 5L);
        Console.WriteLine("volatile " + Volatile.Read(ref v));

        var lazy = new Lazy<string>(() => "lazy value", LazyThreadSafetyMode.ExecutionAndPublication);
        Console.WriteLine(lazy.Value);

        var timer = new System.Timers.Timer(20) { AutoReset = false };
        var fired = new ManualResetEventSlim();
        timer.Elapsed += (s, e) => fired.Set();
        timer.Start();
        Console.WriteLine("System.Timers.Timer fired " + fired.Wait(1000));

        var squares = Enumerable.Range(1, 10).AsParallel().Select(x => x * x).OrderBy(x => x).ToArray();
        Console.WriteLine("plinq " + string.Join(",", squares));
    }
}
