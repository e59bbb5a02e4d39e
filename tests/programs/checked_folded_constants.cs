// MCS-FLAGS: -optimize+
// Checked arithmetic and conversions whose operands are constants, built with mcs -optimize+:
// add.ovf, sub.ovf, mul.ovf and their .un forms, and conv.ovf.*, on values of every width
// (sbyte, byte, short, ushort, char, int, uint, long, ulong, and native uint through pointers),
// from locals that hold constants (cil2mir folds the operations that cannot overflow and keeps
// the check of those that do) and from constant expressions mcs folds itself; the same
// operations with one operand known only at run time. Each overflow is caught and its message
// printed. String literals spelled like the frontend's check markers ("ovf", "ovf.un",
// "ckfinite") are printed too: they once made the compiler take them for checked operations.
using System;

unsafe class Program {
    static int I(int x) { return x; }
    static uint U(uint x) { return x; }
    static long L(long x) { return x; }
    static ulong UL(ulong x) { return x; }

    static void Caught(string what, OverflowException e) {
        Console.WriteLine(what + ": " + e.GetType().Name + ": " + e.Message);
    }

    static void Int8() {
        try { checked { sbyte a = 100, b = 27; sbyte r = (sbyte)(a + b); Console.WriteLine("i1 100+27 = " + r); } } catch (OverflowException e) { Caught("i1 100+27", e); }
        try { checked { sbyte a = 100, b = 28; sbyte r = (sbyte)(a + b); Console.WriteLine("i1 100+28 = " + r); } } catch (OverflowException e) { Caught("i1 100+28", e); }
        try { checked { sbyte a = -100, b = 28; sbyte r = (sbyte)(a - b); Console.WriteLine("i1 -100-28 = " + r); } } catch (OverflowException e) { Caught("i1 -100-28", e); }
        try { checked { sbyte a = -100, b = 29; sbyte r = (sbyte)(a - b); Console.WriteLine("i1 -100-29 = " + r); } } catch (OverflowException e) { Caught("i1 -100-29", e); }
        try { checked { sbyte a = -16, b = 8; sbyte r = (sbyte)(a * b); Console.WriteLine("i1 -16*8 = " + r); } } catch (OverflowException e) { Caught("i1 -16*8", e); }
        try { checked { sbyte a = 16, b = 8; sbyte r = (sbyte)(a * b); Console.WriteLine("i1 16*8 = " + r); } } catch (OverflowException e) { Caught("i1 16*8", e); }
        try { checked { sbyte m = sbyte.MaxValue; m++; Console.WriteLine("i1 max++ = " + m); } } catch (OverflowException e) { Caught("i1 max++", e); }
        try { checked { sbyte m = sbyte.MinValue; m--; Console.WriteLine("i1 min-- = " + m); } } catch (OverflowException e) { Caught("i1 min--", e); }
        try { checked { sbyte m = sbyte.MinValue; m = (sbyte)-m; Console.WriteLine("i1 -min = " + m); } } catch (OverflowException e) { Caught("i1 -min", e); }
        try { checked { int x = I(127); sbyte r = (sbyte)x; Console.WriteLine("i1 (sbyte)127 = " + r); } } catch (OverflowException e) { Caught("i1 (sbyte)127", e); }
        try { checked { int x = 128; sbyte r = (sbyte)x; Console.WriteLine("i1 (sbyte)128 = " + r); } } catch (OverflowException e) { Caught("i1 (sbyte)128", e); }
        try { checked { long x = -129; sbyte r = (sbyte)x; Console.WriteLine("i1 (sbyte)-129L = " + r); } } catch (OverflowException e) { Caught("i1 (sbyte)-129L", e); }
        try { checked { uint x = 127; sbyte r = (sbyte)x; Console.WriteLine("i1 (sbyte)127u = " + r); } } catch (OverflowException e) { Caught("i1 (sbyte)127u", e); }
        try { checked { ulong x = ulong.MaxValue; sbyte r = (sbyte)x; Console.WriteLine("i1 (sbyte)ulong.Max = " + r); } } catch (OverflowException e) { Caught("i1 (sbyte)ulong.Max", e); }
    }

    static void UInt8() {
        try { checked { byte a = 200, b = 55; byte r = (byte)(a + b); Console.WriteLine("u1 200+55 = " + r); } } catch (OverflowException e) { Caught("u1 200+55", e); }
        try { checked { byte a = 200, b = 56; byte r = (byte)(a + b); Console.WriteLine("u1 200+56 = " + r); } } catch (OverflowException e) { Caught("u1 200+56", e); }
        try { checked { byte a = 5, b = 5; byte r = (byte)(a - b); Console.WriteLine("u1 5-5 = " + r); } } catch (OverflowException e) { Caught("u1 5-5", e); }
        try { checked { byte a = 5, b = 6; byte r = (byte)(a - b); Console.WriteLine("u1 5-6 = " + r); } } catch (OverflowException e) { Caught("u1 5-6", e); }
        try { checked { byte a = 15, b = 17; byte r = (byte)(a * b); Console.WriteLine("u1 15*17 = " + r); } } catch (OverflowException e) { Caught("u1 15*17", e); }
        try { checked { byte a = 16, b = 16; byte r = (byte)(a * b); Console.WriteLine("u1 16*16 = " + r); } } catch (OverflowException e) { Caught("u1 16*16", e); }
        try { checked { byte m = byte.MaxValue; m++; Console.WriteLine("u1 max++ = " + m); } } catch (OverflowException e) { Caught("u1 max++", e); }
        try { checked { byte m = 0; m--; Console.WriteLine("u1 0-- = " + m); } } catch (OverflowException e) { Caught("u1 0--", e); }
        try { checked { int x = 255; byte r = (byte)x; Console.WriteLine("u1 (byte)255 = " + r); } } catch (OverflowException e) { Caught("u1 (byte)255", e); }
        try { checked { int x = -1; byte r = (byte)x; Console.WriteLine("u1 (byte)-1 = " + r); } } catch (OverflowException e) { Caught("u1 (byte)-1", e); }
        try { checked { sbyte x = -1; byte r = (byte)x; Console.WriteLine("u1 (byte)(sbyte)-1 = " + r); } } catch (OverflowException e) { Caught("u1 (byte)(sbyte)-1", e); }
        try { checked { ulong x = 256; byte r = (byte)x; Console.WriteLine("u1 (byte)256ul = " + r); } } catch (OverflowException e) { Caught("u1 (byte)256ul", e); }
        try { checked { int x = I(256); byte r = (byte)x; Console.WriteLine("u1 (byte)I(256) = " + r); } } catch (OverflowException e) { Caught("u1 (byte)I(256)", e); }
    }

    static void Int16() {
        try { checked { short a = 30000, b = 2767; short r = (short)(a + b); Console.WriteLine("i2 30000+2767 = " + r); } } catch (OverflowException e) { Caught("i2 30000+2767", e); }
        try { checked { short a = 30000, b = 2768; short r = (short)(a + b); Console.WriteLine("i2 30000+2768 = " + r); } } catch (OverflowException e) { Caught("i2 30000+2768", e); }
        try { checked { short a = -30000, b = 2769; short r = (short)(a - b); Console.WriteLine("i2 -30000-2769 = " + r); } } catch (OverflowException e) { Caught("i2 -30000-2769", e); }
        try { checked { short a = 256, b = -128; short r = (short)(a * b); Console.WriteLine("i2 256*-128 = " + r); } } catch (OverflowException e) { Caught("i2 256*-128", e); }
        try { checked { short a = 256, b = 128; short r = (short)(a * b); Console.WriteLine("i2 256*128 = " + r); } } catch (OverflowException e) { Caught("i2 256*128", e); }
        try { checked { short m = short.MinValue; m--; Console.WriteLine("i2 min-- = " + m); } } catch (OverflowException e) { Caught("i2 min--", e); }
        try { checked { int x = -32768; short r = (short)x; Console.WriteLine("i2 (short)-32768 = " + r); } } catch (OverflowException e) { Caught("i2 (short)-32768", e); }
        try { checked { long x = 32768; short r = (short)x; Console.WriteLine("i2 (short)32768L = " + r); } } catch (OverflowException e) { Caught("i2 (short)32768L", e); }
        try { checked { ushort x = ushort.MaxValue; short r = (short)x; Console.WriteLine("i2 (short)ushort.Max = " + r); } } catch (OverflowException e) { Caught("i2 (short)ushort.Max", e); }
    }

    static void UInt16() {
        try { checked { ushort a = 65000, b = 535; ushort r = (ushort)(a + b); Console.WriteLine("u2 65000+535 = " + r); } } catch (OverflowException e) { Caught("u2 65000+535", e); }
        try { checked { ushort a = 65000, b = 536; ushort r = (ushort)(a + b); Console.WriteLine("u2 65000+536 = " + r); } } catch (OverflowException e) { Caught("u2 65000+536", e); }
        try { checked { ushort a = 0, b = 1; ushort r = (ushort)(a - b); Console.WriteLine("u2 0-1 = " + r); } } catch (OverflowException e) { Caught("u2 0-1", e); }
        try { checked { ushort a = 255, b = 257; ushort r = (ushort)(a * b); Console.WriteLine("u2 255*257 = " + r); } } catch (OverflowException e) { Caught("u2 255*257", e); }
        try { checked { ushort a = 256, b = 256; ushort r = (ushort)(a * b); Console.WriteLine("u2 256*256 = " + r); } } catch (OverflowException e) { Caught("u2 256*256", e); }
        try { checked { ushort m = ushort.MaxValue; m++; Console.WriteLine("u2 max++ = " + m); } } catch (OverflowException e) { Caught("u2 max++", e); }
        try { checked { char c = char.MaxValue; c++; Console.WriteLine("char max++ = " + (int)c); } } catch (OverflowException e) { Caught("char max++", e); }
        try { checked { int x = 65; char c = (char)x; Console.WriteLine("char (char)65 = " + c); } } catch (OverflowException e) { Caught("char (char)65", e); }
        try { checked { int x = -1; char c = (char)x; Console.WriteLine("char (char)-1 = " + (int)c); } } catch (OverflowException e) { Caught("char (char)-1", e); }
        try { checked { long x = 65536; ushort r = (ushort)x; Console.WriteLine("u2 (ushort)65536L = " + r); } } catch (OverflowException e) { Caught("u2 (ushort)65536L", e); }
        try { checked { short x = -1; ushort r = (ushort)x; Console.WriteLine("u2 (ushort)(short)-1 = " + r); } } catch (OverflowException e) { Caught("u2 (ushort)(short)-1", e); }
    }

    static void Int32() {
        try { checked { int m = int.MaxValue; m++; Console.WriteLine("i4 max++ = " + m); } } catch (OverflowException e) { Caught("i4 max++", e); }
        try { checked { int m = int.MaxValue - 1; m++; Console.WriteLine("i4 (max-1)++ = " + m); } } catch (OverflowException e) { Caught("i4 (max-1)++", e); }
        try { checked { int m = int.MinValue; m--; Console.WriteLine("i4 min-- = " + m); } } catch (OverflowException e) { Caught("i4 min--", e); }
        try { checked { int a = int.MinValue, b = -1; int r = a - b; Console.WriteLine("i4 min-(-1) = " + r); } } catch (OverflowException e) { Caught("i4 min-(-1)", e); }
        try { checked { int a = 0, b = int.MinValue; int r = a - b; Console.WriteLine("i4 0-min = " + r); } } catch (OverflowException e) { Caught("i4 0-min", e); }
        try { checked { int a = 46341, b = 46340; int r = a * b; Console.WriteLine("i4 46341*46340 = " + r); } } catch (OverflowException e) { Caught("i4 46341*46340", e); }
        try { checked { int a = 46341, b = 46341; int r = a * b; Console.WriteLine("i4 46341*46341 = " + r); } } catch (OverflowException e) { Caught("i4 46341*46341", e); }
        try { checked { int a = int.MinValue, b = -1; int r = a * b; Console.WriteLine("i4 min*-1 = " + r); } } catch (OverflowException e) { Caught("i4 min*-1", e); }
        try { checked { int a = -65536, b = 32768; int r = a * b; Console.WriteLine("i4 -65536*32768 = " + r); } } catch (OverflowException e) { Caught("i4 -65536*32768", e); }
        try { checked { int m = int.MinValue; m = -m; Console.WriteLine("i4 -min = " + m); } } catch (OverflowException e) { Caught("i4 -min", e); }
        try { checked { int r = 1000000 * 2000 + 147483647; Console.WriteLine("i4 folded by mcs = " + r); } } catch (OverflowException e) { Caught("i4 folded by mcs", e); }
        try { checked { int a = I(int.MaxValue); int r = a + 1; Console.WriteLine("i4 I(max)+1 = " + r); } } catch (OverflowException e) { Caught("i4 I(max)+1", e); }
        try { checked { int b = I(1); int r = int.MaxValue + b; Console.WriteLine("i4 max+I(1) = " + r); } } catch (OverflowException e) { Caught("i4 max+I(1)", e); }
        try { checked { int b = I(0); int r = int.MinValue - b; Console.WriteLine("i4 min-I(0) = " + r); } } catch (OverflowException e) { Caught("i4 min-I(0)", e); }
        try { checked { long x = 2147483648L; int r = (int)x; Console.WriteLine("i4 (int)2^31L = " + r); } } catch (OverflowException e) { Caught("i4 (int)2^31L", e); }
        try { checked { long x = -2147483648L; int r = (int)x; Console.WriteLine("i4 (int)-2^31L = " + r); } } catch (OverflowException e) { Caught("i4 (int)-2^31L", e); }
        try { checked { uint x = 2147483648u; int r = (int)x; Console.WriteLine("i4 (int)2^31u = " + r); } } catch (OverflowException e) { Caught("i4 (int)2^31u", e); }
        try { checked { ulong x = 2147483647ul; int r = (int)x; Console.WriteLine("i4 (int)(2^31-1)ul = " + r); } } catch (OverflowException e) { Caught("i4 (int)(2^31-1)ul", e); }
    }

    static void UInt32() {
        try { checked { uint m = uint.MaxValue; m++; Console.WriteLine("u4 max++ = " + m); } } catch (OverflowException e) { Caught("u4 max++", e); }
        try { checked { uint a = 4000000000u, b = 294967295u; uint r = a + b; Console.WriteLine("u4 4e9+294967295 = " + r); } } catch (OverflowException e) { Caught("u4 4e9+294967295", e); }
        try { checked { uint a = 4000000000u, b = 294967296u; uint r = a + b; Console.WriteLine("u4 4e9+294967296 = " + r); } } catch (OverflowException e) { Caught("u4 4e9+294967296", e); }
        try { checked { uint a = 0, b = 1; uint r = a - b; Console.WriteLine("u4 0-1 = " + r); } } catch (OverflowException e) { Caught("u4 0-1", e); }
        try { checked { uint a = 7, b = 7; uint r = a - b; Console.WriteLine("u4 7-7 = " + r); } } catch (OverflowException e) { Caught("u4 7-7", e); }
        try { checked { uint a = 65535, b = 65537; uint r = a * b; Console.WriteLine("u4 65535*65537 = " + r); } } catch (OverflowException e) { Caught("u4 65535*65537", e); }
        try { checked { uint a = 65536, b = 65536; uint r = a * b; Console.WriteLine("u4 65536*65536 = " + r); } } catch (OverflowException e) { Caught("u4 65536*65536", e); }
        try { checked { uint a = U(uint.MaxValue); uint r = a + 1; Console.WriteLine("u4 U(max)+1 = " + r); } } catch (OverflowException e) { Caught("u4 U(max)+1", e); }
        try { checked { uint b = U(2); uint r = 1 - b; Console.WriteLine("u4 1-U(2) = " + r); } } catch (OverflowException e) { Caught("u4 1-U(2)", e); }
        try { checked { int x = -1; uint r = (uint)x; Console.WriteLine("u4 (uint)-1 = " + r); } } catch (OverflowException e) { Caught("u4 (uint)-1", e); }
        try { checked { long x = 4294967295L; uint r = (uint)x; Console.WriteLine("u4 (uint)(2^32-1)L = " + r); } } catch (OverflowException e) { Caught("u4 (uint)(2^32-1)L", e); }
        try { checked { long x = 4294967296L; uint r = (uint)x; Console.WriteLine("u4 (uint)2^32L = " + r); } } catch (OverflowException e) { Caught("u4 (uint)2^32L", e); }
        try { checked { ulong x = 4294967296ul; uint r = (uint)x; Console.WriteLine("u4 (uint)2^32ul = " + r); } } catch (OverflowException e) { Caught("u4 (uint)2^32ul", e); }
    }

    static void Int64() {
        try { checked { long m = long.MaxValue; m++; Console.WriteLine("i8 max++ = " + m); } } catch (OverflowException e) { Caught("i8 max++", e); }
        try { checked { long m = long.MinValue; m--; Console.WriteLine("i8 min-- = " + m); } } catch (OverflowException e) { Caught("i8 min--", e); }
        try { checked { long a = long.MaxValue, b = long.MinValue; long r = a + b; Console.WriteLine("i8 max+min = " + r); } } catch (OverflowException e) { Caught("i8 max+min", e); }
        try { checked { long a = -1, b = long.MaxValue; long r = a - b; Console.WriteLine("i8 -1-max = " + r); } } catch (OverflowException e) { Caught("i8 -1-max", e); }
        try { checked { long a = -2, b = long.MaxValue; long r = a - b; Console.WriteLine("i8 -2-max = " + r); } } catch (OverflowException e) { Caught("i8 -2-max", e); }
        try { checked { long a = 3037000499L, b = 3037000499L; long r = a * b; Console.WriteLine("i8 3037000499^2 = " + r); } } catch (OverflowException e) { Caught("i8 3037000499^2", e); }
        try { checked { long a = 3037000500L, b = 3037000500L; long r = a * b; Console.WriteLine("i8 3037000500^2 = " + r); } } catch (OverflowException e) { Caught("i8 3037000500^2", e); }
        try { checked { long a = -1, b = long.MinValue; long r = a * b; Console.WriteLine("i8 -1*min = " + r); } } catch (OverflowException e) { Caught("i8 -1*min", e); }
        try { checked { long a = long.MinValue, b = 1; long r = a * b; Console.WriteLine("i8 min*1 = " + r); } } catch (OverflowException e) { Caught("i8 min*1", e); }
        try { checked { long a = L(long.MaxValue); long r = a * 2; Console.WriteLine("i8 L(max)*2 = " + r); } } catch (OverflowException e) { Caught("i8 L(max)*2", e); }
        try { checked { long b = L(-1); long r = long.MinValue * b; Console.WriteLine("i8 min*L(-1) = " + r); } } catch (OverflowException e) { Caught("i8 min*L(-1)", e); }
        try { checked { int a = int.MaxValue; long r = a + 1L; Console.WriteLine("i8 int.Max+1L = " + r); } } catch (OverflowException e) { Caught("i8 int.Max+1L", e); }
        try { checked { ulong x = 9223372036854775808ul; long r = (long)x; Console.WriteLine("i8 (long)2^63ul = " + r); } } catch (OverflowException e) { Caught("i8 (long)2^63ul", e); }
        try { checked { ulong x = 9223372036854775807ul; long r = (long)x; Console.WriteLine("i8 (long)(2^63-1)ul = " + r); } } catch (OverflowException e) { Caught("i8 (long)(2^63-1)ul", e); }
        try { checked { uint x = uint.MaxValue; long r = (long)x; Console.WriteLine("i8 (long)uint.Max = " + r); } } catch (OverflowException e) { Caught("i8 (long)uint.Max", e); }
    }

    static void UInt64() {
        try { checked { ulong m = ulong.MaxValue; m++; Console.WriteLine("u8 max++ = " + m); } } catch (OverflowException e) { Caught("u8 max++", e); }
        try { checked { ulong a = ulong.MaxValue - 1, b = 1; ulong r = a + b; Console.WriteLine("u8 (max-1)+1 = " + r); } } catch (OverflowException e) { Caught("u8 (max-1)+1", e); }
        try { checked { ulong a = 0, b = 1; ulong r = a - b; Console.WriteLine("u8 0-1 = " + r); } } catch (OverflowException e) { Caught("u8 0-1", e); }
        try { checked { ulong a = ulong.MaxValue, b = ulong.MaxValue; ulong r = a - b; Console.WriteLine("u8 max-max = " + r); } } catch (OverflowException e) { Caught("u8 max-max", e); }
        try { checked { ulong a = 4294967295ul, b = 4294967297ul; ulong r = a * b; Console.WriteLine("u8 (2^32-1)(2^32+1) = " + r); } } catch (OverflowException e) { Caught("u8 (2^32-1)(2^32+1)", e); }
        try { checked { ulong a = 4294967296ul, b = 4294967296ul; ulong r = a * b; Console.WriteLine("u8 2^32*2^32 = " + r); } } catch (OverflowException e) { Caught("u8 2^32*2^32", e); }
        try { checked { ulong a = UL(ulong.MaxValue); ulong r = a + 1; Console.WriteLine("u8 UL(max)+1 = " + r); } } catch (OverflowException e) { Caught("u8 UL(max)+1", e); }
        try { checked { ulong b = UL(3); ulong r = ulong.MaxValue / 2 * b; Console.WriteLine("u8 (max/2)*UL(3) = " + r); } } catch (OverflowException e) { Caught("u8 (max/2)*UL(3)", e); }
        try { checked { long x = -1; ulong r = (ulong)x; Console.WriteLine("u8 (ulong)-1L = " + r); } } catch (OverflowException e) { Caught("u8 (ulong)-1L", e); }
        try { checked { int x = int.MinValue; ulong r = (ulong)x; Console.WriteLine("u8 (ulong)int.Min = " + r); } } catch (OverflowException e) { Caught("u8 (ulong)int.Min", e); }
        try { checked { long x = long.MaxValue; ulong r = (ulong)x; Console.WriteLine("u8 (ulong)long.Max = " + r); } } catch (OverflowException e) { Caught("u8 (ulong)long.Max", e); }
    }

    static void NativeUInt() {
        try { checked { byte* p = (byte*)100; byte* q = p + 5L; Console.WriteLine("u p+5 = " + (long)q); } } catch (OverflowException e) { Caught("u p+5", e); }
        try { checked { byte* p = (byte*)100; byte* q = p - 100; Console.WriteLine("u p-100 = " + (long)q); } } catch (OverflowException e) { Caught("u p-100", e); }
        try { checked { byte* p = (byte*)100; byte* q = p - 101; Console.WriteLine("u p-101 = " + (long)q); } } catch (OverflowException e) { Caught("u p-101", e); }
        try { checked { byte* p = (byte*)ulong.MaxValue; byte* q = p + 1; Console.WriteLine("u max+1 = " + (long)q); } } catch (OverflowException e) { Caught("u max+1", e); }
        try { checked { long* p = (long*)0; long* q = p + 4; Console.WriteLine("u (long*)0+4 = " + (long)q); } } catch (OverflowException e) { Caught("u (long*)0+4", e); }
        try { checked { long* p = (long*)(ulong.MaxValue - 7); long* q = p + 1; Console.WriteLine("u (long*)(max-7)+1 = " + (long)q); } } catch (OverflowException e) { Caught("u (long*)(max-7)+1", e); }
        try { checked { long n = 4611686018427387904L; long* p = (long*)0; long* q = p + n; Console.WriteLine("u (long*)0+2^62 = " + (long)q); } } catch (OverflowException e) { Caught("u (long*)0+2^62", e); }
        try { checked { long x = -1; byte* p = (byte*)x; Console.WriteLine("u (byte*)-1L = " + (long)p); } } catch (OverflowException e) { Caught("u (byte*)-1L", e); }
        try { checked { long x = 4096; byte* p = (byte*)x; Console.WriteLine("u (byte*)4096L = " + (long)p); } } catch (OverflowException e) { Caught("u (byte*)4096L", e); }
        try { checked { byte* p = (byte*)ulong.MaxValue; long x = (long)p; Console.WriteLine("u (long)(byte*)max = " + x); } } catch (OverflowException e) { Caught("u (long)(byte*)max", e); }
        try { checked { byte* p = (byte*)L(200); byte* q = p - 201; Console.WriteLine("u L(200)-201 = " + (long)q); } } catch (OverflowException e) { Caught("u L(200)-201", e); }
    }

    static void Main() {
        Console.WriteLine("ovf");
        Console.WriteLine("ovf.un");
        Console.WriteLine("ckfinite");
        Int8();
        UInt8();
        Int16();
        UInt16();
        Int32();
        UInt32();
        Int64();
        UInt64();
        NativeUInt();
    }
}
