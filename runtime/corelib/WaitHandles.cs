// Events (ManualResetEvent, AutoResetEvent, EventWaitHandle) and the waits on them. Mono
// keeps an event in its runtime (w32event.c) behind a handle; here a handle is 1 + the
// event's index in a table. A wait runs the program's other work until the events are set
// (ThreadPool.cs, Waits.Wait); a wait that ends takes an auto-reset event, as Mono's does.
// Mutexes and semaphores are not made (their internal calls are not plugged).
namespace Cil2Mir.Plugs
{
    class Event
    {
        internal bool manual;
        internal bool set;
    }

    static class Events
    {
        static readonly System.Collections.Generic.List<Event> table = new System.Collections.Generic.List<Event>();

        internal static System.IntPtr Create(bool manual, bool initial)
        {
            int i = table.IndexOf(null);
            if (i < 0)
            {
                i = table.Count;
                table.Add(null);
            }
            table[i] = new Event { manual = manual, set = initial };
            return new System.IntPtr(i + 1);
        }

        internal static Event Get(System.IntPtr handle)
        {
            long i = (long)handle - 1;
            if (i < 0 || i >= table.Count || table[(int)i] == null)
                Raise.NotSupported("waiting on this kind of WaitHandle is not supported by cil2mir (only events)");
            return table[(int)i];
        }

        internal static void Close(System.IntPtr handle) { table[(int)((long)handle - 1)] = null; }

        // Whether the waiter's events are set (WaitAll: all of them; WaitAny: the first, whose
        // index it notes); if so, and `take`, the auto-reset ones are reset.
        internal static bool Signalled(Waiter w, bool take)
        {
            int first = -1;
            bool all = true;
            for (int i = 0; i < w.handles.Length; i++)
            {
                if (!Get(w.handles[i]).set) all = false;
                else if (first < 0) first = i;
            }
            if (w.waitAll ? !all : first < 0) return false;
            if (!take) return true;
            for (int i = 0; i < w.handles.Length; i++)
            {
                Event e = Get(w.handles[i]);
                if (!e.manual && (w.waitAll || i == first)) e.set = false;
            }
            w.signalled = w.waitAll ? 0 : first;
            return true;
        }
    }

    [Plug("System.Threading.NativeEventCalls")]
    static class NativeEventCallsPlug
    {
        static unsafe System.IntPtr CreateEvent_icall(bool manual, bool initial, char* name, int name_length, out int errorCode)
        {
            errorCode = 0;
            if (name != null)
                Raise.NotSupported("named events are not supported by cil2mir (one process, one thread)");
            return Events.Create(manual, initial);
        }

        static bool SetEvent_internal(System.IntPtr handle)
        {
            Events.Get(handle).set = true;
            return true;
        }

        static bool ResetEvent_internal(System.IntPtr handle)
        {
            Events.Get(handle).set = false;
            return true;
        }

        static void CloseEvent_internal(System.IntPtr handle) { Events.Close(handle); }
    }

    [Plug("System.Threading.WaitHandle")]
    static class WaitHandlePlug
    {
        const int WaitTimeout = 0x102;          // (Win32's WAIT_TIMEOUT, as Mono returns it)

        static unsafe int Wait_internal(System.IntPtr* handles, int numHandles, bool waitAll, int ms)
        {
            var w = new Waiter { handles = new System.IntPtr[numHandles], waitAll = waitAll, deadline = Waits.Deadline(ms) };
            for (int i = 0; i < numHandles; i++) w.handles[i] = handles[i];
            return Waits.Wait(w) ? w.signalled : WaitTimeout;
        }
    }
}
