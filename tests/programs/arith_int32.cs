// int32 arithmetic: add sub mul div rem neg not and or xor, with wrap-around on overflow.
using System;

class ArithInt32
{
    static int Add(int a, int b) { return a + b; }
    static int Sub(int a, int b) { return a - b; }
    static int Mul(int a, int b) { return a * b; }
    static int Div(int a, int b) { return a / b; }
    static int Rem(int a, int b) { return a % b; }
    static int Neg(int a) { return -a; }
    static int Not(int a) { return ~a; }
    static int And(int a, int b) { return a & b; }
    static int Or(int a, int b) { return a | b; }
    static int Xor(int a, int b) { return a ^ b; }

    static void All(int a, int b)
    {
        Console.Write(a); Console.Write(" "); Console.Write(b); Console.Write(": ");
        Console.Write(Add(a, b)); Console.Write(" ");
        Console.Write(Sub(a, b)); Console.Write(" ");
        Console.Write(Mul(a, b)); Console.Write(" ");
        if (b != 0 && !(a == int.MinValue && b == -1))
        {
            Console.Write(Div(a, b)); Console.Write(" ");
            Console.Write(Rem(a, b)); Console.Write(" ");
        }
        Console.Write(Neg(a)); Console.Write(" ");
        Console.Write(Not(a)); Console.Write(" ");
        Console.Write(And(a, b)); Console.Write(" ");
        Console.Write(Or(a, b)); Console.Write(" ");
        Console.WriteLine(Xor(a, b));
    }

    static void Main()
    {
        All(0, 0);
        All(7, 3);
        All(-7, 3);
        All(7, -3);
        All(-7, -3);
        All(100, 7);
        All(int.MaxValue, 1);          // add wraps to MinValue
        All(int.MinValue, 1);          // sub wraps to MaxValue
        All(int.MinValue, -1);         // neg MinValue == MinValue; mul wraps
        All(int.MaxValue, int.MaxValue);
        All(int.MinValue, int.MinValue);
        All(65536, 65536);             // mul wraps to 0
        All(123456789, 987654321);
        All(-1, int.MaxValue);
        All(0x55555555, 0x0f0f0f0f);
        All(int.MinValue, 2);
        All(int.MinValue, int.MaxValue);

        // immediates of every size in the instruction stream
        int x = 1000;
        x = x + 1; x = x - 128; x = x * 127; x = x + 100000; x = x * -3; x = x - 2147483647;
        Console.WriteLine(x);
        x = x & 0xff00ff; x = x | 0x10000001; x = x ^ -1;
        Console.WriteLine(x);
        int y = 5;
        y += y; y *= y; y -= 1; y /= 3; y %= 7;
        Console.WriteLine(y);
        // a value combined with itself
        int z = 12345;
        Console.WriteLine(z + z);
        Console.WriteLine(z - z);
        Console.WriteLine(z * z);
        Console.WriteLine(z / z);
        Console.WriteLine(z % z);
        Console.WriteLine(z ^ z);
    }
}
