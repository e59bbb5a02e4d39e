// Comparisons as values (ceq cgt clt cgt.un clt.un) and as branches (beq bne.un bge bge.un bgt
// bgt.un ble ble.un blt blt.un brtrue brfalse) on int, uint, long and ulong, at the edges.
using System;

class CompareBranch
{
    static void Values(int a, int b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        Console.Write(eq); Console.Write(ne); Console.Write(lt); Console.Write(le); Console.Write(gt); Console.WriteLine(ge);
    }

    static void ValuesU(uint a, uint b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        Console.Write(eq); Console.Write(ne); Console.Write(lt); Console.Write(le); Console.Write(gt); Console.WriteLine(ge);
    }

    static void ValuesL(long a, long b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        Console.Write(eq); Console.Write(ne); Console.Write(lt); Console.Write(le); Console.Write(gt); Console.WriteLine(ge);
    }

    static void ValuesUL(ulong a, ulong b)
    {
        bool eq = a == b, ne = a != b, lt = a < b, le = a <= b, gt = a > b, ge = a >= b;
        Console.Write(eq); Console.Write(ne); Console.Write(lt); Console.Write(le); Console.Write(gt); Console.WriteLine(ge);
    }

    // Each `if` makes mcs branch on the inverted condition.
    static int Branches(int a, int b)
    {
        int r = 0;
        if (a == b) r |= 1;
        if (a != b) r |= 2;
        if (a < b) r |= 4;
        if (a <= b) r |= 8;
        if (a > b) r |= 16;
        if (a >= b) r |= 32;
        return r;
    }

    static int BranchesU(uint a, uint b)
    {
        int r = 0;
        if (a == b) r |= 1;
        if (a != b) r |= 2;
        if (a < b) r |= 4;
        if (a <= b) r |= 8;
        if (a > b) r |= 16;
        if (a >= b) r |= 32;
        return r;
    }

    static int BranchesL(long a, long b)
    {
        int r = 0;
        if (a == b) r |= 1;
        if (a != b) r |= 2;
        if (a < b) r |= 4;
        if (a <= b) r |= 8;
        if (a > b) r |= 16;
        if (a >= b) r |= 32;
        return r;
    }

    static int BranchesUL(ulong a, ulong b)
    {
        int r = 0;
        if (a == b) r |= 1;
        if (a != b) r |= 2;
        if (a < b) r |= 4;
        if (a <= b) r |= 8;
        if (a > b) r |= 16;
        if (a >= b) r |= 32;
        return r;
    }

    // Loop conditions sit at the bottom of the loop and branch on the condition itself.
    static int Loops(int lo, int hi)
    {
        int n = 0;
        for (int i = lo; i < hi; i++) n++;
        for (int i = lo; i <= hi; i++) n++;
        for (int i = hi; i > lo; i--) n++;
        for (int i = hi; i >= lo; i--) n++;
        int j = lo;
        while (j != hi) { j++; n++; }
        j = lo;
        do { j++; n++; } while (j == lo + 1);
        return n;
    }

    static int LoopsU(uint lo, uint hi)
    {
        int n = 0;
        for (uint i = lo; i < hi; i++) n++;
        for (uint i = lo; i <= hi; i++) { n++; if (i == uint.MaxValue) break; }
        for (uint i = hi; i > lo; i--) n++;
        for (uint i = hi; i >= lo; i--) { n++; if (i == 0) break; }
        return n;
    }

    static int LoopsL(long lo, long hi)
    {
        int n = 0;
        for (long i = lo; i < hi; i++) n++;
        for (long i = lo; i <= hi; i++) n++;
        for (long i = hi; i > lo; i--) n++;
        for (long i = hi; i >= lo; i--) n++;
        return n;
    }

    static int LoopsUL(ulong lo, ulong hi)
    {
        int n = 0;
        for (ulong i = lo; i < hi; i++) n++;
        for (ulong i = lo; i <= hi; i++) { n++; if (i == ulong.MaxValue) break; }
        for (ulong i = hi; i > lo; i--) n++;
        for (ulong i = hi; i >= lo; i--) { n++; if (i == 0) break; }
        return n;
    }

    static bool IsZero(int x) { return x == 0; }
    static bool IsZeroL(long x) { return x == 0; }

    static void Main()
    {
        Values(1, 2); Values(2, 1); Values(5, 5);
        Values(-1, 1); Values(int.MinValue, int.MaxValue); Values(int.MaxValue, int.MinValue);
        ValuesU(1, 2); ValuesU(2, 1); ValuesU(5, 5);
        ValuesU(0xffffffffu, 1); ValuesU(0x80000000u, 0x7fffffffu); ValuesU(0, uint.MaxValue);
        ValuesL(1, 2); ValuesL(-1, 1); ValuesL(long.MinValue, long.MaxValue); ValuesL(4294967296L, 1);
        ValuesL(-4294967296L, 4294967295L); ValuesL(7, 7);
        ValuesUL(1, 2); ValuesUL(ulong.MaxValue, 1); ValuesUL(0x8000000000000000UL, 0x7fffffffffffffffUL);
        ValuesUL(4294967296UL, 4294967295UL); ValuesUL(9, 9);

        Console.WriteLine(Branches(1, 2)); Console.WriteLine(Branches(2, 1)); Console.WriteLine(Branches(3, 3));
        Console.WriteLine(Branches(-1, 1)); Console.WriteLine(Branches(int.MinValue, int.MaxValue));
        Console.WriteLine(BranchesU(1, 2)); Console.WriteLine(BranchesU(2, 1)); Console.WriteLine(BranchesU(3, 3));
        Console.WriteLine(BranchesU(0xffffffffu, 1)); Console.WriteLine(BranchesU(0x80000000u, 0x7fffffffu));
        Console.WriteLine(BranchesL(1, 2)); Console.WriteLine(BranchesL(-1, 1)); Console.WriteLine(BranchesL(4294967296L, 4294967296L));
        Console.WriteLine(BranchesL(long.MinValue, long.MaxValue)); Console.WriteLine(BranchesL(4294967296L, 1));
        Console.WriteLine(BranchesUL(1, 2)); Console.WriteLine(BranchesUL(ulong.MaxValue, 1)); Console.WriteLine(BranchesUL(5, 5));
        Console.WriteLine(BranchesUL(0x8000000000000000UL, 0x7fffffffffffffffUL));

        Console.WriteLine(Loops(0, 10)); Console.WriteLine(Loops(-5, 5)); Console.WriteLine(Loops(3, 3));
        Console.WriteLine(Loops(int.MaxValue - 3, int.MaxValue - 1));
        Console.WriteLine(LoopsU(0, 10)); Console.WriteLine(LoopsU(4294967290u, 4294967295u));
        Console.WriteLine(LoopsU(2147483645u, 2147483650u));
        Console.WriteLine(LoopsL(-3, 3)); Console.WriteLine(LoopsL(4294967290L, 4294967300L));
        Console.WriteLine(LoopsUL(0, 4)); Console.WriteLine(LoopsUL(18446744073709551610UL, 18446744073709551615UL));

        // brtrue / brfalse on ints, longs and bools
        for (int k = -1; k <= 1; k++)
        {
            if (IsZero(k)) Console.WriteLine("zero"); else Console.WriteLine("non-zero");
            if (!IsZeroL(k * 4294967296L)) Console.WriteLine("L non-zero"); else Console.WriteLine("L zero");
        }
        // conditional expressions and short-circuit logic
        int p = 7, q = 9;
        Console.WriteLine(p < q ? p : q);
        Console.WriteLine(p > q ? p : q);
        Console.WriteLine(p < q && q < 10);
        Console.WriteLine(p > q || q > 10);
        Console.WriteLine(!(p == q) && (p != 8 || q == 8));
    }
}
