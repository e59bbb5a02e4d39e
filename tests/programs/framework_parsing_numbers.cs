// Parsing and conversion (int/double TryParse and Parse, Convert, BitConverter), decimal
// arithmetic and formatting, Math.Round with digits and modes, Random with a seed, char
// classification, StringBuilder editing.
using System; using System.Text;
class P { static void Main() {
  int n; Console.WriteLine(int.TryParse("123", out n) + " " + n + " " + int.TryParse("12x", out n) + " " + n);
  Console.WriteLine(double.Parse("3.25") * 2 + " " + long.Parse("-9000000000") + " " + double.TryParse("1e3", out double dd) + " " + dd);
  Console.WriteLine(Convert.ToInt32("42") + Convert.ToInt32(3.6) + " " + Convert.ToString(255, 2) + " " + Convert.ToDouble("0.5") + " " + Convert.ToBoolean("True"));
  byte[] b = BitConverter.GetBytes(0x01020304); Console.WriteLine(string.Join(",", b) + " " + BitConverter.ToInt32(b, 0) + " " + BitConverter.ToString(b));
  Console.WriteLine(BitConverter.DoubleToInt64Bits(1.0).ToString("X"));
  decimal m = 10.25m; decimal k = m / 3; Console.WriteLine(k + " " + Math.Round(k, 2) + " " + (m * 1.1m) + " " + decimal.Parse("1.50") + " " + (m > 10m) + " " + (int)m);
  double h = 2.5, t = 3.5, q = 2.345;  // (variables: Mono folds Math.Round of a literal half away from zero)
  Console.WriteLine(Math.Round(h) + " " + Math.Round(t) + " " + Math.Round(q, 2) + " " + Math.Round(h, MidpointRounding.AwayFromZero) + " " + Math.Round(-1.255, 2));
  var r = new Random(7); Console.WriteLine(r.Next() + " " + r.Next(10) + " " + r.Next(5, 9) + " " + r.NextDouble().ToString("F6"));
  Console.WriteLine(char.IsLetter('x') + " " + char.IsDigit('7') + " " + char.ToUpper('q') + " " + char.IsWhiteSpace('\t') + " " + char.IsPunctuation('!') + " " + char.IsUpper('A'));
  var sb = new StringBuilder("hello world"); sb.Insert(0, ">> ").Replace("world", "there").Remove(3, 1).Append('!');
  Console.WriteLine(sb + " " + sb.Length + " " + sb.ToString().ToUpper() + " " + "a-b".Contains("-") + " " + "abc".StartsWith("ab") + " " + "abc".EndsWith("bc") + " " + string.IsNullOrEmpty(""));
}}
