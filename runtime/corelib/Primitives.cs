namespace System
{
    // How a string enumerates its chars (the framework's String implements its other
    // interfaces itself): the frontend emits the string descriptor with these tables when
    // a program uses string through one of its interfaces (frontend/typesystem/types.py).
    internal static class StringInterfaces
    {
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
