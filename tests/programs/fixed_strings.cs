// `fixed (char* p = s)` pins a string and points at its characters (mcs: conv.u of the
// pinned string plus RuntimeHelpers.OffsetToStringData); a null or empty string.
using System;

unsafe class Program {
    static int Sum(string s) {
        int total = 0;
        fixed (char* p = s) {
            if (p == null)
                return -1;
            for (char* c = p; *c != '\0'; c++)
                total += *c;
        }
        return total;
    }

    static void Copy(string s, char[] into) {
        fixed (char* src = s)
        fixed (char* dst = into) {
            for (int i = 0; i < s.Length; i++)
                dst[i] = (char)(src[i] + 1);
        }
    }

    static void Main() {
        Console.WriteLine(Sum("abc"));
        Console.WriteLine(Sum(""));
        Console.WriteLine(Sum(null));
        string s = "HAL";
        char[] buf = new char[3];
        Copy(s, buf);
        Console.WriteLine(new string(buf));
        fixed (char* p = s) {
            char* end = p + s.Length;
            Console.WriteLine((int)(end - p));
            Console.WriteLine(end[-1]);
            Console.WriteLine(*end == '\0');
        }
        string typeName = typeof(int).Name;
        fixed (char* v = typeName) {
            char* tmp = stackalloc char[8];
            for (int i = 0; i < typeName.Length; i++)
                tmp[i] = v[typeName.Length - 1 - i];
            Console.WriteLine(new string(new char[] { tmp[0], tmp[1], tmp[2], tmp[3], tmp[4] }));
        }
    }
}
