/* Test driver for functions compiled from isel's MIR (tests/test_isel.py).
 *
 * Reads commands from stdin, one per line:   NAME RET ARG...
 *   RET: i = int32 result, l = int64, v = void, s = string reference
 *   ARG: up to 8 signed decimal integers
 * looks NAME up with dlsym (link with -rdynamic), calls it with the arguments as
 * 8 int64 values (System V: an int32 parameter reads the low half of its register or
 * stack slot; surplus arguments are harmless), and prints "= RESULT".
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

void rt_throw_DivideByZeroException(void) {
    check_align(__func__);
    printf("throw DivideByZeroException\n");
    longjmp(on_throw, 1);
}

typedef int64_t (*fn8)(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);

int main(void) {
    char line[4096];
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof line, stdin)) {
        char name[256], ret;
        int used = 0;
        if (sscanf(line, "%255s %c%n", name, &ret, &used) != 2) continue;
        int64_t a[8] = {0};
        char *p = line + used;
        for (int i = 0; i < 8; i++) {
            char *end;
            long long v = strtoll(p, &end, 10);
            if (end == p) break;
            a[i] = v;
            p = end;
        }
        void *sym = dlsym(RTLD_DEFAULT, name);
        if (!sym) { printf("no symbol %s\n", name); return 1; }
        if (setjmp(on_throw)) { printf("= thrown\n"); continue; }
        int64_t r = ((fn8)sym)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
        switch (ret) {
        case 'i': printf("= %" PRId32 "\n", (int32_t)r); break;
        case 'l': printf("= %" PRId64 "\n", r); break;
        case 's': fputs("= ", stdout); print_string((String *)(intptr_t)r); putchar('\n'); break;
        default: printf("= void\n"); break;
        }
    }
    return 0;
}
