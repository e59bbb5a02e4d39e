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
/* Floats as Mono 6.8's double/float.ToString(): 15 / 7 significant digits, "E+XX", NaN,
 * Infinity, -Infinity; -0 prints 0. */
void rt_Console_WriteLine_f64(double v);
void rt_Console_WriteLine_f32(float v);
void rt_Console_Write_f64(double v);
void rt_Console_Write_f32(float v);

/* System.Math: rt_Math_<Member>_<suffix>, one suffix per overload's parameter type; small
 * integer types (i8 u8 i16 u16) are passed and returned as normalised int32. */
double rt_Math_Sqrt_f64(double x);
double rt_Math_Floor_f64(double x);
double rt_Math_Ceiling_f64(double x);
double rt_Math_Round_f64(double x);
double rt_Math_Truncate_f64(double x);
double rt_Math_Sin_f64(double x);
double rt_Math_Cos_f64(double x);
double rt_Math_Tan_f64(double x);
double rt_Math_Atan_f64(double x);
double rt_Math_Atan2_f64(double y, double x);
double rt_Math_Exp_f64(double x);
double rt_Math_Log_f64(double x);
double rt_Math_Log10_f64(double x);
double rt_Math_Pow_f64(double x, double y);
int32_t rt_Math_Abs_i8(int32_t v);   /* Abs(MinValue) throws OverflowException */
int32_t rt_Math_Abs_i16(int32_t v);
int32_t rt_Math_Abs_i32(int32_t v);
int64_t rt_Math_Abs_i64(int64_t v);
float rt_Math_Abs_f32(float v);
double rt_Math_Abs_f64(double v);
int32_t rt_Math_Min_i8(int32_t a, int32_t b);
int32_t rt_Math_Max_i8(int32_t a, int32_t b);
int32_t rt_Math_Min_u8(int32_t a, int32_t b);
int32_t rt_Math_Max_u8(int32_t a, int32_t b);
int32_t rt_Math_Min_i16(int32_t a, int32_t b);
int32_t rt_Math_Max_i16(int32_t a, int32_t b);
int32_t rt_Math_Min_u16(int32_t a, int32_t b);
int32_t rt_Math_Max_u16(int32_t a, int32_t b);
int32_t rt_Math_Min_i32(int32_t a, int32_t b);
int32_t rt_Math_Max_i32(int32_t a, int32_t b);
uint32_t rt_Math_Min_u32(uint32_t a, uint32_t b);
uint32_t rt_Math_Max_u32(uint32_t a, uint32_t b);
int64_t rt_Math_Min_i64(int64_t a, int64_t b);
int64_t rt_Math_Max_i64(int64_t a, int64_t b);
uint64_t rt_Math_Min_u64(uint64_t a, uint64_t b);
uint64_t rt_Math_Max_u64(uint64_t a, uint64_t b);
float rt_Math_Min_f32(float a, float b);   /* NaN wins; equal operands give the second */
float rt_Math_Max_f32(float a, float b);
double rt_Math_Min_f64(double a, double b);
double rt_Math_Max_f64(double a, double b);

/* Unhandled exceptions: print Mono's text to stderr, exit with code 1. */
__attribute__((noreturn)) void rt_throw_DivideByZeroException(void);
__attribute__((noreturn)) void rt_throw_OverflowException(void);
/* "System.ArithmeticException: Overflow or underflow in the arithmetic operation." Note that
 * a failing ckfinite raises OverflowException in Mono 6.8 (rt_throw_OverflowException's text),
 * not this. */
__attribute__((noreturn)) void rt_throw_ArithmeticException(void);

/* Flush buffered console output (called at exit and before anything goes to stderr). */
void rt_flush_stdout(void);

#endif
