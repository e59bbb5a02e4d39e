// System.Nullable<T> of the cil2mir corelib. Boxing and unboxing follow the CLI's rules
// for it, which the frontend implements (objects.py): an empty nullable boxes to null, a
// full one to its boxed value; unboxing null gives an empty one. The runtime reads the two
// fields by their offsets in each instance, by name: keep the names.
namespace System
{
    [Cil2Mir.Plug]
    public struct Nullable<T> where T : struct
    {
        internal T value;
        internal bool hasValue;

        public Nullable(T value)
        {
            this.value = value;
            hasValue = true;
        }

        public bool HasValue { get { return hasValue; } }

        public T Value
        {
            get
            {
                if (!hasValue) Cil2Mir.Raise.InvalidOperation("Nullable object must have a value.");
                return value;
            }
        }

        public T GetValueOrDefault() { return value; }

        public T GetValueOrDefault(T defaultValue) { return hasValue ? value : defaultValue; }

        public override bool Equals(object other)
        {
            if (!hasValue) return other == null;
            if (other == null) return false;
            return value.Equals(other);
        }

        public override int GetHashCode() { return hasValue ? value.GetHashCode() : 0; }

        public override string ToString() { return hasValue ? value.ToString() : ""; }

        public static implicit operator Nullable<T>(T value) { return new Nullable<T>(value); }

        public static explicit operator T(Nullable<T> value) { return value.Value; }
    }
}
