// System.Type members read from the runtime's descriptors: BaseType (an array's is
// System.Array, a struct's System.ValueType, an enum's System.Enum), IsSubclassOf,
// IsAssignableFrom, IsInstanceOfType, Namespace, IsPrimitive, IsGenericType.
using System;
using System.Collections.Generic;

namespace Zoo.Animals
{
    interface IPet { }
    class Animal { public class Tag { } }
    class Dog : Animal, IPet { }
    sealed class Puppy : Dog { }
    struct Point { public int X; }
    enum Size { Small, Large }
    class Box<T> { }
}

class Program
{
    static string N(Type t) { return t == null ? "null" : t.Name; }

    static void Main()
    {
        Type[] types = { typeof(Zoo.Animals.Puppy), typeof(Zoo.Animals.Dog), typeof(object), typeof(string),
                         typeof(int), typeof(Zoo.Animals.Point), typeof(Zoo.Animals.Size), typeof(int[]),
                         typeof(string[,]), typeof(Zoo.Animals.IPet), typeof(List<int>), typeof(Zoo.Animals.Box<string>),
                         typeof(Zoo.Animals.Animal.Tag), typeof(ValueType), typeof(Enum), typeof(Array), typeof(Exception),
                         typeof(ArgumentNullException), typeof(double), typeof(bool), typeof(char), typeof(IntPtr),
                         typeof(decimal), typeof(DateTime), typeof(Program) };
        foreach (var t in types)
        {
            Console.WriteLine("{0,-22} base={1,-18} ns={2,-28} prim={3,-5} generic={4}",
                              t.Name, N(t.BaseType), t.Namespace ?? "(none)", t.IsPrimitive, t.IsGenericType);
        }
        Type dog = typeof(Zoo.Animals.Dog), animal = typeof(Zoo.Animals.Animal), pet = typeof(Zoo.Animals.IPet);
        Console.WriteLine(typeof(Zoo.Animals.Puppy).IsSubclassOf(animal) + " " + dog.IsSubclassOf(dog) + " " + dog.IsSubclassOf(pet)
                          + " " + typeof(int).IsSubclassOf(typeof(ValueType)) + " " + typeof(int[]).IsSubclassOf(typeof(Array))
                          + " " + pet.IsSubclassOf(typeof(object)) + " " + typeof(Zoo.Animals.Size).IsSubclassOf(typeof(Enum)));
        Console.WriteLine(animal.IsAssignableFrom(dog) + " " + dog.IsAssignableFrom(animal) + " " + pet.IsAssignableFrom(typeof(Zoo.Animals.Puppy))
                          + " " + typeof(object).IsAssignableFrom(typeof(int)) + " " + typeof(long).IsAssignableFrom(typeof(int))
                          + " " + typeof(IComparable).IsAssignableFrom(typeof(int)) + " " + typeof(object[]).IsAssignableFrom(typeof(string[]))
                          + " " + typeof(IEnumerable<object>).IsAssignableFrom(typeof(List<string>)) + " " + dog.IsAssignableFrom(null));
        object d = new Zoo.Animals.Puppy();
        Console.WriteLine(animal.IsInstanceOfType(d) + " " + pet.IsInstanceOfType(d) + " " + typeof(string).IsInstanceOfType(d)
                          + " " + animal.IsInstanceOfType(null) + " " + typeof(ValueType).IsInstanceOfType(3));
        for (Type t = d.GetType(); t != null; t = t.BaseType) Console.Write(t.FullName + " > ");
        Console.WriteLine();
        try { dog.IsSubclassOf(null); } catch (ArgumentNullException e) { Console.WriteLine(e.ParamName); }
        try { Type none = null; Console.WriteLine(none.BaseType); } catch (NullReferenceException) { Console.WriteLine("null type"); }
    }
}
