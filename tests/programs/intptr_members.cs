// IntPtr and UIntPtr: the constructors (int, long, void*; uint, ulong), called on a local and by
// newobj then boxed, ToInt32 (truncating on 64-bit Mono), ToInt64, ToPointer, the explicit
// conversions both ways, IntPtr.Zero, Size, == and !=, ToString of a boxed one.
using System;

unsafe class P {
    static IntPtr Half(IntPtr p) { return new IntPtr(p.ToInt64() / 2); }

    static void Main() {
        IntPtr p = new IntPtr(5);
        Console.WriteLine((long)p);
        Console.WriteLine(new IntPtr(1L << 40).ToInt64());
        IntPtr neg = new IntPtr(-3);
        Console.WriteLine(neg.ToInt64());
        UIntPtr u = new UIntPtr(7u);
        Console.WriteLine((ulong)u);
        UIntPtr high = new UIntPtr(0xFFFFFFF0u);
        Console.WriteLine(high.ToUInt64());
        object o = new IntPtr(-3);
        Console.WriteLine(o);
        Console.WriteLine(new UIntPtr(ulong.MaxValue));
        int x = 9;
        IntPtr q = new IntPtr(&x);
        Console.WriteLine(*(int*)q);
        *(int*)q.ToPointer() = 11;
        Console.WriteLine(x);
        Console.WriteLine(new IntPtr(12).ToInt32() + " " + IntPtr.Size + " " + UIntPtr.Size);
        IntPtr big = new IntPtr(1L << 40 | 5);
        Console.WriteLine(big.ToInt32());
        Console.WriteLine((int)big);
        UIntPtr ub = new UIntPtr(1UL << 40 | 5);
        Console.WriteLine(ub.ToUInt32());
        Console.WriteLine((uint)ub);
        Console.WriteLine(IntPtr.Zero == big);
        Console.WriteLine(IntPtr.Zero != big);
        Console.WriteLine(IntPtr.Zero == new IntPtr(0));
        Console.WriteLine(UIntPtr.Zero == new UIntPtr(0u));
        Console.WriteLine(Half((IntPtr)101).ToInt64());
        IntPtr fromLong = (IntPtr)(-7L);
        IntPtr fromInt = (IntPtr)(-7);
        Console.WriteLine(fromLong == fromInt);
        void* vp = (void*)new IntPtr(&x);
        Console.WriteLine(*(int*)vp + " " + ((IntPtr)vp == q));
        UIntPtr fromUint = (UIntPtr)0x80000000u;
        Console.WriteLine((ulong)fromUint);
    }
}
