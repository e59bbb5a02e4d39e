/* cil2mir C runtime: what its translation units share (not part of the compiled code's ABI). */
#ifndef CIL2MIR_INTERNAL_H
#define CIL2MIR_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "cil2mir_rt.h"

/* Print Mono's unhandled-exception text (without stack trace) to stderr, exit 1: only for what
 * cannot be raised as an exception (out of memory in rt_alloc, which compiled code treats as
 * nothrow). Everything else raises (rt_raise) and returns. */
__attribute__((noreturn)) void rt_unhandled(const char *type, const char *message);
/* rt_unhandled_exception with another exit status (a thread pool worker's exception: 255) */
__attribute__((noreturn)) void rt_unhandled_exception_exit(Object *e, int status);

/* Cleared memory from the collected heap, scanned for references unless `atomic` (NULL when out
 * of memory); rt_alloc_init (after GC_INIT) readies it. */
void *rt_gc_alloc(size_t bytes, int atomic);
void rt_alloc_init(void);

/* obj.ToString() through vtable slot 0 (managed code: check the pending slot after it). */
String *rt_call_ToString(void *obj);

/* Mono's formatting into a buffer (no terminator); return the length. */
#define RT_FLOAT_BUF 40
size_t rt_format_u64(char *buf, uint64_t v, int negative);   /* buf: 21 bytes */
size_t rt_format_i64(char *buf, int64_t v);
size_t rt_format_float(char *buf, double v, int precision);  /* buf: RT_FLOAT_BUF bytes */

/* An array's element size (a value type's size, else a reference's) and its first element
 * (after the lengths of a multi-dimensional array). */
int64_t rt_element_size(const TypeDesc *arr);
/* Whether values of `t` are primitives (Mono's Type.IsPrimitive: bool, char, the integers,
 * IntPtr and UIntPtr, float, double; not an enum). */
int rt_is_primitive(const TypeDesc *t);
unsigned char *rt_array_data(Array *a);
int32_t rt_identity_hash(const void *obj);

/* The process's command line (main sets them). */
extern int rt_argc;
extern char **rt_argv;

/* Write a string to the console (null prints nothing). */
void rt_out_string(const String *s);

/* A new string object holding these ASCII bytes. */
String *rt_string_from_ascii(const char *p, size_t n);
/* A new string object from NUL-terminated UTF-8 (invalid bytes become U+FFFD). */
String *rt_string_from_utf8(const char *text);
/* UTF-16 -> UTF-8 without state (cil2mir_rt.c): the code point at s->chars[*i], advancing *i
 * past it (a surrogate pair is one; an unpaired surrogate is U+FFFD), and its 1 to 4 bytes. */
uint32_t rt_code_point_at(const String *s, int32_t *i);
int rt_utf8_encode(uint32_t cp, char out[4]);

/* Mono 6.8's invariant per-UTF-16-unit case mappings (cil2mir_casemap.c, generated from Mono). */
uint16_t rt_char_to_upper(uint16_t c);
uint16_t rt_char_to_lower(uint16_t c);

/* A constant string object in C: RT_STATIC_STRING(name, "text") (ASCII text). */
#define RT_STATIC_STRING(id, text)                                                          \
    static const struct __attribute__((packed)) {                                           \
        const TypeDesc *type;                                                               \
        int32_t length;                                                                     \
        uint16_t chars[sizeof(text)]; /* with the terminating NUL */                        \
    } id##_obj __attribute__((aligned(8))) = {&rt_String_type, sizeof(text) - 1, u"" text}; \
    static const String *const id __attribute__((unused)) = (const String *)&id##_obj

#endif
