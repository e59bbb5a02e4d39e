// Console: output and ReadLine go through the runtime (its C functions bind Write and WriteLine of
// single values first); the composite-format overloads format with the framework's
// String.Format. Mono's own Console initialises terminal drivers and encodings.
namespace System
{
    [Cil2Mir.Plug]
    public static class Console
    {
        public static void WriteLine(string format, object arg0) { WriteLine(string.Format(format, arg0)); }
        public static void WriteLine(string format, object arg0, object arg1) { WriteLine(string.Format(format, arg0, arg1)); }
        public static void WriteLine(string format, object arg0, object arg1, object arg2) { WriteLine(string.Format(format, arg0, arg1, arg2)); }
        public static void WriteLine(string format, params object[] arg) { WriteLine(string.Format(format, arg)); }
        public static void Write(string format, object arg0) { Write(string.Format(format, arg0)); }
        public static void Write(string format, object arg0, object arg1) { Write(string.Format(format, arg0, arg1)); }
        public static void Write(string format, object arg0, object arg1, object arg2) { Write(string.Format(format, arg0, arg1, arg2)); }
        public static void Write(string format, params object[] arg) { Write(string.Format(format, arg)); }
        public static void WriteLine(char[] buffer) { WriteLine(new string(buffer)); }
        public static void Write(char[] buffer) { Write(new string(buffer)); }
        public static void WriteLine(char[] buffer, int index, int count) { Write(buffer, index, count); WriteLine(); }

        // Mono's console writer writes nothing for a null buffer or a range outside it (no
        // exception: its errors are swallowed)
        public static void Write(char[] buffer, int index, int count)
        {
            if (buffer != null && index >= 0 && count >= 0 && index <= buffer.Length - count)
                Write(new string(buffer, index, count));
        }
        public static void WriteLine(decimal value) { WriteLine(value.ToString()); }
        public static void Write(decimal value) { Write(value.ToString()); }

        // bound to the runtime (frontend/corelib.py)
        public static void WriteLine() { }
        public static void WriteLine(string value) { }
        public static void Write(string value) { }
        public static void Write(char value) { }
        public static string ReadLine() { return null; }
        public static int Read() { return 0; }

        static System.IO.TextReader stdin;
        static System.IO.TextWriter stdout, stderr;
        public static System.IO.TextReader In { get { return stdin ?? (stdin = new Cil2Mir.StdinReader()); } }
        public static System.IO.TextWriter Out { get { return stdout ?? (stdout = new Cil2Mir.ConsoleWriter(false)); } }
        public static System.IO.TextWriter Error { get { return stderr ?? (stderr = new Cil2Mir.ConsoleWriter(true)); } }
        public static System.Text.Encoding OutputEncoding { get { return Cil2Mir.ConsoleWriter.Current; } }
        public static System.Text.Encoding InputEncoding { get { return Cil2Mir.ConsoleWriter.Current; } }
    }
}

namespace Cil2Mir
{
    // Console.Out and Console.Error: the runtime's stdout (buffered) and stderr, in the
    // console's encoding (UTF-8 or ASCII, as the locale says).
    sealed class ConsoleWriter : System.IO.TextWriter
    {
        readonly bool error;

        public ConsoleWriter(bool error) { this.error = error; }

        internal static System.Text.Encoding Current
        {
            get { return Native.ConsoleIsUtf8() ? new System.Text.UTF8Encoding(false) : System.Text.Encoding.ASCII; }
        }

        public override System.Text.Encoding Encoding { get { return Current; } }

        public override void Write(char value)
        {
            if (error) Native.WriteError(value.ToString()); else System.Console.Write(value);
        }

        public override void Write(string value)
        {
            if (error) Native.WriteError(value); else System.Console.Write(value);
        }

        public override void Write(char[] buffer, int index, int count) { Write(new string(buffer, index, count)); }
    }

    // Console.In: stdin through the runtime's Console.Read, one UTF-16 unit at a time (the
    // framework's TextReader builds ReadToEnd and the block reads on Read).
    sealed class StdinReader : System.IO.TextReader
    {
        int peeked = -2;        // -2: nothing read ahead

        public override int Peek()
        {
            if (peeked == -2) peeked = System.Console.Read();
            return peeked;
        }

        public override int Read()
        {
            int c = Peek();
            peeked = -2;
            return c;
        }

        public override string ReadLine()
        {
            if (Peek() == -1) return null;
            var line = new System.Text.StringBuilder();
            for (int c = Read(); c != -1 && c != '\n'; c = Read())
                if (c != '\r' || Peek() != '\n') line.Append((char)c);
            return line.ToString();
        }
    }
}
