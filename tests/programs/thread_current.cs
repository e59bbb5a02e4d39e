// Thread.CurrentThread in a program of one thread: the same object every time, Mono's main
// thread's managed id (1), state, priority, foreground/background, a name set once (a second
// set raises), its hash code and text; the current culture; Thread.Sleep and Yield; a Thread
// that is made but never started. AppDomain.CurrentDomain: one domain (Mono's root domain's
// id), GetData/SetData (a name nothing set is null).
using System;
using System.Threading;

class ThreadCurrent
{
    static void Work() { }

    static void Main()
    {
        Thread t = Thread.CurrentThread;
        Console.WriteLine(t.ManagedThreadId + " " + (t.Name == null) + " " + t.IsBackground + " " + t.IsAlive);
        Console.WriteLine(t.ThreadState + " " + t.IsThreadPoolThread + " " + t.Priority);
        Console.WriteLine(ReferenceEquals(t, Thread.CurrentThread) + " " + t.GetHashCode() + " " + t);
        Console.WriteLine(Environment.CurrentManagedThreadId + " " + Thread.GetDomainID());
        t.Name = "main";
        Console.WriteLine(t.Name + " " + Thread.CurrentThread.Name);
        try { t.Name = "again"; } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        t.IsBackground = true;
        Console.WriteLine(t.IsBackground + " " + t.ThreadState);
        t.IsBackground = false;
        Console.WriteLine(t.IsBackground + " " + t.ThreadState);
        t.Priority = ThreadPriority.AboveNormal;
        Console.WriteLine(t.Priority);
        Console.WriteLine("[" + t.CurrentCulture.Name + "] " + t.CurrentCulture.NumberFormat.NumberDecimalSeparator);
        Thread.Sleep(1);
        Thread.Sleep(TimeSpan.Zero);
        Console.WriteLine(Thread.Yield());

        var other = new Thread(Work);
        Console.WriteLine(other.IsAlive + " " + other.ThreadState + " " + (other.Name == null) + " " + t.Name);
        try { new Thread((ThreadStart)null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }

        AppDomain d = AppDomain.CurrentDomain;
        Console.WriteLine(ReferenceEquals(d, AppDomain.CurrentDomain) + " " + ReferenceEquals(d, Thread.GetDomain()));
        Console.WriteLine(d.Id + " " + d.IsDefaultAppDomain());
        Console.WriteLine(d.GetData("REGEX_DEFAULT_MATCH_TIMEOUT") == null);
        d.SetData("answer", 42);
        d.SetData("text", "forty-two");
        Console.WriteLine(d.GetData("answer") + " " + d.GetData("text"));
        d.SetData("answer", null);
        Console.WriteLine(d.GetData("answer") == null);
        try { d.GetData(null); } catch (ArgumentNullException e) { Console.WriteLine(e.GetType().Name); }
    }
}
