// TypeInitializationException names the type as Mono does: Namespace.Name, a nested type by its
// own name, a generic one without its type arguments (G`1).
using System;
namespace Ns { class C { static C() { throw new Exception("c"); } public static void Go() {} }
  class Outer { public class In { static In() { throw new Exception("i"); } public static void Go() {} } public class G<T> { static G() { throw new Exception("g"); } public static void Go() {} } } 
  class G2<T> { static G2() { throw new Exception("g2"); } public static void Go() {} } }
class P { static void Main() {
  try { Ns.C.Go(); } catch (TypeInitializationException e) { Console.WriteLine(e.TypeName); }
  try { Ns.Outer.In.Go(); } catch (TypeInitializationException e) { Console.WriteLine(e.TypeName); }
  try { Ns.Outer.G<int>.Go(); } catch (TypeInitializationException e) { Console.WriteLine(e.Message + " | " + e.InnerException.Message + " | " + e.TypeName); }
  try { Ns.G2<int>.Go(); } catch (TypeInitializationException e) { Console.WriteLine(e.TypeName); } } }
