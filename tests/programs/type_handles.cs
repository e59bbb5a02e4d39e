// Type.TypeHandle and Type.GetTypeHandle: the handle of a Type (the same one ldtoken pushes),
// passed, compared, boxed, given back to Type.GetTypeFromHandle; a default handle gives null.
using System;
using System.Collections.Generic;

class A { }
class B : A { }
struct S { public int X; }

class P
{
    static Type Get(RuntimeTypeHandle h) { return Type.GetTypeFromHandle(h); }

    static RuntimeTypeHandle saved;

    static void Main(string[] args)
    {
        RuntimeTypeHandle h = typeof(A).TypeHandle;
        Console.WriteLine(Type.GetTypeFromHandle(h).FullName);
        Console.WriteLine(Get(typeof(S).TypeHandle).Name);
        Console.WriteLine(Get(typeof(List<S>).TypeHandle));
        Console.WriteLine(Get(typeof(int[,]).TypeHandle));
        Console.WriteLine(Type.GetTypeFromHandle(typeof(A).TypeHandle) == typeof(A));
        Console.WriteLine(typeof(int[]).TypeHandle.Equals(typeof(int[]).TypeHandle));
        Console.WriteLine(typeof(int[]).TypeHandle.Equals(typeof(long[]).TypeHandle));
        Console.WriteLine(h.Equals((object)typeof(A).TypeHandle));
        Console.WriteLine(h.Equals((object)typeof(B).TypeHandle));
        Console.WriteLine(h.Equals((object)"A"));
        Console.WriteLine(h == (object)typeof(A).TypeHandle);
        Console.WriteLine(h != (object)typeof(B).TypeHandle);
        Console.WriteLine(h.Value != IntPtr.Zero);
        Console.WriteLine(h.Value == typeof(A).TypeHandle.Value);
        Console.WriteLine(h.GetHashCode() == typeof(A).TypeHandle.GetHashCode());
        Console.WriteLine(Type.GetTypeHandle(new B()).Equals(typeof(B).TypeHandle));
        Console.WriteLine(Type.GetTypeHandle(new B()).Equals(h));
        Console.WriteLine(Type.GetTypeFromHandle(Type.GetTypeHandle(42)).FullName);
        Console.WriteLine(Type.GetTypeFromHandle(Type.GetTypeHandle("s")).Name);
        object o = h;
        Console.WriteLine(o.GetType().FullName);
        Console.WriteLine(((RuntimeTypeHandle)o).Equals(h));
        saved = typeof(S).TypeHandle;
        Console.WriteLine(Type.GetTypeFromHandle(saved).Name);
        var handles = new Dictionary<RuntimeTypeHandle, string>();
        handles[typeof(A).TypeHandle] = "a";
        handles[typeof(B).TypeHandle] = "b";
        Console.WriteLine(handles[Type.GetTypeHandle(new A())] + handles[Type.GetTypeHandle(new B())]);
        RuntimeTypeHandle none = default(RuntimeTypeHandle);
        Console.WriteLine(Type.GetTypeFromHandle(none) == null);
        Console.WriteLine(none.Value == IntPtr.Zero);
        RuntimeTypeHandle picked = args.Length > 5 ? typeof(A).TypeHandle : typeof(S).TypeHandle;
        Console.WriteLine(Type.GetTypeFromHandle(picked).Name);
        try
        {
            Type.GetTypeHandle(null);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
