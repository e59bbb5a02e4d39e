// The current culture: a program starts in the invariant culture (Mono's with LC_ALL=C); the
// setters of Thread and CultureInfo change it for the thread (numbers, dates, ToString of
// boxes, Console), DefaultThreadCurrentCulture is that of a thread that set none, and a new
// thread, a task and an async method's continuation get the culture of the code that started
// them through its execution context (unless its flow is suppressed).
using System;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;

class Program
{
    static readonly object[] Values = { 1.5, 2.5f, -7, 8L, (short)-2, (byte)3, 4.5m, double.NaN, double.NegativeInfinity };

    static void Show(string what)
    {
        Console.Write(what + " [" + CultureInfo.CurrentCulture.Name + "|" + CultureInfo.CurrentUICulture.Name + "] ");
        foreach (object v in Values) Console.Write(v + ";");
        Console.WriteLine(" {0} {1:N2} {2}", 1.25, 1234.5, new DateTime(2020, 3, 4, 5, 6, 7));
    }

    static async Task<int> Later()
    {
        Show("async before");
        CultureInfo.CurrentCulture = new CultureInfo("ja-JP");
        await Task.Yield();
        Show("async after");
        return 1;
    }

    static void Main()
    {
        Console.WriteLine(1.5);
        Console.WriteLine(CultureInfo.CurrentCulture == CultureInfo.InvariantCulture);
        Show("start");
        Thread.CurrentThread.CurrentCulture = new CultureInfo("de-DE");
        Console.WriteLine(1.5);
        Console.WriteLine(CultureInfo.CurrentCulture.Name);
        Console.WriteLine(2.5.ToString() + " " + 2.5f.ToString() + " " + (-3).ToString() + " " + 1.5.ToString("F3"));
        CultureInfo.CurrentCulture = new CultureInfo("fr-FR");
        Console.WriteLine(string.Format("{0:N2}", 1234.5));
        CultureInfo.CurrentUICulture = new CultureInfo("en-GB");
        Console.WriteLine(CultureInfo.CurrentUICulture.Name);
        Show("main");

        var t = new Thread(() => {
            Show("thread");
            CultureInfo.CurrentCulture = new CultureInfo("ru-RU");
            Show("thread set");
        });
        t.Start();
        t.Join();
        Show("main after thread");

        CultureInfo.DefaultThreadCurrentCulture = new CultureInfo("es-ES");
        CultureInfo.DefaultThreadCurrentUICulture = new CultureInfo("it-IT");
        Console.WriteLine(CultureInfo.DefaultThreadCurrentCulture.Name + " " + CultureInfo.DefaultThreadCurrentUICulture.Name);
        t = new Thread(o => Show("parameterized " + o));
        t.Start(42);
        t.Join();
        AsyncFlowControl flow = ExecutionContext.SuppressFlow();
        t = new Thread(() => Show("no flow"));
        t.Start();
        t.Join();
        flow.Undo();

        Task.Run(() => Show("task")).Wait();
        Task.Run(() => { CultureInfo.CurrentCulture = new CultureInfo("pt-BR"); Show("task set"); }).Wait();
        Show("main after tasks");
        Console.WriteLine(Later().Result);
        Show("main after async");

        Thread.CurrentThread.CurrentCulture = CultureInfo.InvariantCulture;
        Console.WriteLine(1.5);
        Show("invariant");
        try { CultureInfo.CurrentCulture = null; }
        catch (ArgumentNullException e) { Console.WriteLine(e.GetType().Name + ": " + e.ParamName); }
        try { Thread.CurrentThread.CurrentUICulture = null; }
        catch (ArgumentNullException e) { Console.WriteLine(e.GetType().Name + ": " + e.ParamName); }
    }
}
