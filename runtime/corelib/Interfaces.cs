// The interfaces of the base class library that the language itself uses: foreach
// (IEnumerable, IEnumerator and their generic forms), using (IDisposable), iterators
// (mcs's state machines implement all of them), and the comparison interfaces generic
// code constrains type parameters with.
namespace System
{
    [Cil2Mir.Plug]
    public interface IDisposable { void Dispose(); }
    [Cil2Mir.Plug]
    public interface IComparable { int CompareTo(object obj); }
    [Cil2Mir.Plug]
    public interface IComparable<in T> { int CompareTo(T other); }
    [Cil2Mir.Plug]
    public interface IEquatable<T> { bool Equals(T other); }
}

namespace System.Collections
{
    [Cil2Mir.Plug]
    public interface IEnumerator
    {
        bool MoveNext();
        object Current { get; }
        void Reset();
    }

    [Cil2Mir.Plug]
    public interface IEnumerable { IEnumerator GetEnumerator(); }
}

namespace System.Collections.Generic
{
    [Cil2Mir.Plug]
    public interface IEnumerator<out T> : IDisposable, IEnumerator { new T Current { get; } }
    [Cil2Mir.Plug]
    public interface IEnumerable<out T> : IEnumerable { new IEnumerator<T> GetEnumerator(); }

    [Cil2Mir.Plug]
    public interface ICollection<T> : IEnumerable<T>
    {
        int Count { get; }
        bool IsReadOnly { get; }
        void Add(T item);
        void Clear();
        bool Contains(T item);
        void CopyTo(T[] array, int arrayIndex);
        bool Remove(T item);
    }

    [Cil2Mir.Plug]
    public interface IList<T> : ICollection<T>
    {
        T this[int index] { get; set; }
        int IndexOf(T item);
        void Insert(int index, T item);
        void RemoveAt(int index);
    }

    [Cil2Mir.Plug]
    public interface IReadOnlyCollection<out T> : IEnumerable<T> { int Count { get; } }
    [Cil2Mir.Plug]
    public interface IReadOnlyList<out T> : IReadOnlyCollection<T> { T this[int index] { get; } }
}

namespace System
{
    // What a T[] offers as IList<T>, ICollection<T>, IReadOnlyList<T>,
    // IReadOnlyCollection<T>, IEnumerable<T> and IEnumerable: the frontend puts these
    // methods, by name, in every single-dimensional array's interface tables
    // (frontend/typesystem/types.py, array descriptors), the array being `this`. As Mono
    // 6.8, quirks included: IndexOf calls the elements' Equals (a null element before the
    // item is a NullReferenceException), Contains the item's.
    internal static class SZArrayHelper
    {
        public static int get_Count<T>(T[] array) { return array.Length; }

        public static bool get_IsReadOnly<T>(T[] array) { return true; }

        public static T get_Item<T>(T[] array, int index)
        {
            if ((uint)index >= (uint)array.Length) OutOfRange("index");
            return array[index];
        }

        public static void set_Item<T>(T[] array, int index, T item)
        {
            if ((uint)index >= (uint)array.Length) OutOfRange("index");
            array[index] = item;
        }

        public static bool Contains<T>(T[] array, T item)
        {
            for (int i = 0; i < array.Length; i++)
            {
                if (item == null)
                {
                    if (array[i] == null) return true;
                }
                else if (item.Equals(array[i])) return true;
            }
            return false;
        }

        public static int IndexOf<T>(T[] array, T item)
        {
            for (int i = 0; i < array.Length; i++)
            {
                if (item == null)
                {
                    if (array[i] == null) return i;
                }
                else if (array[i].Equals(item)) return i;
            }
            return -1;
        }

        public static void CopyTo<T>(T[] array, T[] destination, int index)
        {
            Array.Copy(array, 0, destination, index, array.Length);
        }

        public static void Add<T>(T[] array, T item) { FixedSize(); }
        public static bool Remove<T>(T[] array, T item) { FixedSize(); return false; }
        public static void Insert<T>(T[] array, int index, T item) { FixedSize(); }
        public static void RemoveAt<T>(T[] array, int index) { FixedSize(); }
        public static void Clear<T>(T[] array) { Cil2Mir.Raise.NotSupported("Collection is read-only"); }

        static void FixedSize() { Cil2Mir.Raise.NotSupported("Collection is of a fixed size"); }

        static void OutOfRange(string name)
        {
            Cil2Mir.Raise.ArgumentOutOfRange("Specified argument was out of the range of valid values.\nParameter name: " + name);
        }

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
