// Dictionary<K,V> from the framework's IL: enumeration order after a removal, TryGetValue, Keys.
using System;
using System.Collections.Generic;
class P { static void Main() {
  var d = new Dictionary<string, int>();
  d["one"] = 1; d["two"] = 2; d["three"] = 3; d["four"] = 4;
  d.Remove("two"); d["five"] = 5;
  foreach (var kv in d) Console.WriteLine(kv.Key + "=" + kv.Value);
  int v;
  Console.WriteLine(d.TryGetValue("three", out v) + " " + v + " " + d.ContainsKey("two") + " " + d.Count);
  var byLen = new Dictionary<int, List<string>>();
  foreach (var w in new[] {"a", "bb", "cc", "d", "eee"}) {
    List<string> l;
    if (!byLen.TryGetValue(w.Length, out l)) { l = new List<string>(); byLen[w.Length] = l; }
    l.Add(w);
  }
  foreach (var k in byLen.Keys) Console.WriteLine(k + ": " + string.Join(" ", byLen[k]));
}}
