// Exception objects that are never thrown (so ToString() has no stack trace and is compared
// whole): the default Message of the corelib exception types, Message when the constructor got
// null or "", ArgumentException's parameter name line, InnerException chains, and ToString()
// with and without a message and with one and two inner exceptions.
using System;

class ExceptionsMessageToString
{
    static void Show(Exception e)
    {
        Console.WriteLine("[" + e.GetType().Name + "] Message=<" + e.Message + ">");
        Console.WriteLine("  ToString=<" + e.ToString() + ">");
    }

    static void Main()
    {
        Show(new Exception());
        Show(new SystemException());
        Show(new ApplicationException());
        Show(new ArithmeticException());
        Show(new DivideByZeroException());
        Show(new OverflowException());
        Show(new NullReferenceException());
        Show(new IndexOutOfRangeException());
        Show(new InvalidCastException());
        Show(new ArrayTypeMismatchException());
        Show(new ArgumentException());
        Show(new ArgumentNullException());
        Show(new ArgumentOutOfRangeException());
        Show(new FormatException());
        Show(new RankException());
        Show(new InvalidOperationException());
        Show(new NotSupportedException());
        Show(new OutOfMemoryException());

        Show(new Exception("custom text"));
        Show(new Exception(null));
        Show(new Exception(""));
        Show(new InvalidOperationException("state is wrong"));
        Show(new ArgumentException("bad value", "count"));
        Show(new ArgumentNullException("name"));
        Show(new ArgumentNullException("name", "name is required"));
        Show(new ArgumentOutOfRangeException("index"));
        Show(new ArgumentOutOfRangeException("index", "too far"));

        Exception root = new FormatException("root cause");
        Exception mid = new InvalidOperationException("middle", root);
        Exception top = new Exception("top", mid);
        Show(mid);
        Show(top);
        Show(new Exception(null, root));
        Console.WriteLine(top.InnerException == mid);
        Console.WriteLine(top.InnerException.InnerException.Message);
        Console.WriteLine(root.InnerException == null);
    }
}
