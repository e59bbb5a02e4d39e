// A static constructor that throws: the access that ran it raises TypeInitializationException
// (the constructor's exception as InnerException), and so does every later access of the type,
// with the same inner exception (Mono 6.8). A recursive access from inside the constructor goes on.
using System;

namespace N
{
    class A
    {
        public static int X = 5;
        static A() { Console.WriteLine("A cctor, X=" + X); throw new InvalidOperationException("boom"); }
        public static void M() { Console.WriteLine("A.M"); }
    }

    class Ok
    {
        public static int V;
        static Ok() { V = Ok.Twice(21); Console.WriteLine("Ok cctor"); }
        static int Twice(int x) { return x * 2; }
    }

    class P
    {
        static void Main()
        {
            try { Console.WriteLine(A.X); }
            catch (TypeInitializationException e)
            {
                Console.WriteLine(e.GetType().Name + ": " + e.Message + " | " + e.InnerException.GetType().Name + ": " + e.InnerException.Message);
            }
            for (int i = 0; i < 2; i++)
            {
                try { A.M(); }
                catch (Exception e)
                {
                    Console.WriteLine("again " + e.GetType().Name + ": " + e.Message + " | " + (e.InnerException == null ? "null" : e.InnerException.Message));
                }
            }
            Console.WriteLine(Ok.V);
            Console.WriteLine(new TypeInitializationException("X.Y", null).Message);
            Console.WriteLine(new TypeInitializationException("Z", new Exception("in")).InnerException.Message);
        }
    }
}
