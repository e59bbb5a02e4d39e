// sizeof of structs (the `sizeof` instruction; unsafe code): sizes and padding follow natural
// alignment, nested structs, empty structs (size 1), structs with references; and sizes seen
// by pointer arithmetic on an array of structs.
using System;

struct Empty { }
struct OneByte { public byte A; }
struct ByteLong { public byte A; public long B; }
struct LongByte { public long A; public byte B; }
struct Shorts { public short A; public byte B; public short C; }
struct Nested { public ByteLong X; public byte Y; }
struct WithRef { public int A; public string S; public int B; }
struct Floats { public float A; public double B; public float C; }
struct Chars { public char A; public char B; public bool C; }

unsafe class StructSizeof
{
    static void Main()
    {
        Console.WriteLine(sizeof(Empty));
        Console.WriteLine(sizeof(OneByte));
        Console.WriteLine(sizeof(ByteLong));
        Console.WriteLine(sizeof(LongByte));
        Console.WriteLine(sizeof(Shorts));
        Console.WriteLine(sizeof(Nested));
        Console.WriteLine(sizeof(Floats));
        Console.WriteLine(sizeof(Chars));
        var arr = new Shorts[4];
        fixed (Shorts* p = arr)
        {
            Console.WriteLine((long)((byte*)(p + 3) - (byte*)p));
            (p + 2)->C = 42;
        }
        Console.WriteLine(arr[2].C);
        ByteLong bl;
        bl.A = 1; bl.B = 2;
        ByteLong* q = &bl;
        Console.WriteLine((long)((byte*)&q->B - (byte*)q));
    }
}
