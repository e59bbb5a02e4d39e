// The thread pool and every wait, for one thread. Mono's pool is the framework's own
// (ThreadPoolWorkQueue: a global FIFO queue and one work-stealing queue per worker) over
// native entry points that start worker threads; a worker calls
// _ThreadPoolWaitCallback.PerformWaitCallback, which runs queued work items. Here a worker
// request is only counted, and the requests are served where the program waits: Task.Wait
// and Result, Thread.Sleep/Yield/SpinWait, Monitor.Wait (behind ManualResetEventSlim,
// SemaphoreSlim...), WaitHandle waits. A wait first fires the timers that are due and runs
// the queued work, on the waiter's stack as a pool thread; with nothing left to run it
// sleeps until the next timer or its own timeout. Work still queued when Main returns is
// not run (Mono's pool threads are background threads: they die with the process).
//
// A wait that nothing can ever end, or one inside a work item while the thread that work
// interrupted could go on (its wait ended), needs threads that run at once: the program
// stops with a cil2mir error rather than hanging or printing in an order Mono never does.
namespace Cil2Mir.Plugs
{
    // Mono's native pool (threadpool.c): workers run PerformWaitCallback while requested.
    [Plug("System.Threading.ThreadPool")]
    static class ThreadPoolPlug
    {
        static void InitializeVMTp(ref bool enableWorkerTracking) { enableWorkerTracking = false; }
        static void NotifyWorkItemQueued() { }
        static bool NotifyWorkItemComplete() { return true; }    // (no hill climbing retires a worker)
        static void NotifyWorkItemProgressNative() { }
        static void ReportThreadStatus(bool isWorking) { }

        static bool RequestWorkerThread()
        {
            Waits.requests++;
            return true;
        }
    }

    [Import("System.Threading._ThreadPoolWaitCallback")]
    static class PoolDispatch
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern bool PerformWaitCallback();
    }

    // A [ThreadStatic] field is one field here: a worker keeps its own value of the pool's
    // per-thread queue while it runs (the main thread has none, so the tasks it starts go to
    // the global queue in order, as in Mono).
    [Import("System.Threading.ThreadPoolWorkQueueThreadLocals")]
    static class PoolThreadLocals
    {
        internal static object threadLocals;
    }

    // One wait in progress: on a monitor (pulsed), on events (signalled), or a sleep.
    class Waiter
    {
        internal object monitor;
        internal bool pulsed;
        internal System.IntPtr[] handles;
        internal bool waitAll;
        internal int signalled = -1;            // (WaitAny: the first index signalled)
        internal long deadline;                 // (Timer's ticks; long.MaxValue: none)
        internal Waiter outer;

        // (`take`: the wait ends if so, taking the auto-reset events it waits for)
        internal bool Ready(long now, bool take)
        {
            return pulsed || signalled >= 0 || (handles != null && Events.Signalled(this, take)) || now >= deadline;
        }
    }

    static class Waits
    {
        internal static int requests;                   // workers requested, not yet run
        static Waiter innermost;                        // the waits in progress, innermost first
        static int depth;                               // workers running on the stack
        static readonly System.Collections.Generic.List<System.Threading.Thread> workers =
            new System.Collections.Generic.List<System.Threading.Thread>();
        static readonly System.Collections.Generic.List<object> workerQueues = new System.Collections.Generic.List<object>();
        static System.Delegate workerBody;                  // (a ThreadStart running Work)
        const string TwoThreads = "the program needs two threads running at once, and cil2mir runs one at a time";

        // Fire the due timers and serve the worker requests: whether anything ran.
        internal static bool RunOthers()
        {
            bool ran = System.Threading.Timer.FireDue();
            while (requests > 0)
            {
                requests--;
                RunWorker();
                ran = true;
            }
            return ran;
        }

        // A worker at this depth of the stack: its own pool thread and per-thread queue.
        static void RunWorker()
        {
            if (depth == workers.Count)
            {
                workers.Add(ThreadData.NewPoolThread());
                workerQueues.Add(null);
            }
            var outerThread = ThreadData.current;
            object outerQueue = PoolThreadLocals.threadLocals;
            int d = depth++;
            ThreadData.current = workers[d];
            PoolThreadLocals.threadLocals = workerQueues[d];
            ThreadData.SwapCultures(ThreadPlug.get_Internal(workers[d]));
            // (an exception a work item leaves ends the process, as in Mono)
            Native.RunPoolWorker(workerBody ?? (workerBody = (System.Delegate)(object)new System.Threading.ThreadStart(Work)));
            ThreadData.SwapCultures(ThreadPlug.get_Internal(workers[d]));
            workerQueues[d] = PoolThreadLocals.threadLocals;
            PoolThreadLocals.threadLocals = outerQueue;
            ThreadData.current = outerThread;
            depth--;
        }

        static void Work() { PoolDispatch.PerformWaitCallback(); }

        internal static long Deadline(int milliseconds)
        {
            return milliseconds < 0 ? long.MaxValue
                 : System.Threading.Timer.Now() + milliseconds * System.TimeSpan.TicksPerMillisecond;
        }

        // Run others until the waiter is ready: whether it was pulsed or signalled (false: its
        // deadline passed).
        internal static bool Wait(Waiter w)
        {
            w.outer = innermost;
            innermost = w;
            try
            {
                while (true)
                {
                    long now = System.Threading.Timer.Now();
                    if (w.Ready(now, true)) return w.pulsed || w.signalled >= 0;
                    if (RunOthers()) continue;
                    // (the waits this work interrupted: none may be able to go on meanwhile)
                    long until = System.Math.Min(w.deadline, System.Threading.Timer.NextDue());
                    for (var o = w.outer; o != null; o = o.outer)
                    {
                        if (o.Ready(now, false))
                            Native.Fatal("a thread pool work item waits while the thread it interrupted could go on: " + TwoThreads);
                        until = System.Math.Min(until, o.deadline);
                    }
                    if (until == long.MaxValue)
                        Native.Fatal(ThreadData.current == null ? "deadlock: the main thread waits for something that nothing left to run can do"
                                     : "a thread waits for something only a thread it interrupted can do: " + TwoThreads);
                    long ms = (until - now + System.TimeSpan.TicksPerMillisecond - 1) / System.TimeSpan.TicksPerMillisecond;
                    Native.Sleep((int)System.Math.Min(ms, int.MaxValue));
                }
            }
            finally
            {
                innermost = w.outer;
            }
        }

        internal static void Sleep(int milliseconds)
        {
            if (milliseconds == 0) Spin();
            else Wait(new Waiter { deadline = Deadline(milliseconds) });
        }

        static long idleSince, lastSpin;                // (Timer's ticks)
        const long SpinLimit = 5 * System.TimeSpan.TicksPerSecond;

        // One turn of a spin (Thread.Yield, SpinWait, Sleep(0)): the others run. A spin that
        // nothing left to run can end (no work, no timer) is stopped: at once if a wait it
        // interrupted could go on, else once it has spun for SpinLimit with no pause (it may
        // watch the clock, not a flag).
        internal static void Spin()
        {
            long now = System.Threading.Timer.Now();
            bool paused = now - lastSpin > 10 * System.TimeSpan.TicksPerMillisecond;
            lastSpin = now;
            if (RunOthers() || paused)
            {
                idleSince = now;
                return;
            }
            for (var o = innermost; o != null; o = o.outer)
                if (o.Ready(now, false))
                    Native.Fatal("a thread spins while a thread it interrupted could go on: " + TwoThreads);
            if (System.Threading.Timer.NextDue() == long.MaxValue && now - idleSince > SpinLimit)
                Native.Fatal("the program spins waiting for something that nothing left to run can do");
        }

        // Monitor.Pulse: one waiter on obj (PulseAll: every one). Which one is the scheduler's
        // choice: the innermost, the only one that can go on before the others end.
        internal static void Pulse(object obj, bool all)
        {
            for (var w = innermost; w != null; w = w.outer)
                if (w.monitor == obj && !w.pulsed)
                {
                    w.pulsed = true;
                    if (!all) return;
                }
        }
    }
}
