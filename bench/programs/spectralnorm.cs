// spectral-norm (the Benchmarks Game's algorithm, written here): the largest eigenvalue of
// an infinite matrix by the power method. Argument: the matrix size.
using System;

class SpectralNorm
{
    static double A(int i, int j)
    {
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
    }

    static void MultiplyAv(double[] v, double[] av)
    {
        for (int i = 0; i < av.Length; i++) {
            double sum = 0;
            for (int j = 0; j < v.Length; j++) sum += A(i, j) * v[j];
            av[i] = sum;
        }
    }

    static void MultiplyAtv(double[] v, double[] atv)
    {
        for (int i = 0; i < atv.Length; i++) {
            double sum = 0;
            for (int j = 0; j < v.Length; j++) sum += A(j, i) * v[j];
            atv[i] = sum;
        }
    }

    static void MultiplyAtAv(double[] v, double[] tmp, double[] atav)
    {
        MultiplyAv(v, tmp);
        MultiplyAtv(tmp, atav);
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 100;
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1;
        for (int i = 0; i < 10; i++) {
            MultiplyAtAv(u, tmp, v);
            MultiplyAtAv(v, tmp, u);
        }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
        Console.WriteLine(Math.Sqrt(vBv / vv));
    }
}
