// Exceptions inside loops many times: 200,000 exceptions thrown and caught (each carrying a 1 KiB
// array: 200 MB allocated in all, which the GC must reclaim), thrown from a callee or in the loop
// body, through try/finally, with filters; and a million iterations of try/catch/finally that
// never throw. Checksums only. (bench/exceptions.py measures peak memory over a million throws.)
using System;

class PayloadError : Exception
{
    public int[] Data = new int[256];
    public PayloadError(int i) : base("payload") { Data[i & 255] = i; }
}

class ExceptionsLoopStress
{
    static int Maybe(int i)
    {
        if (i % 3 == 0) throw new PayloadError(i);
        if (i % 3 == 1) throw new InvalidOperationException("odd");
        return i;
    }

    static void Main()
    {
        long sum = 0;
        int caughtPayload = 0, caughtOther = 0, finallies = 0;
        for (int i = 0; i < 150000; i++)
        {
            try
            {
                try { sum += Maybe(i); }
                finally { finallies++; }
            }
            catch (PayloadError e) when (e.Data[i & 255] == i) { caughtPayload++; sum += e.Data[i & 255] & 7; }
            catch (InvalidOperationException e) { caughtOther++; sum += e.Message.Length; }
        }
        Console.WriteLine("sum=" + sum + " payload=" + caughtPayload + " other=" + caughtOther + " finallies=" + finallies);

        int local = 0;
        for (int i = 0; i < 50000; i++)
        {
            try
            {
                if ((i & 1) == 0) throw new PayloadError(i);
                local += 2;
            }
            catch (Exception) { local += 1; }
        }
        Console.WriteLine("local=" + local);

        long quiet = 0;
        for (int i = 0; i < 1000000; i++)
        {
            try
            {
                try { quiet += i & 15; }
                catch (Exception) { quiet = -1; }
            }
            finally { quiet ^= 1; }
        }
        Console.WriteLine("quiet=" + quiet);
    }
}
