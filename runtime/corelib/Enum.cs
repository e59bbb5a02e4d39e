// Enums: Mono finds an enum's names and values by reflection on its RuntimeType; here every
// boxed enum's descriptor has them (its table, frontend/typesystem/types.py), and the
// runtime formats by that table. These plugs are Mono's RuntimeType and Enum members that
// reach its reflection, over the table, with Mono's checks and messages; the members that
// only call them (Enum.GetValues, GetNames, GetName, IsDefined, GetUnderlyingType, Parse of
// one argument, ToObject(Type, object)) run as Mono's IL.
using System;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    internal static class Enums
    {
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Count(Type enumType);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern ulong Value(Type enumType, int i);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string Name(Type enumType, int i);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Array NewArray(Type enumType, int length);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern object Box(Type enumType, ulong value);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type Underlying(Type enumType);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern ulong Bits(object boxedEnum);
        // Array.BinarySearch of the values, as Mono's GetName (the runtime's, shared with ToString)
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int BinarySearch(Type enumType, ulong value);

        internal static void MustBeEnum(Type enumType)
        {
            if (enumType == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: enumType");
            if (!enumType.IsEnum) Raise.Argument("Type provided must be an Enum.\nParameter name: enumType");
        }

        // Mono's Type.IsIntegerType
        internal static bool IsInteger(Type t)
        {
            return t == typeof(int) || t == typeof(long) || t == typeof(short) || t == typeof(sbyte)
                || t == typeof(byte) || t == typeof(ushort) || t == typeof(uint) || t == typeof(ulong)
                || t == typeof(char) || t == typeof(bool);
        }

        // Mono's Enum.ToUInt64(object): an integer or enum value, sign-extended if signed
        internal static ulong ToUInt64(object value)
        {
            if (value is Enum) return Bits(value);
            if (value is int) return (ulong)(int)value;
            if (value is long) return (ulong)(long)value;
            if (value is short) return (ulong)(short)value;
            if (value is sbyte) return (ulong)(sbyte)value;
            if (value is byte) return (byte)value;
            if (value is ushort) return (ushort)value;
            if (value is uint) return (uint)value;
            if (value is ulong) return (ulong)value;
            if (value is char) return (char)value;
            if (value is bool) return (bool)value ? 1UL : 0UL;
            Raise.InvalidOperation("Unknown enum type.");
            return 0;
        }

        // Mono's Enum.ToObject(Type, integer)
        internal static object ToObject(Type enumType, long value)
        {
            MustBeEnum(enumType);
            return Box(enumType, (ulong)value);
        }

        // Mono's Enum.TryParseEnum: a number of the underlying type, or names separated by
        // commas whose values are or-ed. With canThrow, a failure raises what Parse raises;
        // without, only a null or non-enum type does.
        internal static bool TryParse(Type enumType, string value, bool ignoreCase, bool canThrow, out object result)
        {
            result = null;
            MustBeEnum(enumType);
            if (value == null) {
                if (canThrow) Raise.ArgumentNull("Value cannot be null.\nParameter name: value");
                return false;
            }
            value = value.Trim();
            if (value.Length == 0) {
                if (canThrow) Raise.Argument("Must specify valid information for parsing in the string.");
                return false;
            }
            if ((char.IsDigit(value[0]) || value[0] == '-' || value[0] == '+') && IsInteger(value)) {
                ulong number;
                if (!ParseNumber(Underlying(enumType), value, canThrow, out number)) return false;
                result = Box(enumType, number);
                return true;
            }
            ulong bits = 0;
            foreach (string part in value.Split(',')) {
                string name = part.Trim();
                int i = 0, n = Count(enumType);
                for (; i < n; i++) {
                    string candidate = Name(enumType, i);
                    if (ignoreCase ? string.Compare(candidate, name, StringComparison.OrdinalIgnoreCase) == 0
                                   : candidate.Equals(name)) {
                        bits |= Value(enumType, i);
                        break;
                    }
                }
                if (i == n) {
                    if (canThrow) Raise.Argument("Requested value '" + value + "' was not found.");
                    return false;
                }
            }
            result = Box(enumType, bits);
            return true;
        }

        // What Mono's number parsing (NumberStyles.Integer) reads; anything else is a
        // FormatException, after which Mono looks for names.
        static bool IsInteger(string value)
        {
            int i = value[0] == '-' || value[0] == '+' ? 1 : 0;
            if (i == value.Length) return false;
            for (; i < value.Length; i++)
                if (value[i] < '0' || value[i] > '9') return false;
            return true;
        }

        // Convert.ChangeType(value, underlying type, invariant culture), as bits (the current
        // culture is the invariant one): a number that does not fit is parsed again to raise
        // Mono's OverflowException when canThrow.
        static bool ParseNumber(Type underlying, string value, bool canThrow, out ulong bits)
        {
            bool ok;
            if (underlying == typeof(int)) {
                int v;
                ok = int.TryParse(value, out v);
                if (!ok && canThrow) int.Parse(value);
                bits = (ulong)v;
            } else if (underlying == typeof(long)) {
                long v;
                ok = long.TryParse(value, out v);
                if (!ok && canThrow) long.Parse(value);
                bits = (ulong)v;
            } else if (underlying == typeof(short)) {
                short v;
                ok = short.TryParse(value, out v);
                if (!ok && canThrow) short.Parse(value);
                bits = (ulong)v;
            } else if (underlying == typeof(sbyte)) {
                sbyte v;
                ok = sbyte.TryParse(value, out v);
                if (!ok && canThrow) sbyte.Parse(value);
                bits = (ulong)v;
            } else if (underlying == typeof(byte)) {
                byte v;
                ok = byte.TryParse(value, out v);
                if (!ok && canThrow) byte.Parse(value);
                bits = v;
            } else if (underlying == typeof(ushort)) {
                ushort v;
                ok = ushort.TryParse(value, out v);
                if (!ok && canThrow) ushort.Parse(value);
                bits = v;
            } else if (underlying == typeof(uint)) {
                uint v;
                ok = uint.TryParse(value, out v);
                if (!ok && canThrow) uint.Parse(value);
                bits = v;
            } else {
                ulong v;
                ok = ulong.TryParse(value, out v);
                if (!ok && canThrow) ulong.Parse(value);
                bits = v;
            }
            return ok;
        }
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Enum")]
    static class EnumPlug
    {
        static string ToString(Enum self, string format) { return ((IFormattable)self).ToString(format, null); }

        // Mono's internal call: the values, sorted as unsigned numbers, and their names
        static bool GetEnumValuesAndNames(Type enumType, out ulong[] values, out string[] names)
        {
            int n = Enums.Count(enumType);
            values = new ulong[n];
            names = new string[n];
            for (int i = 0; i < n; i++)
            {
                values[i] = Enums.Value(enumType, i);
                names[i] = Enums.Name(enumType, i);
            }
            return true;
        }

        // Mono asks the type for [Flags] by reflection; the runtime's "G" format knows
        // (value: the enum or its underlying primitive, boxed)
        static string InternalFormat(Type eT, object value) { return Enums.Box(eT, Enums.Bits(value)).ToString(); }

        // the value boxed as the underlying type (Mono's internal call)
        static object get_value(Enum self) { return Enums.Box(Enums.Underlying(self.GetType()), Enums.Bits(self)); }

        static object Parse(Type enumType, string value, bool ignoreCase)
        {
            object result;
            Enums.TryParse(enumType, value, ignoreCase, true, out result);
            return result;
        }

        static bool TryParse(Type enumType, string value, bool ignoreCase, out object result)
        {
            return Enums.TryParse(enumType, value, ignoreCase, false, out result);
        }

        static TEnum Parse<TEnum>(string value, bool ignoreCase) where TEnum : struct
        {
            object result;
            Enums.TryParse(typeof(TEnum), value, ignoreCase, true, out result);
            return (TEnum)result;
        }

        static bool TryParse<TEnum>(string value, bool ignoreCase, out TEnum result) where TEnum : struct
        {
            object parsed;
            result = default(TEnum);
            if (!Enums.TryParse(typeof(TEnum), value, ignoreCase, false, out parsed)) return false;
            result = (TEnum)parsed;
            return true;
        }

        static object ToObject(Type enumType, sbyte value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, short value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, int value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, byte value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, ushort value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, uint value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, long value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, ulong value) { return Enums.ToObject(enumType, (long)value); }
        static object ToObject(Type enumType, char value) { return Enums.ToObject(enumType, value); }
        static object ToObject(Type enumType, bool value) { return Enums.ToObject(enumType, value ? 1 : 0); }
    }

    [Plug("System.Type")]
    static class TypeEnumPlug
    {
        static string[] GetEnumNames(Type self)
        {
            Enums.MustBeEnum(self);
            string[] names = new string[Enums.Count(self)];
            for (int i = 0; i < names.Length; i++) names[i] = Enums.Name(self, i);
            return names;
        }

        static Array GetEnumValues(Type self)
        {
            Enums.MustBeEnum(self);
            Array values = Enums.NewArray(self, Enums.Count(self));
            for (int i = 0; i < values.Length; i++) values.SetValue(Enums.Box(self, Enums.Value(self, i)), i);
            return values;
        }

        static Type GetEnumUnderlyingType(Type self)
        {
            Enums.MustBeEnum(self);
            return Enums.Underlying(self);
        }

        static string GetEnumName(Type self, object value)
        {
            if (value == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: value");
            if (!value.GetType().IsEnum && !Enums.IsInteger(value.GetType()))
                Raise.Argument("The value passed in must be an enum base or an underlying type for an enum, such as an Int32.\nParameter name: value");
            Enums.MustBeEnum(self);
            int i = Enums.BinarySearch(self, Enums.ToUInt64(value));
            return i >= 0 ? Enums.Name(self, i) : null;
        }

        static bool IsEnumDefined(Type self, object value)
        {
            if (value == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: value");
            Enums.MustBeEnum(self);
            Type type = value.GetType();
            if (type.IsEnum) {
                if (type != self)
                    Raise.Argument("Object must be the same type as the enum. The type passed in was '"
                                   + type + "'; the enum type was '" + self + "'.");
                type = Enums.Underlying(type);
            }
            if (type == typeof(string)) {
                for (int i = 0, n = Enums.Count(self); i < n; i++)
                    if (Enums.Name(self, i).Equals(value)) return true;
                return false;
            }
            if (!Enums.IsInteger(type)) Raise.InvalidOperation("Unknown enum type.");
            Type underlying = Enums.Underlying(self);
            if (underlying != type)
                Raise.Argument("Enum underlying type and the object must be same type or object must be a String. Type passed in was '"
                               + type + "'; the enum underlying type was '" + underlying + "'.");
            return Enums.BinarySearch(self, Enums.ToUInt64(value)) >= 0;
        }
    }
}
