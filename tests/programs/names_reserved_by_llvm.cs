// A namespace called `llvm` must not produce symbols that LLVM takes for its intrinsics,
// and a class called `str` must not collide with the string literal globals (str.N).
using System;

namespace llvm
{
    static class memcpy
    {
        static int Twice(int x) { return 2 * x; }

        static int Main()
        {
            Console.WriteLine(Twice(21));
            Console.WriteLine(str.Id(5));
            Console.WriteLine("literal");
            return 0;
        }
    }

    static class str
    {
        public static int Id(int x) { return x; }
    }
}
