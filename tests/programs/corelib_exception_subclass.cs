// A user exception class deriving from the corelib's System.Exception (no try/catch): base(...)
// constructors, a Message override that calls base.Message, ToString (which calls the
// override from corelib code), is/as against corelib types, GetType().Name, InnerException.
using System;
class MyErr : Exception {
    public int Code;
    public MyErr(string m) : base(m) { Code = 7; }
    public MyErr(string m, Exception inner) : base(m, inner) { Code = 8; }
    public override string Message { get { return "my " + base.Message; } }
}
class Plain : ApplicationException { }
class Program {
    static void Main() {
        MyErr e = new MyErr("x");
        Console.WriteLine(e.Message);
        Console.WriteLine(e.ToString());
        Console.WriteLine(e is Exception);
        object o = e;
        Console.WriteLine(o is InvalidCastException);
        Console.WriteLine(e.GetType().Name);
        Console.WriteLine(e.Code);
        Console.WriteLine(e.InnerException == null);
        MyErr f = new MyErr("outer", new InvalidOperationException("inner"));
        Console.WriteLine(f.InnerException.Message);
        Console.WriteLine(f.ToString());
        Console.WriteLine(f.Code);
        Exception g = f;
        Console.WriteLine(g.Message);
        Console.WriteLine(((Exception)o).Message);
        Console.WriteLine(new Plain().Message);
        Console.WriteLine(new Plain());
    }
}
