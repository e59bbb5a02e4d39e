// Enum.HasFlag on every underlying width, with Mono's exceptions for a null flag and a flag
// of another enum type.
using System;
[Flags] enum Perm : byte { None = 0, Read = 1, Write = 2, Exec = 4 }
enum Color { Red, Green }
[Flags] enum Big : ulong { Top = 1UL << 63, Low = 1 }
class P { static void Main() {
  Perm p = Perm.Read | Perm.Exec;
  Console.WriteLine(p.HasFlag(Perm.Exec) + " " + p.HasFlag(Perm.Write) + " " + p.HasFlag(Perm.None) + " " + p.HasFlag(Perm.Read | Perm.Exec) + " " + (Big.Top | Big.Low).HasFlag(Big.Top));
  try { p.HasFlag(Color.Green); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
  try { p.HasFlag(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message); }
}}
