// System.Text.StringBuilder of the cil2mir corelib: a growable char[] buffer.
// Compiled by mcs into the corelib assembly and by cil2mir into every program that uses it
// (only the members reachable from the program). Uses only what the runtime binds in C
// (primitives' ToString, new string(char[]), String.Length and the indexer).
namespace System.Text
{
    public sealed class StringBuilder
    {
        char[] chars;
        int length;

        public StringBuilder() { chars = new char[16]; }

        public StringBuilder(int capacity) { chars = new char[capacity > 0 ? capacity : 16]; }

        public StringBuilder(string value)
        {
            chars = new char[16];
            Append(value);
        }

        public int Length { get { return length; } }

        void Reserve(int extra)
        {
            int need = length + extra;
            if (need <= chars.Length) return;
            int size = chars.Length * 2;
            if (size < need) size = need;
            char[] grown = new char[size];
            for (int i = 0; i < length; i++) grown[i] = chars[i];
            chars = grown;
        }

        public StringBuilder Append(string value)
        {
            if (value == null) return this;
            int n = value.Length;
            Reserve(n);
            for (int i = 0; i < n; i++) chars[length + i] = value[i];
            length += n;
            return this;
        }

        public StringBuilder Append(char value)
        {
            Reserve(1);
            chars[length] = value;
            length++;
            return this;
        }

        public StringBuilder Append(int value) { return Append(value.ToString()); }
        public StringBuilder Append(long value) { return Append(value.ToString()); }
        public StringBuilder Append(uint value) { return Append(value.ToString()); }
        public StringBuilder Append(ulong value) { return Append(value.ToString()); }
        public StringBuilder Append(bool value) { return Append(value.ToString()); }
        public StringBuilder Append(double value) { return Append(value.ToString()); }

        public StringBuilder Append(object value)
        {
            if (value == null) return this;
            return Append(value.ToString());
        }

        public StringBuilder AppendLine() { return Append('\n'); }

        public StringBuilder AppendLine(string value) { return Append(value).Append('\n'); }

        public StringBuilder Clear()
        {
            length = 0;
            return this;
        }

        public override string ToString()
        {
            char[] copy = new char[length];
            for (int i = 0; i < length; i++) copy[i] = chars[i];
            return new string(copy);
        }
    }
}
