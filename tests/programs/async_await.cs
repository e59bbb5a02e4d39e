// async/await: an async Task MainAsync run by Main (mcs has no async Main), awaiting completed and not-yet-completed tasks (Task.Delay,
// Task.Run, a TaskCompletionSource completed by a timer), async Task<int> methods calling each
// other, exceptions through await (the first one, not an AggregateException), ConfigureAwait,
// Task.Yield, cancellation through a CancellationTokenSource, and the order of the lines
// written around each await.
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static async Task<int> AddLater(int a, int b, int ms)
    {
        Console.WriteLine("  add " + a + "+" + b + " starts");
        await Task.Delay(ms);
        Console.WriteLine("  add " + a + "+" + b + " resumes");
        return a + b;
    }

    static async Task<int> Completed(int x)
    {
        await Task.FromResult(0);           // already complete: no suspension
        return x * 2;
    }

    static async Task Fail(string message)
    {
        await Task.Delay(10);
        throw new InvalidOperationException(message);
    }

    static async Task<string> Nested()
    {
        int a = await AddLater(1, 2, 30);
        int b = await Task.Run(() => a * 10);
        int c = await Completed(b);
        return "nested " + a + " " + b + " " + c;
    }

    static Task<int> FromSource(int value, int ms)
    {
        var source = new TaskCompletionSource<int>();
        var timer = new Timer(_ => source.SetResult(value), null, ms, Timeout.Infinite);
        source.Task.ContinueWith(_ => timer.Dispose());
        return source.Task;
    }

    static async Task Count(string name, int n, int ms)
    {
        for (int i = 0; i < n; i++)
        {
            await Task.Delay(ms);
            Console.WriteLine(name + " " + i);
        }
    }

    static async Task<int> Cancellable(CancellationToken token)
    {
        await Task.Delay(5000, token);
        return 1;
    }

    static void Main() { MainAsync().GetAwaiter().GetResult(); }

    static async Task MainAsync()
    {
        Console.WriteLine("main starts");
        Task<int> pending = AddLater(2, 3, 50);
        Console.WriteLine("main goes on while the addition waits");
        Console.WriteLine("sum " + await pending);
        Console.WriteLine(await Nested());
        Console.WriteLine("completed " + await Completed(21));
        Console.WriteLine("from source " + await FromSource(99, 20));

        try { await Fail("awaited failure"); }
        catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }

        Task both = Task.WhenAll(Fail("first"), Fail("second"));
        try { await both; }
        catch (Exception e)
        {
            Console.WriteLine("await gives " + e.GetType().Name + " " + e.Message);
            Console.WriteLine("the task holds " + both.Exception.InnerExceptions.Count);
        }

        await Task.WhenAll(Count("slow", 2, 60), Count("fast", 3, 25));

        using (var cts = new CancellationTokenSource())
        {
            Task<int> c = Cancellable(cts.Token);
            cts.CancelAfter(30);
            try { await c; }
            catch (OperationCanceledException) { Console.WriteLine("cancelled " + c.IsCanceled + " " + c.Status); }
            Console.WriteLine("token " + cts.IsCancellationRequested);
        }
        var registered = new CancellationTokenSource();
        registered.Token.Register(() => Console.WriteLine("callback on cancel"));
        registered.Cancel();
        try { registered.Token.ThrowIfCancellationRequested(); }
        catch (OperationCanceledException e) { Console.WriteLine(e.Message); }

        await Task.Yield();
        Console.WriteLine("after yield");
        int v = await Task.Run(() => 5).ConfigureAwait(false);
        Console.WriteLine("configured " + v);

        var tcs = new TaskCompletionSource<string>();
        tcs.SetException(new FormatException("from the source"));
        try { await tcs.Task; }
        catch (FormatException e) { Console.WriteLine("source failed: " + e.Message); }
        Console.WriteLine("main ends");
    }
}
