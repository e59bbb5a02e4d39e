// What else the framework's asynchronous and blocking paths reach (a FileStream's BeginRead
// and BeginWrite, async methods, waits with exitContext); the waits themselves and the thread
// pool are ThreadPool.cs's.
namespace Cil2Mir.Plugs
{
    // (no mutex can be made: creating one is not plugged)
    [Plug("System.Threading.Mutex")]
    static class MutexPlug
    {
        static bool ReleaseMutex_internal(System.IntPtr handle)
        {
            Raise.NotSupported("mutexes are not supported by cil2mir (one thread)");
            return false;
        }
    }

    // Remoting contexts (a wait's exitContext) are not kept
    [Plug("System.AppDomain")]
    static class AppDomainContextPlug
    {
        static System.Runtime.Remoting.Contexts.Context InternalGetContext()
        {
            Raise.NotSupported("remoting contexts are not supported by cil2mir");
            return null;
        }
    }

    // The default context posts to the thread pool; Mono's queues `d.Invoke`, a method that
    // compiled code has no address of (a delegate's Invoke is the runtime's)
    [Plug("System.Threading.SynchronizationContext")]
    static class SynchronizationContextPlug
    {
        static void Post(System.Threading.SynchronizationContext self, System.Threading.SendOrPostCallback d, object state)
        {
            System.Threading.ThreadPool.QueueUserWorkItem(s => d(s), state);
        }
    }

    // An async method's unhandled error is reported to Windows Runtime only in an AppX
    // process, which Mono never runs
    [Plug("System.Runtime.InteropServices.WindowsRuntime.WindowsRuntimeMarshal")]
    static class WindowsRuntimeMarshalPlug
    {
        static bool ReportUnhandledError(System.Exception e) { return false; }
    }

    [Plug("System.Environment")]
    static class FailFastPlug
    {
        // Mono's message (g_warning), the exception as Mono prints an unhandled one, then abort
        static void FailFast(string message, System.Exception exception, string errorSource)
        {
            Native.WriteError(message == null ? "CLR: Managed code called FailFast without specifying a reason.\n"
                                              : "CLR: Managed code called FailFast, saying \"" + message + "\"\n");
            if (exception != null) Native.WriteError("\nUnhandled Exception:\n" + exception.ToString() + "\n");
            ProcessNative.Abort();
        }
    }

    [Plug("System.Runtime.CompilerServices.RuntimeHelpers")]
    static class ExecutionStackPlug
    {
        static bool SufficientExecutionStack() { return ProcessNative.SufficientExecutionStack(); }
    }
}

namespace Cil2Mir
{
    internal static class ProcessNative
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern void Abort();
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern bool SufficientExecutionStack();
    }
}
