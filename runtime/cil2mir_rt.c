/* cil2mir C runtime: process entry, console output with Mono's formatting, exception stubs.
 *
 * Console output goes through one big buffer (written with fwrite when full, at exit, and
 * before anything is printed to stderr), because compiled programs print a lot and a
 * write(2) per WriteLine would dominate their run time.
 *
 * Text is UTF-16, like .NET. The console's encoding is Mono's choice: UTF-8 when the locale's
 * character set (LC_ALL, LC_CTYPE, LANG) is UTF-8, ASCII otherwise (LC_ALL=C, or a locale that
 * is not installed), where every unit above 0x7F is written as '?' and every byte above 0x7F
 * read becomes '?'. UTF-8 is encoded the way Mono's Console.Out does it: the encoder is
 * stateful, so a high surrogate written alone waits for the next code unit
 * (Write('\uD83D'); Write('\uDE00') prints one emoji); an unpaired surrogate becomes U+FFFD;
 * a high surrogate still pending at exit is dropped. */
#define _GNU_SOURCE /* REG_RSP */
#include "cil2mir_internal.h"

#include <gc.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

/* ---- buffered stdout ------------------------------------------------------------------- */

#define OUT_CAPACITY (1 << 16)
static char out_buf[OUT_CAPACITY];
static size_t out_len;
static uint32_t pending_high; /* a high surrogate waiting for its low half, or 0 */
static int console_ascii;     /* the console's encoding is ASCII, not UTF-8 (main sets it) */

/* A UTF-16 unit or a byte in the ASCII console encoding: itself, or '?' above 0x7F. */
static uint32_t to_ascii(uint32_t c) { return c < 0x80 ? c : '?'; }

/* The locale's character set, as Mono reads it (setlocale from the environment, then
 * nl_langinfo); LC_CTYPE goes back to "C" so that nothing else in the runtime changes. */
static int locale_is_utf8(void) {
    int utf8 = setlocale(LC_CTYPE, "") && strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    setlocale(LC_CTYPE, "C");
    return utf8;
}

void rt_flush_stdout(void) {
    if (out_len) {
        fwrite(out_buf, 1, out_len, stdout);
        out_len = 0;
    }
    fflush(stdout);
}

static void out_bytes(const char *p, size_t n) {
    if (out_len + n > OUT_CAPACITY) {
        rt_flush_stdout();
        if (n > OUT_CAPACITY) {
            fwrite(p, 1, n, stdout);
            return;
        }
    }
    memcpy(out_buf + out_len, p, n);
    out_len += n;
}

static void out_byte(char c) {
    if (out_len == OUT_CAPACITY) rt_flush_stdout();
    out_buf[out_len++] = c;
}

int rt_utf8_encode(uint32_t cp, char out[4]) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

uint32_t rt_code_point_at(const String *s, int32_t *i) {
    uint32_t c = s->chars[(*i)++];
    if (c >= 0xD800 && c < 0xDC00 && *i < s->length && s->chars[*i] >= 0xDC00 && s->chars[*i] < 0xE000)
        return 0x10000 + ((c - 0xD800) << 10) + (s->chars[(*i)++] - 0xDC00u);
    return c >= 0xD800 && c < 0xE000 ? 0xFFFD : c;
}

static void out_code_point(uint32_t cp) {
    if (cp < 0x80) {
        out_byte((char)cp);
        return;
    }
    char b[4];
    out_bytes(b, (size_t)rt_utf8_encode(cp, b));
}

/* One UTF-16 code unit through the stateful encoder. */
static void out_utf16(uint32_t u) {
    u &= 0xFFFF;
    if (console_ascii) {
        out_byte((char)to_ascii(u));
        return;
    }
    if (pending_high) {
        uint32_t high = pending_high;
        pending_high = 0;
        if (u >= 0xDC00 && u <= 0xDFFF) {
            out_code_point(0x10000 + ((high - 0xD800) << 10) + (u - 0xDC00));
            return;
        }
        out_code_point(0xFFFD);
    }
    if (u >= 0xD800 && u <= 0xDBFF)
        pending_high = u;
    else if (u >= 0xDC00 && u <= 0xDFFF)
        out_code_point(0xFFFD);
    else
        out_code_point(u);
}

/* ASCII text (numbers, True/False, newline) still goes through the encoder state. */
static void out_ascii(const char *p, size_t n) {
    if (pending_high) {
        pending_high = 0;
        out_code_point(0xFFFD);
    }
    out_bytes(p, n);
}

/* Console.Out's NewLine, when the program has set one other than "\n" (ConsoleWriter in
 * runtime/corelib/Console.cs): Console.WriteLine ends its lines with it, as Mono's writer does. */
static const String *stdout_newline;

void rt_Console_SetNewLine(const String *newline) {
    stdout_newline = newline && !(newline->length == 1 && newline->chars[0] == '\n') ? newline : NULL;
}

static void out_newline(void) {
    if (stdout_newline) rt_out_string(stdout_newline);
    else out_ascii("\n", 1);
}

size_t rt_format_u64(char *buf, uint64_t v, int negative) {
    char b[21];
    char *p = b + sizeof b;
    do {
        *--p = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (negative) *--p = '-';
    size_t n = (size_t)(b + sizeof b - p);
    memcpy(buf, p, n);
    return n;
}

size_t rt_format_i64(char *buf, int64_t v) {
    /* Negate in unsigned arithmetic so INT64_MIN works. */
    return v < 0 ? rt_format_u64(buf, 0 - (uint64_t)v, 1) : rt_format_u64(buf, (uint64_t)v, 0);
}

static void out_u64(uint64_t v, int negative) {
    char b[24];
    out_ascii(b, rt_format_u64(b, v, negative));
}

static void out_i64(int64_t v) {
    char b[24];
    out_ascii(b, rt_format_i64(b, v));
}

static void out_bool(int32_t v) {
    if (v)
        out_ascii("True", 4);
    else
        out_ascii("False", 5);
}

void rt_out_string(const String *s) {
    if (!s) return; /* Console.Write((string)null) prints nothing */
    for (int32_t i = 0; i < s->length; i++) out_utf16(s->chars[i]);
}

/* Mono 6.8's double.ToString() / float.ToString() ("G" with 15 / 7 digits, the float widened
 * to double first), following its corefx Number.DoubleToNumber for Unix and FormatGeneral:
 *  - the digits come from snprintf("%.40e") (41 correctly rounded significant digits) and are
 *    cut to `precision` digits, rounding half up on the next digit alone; so exact ties round
 *    away from zero (1234567890123445.0 -> 1.23456789012345E+15, printf would give ...344);
 *  - trailing zeros are dropped; zero prints "0" whatever its sign, NaN prints "NaN" whatever
 *    its sign;
 *  - with scale = decimal exponent + 1 after rounding, the layout is scientific when
 *    scale > precision or scale < -3 (1E+15, 100000000000000, 0.0001, 1E-05), with "E",
 *    the exponent's sign always, and at least two exponent digits. */
size_t rt_format_float(char *b, double v, int precision) {
    if (isnan(v)) {
        memcpy(b, "NaN", 3);
        return 3;
    }
    if (isinf(v)) {
        if (v < 0) {
            memcpy(b, "-Infinity", 9);
            return 9;
        }
        memcpy(b, "Infinity", 8);
        return 8;
    }
    if (v == 0) {
        b[0] = '0';
        return 1;
    }
    /* "d.<40 digits>e<sign><exponent>": digit k (k >= 1) is at index k + 1. */
    char e40[64];
    snprintf(e40, sizeof e40, "%.40e", fabs(v));
    char digits[20];
    digits[0] = e40[0];
    for (int k = 1; k < precision; k++) digits[k] = e40[k + 1];
    int scale = atoi(e40 + 43) + 1;
    if (e40[precision + 1] >= '5') {
        int k = precision - 1;
        while (k > 0 && digits[k] == '9') digits[k--] = '0';
        if (digits[k] == '9') { /* k == 0: 99..9 -> 10..0 */
            digits[0] = '1';
            scale++;
        } else {
            digits[k]++;
        }
    }
    int n = precision;
    while (n > 1 && digits[n - 1] == '0') n--;

    char *p = b;
    if (v < 0) *p++ = '-';
    if (scale > precision || scale < -3) {
        *p++ = digits[0];
        if (n > 1) {
            *p++ = '.';
            memcpy(p, digits + 1, (size_t)(n - 1));
            p += n - 1;
        }
        int e = scale - 1;
        *p++ = 'E';
        *p++ = e < 0 ? '-' : '+';
        if (e < 0) e = -e;
        if (e >= 100) *p++ = (char)('0' + e / 100);
        *p++ = (char)('0' + e / 10 % 10);
        *p++ = (char)('0' + e % 10);
    } else if (scale > 0) {
        for (int k = 0; k < scale; k++) *p++ = k < n ? digits[k] : '0';
        if (n > scale) {
            *p++ = '.';
            memcpy(p, digits + scale, (size_t)(n - scale));
            p += n - scale;
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        for (int k = scale; k < 0; k++) *p++ = '0';
        memcpy(p, digits, (size_t)n);
        p += n;
    }
    return (size_t)(p - b);
}

static void out_float(double v, int precision) {
    char b[RT_FLOAT_BUF];
    out_ascii(b, rt_format_float(b, v, precision));
}

/* ---- System.Console --------------------------------------------------------------------- */

void rt_Console_WriteLine_void(void) { out_newline(); }
void rt_Console_Write_i32(int32_t v) { out_i64(v); }
void rt_Console_Write_u32(uint32_t v) { out_u64(v, 0); }
void rt_Console_Write_i64(int64_t v) { out_i64(v); }
void rt_Console_Write_u64(uint64_t v) { out_u64(v, 0); }
void rt_Console_Write_bool(int32_t v) { out_bool(v); }
void rt_Console_Write_char(int32_t v) { out_utf16((uint32_t)v); }
void rt_Console_Write_string(const String *s) { rt_out_string(s); }
void rt_Console_Write_f64(double v) { out_float(v, 15); }
void rt_Console_Write_f32(float v) { out_float(v, 7); }
void rt_Console_WriteLine_i32(int32_t v) { out_i64(v); out_newline(); }
void rt_Console_WriteLine_u32(uint32_t v) { out_u64(v, 0); out_newline(); }
void rt_Console_WriteLine_i64(int64_t v) { out_i64(v); out_newline(); }
void rt_Console_WriteLine_u64(uint64_t v) { out_u64(v, 0); out_newline(); }
void rt_Console_WriteLine_bool(int32_t v) { out_bool(v); out_newline(); }
void rt_Console_WriteLine_char(int32_t v) { out_utf16((uint32_t)v); out_newline(); }
void rt_Console_WriteLine_string(const String *s) { rt_out_string(s); out_newline(); }

static String *string_from_ascii(const char *text, size_t n) {
    String *s = rt_String_new((int32_t)n);
    for (size_t i = 0; i < n; i++) s->chars[i] = (uint16_t)to_ascii((unsigned char)text[i]);
    return s;
}

/* Console.ReadLine: the next line of stdin without its "\n" or "\r\n", decoded from the
 * console's encoding; null at the end of the input. What was written before is flushed
 * first (a prompt shows). */
String *rt_Console_ReadLine(void) {
    rt_flush_stdout();
    char *line = NULL;
    size_t capacity = 0;
    ssize_t n = getline(&line, &capacity, stdin);
    if (n < 0) {
        free(line);
        return NULL;
    }
    if (n > 0 && line[n - 1] == '\n') line[--n] = 0;
    if (n > 0 && line[n - 1] == '\r') line[--n] = 0;
    String *s = console_ascii ? string_from_ascii(line, (size_t)n) : rt_string_from_utf8(line);
    free(line);
    return s;
}
void rt_Console_WriteLine_f64(double v) { out_float(v, 15); out_newline(); }
void rt_Console_WriteLine_f32(float v) { out_float(v, 7); out_newline(); }

/* ---- exceptions ---------------------------------------------------------------------------- */

/* Mono's text for an unhandled exception, minus the stack trace we do not have. Only for the
 * fatal cases (see cil2mir_internal.h); exceptions go through rt_unhandled_exception. */
void rt_unhandled(const char *type, const char *message) {
    rt_flush_stdout();
    fprintf(stderr, "\nUnhandled Exception:\n%s: %s\n[ERROR] FATAL UNHANDLED EXCEPTION: %s: %s\n",
            type, message, type, message);
    fflush(stderr);
    exit(1);
}

/* UTF-16 -> the console's encoding on stderr (unpaired surrogates become U+FFFD in UTF-8);
 * null prints nothing. */
static void err_string(const String *s) {
    for (int32_t i = 0; s && i < s->length;) {
        if (console_ascii) {
            fputc((int)to_ascii(s->chars[i]), stderr);
            i++;
            continue;
        }
        char b[4];
        fwrite(b, 1, (size_t)rt_utf8_encode(rt_code_point_at(s, &i), b), stderr);
    }
}

/* Console.Error: what was written to stdout goes out first. */
void rt_Console_WriteError(const String *s) {
    rt_flush_stdout();
    err_string(s);
    fflush(stderr);
}

int32_t rt_Console_IsUtf8(void) { return !console_ascii; }

int32_t rt_Console_IsRedirected(int32_t fd) { return !isatty(fd); }

/* The streams of Console.OpenStandardOutput and OpenStandardError write bytes as they are:
 * stdout's into the console's buffer, so that they come out in order with Console.Write's. */
void rt_Console_WriteBytes(int32_t fd, const uint8_t *bytes, int32_t count) {
    if (fd == 1) {
        out_bytes((const char *)bytes, (size_t)count);
        return;
    }
    rt_flush_stdout();
    fwrite(bytes, 1, (size_t)count, stderr);
    fflush(stderr);
}

/* The stream of Console.OpenStandardInput: up to `count` bytes of stdin (at least one; what is
 * already buffered beyond it, without waiting for more), 0 at the end. Console's output is
 * written first (a prompt before a read). */
int32_t rt_Console_ReadBytes(uint8_t *bytes, int32_t count) {
    rt_flush_stdout();
    if (count <= 0) return 0;
    int c = getchar();
    if (c == EOF) return 0;
    bytes[0] = (uint8_t)c;
    int32_t n = 1;
#ifdef __GLIBC__
    while (n < count && stdin->_IO_read_ptr < stdin->_IO_read_end) bytes[n++] = (uint8_t)*stdin->_IO_read_ptr++;
#endif
    return n;
}

/* The exception raised last, until the next rt_eh_route: a raise starts a new flight, and
 * the marks an earlier flight of the same object left on frames no longer hold. */
static Object *fresh;

/* ---- stack traces (frontend/stacktrace.py) ------------------------------------------------
 * A thrown Exception's trace lists the frames it met, each a site of a method's frames table;
 * System.Exception declares the field holding it third, after _message and _innerException
 * (runtime/corelib/Exception.cs). Null: never thrown. */
typedef struct { const char *method, *mvid, *assembly; int32_t il[]; } RtFrameSites;
typedef struct { const RtFrameSites *sites; int64_t k; } RtTraceFrame;
typedef struct { int64_t n, cap; RtTraceFrame frames[]; } RtTrace;

/* Whether e is a System.Exception (IL may throw any object). */
static int is_exception(const Object *e) {
    return e && rt_is_assignable(e->type, (const TypeDesc *)(intptr_t)cil2mir_exception_types[1 + RT_Exception]);
}

static RtTrace **trace_of(Object *e) {
    if (!is_exception(e))
        return NULL;
    return (RtTrace **)((char *)e + cil2mir_exception_types[0] + 2 * sizeof(void *));
}

static void trace_start(Object *e) {
    RtTrace **t = trace_of(e);
    if (!t) return;
    *t = GC_MALLOC_ATOMIC(sizeof(RtTrace) + 8 * sizeof(RtTraceFrame));   /* (static data only) */
    **t = (RtTrace){0, 8};          /* (atomic memory is not cleared) */
}

void rt_trace(const void *sites, int32_t k) {
    RtTrace **slot = trace_of(cil2mir_pending_exception), *t = slot ? *slot : NULL;
    if (!t) return;
    if (t->n == t->cap) {
        RtTrace *grown = GC_MALLOC_ATOMIC(sizeof(RtTrace) + (size_t)(2 * t->cap) * sizeof(RtTraceFrame));
        memcpy(grown, t, sizeof(RtTrace) + (size_t)t->n * sizeof(RtTraceFrame));
        grown->cap = 2 * t->cap;
        *slot = t = grown;
    }
    t->frames[t->n++] = (RtTraceFrame){(const RtFrameSites *)sites, k};
}

/* Exception.StackTrace as Mono writes it without debug symbols; null if never thrown. */
String *rt_Exception_StackTrace(Object *e) {
    RtTrace **slot = trace_of(e), *t = slot ? *slot : NULL;
    if (!t) return NULL;
    size_t size = 1;
    for (int64_t i = 0; i < t->n; i++)
        size += strlen(t->frames[i].sites->method) + strlen(t->frames[i].sites->mvid) + 40;
    char *text = GC_MALLOC_ATOMIC(size), *p = text;
    *p = 0;
    for (int64_t i = 0; i < t->n; i++) {
        const RtFrameSites *s = t->frames[i].sites;
        p += sprintf(p, "%s  at %s [0x%05x] in <%s>:0 ", i ? "\n" : "", s->method,
                     (unsigned)s->il[t->frames[i].k], s->mvid);
    }
    return rt_string_from_utf8(text);
}

/* Exception.Source's default, as Mono's: the name of the assembly of the method of the
 * exception's first frame; null for an exception never thrown. */
String *rt_Exception_Source(Object *e) {
    RtTrace **slot = trace_of(e), *t = slot ? *slot : NULL;
    return t && t->n ? rt_string_from_utf8(t->frames[0].sites->assembly) : NULL;
}

void rt_raise(enum RtException kind, const char *message) {
    Object *e = rt_alloc((const TypeDesc *)(intptr_t)cil2mir_exception_types[1 + kind]);
    if (message) *(String **)((char *)e + cil2mir_exception_types[0]) = rt_string_from_utf8(message);
    cil2mir_pending_exception = fresh = e;
    trace_start(e);
}

/* A thrown object that is not an Exception (IL can throw any object) inside a new
 * RuntimeWrappedException, or e itself. */
static Object *wrapped(Object *e) {
    if (!e || is_exception(e))
        return e;
    Object *pending = cil2mir_pending_exception, *flight = fresh; /* made, not raised */
    rt_raise(RT_RuntimeWrappedException,
             "An object that does not derive from System.Exception has been wrapped in a RuntimeWrappedException.");
    Object *w = cil2mir_pending_exception;
    cil2mir_pending_exception = pending;
    fresh = flight;
    *(Object **)((char *)w + cil2mir_exception_types[1 + RT_EXCEPTION_COUNT]) = e;
    return w;
}

/* The corelib's ThrowHelper: raise an exception with a message made by managed code. */
static void raise_message(enum RtException kind, String *message) {
    rt_raise(kind, NULL);
    *(String **)((char *)cil2mir_pending_exception + cil2mir_exception_types[0]) = message;
}

void rt_throw_InvalidOperationException_message(String *message) {
    raise_message(RT_InvalidOperationException, message);
}

void rt_throw_ArgumentException_message(String *message) {
    raise_message(RT_ArgumentException, message);
}

void rt_throw_ArgumentNullException_message(String *message) {
    raise_message(RT_ArgumentNullException, message);
}

void rt_throw_ArgumentOutOfRangeException_message(String *message) {
    raise_message(RT_ArgumentOutOfRangeException, message);
}

void rt_throw_NotSupportedException_message(String *message) {
    raise_message(RT_NotSupportedException, message);
}

/* Types whose static constructor failed, with the exception their accesses raise (the list
 * is reachable from this global, so the GC keeps the exceptions). */
typedef struct FailedInit { struct FailedInit *next; const int32_t *state; Object *exception; } FailedInit;
static FailedInit *failed_inits;

void rt_type_init_failed(const String *type_name, int32_t *state) {
    Object *inner = wrapped(cil2mir_pending_exception);
    cil2mir_pending_exception = NULL;
    rt_raise(RT_TypeInitializationException, NULL);
    Object *e = cil2mir_pending_exception;
    String **fields = (String **)((char *)e + cil2mir_exception_types[0]);
    fields[0] = rt_String_Concat_3(rt_string_from_utf8("The type initializer for '"), (String *)type_name,
                                   rt_string_from_utf8("' threw an exception."));
    /* System.Exception declares _innerException right after _message (Exception.cs) */
    fields[1] = (String *)inner;
    FailedInit *f = GC_MALLOC(sizeof *f);
    *f = (FailedInit){failed_inits, state, e};
    failed_inits = f;
    *state = 2;
}

void rt_type_init_rethrow(const int32_t *state) {
    for (FailedInit *f = failed_inits; f; f = f->next)
        if (f->state == state) {
            rt_throw(f->exception);
            return;
        }
}

/* As in Mono, catch clauses see a thrown non-Exception object as itself, unless the program's
 * assembly has WrapNonExceptionThrows (C#'s always do): then as its RuntimeWrappedException. */
void rt_throw(Object *e) {
    if (!e) {
        rt_throw_NullReferenceException();
        return;
    }
    cil2mir_pending_exception = fresh = cil2mir_exception_types[2 + RT_EXCEPTION_COUNT] ? wrapped(e) : e;
    trace_start(fresh);
}

/* `rethrow`: the exception keeps its trace, less the frame that caught it (the rethrowing
 * frame, which the code records next at the rethrow, as Mono does). */
void rt_rethrow(Object *e) {
    RtTrace **t = trace_of(e);
    if (t && *t && (*t)->n > 0) (*t)->n--;
    cil2mir_pending_exception = fresh = e;
}

/* ---- cross-frame first pass (rt_eh_route) ------------------------------------------------ */

static int routed_for(const RtEhFrame *f, const Object *y) {
    return (f->mark == y && f->answer == RT_EH_SKIP) || f->resume == y;
}

/* The filter at pos of frame `owner` raised y during a first pass from `start`: the exception
 * being dispatched is abandoned, y leaves from the filter's try statement, so the frames in
 * between propagate it without running their finally blocks. Frames already routed for y were
 * routed by a first pass nested in a filter, which walked on from there. */
static void abandon(Object *y, RtEhFrame *start, RtEhFrame *owner, int64_t pos) {
    for (RtEhFrame *f = start; f != owner; f = f->prev) {
        if (!f->contexts) continue;
        if (routed_for(f, y)) return;
        f->mark = y;
        f->answer = RT_EH_SKIP;
    }
    if (!routed_for(owner, y)) {
        owner->resume = y;
        owner->resume_pos = (int32_t)pos;
    }
}

/* Mono's first pass: every filter up to the handler runs before any finally block does. Each
 * frame visited keeps its answer in its mark until it asks. Returns the exception a filter
 * raised (e abandoned), else NULL with e pending again. */
static Object *first_pass(Object *e, RtEhFrame *start) {
    RtEhFrame *f = start;
    int64_t c = start->ctx;
    while (f) {
        if (!f->contexts) {     /* a filter's barrier: what its filter raises leaves from its context */
            c = f->ctx;
            f = f->prev;
            continue;
        }
        int64_t answer = RT_EH_NONE;
        for (const RtEhClause *k = f->contexts[c]; k->kind && answer == RT_EH_NONE; k++) {
            if (k->kind == RT_EH_FILTER) {
                /* Filters run with nothing pending (their own exceptions must show), and the
                 * barrier sends what they raise to the filter's context, past the frames between. */
                RtEhFrame barrier = {.prev = f, .contexts = NULL, .ctx = k->resume}, *top = cil2mir_eh_top;
                cil2mir_eh_top = &barrier;
                cil2mir_pending_exception = NULL;
                int32_t take = ((RtEhFilter)(uintptr_t)k->what)(f, e);
                cil2mir_eh_top = top;
                Object *y = cil2mir_pending_exception;
                if (y) {
                    abandon(y, start, f, k->pos);
                    return y;
                }
                if (take) answer = RT_EH_HANDLE(k->pos);
            } else if (k->kind == RT_EH_CATCH_ALL || rt_isinst(e, k->what)) {
                answer = RT_EH_HANDLE(k->pos);
            }
        }
        f->mark = e;
        f->answer = (int32_t)answer;
        if (answer != RT_EH_NONE) break;
        f = f->prev;
        c = f ? f->ctx : 0;
    }
    cil2mir_pending_exception = e;
    return NULL;
}

int32_t rt_eh_route(Object *e, RtEhFrame *frame) {
    for (;;) {
        if (frame->resume == e) {
            frame->resume = NULL;
            cil2mir_pending_exception = e;
            return RT_EH_RESUME(frame->resume_pos);
        }
        if (frame->mark == e && frame->answer == RT_EH_SKIP) {
            frame->mark = NULL;
            cil2mir_pending_exception = e;
            return RT_EH_SKIP;
        }
        /* a frame marked for e by an earlier flight of it must not answer for this one */
        if (fresh == e || frame->mark != e) {
            fresh = NULL;
            Object *y = first_pass(e, frame);
            if (y) {
                e = y;          /* routed by abandon: the checks above answer */
                continue;
            }
        }
        int32_t answer = frame->answer;
        frame->mark = NULL;
        cil2mir_pending_exception = e;
        return answer;
    }
}

void rt_run_cctor(void (*cctor)(void)) {
    RtEhFrame end = {0}, *top = cil2mir_eh_top;  /* a barrier without prev: the first pass ends */
    cil2mir_eh_top = &end;
    cctor();
    cil2mir_eh_top = top;
}

void rt_unhandled_exception(Object *e) { rt_unhandled_exception_exit(e, 1); }

void rt_unhandled_exception_exit(Object *e, int status) {
    /* ToString is managed code: it must start with no exception in flight, and one it raises
     * itself is not reported (Mono prints a "Nested exception" text; we print the type). An
     * object that is not an Exception is reported as its RuntimeWrappedException (Mono). */
    cil2mir_pending_exception = NULL;
    e = wrapped(e);
    const String *text = e ? rt_call_ToString(e) : NULL;
    if (cil2mir_pending_exception || !e) {
        cil2mir_pending_exception = NULL;
        text = e ? e->type->full_name : NULL;
    }
    rt_flush_stdout();
    fputs("\nUnhandled Exception:\n", stderr);
    err_string(text);
    fputs("\n[ERROR] FATAL UNHANDLED EXCEPTION: ", stderr);
    err_string(text);
    fputc('\n', stderr);
    fflush(stderr);
    exit(status);
}

void rt_fatal_stub(const String *message) {
    rt_flush_stdout();
    fputs("cil2mir: ", stderr);
    err_string(message);
    fputc('\n', stderr);
    fflush(stderr);
    exit(1);
}

void rt_throw_DivideByZeroException(void) { rt_raise(RT_DivideByZeroException, "Attempted to divide by zero."); }

void rt_throw_OverflowException(void) {
    rt_raise(RT_OverflowException, "Arithmetic operation resulted in an overflow.");
}

void rt_throw_ArithmeticException(void) {
    rt_raise(RT_ArithmeticException, "Overflow or underflow in the arithmetic operation.");
}

void rt_throw_NullReferenceException(void) {
    rt_raise(RT_NullReferenceException, "Object reference not set to an instance of an object");
}

void rt_throw_NullReferenceException_ldflda(void) {
    rt_raise(RT_NullReferenceException, "Object reference not set to an instance of an object.");
}

/* ArgumentException with its default message. */
void rt_throw_ArgumentException(void) {
    rt_raise(RT_ArgumentException, "Value does not fall within the expected range.");
}

void rt_throw_IndexOutOfRangeException(void) {
    rt_raise(RT_IndexOutOfRangeException, "Index was outside the bounds of the array.");
}

/* Mono 6.8 does not name the types in the message. */
void rt_throw_InvalidCastException(void) { rt_raise(RT_InvalidCastException, "Specified cast is not valid."); }

void rt_throw_ArrayTypeMismatchException(void) {
    rt_raise(RT_ArrayTypeMismatchException, "Attempted to access an element as a type incompatible with the array.");
}

void rt_throw_OutOfMemoryException(void) {
    rt_raise(RT_OutOfMemoryException, "Insufficient memory to continue the execution of the program.");
}

void rt_throw_ArgumentOutOfRangeException(const char *message, const char *param) {
    char text[256];
    snprintf(text, sizeof text, "%s\nParameter name: %s", message, param);
    rt_raise(RT_ArgumentOutOfRangeException, text);
}

void rt_throw_ArgumentNullException(const char *param) {
    char text[128];
    snprintf(text, sizeof text, "Value cannot be null.\nParameter name: %s", param);
    rt_raise(RT_ArgumentNullException, text);
}

void rt_throw_FormatException(void) { rt_raise(RT_FormatException, "Input string was not in a correct format."); }

/* ---- SIGSEGV: null dereferences and stack overflow ------------------------------------- */

/* The last resort, not an exception: compiled code checks for null where .NET raises
 * NullReferenceException, so a SIGSEGV at a small address (a field or array header read
 * through null) is a dereference those checks do not cover (through a pointer or byref); it
 * is reported with Mono's text, uncatchable. The handler runs on its own stack (sigaltstack),
 * so it also catches stack overflow, which faults near the stack pointer. Both print Mono's
 * text and exit 1, as Mono does; Mono prints a stack overflow as
 * "Unhandled Exception:\nStackOverflowException" followed by the FATAL line. Any other fault
 * is a bug (ours or the program's unsafe code): reported as such, then re-raised. Only
 * async-signal-safe calls here: write(2), _exit. */
#define NULL_PAGE_LIMIT ((uintptr_t)1 << 20)     /* faults below 1 MiB count as null */
#define STACK_FAULT_WINDOW ((uintptr_t)1 << 16)  /* a fault this close to %rsp is an overflow */

static void write_all(int fd, const char *p, size_t n) {
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w <= 0) return;
        p += w;
        n -= (size_t)w;
    }
}

static void write_str(int fd, const char *s) { write_all(fd, s, strlen(s)); }

static void segv_handler(int sig, siginfo_t *info, void *context) {
    uintptr_t addr = (uintptr_t)info->si_addr;
    uintptr_t sp = (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RSP];
    const char *text;
    if (addr + STACK_FAULT_WINDOW >= sp && addr <= sp + STACK_FAULT_WINDOW)
        text = "\nUnhandled Exception:\nStackOverflowException\n[ERROR] FATAL UNHANDLED EXCEPTION: "
               "System.StackOverflowException: The requested operation caused a stack overflow.\n";
    else if (addr < NULL_PAGE_LIMIT)
        text = "\nUnhandled Exception:\nSystem.NullReferenceException: Object reference not set to an instance "
               "of an object\n[ERROR] FATAL UNHANDLED EXCEPTION: System.NullReferenceException: Object reference "
               "not set to an instance of an object\n";
    else {
        write_str(2, "cil2mir runtime: segmentation fault at a non-null address (a compiler or runtime bug)\n");
        signal(sig, SIG_DFL);
        return; /* the faulting instruction runs again and kills the process */
    }
    if (out_len) write_all(1, out_buf, out_len);
    write_str(2, text);
    _exit(1);
}

static void install_segv_handler(void) {
    static char alt_stack[1 << 16];
    stack_t ss = {.ss_sp = alt_stack, .ss_size = sizeof alt_stack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = segv_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
}

/* Math.Abs(MinValue) of a signed integer type. */
static int32_t abs_overflow(void) {
    rt_raise(RT_OverflowException, "Negating the minimum value of a twos complement number is invalid.");
    return 0;
}

/* ---- System.Math ---------------------------------------------------------------------- */

/* Mono 6.8 (amd64) calls the C library for most of these, and its results are checked bit for
 * bit against ours, NaNs included: Pow(1, NaN) = 1, Pow(-1, Infinity) = 1, Pow(NaN, 0) = 1, as
 * C99. Round is banker's rounding, i.e. rint in the default round-to-nearest-even mode
 * (Round(-0.4) = -0). Two exceptions:
 *  - Sin and Cos are the x87 fsin / fcos instructions (Mono's JIT intrinsics): results differ
 *    from libm in the last bits, and for |x| >= 2^63 they return x unchanged;
 *  - Floor, Ceiling, Round and Truncate quiet a signalling NaN (SSE4.1 roundsd does), where
 *    glibc returns it unchanged. */
static double quiet(double x) { return x + x; }
double rt_Math_Sqrt_f64(double x) { return sqrt(x); }
double rt_Math_Floor_f64(double x) { return isnan(x) ? quiet(x) : floor(x); }
double rt_Math_Ceiling_f64(double x) { return isnan(x) ? quiet(x) : ceil(x); }
double rt_Math_Round_f64(double x) { return isnan(x) ? quiet(x) : rint(x); }
double rt_Math_Truncate_f64(double x) { return isnan(x) ? quiet(x) : trunc(x); }
double rt_Math_Sin_f64(double x) {
    long double r = x;
    __asm__("fsin" : "+t"(r));
    return (double)r;
}
double rt_Math_Cos_f64(double x) {
    long double r = x;
    __asm__("fcos" : "+t"(r));
    return (double)r;
}
double rt_Math_Tan_f64(double x) { return tan(x); }
double rt_Math_Atan_f64(double x) { return atan(x); }
double rt_Math_Atan2_f64(double y, double x) { return atan2(y, x); }
double rt_Math_Exp_f64(double x) { return exp(x); }
double rt_Math_Log_f64(double x) { return log(x); }
double rt_Math_Log10_f64(double x) { return log10(x); }
double rt_Math_Pow_f64(double x, double y) { return pow(x, y); }
/* Mono's internal calls are libm's functions. */
double rt_Math_Asin_f64(double x) { return asin(x); }
double rt_Math_Acos_f64(double x) { return acos(x); }
double rt_Math_Sinh_f64(double x) { return sinh(x); }
double rt_Math_Cosh_f64(double x) { return cosh(x); }
double rt_Math_Tanh_f64(double x) { return tanh(x); }
double rt_Math_Asinh_f64(double x) { return asinh(x); }
double rt_Math_Acosh_f64(double x) { return acosh(x); }
double rt_Math_Atanh_f64(double x) { return atanh(x); }
double rt_Math_Cbrt_f64(double x) { return cbrt(x); }

/* Abs: MinValue throws; the float versions clear the sign bit (of NaN too, as Mono). */
int32_t rt_Math_Abs_i8(int32_t v) {
    if (v == INT8_MIN) return abs_overflow();
    return v < 0 ? -v : v;
}
int32_t rt_Math_Abs_i16(int32_t v) {
    if (v == INT16_MIN) return abs_overflow();
    return v < 0 ? -v : v;
}
int32_t rt_Math_Abs_i32(int32_t v) {
    if (v == INT32_MIN) return abs_overflow();
    return v < 0 ? -v : v;
}
int64_t rt_Math_Abs_i64(int64_t v) {
    if (v == INT64_MIN) return abs_overflow();
    return v < 0 ? -v : v;
}
float rt_Math_Abs_f32(float v) { return fabsf(v); }
double rt_Math_Abs_f64(double v) { return fabs(v); }

/* Min/Max. Small integer types come and go as normalised int32. */
#define MIN_MAX(suffix, type)                                                      \
    type rt_Math_Min_##suffix(type a, type b) { return a <= b ? a : b; }           \
    type rt_Math_Max_##suffix(type a, type b) { return a >= b ? a : b; }
MIN_MAX(i8, int32_t)
MIN_MAX(u8, int32_t)
MIN_MAX(i16, int32_t)
MIN_MAX(u16, int32_t)
MIN_MAX(i32, int32_t)
MIN_MAX(u32, uint32_t)
MIN_MAX(i64, int64_t)
MIN_MAX(u64, uint64_t)
#undef MIN_MAX

/* Floats, as Mono's Math.Max(a, b): `a > b ? a : IsNaN(a) ? a : b` (Min with <). So a NaN
 * operand wins (the first one if both are NaN), and for equal operands, -0 and +0
 * included, the second is returned: Max(0.0, -0.0) = -0, Max(-0.0, 0.0) = +0. */
#define FLOAT_MIN_MAX(suffix, type)                                                              \
    type rt_Math_Min_##suffix(type a, type b) { return a < b || isnan(a) ? a : b; }         \
    type rt_Math_Max_##suffix(type a, type b) { return a > b || isnan(a) ? a : b; }
FLOAT_MIN_MAX(f32, float)
FLOAT_MIN_MAX(f64, double)
#undef FLOAT_MIN_MAX

/* ---- process entry ------------------------------------------------------------------------ */

static void ignore_gc_warning(char *msg, GC_word arg) {
    (void)msg;
    (void)arg;
}

/* The bytes a UTF-8 lead byte announces (itself included); 1 for a byte that cannot lead. */
static size_t utf8_length(unsigned char c) {
    return c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
}

/* One code point of the UTF-8 at p (n bytes there): the bytes it takes; an invalid or
 * truncated sequence is U+FFFD taking one byte, so decoding resumes at the next. */
static size_t utf8_decode(const unsigned char *p, size_t n, uint32_t *cp) {
    size_t len = utf8_length(p[0]);
    *cp = p[0] < 0x80 ? p[0] : 0xFFFD;
    if (len == 1 || n < len) return 1;
    uint32_t v = p[0] & (0x7F >> len);
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xC0) != 0x80) return 1;
        v = (v << 6) | (p[i] & 0x3F);
    }
    static const uint32_t min_for[] = {0, 0, 0x80, 0x800, 0x10000};
    if (v < min_for[len] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 1;
    *cp = v;
    return len;
}

/* A code point as UTF-16 units at out: 1 or 2 (a surrogate pair). */
static int32_t utf16_units(uint32_t cp, uint16_t *out) {
    if (cp < 0x10000) {
        out[0] = (uint16_t)cp;
        return 1;
    }
    out[0] = (uint16_t)(0xD800 + ((cp - 0x10000) >> 10));
    out[1] = (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF));
    return 2;
}

/* Decode UTF-8 (invalid bytes -> U+FFFD) into a new string object. */
String *rt_string_from_utf8(const char *text) {
    size_t n = strlen(text);
    /* At most one UTF-16 unit per input byte, then the NUL. */
    String *s = GC_MALLOC_ATOMIC(sizeof(String) + (n + 1) * sizeof(uint16_t));
    const unsigned char *p = (const unsigned char *)text, *end = p + n;
    int32_t len = 0;
    while (p < end) {
        uint32_t cp;
        p += utf8_decode(p, (size_t)(end - p), &cp);
        len += utf16_units(cp, s->chars + len);
    }
    s->chars[len] = 0;
    s->type = &rt_String_type;
    s->length = len;
    return s;
}

/* Console.Read: the next UTF-16 unit of stdin, decoded as ReadLine decodes (in UTF-8, a
 * character beyond U+FFFF comes as its two surrogates), -1 at the end. The bytes after an
 * invalid sequence wait here for the next Read (ReadLine does not see them). */
int32_t rt_Console_Read(void) {
    static unsigned char bytes[4];
    static size_t count;
    static uint16_t units[2];
    static int32_t pending;             /* units[1] when a surrogate pair is half read */
    if (pending) {
        pending = 0;
        return units[1];
    }
    rt_flush_stdout();
    if (console_ascii) {
        int c = getchar();
        return c == EOF ? -1 : (int32_t)to_ascii((uint32_t)c);
    }
    if (!count) {
        int c = getchar();
        if (c == EOF) return -1;
        bytes[count++] = (unsigned char)c;
    }
    for (int c; count < utf8_length(bytes[0]) && (c = getchar()) != EOF;) bytes[count++] = (unsigned char)c;
    uint32_t cp;
    size_t used = utf8_decode(bytes, count, &cp);
    memmove(bytes, bytes + used, count -= used);
    pending = utf16_units(cp, units) == 2;
    return units[0];
}

int main(int argc, char **argv) {
    GC_INIT();
    rt_alloc_init();
    rt_argc = argc;
    rt_argv = argv;
    GC_set_warn_proc(ignore_gc_warning); /* "Repeated allocation of very large block" etc. */
    install_segv_handler();
    console_ascii = !locale_is_utf8();
    RefArray *args = GC_MALLOC(sizeof(RefArray) + (size_t)(argc > 1 ? argc - 1 : 0) * sizeof(void *));
    args->type = &rt_StringArray_type;
    args->length = argc > 1 ? argc - 1 : 0;
    for (int i = 1; i < argc; i++) args->items[i - 1] = rt_string_from_utf8(argv[i]);
    int32_t code = cil2mir_main(args);
    rt_flush_stdout();
    return code;
}
