// An ordinary program: file-like checksums and tokens (MD5/SHA1/SHA256/SHA512 through their Create factories and CryptoConfig, HMAC, random bytes from RNGCryptoServiceProvider and RandomNumberGenerator, Guid.NewGuid's format, Activator.CreateInstance(Type, null) of a framework type, Environment.GetFolderPath).
using System;
using System.Collections.Generic;
using System.Linq;
using System.Security.Cryptography;
using System.Text;

static class Program
{
    static string Hex(byte[] bytes)
    {
        var sb = new StringBuilder(bytes.Length * 2);
        foreach (var b in bytes) sb.Append(b.ToString("x2"));
        return sb.ToString();
    }

    static void Digest(string label, HashAlgorithm algorithm, byte[] data)
    {
        using (algorithm)
            Console.WriteLine("{0,-8} {1} ({2} bits, {3})", label, Hex(algorithm.ComputeHash(data)), algorithm.HashSize, algorithm.GetType().Name);
    }

    static void Main()
    {
        var files = new Dictionary<string, string>
        {
            { "empty.txt", "" },
            { "fox.txt", "The quick brown fox jumps over the lazy dog" },
            { "unicode.txt", "naïve café – 日本語 😀" },
        };
        foreach (var f in files)
        {
            var data = Encoding.UTF8.GetBytes(f.Value);
            Console.WriteLine("{0} ({1} bytes)", f.Key, data.Length);
            Digest("md5", MD5.Create(), data);
            Digest("sha1", SHA1.Create(), data);
            Digest("sha256", SHA256.Create(), data);
            Digest("sha512", SHA512.Create(), data);
            Digest("byname", HashAlgorithm.Create("SHA384"), data);
        }
        using (var hmac = new HMACSHA256(Encoding.ASCII.GetBytes("secret")))
            Console.WriteLine("hmac " + Hex(hmac.ComputeHash(Encoding.ASCII.GetBytes("message"))));
        using (var sha = SHA256.Create())
        {
            var parts = new[] { "alpha", "beta", "gamma" }.Select(s => Encoding.ASCII.GetBytes(s)).ToArray();
            foreach (var p in parts.Take(2)) sha.TransformBlock(p, 0, p.Length, null, 0);
            sha.TransformFinalBlock(parts[2], 0, parts[2].Length);
            Console.WriteLine("incremental " + Hex(sha.Hash));
        }
        var made = CryptoConfig.CreateFromName("System.Security.Cryptography.MD5");
        Console.WriteLine("CryptoConfig: " + made.GetType().FullName + " " + (CryptoConfig.CreateFromName("NoSuchAlgorithm") == null));
        var viaActivator = Activator.CreateInstance(typeof(SHA1Managed), null);
        Console.WriteLine("Activator: " + viaActivator.GetType().Name);

        var rng = new RNGCryptoServiceProvider();
        var key = new byte[32];
        rng.GetBytes(key);
        Console.WriteLine("key bytes: " + key.Length + ", all zero: " + key.All(b => b == 0));
        using (var generator = RandomNumberGenerator.Create())
        {
            var nonZero = new byte[256];
            generator.GetNonZeroBytes(nonZero);
            Console.WriteLine("non-zero bytes: " + nonZero.Count(b => b != 0) + " " + generator.GetType().Name);
        }
        foreach (var folder in new[] { Environment.SpecialFolder.UserProfile, Environment.SpecialFolder.ApplicationData,
                                       Environment.SpecialFolder.LocalApplicationData, Environment.SpecialFolder.CommonApplicationData })
            Console.WriteLine("{0}: {1}", folder, Environment.GetFolderPath(folder));
        var ids = Enumerable.Range(0, 5).Select(_ => Guid.NewGuid()).ToList();
        Console.WriteLine("guids distinct: " + (ids.Distinct().Count() == ids.Count));
        foreach (var g in ids.Take(2))
        {
            var text = g.ToString();
            Console.WriteLine("guid format: {0} dashes at {1} version {2} variant ok {3}", text.Length,
                string.Join(",", Enumerable.Range(0, text.Length).Where(i => text[i] == '-')), text[14], "89ab".IndexOf(text[19]) >= 0);
        }
    }
}
