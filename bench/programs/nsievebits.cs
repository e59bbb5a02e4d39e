// nsieve-bits (the old shootout's benchmark, written here): the sieve of Eratosthenes on a
// bit array of ints, for 10000 * 2^n, 2^(n-1) and 2^(n-2) numbers, counting the primes; the
// sieve is run `repeat` times on each. Array loops with shifts and masks. Arguments: n.
using System;

class NSieveBits
{
    static int NSieve(int m, int[] bits)
    {
        int words = (m >> 5) + 1;
        for (int i = 0; i < words; i++) bits[i] = -1;
        int count = 0;
        for (int i = 2; i <= m; i++) {
            if ((bits[i >> 5] & (1 << (i & 31))) != 0) {
                count++;
                for (int j = i + i; j <= m; j += i)
                    bits[j >> 5] &= ~(1 << (j & 31));
            }
        }
        return count;
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 2;
        int[] bits = new int[((10000 << n) >> 5) + 1];
        for (int k = 0; k < 3; k++) {
            int m = 10000 << (n - k);
            int count = 0;
            for (int r = 0; r < 4; r++) count = NSieve(m, bits);
            Console.WriteLine("Primes up to " + m.ToString().PadLeft(8) + " " + count.ToString().PadLeft(8));
        }
    }
}
