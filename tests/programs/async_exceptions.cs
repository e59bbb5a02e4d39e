// Exceptions and async methods: Wait and Result wrap an async method's exception in an
// AggregateException (Flatten, Handle, InnerExceptions), GetAwaiter().GetResult() and await
// throw the first one unwrapped, try/finally and using around awaits, async lambdas, a
// recursive async method, WhenAny never throws, and cancellation seen through await.
using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class Resource : IDisposable
{
    readonly string name;
    public Resource(string name) { this.name = name; Console.WriteLine("open " + name); }
    public void Dispose() { Console.WriteLine("close " + name); }
}

class Program
{
    static async Task<int> Fails(int after, string message)
    {
        await Task.Delay(after);
        throw new ArgumentException(message);
    }

    static async Task<int> Guarded()
    {
        using (new Resource("guarded"))
        {
            try
            {
                await Task.Delay(5);
                return await Fails(5, "inside using");
            }
            finally { Console.WriteLine("finally after await"); }
        }
    }

    static async Task<long> Factorial(int n)
    {
        if (n <= 1) return 1;
        await Task.Yield();
        return n * await Factorial(n - 1);
    }

    static async Task<string> Describe(Task t)
    {
        try { await t; return "ok"; }
        catch (Exception e) { return e.GetType().Name + ": " + e.Message; }
    }

    static void Main()
    {
        try { Fails(10, "waited").Wait(); }
        catch (AggregateException e) { Console.WriteLine("Wait: " + e.InnerExceptions.Count + " " + e.InnerException.Message); }

        try { Console.WriteLine(Fails(10, "result").Result); }
        catch (AggregateException e) { Console.WriteLine("Result: " + e.InnerException.GetType().Name); }

        try { Fails(10, "unwrapped").GetAwaiter().GetResult(); }
        catch (ArgumentException e) { Console.WriteLine("GetResult: " + e.Message); }

        Console.WriteLine(Describe(Guarded()).Result);

        var all = Task.WhenAll(Fails(30, "one"), Fails(10, "two"), Task.FromResult(3));
        try { all.Wait(); }
        catch (AggregateException e)
        {
            var flat = e.Flatten();
            Console.WriteLine("WhenAll: " + flat.InnerExceptions.Count + " " +
                              string.Join(",", flat.InnerExceptions.Select(x => x.Message).OrderBy(m => m)));
            flat.Handle(x => x is ArgumentException);
            Console.WriteLine("handled");
        }
        Console.WriteLine("await on WhenAll: " + Describe(all).Result);

        Task<Task<int>> any = Task.WhenAny(Fails(5, "any"), Task.Delay(500).ContinueWith(_ => 1));
        Console.WriteLine("WhenAny: " + any.Result.IsFaulted + " " + any.IsFaulted);

        Console.WriteLine("20! = " + Factorial(20).Result);

        Func<int, Task<int>> twice = async x => { await Task.Delay(1); return x * 2; };
        Console.WriteLine("lambda " + twice(21).Result);

        var cts = new CancellationTokenSource();
        Task slow = Task.Delay(1000, cts.Token);
        cts.Cancel();
        Console.WriteLine("cancelled: " + Describe(slow).Result + " " + slow.Status);

        Task<int> faulted = Fails(1, "twice");
        Console.WriteLine(Describe(faulted).Result + " / " + Describe(faulted).Result);
        Console.WriteLine("exception property: " + faulted.Exception.InnerException.Message);

        try
        {
            Task.Run(() => { throw new AggregateException(new InvalidOperationException("inner a"), new FormatException("inner b")); }).Wait();
        }
        catch (AggregateException e)
        {
            Console.WriteLine("nested: " + e.InnerExceptions.Count + " " + e.Flatten().InnerExceptions.Count);
        }
    }
}
