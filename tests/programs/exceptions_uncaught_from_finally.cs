// An exception thrown from a finally block, uncaught: the try body completed normally (the
// finally runs on the normal path), the finally throws, the enclosing finally blocks run, and the
// program ends with exit code 1 after its stdout.
using System;

class ExceptionsUncaughtFromFinally
{
    static int Close(int handle)
    {
        try
        {
            Console.WriteLine("using handle " + handle);
            return handle * 2;
        }
        finally
        {
            Console.WriteLine("closing handle " + handle);
            if (handle == 3) throw new InvalidOperationException("close failed for handle " + handle);
        }
    }

    static void Main()
    {
        try
        {
            for (int h = 1; h <= 5; h++) Console.WriteLine("result " + Close(h));
        }
        finally { Console.WriteLine("outer finally"); }
        Console.WriteLine("not reached");
    }
}
