// System.Delegate and System.MulticastDelegate of the cil2mir corelib.
//
// A delegate object holds its target (null for a static method) and the address of the
// method; a multicast delegate is a chain: `_prev` is the delegate of the handlers before
// this one, each link a single-cast delegate of the same type. The frontend synthesises
// every delegate type's constructor and Invoke (frontend/delegates.py): Invoke calls the
// chain before this link, then this link's method, and returns the last result. Those
// functions read the three fields below by their offsets: keep them first, in this order.
//
// Combine and Remove follow .NET's rules on invocation lists: Combine appends b's list to
// a's; Remove takes out the last occurrence of value's whole list as a contiguous run.
// (Delegates of different types are not checked: C# does not let them meet without casts,
// and the corelib cannot throw its own exception types.)
namespace System
{
    [Cil2Mir.Plug]
    public abstract class Delegate
    {
        internal object _target;
        internal long _method;          // (a native int; long spares the corelib IntPtr operators)
        internal Delegate _prev;

        public object Target { get { return _target; } }

        public virtual Delegate[] GetInvocationList()
        {
            int n = 0;
            for (Delegate d = this; d != null; d = d._prev) n++;
            Delegate[] list = new Delegate[n];
            for (Delegate d = this; d != null; d = d._prev) list[--n] = d.Single();
            return list;
        }

        // This link alone (its _prev cleared), as a delegate of its own.
        Delegate Single()
        {
            if ((object)_prev == null) return this;
            Delegate d = (Delegate)MemberwiseClone();
            d._prev = null;
            return d;
        }

        static Delegate Chain(Delegate[] list, int start, int end)
        {
            Delegate result = null;
            for (int i = start; i < end; i++)
            {
                Delegate d = (Delegate)list[i].MemberwiseClone();
                d._prev = result;
                result = d;
            }
            return result;
        }

        public static Delegate Combine(Delegate a, Delegate b)
        {
            if ((object)a == null) return b;
            if ((object)b == null) return a;
            Delegate[] first = a.GetInvocationList(), second = b.GetInvocationList();
            Delegate[] all = new Delegate[first.Length + second.Length];
            for (int i = 0; i < first.Length; i++) all[i] = first[i];
            for (int i = 0; i < second.Length; i++) all[first.Length + i] = second[i];
            return Chain(all, 0, all.Length);
        }

        public static Delegate Combine(Delegate[] delegates)
        {
            Delegate result = null;
            if (delegates == null) return null;
            for (int i = 0; i < delegates.Length; i++) result = Combine(result, delegates[i]);
            return result;
        }

        public static Delegate Remove(Delegate source, Delegate value)
        {
            if ((object)source == null) return null;
            if ((object)value == null) return source;
            Delegate[] list = source.GetInvocationList(), part = value.GetInvocationList();
            for (int start = list.Length - part.Length; start >= 0; start--)
            {
                bool match = true;
                for (int k = 0; k < part.Length && match; k++)
                    match = list[start + k].SameMethod(part[k]);
                if (!match) continue;
                Delegate[] rest = new Delegate[list.Length - part.Length];
                for (int i = 0; i < start; i++) rest[i] = list[i];
                for (int i = start + part.Length; i < list.Length; i++) rest[i - part.Length] = list[i];
                return Chain(rest, 0, rest.Length);
            }
            return source;
        }

        public static Delegate RemoveAll(Delegate source, Delegate value)
        {
            Delegate last;
            do
            {
                last = source;
                source = Remove(source, value);
            } while ((object)last != (object)source);
            return source;
        }

        bool SameMethod(Delegate d)
        {
            return (object)_target == (object)d._target && _method == d._method;
        }

        public override bool Equals(object obj)
        {
            Delegate d = obj as Delegate;
            if ((object)d == null || d.GetType() != GetType()) return false;
            Delegate a = this, b = d;
            while ((object)a != null && (object)b != null)
            {
                if (!a.SameMethod(b)) return false;
                a = a._prev;
                b = b._prev;
            }
            return (object)a == null && (object)b == null;
        }

        public override int GetHashCode() { return (int)_method; }

        public static bool operator ==(Delegate d1, Delegate d2)
        {
            if ((object)d1 == null) return (object)d2 == null;
            return d1.Equals(d2);
        }

        public static bool operator !=(Delegate d1, Delegate d2) { return !(d1 == d2); }
    }

    [Cil2Mir.Plug]
    public abstract class MulticastDelegate : Delegate
    {
        public static bool operator ==(MulticastDelegate d1, MulticastDelegate d2)
        {
            if ((object)d1 == null) return (object)d2 == null;
            return d1.Equals(d2);
        }

        public static bool operator !=(MulticastDelegate d1, MulticastDelegate d2) { return !(d1 == d2); }
    }
}
