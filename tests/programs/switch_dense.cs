// switch statements: dense cases (the `switch` instruction), a non-zero base, holes,
// fall-out to default, goto case, and sparse cases (compare chains).
using System;

class SwitchDense
{
    static string Name(int d)
    {
        switch (d)
        {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            default: return "many";
        }
    }

    // cases start at -2: mcs subtracts the base before `switch`
    static int Offset(int x)
    {
        switch (x)
        {
            case -2: return 100;
            case -1: return 101;
            case 0: return 102;
            case 1: return 103;
            case 3: return 105;   // hole at 2 goes to default
            case 4: return 106;
        }
        return -1;
    }

    static int WithGoto(int x)
    {
        int r = 0;
        switch (x)
        {
            case 0: r += 1; goto case 2;
            case 1: r += 10; goto case 3;
            case 2: r += 100; break;
            case 3: r += 1000; goto default;
            default: r += 10000; break;
        }
        return r;
    }

    static int Sparse(int x)
    {
        switch (x)
        {
            case 1: return 1;
            case 100: return 2;
            case 1000: return 3;
            case -100000: return 4;
            case int.MaxValue: return 5;
            case int.MinValue: return 6;
            default: return 0;
        }
    }

    static int OnChar(char c)
    {
        switch (c)
        {
            case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
            case 'b': case 'c': case 'd': return 2;
            default: return 0;
        }
    }

    static int OnByte(byte b)
    {
        switch (b)
        {
            case 250: return 1;
            case 251: return 2;
            case 252: return 3;
            case 253: return 4;
            case 255: return 5;
            default: return 0;
        }
    }

    // A switch inside a loop, with the state carried around the loop.
    static int StateMachine(int steps)
    {
        int state = 0, acc = 0;
        for (int i = 0; i < steps; i++)
        {
            switch (state)
            {
                case 0: acc += 1; state = 2; break;
                case 1: acc *= 3; state = 3; break;
                case 2: acc -= 2; state = 1; break;
                case 3: acc ^= 5; state = 4; break;
                case 4: acc += i; state = 0; break;
            }
        }
        return acc;
    }

    static void Main()
    {
        for (int i = -3; i <= 8; i++)
        {
            Console.Write(i); Console.Write(" ");
            Console.Write(Name(i)); Console.Write(" ");
            Console.Write(Offset(i)); Console.Write(" ");
            Console.WriteLine(WithGoto(i));
        }
        Console.WriteLine(Name(int.MinValue));
        Console.WriteLine(Name(int.MaxValue));
        Console.WriteLine(Offset(int.MinValue));
        Console.WriteLine(Offset(int.MaxValue));
        Console.WriteLine(Sparse(1)); Console.WriteLine(Sparse(100)); Console.WriteLine(Sparse(1000));
        Console.WriteLine(Sparse(-100000)); Console.WriteLine(Sparse(int.MaxValue)); Console.WriteLine(Sparse(int.MinValue));
        Console.WriteLine(Sparse(2)); Console.WriteLine(Sparse(0));
        for (char c = 'a'; c <= 'f'; c++) Console.Write(OnChar(c));
        Console.WriteLine();
        Console.WriteLine(OnByte(249)); Console.WriteLine(OnByte(250)); Console.WriteLine(OnByte(253));
        Console.WriteLine(OnByte(254)); Console.WriteLine(OnByte(255));
        Console.WriteLine(StateMachine(0));
        Console.WriteLine(StateMachine(7));
        Console.WriteLine(StateMachine(1000));
    }
}
