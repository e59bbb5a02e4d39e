// Type objects are instances of System.Type, MemberInfo and the interfaces RuntimeType has:
// casts, `is`, Type[] and List<Type> stores, and Convert's static constructor (its Type[]
// table), so Convert.ToBase64String and FromBase64String work.
using System;
using System.Collections.Generic;
using System.Reflection;

class Program
{
    static void Main()
    {
        object o = typeof(int);
        Console.WriteLine(o is Type);
        Console.WriteLine(o is MemberInfo);
        Console.WriteLine(o is ICloneable);
        Console.WriteLine(o is string);
        Type t = (Type)o;
        Console.WriteLine(t.Name);
        Type[] types = new Type[2];
        types[0] = typeof(int);
        types[1] = "s".GetType();
        Console.WriteLine(types[0] + " " + types[1]);
        var list = new List<Type> { typeof(double), typeof(Program) };
        Console.WriteLine(list.Count + " " + list[1].Name);
        object[] objects = types;
        Console.WriteLine(objects[1]);
        Console.WriteLine(Convert.ToBase64String(new byte[] { 1, 2, 3, 250, 251, 252 }));
        byte[] back = Convert.FromBase64String("SGVsbG8=");
        Console.WriteLine(back.Length + " " + back[0] + " " + back[4]);
    }
}
