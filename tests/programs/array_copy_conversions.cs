// Array.Copy and Array.SetValue between element types, as Mono: primitives widen (never narrow,
// never signed to unsigned), values box into object/interface arrays and unbox back, enums
// copy as their underlying type; what cannot convert raises Mono's exception with its message.
using System;
enum E { A = 1, B = 2 }
class P {
  static void T(string what, Array s, Array d) {
    try { Array.Copy(s, d, s.Length); Console.Write(what + ":"); foreach (var x in d) Console.Write(" " + x); Console.WriteLine(); }
    catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name + " [" + e.Message + "]"); }
  }
  static void S(string what, Array d, object v) {
    try { d.SetValue(v, 0); Console.WriteLine(what + ": " + d.GetValue(0)); }
    catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name + " [" + e.Message + "]"); }
  }
  static void Main() {
    T("int->long", new int[] { 3, -1 }, new long[2]);
    T("byte->int", new byte[] { 3, 255 }, new int[2]);
    T("int->double", new int[] { 3, -1 }, new double[2]);
    T("int->float", new int[] { 16777217 }, new float[1]);
    T("int->object", new int[] { 3, 4 }, new object[2]);
    T("int->IComparable", new int[] { 3, 4 }, new IComparable[2]);
    T("int->string", new int[] { 3 }, new string[1]);
    T("object->int", new object[] { 5, 6 }, new int[2]);
    T("object(str)->int", new object[] { 5, "x" }, new int[2]);
    T("object(null)->int", new object[] { null }, new int[1]);
    T("object(long)->int", new object[] { 5L }, new int[1]);
    T("object(int)->long", new object[] { 5 }, new long[1]);
    T("long->int", new long[] { 5 }, new int[1]);
    T("enum->int", new E[] { E.B }, new int[1]);
    T("int->enum", new int[] { 2 }, new E[1]);
    T("enum->long", new E[] { E.B }, new long[1]);
    T("char->int", new char[] { 'a' }, new int[1]);
    T("int->char", new int[] { 97 }, new char[1]);
    T("byte->char", new byte[] { 97 }, new char[1]);
    T("float->double", new float[] { 1.5f }, new double[1]);
    T("uint->int", new uint[] { 4000000000 }, new int[1]);
    T("sbyte->ushort", new sbyte[] { -1 }, new ushort[1]);
    T("short->ulong", new short[] { -1 }, new ulong[1]);
    T("ulong->double", new ulong[] { 5 }, new double[1]);
    T("bool->int", new bool[] { true }, new int[1]);
    T("string->object", new string[] { "s" }, new object[1]);
    T("object->string", new object[] { "s", 1 }, new string[2]);
    S("set int into long[]", new long[1], 7);
    S("set byte into double[]", new double[1], (byte)7);
    S("set long into int[]", new int[1], 7L);
    S("set E into int[]", new int[1], E.B);
    S("set int into E[]", new E[1], 2);
    S("set null into int[]", new int[1], null);
    S("set str into int[]", new int[1], "x");
    S("ushort->char", new char[1], (ushort)97); S("char->ushort", new ushort[1], 'a');
    S("byte->short", new short[1], (byte)5); S("char->double", new double[1], 'a');
    S("long->float", new float[1], 5L); S("int->ulong", new ulong[1], 5); S("uint->long", new long[1], 5u);
    S("sbyte->char", new char[1], (sbyte)5); S("char->short", new short[1], 'a'); S("byte->sbyte", new sbyte[1], (byte)5);
    S("ulong->float", new float[1], 5ul); S("double->float", new float[1], 5.0); S("short->char", new char[1], (short)5);
    S("ushort->short", new short[1], (ushort)5); S("uint->float", new float[1], 5u); S("byte->ulong", new ulong[1], (byte)5);
    S("bool->bool", new bool[1], true); S("int->IntPtr", new IntPtr[1], 5); S("decimal->double", new double[1], 5m);
    S("int->decimal", new decimal[1], 5);
  }
}
