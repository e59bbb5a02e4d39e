// bool, char, sbyte, byte, short, ushort locals, arguments and results: values wrap when
// stored back into a small variable, and are sign- or zero-extended when read.
using System;

class SmallTypes
{
    static byte IncByte(byte b) { b++; return b; }
    static sbyte IncSByte(sbyte b) { b++; return b; }
    static short DecShort(short s) { s--; return s; }
    static ushort DecUShort(ushort s) { s--; return s; }
    static char NextChar(char c) { return (char)(c + 1); }
    static bool Not(bool b) { return !b; }
    static bool IsNegative(sbyte s) { return s < 0; }
    static int Widen(sbyte a, byte b, short c, ushort d, char e, bool f)
    {
        return a + b + c + d + e + (f ? 1000000 : 0);
    }
    static byte AddBytes(byte a, byte b) { return (byte)(a + b); }
    static sbyte MulSBytes(sbyte a, sbyte b) { return (sbyte)(a * b); }
    static short Square(short a) { return (short)(a * a); }

    static void Main()
    {
        Console.WriteLine(IncByte(254));
        Console.WriteLine(IncByte(255));           // wraps to 0
        Console.WriteLine(IncSByte(126));
        Console.WriteLine(IncSByte(127));          // wraps to -128
        Console.WriteLine(DecShort(-32767));
        Console.WriteLine(DecShort(-32768));       // wraps to 32767
        Console.WriteLine(DecUShort(1));
        Console.WriteLine(DecUShort(0));           // wraps to 65535
        Console.WriteLine(NextChar('a'));
        Console.WriteLine((int)NextChar('\uffff')); // wraps to 0
        Console.WriteLine(Not(true));
        Console.WriteLine(Not(false));
        Console.WriteLine(IsNegative(-1));
        Console.WriteLine(IsNegative(127));
        Console.WriteLine(Widen(-128, 255, -32768, 65535, '\uffff', true));
        Console.WriteLine(Widen(127, 0, 32767, 0, 'A', false));
        Console.WriteLine(AddBytes(200, 100));
        Console.WriteLine(MulSBytes(-128, -1));
        Console.WriteLine(MulSBytes(16, 9));
        Console.WriteLine(Square(300));
        Console.WriteLine(Square(-200));

        // small locals in a loop: the counter wraps
        byte counter = 250;
        int steps = 0;
        while (counter != 4) { counter++; steps++; }
        Console.WriteLine(steps);
        sbyte down = -125;
        for (int i = 0; i < 6; i++) down--;
        Console.WriteLine(down);

        // compound assignment on small types
        ushort u = 65000;
        u += 1000;
        Console.WriteLine(u);
        short s = 30000;
        s += 30000;
        Console.WriteLine(s);
        char c = 'x';
        c += (char)5;
        Console.WriteLine(c);
        byte mask = 0xf0;
        mask |= 0x0f;
        mask ^= 0x81;
        Console.WriteLine(mask);

        // bools as values
        bool t = 3 > steps;
        bool f = !t;
        Console.WriteLine(t);
        Console.WriteLine(f);
        Console.WriteLine(t == f);
        Console.WriteLine(t != f);
        Console.WriteLine(t & f);
        Console.WriteLine(t | f);
        Console.WriteLine(t ^ f);
    }
}
