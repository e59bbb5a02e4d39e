// Tasks on the thread pool: Task.Run and Factory.StartNew, Wait and Result, WhenAll and
// WhenAny, ContinueWith chains, ThreadPool.QueueUserWorkItem signalling a ManualResetEvent,
// Task.Delay, lock inside tasks, and AggregateException from Wait and Result.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static readonly object gate = new object();
    static int total;

    static int Square(int x) { return x * x; }

    static void Main()
    {
        Task<int> t = Task.Run(() => Square(7));
        Console.WriteLine("result " + t.Result + " " + t.Status);

        var s = Task.Factory.StartNew(() => Console.WriteLine("started by the factory"));
        s.Wait();
        Console.WriteLine("factory task " + s.Status + " " + s.IsCompleted);

        var tasks = new List<Task<int>>();
        for (int i = 1; i <= 5; i++)
        {
            int k = i;
            tasks.Add(Task.Run(() =>
            {
                for (int j = 0; j < 100; j++)
                    lock (gate) total += k;
                return k * 10;
            }));
        }
        int[] all = Task.WhenAll(tasks).Result;
        Console.WriteLine("when all " + string.Join(",", all) + " total " + total);
        Task.WaitAll(tasks.ToArray());

        var slow = Task.Delay(200).ContinueWith(_ => "slow");
        var fast = Task.Delay(20).ContinueWith(_ => "fast");
        Task<string> first = Task.WhenAny(slow, fast).Result;
        Console.WriteLine("when any " + first.Result);
        Console.WriteLine("slow later " + slow.Result);

        var chain = Task.Run(() => 2)
            .ContinueWith(a => a.Result + 3)
            .ContinueWith(b => "chain " + b.Result * 4);
        Console.WriteLine(chain.Result);

        using (var done = new ManualResetEvent(false))
        {
            int seen = 0;
            ThreadPool.QueueUserWorkItem(state => { seen = (int)state; done.Set(); }, 42);
            Console.WriteLine("waited " + done.WaitOne() + " " + seen);
            Console.WriteLine("timed out " + !new ManualResetEvent(false).WaitOne(30));
        }

        var auto = new AutoResetEvent(false);
        int rounds = 0;
        for (int i = 0; i < 3; i++)
        {
            ThreadPool.QueueUserWorkItem(_ => { rounds++; auto.Set(); });
            auto.WaitOne();
        }
        Console.WriteLine("auto reset rounds " + rounds);

        var sw = System.Diagnostics.Stopwatch.StartNew();
        Task.Delay(50).Wait();
        Console.WriteLine("delay waited " + (sw.ElapsedMilliseconds >= 45));

        var failing = Task.Run(() => { throw new InvalidOperationException("bad task"); });
        try { failing.Wait(); }
        catch (AggregateException e)
        {
            Console.WriteLine("wait: " + e.InnerExceptions.Count + " " + e.InnerException.GetType().Name + ": " + e.InnerException.Message);
        }
        var failingResult = Task.Run(() => { if (total > 0) throw new ArgumentException("bad result"); return 1; });
        try { Console.WriteLine(failingResult.Result); }
        catch (AggregateException e) { Console.WriteLine("result: " + e.InnerException.Message + " " + failingResult.IsFaulted); }

        var handled = failing.ContinueWith(f => "continuation saw " + f.Exception.InnerException.Message,
                                           TaskContinuationOptions.OnlyOnFaulted);
        Console.WriteLine(handled.Result);

        Console.WriteLine("completed " + Task.CompletedTask.IsCompleted + " " + Task.FromResult(5).Result);
    }
}
