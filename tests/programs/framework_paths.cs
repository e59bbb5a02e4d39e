// System.IO.Path (pure string work over the platform's separators and temp directory) and
// Environment.OSVersion's platform: what Mono's runtime answers on Linux.
using System; using System.IO;
class P { static void Main() {
  Console.WriteLine(Path.Combine("a", "b", "c.txt") + " " + Path.GetFileName("/x/y/z.cs") + " " + Path.GetExtension("q.tar.gz") + " " + Path.GetFileNameWithoutExtension("/a/b.c"));
  Console.WriteLine(Path.GetDirectoryName("/usr/lib/x.so") + " " + Path.DirectorySeparatorChar + Path.AltDirectorySeparatorChar + Path.PathSeparator + Path.VolumeSeparatorChar + " " + Path.HasExtension("a.b") + " " + Path.IsPathRooted("/a") + " " + Path.ChangeExtension("a.txt", ".md"));
  Console.WriteLine(Environment.OSVersion.Platform + " " + Environment.OSVersion + " " + (Path.GetTempPath().Length > 1) + " " + string.Join("|", "a/b/c".Split(Path.DirectorySeparatorChar)) + " " + Path.GetInvalidFileNameChars().Length);
} }
