// The interfaces of the base class library that the language itself uses: foreach
// (IEnumerable, IEnumerator and their generic forms), using (IDisposable), iterators
// (mcs's state machines implement all of them), and the comparison interfaces generic
// code constrains type parameters with.
namespace System
{
    public interface IDisposable { void Dispose(); }
    public interface IComparable { int CompareTo(object obj); }
    public interface IComparable<in T> { int CompareTo(T other); }
    public interface IEquatable<T> { bool Equals(T other); }
}

namespace System.Collections
{
    public interface IEnumerator
    {
        bool MoveNext();
        object Current { get; }
        void Reset();
    }

    public interface IEnumerable { IEnumerator GetEnumerator(); }
}

namespace System.Collections.Generic
{
    public interface IEnumerator<out T> : IDisposable, IEnumerator { new T Current { get; } }
    public interface IEnumerable<out T> : IEnumerable { new IEnumerator<T> GetEnumerator(); }
}

namespace System
{
    // What a T[] offers as IEnumerable<T> and IEnumerable: the frontend puts these methods
    // in every single-dimensional array's interface tables (frontend/typesystem/types.py, array descriptors),
    // the array being `this`.
    internal static class SZArrayHelper
    {
        public static System.Collections.Generic.IEnumerator<T> GetEnumerator<T>(T[] array)
        {
            return new SZArrayEnumerator<T>(array);
        }

        public static System.Collections.IEnumerator GetNonGenericEnumerator<T>(T[] array)
        {
            return new SZArrayEnumerator<T>(array);
        }
    }

    internal sealed class SZArrayEnumerator<T> : System.Collections.Generic.IEnumerator<T>
    {
        T[] array;
        int index = -1;

        public SZArrayEnumerator(T[] array) { this.array = array; }

        public bool MoveNext()
        {
            if (index < array.Length)
            {
                index++;
                return index < array.Length;
            }
            return false;
        }

        public T Current { get { return array[index]; } }
        object System.Collections.IEnumerator.Current { get { return array[index]; } }
        public void Reset() { index = -1; }
        public void Dispose() { }
    }
}
