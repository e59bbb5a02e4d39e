// A program referencing a framework assembly beyond mscorlib, System and System.Core
// (System.Numerics: BigInteger, Complex) compiles it too, found beside mscorlib.
// MCS-FLAGS: -r:System.Numerics
using System; using System.Numerics;
class P { static void Main() { BigInteger f = 1; for (int i = 1; i <= 30; i++) f *= i; Console.WriteLine(f);
  Console.WriteLine(BigInteger.Pow(2, 100) % 1000007); Console.WriteLine(BigInteger.Parse("-123456789012345678901234567890") / 7);
  var c = new Complex(1, 2) * new Complex(3, -1); Console.WriteLine(c.Real + " " + c.Imaginary); } }
