// Where queued work runs with one thread: Thread.Sleep, Join and event waits let the thread
// pool's work and the timers run; a periodic Timer with Change and Dispose; pool threads seen
// from inside (IsThreadPoolThread, IsBackground); LongRunning tasks (a thread of their own),
// attached children, RunSynchronously, WaitAny, cancellation of a waiting task, and
// TaskCompletionSource completed by another task.
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        var log = new List<string>();
        Console.WriteLine("main is a pool thread: " + Thread.CurrentThread.IsThreadPoolThread);
        Task.Run(() =>
        {
            lock (log) log.Add("task on pool " + Thread.CurrentThread.IsThreadPoolThread + " background " + Thread.CurrentThread.IsBackground);
        });
        Thread.Sleep(100);              // the queued task runs meanwhile
        lock (log) Console.WriteLine(string.Join("; ", log));

        int ticks = 0;
        using (var tick = new ManualResetEvent(false))
        {
            var timer = new Timer(_ => { if (Interlocked.Increment(ref ticks) == 3) tick.Set(); }, null, 10, 10);
            tick.WaitOne();
            timer.Change(Timeout.Infinite, Timeout.Infinite);
            int seen = ticks;
            Thread.Sleep(50);                       // (a tick already queued may still run)
            int settled = ticks;
            Thread.Sleep(50);
            Console.WriteLine("timer ticked " + (seen >= 3) + ", stopped: " + (ticks == settled));
            timer.Dispose();
            try { timer.Change(10, 10); }
            catch (ObjectDisposedException e) { Console.WriteLine(e.Message); }
        }

        var longRunning = Task.Factory.StartNew(() => "long running on a pool thread: " + Thread.CurrentThread.IsThreadPoolThread,
                                                TaskCreationOptions.LongRunning);
        Console.WriteLine(longRunning.Result);

        var parent = Task.Factory.StartNew(() =>
        {
            Task.Factory.StartNew(() => { Thread.Sleep(20); lock (log) log.Add("child done"); },
                                  TaskCreationOptions.AttachedToParent);
            lock (log) log.Add("parent body done");
        });
        parent.Wait();
        lock (log) Console.WriteLine(log[log.Count - 2] + ", " + log[log.Count - 1]);

        var sync = new Task<int>(() => Thread.CurrentThread.ManagedThreadId);
        sync.RunSynchronously();
        Console.WriteLine("ran synchronously on main: " + (sync.Result == Thread.CurrentThread.ManagedThreadId));

        var waiters = new[] { Task.Delay(300), Task.Delay(30), Task.Delay(200) };
        Console.WriteLine("first of three: " + Task.WaitAny(waiters));

        var cts = new CancellationTokenSource();
        var cancellable = Task.Run(() =>
        {
            while (true)
            {
                cts.Token.ThrowIfCancellationRequested();
                Thread.Sleep(5);
            }
        }, cts.Token);
        cts.CancelAfter(40);
        try { cancellable.Wait(); }
        catch (AggregateException e) { Console.WriteLine("loop ended: " + e.InnerException.GetType().Name + " " + cancellable.Status); }

        var never = Task.Run(() => { }, new CancellationToken(true));
        try { never.Wait(); }
        catch (AggregateException e) { Console.WriteLine("never ran: " + e.InnerException.GetType().Name + " " + never.IsCanceled); }

        var source = new TaskCompletionSource<string>();
        Task.Run(() => { Thread.Sleep(20); source.SetResult("set by a task"); });
        Console.WriteLine(source.Task.Result);
        Console.WriteLine("try set again: " + source.TrySetResult("again"));

        var worker = new Thread(() =>
        {
            var t = Task.Run(() => 11);
            Console.WriteLine("a thread waited for a task: " + t.Result);
        });
        worker.Start();
        worker.Join();

        var pulses = new object();
        bool ready = false;
        ThreadPool.QueueUserWorkItem(_ => { lock (pulses) { ready = true; Monitor.Pulse(pulses); } });
        lock (pulses)
        {
            while (!ready) Monitor.Wait(pulses);
        }
        Console.WriteLine("pulsed " + ready);
        Console.WriteLine("wait timed out: " + !Monitor.TryEnter(pulses) + " " + Monitor.Wait(pulses, 20));
    }
}
