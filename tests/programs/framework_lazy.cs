// Lazy<T> with a factory (value created once; a factory's exception rethrown on each access,
// through ExceptionDispatchInfo), ExceptionDispatchInfo itself, and the single-thread
// Thread.Sleep, Thread.Yield and SpinWait that such code reaches.
using System;
using System.Runtime.ExceptionServices;
class P { static int n;
static void Main() {
  var l = new Lazy<int>(() => { n++; return 42; }); Console.WriteLine(l.IsValueCreated + " " + l.Value + " " + l.Value + " " + n + " " + l.IsValueCreated);
  var bad = new Lazy<string>(() => { throw new InvalidOperationException("boom"); });
  for (int i = 0; i < 2; i++) try { Console.WriteLine(bad.Value); } catch (InvalidOperationException e) { Console.WriteLine("caught " + e.Message); }
  try { ExceptionDispatchInfo.Capture(new FormatException("fmt")).Throw(); } catch (FormatException e) { Console.WriteLine(e.Message); }
  var info = ExceptionDispatchInfo.Capture(new ArgumentException("x")); Console.WriteLine(info.SourceException.Message);
  try { ExceptionDispatchInfo.Capture(null); } catch (ArgumentNullException e) { Console.WriteLine(e.Message + " [" + e.ParamName + "]"); }
  System.Threading.Thread.Sleep(1); System.Threading.Thread.Sleep(0); Console.WriteLine("slept " + System.Threading.Thread.Yield());
  var sw = new System.Threading.SpinWait(); for (int i = 0; i < 30; i++) sw.SpinOnce(); Console.WriteLine(sw.Count);
} }
