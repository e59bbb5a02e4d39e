// What Mono raises for failing file operations (type and message, the paths relative to the
// program's own temp directory): creating a file that exists, a missing file or directory,
// copying and moving onto existing files, deleting what is not there, a directory that is
// not empty, a directory opened as a file, Mono's in-process sharing checks between open
// FileStreams, a read-only file, and enumerating a missing directory.
using System;
using System.IO;

class FilesErrors
{
    static string dir;

    static string Rel(string s) { return s == null ? "null" : s.Replace(dir, "DIR"); }

    static void Try(string what, Action action)
    {
        try
        {
            action();
            Console.WriteLine(what + ": ok");
        }
        catch (Exception e)
        {
            Console.WriteLine(what + ": " + e.GetType().FullName + ": " + Rel(e.Message));
            var io = e as FileNotFoundException;
            if (io != null) Console.WriteLine("  FileName: " + Rel(io.FileName));
        }
    }

    static void Main()
    {
        dir = Path.Combine(Path.GetTempPath(), "cil2mir_files_errors_" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(dir);
        string f = Path.Combine(dir, "a.txt"), b = Path.Combine(dir, "b.txt");
        File.WriteAllText(f, "abc");
        File.WriteAllText(b, "b");
        Directory.CreateDirectory(Path.Combine(dir, "sub", "deeper"));

        Try("CreateNew on an existing file", () => new FileStream(f, FileMode.CreateNew).Dispose());
        Try("a file in a missing directory", () => File.ReadAllText(Path.Combine(dir, "nodir", "x.txt")));
        Try("a missing file", () => new FileStream(Path.Combine(dir, "nothere"), FileMode.Open).Dispose());
        Try("a missing file (ReadAllBytes)", () => File.ReadAllBytes(Path.Combine(dir, "nothere")));
        Try("a missing file (StreamReader)", () => new StreamReader(Path.Combine(dir, "nothere")).Dispose());
        Try("writing in a missing directory", () => File.WriteAllText(Path.Combine(dir, "nodir", "y"), "y"));
        Try("copying a file onto itself", () => File.Copy(f, f));
        Try("copying onto an existing file", () => File.Copy(f, b));
        Try("copying with overwrite", () => File.Copy(f, b, true));
        Try("copying a missing file", () => File.Copy(Path.Combine(dir, "zz"), Path.Combine(dir, "yy")));
        Try("moving onto an existing file", () => File.Move(f, b));
        Try("moving a missing file", () => File.Move(Path.Combine(dir, "zz"), Path.Combine(dir, "yy")));
        Try("deleting a missing file", () => File.Delete(Path.Combine(dir, "zz")));
        Try("deleting in a missing directory", () => File.Delete(Path.Combine(dir, "qq", "zz")));
        Try("deleting a directory that is not empty", () => Directory.Delete(Path.Combine(dir, "sub")));
        Try("deleting a missing directory", () => Directory.Delete(Path.Combine(dir, "nosub")));
        Try("creating a directory where a file is", () => Directory.CreateDirectory(f));
        Try("reading a directory as a file", () => File.ReadAllText(Path.Combine(dir, "sub")));
        Try("enumerating a missing directory", () => Directory.GetFiles(Path.Combine(dir, "nosub")));
        Try("entering a missing directory", () => Directory.SetCurrentDirectory(Path.Combine(dir, "nosub")));
        Try("FileInfo of a missing file", () => Console.WriteLine(new FileInfo(Path.Combine(dir, "nothere")).Length));

        // Mono checks sharing between its own open handles of a file (by device and inode)
        Try("a second open of a FileShare.None file", () =>
        {
            using (new FileStream(f, FileMode.Open, FileAccess.Read, FileShare.None))
            using (new FileStream(f, FileMode.Open, FileAccess.Read)) { }
        });
        Try("two readers sharing reads", () =>
        {
            using (new FileStream(f, FileMode.Open, FileAccess.Read, FileShare.Read))
            using (new FileStream(f, FileMode.Open, FileAccess.Read, FileShare.Read)) { }
        });
        Try("a writer after a reader sharing reads", () =>
        {
            using (new FileStream(f, FileMode.Open, FileAccess.Read, FileShare.Read))
            using (new FileStream(f, FileMode.Open, FileAccess.Write, FileShare.ReadWrite)) { }
        });
        Try("reading a file a StreamWriter holds", () =>
        {
            using (var w = new StreamWriter(f))
            {
                w.Write("x");
                File.ReadAllText(f);
            }
        });
        Try("a reader after a writer sharing all", () =>
        {
            using (new FileStream(f, FileMode.Open, FileAccess.Write, FileShare.ReadWrite))
                Console.WriteLine(File.ReadAllText(f).Length);
        });
        Try("opened again after closing", () => { using (new FileStream(f, FileMode.Open, FileAccess.Read, FileShare.None)) { } });

        File.SetAttributes(b, FileAttributes.ReadOnly);
        Console.WriteLine(File.GetAttributes(b) + " " + new FileInfo(b).IsReadOnly);
        Try("a read-only file opened for writing", () => File.AppendAllText(b, "more"));
        File.SetAttributes(b, FileAttributes.Normal);
        Console.WriteLine(File.GetAttributes(b) + " " + new FileInfo(b).IsReadOnly);
        Try("writing once it is writable", () => File.AppendAllText(b, "more"));

        Directory.Delete(dir, true);
        Console.WriteLine(Directory.Exists(dir));
    }
}
