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

        // Mono's RuntimeType.CreateInstanceImpl: a value type's zero without arguments, else
        // the constructor that Members.Create chooses, its exceptions wrapped. Without arguments
        // a type's factory is its parameterless constructor (also of a framework type, which
        // Members does not list: CryptoConfig.CreateFromName makes MD5CryptoServiceProvider so)
        static object CreateInstance(Type type, BindingFlags bindingAttr, Binder binder, object[] args,
                                     System.Globalization.CultureInfo culture, object[] activationAttributes)
        {
            if (type == null)
                Raise.ArgumentNull("Value cannot be null.\nParameter name: type");
            if (args == null) args = new object[0];
            bool nonPublic = (bindingAttr & BindingFlags.NonPublic) != 0;
            if (args.Length == 0 && type.IsValueType)
                return CreateInstance(type, nonPublic, true);
            if ((bindingAttr & (BindingFlags.Public | BindingFlags.NonPublic)) == 0)
                bindingAttr |= BindingFlags.Public | BindingFlags.Instance;
            if (args.Length == 0 && (bindingAttr & BindingFlags.Public) != 0 && !Generics.IsDefinition(type)
                && Factories.Find(type, nonPublic) != IntPtr.Zero)
                return CreateInstance(type, nonPublic, true);
            return Members.Create(type, bindingAttr, args);
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

    // A Type's RuntimeTypeHandle holds what ldtoken's does: the type's descriptor, in the
    // struct's one field (Mono's `value`), which Type.GetTypeFromHandle reads back.
    internal static class TypeHandles
    {
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern IntPtr Descriptor(Type type);

        internal static unsafe RuntimeTypeHandle Of(Type type)
        {
            RuntimeTypeHandle handle = default(RuntimeTypeHandle);
            *(IntPtr*)&handle = Descriptor(type);
            return handle;
        }
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
        static RuntimeTypeHandle get_TypeHandle(Type self) { return TypeHandles.Of(self); }

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

namespace Cil2Mir
{
    // The interfaces of the types a program can have Type objects of, in the order Mono's
    // Type.GetInterfaces gives them (runtime_tables.interface_table).
    internal static class Interfaces
    {
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int First(Type type);     // -1: not listed
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int Count(int first);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern Type Of(int row);

        internal static Type[] Of(Type type)
        {
            int first = First(type);
            if (first < 0)
                Raise.NotSupported("cil2mir: the interfaces of " + type + " are not known.");
            var all = new Type[Count(first)];
            for (int i = 0; i < all.Length; i++) all[i] = Of(first + i);
            return all;
        }
    }
}

namespace Cil2Mir
{
    // The fields and properties of the program's own types. Once a program asks a Type for
    // them, the compiler lists, for each of its types it can have a Type object of and their
    // bases, the fields and properties in declaration order (runtime_tables.member_table);
    // a row is read through these calls by its index. A property's accessors are called by
    // an invoker compiled for its type (Get<V>, Set<V>), so that the value is boxed and
    // unboxed by compiled code.
    internal static class Members
    {
        // a row's flags (runtime_tables.member_table)
        internal const int Field = 1, Property = 2, Method = 3, Static = 4, Literal = 8, Virtual = 16,
            Constructor = 32, AbstractOwner = 64, HideBySig = 128;

        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int First(Type type);  // -1: not listed
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Count(int first);  // rows from First's
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string Name(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Flags(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Of(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Owner(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type ParameterType(int row, int i);
        // a property's accessor through its invoker; an exception it raises comes back in
        // `thrown` (as Factories.Call)
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object Call(int row, bool set, object target, object value, out object thrown);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern object Load(int row, object target);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern void Store(int row, object target, object value);

        [MethodImpl(MethodImplOptions.InternalCall)] static extern object Bind(object template, object target, IntPtr fn);

        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string ParameterName(int row, int i);
        // a method through its invoker (as Call: args in `value`)
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object Invoke(int row, object target, object[] args, out object thrown);
        // a new object of a constructor's type, made by it (as Invoke)
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern object Construct(int row, object[] args, out object thrown);

        static V Template<V>() { return default(V); }
        static void Template<V>(V v) { }
        static void Template() { }
        static R Template<A, R>(A a) { return default(R); }
        static R Template<A, B, R>(A a, B b) { return default(R); }
        static R Template<A, B, C, R>(A a, B b, C c) { return default(R); }
        static R Template<A, B, C, D, R>(A a, B b, C c, D d) { return default(R); }
        static void Template<A, B>(A a, B b) { }
        static void Template<A, B, C>(A a, B b, C c) { }
        static void Template<A, B, C, D>(A a, B b, C c, D d) { }
        static R Template<A, B, C, D, E, R>(A a, B b, C c, D d, E e) { return default(R); }
        static void Template<A, B, C, D, E>(A a, B b, C c, D d, E e) { }
        static R Template<A, B, C, D, E, F, R>(A a, B b, C c, D d, E e, F f) { return default(R); }
        static void Template<A, B, C, D, E, F>(A a, B b, C c, D d, E e, F f) { }
        static R Template<A, B, C, D, E, F, G, R>(A a, B b, C c, D d, E e, F f, G g) { return default(R); }
        static void Template<A, B, C, D, E, F, G>(A a, B b, C c, D d, E e, F f, G g) { }
        static R Template<A, B, C, D, E, F, G, H, R>(A a, B b, C c, D d, E e, F f, G g, H h) { return default(R); }
        static void Template<A, B, C, D, E, F, G, H>(A a, B b, C c, D d, E e, F f, G g, H h) { }

        static T Arg<T>(object[] args, int i) { return args[i] == null ? default(T) : (T)args[i]; }

        // A method's invokers, by its parameter count and whether it returns a value
        static object Call0<R>(object target, object[] args, IntPtr fn)
        { Func<R> t = Template<R>; return ((Func<R>)Bind(t, target, fn))(); }
        static object Call1<A, R>(object target, object[] args, IntPtr fn)
        { Func<A, R> t = Template<A, R>; return ((Func<A, R>)Bind(t, target, fn))(Arg<A>(args, 0)); }
        static object Call2<A, B, R>(object target, object[] args, IntPtr fn)
        { Func<A, B, R> t = Template<A, B, R>; return ((Func<A, B, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1)); }
        static object Call3<A, B, C, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, R> t = Template<A, B, C, R>;
            return ((Func<A, B, C, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2));
        }
        static object Call4<A, B, C, D, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, D, R> t = Template<A, B, C, D, R>;
            return ((Func<A, B, C, D, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3));
        }
        static object Call5<A, B, C, D, E, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, D, E, R> t = Template<A, B, C, D, E, R>;
            return ((Func<A, B, C, D, E, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4));
        }
        static object Call6<A, B, C, D, E, F, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, D, E, F, R> t = Template<A, B, C, D, E, F, R>;
            return ((Func<A, B, C, D, E, F, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5));
        }
        static object Call7<A, B, C, D, E, F, G, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, D, E, F, G, R> t = Template<A, B, C, D, E, F, G, R>;
            return ((Func<A, B, C, D, E, F, G, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5), Arg<G>(args, 6));
        }
        static object Call8<A, B, C, D, E, F, G, H, R>(object target, object[] args, IntPtr fn)
        {
            Func<A, B, C, D, E, F, G, H, R> t = Template<A, B, C, D, E, F, G, H, R>;
            return ((Func<A, B, C, D, E, F, G, H, R>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5), Arg<G>(args, 6), Arg<H>(args, 7));
        }
        static object Do0(object target, object[] args, IntPtr fn)
        { Action t = Template; ((Action)Bind(t, target, fn))(); return null; }
        static object Do1<A>(object target, object[] args, IntPtr fn)
        { Action<A> t = Template<A>; ((Action<A>)Bind(t, target, fn))(Arg<A>(args, 0)); return null; }
        static object Do2<A, B>(object target, object[] args, IntPtr fn)
        { Action<A, B> t = Template<A, B>; ((Action<A, B>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1)); return null; }
        static object Do3<A, B, C>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C> t = Template<A, B, C>;
            ((Action<A, B, C>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2));
            return null;
        }
        static object Do4<A, B, C, D>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C, D> t = Template<A, B, C, D>;
            ((Action<A, B, C, D>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3));
            return null;
        }
        static object Do5<A, B, C, D, E>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C, D, E> t = Template<A, B, C, D, E>;
            ((Action<A, B, C, D, E>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4));
            return null;
        }
        static object Do6<A, B, C, D, E, F>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C, D, E, F> t = Template<A, B, C, D, E, F>;
            ((Action<A, B, C, D, E, F>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5));
            return null;
        }
        static object Do7<A, B, C, D, E, F, G>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C, D, E, F, G> t = Template<A, B, C, D, E, F, G>;
            ((Action<A, B, C, D, E, F, G>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5), Arg<G>(args, 6));
            return null;
        }
        static object Do8<A, B, C, D, E, F, G, H>(object target, object[] args, IntPtr fn)
        {
            Action<A, B, C, D, E, F, G, H> t = Template<A, B, C, D, E, F, G, H>;
            ((Action<A, B, C, D, E, F, G, H>)Bind(t, target, fn))(Arg<A>(args, 0), Arg<B>(args, 1), Arg<C>(args, 2), Arg<D>(args, 3), Arg<E>(args, 4), Arg<F>(args, 5), Arg<G>(args, 6), Arg<H>(args, 7));
            return null;
        }

        // System.Object's methods that have no function of their own a delegate can be bound
        // over (their rows name these: runtime_tables.member_table)
        static Type GetType(object o) { return o.GetType(); }
        static bool Equals(object a, object b) { return object.Equals(a, b); }
        static bool ReferenceEquals(object a, object b) { return (object)a == (object)b; }

        // The invokers: an accessor called through a delegate of template's type bound to the
        // target (a boxed struct's value, null for a static accessor), so that the delegate's
        // Invoke passes `this` and a struct result's address as the accessor takes them.
        static object Get<V>(object target, object value, IntPtr fn)
        {
            Func<V> template = Template<V>;
            return ((Func<V>)Bind(template, target, fn))();
        }

        static object Set<V>(object target, object value, IntPtr fn)
        {
            Action<V> template = Template<V>;
            ((Action<V>)Bind(template, target, fn))(value == null ? default(V) : (V)value);
            return null;
        }

        // The type's members of a kind that binding selects, as the objects make makes of rows
        static T[] Listed<T>(Type type, int kind, BindingFlags binding, Func<int, T> make)
        {
            var rows = Rows(type, kind, binding);
            T[] members = new T[rows.Count];
            for (int i = 0; i < members.Length; i++) members[i] = make(rows[i]);
            return members;
        }

        internal static FieldInfo[] Fields(Type type, BindingFlags binding)
        { return Listed<FieldInfo>(type, Field, binding, row => new ListedField(row)); }
        internal static PropertyInfo[] Properties(Type type, BindingFlags binding)
        { return Listed<PropertyInfo>(type, Property, binding, row => new ListedProperty(row)); }
        internal static MethodInfo[] Methods(Type type, BindingFlags binding)
        { return Listed<MethodInfo>(type, Method, binding, row => new ListedMethod(row)); }
        internal static ConstructorInfo[] Constructors(Type type, BindingFlags binding)
        { return Listed<ConstructorInfo>(type, Method | Constructor, binding, row => new ListedConstructor(row)); }

        // How many parameters a method, constructor or indexer has
        static int Arity(int row) { return (Flags(row) >> 16) & 0xFF; }

        internal static ParameterInfo[] Parameters(int row, MemberInfo member)
        {
            ParameterInfo[] parameters = new ParameterInfo[Arity(row)];
            for (int i = 0; i < parameters.Length; i++) parameters[i] = new ListedParameter(row, i, member);
            return parameters;
        }

        // A listed method's or constructor's text as Mono prints it: `Void .ctor(System.String)`
        internal static string Text(int row, Type result)
        {
            string text = TypeName(result) + " " + Name(row) + "(";
            for (int i = 0; i < Arity(row); i++)
                text += (i > 0 ? ", " : "") + TypeName(ParameterType(row, i));
            return text + ")";
        }

        // What a member invoked through the table answered, or the TargetInvocationException
        // around what it raised (Mono's invoke wraps it)
        internal static object Invoked(object result, object thrown)
        {
            if (thrown != null)
                Raise.Again(((Exception)(object)new TargetInvocationException(null)).WithInner((Exception)thrown));
            return result;
        }

        // Invoke's checks of the arguments, with Mono's exceptions
        internal static void CheckArguments(int row, object[] parameters)
        {
            int n = parameters == null ? 0 : parameters.Length;
            if (n != Arity(row))
                Raise.Again((Exception)(object)new TargetParameterCountException(
                    "Number of parameters specified does not match the expected number."));
            for (int i = 0; i < n; i++)
                if (!Accepts(ParameterType(row, i), parameters[i]))
                    Raise.Argument("Object of type '" + parameters[i].GetType() + "' cannot be converted to type '" +
                                   ParameterType(row, i) + "'.");
        }

        // Mono's default binder's choice among constructors for arguments of these types (null:
        // an argument that is null): those whose parameters take them (a primitive also by
        // widening), then the one whose parameter types each take every other's (`string`
        // before `object`); null: none takes them
        internal static ConstructorInfo Select(ConstructorInfo[] candidates, Type[] types)
        {
            var fits = new System.Collections.Generic.List<ConstructorInfo>();
            foreach (ConstructorInfo c in candidates)
            {
                ParameterInfo[] ps = c.GetParameters();
                if (ps.Length != types.Length) continue;
                bool takes = true;
                for (int i = 0; i < ps.Length; i++) takes &= Takes(ps[i].ParameterType, types[i]);
                if (takes) fits.Add(c);
            }
            foreach (ConstructorInfo c in fits)
            {
                bool best = true;
                foreach (ConstructorInfo o in fits)
                    if (o != c) best &= Narrower(c.GetParameters(), o.GetParameters());
                if (best) return c;
            }
            if (fits.Count > 0)
                Raise.Again((Exception)(object)new AmbiguousMatchException("Ambiguous match found."));
            return null;
        }

        static bool Takes(Type parameter, Type argument)
        {
            if (argument == null) return !parameter.IsValueType || Nullable.GetUnderlyingType(parameter) != null;
            return parameter.IsAssignableFrom(argument) || Widens(argument, parameter);
        }

        static bool Narrower(ParameterInfo[] a, ParameterInfo[] b)
        {
            for (int i = 0; i < a.Length; i++)
                if (!Takes(b[i].ParameterType, a[i].ParameterType)) return false;
            return true;
        }

        // The binder's primitive widenings (TypeCode of the argument -> the parameters' it takes)
        static bool Widens(Type from, Type to)
        {
            if (!from.IsPrimitive || !to.IsPrimitive) return false;
            TypeCode t = Type.GetTypeCode(to);
            switch (Type.GetTypeCode(from))
            {
                case TypeCode.Char: return t == TypeCode.UInt16 || t >= TypeCode.Int32 && t <= TypeCode.Double;
                case TypeCode.SByte: return t == TypeCode.Int16 || t == TypeCode.Int32 || t == TypeCode.Int64 || t >= TypeCode.Single && t <= TypeCode.Double;
                case TypeCode.Byte: return t == TypeCode.Char || t >= TypeCode.Int16 && t <= TypeCode.Double;
                case TypeCode.Int16: return t == TypeCode.Int32 || t == TypeCode.Int64 || t >= TypeCode.Single && t <= TypeCode.Double;
                case TypeCode.UInt16: return t >= TypeCode.Int32 && t <= TypeCode.Double;
                case TypeCode.Int32: return t == TypeCode.Int64 || t >= TypeCode.Single && t <= TypeCode.Double;
                case TypeCode.UInt32: return t >= TypeCode.Int64 && t <= TypeCode.Double;
                case TypeCode.Int64:
                case TypeCode.UInt64: return t >= TypeCode.Single && t <= TypeCode.Double;
                case TypeCode.Single: return t == TypeCode.Double;
            }
            return false;
        }

        // Activator.CreateInstance with arguments: Select's constructor, its arguments widened
        // to its parameters' types
        internal static object Create(Type type, BindingFlags binding, object[] args)
        {
            Type[] types = new Type[args.Length];
            for (int i = 0; i < args.Length; i++) types[i] = args[i] == null ? null : args[i].GetType();
            ConstructorInfo c = Select(Constructors(type, binding), types);
            if (c == null)
                Raise.Again((Exception)(object)new MissingMethodException(
                    "Constructor on type '" + type.FullName + "' not found."));
            ParameterInfo[] ps = c.GetParameters();
            object[] values = new object[args.Length];
            for (int i = 0; i < args.Length; i++)
                values[i] = types[i] != null && Widens(types[i], ps[i].ParameterType)
                    ? Convert.ChangeType(args[i], ps[i].ParameterType) : args[i];
            return c.Invoke(binding, null, values, null);
        }

        // GetProperty's choice: the one of that name (and type), or AmbiguousMatchException
        internal static PropertyInfo Find(PropertyInfo[] properties, string name, Type returnType)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            PropertyInfo found = null;
            foreach (PropertyInfo p in properties)
                if (p.Name == name && (returnType == null || p.PropertyType == returnType))
                {
                    if (found != null)
                        Raise.Again((Exception)(object)new AmbiguousMatchException("Ambiguous match found."));
                    found = p;
                }
            return found;
        }

        // A listed member's row (-1: not one of the table's members)
        internal static int RowOf(object member)
        {
            ListedField field = member as ListedField;
            if (field != null) return field.row;
            ListedProperty property = member as ListedProperty;
            if (property != null) return property.row;
            ListedMethod method = member as ListedMethod;
            if (method != null) return method.row;
            ListedConstructor constructor = member as ListedConstructor;
            return constructor != null ? constructor.row : -1;
        }

        // Whether SetValue takes value for a member of type t (a Nullable's: its value's)
        internal static bool Accepts(Type t, object value)
        {
            if (value == null || t.IsInstanceOfType(value)) return true;
            Type underlying = Nullable.GetUnderlyingType(t);
            return underlying != null && underlying.IsInstanceOfType(value);
        }

        // Type.FormatTypeName as Mono's FieldInfo and PropertyInfo print it: primitives
        // without "System.", nested types by their name, others as ToString().
        internal static string TypeName(Type t)
        {
            Type root = t;
            while (root.IsArray) root = root.GetElementType();
            string text = t.ToString();
            if (root.FullName != null && root.FullName.IndexOf('+') >= 0) return t.Name;
            return root.IsPrimitive || root == typeof(void) ? text.Substring(7) : text;
        }

        static bool Matches(int flags, BindingFlags binding, bool isPublic, bool declared)
        {
            bool isStatic = (flags & Static) != 0;
            if ((binding & (isPublic ? BindingFlags.Public : BindingFlags.NonPublic)) == 0) return false;
            if ((binding & (isStatic ? BindingFlags.Static : BindingFlags.Instance)) == 0) return false;
            if (!declared && (binding & BindingFlags.DeclaredOnly) != 0) return false;
            // Mono: a base type's static members only with FlattenHierarchy, its private ones never
            if (!declared && isStatic && (binding & BindingFlags.FlattenHierarchy) == 0) return false;
            return true;
        }

        static int Listed(Type type)
        {
            int first = First(type);
            if (first < 0)
                Raise.NotSupported("cil2mir: the fields and properties of " + type +
                                   " are not known at run time (only the program's own types').");
            return first;
        }

        // A method's name and parameter types: what an override shares with what it hides
        static string Signature(int row)
        {
            string text = Name(row) + "(";
            for (int i = 0; i < Arity(row); i++) text += ParameterType(row, i) + ",";
            return text;
        }

        internal static System.Collections.Generic.List<int> Rows(Type type, int kind, BindingFlags binding)
        {
            var rows = new System.Collections.Generic.List<int>();
            var hiding = new System.Collections.Generic.List<string>();  // the derived types'
            bool declared = true;
            Type t = type;
            for (; t != null && t != typeof(object) && t != typeof(ValueType); t = t.BaseType)
            {
                if (t == typeof(Enum))      // (an enum's base: no field or property it shows)
                {
                    if (kind == Method) Raise.NotSupported("cil2mir: the methods of enums are not known at run time.");
                    return rows;
                }
                int first = Listed(t);
                Add(rows, hiding, kind, binding, declared, first, Count(first));
                declared = false;
                if (kind == (Method | Constructor)) return rows;     // (not inherited)
            }
            // the methods of ValueType and Object (the table's rows for them)
            for (; kind == Method && t != null; t = t.BaseType)
            {
                int first = First(t);
                Add(rows, hiding, kind, binding, t == type, first, Count(first));
                declared = false;
            }
            return rows;
        }

        static void Add(System.Collections.Generic.List<int> rows, System.Collections.Generic.List<string> hiding,
                        int kind, BindingFlags binding, bool declared, int first, int n)
        {
            int before = rows.Count;
            for (int i = first; i < first + n; i++)
            {
                int flags = Flags(i);
                if ((flags & (3 | Constructor)) != kind) continue;
                int access = (flags >> 8) & 7, setter = (flags >> 11) & 7;
                bool isPublic = access == 6 || kind == Property && setter == 6;
                bool isPrivate = access == 1 && (kind != Property || setter <= 1);
                if (!declared && isPrivate) continue;
                // a property hidden by a derived one of its name; a method by its override
                if (kind == Property && hiding.Contains(Name(i))) continue;
                if (kind == Method && (flags & Virtual) != 0 && hiding.Contains(Signature(i))) continue;
                if (!Matches(flags, binding, isPublic, declared)) continue;
                rows.Add(i);
            }
            for (int i = before; i < rows.Count; i++)
                if (kind == Property) hiding.Add(Name(rows[i]));
                else if (kind == Method && (Flags(rows[i]) & Virtual) != 0) hiding.Add(Signature(rows[i]));
        }
    }

    sealed class ListedField : FieldInfo
    {
        internal readonly int row;
        internal ListedField(int row) { this.row = row; }

        public override string Name { get { return Members.Name(row); } }
        public override Type FieldType { get { return Members.Of(row); } }
        public override Type DeclaringType { get { return Members.Owner(row); } }
        public override Type ReflectedType { get { return Members.Owner(row); } }
        public override RuntimeFieldHandle FieldHandle { get { Raise.NotSupported("cil2mir: FieldInfo.FieldHandle is not supported."); return default(RuntimeFieldHandle); } }
        public override FieldAttributes Attributes
        {
            get
            {
                int flags = Members.Flags(row);
                return (FieldAttributes)((flags >> 8) & 7)
                       | ((flags & Members.Static) != 0 ? FieldAttributes.Static : 0)
                       | ((flags & Members.Literal) != 0 ? FieldAttributes.Literal : 0);
            }
        }
        public override object[] GetCustomAttributes(bool inherit) { return CustomAttrs.GetCustomAttributes(this, inherit); }
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) { return CustomAttrs.GetCustomAttributes(this, attributeType, inherit); }
        public override bool IsDefined(Type attributeType, bool inherit) { return CustomAttrs.IsDefined(this, attributeType, inherit); }
        public override string ToString() { return FieldType + " " + Name; }

        void Check(object target)
        {
            int flags = Members.Flags(row);
            if ((flags & Members.Static) == 0)
            {
                if (target == null)
                    Raise.Again((Exception)(object)new TargetException("Non-static field requires a target"));
                if (!DeclaringType.IsInstanceOfType(target))
                    Raise.Argument("Field " + Name + " defined on type " + DeclaringType +
                                   " is not a field on the target object which is of type " + target.GetType() +
                                   ".\nParameter name: obj");
            }
        }

        public override object GetValue(object obj)
        {
            if ((Members.Flags(row) & Members.Literal) != 0) return Members.Load(row, null);
            Check(obj);
            return Members.Load(row, obj);
        }

        public override void SetValue(object obj, object value, BindingFlags invokeAttr, Binder binder,
                                      System.Globalization.CultureInfo culture)
        {
            if ((Members.Flags(row) & Members.Literal) != 0)
                Raise.Again((Exception)(object)new FieldAccessException("Cannot set a constant field"));
            Check(obj);
            if (!Members.Accepts(FieldType, value))
                Raise.Argument("Object of type '" + value.GetType() + "' cannot be converted to type '" + FieldType + "'.");
            Members.Store(row, obj, value);
        }
    }

    sealed class ListedProperty : PropertyInfo
    {
        internal readonly int row;
        internal ListedProperty(int row) { this.row = row; }

        int Flags { get { return Members.Flags(row); } }
        public override string Name { get { return Members.Name(row); } }
        public override Type PropertyType { get { return Members.Of(row); } }
        public override Type DeclaringType { get { return Members.Owner(row); } }
        public override Type ReflectedType { get { return Members.Owner(row); } }
        public override PropertyAttributes Attributes { get { return PropertyAttributes.None; } }
        public override bool CanRead { get { return ((Flags >> 8) & 7) != 0; } }
        public override bool CanWrite { get { return ((Flags >> 11) & 7) != 0; } }
        public override object[] GetCustomAttributes(bool inherit) { return CustomAttrs.GetCustomAttributes(this, inherit); }
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) { return CustomAttrs.GetCustomAttributes(this, attributeType, inherit); }
        public override bool IsDefined(Type attributeType, bool inherit) { return CustomAttrs.IsDefined(this, attributeType, inherit); }
        public override MethodInfo[] GetAccessors(bool nonPublic) { Unsupported(); return null; }
        public override MethodInfo GetGetMethod(bool nonPublic) { Unsupported(); return null; }
        public override MethodInfo GetSetMethod(bool nonPublic) { Unsupported(); return null; }

        static void Unsupported() { Raise.NotSupported("cil2mir: a property's accessor methods are not supported."); }

        public override ParameterInfo[] GetIndexParameters()
        {
            ParameterInfo[] parameters = new ParameterInfo[(Flags >> 16) & 0xFF];
            for (int i = 0; i < parameters.Length; i++) parameters[i] = new ListedParameter(row, i, this);
            return parameters;
        }

        public override string ToString()
        {
            string text = Members.TypeName(PropertyType) + " " + Name;
            int n = (Flags >> 16) & 0xFF;
            if (n == 0) return text;
            text += " [";
            for (int i = 0; i < n; i++) text += (i > 0 ? ", " : "") + Members.TypeName(Members.ParameterType(row, i));
            return text + "]";
        }

        object Call(bool set, object obj, object value, object[] index)
        {
            int n = (Flags >> 16) & 0xFF;
            if (n != 0 || (index != null && index.Length != 0))
                Raise.Again((Exception)(object)new TargetParameterCountException("Parameter count mismatch."));
            if (set && !Members.Accepts(PropertyType, value))
                Raise.Argument("Object of type '" + value.GetType() + "' cannot be converted to type '" + PropertyType + "'.");
            object thrown = null;
            object result = null;
            if ((Flags & Members.Static) == 0 && (obj == null || !DeclaringType.IsInstanceOfType(obj)))
                thrown = obj == null ? (object)new NullReferenceException("Object reference not set to an instance of an object")
                                     : new InvalidCastException();
            else
                result = Members.Call(row, set, obj, value, out thrown);
            return Members.Invoked(result, thrown);     // (Mono wraps what the accessor, or its call, raised)
        }

        public override object GetValue(object obj, BindingFlags invokeAttr, Binder binder, object[] index,
                                         System.Globalization.CultureInfo culture)
        {
            if (!CanRead) Raise.Argument("Get Method not found for '" + Name + "'");
            return Call(false, obj, null, index);
        }

        public override void SetValue(object obj, object value, BindingFlags invokeAttr, Binder binder, object[] index,
                                      System.Globalization.CultureInfo culture)
        {
            if (!CanWrite) Raise.Argument("Set Method not found for '" + Name + "'");
            Call(true, obj, value, index);
        }
    }

    sealed class ListedParameter : ParameterInfo
    {
        internal ListedParameter(int row, int position, MemberInfo member)
        {
            ClassImpl = Members.ParameterType(row, position);
            NameImpl = Members.ParameterName(row, position);
            PositionImpl = position;
            MemberImpl = member;
        }

        public override string ToString() { return Members.TypeName(ParameterType) + " " + Name; }
    }

    sealed class ListedMethod : MethodInfo
    {
        internal readonly int row;
        internal ListedMethod(int row) { this.row = row; }

        int Flags { get { return Members.Flags(row); } }
        public override string Name { get { return Members.Name(row); } }
        public override Type ReturnType { get { return Members.Of(row) ?? typeof(void); } }
        public override Type DeclaringType { get { return Members.Owner(row); } }
        public override Type ReflectedType { get { return Members.Owner(row); } }
        public override MethodAttributes Attributes
        {
            get
            {
                return (MethodAttributes)((Flags >> 8) & 7 | Flags & Members.HideBySig)
                       | ((Flags & Members.Static) != 0 ? MethodAttributes.Static : 0)
                       | ((Flags & Members.Virtual) != 0 ? MethodAttributes.Virtual : 0);
            }
        }
        public override RuntimeMethodHandle MethodHandle { get { Unsupported(); return default(RuntimeMethodHandle); } }
        public override ICustomAttributeProvider ReturnTypeCustomAttributes { get { Unsupported(); return null; } }
        public override MethodImplAttributes GetMethodImplementationFlags() { return MethodImplAttributes.IL; }
        public override MethodInfo GetBaseDefinition() { Unsupported(); return null; }
        public override object[] GetCustomAttributes(bool inherit) { return CustomAttrs.GetCustomAttributes(this, inherit); }
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) { return CustomAttrs.GetCustomAttributes(this, attributeType, inherit); }
        public override bool IsDefined(Type attributeType, bool inherit) { return CustomAttrs.IsDefined(this, attributeType, inherit); }

        static void Unsupported() { Raise.NotSupported("cil2mir: this member of MethodInfo is not supported."); }

        public override ParameterInfo[] GetParameters() { return Members.Parameters(row, this); }
        public override string ToString() { return Members.Text(row, ReturnType); }

        public override object Invoke(object obj, BindingFlags invokeAttr, Binder binder, object[] parameters,
                                      System.Globalization.CultureInfo culture)
        {
            Members.CheckArguments(row, parameters);
            if ((Flags & Members.Static) == 0)
            {
                if (obj == null)
                    Raise.Again((Exception)(object)new TargetException("Non-static method requires a target."));
                if (!DeclaringType.IsInstanceOfType(obj))
                    Raise.Again((Exception)(object)new TargetException("Object does not match target type."));
            }
            object thrown;
            object result = Members.Invoke(row, obj, parameters ?? new object[0], out thrown);
            return Members.Invoked(result, thrown);
        }
    }
}

namespace Cil2Mir
{
    // Type.GetType(string): Mono looks the name up in the calling assembly, then in mscorlib.
    // Here a program that calls it has a table of those types' names (runtime_tables.py), with
    // the descriptor of each the program has: the program's own types, and mscorlib's that it
    // uses or names in a literal passed to Type.GetType. A name of one without a descriptor
    // raises NotSupportedException: answering null would be wrong output.
    internal static class TypeNames
    {
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Count();
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string Name(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern bool InProgram(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Of(int row);      // null: no descriptor
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string Assembly();     // the program's display name

        internal static Type Find(string typeName, bool throwOnError, bool ignoreCase)
        {
            if (typeName == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: typeName");
            string name = typeName.TrimStart(), assembly = null;     // (Mono: "T " is no type)
            int comma = name.IndexOf(',');
            if (comma >= 0)
            {
                assembly = name.Substring(comma + 1).Trim();
                name = name.Substring(0, comma).Trim();
                int at = assembly.IndexOf(',');
                if (at >= 0) assembly = assembly.Substring(0, at).Trim();
            }
            if (name.Length == 0)
            {
                if (throwOnError)
                    Raise.Again((Exception)(object)new TypeLoadException("A null or zero length string does not represent a valid Type."));
                return null;
            }
            if (name.IndexOf('[') >= 0 || name.IndexOf('*') >= 0 || name.IndexOf('&') >= 0)
                Raise.NotSupported("cil2mir: Type.GetType of an array, pointer or generic instance ('" + typeName + "') is not supported.");
            bool program = true, mscorlib = true;
            if (assembly != null)
            {
                string own = Assembly();
                program = own.Substring(0, own.IndexOf(',')) == assembly;
                mscorlib = assembly == "mscorlib";
                if (!program && !mscorlib)
                    Raise.NotSupported("cil2mir: Type.GetType of a type of assembly " + assembly + " is not supported.");
            }
            StringComparison comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            for (int row = 0; row < Count(); row++)
            {
                if (!(InProgram(row) ? program : mscorlib) || !string.Equals(Name(row), name, comparison)) continue;
                Type t = Of(row);
                if (t == null)
                    Raise.NotSupported("cil2mir: the program has no Type of " + Name(row) +
                                       ", which only Type.GetType names (name it by a string literal there, or by typeof).");
                return t;
            }
            if (throwOnError)
                Raise.Again((Exception)(object)new TypeLoadException("Could not load type '" +
                    (name.IndexOf('.') >= 0 ? name : "." + name) + "' from assembly '" + Assembly() + "'."));
            return null;
        }
    }

    sealed class ListedConstructor : ConstructorInfo
    {
        internal readonly int row;
        internal ListedConstructor(int row) { this.row = row; }

        int Flags { get { return Members.Flags(row); } }
        public override string Name { get { return Members.Name(row); } }
        public override Type DeclaringType { get { return Members.Owner(row); } }
        public override Type ReflectedType { get { return Members.Owner(row); } }
        public override MethodAttributes Attributes
        {
            get
            {
                return (MethodAttributes)((Flags >> 8) & 7 | Flags & Members.HideBySig)
                       | MethodAttributes.SpecialName | MethodAttributes.RTSpecialName
                       | ((Flags & Members.Static) != 0 ? MethodAttributes.Static : 0);
            }
        }
        public override RuntimeMethodHandle MethodHandle { get { Unsupported(); return default(RuntimeMethodHandle); } }
        public override MethodImplAttributes GetMethodImplementationFlags() { return MethodImplAttributes.IL; }
        public override object[] GetCustomAttributes(bool inherit) { return CustomAttrs.GetCustomAttributes(this, inherit); }
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) { return CustomAttrs.GetCustomAttributes(this, attributeType, inherit); }
        public override bool IsDefined(Type attributeType, bool inherit) { return CustomAttrs.IsDefined(this, attributeType, inherit); }
        public override ParameterInfo[] GetParameters() { return Members.Parameters(row, this); }
        public override string ToString() { return Members.Text(row, typeof(void)); }

        static void Unsupported() { Raise.NotSupported("cil2mir: this member of ConstructorInfo is not supported."); }

        public override object Invoke(BindingFlags invokeAttr, Binder binder, object[] parameters,
                                      System.Globalization.CultureInfo culture)
        {
            Members.CheckArguments(row, parameters);
            if ((Flags & Members.AbstractOwner) != 0)
                Raise.Again((Exception)(object)new MemberAccessException(
                    "Cannot create an instance of " + DeclaringType + " because it is an abstract class"));
            object thrown;
            object made = Members.Construct(row, parameters ?? new object[0], out thrown);
            return Members.Invoked(made, thrown);
        }

        // (a constructor run again on an object it made)
        public override object Invoke(object obj, BindingFlags invokeAttr, Binder binder, object[] parameters,
                                      System.Globalization.CultureInfo culture)
        {
            Raise.NotSupported("cil2mir: invoking a constructor on an existing object is not supported.");
            return null;
        }
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Type")]
    static class TypeByNamePlug
    {
        static Type GetType(string typeName) { return TypeNames.Find(typeName, false, false); }
        static Type GetType(string typeName, bool throwOnError) { return TypeNames.Find(typeName, throwOnError, false); }
        static Type GetType(string typeName, bool throwOnError, bool ignoreCase)
        {
            return TypeNames.Find(typeName, throwOnError, ignoreCase);
        }
    }

    [Plug("System.Type")]
    static class TypeMembersPlug
    {
        const BindingFlags Default = BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static;

        static MethodInfo[] GetMethods(Type self) { return GetMethods(self, Default); }
        static MethodInfo GetMethod(Type self, string name) { return GetMethod(self, name, Default); }

        static MethodInfo[] GetMethods(Type self, BindingFlags binding)
        {
            return Members.Methods(self, binding);
        }

        static MethodInfo GetMethod(Type self, string name, BindingFlags binding)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            MethodInfo found = null;
            foreach (MethodInfo m in GetMethods(self, binding))
                if (m.Name == name)
                {
                    if (found != null && found.DeclaringType == m.DeclaringType)
                        Raise.Again((Exception)(object)new AmbiguousMatchException("Ambiguous match found."));
                    if (found == null) found = m;       // (a derived type's first)
                }
            return found;
        }

        static MethodInfo GetMethod(Type self, string name, Type[] types)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            foreach (MethodInfo m in GetMethods(self, Default))
            {
                if (m.Name != name) continue;
                ParameterInfo[] parameters = m.GetParameters();
                if (parameters.Length != types.Length) continue;
                bool same = true;
                for (int i = 0; i < types.Length; i++) same &= parameters[i].ParameterType == types[i];
                if (same) return m;
            }
            return null;
        }

        static ConstructorInfo[] GetConstructors(Type self)
        {
            return GetConstructors(self, BindingFlags.Public | BindingFlags.Instance);
        }

        static ConstructorInfo[] GetConstructors(Type self, BindingFlags binding)
        {
            return Members.Constructors(self, binding);
        }

        static ConstructorInfo GetConstructor(Type self, Type[] types)
        {
            if (types == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: types");
            return Members.Select(GetConstructors(self), types);
        }

        static Type[] GetInterfaces(Type self) { return Interfaces.Of(self); }
        static FieldInfo[] GetFields(Type self) { return GetFields(self, Default); }
        static PropertyInfo[] GetProperties(Type self) { return GetProperties(self, Default); }
        static FieldInfo GetField(Type self, string name) { return GetField(self, name, Default); }
        static PropertyInfo GetProperty(Type self, string name) { return GetProperty(self, name, Default); }

        static FieldInfo[] GetFields(Type self, BindingFlags binding)
        {
            return Members.Fields(self, binding);
        }

        static PropertyInfo[] GetProperties(Type self, BindingFlags binding)
        {
            return Members.Properties(self, binding);
        }

        static FieldInfo GetField(Type self, string name, BindingFlags binding)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: name");
            foreach (FieldInfo f in GetFields(self, binding))
                if (f.Name == name) return f;
            return null;
        }

        static PropertyInfo GetProperty(Type self, string name, Type returnType)
        {
            return Members.Find(GetProperties(self, Default), name, returnType);
        }

        static PropertyInfo GetProperty(Type self, string name, BindingFlags binding)
        {
            return Members.Find(GetProperties(self, binding), name, null);
        }
    }
}

namespace Cil2Mir
{
    // Custom attributes (typesystem/attributes.py): Mono reads an attribute's blob when asked
    // and runs its constructor by reflection; here the compiler read it, and a program that
    // asks has a table of the attributes of each type it can have a Type object of (and of the
    // members the members' table lists), each made anew by its compiled constructor. The
    // framework's own code (MonoCustomAttrs: inheritance, AttributeUsage, the pseudo-attributes)
    // runs on top of the internal calls plugged below.
    internal static class Attributes
    {
        const int TypeProvider = 1, MemberProvider = 2;

        // The provider's marker row when `from` < 0 (-1: the provider is not listed), else
        // `from` if that row is one of its attributes (-1: past its last)
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int Find(object provider, int kind, int key, int from);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern Type Type(int row);        // null: not known
        [MethodImpl(MethodImplOptions.InternalCall)] static extern string Problem(int row);   // why it cannot be made
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int Count(int row, bool named);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern object Argument(int row, bool named, int i);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern object Construct(int row, object[] args, out object thrown);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void Set(int row, int i, object target, object value, out object thrown);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int Flags(int row);        // a type's marker: its TypeAttributes

        static int Marker(object provider, out int kind, out int key)
        {
            kind = provider is System.Type ? TypeProvider : MemberProvider;
            key = kind == TypeProvider ? 0 : Members.RowOf(provider);
            int marker = key < 0 ? -1 : Find(provider, kind, key, -1);
            if (marker < 0)
                Raise.NotSupported("cil2mir: the custom attributes of " + provider + " are not known.");
            return marker;
        }

        // The provider's attributes of attributeType (all: null), made anew, as Mono's
        // internal call gives them
        internal static object[] Of(object provider, System.Type attributeType)
        {
            int kind, key;
            int marker = Marker(provider, out kind, out key);
            var made = new System.Collections.Generic.List<object>();
            for (int row = Find(provider, kind, key, marker + 1); row >= 0; row = Find(provider, kind, key, row + 1))
                if (Matches(row, attributeType)) made.Add(Make(row));
            Attribute[] result = new Attribute[made.Count];
            made.CopyTo(result);
            return result;
        }

        internal static bool Defined(object provider, System.Type attributeType)
        {
            int kind, key;
            int marker = Marker(provider, out kind, out key);
            for (int row = Find(provider, kind, key, marker + 1); row >= 0; row = Find(provider, kind, key, row + 1))
                if (Matches(row, attributeType)) return true;
            return false;
        }

        // A type's TypeAttributes (Type.Attributes, IsAbstract, IsSealed, IsSerializable...);
        // arrays have no metadata row: Mono gives every array type the same ones.
        internal static TypeAttributes TypeFlags(System.Type type)
        {
            if (type.IsArray)
                return TypeAttributes.Public | TypeAttributes.Sealed | TypeAttributes.Serializable;
            int marker = Find(type, TypeProvider, 0, -1);
            if (marker < 0)
                Raise.NotSupported("cil2mir: the attributes of " + type + " are not known.");
            return (TypeAttributes)Flags(marker);
        }

        static bool Matches(int row, System.Type attributeType)
        {
            if (attributeType == null) return true;
            System.Type type = Type(row);
            if (type == null) Raise.NotSupported(Problem(row));
            return attributeType.IsAssignableFrom(type);
        }

        static object Make(int row)
        {
            string problem = Problem(row);
            if (problem != null) Raise.NotSupported(problem);
            object[] args = new object[Count(row, false)];
            for (int i = 0; i < args.Length; i++) args[i] = Argument(row, false, i);
            object thrown;
            object made = Construct(row, args, out thrown);
            if (thrown != null) Raise.Again((Exception)thrown);
            int named = Count(row, true);
            for (int i = 0; i < named; i++)
            {
                Set(row, i, made, Argument(row, true, i), out thrown);
                if (thrown != null) Raise.Again((Exception)thrown);
            }
            return made;
        }
    }

    // What the framework's MonoCustomAttrs does for any provider (inheritance, AttributeUsage,
    // pseudo-attributes), for the members' objects and Type objects, which are not its Runtime* ones
    [Import("System.MonoCustomAttrs")]
    static class CustomAttrs
    {
        internal static extern object[] GetCustomAttributes(ICustomAttributeProvider obj, bool inherit);
        internal static extern object[] GetCustomAttributes(ICustomAttributeProvider obj, Type attributeType, bool inherit);
        internal static extern bool IsDefined(ICustomAttributeProvider obj, Type attributeType, bool inherit);
        internal static extern object[] GetPseudoCustomAttributes(Type type);
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.MonoCustomAttrs")]
    static class MonoCustomAttrsPlug
    {
        // Every provider here answers through the internal calls below (Mono asks the
        // providers of user code to answer themselves)
        static bool IsUserCattrProvider(object obj) { return false; }

        // Where inherited attributes come from: a type's base (the listed members inherit
        // none: Mono's walk from an override to its base method reads Runtime* objects)
        static ICustomAttributeProvider GetBase(ICustomAttributeProvider obj)
        {
            Type type = obj as Type;
            return type != null ? type.BaseType : null;
        }

        // A type's pseudo-attributes (Serializable, ComImport: its TypeAttributes), as Mono
        // gives them; the listed members have none here
        static object[] GetPseudoCustomAttributes(ICustomAttributeProvider obj, Type attributeType)
        {
            Type type = obj as Type;
            object[] pseudo = type != null ? CustomAttrs.GetPseudoCustomAttributes(type) : null;
            if (attributeType == null || pseudo == null) return pseudo;
            for (int i = 0; i < pseudo.Length; i++)
                if (attributeType.IsAssignableFrom(pseudo[i].GetType()))
                    return pseudo.Length == 1 ? pseudo : new object[] { pseudo[i] };
            return new object[0];
        }

        static object[] GetCustomAttributesInternal(ICustomAttributeProvider obj, Type attributeType, bool pseudoAttrs)
        {
            if (pseudoAttrs) Raise.NotSupported("cil2mir: pseudo-attributes through the internal call are not supported.");
            return Attributes.Of(obj, attributeType);
        }

        static bool IsDefinedInternal(ICustomAttributeProvider obj, Type AttributeType)
        {
            return Attributes.Defined(obj, AttributeType);
        }

        static CustomAttributeData[] GetCustomAttributesDataInternal(ICustomAttributeProvider obj)
        {
            Raise.NotSupported("cil2mir: CustomAttributeData is not supported.");
            return null;
        }
    }

    // A Type object's or a listed member's attributes, whichever it is (Type objects are the
    // runtime's, which reflection's virtual members do not reach)
    [Plug("System.Reflection.MemberInfo")]
    static class MemberInfoAttributesPlug
    {
        static object[] GetCustomAttributes(MemberInfo self, bool inherit) { return CustomAttrs.GetCustomAttributes(self, inherit); }
        static object[] GetCustomAttributes(MemberInfo self, Type attributeType, bool inherit)
        { return CustomAttrs.GetCustomAttributes(self, attributeType, inherit); }
        static bool IsDefined(MemberInfo self, Type attributeType, bool inherit) { return CustomAttrs.IsDefined(self, attributeType, inherit); }

        // (what each kind of member's class answers; a Type object's vtable has no answer)
        static MemberTypes get_MemberType(MemberInfo self)
        {
            Type type = self as Type;
            if (type != null) return type.IsNested ? MemberTypes.NestedType : MemberTypes.TypeInfo;
            if (self is FieldInfo) return MemberTypes.Field;
            if (self is PropertyInfo) return MemberTypes.Property;
            if (self is ConstructorInfo) return MemberTypes.Constructor;
            if (self is MethodInfo) return MemberTypes.Method;
            if (self is EventInfo) return MemberTypes.Event;
            Raise.NotSupported("cil2mir: MemberType of " + self.GetType() + " is not supported.");
            return 0;
        }
    }

    [Plug("System.Type")]
    static class TypeAttributesPlug
    {
        static TypeAttributes GetAttributeFlagsImpl(Type self) { return Attributes.TypeFlags(self); }

        // (Mono's asks for the declaring type, which the runtime's types do not know)
        static bool get_IsNested(Type self)
        {
            TypeAttributes visibility = Attributes.TypeFlags(self) & TypeAttributes.VisibilityMask;
            return visibility != TypeAttributes.NotPublic && visibility != TypeAttributes.Public;
        }

        // (Mono's: the flag, or a delegate or enum type)
        static bool get_IsSerializable(Type self)
        {
            if ((Attributes.TypeFlags(self) & TypeAttributes.Serializable) != 0) return true;
            for (Type t = self; t != null; t = t.BaseType)
                if (t == typeof(Delegate) || t == typeof(Enum)) return true;
            return false;
        }

    }
}
