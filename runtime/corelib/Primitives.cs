// What a boxed primitive (int, double, char, bool...) implements: IComparable,
// IComparable<T> and IEquatable<T>. The frontend puts these methods, instantiated for the
// primitive, in the interface tables of its boxed descriptor (frontend/typesystem/types.py): an interface call
// passes the box as `this`, which is the `box` argument here.
namespace System
{
    internal static class BoxedPrimitive
    {
        public static int CompareTo<T>(object box, T other) where T : IComparable<T>
        {
            return ((T)box).CompareTo(other);
        }

        public static bool EqualsValue<T>(object box, T other) where T : IEquatable<T>
        {
            return ((T)box).Equals(other);
        }

        public static int CompareToObject<T>(object box, object other) where T : IComparable<T>
        {
            if (other == null) return 1;
            if (!(other is T)) Cil2Mir.Raise.Argument("Object must be of type " + typeof(T).Name + ".");
            return ((T)box).CompareTo((T)other);
        }
    }
}

namespace System
{
    // What a string implements besides its C methods (IComparable<string>.CompareTo and
    // IEquatable<string>.Equals are rt_String_CompareTo / rt_String_Equals): the frontend
    // emits the string descriptor with these tables when a program uses string through
    // one of its interfaces (frontend/typesystem/types.py).
    internal static class StringInterfaces
    {
        public static int CompareToObject(object s, object other)
        {
            if (other == null) return 1;
            string o = other as string;
            if (o == null) Cil2Mir.Raise.Argument("Object must be of type String.");
            return ((string)s).CompareTo(o);
        }

        public static System.Collections.Generic.IEnumerator<char> GetEnumerator(object s)
        {
            return new CharEnumerator((string)s);
        }
    }

    [Cil2Mir.Plug]
    public sealed class CharEnumerator : System.Collections.Generic.IEnumerator<char>
    {
        string s;
        int index = -1;

        internal CharEnumerator(string s) { this.s = s; }

        public bool MoveNext()
        {
            if (index < s.Length)
            {
                index++;
                return index < s.Length;
            }
            return false;
        }

        public char Current { get { return s[index]; } }
        object System.Collections.IEnumerator.Current { get { return s[index]; } }
        public void Reset() { index = -1; }
        public void Dispose() { }
    }
}
