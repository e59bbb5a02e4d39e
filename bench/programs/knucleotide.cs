// k-nucleotide (the Benchmarks Game's algorithm, written here): the frequencies of every
// 1- and 2-nucleotide sequence and the counts of five longer ones in a DNA sequence, counted
// in Dictionary<string, int> tables keyed by substrings. The sequence is generated in the
// program as fasta's third part does (weighted random selection, the same generator), in
// upper case, instead of being read from stdin. Argument: the sequence's length.
using System;
using System.Collections.Generic;
using System.Text;

class KNucleotide
{
    const int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;

    static string Generate(int n)
    {
        char[] symbols = { 'A', 'C', 'G', 'T' };
        double[] probabilities = { 0.3029549426680776, 0.1979883004921895, 0.1975473066391, 0.3015094502008 };
        double[] cumulative = new double[probabilities.Length];
        double sum = 0;
        for (int i = 0; i < probabilities.Length; i++) { sum += probabilities[i]; cumulative[i] = sum; }
        var sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            last = (last * IA + IC) % IM;
            double r = (double)last / IM;
            int j = 0;
            while (j < cumulative.Length - 1 && r >= cumulative[j]) j++;
            sb.Append(symbols[j]);
        }
        return sb.ToString();
    }

    static Dictionary<string, int> Count(string dna, int length)
    {
        var counts = new Dictionary<string, int>();
        for (int i = 0; i + length <= dna.Length; i++) {
            string key = dna.Substring(i, length);
            int c;
            counts.TryGetValue(key, out c);
            counts[key] = c + 1;
        }
        return counts;
    }

    static void WriteFrequencies(string dna, int length)
    {
        var entries = new List<KeyValuePair<string, int>>(Count(dna, length));
        entries.Sort((a, b) => a.Value != b.Value ? b.Value.CompareTo(a.Value) : string.CompareOrdinal(a.Key, b.Key));
        double total = dna.Length - length + 1;
        foreach (var e in entries)
            Console.WriteLine(e.Key + " " + (100.0 * e.Value / total).ToString("F3"));
        Console.WriteLine();
    }

    static void WriteCount(string dna, string fragment)
    {
        int c;
        Count(dna, fragment.Length).TryGetValue(fragment, out c);
        Console.WriteLine(c + "\t" + fragment);
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 10000;
        string dna = Generate(n);
        WriteFrequencies(dna, 1);
        WriteFrequencies(dna, 2);
        foreach (string f in new[] { "GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT" })
            WriteCount(dna, f);
    }
}
