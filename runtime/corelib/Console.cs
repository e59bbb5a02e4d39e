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
        // Mono's writes a null argument array's format as it is, unformatted
        public static void WriteLine(string format, params object[] arg) { WriteLine(arg == null ? format : string.Format(format, arg)); }
        public static void Write(string format, object arg0) { Write(string.Format(format, arg0)); }
        public static void Write(string format, object arg0, object arg1) { Write(string.Format(format, arg0, arg1)); }
        public static void Write(string format, object arg0, object arg1, object arg2) { Write(string.Format(format, arg0, arg1, arg2)); }
        public static void Write(string format, params object[] arg) { Write(arg == null ? format : string.Format(format, arg)); }
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

        // Bound to the runtime (frontend/corelib.py, CONSOLE_STREAM_MEMBERS) unless the program
        // sets a standard stream: then these run, through Out and In as Mono's do.
        public static void WriteLine() { Out.WriteLine(); }
        public static void WriteLine(bool value) { Out.WriteLine(value); }
        public static void Write(bool value) { Out.Write(value); }
        public static void WriteLine(char value) { Out.WriteLine(value); }
        public static void Write(char value) { Out.Write(value); }
        public static void WriteLine(int value) { Out.WriteLine(value); }
        public static void Write(int value) { Out.Write(value); }
        public static void WriteLine(uint value) { Out.WriteLine(value); }
        public static void Write(uint value) { Out.Write(value); }
        public static void WriteLine(long value) { Out.WriteLine(value); }
        public static void Write(long value) { Out.Write(value); }
        public static void WriteLine(ulong value) { Out.WriteLine(value); }
        public static void Write(ulong value) { Out.Write(value); }
        public static void WriteLine(float value) { Out.WriteLine(value); }
        public static void Write(float value) { Out.Write(value); }
        public static void WriteLine(double value) { Out.WriteLine(value); }
        public static void Write(double value) { Out.Write(value); }
        public static void WriteLine(object value) { Out.WriteLine(value); }
        public static void Write(object value) { Out.Write(value); }
        public static void WriteLine(string value) { Out.WriteLine(value); }
        public static void Write(string value) { Out.Write(value); }
        public static string ReadLine() { return In.ReadLine(); }
        public static int Read() { return In.Read(); }

        static System.IO.TextReader stdin;
        static System.IO.TextWriter stdout, stderr;
        public static System.IO.TextReader In { get { return stdin ?? (stdin = new Cil2Mir.StdinReader()); } }
        public static System.IO.TextWriter Out { get { return stdout ?? (stdout = new Cil2Mir.ConsoleWriter(false)); } }
        public static System.IO.TextWriter Error { get { return stderr ?? (stderr = new Cil2Mir.ConsoleWriter(true)); } }
        public static void SetOut(System.IO.TextWriter newOut)
        {
            if (newOut == null) Cil2Mir.Raise.ArgumentNull("Value cannot be null.\nParameter name: newOut");
            stdout = System.IO.TextWriter.Synchronized(newOut);
        }
        public static void SetError(System.IO.TextWriter newError)
        {
            if (newError == null) Cil2Mir.Raise.ArgumentNull("Value cannot be null.\nParameter name: newError");
            stderr = System.IO.TextWriter.Synchronized(newError);
        }
        public static void SetIn(System.IO.TextReader newIn)
        {
            if (newIn == null) Cil2Mir.Raise.ArgumentNull("Value cannot be null.\nParameter name: newIn");
            stdin = System.IO.TextReader.Synchronized(newIn);
        }
        public static System.IO.Stream OpenStandardInput() { return new Cil2Mir.ConsoleStream(0); }
        public static System.IO.Stream OpenStandardOutput() { return new Cil2Mir.ConsoleStream(1); }
        public static System.IO.Stream OpenStandardError() { return new Cil2Mir.ConsoleStream(2); }
        public static System.IO.Stream OpenStandardInput(int bufferSize) { return Cil2Mir.ConsoleStream.Open(0, bufferSize); }
        public static System.IO.Stream OpenStandardOutput(int bufferSize) { return Cil2Mir.ConsoleStream.Open(1, bufferSize); }
        public static System.IO.Stream OpenStandardError(int bufferSize) { return Cil2Mir.ConsoleStream.Open(2, bufferSize); }

        public static bool IsInputRedirected { get { return Cil2Mir.Native.IsRedirected(0); } }
        public static bool IsOutputRedirected { get { return Cil2Mir.Native.IsRedirected(1); } }
        public static bool IsErrorRedirected { get { return Cil2Mir.Native.IsRedirected(2); } }

        // The terminal's state is Mono's null console driver's, the one it has when the output
        // is redirected (or TERM is dumb): colours are black and their setters change nothing,
        // the window and cursor are at 0, the title is empty, no key is read or waited for, and
        // Ctrl+C ends the process without raising CancelKeyPress.
        public static ConsoleColor ForegroundColor { get { return ConsoleColor.Black; } set { CheckColor(value); } }
        public static ConsoleColor BackgroundColor { get { return ConsoleColor.Black; } set { CheckColor(value); } }
        public static void ResetColor() { }
        public static void Clear() { }
        public static string Title { get { return string.Empty; } set { } }
        public static int CursorLeft { get { return 0; } set { } }
        public static int CursorTop { get { return 0; } set { } }
        public static bool CursorVisible { get { return false; } set { } }
        public static void SetCursorPosition(int left, int top) { }
        public static int WindowWidth { get { return 0; } set { } }
        public static int WindowHeight { get { return 0; } set { } }
        public static int BufferWidth { get { return 0; } set { } }
        public static int BufferHeight { get { return 0; } set { } }
        public static int CursorSize { get { return 0; } set { } }
        public static int WindowLeft { get { return 0; } set { } }
        public static int WindowTop { get { return 0; } set { } }
        public static int LargestWindowWidth { get { return 0; } }
        public static int LargestWindowHeight { get { return 0; } }
        public static void SetWindowSize(int width, int height) { }
        public static void SetWindowPosition(int left, int top) { }
        public static void SetBufferSize(int width, int height) { }
        public static void MoveBufferArea(int sourceLeft, int sourceTop, int sourceWidth, int sourceHeight, int targetLeft, int targetTop) { }
        public static bool CapsLock { get { return false; } }
        public static bool NumberLock { get { return false; } }
        public static bool TreatControlCAsInput { get { return false; } set { } }
        public static event ConsoleCancelEventHandler CancelKeyPress;
        public static bool KeyAvailable { get { return false; } }
        public static ConsoleKeyInfo ReadKey() { return default(ConsoleKeyInfo); }
        public static ConsoleKeyInfo ReadKey(bool intercept) { return default(ConsoleKeyInfo); }
        public static void Beep() { }

        public static void Beep(int frequency, int duration)
        {
            if (frequency < 37 || frequency > 32767)
                Cil2Mir.Raise.ArgumentOutOfRange("Specified argument was out of the range of valid values.\nParameter name: frequency");
            else if (duration <= 0)
                Cil2Mir.Raise.ArgumentOutOfRange("Specified argument was out of the range of valid values.\nParameter name: duration");
        }

        static void CheckColor(ConsoleColor value)
        {
            if (value < ConsoleColor.Black || value > ConsoleColor.White)
                Cil2Mir.Raise.ArgumentOutOfRange("Not a ConsoleColor value.\nParameter name: value");
        }

        // Setting an encoding makes new standard streams in the encodings, as Mono does when
        // they are redirected: writers that flush at once (with the encoding's byte order mark
        // first), and the writers set before are dropped. Console's members then go through
        // them (frontend/corelib.py, CONSOLE_STREAM_SETTERS).
        static System.Text.Encoding inputEncoding, outputEncoding;
        public static System.Text.Encoding OutputEncoding
        {
            get { return outputEncoding ?? Cil2Mir.ConsoleWriter.Current; }
            set { outputEncoding = value; SetupStreams(); }
        }
        public static System.Text.Encoding InputEncoding
        {
            get { return inputEncoding ?? Cil2Mir.ConsoleWriter.Current; }
            set { inputEncoding = value; SetupStreams(); }
        }

        static void SetupStreams()
        {
            stdin = System.IO.TextReader.Synchronized(new System.IO.StreamReader(new Cil2Mir.ConsoleStream(0), InputEncoding));
            stdout = EncodingWriter(1);
            stderr = EncodingWriter(2);
        }

        static System.IO.TextWriter EncodingWriter(int fd)
        {
            var writer = new System.IO.StreamWriter(new Cil2Mir.ConsoleStream(fd), OutputEncoding);
            writer.AutoFlush = true;
            return System.IO.TextWriter.Synchronized(writer);
        }
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

        // Console.WriteLine's runtime functions end their lines with what is set here too
        public override string NewLine
        {
            get { return base.NewLine; }
            set
            {
                base.NewLine = value;
                if (!error) Native.SetNewLine(base.NewLine);
            }
        }

        public override void Write(char value)
        {
            if (error) Native.WriteError(value.ToString()); else Native.Write(value.ToString());
        }

        public override void Write(string value)
        {
            if (error) Native.WriteError(value); else Native.Write(value);
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
            if (peeked == -2) peeked = Native.Read();
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

namespace Cil2Mir
{
    // The streams of Console.OpenStandardInput/Output/Error: the bytes of stdin, stdout and
    // stderr as they are, unbuffered like Mono's (its are FileStreams over the handles, of
    // buffer size 0): what is written to stdout comes out in order with Console's output.
    // Errors as Mono's FileStream raises them.
    sealed class ConsoleStream : System.IO.Stream
    {
        readonly int fd;
        bool closed;

        public ConsoleStream(int fd) { this.fd = fd; }

        internal static ConsoleStream Open(int fd, int bufferSize) { return new ConsoleStream(fd); }

        public override bool CanRead { get { return !closed && fd == 0; } }
        public override bool CanWrite { get { return !closed && fd != 0; } }
        public override bool CanSeek { get { return false; } }
        public override long Length { get { Unseekable(); return 0; } }
        public override long Position { get { Unseekable(); return 0; } set { Unseekable(); } }
        public override long Seek(long offset, System.IO.SeekOrigin origin) { Unseekable(); return 0; }
        public override void SetLength(long value) { Unseekable(); }
        public override void Flush() { }

        public override unsafe int Read(byte[] buffer, int offset, int count)
        {
            if (!Usable(CanRead, "Stream does not support reading", buffer, offset, count) || count == 0) return 0;
            fixed (byte* p = buffer) return ConsoleBytes.Read(p + offset, count);
        }

        public override int ReadByte()
        {
            var one = new byte[1];
            return Read(one, 0, 1) == 0 ? -1 : one[0];
        }

        public override unsafe void Write(byte[] buffer, int offset, int count)
        {
            if (!Usable(CanWrite, "Stream does not support writing", buffer, offset, count) || count == 0) return;
            fixed (byte* p = buffer) ConsoleBytes.Write(fd, p + offset, count);
        }

        public override void WriteByte(byte value) { Write(new byte[] { value }, 0, 1); }

        protected override void Dispose(bool disposing)
        {
            closed = true;
            base.Dispose(disposing);
        }

        static bool Usable(bool can, string cannot, byte[] buffer, int offset, int count)
        {
            if (!can) Raise.NotSupported(cannot);
            else if (buffer == null) Raise.ArgumentNull("Value cannot be null.\nParameter name: array");
            else if (offset < 0) Raise.ArgumentOutOfRange("< 0\nParameter name: offset");
            else if (count < 0) Raise.ArgumentOutOfRange("< 0\nParameter name: count");
            else if (offset > buffer.Length - count) Raise.Argument("Reading would overrun buffer");
            else return true;
            return false;
        }

        static void Unseekable() { Raise.NotSupported("The stream does not support seeking"); }
    }

    static class ConsoleBytes
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern unsafe int Read(byte* buffer, int count);
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.InternalCall)]
        internal static extern unsafe void Write(int fd, byte* buffer, int count);
    }
}
