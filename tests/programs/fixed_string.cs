// fixed (char* p = s) over strings: mcs pins the string in a local, converts it with conv.u and
// adds RuntimeHelpers.OffsetToStringData; reading chars through p (the terminating NUL
// included), pointer arithmetic, an empty string, a null string (p is null), a literal and
// a string made at run time.
using System;

unsafe class P {
    static int Sum(string s) {
        int total = 0;
        fixed (char* p = s) {
            for (int i = 0; i < s.Length; i++) total += p[i];
        }
        return total;
    }
    static void Main() {
        string s = "Hello, fixed";
        fixed (char* p = s) {
            Console.WriteLine(p[0]);
            Console.WriteLine(p[4]);
            Console.WriteLine((int)p[s.Length]);
            char* q = p + 7;
            Console.WriteLine(*q);
        }
        Console.WriteLine(Sum(s));
        Console.WriteLine(Sum(""));
        string n = null;
        fixed (char* p = n) {
            Console.WriteLine(p == null);
        }
        char[] buf = new char[3];
        fixed (char* p = "abc") {
            for (int i = 0; i < 3; i++) buf[i] = (char)(p[i] - 32);
        }
        Console.WriteLine(new string(buf));
        string made = "x" + 12345.ToString() + "y";
        fixed (char* p = made) {
            int digits = 0;
            for (char* c = p; *c != (char)0; c++) if (*c >= (char)48 && *c <= (char)57) digits++;
            Console.WriteLine(digits + " of " + made.Length);
        }
    }
}
