// User-defined exception classes: deriving from Exception, ApplicationException and
// InvalidOperationException (and from each other), with extra fields and virtual methods, a
// Message override (used by ToString too), constructors chaining to base(message) and
// base(message, inner), classes in a namespace (the full name starts ToString's first line);
// caught through their base classes.
using System;

namespace Shop.Errors
{
    class OrderError : ApplicationException
    {
        public int OrderId;
        public OrderError(int id, string m) : base(m) { OrderId = id; }
        public OrderError(int id, string m, Exception inner) : base(m, inner) { OrderId = id; }
        public virtual string Describe() { return "order " + OrderId; }
    }

    class PaymentError : OrderError
    {
        public long Cents;
        public PaymentError(int id, long cents) : base(id, "payment failed") { Cents = cents; }
        public override string Describe() { return base.Describe() + " short by " + Cents + " cents"; }
        public override string Message { get { return "payment of order " + OrderId + " failed (" + base.Message + ")"; } }
    }
}

class StateError : InvalidOperationException
{
    public string State;
    public StateError(string state) { State = state; }
}

class Plain : Exception { }

class ExceptionsUserDefined
{
    // A thrown exception's ToString() ends with a stack trace: only its first line is compared.
    static string FirstLine(string s)
    {
        int nl = s.IndexOf('\n');
        return nl < 0 ? s : s.Substring(0, nl);
    }

    static void Fail(int k)
    {
        if (k == 0) throw new Shop.Errors.OrderError(17, "out of stock");
        if (k == 1) throw new Shop.Errors.PaymentError(18, 250);
        if (k == 2) throw new StateError("closed");
        if (k == 3) throw new Plain();
        try { Fail(k - 3); }
        catch (Exception e) { throw new Shop.Errors.OrderError(k, "wrapped", e); }
    }

    static void Main()
    {
        for (int k = 0; k < 6; k++)
        {
            try { Fail(k); }
            catch (Shop.Errors.OrderError e)
            {
                Console.WriteLine(k + ": OrderError clause, " + e.GetType().Name + ", " + e.Describe());
                Console.WriteLine("   Message: " + e.Message);
                Console.WriteLine("   ToString: " + FirstLine(e.ToString()));
                if (e.InnerException != null)
                    Console.WriteLine("   inner: " + e.InnerException.GetType().Name + " " + e.InnerException.Message);
            }
            catch (InvalidOperationException e)
            {
                Console.WriteLine(k + ": InvalidOperationException clause, " + e.GetType().Name + " state " + ((StateError)e).State);
                Console.WriteLine("   Message: " + e.Message);
            }
            catch (Exception e)
            {
                Console.WriteLine(k + ": Exception clause, " + e.GetType().Name);
                Console.WriteLine("   ToString: " + FirstLine(e.ToString()));
            }
        }
        ApplicationException a = new Shop.Errors.PaymentError(1, 2);
        Exception b = a;
        Console.WriteLine(a.Message + " | " + b.Message + " | " + (b is ApplicationException) + " " + (b is SystemException));
    }
}
