// Threading for single-threaded programs: a lock is always free, an exchange is a plain
// read and write, a barrier does nothing. Mono implements these in its runtime, and the
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
        public static void Pulse(object obj) { Check(obj); }
        public static void PulseAll(object obj) { Check(obj); }

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
        internal static extern void WriteError(string text);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void Sleep(int milliseconds);
    }
}

namespace Cil2Mir.Plugs
{
    // One thread: nothing to wait for, to yield to or to spin against.
    [Plug("System.Threading.Thread")]
    static class ThreadPlug
    {
        static void MemoryBarrier() { }
        static void SleepInternal(int millisecondsTimeout) { Native.Sleep(millisecondsTimeout); }
        static bool YieldInternal() { return true; }           // (sched_yield succeeds)
        static void SpinWait_nop() { }
    }

    [Plug("System.Environment")]
    static class EnvironmentPlug
    {
        static string GetNewLine() { return "\n"; }
        static int get_ProcessorCount() { return 1; }
        static bool get_HasShutdownStarted() { return false; }
        static int get_CurrentManagedThreadId() { return 1; }      // (Mono's main thread's)
        static string internalGetEnvironmentVariable(string name) { return Native.GetEnvironmentVariable(name); }
        static System.PlatformID get_Platform() { return System.PlatformID.Unix; }
    }

    // Boehm's collector finalizes nothing and has no ephemerons: a ConditionalWeakTable
    // holds its keys strongly (GC.register_ephemeron_array is the runtime's no-op).
    [Plug("System.GC")]
    static class GCPlug
    {
        static void _SuppressFinalize(object o) { }
        static void _ReRegisterForFinalize(object o) { }
        static object get_ephemeron_tombstone() { return Tombstone; }

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
    // Creating an object from a System.Type (Activator.CreateInstance(Type), a Lazy<T> without
    // a factory) needs its constructors at run time, which compiled code does not keep.
    [Plug("System.Activator")]
    static class ActivatorPlug
    {
        static object CreateInstance(System.Type type, bool nonPublic, bool wrapExceptions)
        {
            Raise.NotSupported("Activator.CreateInstance of a System.Type is not supported by cil2mir " +
                               "(the constructors are not kept for reflection)");
            return null;
        }
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
