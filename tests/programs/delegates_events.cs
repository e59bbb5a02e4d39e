using System;
class PriceArgs : EventArgs { public int Price; public PriceArgs(int p) { Price = p; } }
class Stock {
    public event EventHandler<PriceArgs> Changed;
    public event EventHandler Closed;
    Action<int> custom;
    public event Action<int> Custom { add { Console.WriteLine("add"); custom += value; } remove { Console.WriteLine("remove"); custom -= value; } }
    int price;
    public int Price { get { return price; } set { price = value; var h = Changed; if (h != null) h(this, new PriceArgs(value)); } }
    public void Close() { if (Closed != null) Closed(this, EventArgs.Empty); if (custom != null) custom(price); }
}
class Program {
    static int total;
    static void OnChange(object s, PriceArgs e) { total += e.Price; Console.WriteLine("changed " + e.Price); }
    static void Main() {
        var s = new Stock();
        s.Changed += OnChange;
        s.Changed += (o, e) => Console.WriteLine("lambda " + e.Price + " " + (o == s));
        s.Price = 5; s.Price = 7;
        s.Changed -= OnChange; s.Price = 9;
        s.Closed += delegate (object o, EventArgs e) { Console.WriteLine("closed " + (e == EventArgs.Empty)); };
        Action<int> a = p => Console.WriteLine("custom " + p);
        s.Custom += a; s.Close(); s.Custom -= a; s.Close();
        Console.WriteLine(total);
    }
}
