// string.Intern and string.IsInterned: literals are interned, Intern of another text makes a
// copy the interned one (as Mono does), IsInterned finds only what is interned.
using System;
using System.Text;
class Program {
  static void Main() {
    string a = "hello";
    string b = new StringBuilder("hel").Append("lo").ToString();
    Console.WriteLine(ReferenceEquals(a, b) + " " + (a == b));
    string c = string.Intern(b);
    Console.WriteLine(ReferenceEquals(a, c));
    string d = new string(new[] { 'z', 'q', 'x', '9' });
    Console.WriteLine(string.IsInterned(d) == null);
    string e = string.Intern(d);
    Console.WriteLine(ReferenceEquals(e, d) + " " + ReferenceEquals(string.IsInterned(new string(new[] { 'z', 'q', 'x', '9' })), d));
    Console.WriteLine(ReferenceEquals(string.IsInterned(b), a));
    for (int i = 0; i < 2000; i++) string.Intern("k" + i);
    Console.WriteLine(ReferenceEquals(string.Intern("k" + 1234), string.Intern(("k1" + "234").ToString())));
    Console.WriteLine(ReferenceEquals(string.Intern(string.Empty), ""));
    try { string.Intern(null); } catch (ArgumentNullException ex) { Console.WriteLine(ex.Message); }
  }
}
