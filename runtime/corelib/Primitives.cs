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
