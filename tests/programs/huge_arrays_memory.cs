// A huge array costs resident memory only where it is written, as under Mono: fresh pages
// are zero already, and clearing a block the collector reuses must not touch it whole either.
using System;
using System.IO;
class P {
    static long PeakKiB() {
        foreach (var line in File.ReadAllLines("/proc/self/status"))
            if (line.StartsWith("VmHWM:")) return long.Parse(line.Substring(6).Trim().Split(' ')[0]);
        return -1;
    }
    static void Main() {
        for (int round = 0; round < 3; round++) {
            var bytes = new byte[1500000000];
            var refs = new object[60000000];
            var longs = new long[100000000];
            long sum = 0;
            for (long i = 0; i < bytes.Length; i += 1 << 20) sum += bytes[i];
            for (int i = 0; i < longs.Length; i += 1 << 17) sum += longs[i];
            for (int i = 0; i < refs.Length; i += 1 << 17) sum += refs[i] == null ? 0 : 1;
            bytes[round] = 7; bytes[bytes.Length - 1 - round] = 9; longs[77 + round] = -1;
            refs[5 + round] = "x";
            Console.WriteLine(sum + " " + bytes[round] + " " + bytes[bytes.Length - 1 - round] + " " + longs[77 + round] + " " + refs[5 + round]);
            GC.Collect();
        }
        long peak = PeakKiB();
        Console.WriteLine(peak > 0 && peak < 400 * 1024 ? "small" : "peak " + peak + " KiB");
    }
}
