// A string is IConvertible and ICloneable (String's own methods): Convert.ToInt32(object),
// ChangeType, values of a Dictionary<string, object>.
using System; using System.Collections.Generic;
class P { static void Main() {
  object o = "42"; Console.WriteLine(o is IConvertible); Console.WriteLine(o is ICloneable); Console.WriteLine(Convert.ToInt32(o) + 1);
  Console.WriteLine(Convert.ToDouble((object)"2.5") * 2); Console.WriteLine(((IConvertible)"True").ToBoolean(null));
  var d = new Dictionary<string, object> { { "n", "7" }, { "m", 3 } }; Console.WriteLine(Convert.ToInt64(d["n"]) + Convert.ToInt64(d["m"]));
  Console.WriteLine(((ICloneable)"abc").Clone()); Console.WriteLine(((IConvertible)"x").GetTypeCode());
  Console.WriteLine(Convert.ChangeType("12", typeof(int))); Console.WriteLine(Convert.ChangeType(5, typeof(string)) + "!");
  Console.WriteLine(string.Join(",", new List<string> { "b", "a" }));
} }
