// Stack traces: the runtime records an exception's frames as it travels and writes them
// (runtime/cil2mir_rt.c, rt_Exception_StackTrace; frontend/stacktrace.py).
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    internal static class Traces
    {
        // Mono's text of the frames, or null for an exception never thrown.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string Text(System.Exception e);

        // The assembly name of the method of the first frame, or null for an exception never
        // thrown.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string Source(System.Exception e);
    }
}
