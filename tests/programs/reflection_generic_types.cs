// Generic types through reflection: typeof of a generic definition (`typeof(List<>)`), its
// names and ToString, IsGenericType/IsGenericTypeDefinition/IsConstructedGenericType/
// ContainsGenericParameters, GetGenericTypeDefinition and GetGenericArguments of instances
// (of classes, structs, nested arguments, GetType() of objects), Nullable.GetUnderlyingType,
// and Mono's exception for a type that is not generic; types nested in generic types
// (List<int>.Enumerator, a KeyCollection, a class in a generic class) are generic; arrays'
// TypeAttributes (they have no metadata row).
using System;
using System.Collections.Generic;

class Pair<TKey, TValue> { }
struct Box<T> { }
class Outer { public class Inner<T> { public class Deep { } } }

class Program {
    static void Show(Type t) {
        Console.WriteLine(t + " | " + t.Name + " | " + t.FullName + " | " + t.IsGenericType + " "
                          + t.IsGenericTypeDefinition + " " + t.IsConstructedGenericType + " "
                          + t.ContainsGenericParameters + " " + t.IsValueType);
        try {
            var d = t.GetGenericTypeDefinition();
            Console.WriteLine("  definition " + d + " same: " + (d == t));
        } catch (InvalidOperationException e) {
            Console.WriteLine("  definition !! " + e.Message);
        }
        if (!t.IsGenericTypeDefinition) {
            var args = t.GetGenericArguments();
            Console.WriteLine("  arguments " + args.Length + ": " + string.Join(", ", (object[])args)
                              + " (" + t.GenericTypeArguments.Length + ")");
        }
    }

    static void Main() {
        foreach (var t in new[] { typeof(List<>), typeof(List<int>), typeof(Dictionary<string, List<int>>),
                                  typeof(Pair<,>), typeof(Box<>), typeof(Box<double>), typeof(Outer.Inner<>),
                                  typeof(Outer.Inner<string>), typeof(int), typeof(int?), typeof(string[]),
                                  typeof(List<int>.Enumerator), typeof(Dictionary<int, string>.KeyCollection),
                                  typeof(Outer.Inner<long>.Deep), new Dictionary<char, bool>().Values.GetType() })
            Show(t);
        Console.WriteLine(Nullable.GetUnderlyingType(typeof(int?)) + " " + (Nullable.GetUnderlyingType(typeof(int)) == null)
                          + " " + Nullable.GetUnderlyingType(typeof(DateTime?)));
        Console.WriteLine(typeof(List<int>).GetGenericTypeDefinition() == typeof(List<>));
        Console.WriteLine(typeof(Box<>).BaseType + " " + typeof(List<>).BaseType);
        Console.WriteLine(new List<string>().GetType().GetGenericArguments()[0]);
        object o = new Dictionary<int, string>();
        Console.WriteLine(o.GetType().IsGenericType && o.GetType().GetGenericTypeDefinition() == typeof(Dictionary<,>));
        Console.WriteLine(typeof(KeyValuePair<int, Pair<string, Box<long>>>).GetGenericArguments()[1].GetGenericArguments()[1]);
        foreach (var t in new[] { typeof(int[]), typeof(string[,]), typeof(Outer[][]), typeof(Box<int>[]) })
            Console.WriteLine(t + " " + t.Attributes + " " + t.IsSealed + " " + t.IsPublic + " "
                              + t.IsSerializable + " " + t.IsAbstract);
    }
}
