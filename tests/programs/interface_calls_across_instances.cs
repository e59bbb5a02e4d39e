// Calls through an interface or a virtual slot of one generic instance that run another
// instance's implementation: an integer array through the interfaces of integers of the same
// size (uint[] as IList<int>, an enum's array as IList of its underlying type and back),
// arrays and lists through variant interfaces (IEnumerable<object> over string[]), a
// contravariant comparer, and virtual calls on generic base classes with several
// instantiations of which only some are called. Each method is called through one
// instance only, so an implementation that another instance's call runs must be compiled.
// (Enumerating or copying a uint[] through IList<int> is left out: Mono runs the interface's
// instance there, SZArrayHelper's methods for int, where cil2mir runs the array's own.)
using System;
using System.Collections;
using System.Collections.Generic;

enum Level : short { Low = 1, Mid = 5, High = 9 }

abstract class Namer<T> {
    public abstract string Name(T x);
    public virtual string Both(T x, T y) { return Name(x) + "+" + Name(y); }
}
class IntNamer : Namer<int> { public override string Name(int x) { return "i" + x; } }
class StrNamer : Namer<string> { public override string Name(string x) { return "s" + x; } }
class ObjNamer : Namer<object> { public override string Name(object x) { return "o" + x; } }

class ByLength : IComparer<object> {
    public int Compare(object a, object b) { return a.ToString().Length - b.ToString().Length; }
}

class Program {
    static void Look<T>(string what, IList<T> list) {
        Console.WriteLine(what + ": Count=" + list.Count + " [0]=" + list[0] + " IndexOf=" +
                          list.IndexOf(list[list.Count - 1]) + " Contains=" + list.Contains(list[0]));
    }

    static void Walk<T>(string what, IList<T> list) {
        Look(what, list);
        foreach (T x in list) Console.Write(x + ",");
        T[] copy = new T[list.Count];
        list.CopyTo(copy, 0);
        Console.WriteLine(" copy[last]=" + copy[copy.Length - 1]);
    }

    static void Main() {
        object unsigned = new uint[] { 7, 4000000000, 3 };
        Look("uint[] as IList<int>", (IList<int>)unsigned);
        object signedBytes = new sbyte[] { -1, 2, -3 };
        Look("sbyte[] as IList<byte>", (IList<byte>)signedBytes);
        object longs = new long[] { -5, 6 };
        Look("long[] as IList<ulong>", (IList<ulong>)longs);
        object levels = new Level[] { Level.Mid, Level.High };
        Walk("Level[] as IList<short>", (IList<short>)levels);
        object shorts = new short[] { 1, 9, 4 };
        Console.WriteLine("short[] is IList<Level>: " + (shorts is IList<Level>));
        if (shorts is IList<Level>) Look("short[] as IList<Level>", (IList<Level>)shorts);
        Console.WriteLine("uint[] is IList<long>: " + (unsigned is IList<long>));
        Walk("int[] as IList<int>", new int[] { 8, 6 });

        string[] words = { "pear", "fig", "banana" };
        IEnumerable<object> objects = words;
        foreach (object o in objects) Console.Write(o + ";");
        Console.WriteLine();
        IReadOnlyList<object> readOnly = words;
        Console.WriteLine("IReadOnlyList<object>: " + readOnly.Count + " " + readOnly[2]);
        IEnumerable<object> fromList = new List<string> { "x", "yy" };
        foreach (object o in fromList) Console.Write(o + ";");
        Console.WriteLine();
        ICollection<object> boxes = new object[] { 1, "two" };
        Console.WriteLine("ICollection<object>: " + boxes.Count + " " + boxes.Contains("two"));

        IComparer<string> byLength = new ByLength();
        string[] sorted = { "ccc", "a", "bb" };
        Array.Sort(sorted, byLength);
        Console.WriteLine(string.Join(" ", sorted) + " " + byLength.Compare("aa", "b"));

        Namer<int> ints = new IntNamer();
        Console.WriteLine(ints.Both(1, 2));
        Namer<object> objs = new ObjNamer();
        Console.WriteLine(objs.Name("q"));
        Namer<string> strs = new StrNamer();
        Console.WriteLine(strs.Both("a", "b"));
        IList<int> plain = new List<int> { 3, 1, 2 };
        Console.WriteLine(plain.IndexOf(2) + " " + ((IList)new ArrayList { 4 }).Contains(4));
    }
}
