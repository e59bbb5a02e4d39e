// Irreducible control flow, built with goto: loops that can be entered at two different
// places. SSA construction, liveness and PHI elimination must not assume a single loop header.
using System;

class IrreducibleLoops
{
    // a loop with two entries, A and B
    static int TwoEntries(int x, int n)
    {
        int i = 0, s = 0;
        long t = x;
        if ((x & 1) != 0) goto B;
    A:
        s += i * 3; t = t * 5 + s;
        i++;
        if (i >= n) goto Done;
    B:
        s ^= i + 7; t -= s;
        i++;
        if (i < n) goto A;
    Done:
        return s + (int)(t % 1000003) + i;
    }

    // three blocks that jump among each other, entered at any of them
    static long ThreeWay(int start, int steps)
    {
        long a = 1, b = 2, c = 3;
        int k = 0;
        if (start == 1) goto P;
        if (start == 2) goto Q;
    R:
        a = a * 3 + b; k++;
        if (k >= steps) goto End;
        if ((a & 1) == 0) goto Q;
    P:
        b = b + c * 2; k++;
        if (k >= steps) goto End;
        if ((b & 2) == 0) goto R;
    Q:
        c = c ^ (a + b); k++;
        if (k >= steps) goto End;
        if ((c & 4) == 0) goto P;
        goto R;
    End:
        return a * 1000000 + b * 1000 + c + k;
    }

    static void Main()
    {
        for (int x = 0; x < 4; x++)
            for (int n = 0; n < 5; n++)
            {
                Console.Write(TwoEntries(x, n)); Console.Write(' ');
            }
        Console.WriteLine();
        for (int s = 0; s < 3; s++)
        {
            Console.WriteLine(ThreeWay(s, 1));
            Console.WriteLine(ThreeWay(s, 10));
            Console.WriteLine(ThreeWay(s, 100));
        }
    }
}
