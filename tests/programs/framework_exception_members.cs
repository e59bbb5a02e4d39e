// Exception members the framework's own exceptions use: Source (as set), and a System.dll
// exception (Win32Exception, an ExternalException) built from its IL.
using System;
using System.ComponentModel;
using System.Runtime.InteropServices;

class Program
{
    static void Main()
    {
        var e = new Win32Exception(2, "custom");
        Console.WriteLine(e.Message + " " + e.NativeErrorCode + " " + e.GetType().FullName);
        try { throw new InvalidOperationException("boom"); }
        catch (Exception x) { x.Source = "src"; Console.WriteLine(x.Source + " " + x.Message + " " + x.GetType().Name); }
        try { throw new Win32Exception(5, "denied"); }
        catch (ExternalException x) { Console.WriteLine(x.ErrorCode + " " + x.Message); }
    }
}
