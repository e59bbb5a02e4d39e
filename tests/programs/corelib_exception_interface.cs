// A user interface implemented by members a user exception class inherits from the corelib
// (a virtual one mapped directly, a non-virtual one through the stub mcs adds).
using System;
interface IMsg { string Message { get; } Exception InnerException { get; } }
class Plain : Exception, IMsg { public Plain(string m, Exception i) : base(m, i) {} }
class Program {
    static void Main() {
        IMsg m = new Plain("hello", new FormatException());
        Console.WriteLine(m.Message);
        Console.WriteLine(m.InnerException.Message);
    }
}
