// Parallel.For and Parallel.ForEach (sums under a lock, Interlocked, results by index, the
// loop state's Break and Stop, ParallelLoopResult), PLINQ-free aggregation with thread-local
// partial sums, Parallel.Invoke, and tasks that start and wait for other tasks.
using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        var gate = new object();
        long sum = 0;
        Parallel.For(0, 1000, i => { lock (gate) sum += i; });
        Console.WriteLine("for sum " + sum);

        var squares = new int[20];
        Parallel.For(0, squares.Length, i => squares[i] = i * i);
        Console.WriteLine("squares " + string.Join(",", squares));

        int count = 0;
        Parallel.ForEach(Enumerable.Range(1, 100), n => Interlocked.Add(ref count, n));
        Console.WriteLine("foreach total " + count);

        var words = new[] { "alpha", "beta", "gamma", "delta", "epsilon" };
        var lengths = new SortedDictionary<string, int>();
        Parallel.ForEach(words, w => { lock (lengths) lengths[w] = w.Length; });
        Console.WriteLine("lengths " + string.Join(",", lengths.Select(p => p.Key + "=" + p.Value)));

        long partial = 0;
        Parallel.For(0, 100, () => 0L, (i, state, local) => local + i,
                     local => Interlocked.Add(ref partial, local));
        Console.WriteLine("thread-local sums " + partial);

        ParallelLoopResult stopped = Parallel.For(0, 1000, (i, state) => { if (i == 10) state.Stop(); });
        Console.WriteLine("stopped completed " + stopped.IsCompleted);
        ParallelLoopResult broken = Parallel.For(0, 1000, (i, state) => { if (i >= 20) state.Break(); });
        Console.WriteLine("broken completed " + broken.IsCompleted + " lowest break " + broken.LowestBreakIteration);

        var bag = new ConcurrentBag<int>();
        Parallel.Invoke(() => bag.Add(1), () => bag.Add(2), () => bag.Add(3));
        Console.WriteLine("invoke " + string.Join(",", bag.OrderBy(x => x)));

        try
        {
            Parallel.For(0, 10, i => { if (i == 5) throw new InvalidOperationException("iteration " + i); });
        }
        catch (AggregateException e) { Console.WriteLine("loop failed: " + e.InnerException.Message); }

        Task<int> outer = Task.Run(() =>
        {
            var inner = Task.Run(() => 6 * 7);
            return inner.Result + 1;
        });
        Console.WriteLine("outer waited for inner " + outer.Result);

        Task<int> unwrapped = Task.Run(async () => { await Task.Delay(10); return 8; });
        Console.WriteLine("unwrapped " + unwrapped.Result);

        var queue = new BlockingCollection<int>();
        var producer = Task.Run(() => { for (int i = 0; i < 5; i++) queue.Add(i); queue.CompleteAdding(); });
        var consumed = new List<int>();
        foreach (int item in queue.GetConsumingEnumerable()) consumed.Add(item);
        producer.Wait();
        Console.WriteLine("consumed " + string.Join(",", consumed));

        var countdown = new CountdownEvent(3);
        for (int i = 0; i < 3; i++) ThreadPool.QueueUserWorkItem(_ => countdown.Signal());
        countdown.Wait();
        Console.WriteLine("countdown reached " + countdown.CurrentCount);

        var semaphore = new SemaphoreSlim(2);
        int inside = 0, most = 0;
        var workers = Enumerable.Range(0, 6).Select(i => Task.Run(async () =>
        {
            await semaphore.WaitAsync();
            try
            {
                lock (gate) { inside++; most = Math.Max(most, inside); }
                await Task.Delay(5);
                lock (gate) inside--;
            }
            finally { semaphore.Release(); }
        })).ToArray();
        Task.WaitAll(workers);
        Console.WriteLine("semaphore at most " + (most <= 2) + " free " + semaphore.CurrentCount);
    }
}
