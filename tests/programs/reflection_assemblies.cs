// Assemblies through reflection: Type.Assembly, GetExecutingAssembly and GetEntryAssembly (one
// object per assembly), their names, the program's types (plugin discovery), GetType by name.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace Plugins
{
    public interface IPlugin { string Run(int x); }
    public class Doubler : IPlugin { public string Run(int x) { return "double " + (2 * x); } }
    public class Squarer : IPlugin { public string Run(int x) { return "square " + (x * x); } }
    internal class Hidden : IPlugin { public string Run(int x) { return "hidden " + (-x); } }
    public abstract class Base : IPlugin { public abstract string Run(int x); }
    public class Outer { public class Inner { } class Private { } }
    public struct Point { public int X; }
    public enum Mode { A, B }
    public class Box<T> { public T Value; }
}

class Program
{
    static IEnumerable<int> Numbers() { yield return 1; yield return 2; }

    static void Show(string what, Func<object> f)
    {
        try { Console.WriteLine(what + ": " + f()); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        Assembly me = Assembly.GetExecutingAssembly();
        Console.WriteLine(me.FullName);
        Console.WriteLine(me);
        Console.WriteLine(me == typeof(Program).Assembly);
        Console.WriteLine(ReferenceEquals(me, Assembly.GetEntryAssembly()));
        Console.WriteLine(me.Equals(typeof(Plugins.Doubler).Assembly) + " " + (me.GetHashCode() == typeof(Plugins.Mode).Assembly.GetHashCode()));
        AssemblyName name = me.GetName();
        Console.WriteLine(name.Name + " " + name.Version + " " + name.FullName + " [" + name.CultureName + "]");
        Console.WriteLine(name);

        Assembly corlib = typeof(string).Assembly;
        Console.WriteLine(corlib.FullName);
        Console.WriteLine(corlib.GetName().Name + " " + corlib.GetName().Version);
        Console.WriteLine(BitConverter.ToString(corlib.GetName().GetPublicKeyToken()));
        Console.WriteLine(corlib == typeof(int).Assembly && corlib == typeof(List<Program>).Assembly
                          && corlib == typeof(Dictionary<string, int>[]).Assembly && corlib == typeof(object).Assembly);
        Console.WriteLine(typeof(Plugins.Point[]).Assembly == me);
        Console.WriteLine(typeof(Plugins.Box<int>).Assembly == me);
        Console.WriteLine(typeof(Queue<int>).Assembly.GetName().Name);
        Console.WriteLine(typeof(Enumerable).Assembly.GetName().Name);
        Console.WriteLine(me == corlib);

        Console.WriteLine(typeof(Program).AssemblyQualifiedName);
        Console.WriteLine(typeof(int).AssemblyQualifiedName);
        Console.WriteLine(typeof(Plugins.Outer.Inner).AssemblyQualifiedName);

        foreach (Type t in me.GetTypes())
            Console.WriteLine("type " + t.FullName + " " + t.IsPublic + " " + t.IsNested);
        foreach (Type t in me.GetExportedTypes())
            Console.WriteLine("exported " + t.FullName);

        var plugins = me.GetTypes()
            .Where(t => typeof(Plugins.IPlugin).IsAssignableFrom(t) && t.IsClass && !t.IsAbstract)
            .OrderBy(t => t.Name)
            .Select(t => (Plugins.IPlugin)Activator.CreateInstance(t));
        foreach (var p in plugins) Console.WriteLine(p.GetType().Name + ": " + p.Run(7));

        Console.WriteLine(me.GetType("Plugins.Squarer"));
        Console.WriteLine(me.GetType("plugins.squarer") == null);
        Console.WriteLine(me.GetType("plugins.squarer", false, true));
        Console.WriteLine(me.GetType("Plugins.Outer+Inner"));
        Console.WriteLine(me.GetType("Nope") == null);
        Show("throwOnError", () => me.GetType("Plugins.Nope", true));
        Show("empty", () => me.GetType(""));
        Show("null", () => me.GetType(null));
        Console.WriteLine(corlib.GetType("System.Int32"));
        Console.WriteLine(((Plugins.IPlugin)me.CreateInstance("Plugins.Doubler")).Run(21));
        Console.WriteLine(me.CreateInstance("Plugins.Missing") == null);
        Console.WriteLine(Numbers().Sum());
    }
}
