// Boxed enums are IConvertible (System.Enum's own methods, over the underlying value):
// Convert.ToX of an enum, Convert.ChangeType, casts to IConvertible, GetTypeCode, and the
// conversions that fail (to DateTime, out of range).
using System;

enum Color { Red = 3, Green, Blue = 200 }
enum Tiny : sbyte { Neg = -5, Pos = 5 }
[Flags] enum Bits : ulong { None = 0, High = 1UL << 63, Low = 1 }

class Program {
    static void Main() {
        Color c = Color.Green;
        Console.WriteLine(Convert.ToInt32(c) + " " + Convert.ToInt64(Color.Blue) + " " + Convert.ToDouble(c) + " " + Convert.ToDecimal(c));
        Console.WriteLine(Convert.ToString(c) + " " + Convert.ToString(Bits.High | Bits.Low) + " " + Convert.ToBoolean(c));
        object o = c;
        Console.WriteLine((o is IConvertible) + " " + (o is IComparable) + " " + (o is IFormattable));
        IConvertible conv = Tiny.Neg;
        Console.WriteLine(conv.GetTypeCode() + " " + conv.ToInt16(null) + " " + conv.ToString(null) + " " + Convert.GetTypeCode(Bits.High));
        Console.WriteLine(Convert.ChangeType(c, typeof(int)) + " " + Convert.ChangeType(Tiny.Pos, typeof(double)) + " " + Convert.ToUInt64(Bits.High));
        Console.WriteLine(((IConvertible)Color.Red).ToType(typeof(long), null).GetType().Name);
        try { Console.WriteLine(Convert.ToByte(Tiny.Neg)); } catch (OverflowException e) { Console.WriteLine("Overflow: " + e.Message); }
        try { Console.WriteLine(Convert.ToSByte(Color.Blue)); } catch (OverflowException e) { Console.WriteLine("Overflow: " + e.Message); }
        try { Console.WriteLine(Convert.ToDateTime(c)); } catch (InvalidCastException e) { Console.WriteLine("InvalidCast: " + e.Message); }
        try { Console.WriteLine(Convert.ToChar(Color.Green)); } catch (InvalidCastException e) { Console.WriteLine("InvalidCast: " + e.Message); }
    }
}
