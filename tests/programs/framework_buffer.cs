// Buffer.BlockCopy, ByteLength and GetByte: Mono's managed checks over the runtime's internal
// calls (primitive arrays only for ByteLength; bounds in bytes; overlapping copies).
using System;
enum E : short { A = 1 }
struct S { public int X; }
class P { static void Main() {
  byte[] b = new byte[8]; Buffer.BlockCopy(new int[] { 0x01020304, -1 }, 0, b, 0, 8); Console.WriteLine(string.Join(",", b));
  Console.WriteLine(Buffer.ByteLength(new double[3]) + " " + Buffer.ByteLength(new char[5]) + " " + Buffer.ByteLength(new bool[2]) + " " + Buffer.ByteLength(new long[2,3]) + " " + Buffer.ByteLength(new IntPtr[2]));
  foreach (Array a in new Array[] { new E[2], new S[2], new string[2], new object[1] }) { try { Console.WriteLine(Buffer.ByteLength(a)); } catch (ArgumentException e) { Console.WriteLine(e.Message); } }
  int[] ints = { 1, 2, 3, 4 }; Buffer.BlockCopy(ints, 0, ints, 4, 8); Console.WriteLine(string.Join(",", ints));
  try { Buffer.BlockCopy(ints, 10, b, 0, 8); } catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
  try { Buffer.BlockCopy(ints, -1, b, 0, 8); } catch (ArgumentException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
  Console.WriteLine(Buffer.GetByte(ints, 4) + " " + BitConverter.ToString(b));
} }
