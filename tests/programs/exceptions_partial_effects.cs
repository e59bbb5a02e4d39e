// What has and has not happened when an exception interrupts an expression or a statement:
// operands to the left of the throwing call were evaluated (their side effects stay), those to
// the right were not; the call, store, constructor or compound assignment that needed the value
// never happens (fields, array elements, statics, locals and struct locals keep their old values,
// also when the callee returns a struct and fails after filling part of it).
using System;

struct Big { public long A, B, C, D; }

class Holder
{
    public int Field = 1;
    public Big Stored;
    public Holder(int v) { Console.WriteLine("  ctor ran"); Field = v; }
}

class ExceptionsPartialEffects
{
    static int staticValue = 5;
    static Big staticBig;

    static int Log(string s, int v) { Console.WriteLine("  eval " + s); return v; }
    static int Fail(string s) { Console.WriteLine("  fail " + s); throw new InvalidOperationException(s); }
    static int Three(int a, int b, int c) { Console.WriteLine("  WRONG: called"); return a + b + c; }

    static Big MakeBig(bool fail)
    {
        Big b;
        b.A = 100; b.B = 200;
        if (fail) throw new ArgumentException("half built");
        b.C = 300; b.D = 400;
        return b;
    }

    static void Main()
    {
        int x = 10, i = 0;
        int[] arr = { 1, 2, 3 };
        Holder h = new Holder(7);
        Big big = MakeBig(false);
        big.A = 1; big.B = 2; big.C = 3; big.D = 4;
        for (int k = 0; k < 11; k++)
        {
            try
            {
                switch (k)
                {
                    case 0: x = Log("left", 1) + Fail("middle") + Log("right", 3); break;
                    case 1: arr[Log("index", 1)] = Fail("value"); break;
                    case 2: arr[i++] = Fail("after i++"); break;
                    case 3: h.Field = Fail("field"); break;
                    case 4: x += Fail("compound"); break;
                    case 5: x = Three(Log("arg1", 1), Fail("arg2"), Log("arg3", 3)); break;
                    case 6: h = new Holder(Fail("ctor arg")); break;
                    case 7: staticValue = Log("s", 1) * Fail("static"); break;
                    case 8: big = MakeBig(true); break;
                    case 9: h.Stored = MakeBig(true); break;
                    case 10: staticBig = MakeBig(true); break;
                }
                Console.WriteLine("  WRONG: no exception");
            }
            catch (Exception e) { Console.WriteLine(k + ": " + e.Message); }
            Console.WriteLine("  x=" + x + " i=" + i + " arr=" + arr[0] + arr[1] + arr[2] + " h.Field=" + h.Field
                              + " static=" + staticValue + " big=" + big.A + "," + big.B + "," + big.C + "," + big.D
                              + " stored=" + h.Stored.A + "," + h.Stored.B + " staticBig=" + staticBig.A + "," + staticBig.B);
        }
    }
}
