// The standard delegate types, events' EventArgs and EventHandler, and the Interlocked
// member field-like events use, of the cil2mir corelib. The delegates' constructors and
// Invoke are synthesised by the frontend (frontend/delegates.py), as for user delegates.
namespace System
{
    public delegate void Action();
    public delegate void Action<in T>(T obj);
    public delegate void Action<in T1, in T2>(T1 arg1, T2 arg2);
    public delegate void Action<in T1, in T2, in T3>(T1 arg1, T2 arg2, T3 arg3);
    public delegate void Action<in T1, in T2, in T3, in T4>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    public delegate TResult Func<out TResult>();
    public delegate TResult Func<in T, out TResult>(T arg);
    public delegate TResult Func<in T1, in T2, out TResult>(T1 arg1, T2 arg2);
    public delegate TResult Func<in T1, in T2, in T3, out TResult>(T1 arg1, T2 arg2, T3 arg3);
    public delegate TResult Func<in T1, in T2, in T3, in T4, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    public delegate bool Predicate<in T>(T obj);
    public delegate int Comparison<in T>(T x, T y);
    public delegate TOutput Converter<in TInput, out TOutput>(TInput input);

    public class EventArgs
    {
        public static readonly EventArgs Empty = new EventArgs();
        public EventArgs() { }
    }

    public delegate void EventHandler(object sender, EventArgs e);
    public delegate void EventHandler<TEventArgs>(object sender, TEventArgs e);
}

namespace System.Threading
{
    // Single-threaded programs: the exchanges are plain reads and writes.
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

        public static int Increment(ref int location) { return ++location; }
        public static int Decrement(ref int location) { return --location; }
        public static int Exchange(ref int location1, int value)
        {
            int old = location1;
            location1 = value;
            return old;
        }
    }
}
