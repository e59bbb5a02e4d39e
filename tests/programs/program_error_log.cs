// An ordinary program that validates orders and logs what went wrong: exceptions carry
// context in Data (enumerated in insertion order, as Mono's), a HelpLink, and each is logged
// with its HResult, which is Mono's code of its type whether the program, the framework or
// the runtime (casts, checked arithmetic, array bounds, null) raised it, until one is set,
// and its Source: the assembly that threw it (null for one never thrown), unless set.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;

class OrderException : Exception
{
    public OrderException(string message, Exception inner) : base(message, inner) { HResult = 0x2001; }
}

class QuietException : FormatException
{
    public QuietException() { HResult = 0; }
}

class Orders
{
    static readonly Dictionary<string, decimal> Prices = new Dictionary<string, decimal> { { "apple", 0.5m }, { "pear", 0.75m } };

    static void Log(Exception e)
    {
        Console.WriteLine("{0}: {1} (HResult 0x{2:X8}, from {3}{4})", e.GetType().Name, e.Message.Replace("\n", " / "), e.HResult,
                          e.Source ?? "nowhere", e.HelpLink == null ? "" : ", see " + e.HelpLink);
        foreach (DictionaryEntry entry in e.Data) Console.WriteLine("    {0} = {1}", entry.Key, entry.Value ?? "(null)");
        if (e.InnerException != null) { Console.Write("  caused by "); Log(e.InnerException); }
    }

    static decimal Total(string line)
    {
        string[] parts = line.Split(',');
        try
        {
            int count = int.Parse(parts[1], CultureInfo.InvariantCulture);
            decimal price = Prices[parts[0]];
            return checked(count * price * 1000000000000000000m);
        }
        catch (Exception e)
        {
            e.Data["line"] = line;
            e.Data["fields"] = parts.Length;
            e.Data["checked at"] = "Total";
            if (e is FormatException) e.HelpLink = "https://example.com/help/count";
            throw;
        }
    }

    static void Main()
    {
        foreach (string line in new[] { "apple,3", "pear,x", "plum,2", "apple", "pear,99999999999", "apple,100" })
        {
            try { Console.WriteLine("{0} -> {1}", line, Total(line)); }
            catch (Exception e) { Log(e); }
        }
        var wrapped = new OrderException("order 17 rejected", new InvalidOperationException("stock is empty"));
        wrapped.Data.Add("order", 17);
        wrapped.Data.Add("customer", null);
        wrapped.Data.Remove("order");
        wrapped.Data["order"] = 18;
        Log(wrapped);
        Console.WriteLine("Data: {0} entries, contains 'order': {1}, read-only: {2}", wrapped.Data.Count, wrapped.Data.Contains("order"), wrapped.Data.IsReadOnly);

        var raised = new List<Exception>();
        try { object o = "text"; Console.WriteLine((int)o); } catch (Exception e) { raised.Add(e); }
        try { int[] a = new int[2]; int i = 5; a[i] = 1; } catch (Exception e) { raised.Add(e); }
        try { string s = null; Console.WriteLine(s.Length); } catch (Exception e) { raised.Add(e); }
        try { int z = 0; Console.WriteLine(10 / z); } catch (Exception e) { raised.Add(e); }
        try { int big = int.MaxValue; Console.WriteLine(checked(big + 1)); } catch (Exception e) { raised.Add(e); }
        try { Console.WriteLine("abc".Substring(5)); } catch (Exception e) { raised.Add(e); }
        try { Console.WriteLine(Convert.ToByte(300)); } catch (Exception e) { raised.Add(e); }
        try { new List<int>().Remove(0); new Queue<int>().Dequeue(); } catch (Exception e) { raised.Add(e); }
        try { throw new NotImplementedException(); } catch (Exception e) { raised.Add(e); }
        raised.AddRange(new Exception[] { new Exception(), new SystemException(), new ApplicationException(), new ArithmeticException(),
            new ArgumentNullException("p"), new ArgumentOutOfRangeException("p", 3, "too big"), new NotSupportedException(),
            new RankException(), new ArrayTypeMismatchException(), new OutOfMemoryException(), new KeyNotFoundException(),
            new InvalidCastException("custom code", 77), new TimeoutException(), new System.IO.IOException("disk") });
        foreach (var e in raised) Log(e);
        var relabelled = raised[0];
        relabelled.Source = "validator";
        Log(relabelled);
        Console.WriteLine("set to zero: {0}", new QuietException().HResult);
    }
}
