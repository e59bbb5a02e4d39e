/* cil2mir C runtime: object layouts and the functions compiled code calls.
 *
 * Every function here uses the System V x86-64 convention, like the managed code
 * (DESIGN.md decision 4), so both back ends call them directly. Layouts are the ones
 * in docs/architecture.md; keep the two in sync. */
#ifndef CIL2MIR_RT_H
#define CIL2MIR_RT_H

#include <stdint.h>

/* Type descriptor. Only its address matters for now (it identifies the type). */
typedef struct TypeDesc {
    const char *name;
} TypeDesc;

/* System.String: { TypeDesc* type; int32 length; uint16 chars[length]; }, packed so
 * that chars start at offset 12 (literal strings are emitted with this layout). */
typedef struct __attribute__((packed)) String {
    const TypeDesc *type;
    int32_t length;
    uint16_t chars[];
} String;

/* A one-dimensional array of references (string[] for Main's args):
 * { TypeDesc* type; int64 length; void* items[length]; } items at offset 16. */
typedef struct RefArray {
    const TypeDesc *type;
    int64_t length;
    void *items[];
} RefArray;

extern const TypeDesc rt_String_type;
extern const TypeDesc rt_StringArray_type;

/* The entry wrapper every compiled assembly defines: calls Main, returns its exit code. */
int32_t cil2mir_main(RefArray *args);

/* System.Console. */
void rt_Console_WriteLine_void(void);
void rt_Console_WriteLine_i32(int32_t v);
void rt_Console_WriteLine_u32(uint32_t v);
void rt_Console_WriteLine_i64(int64_t v);
void rt_Console_WriteLine_u64(uint64_t v);
void rt_Console_WriteLine_bool(int32_t v);
void rt_Console_WriteLine_char(int32_t v);
void rt_Console_WriteLine_string(const String *s);
void rt_Console_Write_i32(int32_t v);
void rt_Console_Write_u32(uint32_t v);
void rt_Console_Write_i64(int64_t v);
void rt_Console_Write_u64(uint64_t v);
void rt_Console_Write_bool(int32_t v);
void rt_Console_Write_char(int32_t v);
void rt_Console_Write_string(const String *s);

/* Unhandled exceptions: print Mono's text to stderr, exit with code 1. */
__attribute__((noreturn)) void rt_throw_DivideByZeroException(void);
__attribute__((noreturn)) void rt_throw_OverflowException(void);

/* Flush buffered console output (called at exit and before anything goes to stderr). */
void rt_flush_stdout(void);

#endif
