// new object(): printed, ToString, GetType().Name, Equals, GetHashCode, ReferenceEquals, is,
// in a static field and in an array of them.
using System;

class P {
    static object lockObj = new object();
    static void Main() {
        object o = new object();
        object p = new object();
        Console.WriteLine(o);
        Console.WriteLine(o.ToString());
        Console.WriteLine(o.GetType().Name);
        Console.WriteLine(o.Equals(o));
        Console.WriteLine(o.Equals(p));
        Console.WriteLine(o == p);
        Console.WriteLine(o.GetHashCode() == o.GetHashCode());
        Console.WriteLine(object.ReferenceEquals(o, o));
        Console.WriteLine(o is string);
        Console.WriteLine(lockObj != null);
        object[] many = new object[3];
        for (int i = 0; i < many.Length; i++) many[i] = new object();
        Console.WriteLine(many[0] == many[1]);
        Console.WriteLine("" + many[2]);
    }
}
