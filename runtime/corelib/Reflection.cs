// Reflection that compiled code answers without metadata at run time.
using System;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    // Activator.CreateInstance(Type) (and a Lazy<T> without a factory): Mono finds the type's
    // parameterless constructor by reflection. Here, once a program calls it, the compiler
    // lists every type it can have a Type object of (typeof, or objects and boxes it makes)
    // with a factory, Make<T>, compiled for that type (frontend/typesystem/runtime_tables.py);
    // the runtime looks the type up in that table.
    internal static class Factories
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern IntPtr Find(Type type, bool nonPublic);     // Make<T>, or zero

        // What the factory makes; an exception it raises comes back in `thrown`, not raised
        // (mcs lets the corelib catch none: its Exception is not the framework's)
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object Call(IntPtr make, out object thrown);

        static object Make<T>() where T : new() { return new T(); }
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Activator")]
    static class ActivatorPlug
    {
        // Mono's RuntimeType.CreateInstanceMono: the same checks, messages and wrapping. (The
        // framework's exceptions are made as objects: mcs sees the corelib's Exception, which
        // replaces the framework's, as another class than the one they derive from.)
        static object CreateInstance(Type type, bool nonPublic, bool wrapExceptions)
        {
            if (type == null)
                Raise.ArgumentNull("Value cannot be null.\nParameter name: type");
            if (Generics.IsDefinition(type))
                Raise.Argument("Cannot create an instance of " + type +
                               " because Type.ContainsGenericParameters is true.");
            IntPtr make = Factories.Find(type, nonPublic);
            if (make == IntPtr.Zero)
                Raise.Again((Exception)(object)new MissingMethodException(
                    "Default constructor not found for type " + type.FullName));
            object thrown;
            object made = Factories.Call(make, out thrown);
            if (thrown != null)
                Raise.Again(wrapExceptions ? ((Exception)(object)new TargetInvocationException(null))
                                                 .WithInner((Exception)thrown)
                                           : (Exception)thrown);
            return made;
        }
    }
}

namespace Cil2Mir
{
    // A generic instance's definition and arguments, from its descriptor (which carries them
    // once a program calls these: TypeSystem._generic_record).
    internal static class Generics
    {
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern bool IsDefinition(Type type);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Definition(Type type);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Count(Type type);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Argument(Type type, int i);
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Type")]
    static class TypePlug
    {
        // Every Type object is the runtime's own (one per type): its own underlying type, and
        // equal to another only if it is that one.
        static Type get_UnderlyingSystemType(Type self) { return self; }
        static bool Equals(Type self, Type o) { return (object)self == (object)o; }

        static bool get_IsGenericTypeDefinition(Type self) { return Generics.IsDefinition(self); }
        static bool get_ContainsGenericParameters(Type self) { return Generics.IsDefinition(self); }
        static bool get_IsConstructedGenericType(Type self) { return self.IsGenericType && !Generics.IsDefinition(self); }
        static Type GetGenericTypeDefinition(Type self) { return Generics.Definition(self); }

        static Type[] GetGenericArguments(Type self)
        {
            Type[] args = new Type[Generics.Count(self)];
            for (int i = 0; i < args.Length; i++) args[i] = Generics.Argument(self, i);
            return args;
        }

        static Type[] get_GenericTypeArguments(Type self)
        {
            return self.IsGenericType && !Generics.IsDefinition(self) ? GetGenericArguments(self) : new Type[0];
        }
    }
}
