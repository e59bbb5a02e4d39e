// Clocks and calendars: DateTime and TimeSpan arithmetic and formatting on fixed dates,
// DateTime.Now/UtcNow (only what does not depend on the moment or the machine's time zone),
// Stopwatch, and Random without a seed (in range).
using System;
using System.Diagnostics;

class Program
{
    static void Main()
    {
        var d = new DateTime(2024, 2, 29, 13, 5, 7, 250);
        Console.WriteLine(d + " | " + d.ToString("yyyy-MM-dd HH:mm:ss.fff") + " | " + d.ToString("dddd, MMMM d") + " | " + d.DayOfYear + " " + d.DayOfWeek);
        Console.WriteLine(d.AddMonths(12).ToString("d") + " " + d.AddDays(-60).ToString("MMM dd") + " " + (d - new DateTime(2000, 1, 1)).TotalDays);
        Console.WriteLine(DateTime.IsLeapYear(2100) + " " + DateTime.DaysInMonth(2023, 2) + " " + d.ToString("o") + " " + d.Ticks);
        var span = TimeSpan.FromMinutes(90) + TimeSpan.FromSeconds(30.5);
        Console.WriteLine(span + " " + span.TotalHours.ToString("F4") + " " + span.ToString(@"hh\:mm") + " " + TimeSpan.FromDays(1.5) + " " + (-span).Duration());
        DateTime utc = DateTime.UtcNow, now = DateTime.Now;
        Console.WriteLine(utc.Kind + " " + now.Kind + " " + (utc.Year >= 2024) + " " + (DateTime.Today <= now));
        var sw = Stopwatch.StartNew();
        long before = Stopwatch.GetTimestamp();
        double sum = 0;
        for (int i = 1; i < 100000; i++) sum += 1.0 / i;
        sw.Stop();
        Console.WriteLine(sum.ToString("F6") + " " + Stopwatch.Frequency + " " + Stopwatch.IsHighResolution + " " + (sw.ElapsedTicks >= 0) + " " + (Stopwatch.GetTimestamp() >= before) + " " + sw.IsRunning);
        var r = new Random();
        int n = r.Next(5, 10);
        Console.WriteLine((n >= 5 && n < 10) + " " + (r.NextDouble() < 1.0));
    }
}
