// An ordinary program: accounts with events, properties, operators on a struct, a custom
// exception, an enumerable bank (iterator) and a generic fold with lambdas.
using System;
using System.Collections.Generic;
public enum AccountKind { Checking, Savings }
public class InsufficientFunds : Exception { public InsufficientFunds(decimal_ a) : base("insufficient: " + a.Cents) { } }
public struct decimal_ { public long Cents; public decimal_(long c) { Cents = c; } public static decimal_ operator +(decimal_ a, decimal_ b) { return new decimal_(a.Cents + b.Cents); } public static decimal_ operator -(decimal_ a, decimal_ b) { return new decimal_(a.Cents - b.Cents); } public static bool operator <(decimal_ a, decimal_ b) { return a.Cents < b.Cents; } public static bool operator >(decimal_ a, decimal_ b) { return a.Cents > b.Cents; } public override string ToString() { return (Cents / 100) + "." + (Cents % 100 < 10 ? "0" : "") + (Cents % 100); } }
public class Account {
    static int nextId = 1;
    public readonly int Id; public string Owner { get; private set; } public AccountKind Kind { get; set; }
    decimal_ balance; public decimal_ Balance { get { return balance; } }
    public event Action<Account, decimal_> Changed;
    public Account(string owner, AccountKind kind) { Id = nextId++; Owner = owner; Kind = kind; }
    public void Deposit(decimal_ amt) { balance = balance + amt; OnChanged(amt); }
    public void Withdraw(decimal_ amt) { if (balance < amt) throw new InsufficientFunds(amt); balance = balance - amt; OnChanged(new decimal_(-amt.Cents)); }
    protected virtual void OnChanged(decimal_ d) { var h = Changed; if (h != null) h(this, d); }
    public override string ToString() { return string.Concat("#", Id.ToString(), " ", Owner, " (", Kind.ToString(), "): ", balance.ToString()); }
}
public class Bank : IEnumerable<Account> {
    Account[] accounts = new Account[2]; int count;
    public Account Open(string owner, AccountKind kind) { if (count == accounts.Length) { var n = new Account[count * 2]; Array.Copy(accounts, n, count); accounts = n; } var a = new Account(owner, kind); accounts[count++] = a; return a; }
    public IEnumerator<Account> GetEnumerator() { for (int i = 0; i < count; i++) yield return accounts[i]; }
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { return GetEnumerator(); }
    public T Aggregate<T>(T seed, Func<T, Account, T> f) { foreach (var a in this) seed = f(seed, a); return seed; }
}
class Program {
    static void Main() {
        var bank = new Bank(); int events = 0;
        var alice = bank.Open("Alice", AccountKind.Checking); var bob = bank.Open("Bob", AccountKind.Savings); var carol = bank.Open("Carol", AccountKind.Checking);
        foreach (var a in bank) a.Changed += (acc, d) => { events++; Console.WriteLine("  " + acc.Owner + " " + (d.Cents >= 0 ? "+" : "") + d.Cents); };
        alice.Deposit(new decimal_(10050)); bob.Deposit(new decimal_(20000)); carol.Deposit(new decimal_(5));
        try { carol.Withdraw(new decimal_(100)); } catch (InsufficientFunds e) { Console.WriteLine(e.Message); }
        bob.Withdraw(new decimal_(1999));
        foreach (var a in bank) Console.WriteLine(a);
        Console.WriteLine("total " + bank.Aggregate(new decimal_(0), (s, a) => s + a.Balance) + " events " + events);
        Console.WriteLine("checking: " + bank.Aggregate(0, (n, a) => a.Kind == AccountKind.Checking ? n + 1 : n));
    }
}
