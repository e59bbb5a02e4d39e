// An exception that a work item queued with ThreadPool.QueueUserWorkItem does not catch ends
// the process (Mono: exit status 255) once its finally blocks have run; Main's catch around
// the wait does not see it.
using System;
using System.Threading;

class Program
{
    static void Main()
    {
        ThreadPool.QueueUserWorkItem(_ =>
        {
            try
            {
                Console.WriteLine("work item runs");
                throw new InvalidOperationException("from the pool");
            }
            finally { Console.WriteLine("work item's finally"); }
        });
        try { Thread.Sleep(500); }
        catch (Exception e) { Console.WriteLine("not seen: " + e.Message); }
        Console.WriteLine("not reached");
    }
}
