/* cil2mir C runtime: the internal calls of Mono's framework assemblies, the members that
 * mscorlib declares and Mono implements in its runtime (frontend/corelib.py binds them by
 * name). Only true runtime services live here: memory, the GC, object identity. */
#include "cil2mir_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* ---- memory (Buffer, RuntimeImports) --------------------------------------------------------- */

void rt_memmove(void *dst, const void *src, uint32_t n) { memmove(dst, src, n); }
void rt_memcpy(void *dst, const void *src, int32_t n) { memmove(dst, src, (size_t)n); }
void rt_zero_memory(void *p, uint32_t n) { memset(p, 0, n); }

/* Memmove_wbarrier: n values of the type whose descriptor is `type` (Boehm's collector is
 * conservative: no write barrier to apply). */
void rt_memmove_values(void *dst, const void *src, uint32_t n, const TypeDesc *type) {
    memmove(dst, src, (size_t)n * (size_t)type->size);
}

static int64_t byte_length(Array *a) { return a->length * rt_element_size(a->type); }

/* Buffer._ByteLength: -1 for an array that does not hold primitives. */
int32_t rt_Buffer_ByteLength(Array *a) {
    return rt_is_primitive(a->type->element) ? (int32_t)byte_length(a) : -1;
}

/* Buffer.InternalBlockCopy: 0 when the bytes are out of either array (BlockCopy then raises);
 * the arguments are non-null and non-negative (BlockCopy checked them). */
int32_t rt_Buffer_InternalBlockCopy(Array *src, int32_t src_offset, Array *dst, int32_t dst_offset,
                                    int32_t count) {
    if (src_offset > byte_length(src) - count || dst_offset > byte_length(dst) - count) return 0;
    memmove(rt_array_data(dst) + dst_offset, rt_array_data(src) + src_offset, (size_t)count);
    return 1;
}

/* MonoIO.GetCurrentDirectory: the error is a Win32 code (0: none; 2: the directory is gone). */
String *rt_MonoIO_GetCurrentDirectory(int32_t *error) {
    char *cwd = getcwd(NULL, 0);
    *error = cwd ? 0 : 2;
    String *s = cwd ? rt_string_from_utf8(cwd) : NULL;
    free(cwd);
    return s;
}

/* Environment.OSVersion's version: the kernel's release, as Mono reads it (uname). */
String *rt_Environment_GetOSVersionString(void) {
    struct utsname u;
    return rt_string_from_utf8(uname(&u) == 0 ? u.release : "0.0.0.0");
}

/* Thread.Sleep (the managed side checked the argument: -1 is forever). */
void rt_Thread_Sleep(int32_t ms) {
    rt_flush_stdout();
    if (ms < 0)
        for (;;) pause();
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000};
    while (nanosleep(&t, &t) != 0) {
    }
}

/* ---- System.Array --------------------------------------------------------------------------- */

/* Array.Clear's checks are managed; this zeroes `count` elements from `index` (of the
 * elements in row-major order, for any rank). */
void rt_Array_ClearInternal(void *arr, int32_t index, int32_t count) {
    Array *a = arr;
    size_t esize = (size_t)rt_element_size(a->type);
    memset(rt_array_data(a) + (size_t)index * esize, 0, (size_t)count * esize);
}

/* Array.Copy's fast path: the arguments are checked; copies and returns 1 when the element
 * types are the same (or both are reference types and every source element fits, which the
 * managed slow path checks element by element otherwise: return 0). */
int32_t rt_Array_FastCopy(void *src, int32_t src_index, void *dst, int32_t dst_index, int32_t length) {
    Array *s = src, *d = dst;
    if (s->type->element != d->type->element) {
        if (!(s->type->flags & TD_REF_ARRAY) || !(d->type->flags & TD_REF_ARRAY) ||
            !rt_is_assignable(s->type->element, d->type->element))
            return 0;
    }
    size_t esize = (size_t)rt_element_size(s->type);
    memmove(rt_array_data(d) + (size_t)dst_index * esize, rt_array_data(s) + (size_t)src_index * esize,
            (size_t)length * esize);
    return 1;
}

/* ---- the collector -------------------------------------------------------------------------- */

/* Boehm's collector has no ephemerons: a ConditionalWeakTable's keys are held strongly. */
void rt_GC_register_ephemeron_array(void *array) { (void)array; }

/* Object.InternalGetHashCode: the identity hash (null hashes to 0). */
int32_t rt_Object_InternalGetHashCode(void *obj) { return obj ? rt_identity_hash(obj) : 0; }

/* ---- the environment ------------------------------------------------------------------------ */

/* Environment.TickCount: milliseconds since an arbitrary start (the monotonic clock). */
int32_t rt_Environment_get_TickCount(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int32_t)((int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000);
}

/* The kernel's random bytes, as many as asked (getrandom returns fewer when interrupted). */
static void random_bytes(uint8_t *buffer, size_t length) {
    for (size_t done = 0; done < length;) {
        ssize_t n = getrandom(buffer + done, length - done, 0);
        if (n > 0) done += (size_t)n;
    }
}

/* Interop.Sys.GetNonCryptographicallySecureRandomBytes (behind `new Random()`'s seed): the
 * kernel's random bytes. */
void rt_Sys_GetRandomBytes(uint8_t *buffer, int32_t length) {
    if (length > 0) random_bytes(buffer, (size_t)length);
}

/* RNGCryptoServiceProvider's internal calls (also behind Guid.NewGuid and
 * RandomNumberGenerator.Create): the kernel's random bytes, as Mono's on Linux. A handle is
 * only a token that is not null (null would raise CryptographicException); a seed adds
 * nothing to the kernel's entropy. */
int32_t rt_Rng_Open(void) { return 1; }

intptr_t rt_Rng_Initialize(const uint8_t *seed, intptr_t length) {
    (void)seed;
    (void)length;
    return 1;
}

intptr_t rt_Rng_GetBytes(intptr_t handle, uint8_t *buffer, intptr_t length) {
    if (length > 0) random_bytes(buffer, (size_t)length);
    return handle;
}

void rt_Rng_Close(intptr_t handle) { (void)handle; }

/* Environment.GetMachineConfigPath: Mono's machine.config, which CryptoConfig reads for
 * algorithm names if it exists (Debian's Mono: sysconfdir /etc). */
String *rt_Environment_GetMachineConfigPath(void) {
    return rt_string_from_utf8("/etc/mono/4.5/machine.config");
}

/* GlobalizationAssembly.GetGlobalizationResourceBytePtr (CharUnicodeInfo's Unicode tables, which
 * Mono maps from mscorlib's manifest resource): the resource's bytes, which the compiler embeds
 * in a program that calls this (frontend/corelib.py RESOURCES; weak: absent otherwise). */
extern const uint8_t cil2mir_resource_charinfo_nlp[] __attribute__((weak));

const uint8_t *rt_Globalization_ResourceBytePtr(void *assembly, const String *name) {
    (void)assembly;
    if (rt_string_is(name, "charinfo.nlp") && cil2mir_resource_charinfo_nlp) return cil2mir_resource_charinfo_nlp;
    rt_raise(RT_InvalidOperationException, "Operation is not valid due to the current state of the object.");
    return NULL;
}

/* MSCompatUnicodeTable.GetResource (Mono's managed collator's tables, from mscorlib's manifest
 * resources): the core and tailoring tables, which the compiler embeds in a program that calls
 * this (frontend/corelib.py RESOURCES). The tables of Chinese, Japanese and Korean sorting are
 * not embedded: a collator of those cultures raises rather than sort otherwise than Mono. */
extern const uint8_t cil2mir_resource_collation_core_bin[] __attribute__((weak));
extern const uint8_t cil2mir_resource_collation_tailoring_bin[] __attribute__((weak));

intptr_t rt_Collation_Resource(const String *name) {
    if (rt_string_is(name, "collation.core.bin")) return (intptr_t)cil2mir_resource_collation_core_bin;
    if (rt_string_is(name, "collation.tailoring.bin")) return (intptr_t)cil2mir_resource_collation_tailoring_bin;
    rt_raise(RT_NotSupportedException, "cil2mir: the collation tables of Chinese, Japanese and Korean "
                                       "cultures are not supported.");
    return 0;
}

/* Marshal.Copy between an array and unmanaged memory (Mono's internal calls): `fixed_element` is
 * the array's element at `start` when the caller pinned it, else null. The arguments are
 * checked by Marshal.Copy; Mono's own checks are the null ones. */
static void *marshal_element(void *arr, int32_t start, void *fixed_element) {
    return fixed_element ? fixed_element : ((Array *)arr)->data + start * rt_element_size(((Object *)arr)->type);
}

void rt_Marshal_copy_from_unmanaged(void *src, int32_t start, void *arr, int32_t length, void *fixed_element) {
    if (!src) rt_throw_ArgumentNullException("src");
    else if (!arr) rt_throw_ArgumentNullException("dest");
    else memcpy(marshal_element(arr, start, fixed_element), src, (size_t)length * rt_element_size(((Object *)arr)->type));
}

void rt_Marshal_copy_to_unmanaged(void *arr, int32_t start, void *dest, int32_t length, void *fixed_element) {
    if (!arr) rt_throw_ArgumentNullException("src");
    else if (!dest) rt_throw_ArgumentNullException("dest");
    else memcpy(dest, marshal_element(arr, start, fixed_element), (size_t)length * rt_element_size(((Object *)arr)->type));
}

/* Stopwatch.GetTimestamp: a monotonic clock in Stopwatch.Frequency's unit, 100 ns ticks as
 * in Mono (IsHighResolution). */
int64_t rt_Stopwatch_GetTimestamp(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 10000000 + t.tv_nsec / 100;
}

/* DateTime.GetSystemTimeAsFileTime (behind DateTime.UtcNow and Now): the time in 100 ns ticks
 * since 1601-01-01 UTC, Windows' FILETIME, as Mono's runtime gives it. */
int64_t rt_DateTime_GetSystemTimeAsFileTime(void) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (int64_t)t.tv_sec * 10000000 + t.tv_nsec / 100 + 116444736000000000LL;
}

/* Environment.GetEnvironmentVariable: the variable's value, null if it is not set (the name is
 * encoded to UTF-8; unpaired surrogates become U+FFFD, as Mono's marshalling does). */
String *rt_Environment_GetVariable(const String *name) {
    char *text = malloc(3 * (size_t)name->length + 1), *out = text;  /* (at most 3 bytes a unit) */
    if (!text) return NULL;
    for (int32_t i = 0; i < name->length;) out += rt_utf8_encode(rt_code_point_at(name, &i), out);
    *out = 0;
    const char *value = getenv(text);
    free(text);
    return value ? rt_string_from_utf8(value) : NULL;
}

/* ---- System.Native (Mono's native shim, called by pinvoke) ---------------------------------- */

/* Number.DoubleToNumber's digits: printf of the value with the format it builds ("%.17g"). */
int32_t rt_Sys_DoubleToString(double value, const char *format, char *buffer, int32_t length) {
    return snprintf(buffer, (size_t)length, format, value);
}

/* ---- System.Math ---------------------------------------------------------------------------- */

/* Math.ModF (behind Math.Round(value, digits)): the fractional part, the integral one stored. */
double rt_Math_ModF(double x, double *integral) { return modf(x, integral); }

/* System.MathF: Mono's internal calls are the C library's float functions, except Atan, Sinh and
 * Tanh, which Mono 6.8 computes in double (and rounds to float). */
#define MATHF_1(name, f) \
    float rt_MathF_##name(float x) { return (float)f(x); }
MATHF_1(Acos, acosf)
MATHF_1(Acosh, acoshf)
MATHF_1(Asin, asinf)
MATHF_1(Asinh, asinhf)
MATHF_1(Atan, atan)
MATHF_1(Atanh, atanhf)
MATHF_1(Cbrt, cbrtf)
MATHF_1(Ceiling, ceilf)
MATHF_1(Cos, cosf)
MATHF_1(Cosh, coshf)
MATHF_1(Exp, expf)
MATHF_1(Floor, floorf)
MATHF_1(Log, logf)
MATHF_1(Log10, log10f)
MATHF_1(Sin, sinf)
MATHF_1(Sinh, sinh)
MATHF_1(Sqrt, sqrtf)
MATHF_1(Tan, tanf)
MATHF_1(Tanh, tanh)
float rt_MathF_Atan2(float y, float x) { return atan2f(y, x); }
float rt_MathF_Pow(float x, float y) { return powf(x, y); }
float rt_MathF_FMod(float x, float y) { return fmodf(x, y); }
float rt_MathF_ModF(float x, float *integral) { return modff(x, integral); }

/* ---- System.Text.RegularExpressions --------------------------------------------------------- */

/* Regex.Compile (RegexOptions.Compiled): compiling a regex to IL at run time cannot be done
 * (Regex.UseOptionC's plug keeps every regex interpreted, so this is not called). */
void *rt_Regex_Compile(void *regex, void *code, int32_t options) {
    (void)regex, (void)code, (void)options;
    rt_raise(RT_NotSupportedException, "RegexOptions.Compiled is not supported by cil2mir");
    return NULL;
}
