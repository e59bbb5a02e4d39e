// Register pressure with XMM values: more simultaneously live doubles than there are XMM
// registers (spilling), float and int values mixed and live across calls (every XMM register
// is caller-saved in System V, so all of them must survive calls in spill slots), float and
// int values interleaved in one expression, and loops that carry many floats.
using System;

class FloatRegisterPressure
{
    static double Id(double x) { return x; }
    static float IdF(float x) { return x; }
    static int IdI(int x) { return x; }
    static void Touch() { Console.Write(""); }

    // 20 double values all live until the final sum
    static double Wide(double s)
    {
        double a = s + 1, b = s * 2, c = s - 3, d = s / 4, e = s + 5, f = s * 6, g = s - 7, h = s / 8;
        double i = s + 9, j = s * 10, k = s - 11, l = s / 12, m = s + 13, n = s * 14, o = s - 15, p = s / 16;
        double q = s + 17, r = s * 18, t = s - 19, u = s / 20;
        return a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10
             + k * 11 + l * 12 + m * 13 + n * 14 + o * 15 + p * 16 + q * 17 + r * 18 + t * 19 + u * 20;
    }

    // doubles, floats, ints and longs live across calls, used in reverse order
    static double AcrossCalls(double s, int n)
    {
        double a = s + 0.5, b = s * 1.25;
        float c = (float)s - 0.75f, d = (float)s * 3f;
        int e = n + 1, f = n * 3;
        long g = (long)n << 33;
        double h = Id(a) + Id(b);
        float i = IdF(c) * IdF(d);
        int j = IdI(e) - IdI(f);
        Touch();
        double k = Math.Sqrt(h * h + 1);
        Touch();
        return ((((((((k + j) * 1.5 + i) - h) + g) * 0.5 + f) - e) + d) * c - b) + a;
    }

    // interleaved int/float arithmetic and conversions in one expression tree
    static double Mixed(int n)
    {
        double acc = 0;
        float facc = 0;
        long lacc = 0;
        for (int i = 1; i <= n; i++)
        {
            double x = i * 0.5;
            float y = i * 0.25f;
            int z = i * 7 % 13;
            acc += x * z - y / (z + 1) + Id(x) * IdF(y);
            facc += y * (float)x - z;
            lacc += (long)(x * 1000) ^ z;
        }
        return acc + facc + lacc;
    }

    // a loop carrying 12 doubles and 6 ints
    static double Carried(int n)
    {
        double a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10, k = 11, l = 12;
        int p = 1, q = 2, r = 3, s = 4, t = 5, u = 6;
        for (int it = 0; it < n; it++)
        {
            double na = b * 0.5 + p, nb = c - a * 0.25, nc = d + q * 0.125, nd = e - f * 0.0625;
            double ne = f + g * 0.03125 - r, nf = g - h * 0.5, ng = h + i * 0.25, nh = i - j * 0.125;
            double ni = j + k * 0.0625 + s, nj = k - l * 0.5, nk = l + a * 0.25 - t, nl = a - b * 0.125 + u;
            a = na; b = nb; c = nc; d = nd; e = ne; f = nf; g = ng; h = nh; i = ni; j = nj; k = nk; l = nl;
            int np = q + 1, nq = r ^ p, nr = s - 1, ns = t + p, nt = u & 255, nu = p * 3 + 1;
            p = np & 1023; q = nq; r = nr; s = ns & 4095; t = nt; u = nu & 65535;
            if (it % 100 == 99) Touch();
        }
        return a + b + c + d + e + f + g + h + i + j + k + l + p + q + r + s + t + u;
    }

    static float WideF(float s)
    {
        float a = s + 1, b = s * 2, c = s - 3, d = s / 4, e = s + 5, f = s * 6, g = s - 7, h = s / 8;
        float i = s + 9, j = s * 10, k = s - 11, l = s / 12, m = s + 13, n = s * 14, o = s - 15, p = s / 16;
        float q = s + 17, r = s * 18;
        Touch();
        return r - q + p - o + n - m + l - k + j - i + h - g + f - e + d - c + b - a;
    }

    static int Main()
    {
        for (int i = 0; i < 5; i++)
        {
            Console.Write(Wide(i * 1.5)); Console.Write(' ');
            Console.Write(AcrossCalls(i * 0.3, i)); Console.Write(' ');
            Console.WriteLine(WideF(i * 2.5f));
        }
        Console.WriteLine(Mixed(1000));
        Console.WriteLine(Carried(1000));
        Console.WriteLine(Carried(7));
        return (int)Wide(1) & 127;
    }
}
