// Console.OpenStandardOutput/Error/Input: StreamWriters over stdout with AutoFlush and with
// Flush, raw Write/WriteByte, interleaved with Console.Write (the order is the order of the
// writes that reach the stream), a writer never flushed (its text is lost, as in Mono), a
// StreamReader over stdin (empty here; tests/test_plugs.py feeds it input), and the errors of
// a console stream (reading stdout, writing stdin, bad ranges, seeking, after Dispose).
using System;
using System.IO;
using System.Text;

class ConsoleStandardStreams
{
    static void Report(Action a)
    {
        try { a(); Console.WriteLine("no exception"); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
    }

    static void Main()
    {
        Console.WriteLine("start");
        var auto = new StreamWriter(Console.OpenStandardOutput());
        auto.AutoFlush = true;
        auto.WriteLine("auto 1 \u00e9\u20ac");
        Console.WriteLine("console 2");
        auto.Write("auto 3; ");
        Console.Write("console 4\n");
        var manual = new StreamWriter(Console.OpenStandardOutput(), Encoding.UTF8, 16);
        manual.WriteLine("manual 5 (held by the writer until its Flush)");
        Console.WriteLine("console 6");
        manual.Flush();
        Stream raw = Console.OpenStandardOutput(256);
        byte[] bytes = Encoding.ASCII.GetBytes("raw 7\n");
        raw.Write(bytes, 0, bytes.Length);
        raw.Write(bytes, 4, 2);
        raw.WriteByte((byte)'!');
        raw.WriteByte((byte)'\n');
        raw.Flush();
        Console.WriteLine(raw.CanRead + " " + raw.CanWrite + " " + Console.OpenStandardInput().CanRead);

        var reader = new StreamReader(Console.OpenStandardInput());
        Console.WriteLine((reader.ReadLine() == null) + " " + reader.ReadToEnd().Length + " " + Console.OpenStandardInput().ReadByte());

        Report(() => raw.Read(new byte[4], 0, 4));
        Report(() => Console.OpenStandardInput().Write(new byte[4], 0, 4));
        Report(() => raw.Write(null, 0, 1));
        Report(() => raw.Write(new byte[2], 1, 2));
        Report(() => raw.Write(new byte[2], -1, 1));
        Report(() => raw.Write(new byte[2], 0, -1));
        Report(() => raw.Write(new byte[2], 2, 0));
        Report(() => { long n = raw.Length; });
        Report(() => raw.Seek(0, SeekOrigin.Begin));
        Report(() => Console.OpenStandardOutput(-1));
        raw.Dispose();
        Report(() => raw.WriteByte(1));
        Console.WriteLine(raw.CanWrite);
        var err = new StreamWriter(Console.OpenStandardError());
        err.WriteLine("to stderr");
        err.Flush();
        Console.WriteLine("end");
        manual.Write("never flushed");
        auto.Write("auto last");
    }
}
