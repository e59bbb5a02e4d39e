// Stack traces through the framework's IL (List.ForEach, Dictionary.Add, LINQ, Queue,
// StringBuilder): its frames, ThrowHelper hidden ([StackTraceHidden]); setters, operators,
// explicit interface methods, interpolation calling a throwing ToString, cached lambdas.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

class Account
{
    decimal balance;
    public decimal Balance
    {
        get { return balance; }
        set { if (value < 0) throw new ArgumentException("Balance cannot be negative", "value"); balance = value; }
    }
    public void Withdraw(decimal amount)
    {
        if (amount > balance) throw new InvalidOperationException($"Insufficient funds: {balance} < {amount}");
        Balance -= amount;
    }
}

struct Vec
{
    public int X;
    public static Vec operator /(Vec v, int d) { return new Vec { X = v.X / d }; }
    public override string ToString() { if (X < 0) throw new FormatException("negative"); return "V" + X; }
}

interface IParser { int Parse(string s); }
class StrictParser : IParser
{
    int IParser.Parse(string s) { if (s.Length == 0) throw new ArgumentException("empty"); return s.Length; }
}

static class Cache<T>
{
    static Dictionary<string, T> items = new Dictionary<string, T>();
    public static void Add(string key, T value) { items.Add(key, value); }
}

class Program
{
    static string Describe(Type t, string label) { return t.Name + label.Length; }

    static void Run(string name, Action a)
    {
        try { a(); }
        catch (Exception e) { Console.WriteLine(name + ": " + e); }
    }

    static void Main()
    {
        Run("setter", () => new Account().Balance = -5);
        Run("withdraw", () => new Account().Withdraw(10));
        Run("foreach", () => new List<int> { 1, 2, 3 }.ForEach(x => { if (x == 2) throw new Exception("two"); }));
        Run("duplicate", () => { Cache<int>.Add("a", 1); Cache<int>.Add("a", 2); });
        Run("operator", () => Console.WriteLine(new Vec { X = 4 } / 0));
        Run("tostring", () => Console.WriteLine($"value: {new Vec { X = -1 }}"));
        Run("explicit", () => ((IParser)new StrictParser()).Parse(""));
        Run("checked", () => { int big = int.MaxValue; checked { big++; } });
        Run("select", () => Console.WriteLine(new[] { 1, 0 }.Select(x => 10 / x).Sum()));
        Run("sb", () => new StringBuilder("abc").Remove(5, 1));
        Run("queue", () => new Queue<int>().Dequeue());
        Run("cast", () => { object o = new List<int>(); var s = (string)o; });
        Run("typeof", () => Describe(typeof(DayOfWeek), null));
        Run("array", () => { var a = new int[3]; var b = a.Skip(1).ToArray(); Console.WriteLine(b[5]); });
        Run("nested", () => { try { throw new Exception("inner"); } finally { Console.WriteLine("cleanup"); } });
    }
}
