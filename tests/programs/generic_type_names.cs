// Type names of generic instances as Mono prints them: Object.ToString() gives
// Type.ToString() (`C`1[System.Int32]`), ValueType.ToString() gives Type.FullName, whose
// generic arguments are assembly-qualified.
using System;
class C<T> { } struct S<T> { } class D<A, B> { public class In { } public class In2<X> { } } struct U { } enum E { A }
namespace Ns { class G<T> { } struct H<T> { } }
class P { static void Main() {
  Console.WriteLine(new C<int>()); Console.WriteLine(new S<int>()); Console.WriteLine(new C<string>()); Console.WriteLine(new S<string>());
  Console.WriteLine(new C<U>()); Console.WriteLine(new S<U>()); Console.WriteLine(new S<C<int>>()); Console.WriteLine(new C<S<int>>());
  Console.WriteLine(new D<int, string>()); Console.WriteLine(new D<int, U>.In()); Console.WriteLine(new D<int, U>.In2<long>()); Console.WriteLine(new S<E>());
  Console.WriteLine(new Ns.G<int[]>()); Console.WriteLine(new Ns.H<Ns.G<int>>()); Console.WriteLine(new S<int[,]>()); Console.WriteLine(new C<object>()); 
  Console.WriteLine(new S<int>().GetType().Name + " " + new D<int,U>.In().GetType().Name + " " + typeof(C<int>).Name);
  object o = new S<double>(); Console.WriteLine(o.ToString() + "|" + o);
}}
