// System.Threading.Timer (behind Task.Delay and CancellationTokenSource.CancelAfter). Mono's
// keeps its timers for a scheduler thread that loops forever, waking when the next one is
// due; here the waits fire the due timers (ThreadPool.cs, Waits.RunOthers) and sleep until the
// next one. As in Mono, a timer fires by queueing its callback to the thread pool, and one
// that is due again is rescheduled from the time it fired. The public members check their
// arguments as Mono's do.
namespace System.Threading
{
    [Cil2Mir.Plug]
    [System.Runtime.InteropServices.ComVisible(true)]
    public sealed class Timer : MarshalByRefObject, IDisposable, IAsyncDisposable
    {
        const long MaxValue = 4294967294;               // (Mono's largest due time and period)

        TimerCallback callback;
        object state;
        long due_time_ms;
        long period_ms;
        long next_run = long.MaxValue;                  // (ticks; long.MaxValue: not scheduled)
        bool disposed;

        public Timer(TimerCallback callback, object state, int dueTime, int period)
            : this(callback, state, (long)dueTime, (long)period) { }

        public Timer(TimerCallback callback, object state, long dueTime, long period)
        {
            if (dueTime < -1) Throw(new ArgumentOutOfRangeException("dueTime"));
            if (period < -1) Throw(new ArgumentOutOfRangeException("period"));
            Init(callback, state, dueTime, period);
        }

        public Timer(TimerCallback callback, object state, TimeSpan dueTime, TimeSpan period)
            : this(callback, state, (long)dueTime.TotalMilliseconds, (long)period.TotalMilliseconds) { }

        [CLSCompliant(false)]
        public Timer(TimerCallback callback, object state, uint dueTime, uint period)
            : this(callback, state, dueTime == uint.MaxValue ? -1L : (long)dueTime,
                   period == uint.MaxValue ? -1L : (long)period) { }

        public Timer(TimerCallback callback) { Init(callback, this, -1, -1); }

        void Init(TimerCallback callback, object state, long dueTime, long period)
        {
            if (callback == null) Throw(new ArgumentNullException("callback"));
            this.callback = callback;
            this.state = state;
            Change(dueTime, period, true);
        }

        public bool Change(int dueTime, int period) { return Change((long)dueTime, (long)period, false); }

        public bool Change(TimeSpan dueTime, TimeSpan period)
        {
            return Change((long)dueTime.TotalMilliseconds, (long)period.TotalMilliseconds, false);
        }

        [CLSCompliant(false)]
        public bool Change(uint dueTime, uint period)
        {
            return Change(dueTime == uint.MaxValue ? -1L : (long)dueTime,
                          period == uint.MaxValue ? -1L : (long)period, false);
        }

        public bool Change(long dueTime, long period) { return Change(dueTime, period, false); }

        bool Change(long dueTime, long period, bool first)
        {
            if (dueTime > MaxValue) Throw(new ArgumentOutOfRangeException("dueTime", "Due time too large"));
            if (period > MaxValue) Throw(new ArgumentOutOfRangeException("period", "Period too large"));
            if (dueTime < -1) Throw(new ArgumentOutOfRangeException("dueTime"));
            if (period < -1) Throw(new ArgumentOutOfRangeException("period"));
            if (disposed) Throw(new ObjectDisposedException(null, "Cannot access a disposed object."));
            due_time_ms = dueTime;
            period_ms = period;
            Unschedule();
            if (dueTime >= 0) Schedule(dueTime == 0 ? 0 : Now() + dueTime * TimeSpan.TicksPerMillisecond);
            return true;
        }

        public void Dispose()
        {
            if (disposed) return;
            disposed = true;
            Unschedule();
        }

        public bool Dispose(WaitHandle notifyObject)
        {
            if (notifyObject == null) Throw(new ArgumentNullException("notifyObject"));
            Dispose();
            var set = notifyObject as EventWaitHandle;
            if (set != null) set.Set();
            return true;
        }

        public System.Threading.Tasks.ValueTask DisposeAsync()
        {
            Dispose();
            return new System.Threading.Tasks.ValueTask(System.Threading.Tasks.Task.FromResult<object>(null));
        }

        internal void KeepRootedWhileScheduled() { }

        // (the framework's exception types derive from its Exception, not the corelib's)
        static void Throw(object exception) { Cil2Mir.Raise.Again((Exception)exception); }

        // ---- the scheduled timers, by due time (in the order scheduled when equal) ----

        static readonly System.Collections.Generic.List<Timer> scheduled = new System.Collections.Generic.List<Timer>();
        static WaitCallback fire;

        internal static long Now() { return System.Diagnostics.Stopwatch.GetTimestamp(); }

        internal static long NextDue() { return scheduled.Count == 0 ? long.MaxValue : scheduled[0].next_run; }

        void Schedule(long due)
        {
            next_run = due;
            int i = scheduled.Count;
            while (i > 0 && scheduled[i - 1].next_run > due) i--;
            scheduled.Insert(i, this);
        }

        void Unschedule()
        {
            if (next_run != long.MaxValue) scheduled.Remove(this);
            next_run = long.MaxValue;
        }

        // Queue the callbacks of the timers that are due (Mono's Scheduler.FireTimer): whether
        // any was.
        internal static bool FireDue()
        {
            if (scheduled.Count == 0) return false;
            long now = Now();
            bool fired = false;
            while (scheduled.Count > 0 && scheduled[0].next_run <= now)
            {
                Timer t = scheduled[0];
                scheduled.RemoveAt(0);
                t.next_run = long.MaxValue;
                ThreadPool.UnsafeQueueUserWorkItem(fire ?? (fire = Fire), t);
                if (t.period_ms > 0)
                    t.Schedule(now + TimeSpan.TicksPerMillisecond * t.period_ms);
                fired = true;
            }
            return fired;
        }

        static void Fire(object timer)
        {
            var t = (Timer)timer;
            t.callback(t.state);
        }
    }
}
