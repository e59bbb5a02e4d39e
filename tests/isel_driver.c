/* Test driver for functions compiled from isel's MIR (tests/test_isel.py).
 *
 * Reads commands from stdin, one per line:   NAME RET ARG...
 *   RET: i = int32 result, l = int64, v = void, s = string reference,
 *        d = float64, f = float32 (printed as "d0x<16 hex digits>" / "f0x<8>", or "nan")
 *   ARG: up to 8 signed decimal integers, and up to 8 floats written as bit patterns
 *        "d0x..." (float64) or "f0x..." (float32)
 * looks NAME up with dlsym (link with -rdynamic), calls it with the integer arguments as
 * 8 int64 values (System V: an int32 parameter reads the low half of its register or
 * stack slot; surplus arguments are harmless) and the float ones in xmm0-7 (a float32
 * is the low half of its register), and prints "= RESULT".
 *
 * Also provides the runtime stubs the test functions call. Each checks that the stack
 * was 16-byte aligned at the call (build with -O0 -fno-omit-frame-pointer), and the
 * noreturn thrower longjmps back to the command loop.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <inttypes.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct String {
    void *type;
    int32_t length;
    uint16_t chars[];   /* offset 12 */
} String;

char rt_String_type;
static jmp_buf on_throw;

static void check_align(const char *who) {
    uintptr_t fp = (uintptr_t)__builtin_frame_address(0);   /* rbp == entry rsp - 8 */
    if (fp % 16 != 0) printf("STACK MISALIGNED in %s\n", who);
}

static void print_string(const String *s) {
    if (!s) { fputs("null", stdout); return; }
    if (s->type != &rt_String_type) { fputs("<bad string type>", stdout); return; }
    putchar('"');
    for (int32_t i = 0; i < s->length; i++) {
        uint16_t c = s->chars[i];
        if (c >= 32 && c < 127) putchar(c); else printf("\\u%04x", c);
    }
    putchar('"');
}

void rt_Console_WriteLine_i32(int32_t x) { check_align(__func__); printf("%" PRId32 "\n", x); }
void rt_Console_WriteLine_i64(int64_t x) { check_align(__func__); printf("%" PRId64 "\n", x); }
void rt_Console_WriteLine_string(String *s) { check_align(__func__); print_string(s); putchar('\n'); }

/* mixed 8-argument callee: a + 3b + 5c + ... (wrapping) */
int64_t rt_mix8(int32_t a, int64_t b, int32_t c, int64_t d, int32_t e, int64_t f, int32_t g, int64_t h) {
    check_align(__func__);
    uint64_t r = (uint64_t)(int64_t)a + 3u * (uint64_t)b + 5u * (uint64_t)(int64_t)c + 7u * (uint64_t)d
               + 11u * (uint64_t)(int64_t)e + 13u * (uint64_t)f + 17u * (uint64_t)(int64_t)g
               + 19u * (uint64_t)h;
    return (int64_t)r;
}

/* the mixed float/int callee of t_fp_call: sum of (k+1) * arg_k, left to right in double.
 * 9 floats and 7 integers: the last of each kind goes on the stack. */
double rt_fmix(double a0, int32_t a1, float a2, int64_t a3, double a4, int32_t a5, double a6,
               int64_t a7, double a8, int32_t a9, double a10, int64_t a11, double a12,
               int32_t a13, double a14, float a15, double a16) {
    check_align(__func__);
    double acc = 0.0;
    acc = acc + a0 * 1.0;  acc = acc + (double)a1 * 2.0;  acc = acc + (double)a2 * 3.0;
    acc = acc + (double)a3 * 4.0;  acc = acc + a4 * 5.0;  acc = acc + (double)a5 * 6.0;
    acc = acc + a6 * 7.0;  acc = acc + (double)a7 * 8.0;  acc = acc + a8 * 9.0;
    acc = acc + (double)a9 * 10.0;  acc = acc + a10 * 11.0;  acc = acc + (double)a11 * 12.0;
    acc = acc + a12 * 13.0;  acc = acc + (double)a13 * 14.0;  acc = acc + a14 * 15.0;
    acc = acc + (double)a15 * 16.0;  acc = acc + a16 * 17.0;
    return acc;
}

void rt_throw_DivideByZeroException(void) {
    check_align(__func__);
    printf("throw DivideByZeroException\n");
    longjmp(on_throw, 1);
}

#define ARGS8 int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, \
              double, double, double, double, double, double, double, double
typedef int64_t (*fn8)(ARGS8);
typedef double (*fn8d)(ARGS8);
typedef float (*fn8f)(ARGS8);

static double from_bits(uint64_t bits) { double d; memcpy(&d, &bits, 8); return d; }

static void print_float(char kind, double d, float f) {
    if (kind == 'd' ? d != d : f != f) { puts("= nan"); return; }
    if (kind == 'd') { uint64_t b; memcpy(&b, &d, 8); printf("= d0x%016" PRIx64 "\n", b); }
    else { uint32_t b; memcpy(&b, &f, 4); printf("= f0x%08" PRIx32 "\n", b); }
}

int main(void) {
    char line[4096];
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        char name[256], ret;
        int used = 0;
        if (sscanf(line, "%255s %c%n", name, &ret, &used) != 2) continue;
        int64_t a[8] = {0};
        double x[8] = {0};
        int na = 0, nx = 0;
        char *p = line + used;
        for (;;) {
            while (*p == ' ') p++;
            if (*p == 'd' || *p == 'f') {        /* a float's bits; a float32 in the low half */
                char *end;
                uint64_t bits = strtoull(p + 1, &end, 16);
                if (nx < 8) x[nx++] = from_bits(bits);
                p = end;
                continue;
            }
            char *end;
            long long v = strtoll(p, &end, 10);
            if (end == p) break;
            if (na < 8) a[na++] = v;
            p = end;
        }
        void *sym = dlsym(RTLD_DEFAULT, name);
        if (!sym) { printf("no symbol %s\n", name); return 1; }
        if (setjmp(on_throw)) { printf("= thrown\n"); continue; }
#define CALL(type) ((type)sym)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], \
                                 x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7])
        if (ret == 'd') { print_float('d', CALL(fn8d), 0); continue; }
        if (ret == 'f') { print_float('f', 0, CALL(fn8f)); continue; }
        int64_t r = CALL(fn8);
        switch (ret) {
        case 'i': printf("= %" PRId32 "\n", (int32_t)r); break;
        case 'l': printf("= %" PRId64 "\n", r); break;
        case 's': fputs("= ", stdout); print_string((String *)(intptr_t)r); putchar('\n'); break;
        default: printf("= void\n"); break;
        }
    }
    return 0;
}
