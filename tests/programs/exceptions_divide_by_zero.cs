// DivideByZeroException from integer div and rem (signed and unsigned, int and long, small types
// promoted to int) by a zero divisor, and what Mono raises for int.MinValue / -1,
// int.MinValue % -1, long.MinValue / -1 and long.MinValue % -1 (OverflowException for all four),
// all caught; float and double division by zero does not throw.
using System;

class ExceptionsDivideByZero
{
    static int DivI(int a, int b) { return a / b; }
    static int RemI(int a, int b) { return a % b; }
    static long DivL(long a, long b) { return a / b; }
    static long RemL(long a, long b) { return a % b; }
    static uint DivU(uint a, uint b) { return a / b; }
    static uint RemU(uint a, uint b) { return a % b; }
    static ulong DivUL(ulong a, ulong b) { return a / b; }
    static ulong RemUL(ulong a, ulong b) { return a % b; }
    static int DivS(short a, short b) { return a / b; }
    static int RemB(byte a, byte b) { return a % b; }

    static void Try(int k, int d)
    {
        try
        {
            long r;
            switch (k)
            {
                case 0: r = DivI(7, d); break;
                case 1: r = RemI(7, d); break;
                case 2: r = DivL(7L << 40, d); break;
                case 3: r = RemL(-7L << 40, d); break;
                case 4: r = DivU(7u, (uint)d); break;
                case 5: r = RemU(uint.MaxValue, (uint)d); break;
                case 6: r = (long)DivUL(ulong.MaxValue, (ulong)(long)d); break;
                case 7: r = (long)RemUL(ulong.MaxValue, (ulong)(long)d); break;
                case 8: r = DivS(-300, (short)d); break;
                case 9: r = RemB(200, (byte)d); break;
                case 10: r = DivI(int.MinValue, d); break;
                case 11: r = RemI(int.MinValue, d); break;
                case 12: r = DivL(long.MinValue, d); break;
                case 13: r = RemL(long.MinValue, d); break;
                default: return;
            }
            Console.WriteLine(k + " by " + d + ": " + r);
        }
        catch (DivideByZeroException e) { Console.WriteLine(k + " by " + d + ": " + e.GetType().Name + ": " + e.Message); }
        catch (ArithmeticException e) { Console.WriteLine(k + " by " + d + ": " + e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        for (int k = 0; k < 14; k++)
        {
            Try(k, 0);
            Try(k, 3);
            Try(k, -1);
        }
        double zero = 0;
        Console.WriteLine(1.0 / zero);
        Console.WriteLine((float)(-1.0 / zero));
        Console.WriteLine(5.5 % zero);
    }
}
