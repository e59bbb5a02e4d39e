// Threading for single-threaded programs: a lock is always free, an exchange is a plain
// read and write, a barrier does nothing, a wait runs the program's other work
// (ThreadPool.cs). Mono implements these in its runtime, and the
// Environment and GC members below.
namespace System.Threading
{
    [Cil2Mir.Plug]
    public static class Monitor
    {
        public static void Enter(object obj) { Check(obj); }

        public static void Enter(object obj, ref bool lockTaken)
        {
            if (lockTaken) Cil2Mir.Raise.Argument("Argument must be initialized to false\nParameter name: lockTaken");
            Check(obj);
            lockTaken = true;
        }

        public static bool TryEnter(object obj) { Check(obj); return true; }
        public static void TryEnter(object obj, ref bool lockTaken) { Enter(obj, ref lockTaken); }
        public static void Exit(object obj) { Check(obj); }
        public static bool IsEntered(object obj) { Check(obj); return true; }
        public static void Pulse(object obj) { Check(obj); Cil2Mir.Plugs.Waits.Pulse(obj, false); }
        public static void PulseAll(object obj) { Check(obj); Cil2Mir.Plugs.Waits.Pulse(obj, true); }

        // (the program's other work runs until another thread would have pulsed: ThreadPool.cs)
        public static bool Wait(object obj, int millisecondsTimeout)
        {
            Check(obj);
            if (millisecondsTimeout < -1)
                Cil2Mir.Raise.ArgumentOutOfRange("Specified argument was out of the range of valid values.\nParameter name: millisecondsTimeout");
            return Cil2Mir.Plugs.Waits.Wait(new Cil2Mir.Plugs.Waiter { monitor = obj, deadline = Cil2Mir.Plugs.Waits.Deadline(millisecondsTimeout) });
        }

        public static bool Wait(object obj) { return Wait(obj, -1); }
        public static bool Wait(object obj, int millisecondsTimeout, bool exitContext) { return Wait(obj, millisecondsTimeout); }
        public static bool Wait(object obj, TimeSpan timeout) { return Wait(obj, Milliseconds(timeout)); }
        public static bool Wait(object obj, TimeSpan timeout, bool exitContext) { return Wait(obj, Milliseconds(timeout)); }

        static int Milliseconds(TimeSpan timeout)
        {
            long ms = (long)timeout.TotalMilliseconds;
            if (ms < -1 || ms > int.MaxValue)
                Cil2Mir.Raise.ArgumentOutOfRange("Number must be either non-negative and less than or equal to Int32.MaxValue or -1.\nParameter name: timeout");
            return (int)ms;
        }

        static void Check(object obj)
        {
            if (obj == null) Cil2Mir.Raise.ArgumentNull("Value cannot be null.\nParameter name: obj");
        }
    }

    [Cil2Mir.Plug]
    public static class Interlocked
    {
        public static T CompareExchange<T>(ref T location1, T value, T comparand) where T : class
        {
            T old = location1;
            if ((object)old == (object)comparand) location1 = value;
            return old;
        }

        public static T Exchange<T>(ref T location1, T value) where T : class
        {
            T old = location1;
            location1 = value;
            return old;
        }

        public static int CompareExchange(ref int location1, int value, int comparand)
        {
            int old = location1;
            if (old == comparand) location1 = value;
            return old;
        }

        public static int CompareExchange(ref int location1, int value, int comparand, ref bool succeeded)
        {
            int old = location1;
            succeeded = old == comparand;
            if (succeeded) location1 = value;
            return old;
        }

        public static System.IntPtr CompareExchange(ref System.IntPtr location1, System.IntPtr value, System.IntPtr comparand)
        {
            System.IntPtr old = location1;
            if (old == comparand) location1 = value;
            return old;
        }

        public static System.IntPtr Exchange(ref System.IntPtr location1, System.IntPtr value)
        {
            System.IntPtr old = location1;
            location1 = value;
            return old;
        }

        public static long CompareExchange(ref long location1, long value, long comparand)
        {
            long old = location1;
            if (old == comparand) location1 = value;
            return old;
        }

        public static object CompareExchange(ref object location1, object value, object comparand)
        {
            object old = location1;
            if (old == comparand) location1 = value;
            return old;
        }

        public static int Increment(ref int location) { return ++location; }
        public static long Increment(ref long location) { return ++location; }
        public static int Decrement(ref int location) { return --location; }
        public static long Decrement(ref long location) { return --location; }
        public static int Add(ref int location1, int value) { return location1 += value; }
        public static long Add(ref long location1, long value) { return location1 += value; }
        public static long Read(ref long location) { return location; }

        public static int Exchange(ref int location1, int value)
        {
            int old = location1;
            location1 = value;
            return old;
        }

        public static long Exchange(ref long location1, long value)
        {
            long old = location1;
            location1 = value;
            return old;
        }

        public static object Exchange(ref object location1, object value)
        {
            object old = location1;
            location1 = value;
            return old;
        }

        public static void MemoryBarrier() { }
    }
}

namespace Cil2Mir.Plugs
{
    // Mono's runtime reads and writes 64-bit values atomically; one thread needs no care
    [Plug("System.Threading.Volatile")]
    static class VolatilePlug
    {
        static long Read(ref long location) { return location; }
        static ulong Read(ref ulong location) { return location; }
        static double Read(ref double location) { return location; }
        static void Write(ref long location, long value) { location = value; }
        static void Write(ref ulong location, ulong value) { location = value; }
        static void Write(ref double location, double value) { location = value; }
    }
}

namespace System.Threading
{
    // Mono's runtime data of a thread (its fields that the framework's Thread reads and
    // writes, and the name and state Mono's runtime keeps for it).
    [Cil2Mir.Plug]
    sealed class InternalThread
    {
        internal long thread_id;
        internal bool threadpool_thread;
        internal int stack_size;
        internal byte apartment_state;
        internal volatile int critical_region_level;
        internal int managed_id;
        internal int priority;
        internal byte[] _serialized_principal;
        internal int _serialized_principal_version;
        internal string name;
        internal bool nameSet;
        internal ThreadState state;
        internal Delegate start;        // (cil2mir's: what Start runs, and its argument)
        internal object startArg;
        internal ExecutionContext context;      // (what Start captured, as Mono's Start does)
        // (the thread's values of Thread's [ThreadStatic] cultures while it does not run)
        internal System.Globalization.CultureInfo culture, uiCulture;
    }
}

namespace Cil2Mir
{
    // The process's environment, from the C runtime.
    internal static class Native
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern string GetEnvironmentVariable(string name);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern bool ConsoleIsUtf8();
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern bool IsRedirected(int fd);       // whether fd 0, 1 or 2 is not a terminal
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void WriteError(string text);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void Write(string text);         // stdout, as Console.Write(string)
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void SetNewLine(string newLine);  // what Console.WriteLine ends lines with
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern int Read();                      // stdin, as Console.Read()
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void Sleep(int milliseconds);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void RunThread(System.Delegate start, object arg, bool withArg);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void RunPoolWorker(System.Delegate work);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void Fatal(string message);      // "cil2mir: <message>", exit status 1
    }
}

namespace Cil2Mir.Plugs
{
    // One thread at a time. The main thread is a Thread object whose runtime data (Mono's
    // InternalThread, plugged below) says what Mono's says of its main thread: managed id 1,
    // running, in the foreground, normal priority, no name until one is set (once). Start
    // runs the new thread at once, whole, on the starter's stack: one of the interleavings
    // real threads may take, and the one Mono usually shows for a short thread (its Start
    // returns once the new thread runs, which then has a head start). Sleeping, yielding and
    // spinning let the thread pool's work and the timers run (ThreadPool.cs).
    [Plug("System.Threading.Thread")]
    static class ThreadPlug
    {
        static void MemoryBarrier() { }
        static void SleepInternal(int millisecondsTimeout) { Waits.Sleep(millisecondsTimeout); }

        static bool YieldInternal()
        {
            Waits.Spin();
            return true;                                        // (sched_yield succeeds)
        }

        static void SpinWait_nop() { Waits.Spin(); }

        static void SetStartHelper(System.Threading.Thread self, System.Delegate start, int maxStackSize)
        {
            get_Internal(self).start = start;
        }

        static void Start(System.Threading.Thread self)
        {
            var data = get_Internal(self);
            if ((data.state & System.Threading.ThreadState.Unstarted) == 0)
                Raise.NotSupported("starting a thread a second time is not supported by cil2mir");
            data.state = (data.state & ~System.Threading.ThreadState.Unstarted) | System.Threading.ThreadState.Running;
            // (Mono's Start captures the starter's execution context, which the new thread
            // runs in: its AsyncLocal values, the current culture among them, flow to it)
            data.context = ExecutionContextImport.FastCapture();
            ThreadData.Run(self, data);
        }

        static void Start(System.Threading.Thread self, object parameter)
        {
            var data = get_Internal(self);
            if ((object)data.start is System.Threading.ThreadStart)
                Raise.InvalidOperation("The thread was created with a ThreadStart delegate that does not accept a parameter.");
            data.startArg = parameter;
            Start(self);
        }

        // A started thread that has not stopped runs lower on this stack (Start ran it): it
        // cannot end during the wait, which times out or stops the program (Waits.Wait)
        static bool JoinInternal(System.Threading.Thread self, int millisecondsTimeout)
        {
            var state = get_Internal(self).state;
            if ((state & System.Threading.ThreadState.Unstarted) != 0)
                Raise.Again((System.Exception)(object)new System.Threading.ThreadStateException("Thread has not been started."));
            if ((state & System.Threading.ThreadState.Stopped) != 0) return true;
            return Waits.Wait(new Waiter { deadline = Waits.Deadline(millisecondsTimeout) });
        }

        static System.Threading.Thread main;
        static readonly System.Threading.InternalThread mainData = ThreadData.New(1, System.Threading.ThreadState.Running);
        static System.Collections.Generic.List<System.Threading.Thread> others;
        static System.Collections.Generic.List<System.Threading.InternalThread> othersData;

        static System.Threading.Thread GetCurrentThread()
        {
            return ThreadData.current ?? main ?? (main = new System.Threading.Thread(ThreadData.MainBody));
        }

        internal static System.Threading.InternalThread get_Internal(System.Threading.Thread self)
        {
            if ((object)self == (object)main) return mainData;
            if (others == null)
            {
                others = new System.Collections.Generic.List<System.Threading.Thread>();
                othersData = new System.Collections.Generic.List<System.Threading.InternalThread>();
            }
            for (int i = 0; i < others.Count; i++)
                if ((object)others[i] == (object)self) return othersData[i];
            others.Add(self);
            othersData.Add(ThreadData.New(others.Count + 1, System.Threading.ThreadState.Unstarted));
            return othersData[others.Count - 1];
        }

        static int get_CurrentThreadId() { return (int)get_Internal(GetCurrentThread()).thread_id; }
        static int SystemMaxStackStize() { return int.MaxValue; }  // (a Thread's stack size is not used)
        static string GetName_internal(System.Threading.InternalThread thread) { return thread.name; }

        static unsafe void SetName_icall(System.Threading.InternalThread thread, char* name, int nameLength)
        {
            if (thread.nameSet) Raise.InvalidOperation("Thread.Name can only be set once.");
            thread.nameSet = true;
            thread.name = name == null ? null : new string(name, 0, nameLength);
        }

        static System.Threading.ThreadState GetState(System.Threading.InternalThread thread) { return thread.state; }
        static void SetState(System.Threading.InternalThread thread, System.Threading.ThreadState set) { thread.state |= set; }
        static void ClrState(System.Threading.InternalThread thread, System.Threading.ThreadState clr) { thread.state &= ~clr; }
        static int GetPriorityNative(System.Threading.Thread self) { return get_Internal(self).priority; }
        static void SetPriorityNative(System.Threading.Thread self, int priority) { get_Internal(self).priority = priority; }
        static int GetDomainID() { return 0; }
    }

    [Import("System.Threading.Thread")]
    static class ThreadCultures
    {
        internal static System.Globalization.CultureInfo m_CurrentCulture, m_CurrentUICulture;
    }

    [Import("System.Threading.ExecutionContext")]
    static class ExecutionContextImport
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern System.Threading.ExecutionContext FastCapture();
    }

    static class ThreadData
    {
        internal static System.Threading.InternalThread New(int id, System.Threading.ThreadState state)
        {
            var data = new System.Threading.InternalThread();
            data.managed_id = id;
            data.thread_id = id;
            data.state = state;
            data.priority = (int)System.Threading.ThreadPriority.Normal;
            return data;
        }

        internal static System.Threading.Thread current;     // the thread running (null: the main thread)

        internal static void Run(System.Threading.Thread t, System.Threading.InternalThread data)
        {
            var outer = current;
            current = t;
            SwapCultures(data);
            if (data.context != null)
                System.Threading.ExecutionContext.Run(data.context, runInContext ?? (runInContext = RunInContext), data);
            else
                RunInContext(data);
            data.context = null;
            SwapCultures(data);
            current = outer;
            data.state = (data.state & ~System.Threading.ThreadState.Running) | System.Threading.ThreadState.Stopped;
        }

        static System.Threading.ContextCallback runInContext;

        static void RunInContext(object state)
        {
            var data = (System.Threading.InternalThread)state;
            // (an exception the thread does not catch ends the process, as in Mono)
            Native.RunThread(data.start, data.startArg, (object)data.start is System.Threading.ParameterizedThreadStart);
        }

        // Thread's current cultures are [ThreadStatic] fields, one field here: the thread that
        // is to run gets its own values (none before it first runs: the defaults) and the
        // thread it interrupts gets its own back after (swapped again).
        internal static void SwapCultures(System.Threading.InternalThread data)
        {
            var culture = ThreadCultures.m_CurrentCulture;
            ThreadCultures.m_CurrentCulture = data.culture;
            data.culture = culture;
            var uiCulture = ThreadCultures.m_CurrentUICulture;
            ThreadCultures.m_CurrentUICulture = data.uiCulture;
            data.uiCulture = uiCulture;
        }

        internal static void MainBody() { }

        // A worker of the thread pool: a background pool thread, started by the runtime
        internal static System.Threading.Thread NewPoolThread()
        {
            var t = new System.Threading.Thread(MainBody);
            var data = ThreadPlug.get_Internal(t);
            data.state = System.Threading.ThreadState.Background;
            data.threadpool_thread = true;
            return t;
        }
    }

    // The one application domain: the object Mono's runtime makes for it, and the data
    // AppDomain.SetData stores in it (GetData of a name nothing set is null, such as Regex's
    // REGEX_DEFAULT_MATCH_TIMEOUT).
    [Plug("System.AppDomain")]
    static class AppDomainPlug
    {
        static System.AppDomain current;
        static System.Collections.Generic.Dictionary<string, object> data;

        static System.AppDomain getCurDomain()
        {
            return current ?? (current = System.Activator.CreateInstance<System.AppDomain>());
        }

        static System.AppDomain getRootDomain() { return getCurDomain(); }
        static System.AppDomain get_DefaultDomain() { return getCurDomain(); }
        static int getDomainID(System.AppDomain self) { return 0; }    // (Mono's root domain's)

        // (Mono's is the assembly's file name: here the program's)
        static string getFriendlyName(System.AppDomain self)
        {
            return System.IO.Path.GetFileName(System.Environment.GetCommandLineArgs()[0]);
        }

        static object GetData(System.AppDomain self, string name)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            object value;
            return data != null && data.TryGetValue(name, out value) ? value : null;
        }

        static void SetData(System.AppDomain self, string name, object value)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            if (data == null) data = new System.Collections.Generic.Dictionary<string, object>();
            data[name] = value;
        }
    }

    [Plug("System.Environment")]
    static class EnvironmentPlug
    {
        static string GetNewLine() { return "\n"; }
        static int get_ProcessorCount() { return 1; }
        static bool get_HasShutdownStarted() { return false; }
        static int get_CurrentManagedThreadId() { return System.Threading.Thread.CurrentThread.ManagedThreadId; }
        static string internalGetEnvironmentVariable(string name) { return Native.GetEnvironmentVariable(name); }
        static System.PlatformID get_Platform() { return System.PlatformID.Unix; }
        static bool GetIs64BitOperatingSystem() { return true; }
        // (GetFolderPath calls it only on Windows; Mono's elsewhere answers "")
        static string GetWindowsFolderPath(int folder) { return ""; }

        // Mono walks its own stack frames; compiled code keeps no table of them
        static string get_StackTrace()
        {
            Raise.NotSupported("Environment.StackTrace is not supported by cil2mir (no stack frames are kept)");
            return null;
        }
    }

    // (Mono's code access security is off unless asked for)
    [Plug("System.Security.SecurityManager")]
    static class SecurityManagerPlug
    {
        static bool get_SecurityEnabled() { return false; }
    }

    // Boehm's collector finalizes nothing and has no ephemerons: a ConditionalWeakTable
    // holds its keys strongly (GC.register_ephemeron_array is the runtime's no-op).
    [Plug("System.GC")]
    static class GCPlug
    {
        static void _SuppressFinalize(object o) { }
        static void _ReRegisterForFinalize(object o) { }
        static object get_ephemeron_tombstone() { return Tombstone; }
        static int GetMaxGeneration() { return 1; }                 // (Mono's SGen: nursery and major)
        static void WaitForPendingFinalizers() { }                  // (nothing is finalized)
        static void RecordPressure(long bytesAllocated) { }

        static readonly object Tombstone = new object();
    }
}

namespace Cil2Mir.Plugs
{
    // Boehm's collector calls nothing back after a collection: the pools that trim
    // themselves then (ArrayPool's) keep what they hold.
    [Plug("System.Gen2GcCallback")]
    static class Gen2GcCallbackPlug
    {
        static void Register(System.Func<object, bool> callback, object targetObj) { }
    }
}

namespace Cil2Mir.Plugs
{
    // What System.IO.Path asks Mono's runtime about the platform (Linux).
    [Plug("System.IO.MonoIO")]
    static class MonoIOPlug
    {
        static char get_DirectorySeparatorChar() { return '/'; }
        static char get_AltDirectorySeparatorChar() { return '/'; }
        static char get_VolumeSeparatorChar() { return '/'; }
        static char get_PathSeparator() { return ':'; }
        static void DumpHandles() { }       // (Mono's lists its open handles for an error)
    }

    [Plug("System.IO.Path")]
    static class PathPlug
    {
        // Mono's g_get_tmp_dir
        static string get_temp_path()
        {
            return Native.GetEnvironmentVariable("TMPDIR") ?? Native.GetEnvironmentVariable("TMP")
                ?? Native.GetEnvironmentVariable("TEMP") ?? "/tmp";
        }
    }
}

namespace Cil2Mir.Plugs
{
    // Regular expressions run in Mono's interpreter: RegexOptions.Compiled (which Mono honours
    // only with MONO_REGEX_COMPILED_ENABLE set) would emit IL at run time.
    [Plug("System.Text.RegularExpressions.Regex")]
    static class RegexPlug
    {
        static bool UseOptionC(System.Text.RegularExpressions.Regex self) { return false; }
    }
}
