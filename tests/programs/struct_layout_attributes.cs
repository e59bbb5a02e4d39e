// Struct layout attributes: explicit field offsets (unions), packing and a minimum size,
// seen through field values, sizeof, field addresses, arrays and copies.
using System;
using System.Runtime.InteropServices;
[StructLayout(LayoutKind.Explicit)] struct Union { [FieldOffset(0)] public int I; [FieldOffset(0)] public float F; [FieldOffset(0)] public byte B0; [FieldOffset(3)] public byte B3; }
[StructLayout(LayoutKind.Sequential, Pack = 1)] struct Packed { public byte A; public int B; public long C; }
[StructLayout(LayoutKind.Sequential, Pack = 2)] struct Packed2 { public byte A; public long C; }
[StructLayout(LayoutKind.Sequential, Size = 32)] struct Sized { public int X; }
[StructLayout(LayoutKind.Explicit, Size = 12)] struct Mixed { [FieldOffset(4)] public int Mid; [FieldOffset(0)] public long Wide; }
struct Holder { public byte Tag; public Packed P; public Sized S; }
[StructLayout(LayoutKind.Explicit)] struct E1 { [FieldOffset(0)] public long A; [FieldOffset(8)] public byte B; }
[StructLayout(LayoutKind.Explicit, Size = 9)] struct E2 { [FieldOffset(0)] public long A; }
[StructLayout(LayoutKind.Sequential, Size = 12)] struct S1 { public long A; }
[StructLayout(LayoutKind.Sequential, Size = 9)] struct S2 { public int A; }
[StructLayout(LayoutKind.Explicit, Size = 2)] struct E3 { [FieldOffset(0)] public long A; }
struct W { public byte T; public E2 E; }
unsafe class P {
  static void Main() {
    Union u = new Union(); u.F = 1.0f; Console.WriteLine(u.I.ToString("X8") + " " + u.B3 + " " + u.B0);
    u.I = 0x11223344; Console.WriteLine(u.B0 + " " + u.B3);
    Console.WriteLine(sizeof(Union) + " " + sizeof(Packed) + " " + sizeof(Packed2) + " " + sizeof(Sized) + " " + sizeof(Mixed) + " " + sizeof(Holder));
    Packed p = new Packed(); p.A = 1; p.B = 2; p.C = 3; Packed* pp = &p;
    Console.WriteLine(((byte*)&pp->B - (byte*)pp) + " " + ((byte*)&pp->C - (byte*)pp) + " " + pp->C);
    Sized[] arr = new Sized[3]; arr[2].X = 7; Console.WriteLine(arr[2].X + " " + arr[1].X);
    Mixed m = new Mixed(); m.Wide = 0x0000000500000001; Console.WriteLine(m.Mid);
    Sized a = new Sized(); a.X = 9; Sized b = a; Console.WriteLine(b.X);
    Holder h = new Holder(); h.P.C = 77; h.S.X = 5; Holder h2 = h; Console.WriteLine(h2.P.C + " " + h2.S.X);
    Console.WriteLine(sizeof(E1) + " " + sizeof(E2) + " " + sizeof(S1) + " " + sizeof(S2) + " " + sizeof(E3) + " " + sizeof(W));
    W[] ws = new W[2]; ws[1].E.A = -1; ws[0].T = 3; Console.WriteLine(ws[1].E.A + " " + ws[0].T + " " + ws[0].E.A);
    object boxed = u; Console.WriteLine(((Union)boxed).B0);
  }
}
