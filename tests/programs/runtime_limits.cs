// Runtime limits as Mono has them: an array longer than .NET allows (or negative) raises
// OverflowException; a store through a covariant object[,] is type-checked; volatile fields;
using System;
class P {
  static volatile int vf; volatile int vi;
  unsafe static void Main(){
    try { long n = 5000000000L; var a = new byte[n]; Console.WriteLine(a.Length); } catch (OverflowException e) { Console.WriteLine("OE " + e.Message); }
    try { int n = -1; var a = new byte[n]; Console.WriteLine(a.Length); } catch (OverflowException e) { Console.WriteLine("OE2 " + e.Message); }
    try { object[,] o = new string[2,2]; o[0,0] = 1; } catch (ArrayTypeMismatchException e) { Console.WriteLine("ATM " + e.Message); }
    vf = 3; var p = new P(); p.vi = 4; Console.WriteLine(vf + p.vi);
    int* s = stackalloc int[0]; Console.WriteLine(s != null);
  }
}
