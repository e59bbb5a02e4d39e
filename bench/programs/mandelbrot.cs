// mandelbrot (the Benchmarks Game's algorithm, written here): the Mandelbrot set on an n x n
// bitmap, 50 iterations, 8 pixels per byte. Instead of the PBM image it prints the bitmap's
// size and a checksum of its bytes. Argument: n.
using System;

class Mandelbrot
{
    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 200;
        int rowBytes = (n + 7) / 8;
        byte[] bitmap = new byte[rowBytes * n];
        for (int y = 0; y < n; y++) {
            double ci = 2.0 * y / n - 1.0;
            for (int x = 0; x < n; x++) {
                double cr = 2.0 * x / n - 1.5;
                double zr = 0, zi = 0, tr = 0, ti = 0;
                int i = 0;
                for (; i < 50 && tr + ti <= 4.0; i++) {
                    zi = 2.0 * zr * zi + ci;
                    zr = tr - ti + cr;
                    tr = zr * zr;
                    ti = zi * zi;
                }
                if (i == 50) bitmap[y * rowBytes + x / 8] |= (byte)(0x80 >> (x % 8));
            }
        }
        uint hash = 2166136261;
        foreach (byte b in bitmap) hash = (hash ^ b) * 16777619;
        Console.WriteLine("P4 " + n + " " + n + " bytes " + bitmap.Length + " fnv1a " + hash);
    }
}
