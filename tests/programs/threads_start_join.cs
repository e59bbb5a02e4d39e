// Threads: Start runs the new thread (cil2mir: at once, to its end; a short thread in Mono
// usually also runs before its starter's next statement), Join, ParameterizedThreadStart,
// captured variables, lock, Thread.CurrentThread and Name inside the thread, states, Join of
// a thread not started and of the current thread.
using System;
using System.Collections.Generic;
using System.Threading;

class Program
{
    static int counter;
    static readonly object gate = new object();
    static readonly List<string> log = new List<string>();

    static void Add(object amount)
    {
        for (int i = 0; i < 1000; i++)
            lock (gate) counter += (int)amount;
    }

    static void Main()
    {
        Console.WriteLine("main " + Thread.CurrentThread.ManagedThreadId);
        var a = new Thread(Add);
        var b = new Thread(() => Add(2)) { Name = "adder", IsBackground = true };
        Console.WriteLine(a.ThreadState + " " + b.IsBackground + " " + b.Name);
        a.Start(1);
        b.Start();
        a.Join();
        Console.WriteLine(b.Join(1000) + " " + counter + " " + a.IsAlive + " " + a.ThreadState);

        var squares = new int[5];
        var workers = new List<Thread>();
        for (int i = 0; i < squares.Length; i++)
        {
            int k = i;
            var t = new Thread(() =>
            {
                squares[k] = k * k;
                lock (log) log.Add(Thread.CurrentThread.Name);
            }) { Name = "sq" + k };
            workers.Add(t);
        }
        foreach (var t in workers) t.Start();
        foreach (var t in workers) t.Join();
        log.Sort(StringComparer.Ordinal);
        Console.WriteLine(string.Join(",", squares) + " " + string.Join(",", log));

        Thread inner = null;
        var outer = new Thread(() =>
        {
            inner = new Thread(() => Console.WriteLine("inner runs on " + (Thread.CurrentThread == inner)));
            inner.Start();
            inner.Join();
            Console.WriteLine("outer done, current is outer: " + (Thread.CurrentThread.Name == "outer"));
        }) { Name = "outer" };
        outer.Start();
        outer.Join();
        Console.WriteLine("main is current again: " + (Thread.CurrentThread.ManagedThreadId == 1));

        try { new Thread(() => { }).Start("x"); }
        catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var done = new Thread(() => Console.WriteLine("last thread"));
        done.Start();
        done.Join();
        Console.WriteLine("end " + done.ThreadState);

        var unstarted = new Thread(() => { });
        try { unstarted.Join(); }
        catch (ThreadStateException e) { Console.WriteLine(e.Message); }
        Console.WriteLine("joining itself times out: " + !Thread.CurrentThread.Join(10));
    }
}
