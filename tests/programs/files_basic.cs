// Ordinary file I/O over Mono's own System.IO: File's whole-file helpers (text, lines,
// bytes, append), Exists/Copy/Move/Delete, FileInfo, StreamWriter/StreamReader over a file,
// FileStream's Seek/Position/Length, BinaryWriter/BinaryReader over a FileStream, a
// directory made, listed (sorted: the order is the OS's) and deleted, and reading a missing
// file. Everything lives in a directory of its own under the temp path, removed at the end;
// the paths printed are relative to it.
using System;
using System.Collections.Generic;
using System.IO;

class FilesBasic
{
    static string dir;

    static string Rel(string path) { return path.Replace(dir, "DIR"); }

    static void Main()
    {
        dir = Path.Combine(Path.GetTempPath(), "cil2mir_files_basic_" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(dir);
        Console.WriteLine(Directory.Exists(dir));
        string a = Path.Combine(dir, "a.txt");
        File.WriteAllText(a, "hello\nworld\n");
        Console.Write(File.ReadAllText(a));
        foreach (string line in File.ReadAllLines(a)) Console.WriteLine("[" + line + "]");
        File.AppendAllLines(a, new[] { "x", "y" });
        File.AppendAllText(a, "z\n");
        Console.WriteLine(File.ReadAllLines(a).Length + " " + string.Join(",", File.ReadAllLines(a)));

        string b = Path.Combine(dir, "b.bin");
        File.WriteAllBytes(b, new byte[] { 1, 2, 3, 250 });
        byte[] bytes = File.ReadAllBytes(b);
        Console.WriteLine(bytes.Length + " " + bytes[3]);
        Console.WriteLine(File.Exists(a) + " " + File.Exists(Path.Combine(dir, "none")) + " " + File.Exists(dir));

        string c = Path.Combine(dir, "c.txt"), d = Path.Combine(dir, "d.txt");
        File.Copy(a, c);
        File.Move(c, d);
        Console.WriteLine(File.Exists(c) + " " + File.ReadAllText(d).Length);
        var info = new FileInfo(d);
        Console.WriteLine(info.Length + " " + info.Name + " " + info.Exists + " " + info.Extension);
        File.Delete(d);
        info.Refresh();
        Console.WriteLine(info.Exists + " " + File.Exists(d));

        string e = Path.Combine(dir, "e.txt");
        using (var w = new StreamWriter(e))
        {
            w.WriteLine("line1");
            w.Write(42);
            w.WriteLine();
            w.Write("last, no newline");
        }
        using (var r = new StreamReader(e))
        {
            string s;
            while ((s = r.ReadLine()) != null) Console.WriteLine("read: " + s);
        }

        string g = Path.Combine(dir, "g.bin");
        using (var fs = new FileStream(g, FileMode.Create))
        {
            fs.Write(new byte[] { 10, 20, 30, 40, 50 }, 0, 5);
            Console.WriteLine(fs.Position + " " + fs.Length);
            fs.Seek(1, SeekOrigin.Begin);
            Console.WriteLine(fs.ReadByte() + " " + fs.Position);
            fs.Position = 4;
            Console.WriteLine(fs.ReadByte() + " " + fs.ReadByte());
            fs.Seek(-2, SeekOrigin.End);
            fs.WriteByte(99);
            fs.Seek(0, SeekOrigin.Begin);
            var buf = new byte[8];
            int n = fs.Read(buf, 0, buf.Length);
            Console.WriteLine(n + ": " + string.Join(" ", buf));
        }

        string h = Path.Combine(dir, "h.bin");
        using (var bw = new BinaryWriter(new FileStream(h, FileMode.Create)))
        {
            bw.Write(3.5);
            bw.Write("str");
            bw.Write(-7);
            bw.Write(123456789012L);
            bw.Write(true);
        }
        using (var br = new BinaryReader(File.OpenRead(h)))
            Console.WriteLine(br.ReadDouble() + " " + br.ReadString() + " " + br.ReadInt32() + " "
                              + br.ReadInt64() + " " + br.ReadBoolean() + " " + br.BaseStream.Length);

        var names = new List<string>();
        foreach (string f in Directory.GetFiles(dir)) names.Add(Path.GetFileName(f));
        names.Sort(StringComparer.Ordinal);
        Console.WriteLine(string.Join(",", names));

        try
        {
            File.ReadAllText(Path.Combine(dir, "missing.txt"));
        }
        catch (FileNotFoundException ex)
        {
            Console.WriteLine(ex.GetType() + ": " + Rel(ex.Message) + " " + Rel(ex.FileName));
        }

        Directory.Delete(dir, true);
        Console.WriteLine(Directory.Exists(dir) + " " + File.Exists(a));
    }
}
