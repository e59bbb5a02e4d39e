// An ordinary program that sets Console.OutputEncoding before printing a report with
// non-ASCII text, colours its status lines, asks whether its output is redirected and ends
// with "press any key" (ReadKey). Setting
// an encoding makes new standard streams as Mono does (the encoding's byte order mark first,
// a writer set with SetOut before is dropped; UTF-16 and ASCII too); the colours, title and
// cursor are Mono's with redirected output (black, no effect, zero; no key is read).
using System;
using System.IO;
using System.Text;

class Report
{
    static void Status(string text, ConsoleColor colour)
    {
        Console.ForegroundColor = colour;
        Console.Write("[" + Console.ForegroundColor + "] ");
        Console.ResetColor();
        Console.WriteLine(text);
    }

    static void Main()
    {
        Console.WriteLine("plain start: " + Console.OutputEncoding.WebName + " " + Console.InputEncoding.WebName);
        Console.OutputEncoding = Encoding.UTF8;
        Console.Title = "Inventory";
        Console.WriteLine("encoding: " + Console.OutputEncoding.WebName + ", title [" + Console.Title + "]");
        Console.WriteLine("redirected: out {0} in {1} err {2}", Console.IsOutputRedirected, Console.IsInputRedirected, Console.IsErrorRedirected);
        string[] items = { "Café crème", "Straße", "Ελληνικά", "日本語", "emoji 😀" };
        decimal[] prices = { 3.5m, 12m, 7.25m, 1000m, 0.99m };
        Console.WriteLine("┌──────────────┬──────────┐");
        for (int i = 0; i < items.Length; i++)
            Console.WriteLine("│ {0,-12} │ {1,8:F2} │", items[i], prices[i]);
        Console.WriteLine("└──────────────┴──────────┘");
        Status("all items priced", ConsoleColor.Green);
        Console.BackgroundColor = ConsoleColor.DarkRed;
        Status("one item over budget", ConsoleColor.Yellow);
        Console.CancelKeyPress += (sender, e) => { e.Cancel = true; Console.WriteLine("interrupted"); };
        Console.SetWindowSize(100, 40);
        Console.WriteLine("cursor {0},{1} window {2}x{3} largest {4} ctrl-c as input {5} caps {6}", Console.CursorLeft, Console.CursorTop,
                          Console.WindowWidth, Console.WindowHeight, Console.LargestWindowWidth, Console.TreatControlCAsInput, Console.CapsLock);
        try { Console.ForegroundColor = (ConsoleColor)42; }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }

        Console.OutputEncoding = Encoding.Unicode;
        Console.WriteLine("utf-16: é " + 1.5);
        Console.OutputEncoding = Encoding.ASCII;
        Console.WriteLine("ascii: é€ " + Console.OutputEncoding.WebName);
        var captured = new StringWriter();
        Console.SetOut(captured);
        Console.WriteLine("captured");
        Console.OutputEncoding = new UTF8Encoding(false);
        Console.WriteLine("after reset: captured {0} chars, Out is the StringWriter: {1}", captured.ToString().Length, Console.Out == captured);
        Console.Error.WriteLine("done");
        Console.Write("Press any key to exit... ");
        ConsoleKeyInfo key = Console.ReadKey(true);
        Console.WriteLine("got [{0}] char {1} modifiers {2}", key.Key, (int)key.KeyChar, key.Modifiers);
        Console.Beep();
        try { Console.Beep(20, 100); }
        catch (ArgumentOutOfRangeException e) { Console.WriteLine(e.Message); }
    }
}
