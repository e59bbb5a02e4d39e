// User classes deriving from corelib exception classes, several levels deep: fields after the
// base's, overrides of Message and ToString calling base, a user interface implemented on an
// exception class, casts and is/as against user and corelib types, covariant Exception arrays,
// Equals, GetBaseException, a corelib exception with a user inner exception.
using System;

interface IDescribed { string Message { get; } string Describe(); }

class AppError : ApplicationException, IDescribed
{
    public int Code;
    public AppError(string message, int code) : base(message) { Code = code; }
    public AppError(string message, int code, Exception inner) : base(message, inner) { Code = code; }
    public virtual string Describe() { return "AppError " + Code + ": " + Message; }
    public override string ToString() { return "[" + base.ToString() + "]"; }
}

class DeepError : AppError
{
    long extra;
    public DeepError(string message, Exception inner) : base(message, 2, inner) { extra = 40; }
    public override string Message { get { return "deep " + base.Message + " " + (extra + Code); } }
    public override string Describe() { return "DeepError/" + base.Describe(); }
}

class ParamError : ArgumentException
{
    public string Where;
    public ParamError(string message, string param) : base(message, param) { Where = "here"; }
}

class Program
{
    static string Kind(object o)
    {
        if (o is DeepError) return "deep";
        if (o is AppError) return "app";
        if (o is ArgumentException) return "argument";
        if (o is SystemException) return "system";
        if (o is Exception) return "exception";
        return "other";
    }

    static void Main()
    {
        Exception[] all = new Exception[] {
            new AppError("a", 1), new DeepError("b", null), new ParamError("bad", "x"),
            new InvalidOperationException("op"), new Exception(), new DivideByZeroException() };
        foreach (Exception e in all)
        {
            Console.WriteLine(e.GetType().Name + " " + Kind(e));
            Console.WriteLine(e.Message);
            Console.WriteLine(e.ToString());
            Console.WriteLine(e.GetBaseException() == e);
            IDescribed d = e as IDescribed;
            if (d != null) Console.WriteLine(d.Describe() + " | " + d.Message);
            AppError a = e as AppError;
            Console.WriteLine(a == null ? "not app" : "code " + a.Code);
        }
        object o = all[2];
        ParamError p = (ParamError)o;
        Console.WriteLine(p.Where + " " + ((ArgumentException)o).Message);
        Exception[] covariant = new AppError[1];
        covariant[0] = new DeepError("c", new FormatException());
        Console.WriteLine(covariant[0].Message);
        Console.WriteLine(covariant[0].ToString());
        Console.WriteLine(covariant[0].GetBaseException().GetType().Name);
        Console.WriteLine(covariant.GetType().Name);
        Console.WriteLine(new DeepError("d", null).Equals(all[0]));
        Console.WriteLine(all[0].Equals(all[0]));
        Exception chain = new Exception("top", new AppError("mid", 3));
        Console.WriteLine(chain.ToString());
        Console.WriteLine(chain.InnerException.GetType().Name);
        Console.WriteLine(chain.GetBaseException().Message);
    }
}
