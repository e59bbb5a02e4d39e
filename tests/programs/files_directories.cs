// Directories and file metadata over Mono's System.IO: nested CreateDirectory, GetFiles with
// patterns, GetDirectories, recursive EnumerateFiles, DirectoryInfo/FileSystemInfo listings
// (sorted: the OS's order is not Mono's promise), attributes, FileInfo's CopyTo/MoveTo/
// Delete, the current directory and relative paths, FileMode.Append/Truncate/OpenOrCreate,
// SetLength, a UTF-8 text round trip, DeleteOnClose, Directory.Move and a recursive delete.
using System;
using System.IO;
using System.Linq;
using System.Text;

class FilesDirectories
{
    static string dir;

    static string Rel(string s) { return s.Replace(dir, "DIR"); }

    static string Sorted(System.Collections.Generic.IEnumerable<string> items)
    {
        return string.Join(",", items.OrderBy(x => x, StringComparer.Ordinal));
    }

    static void Main()
    {
        dir = Path.Combine(Path.GetTempPath(), "cil2mir_files_directories_" + Guid.NewGuid().ToString("N"));
        DirectoryInfo root = Directory.CreateDirectory(dir);
        Console.WriteLine(root.Exists + " " + Rel(root.FullName) + " " + root.Name.StartsWith("cil2mir_files_directories_"));
        DirectoryInfo deeper = Directory.CreateDirectory(Path.Combine(dir, "sub", "deeper"));
        Console.WriteLine(deeper.Name + " " + deeper.Parent.Name + " " + Rel(deeper.Parent.FullName));
        File.WriteAllText(Path.Combine(dir, "one.txt"), "1");
        File.WriteAllText(Path.Combine(dir, "two.txt"), "22");
        File.WriteAllText(Path.Combine(dir, "three.log"), "333");
        File.WriteAllText(Path.Combine(dir, ".hidden"), "");
        File.WriteAllText(Path.Combine(dir, "sub", "four.txt"), "4444");
        File.WriteAllText(Path.Combine(dir, "sub", "deeper", "five.dat"), "55555");

        Console.WriteLine(Sorted(Directory.GetFiles(dir).Select(Path.GetFileName)));
        Console.WriteLine(Sorted(Directory.GetFiles(dir, "*.txt").Select(Path.GetFileName)));
        Console.WriteLine(Sorted(Directory.GetFiles(dir, "t*").Select(Path.GetFileName)));
        Console.WriteLine(Sorted(Directory.GetDirectories(dir).Select(Path.GetFileName)));
        Console.WriteLine(Sorted(Directory.EnumerateFiles(dir, "*", SearchOption.AllDirectories).Select(Rel)));
        Console.WriteLine(Sorted(Directory.GetFileSystemEntries(dir).Select(Rel)));
        Console.WriteLine(Sorted(root.GetFiles("*.txt").Select(f => f.Name + "=" + f.Length)));
        Console.WriteLine(Sorted(root.GetFileSystemInfos().Select(i => i.Name + ":" + i.Attributes)));
        Console.WriteLine(Sorted(root.EnumerateDirectories("*", SearchOption.AllDirectories).Select(d => Rel(d.FullName))));

        string one = Path.Combine(dir, "one.txt");
        Console.WriteLine(File.GetAttributes(one) + " " + File.GetAttributes(Path.Combine(dir, "sub")));
        var info = new FileInfo(one);
        Console.WriteLine(info.Length + " " + info.Extension + " " + Rel(info.DirectoryName) + " " + Rel(info.Directory.FullName)
                          + " " + (info.LastWriteTimeUtc > new DateTime(2000, 1, 1)) + " " + info.IsReadOnly);
        FileInfo copy = info.CopyTo(Path.Combine(dir, "copy.txt"));
        Console.WriteLine(copy.Name + " " + copy.Length + " " + File.ReadAllText(copy.FullName));
        copy.MoveTo(Path.Combine(dir, "sub", "moved.txt"));
        Console.WriteLine(copy.Name + " " + Rel(copy.FullName) + " " + File.Exists(Path.Combine(dir, "copy.txt")));
        copy.Delete();
        Console.WriteLine(File.Exists(Path.Combine(dir, "sub", "moved.txt")));

        string cwd = Environment.CurrentDirectory;
        Environment.CurrentDirectory = dir;
        Console.WriteLine(File.Exists("one.txt") + " " + Rel(Path.GetFullPath("x/../y.txt")) + " "
                          + Rel(Directory.GetCurrentDirectory()) + " " + File.ReadAllText("sub/four.txt"));
        File.WriteAllText("relative.txt", "rel");
        Directory.SetCurrentDirectory(cwd);
        Console.WriteLine(File.ReadAllText(Path.Combine(dir, "relative.txt")) + " " + (Environment.CurrentDirectory == cwd));

        string m = Path.Combine(dir, "modes.txt");
        using (var fs = new FileStream(m, FileMode.OpenOrCreate)) fs.Write(new byte[] { 65, 66, 67 }, 0, 3);
        using (var fs = new FileStream(m, FileMode.Append))
        {
            Console.WriteLine(fs.Position + " " + fs.CanRead + " " + fs.CanWrite + " " + fs.CanSeek);
            fs.WriteByte(68);
        }
        Console.WriteLine(File.ReadAllText(m));
        using (var fs = new FileStream(m, FileMode.Open, FileAccess.ReadWrite))
        {
            fs.SetLength(2);
            Console.WriteLine(fs.Length + " " + fs.Position);
            fs.SetLength(6);
            var buf = new byte[10];
            int n = fs.Read(buf, 0, buf.Length);
            Console.WriteLine(n + ": " + string.Join(" ", buf.Take(n)));
        }
        using (var fs = new FileStream(m, FileMode.Truncate)) Console.WriteLine(fs.Length);

        string u = Path.Combine(dir, "utf8.txt");
        using (var w = new StreamWriter(u, false, Encoding.UTF8)) w.Write("h\u00e9llo \u20ac \U0001F600");
        Console.WriteLine(File.ReadAllBytes(u).Length + " " + File.ReadAllText(u).Length + " " + (File.ReadAllText(u) == "h\u00e9llo \u20ac \U0001F600"));
        File.WriteAllText(Path.Combine(dir, "na\u00efve \u00fc.txt"), "unicode name");
        Console.WriteLine(Sorted(Directory.GetFiles(dir, "na*").Select(Path.GetFileName)));

        string t = Path.Combine(dir, "t.tmp");
        using (var fs = new FileStream(t, FileMode.Create, FileAccess.ReadWrite, FileShare.None, 4096, FileOptions.DeleteOnClose))
        {
            fs.WriteByte(1);
            Console.WriteLine(File.Exists(t));
        }
        Console.WriteLine(File.Exists(t));

        Directory.Move(Path.Combine(dir, "sub"), Path.Combine(dir, "renamed"));
        Console.WriteLine(Sorted(Directory.GetDirectories(dir).Select(Path.GetFileName)) + " "
                          + File.ReadAllText(Path.Combine(dir, "renamed", "deeper", "five.dat")));
        Directory.Delete(dir, true);
        Console.WriteLine(Directory.Exists(dir));
    }
}
