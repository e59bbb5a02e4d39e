using System;
using System.Collections.Generic;
// CompareTo of the primitives through every path (direct, constrained, Comparer<T>): Mono returns the
// difference for char, byte, sbyte, short and ushort; string.CompareOrdinal as Mono's own IL
// computes it (two chars at a time: a prefix gives the length difference or the next char).
class P { static int C<T>(T a, T b) where T : IComparable<T> => a.CompareTo(b);
static void Main() {
  char ch = 'd';
  Console.WriteLine(ch.CompareTo('z') + " " + 'z'.CompareTo('a') + " " + ((short)5).CompareTo((short)9) + " " +
    ((byte)5).CompareTo((byte)9) + " " + ((sbyte)5).CompareTo((sbyte)-9) + " " + ((ushort)1).CompareTo((ushort)7) + " " +
    ((byte)7).CompareTo((byte)200) + " " + true.CompareTo(false) + " " + 5.CompareTo(9) + " " + ((short)-32768).CompareTo((short)32767));
  Console.WriteLine(C('a', 'q') + " " + C((byte)1, (byte)255) + " " + C(true, false) + " " + C(3L, 2L) + " " + Comparer<char>.Default.Compare('x', 'a'));
  Console.WriteLine(string.CompareOrdinal("abc", "ab") + " " + string.CompareOrdinal("ab", "abc") + " " +
    string.CompareOrdinal("abcde", "ab") + " " + StringComparer.Ordinal.Compare("abc", "ab") + " " +
    string.Compare("abc", "ab", StringComparison.Ordinal) + " " + string.CompareOrdinal("abd", "abc") + " " + string.CompareOrdinal("a", null) + " " + string.CompareOrdinal(null, "a") + " " + string.CompareOrdinal("", "") + " " + string.CompareOrdinal("ab", "a") + " " + string.CompareOrdinal("abcd", "abc") + " " + string.CompareOrdinal("abcdefghijklmnopq", "abcdefghijklmnopz"));
  Console.WriteLine(string.CompareOrdinal("a", "B") + " " + string.CompareOrdinal("a\u0000", "a") + " " + string.CompareOrdinal("a", "a\u0000\u0005") + " " + string.CompareOrdinal(null, null));
} }
