using System;
delegate int BinOp(int a, int b);
delegate void Notify(string s);
delegate double DF(double x);
struct V { public int X; public V(int x) { X = x; } }
delegate V VMaker(int x, V add);
class Shape { public virtual string Name() { return "shape"; } }
class Circle : Shape { public override string Name() { return "circle"; } }
interface IGreeter { string Greet(string n); }
class Greeter : IGreeter { string p; public Greeter(string p) { this.p = p; } public string Greet(string n) { return p + n; } }
class Counter { int n; public void Hit(string s) { n++; Console.WriteLine("hit " + s + " " + n); } }
class Program {
    static int Add(int a, int b) { return a + b; }
    static int Mul(int a, int b) { return a * b; }
    static void Log(string s) { Console.WriteLine("log " + s); }
    static void Log2(string s) { Console.WriteLine("log2 " + s); }
    static V Make(int x, V add) { return new V(x + add.X); }
    static double Half(double x) { return x / 2; }
    static void Main() {
        BinOp op = Add; Console.WriteLine(op(3, 4)); op = new BinOp(Mul); Console.WriteLine(op.Invoke(3, 4));
        Notify n = Log; n += Log2; n("a");
        Counter c = new Counter(); n += c.Hit; n("b");
        n -= Log; n("c");
        n -= c.Hit; n -= Log2; Console.WriteLine(n == null);
        DF f = Half; Console.WriteLine(f(5.0));
        VMaker vm = Make; Console.WriteLine(vm(3, new V(4)).X);
        Shape s = new Circle(); Func<string> name = s.Name; Console.WriteLine(name());
        IGreeter g = new Greeter("hi "); Func<string, string> gf = g.Greet; Console.WriteLine(gf("bob"));
        Func<int, int, int> add = Add; Console.WriteLine(add(10, 20));
        Action<string> act = Log; act("x");
        Predicate<int> even = x => x % 2 == 0; Console.WriteLine(even(4) + " " + even(5));
        int k = 10; Func<int, int> addk = x => x + k; k = 20; Console.WriteLine(addk(1));
        Func<int, Func<int, int>> adder = a => b => a + b; Console.WriteLine(adder(2)(3));
        Func<int, int> fact = null; fact = x => x <= 1 ? 1 : x * fact(x - 1); Console.WriteLine(fact(10));
        var fs = new Func<int>[3]; for (int i = 0; i < 3; i++) { int j = i; fs[i] = () => j * j; }
        Console.WriteLine(fs[0]() + fs[1]() + fs[2]());
        Notify nn = null; try { nn("x"); } catch (NullReferenceException) { Console.WriteLine("null delegate"); }
        BinOp a1 = Add, a2 = Add; Console.WriteLine(a1 == a2); Console.WriteLine(a1.Equals(a2)); Console.WriteLine(a1 == (BinOp)Mul);
        BinOp multi = (BinOp)Delegate.Combine(a1, new BinOp(Mul)); Console.WriteLine(multi(5, 6)); Console.WriteLine(multi.GetInvocationList().Length);
        Comparison<string> cmp = (x, y) => x.Length - y.Length; Console.WriteLine(cmp("aa", "b"));
        Func<int, int, int> viaAdd = new Func<int, int, int>(add); Console.WriteLine(viaAdd(1, 2));
        BinOp fromInvoke = add.Invoke; Console.WriteLine(fromInvoke(7, 8));
        Notify both = Log; both += Log2; Action<string> wrapped = new Action<string>(both); wrapped("w");
        VMaker vm2 = new VMaker(vm); Console.WriteLine(vm2(1, new V(2)).X);
        Func<int> none = null; try { Func<int> w = new Func<int>(none); Console.WriteLine(w == null); } catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        Counter nobody = null; try { Notify h = nobody.Hit; Console.WriteLine(h == null); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        Func<double, double> sq = Math.Sqrt; Func<double, double> viaSq = new Func<double, double>(sq); Console.WriteLine(viaSq(16));
    }
}
