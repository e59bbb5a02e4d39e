// An ordinary program: an inventory and orders report with LINQ over decimal prices (Join,
// GroupJoin with DefaultIfEmpty, GroupBy with element and result selectors, Aggregate,
// Min/Max/Average/Sum over decimal, Skip/Take/TakeWhile/SkipWhile, SequenceEqual, Reverse,
// Concat, OfType/Cast, Contains, All/Any, First/Last/Single and their OrDefault forms and
// exceptions), formatted as a table with currency-free numeric formats.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

class Product
{
    public int Id { get; set; }
    public string Name { get; set; }
    public string Category { get; set; }
    public decimal Price { get; set; }
    public int Stock { get; set; }
    public override string ToString() { return string.Format("{0}:{1}", Id, Name); }
}

class Order
{
    public int OrderId;
    public int ProductId;
    public int Quantity;
    public string Customer;
}

static class Report
{
    static void Try(string what, Func<object> f)
    {
        try { Console.WriteLine("{0} = {1}", what, f() ?? "null"); }
        catch (InvalidOperationException e) { Console.WriteLine("{0} -> {1}: {2}", what, e.GetType().Name, e.Message); }
        catch (ArgumentException e) { Console.WriteLine("{0} -> {1}", what, e.GetType().Name); }
        catch (InvalidCastException e) { Console.WriteLine("{0} -> {1}", what, e.GetType().Name); }
    }

    static void Main()
    {
        var products = new List<Product>
        {
            new Product { Id = 1, Name = "Widget", Category = "Tools", Price = 2.50m, Stock = 120 },
            new Product { Id = 2, Name = "Gadget", Category = "Tools", Price = 12.99m, Stock = 8 },
            new Product { Id = 3, Name = "Doohickey", Category = "Parts", Price = 0.35m, Stock = 5000 },
            new Product { Id = 4, Name = "Sprocket", Category = "Parts", Price = 1.10m, Stock = 0 },
            new Product { Id = 5, Name = "Gizmo", Category = "Toys", Price = 7.25m, Stock = 33 },
            new Product { Id = 6, Name = "Thingamajig", Category = "Toys", Price = 19.999m, Stock = 2 },
        };
        var orders = new[]
        {
            new Order { OrderId = 100, ProductId = 1, Quantity = 10, Customer = "ann" },
            new Order { OrderId = 101, ProductId = 3, Quantity = 250, Customer = "bob" },
            new Order { OrderId = 102, ProductId = 1, Quantity = 3, Customer = "cid" },
            new Order { OrderId = 103, ProductId = 5, Quantity = 1, Customer = "ann" },
            new Order { OrderId = 104, ProductId = 9, Quantity = 7, Customer = "dee" },
            new Order { OrderId = 105, ProductId = 2, Quantity = 2, Customer = "bob" },
            new Order { OrderId = 106, ProductId = 3, Quantity = 40, Customer = "ann" },
        };

        Console.WriteLine("{0,-4} {1,-12} {2,-6} {3,9} {4,6} {5,11}", "Id", "Name", "Cat", "Price", "Stock", "Value");
        foreach (var p in products.OrderBy(p => p.Category).ThenByDescending(p => p.Price))
            Console.WriteLine("{0,-4} {1,-12} {2,-6} {3,9:F2} {4,6:N0} {5,11:N2}", p.Id, p.Name, p.Category, p.Price, p.Stock, p.Price * p.Stock);
        Console.WriteLine("total stock value {0:N2}; mean price {1:F4}; min {2}; max {3}",
            products.Sum(p => p.Price * p.Stock), products.Average(p => p.Price), products.Min(p => p.Price), products.Max(p => p.Price));

        var lines = from o in orders
                    join p in products on o.ProductId equals p.Id
                    select new { o.OrderId, o.Customer, p.Name, Total = o.Quantity * p.Price };
        foreach (var l in lines) Console.WriteLine("order {0} {1,-4} {2,-10} {3,10:0.00}", l.OrderId, l.Customer, l.Name, l.Total);

        var perProduct = products.GroupJoin(orders, p => p.Id, o => o.ProductId,
            (p, os) => new { p.Name, Count = os.Count(), Units = os.Sum(o => o.Quantity) });
        foreach (var x in perProduct) Console.WriteLine("{0,-12}{1,3}{2,6}", x.Name, x.Count, x.Units);

        var leftJoin = from o in orders
                       join p in products on o.ProductId equals p.Id into ps
                       from p in ps.DefaultIfEmpty()
                       select o.OrderId + ":" + (p == null ? "(missing)" : p.Name);
        Console.WriteLine(string.Join(" ", leftJoin));

        var byCustomer = orders.GroupBy(o => o.Customer, o => o.Quantity, (c, qs) => new { c, n = qs.Count(), sum = qs.Sum(), max = qs.Max() });
        foreach (var g in byCustomer) Console.WriteLine("{0}: {1} orders, {2} units, largest {3}", g.c, g.n, g.sum, g.max);
        foreach (var g in products.GroupBy(p => p.Category, p => p.Name))
            Console.WriteLine("{0} => {1}", g.Key, string.Join("/", g));

        decimal priceProduct = products.Select(p => p.Price).Aggregate(1m, (a, b) => a * b);
        Console.WriteLine("product of prices {0} rounded {1} {2}", priceProduct, Math.Round(priceProduct, 3), decimal.Round(priceProduct, 1, MidpointRounding.AwayFromZero));
        Console.WriteLine(products.Aggregate("", (acc, p) => acc + p.Name[0], acc => acc.ToLower()));

        int[] qty = orders.Select(o => o.Quantity).ToArray();
        Console.WriteLine(string.Join(",", qty.Skip(2).Take(3)) + " | " + string.Join(",", qty.TakeWhile(q => q < 100)) + " | " + string.Join(",", qty.SkipWhile(q => q < 100)));
        Console.WriteLine(string.Join(",", qty.Reverse()) + " | " + string.Join(",", qty.Concat(new[] { -1, -2 }).Where((q, i) => i % 2 == 0)));
        Console.WriteLine(qty.SequenceEqual(new[] { 10, 250, 3, 1, 7, 2, 40 }) + " " + qty.SequenceEqual(qty.Reverse()) + " " + qty.Contains(7) + " " + qty.All(q => q > 0) + " " + qty.Any(q => q > 1000));

        ArrayList mixed = new ArrayList { 1, "two", 3.0, products[0], 4, null, 'c', 5m };
        Console.WriteLine("ints: " + string.Join(",", mixed.OfType<int>()) + "; strings: " + string.Join(",", mixed.OfType<string>()) + "; products: " + string.Join(",", mixed.OfType<Product>()));
        Try("Cast<int>", () => string.Join(",", mixed.Cast<object>().Take(2).Select(o => o.ToString())));
        Try("Cast<int> all", () => mixed.Cast<int>().Sum());

        var empty = new List<Product>();
        Try("First", () => products.First(p => p.Stock == 0));
        Try("First empty", () => empty.First());
        Try("FirstOrDefault", () => empty.FirstOrDefault());
        Try("Last", () => products.Last(p => p.Price < 5));
        Try("LastOrDefault", () => products.LastOrDefault(p => p.Price > 100));
        Try("Single", () => products.Single(p => p.Category == "Toys" && p.Stock > 10));
        Try("Single many", () => products.Single(p => p.Category == "Toys"));
        Try("Single none", () => products.Single(p => p.Category == "Food"));
        Try("SingleOrDefault", () => products.SingleOrDefault(p => p.Id == 42));
        Try("SingleOrDefault many", () => products.SingleOrDefault(p => p.Price > 1));
        Try("ElementAt", () => products.ElementAt(10));
        Try("ElementAtOrDefault", () => products.ElementAtOrDefault(10));
        Try("Max empty", () => empty.Max(p => p.Price));
        Try("Average empty", () => empty.Average(p => p.Stock));
        Try("Min nullable empty", () => empty.Min(p => (int?)p.Stock));
        Try("Sum empty", () => empty.Sum(p => p.Price));
        Try("DefaultIfEmpty", () => string.Join(",", new int[0].DefaultIfEmpty(-1)));
        Try("ToDictionary dup", () => products.ToDictionary(p => p.Category).Count);
        Try("ToLookup", () => products.ToLookup(p => p.Category)["Parts"].Count());
        Try("Distinct cats", () => string.Join(",", products.Select(p => p.Category).Distinct()));
        Try("Count where", () => products.Count(p => p.Stock < 10) + "/" + products.LongCount());
        Try("Range", () => string.Join(",", Enumerable.Range(3, 4).Select(i => i * i).Reverse()));
        Try("Repeat", () => string.Concat(Enumerable.Repeat("ab", 3)));
        Try("Empty", () => Enumerable.Empty<string>().Count());
        Try("OrderBy stability", () => string.Join(",", products.OrderBy(p => p.Price > 5).Select(p => p.Id)));
    }
}
