using System;
class P { static void Main() {
  double[] ds = { 0.0, -0.0, 1.5, -2.25, double.NaN, 1e300, double.PositiveInfinity };
  foreach (double d in ds) { object o = d; Console.WriteLine(o.GetHashCode() + " " + o.Equals(d) + " " + o.Equals((object)0.0) + " " + o.Equals(1)); }
  float[] fs = { 0.0f, -0.0f, 1.5f, float.NaN, -3e30f };
  foreach (float f in fs) { object o = f; Console.WriteLine(o.GetHashCode() + " " + o.Equals(f) + " " + o.Equals((object)0.0f) + " " + o.Equals(0.0)); }
} }
