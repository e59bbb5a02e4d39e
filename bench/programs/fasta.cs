// fasta (the Benchmarks Game's algorithm, written here): DNA sequences by copying a repeated
// sequence and by weighted random selection with a linear congruential generator, printed
// in lines of 60. Argument: n.
using System;

class Fasta
{
    const int LineLength = 60;
    const int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;

    const string Alu =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" +
        "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" +
        "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT" +
        "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA" +
        "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG" +
        "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC" +
        "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

    static double Random(double max)
    {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    static void RepeatFasta(string header, string seq, int n)
    {
        Console.WriteLine(header);
        char[] line = new char[LineLength];
        int k = 0;
        while (n > 0) {
            int m = n < LineLength ? n : LineLength;
            for (int i = 0; i < m; i++) {
                line[i] = seq[k];
                if (++k == seq.Length) k = 0;
            }
            Console.WriteLine(line, 0, m);
            n -= m;
        }
    }

    static void RandomFasta(string header, char[] symbols, double[] probabilities, int n)
    {
        Console.WriteLine(header);
        double[] cumulative = new double[probabilities.Length];
        double sum = 0;
        for (int i = 0; i < probabilities.Length; i++) { sum += probabilities[i]; cumulative[i] = sum; }
        char[] line = new char[LineLength];
        while (n > 0) {
            int m = n < LineLength ? n : LineLength;
            for (int i = 0; i < m; i++) {
                double r = Random(1.0);
                int j = 0;
                while (j < cumulative.Length - 1 && r >= cumulative[j]) j++;
                line[i] = symbols[j];
            }
            Console.WriteLine(line, 0, m);
            n -= m;
        }
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 1000;
        RepeatFasta(">ONE Homo sapiens alu", Alu, 2 * n);
        RandomFasta(">TWO IUB ambiguity codes",
            "acgtBDHKMNRSVWY".ToCharArray(),
            new double[] { 0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02 },
            3 * n);
        RandomFasta(">THREE Homo sapiens frequency",
            "acgt".ToCharArray(),
            new double[] { 0.3029549426680776, 0.1979883004921895, 0.1975473066391, 0.3015094502008 },
            5 * n);
    }
}
