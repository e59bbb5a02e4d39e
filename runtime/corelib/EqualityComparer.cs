// EqualityComparer<T>.Default, which the Equals and GetHashCode of mcs's anonymous types
// call for each property: null-safe, by the values' own Equals(object) and GetHashCode().
namespace System.Collections.Generic
{
    public interface IEqualityComparer<in T>
    {
        bool Equals(T x, T y);
        int GetHashCode(T obj);
    }

    public abstract class EqualityComparer<T> : IEqualityComparer<T>
    {
        static EqualityComparer<T> defaultComparer;

        public static EqualityComparer<T> Default
        {
            get
            {
                if (defaultComparer == null) defaultComparer = new ObjectEqualityComparer<T>();
                return defaultComparer;
            }
        }

        public abstract bool Equals(T x, T y);
        public abstract int GetHashCode(T obj);
    }

    sealed class ObjectEqualityComparer<T> : EqualityComparer<T>
    {
        public override bool Equals(T x, T y)
        {
            if (x != null) return y != null && x.Equals(y);
            return y == null;
        }

        public override int GetHashCode(T obj) { return obj == null ? 0 : obj.GetHashCode(); }
    }
}
