// Type.GetType(string): the program's own types (namespaced, nested, structs, enums, generic
// definitions, names made at run time), mscorlib's named by literals, assembly-qualified
// names, ignoreCase, names that are no type (null) and throwOnError, as Mono answers them.
using System;

namespace Shop
{
    class Order { public override string ToString() { return "an order"; } public class Line { } }
    struct Price { public decimal Amount; }
    enum Status { Open, Closed }
    class Cart<T> { }
}

class Plain { }

class Program
{
    static void Show(string name) { Show(name, Type.GetType(name)); }

    // (mscorlib's types named by a literal passed to Type.GetType: the program has their Type)
    static void Show(string name, Type t)
    {
        Console.WriteLine("[" + name + "] -> " + (t == null ? "null" : t.FullName + " (" + t.Name + ")"));
    }

    static void Main()
    {
        foreach (string name in new[] { "Plain", "Shop.Order", "Shop.Order+Line", "Shop.Price", "Shop.Status",
                                        "Shop.Cart`1", "  Plain", "Plain  ", "Plain, reflection_type_names",
                                        "Shop.Order.Line", "plain", "Shop", "Nowhere.Nothing", "Plain, nosuch" == null ? "" : "Order" })
            Show(name);
        Show("System.Int32", Type.GetType("System.Int32"));
        Show("System.String", Type.GetType("System.String"));
        Show("System.Object", Type.GetType("System.Object"));
        Show("System.DateTime", Type.GetType("System.DateTime"));
        Show("System.Text.StringBuilder", Type.GetType("System.Text.StringBuilder"));
        Show("System.Collections.Generic.List`1", Type.GetType("System.Collections.Generic.List`1"));
        Show("System.DayOfWeek", Type.GetType("System.DayOfWeek"));
        Show("System.Int32, mscorlib", Type.GetType("System.Int32, mscorlib"));
        Show("System.Uri", Type.GetType("System.Uri"));
        Show("");
        string made = "Shop." + "Order";
        Console.WriteLine(Type.GetType(made) == typeof(Shop.Order));
        Console.WriteLine(Type.GetType("System.Int32") == typeof(int));
        Console.WriteLine(Type.GetType("SHOP.ORDER", false, true));
        Console.WriteLine(Type.GetType("SHOP.ORDER", false, false) == null);
        Console.WriteLine(Activator.CreateInstance(Type.GetType("Shop.Order")));
        Console.WriteLine(Type.GetType("Shop.Status").IsEnum + " " + Type.GetType("Shop.Price").IsValueType +
                          " " + Type.GetType("Shop.Cart`1").IsGenericTypeDefinition);
        foreach (string bad in new[] { "Missing", "No.Such.Type", "" })
        {
            try { Type.GetType(bad, true); Console.WriteLine("found " + bad); }
            catch (TypeLoadException e) { Console.WriteLine("TypeLoadException: " + e.Message); }
        }
        try { Type.GetType(null); }
        catch (ArgumentNullException e) { Console.WriteLine("ArgumentNullException: " + e.Message.Replace("\n", " | ")); }
    }
}
