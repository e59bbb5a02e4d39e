// Files: what Mono's System.IO reaches beyond the internal calls and pinvokes that the C
// runtime binds (runtime/cil2mir_files.c, frontend/corelib.py).
namespace Cil2Mir
{
    internal static class FileNative
    {
        // SystemNative_CopyFile on the two descriptors
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern int CopyFile(System.IntPtr source, System.IntPtr destination);
    }
}

namespace Cil2Mir.Plugs
{
    // Mono marshals a SafeHandle argument as its handle (a file descriptor here).
    [Plug("Interop/Sys")]
    static class InteropSysPlug
    {
        static int CopyFile(Microsoft.Win32.SafeHandles.SafeFileHandle source,
                            Microsoft.Win32.SafeHandles.SafeFileHandle destination)
        {
            return FileNative.CopyFile(source.DangerousGetHandle(), destination.DangerousGetHandle());
        }
    }

    [Plug("System.IO.Path")]
    static class PathWindowsPlug
    {
        // kernel32's, reached only on Windows (Path.WindowsDriveAdjustment)
        static int GetFullPathName(string path, int numBufferChars, System.Text.StringBuilder buffer,
                                   ref System.IntPtr lpFilePartOrNull)
        {
            throw new System.PlatformNotSupportedException();
        }
    }
}
