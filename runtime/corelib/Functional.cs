// The standard delegate types, events' EventArgs and EventHandler, and the Interlocked
// member field-like events use, of the cil2mir corelib. The delegates' constructors and
// Invoke are synthesised by the frontend (frontend/delegates.py), as for user delegates.
namespace System
{
    [Cil2Mir.Plug]
    public delegate void Action();
    [Cil2Mir.Plug]
    public delegate void Action<in T>(T obj);
    [Cil2Mir.Plug]
    public delegate void Action<in T1, in T2>(T1 arg1, T2 arg2);
    [Cil2Mir.Plug]
    public delegate void Action<in T1, in T2, in T3>(T1 arg1, T2 arg2, T3 arg3);
    [Cil2Mir.Plug]
    public delegate void Action<in T1, in T2, in T3, in T4>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    [Cil2Mir.Plug]
    public delegate TResult Func<out TResult>();
    [Cil2Mir.Plug]
    public delegate TResult Func<in T, out TResult>(T arg);
    [Cil2Mir.Plug]
    public delegate TResult Func<in T1, in T2, out TResult>(T1 arg1, T2 arg2);
    [Cil2Mir.Plug]
    public delegate TResult Func<in T1, in T2, in T3, out TResult>(T1 arg1, T2 arg2, T3 arg3);
    [Cil2Mir.Plug]
    public delegate TResult Func<in T1, in T2, in T3, in T4, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    [Cil2Mir.Plug]
    public delegate bool Predicate<in T>(T obj);
    [Cil2Mir.Plug]
    public delegate int Comparison<in T>(T x, T y);
    [Cil2Mir.Plug]
    public delegate TOutput Converter<in TInput, out TOutput>(TInput input);

    [Cil2Mir.Plug]
    public class EventArgs
    {
        public static readonly EventArgs Empty = new EventArgs();
        public EventArgs() { }
    }

    [Cil2Mir.Plug]
    public delegate void EventHandler(object sender, EventArgs e);
    [Cil2Mir.Plug]
    public delegate void EventHandler<TEventArgs>(object sender, TEventArgs e);
}
