/* cil2mir C runtime: allocation, type tests, interface dispatch, System.Object's methods,
 * Console.Write(object). Layouts and the TypeDesc contract: docs/architecture.md. */
#include "cil2mir_internal.h"

#include <gc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- descriptors of System.Object and string[] ------------------------------------------ */

RT_STATIC_STRING(object_name, "Object");
RT_STATIC_STRING(object_full_name, "System.Object");
RT_STATIC_STRING(string_array_name, "String[]");
RT_STATIC_STRING(string_array_full_name, "System.String[]");

const TypeDesc rt_Object_type = {
    .base = NULL,
    .name = (const String *)&object_name_obj,
    .full_name = (const String *)&object_full_name_obj,
    .size = sizeof(Object),
    .vtable = {(void *)rt_Object_ToString, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize},
};

const TypeDesc rt_StringArray_type = {
    .base = &rt_Object_type,
    .name = (const String *)&string_array_name_obj,
    .full_name = (const String *)&string_array_full_name_obj,
    .size = sizeof(void *),
    .element = &rt_String_type,
    .flags = TD_ARRAY | TD_REF_ARRAY,
    .vtable = {(void *)rt_Object_ToString, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize},
};

/* ---- allocation ----------------------------------------------------------------------------- */

/* Boehm's GC_malloc returns cleared memory; GC_malloc_atomic does not (and is not scanned).
 * Atomic is used only where the descriptor promises that no references can be inside
 * (TD_NO_REFS on a value type, or on an array's element type); everything else is scanned
 * (conservatively), which is always safe. */
static void *gc_alloc(size_t bytes, int atomic) {
    void *p;
    if (atomic) {
        p = GC_malloc_atomic(bytes);
        if (p) memset(p, 0, bytes);
    } else {
        p = GC_malloc(bytes);
    }
    if (!p) rt_throw_OutOfMemoryException();
    return p;
}

void *rt_alloc(const TypeDesc *t) {
    size_t bytes;
    int atomic = 0;
    if (t->flags & TD_VALUE_TYPE) { /* a box: header + the value at offset 8 */
        bytes = sizeof(Object) + (size_t)t->size;
        atomic = (t->flags & TD_NO_REFS) != 0;
    } else {
        bytes = (size_t)t->size;
        if (bytes < sizeof(Object)) bytes = sizeof(Object);
    }
    Object *o = gc_alloc(bytes, atomic);
    o->type = t;
    return o;
}

static int64_t element_size(const TypeDesc *arr) {
    if (arr->flags & TD_REF_ARRAY) return (int64_t)sizeof(void *);
    const TypeDesc *e = arr->element;
    return (e->flags & TD_VALUE_TYPE) ? e->size : (int64_t)sizeof(void *);
}

void *rt_newarr(const TypeDesc *arr, int64_t n) {
    if (n < 0) rt_throw_OverflowException(); /* Mono: "Arithmetic operation resulted in an overflow." */
    int64_t esize = element_size(arr);
    if (esize > 0 && n > (INT64_MAX - (int64_t)sizeof(Array)) / esize) rt_throw_OverflowException();
    const TypeDesc *e = arr->element;
    int atomic = !(arr->flags & TD_REF_ARRAY) && e && (e->flags & TD_VALUE_TYPE) && (e->flags & TD_NO_REFS);
    Array *a = gc_alloc(sizeof(Array) + (size_t)(n * esize), atomic);
    a->type = arr;
    a->length = n;
    return a;
}

void *rt_newarr_md(const TypeDesc *arr, const int64_t *lengths) {
    int rank = TD_RANK(arr);
    int64_t esize = element_size(arr), n = 1;
    for (int i = 0; i < rank; i++) {
        if (lengths[i] < 0) rt_throw_OverflowException();
        if (lengths[i] && n > INT64_MAX / lengths[i]) rt_throw_OutOfMemoryException();
        n *= lengths[i];
    }
    int64_t head = (int64_t)sizeof(Array) + 8 * rank;
    if (esize > 0 && n > (INT64_MAX - head) / esize) rt_throw_OutOfMemoryException();
    const TypeDesc *e = arr->element;
    int atomic = !(arr->flags & TD_REF_ARRAY) && e && (e->flags & TD_VALUE_TYPE) && (e->flags & TD_NO_REFS);
    Array *a = gc_alloc((size_t)(head + n * esize), atomic);
    a->type = arr;
    a->length = n;
    memcpy(a->data, lengths, 8 * (size_t)rank);
    return a;
}

int32_t rt_Array_get_Length(void *arr) {
    if (!arr) rt_throw_NullReferenceException();
    return (int32_t)((Array *)arr)->length;
}

int32_t rt_Array_GetLength(void *arr, int32_t dim) {
    if (!arr) rt_throw_NullReferenceException();
    Array *a = arr;
    if (a->type->flags & TD_MD_ARRAY) {
        if (dim < 0 || dim >= TD_RANK(a->type)) rt_throw_IndexOutOfRangeException();
        return (int32_t)((const int64_t *)a->data)[dim];
    }
    if (dim != 0) rt_throw_IndexOutOfRangeException();
    return (int32_t)a->length;
}

/* RuntimeHelpers.InitializeArray(array, field handle): the frontend passes the field's
 * data and its size; the array's bytes are copied from it (the data may be padded). */
void rt_RuntimeHelpers_InitializeArray(void *arr, const void *data, int64_t size) {
    if (!arr) rt_throw_ArgumentNullException("array");
    Array *a = arr;
    int64_t n = a->length * element_size(a->type);
    if (n > size) rt_unhandled("System.ArgumentException", "Field token out of range.");
    memcpy(a->data, data, (size_t)n);
}

/* ---- type tests ------------------------------------------------------------------------------ */

/* System.Object is the only class without a base (value types and arrays have one, but a
 * descriptor that omits it must not become Object). */
static int is_object_type(const TypeDesc *t) {
    return t->base == NULL && !(t->flags & (TD_INTERFACE | TD_VALUE_TYPE | TD_ARRAY));
}

static int implements(const TypeDesc *t, const TypeDesc *iface) {
    for (int32_t i = 0; i < t->n_interfaces; i++)
        if (t->interfaces[i] == iface) return 1;
    return 0;
}

/* Is every value of type `from` also a value of type `to`? Types are identified by their
 * descriptor's address. Classes: the base chain; interfaces: the interface table; arrays:
 * same element type, or (both reference-element arrays) assignable element types, which is
 * the covariance of reference arrays (string[] is an object[]). Everything is an Object. */
int32_t rt_is_assignable(const TypeDesc *from, const TypeDesc *to) {
    for (;;) {
        if (from == to || is_object_type(to)) return 1;
        if (to->flags & TD_INTERFACE) return implements(from, to);
        if (to->flags & TD_ARRAY) {
            if (!(from->flags & TD_ARRAY)) return 0;
            if (from->element == to->element) return 1;
            if (!((from->flags & TD_REF_ARRAY) && (to->flags & TD_REF_ARRAY))) return 0;
            from = from->element;
            to = to->element;
            continue;
        }
        for (const TypeDesc *b = from->base; b; b = b->base)
            if (b == to) return 1;
        return 0;
    }
}

void *rt_isinst(void *obj, const TypeDesc *t) {
    if (!obj) return NULL;
    return rt_is_assignable(((Object *)obj)->type, t) ? obj : NULL;
}

void *rt_castclass(void *obj, const TypeDesc *t) {
    if (obj && !rt_is_assignable(((Object *)obj)->type, t)) rt_throw_InvalidCastException();
    return obj;
}

void *rt_interface_method(void *obj, const TypeDesc *iface, int32_t i) {
    if (!obj) rt_throw_NullReferenceException();
    const TypeDesc *t = ((Object *)obj)->type;
    for (int32_t k = 0; k < t->n_interfaces; k++)
        if (t->interfaces[k] == iface) return t->itables[k][i];
    rt_throw_InvalidCastException(); /* verified code never gets here */
}

void rt_stelem_ref(void *arr, int64_t i, void *value) {
    if (!arr) rt_throw_NullReferenceException();
    RefArray *a = arr;
    if ((uint64_t)i >= (uint64_t)a->length) rt_throw_IndexOutOfRangeException();
    if (value && !rt_is_assignable(((Object *)value)->type, a->type->element))
        rt_throw_ArrayTypeMismatchException();
    a->items[i] = value;
}

/* ---- System.Object --------------------------------------------------------------------------- */

String *rt_Object_ToString(void *obj) {
    if (!obj) rt_throw_NullReferenceException();
    return (String *)((Object *)obj)->type->full_name;
}

int32_t rt_Object_Equals(void *obj, void *other) { return obj == other; }

int32_t rt_Object_ReferenceEquals(void *a, void *b) { return a == b; }

/* static Object.Equals(a, b): the same object (or both null) -> true; either null -> false;
 * else a.Equals(b) through a's vtable slot. */
int32_t rt_Object_Equals_static(void *a, void *b) {
    if (a == b) return 1;
    if (!a || !b) return 0;
    return ((int32_t(*)(void *, void *))((Object *)a)->type->vtable[SLOT_Equals])(a, b) != 0;
}

/* Boehm's collector does not move objects, so the address is stable for the object's life.
 * Mono's values (from a per-object hash) are not reproducible, so no program's output can
 * depend on them; ours mix the address bits. */
int32_t rt_Object_GetHashCode(void *obj) {
    if (!obj) rt_throw_NullReferenceException();
    uint64_t x = (uint64_t)(uintptr_t)obj >> 3;
    x *= 0x9E3779B97F4A7C15ull;
    return (int32_t)((x >> 32) & 0x7FFFFFFF);
}

void rt_Object_Finalize(void *obj) { (void)obj; }

const TypeDesc *rt_Object_GetType(void *obj) {
    if (!obj) rt_throw_NullReferenceException();
    return ((Object *)obj)->type;
}

String *rt_Type_get_Name(const TypeDesc *t) {
    if (!t) rt_throw_NullReferenceException();
    return (String *)t->name;
}

/* ---- Console.Write(object) ------------------------------------------------------------------- */

typedef String *(*ToStringFn)(void *);

static void out_object(void *obj) {
    if (!obj) return;
    rt_out_string(((ToStringFn)((Object *)obj)->type->vtable[SLOT_ToString])(obj));
}

void rt_Console_Write_object(void *obj) { out_object(obj); }

void rt_Console_WriteLine_object(void *obj) {
    out_object(obj);
    rt_Console_WriteLine_void();
}

/* ---- Array.Reverse and Array.Copy ---------------------------------------------------------- */

static unsigned char *array_data(Array *a) {
    return a->data + ((a->type->flags & TD_MD_ARRAY) ? 8 * (size_t)TD_RANK(a->type) : 0);
}

/* Mono 6.8's Array.Copy of a non-assignable element into a reference array: an
 * InvalidCastException without a message, printed without ": message". */
static __attribute__((noreturn)) void throw_copy_cast(void) {
    rt_flush_stdout();
    fputs("\nUnhandled Exception:\nSystem.InvalidCastException\n"
          "[ERROR] FATAL UNHANDLED EXCEPTION: System.InvalidCastException\n", stderr);
    fflush(stderr);
    exit(1);
}

static __attribute__((noreturn)) void throw_rank(void) {
    rt_unhandled("System.RankException", "Only single dimension arrays are supported here.");
}

void rt_Array_Reverse_range(void *arr, int32_t index, int32_t length) {
    if (!arr) rt_throw_ArgumentNullException("array");
    Array *a = arr;
    if (a->type->flags & TD_MD_ARRAY) throw_rank();
    if (index < 0) rt_throw_ArgumentOutOfRangeException("Non-negative number required.", "index");
    if (length < 0) rt_throw_ArgumentOutOfRangeException("Non-negative number required.", "length");
    if (a->length - index < length)
        rt_unhandled("System.ArgumentException", "Offset and length were out of bounds for the array or "
                     "count is greater than the number of elements from index to the end of the source "
                     "collection.");
    size_t esize = (size_t)element_size(a->type);
    unsigned char *lo = a->data + (size_t)index * esize, *hi = lo + ((size_t)length - 1) * esize;
    unsigned char tmp[256];
    for (; length > 1 && lo < hi; lo += esize, hi -= esize) {
        for (size_t done = 0; done < esize; done += sizeof tmp) {   /* any element size */
            size_t n = esize - done < sizeof tmp ? esize - done : sizeof tmp;
            memcpy(tmp, lo + done, n);
            memcpy(lo + done, hi + done, n);
            memcpy(hi + done, tmp, n);
        }
    }
}

void rt_Array_Reverse(void *arr) {
    if (!arr) rt_throw_ArgumentNullException("array");
    rt_Array_Reverse_range(arr, 0, (int32_t)((Array *)arr)->length);
}

void rt_Array_Copy_range(void *src, int32_t src_index, void *dst, int32_t dst_index, int32_t length) {
    if (!src) rt_throw_ArgumentNullException("sourceArray");
    if (!dst) rt_throw_ArgumentNullException("destinationArray");
    if (length < 0) rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "length");
    Array *s = src, *d = dst;
    const TypeDesc *st = s->type, *dt = d->type;
    int srank = (st->flags & TD_MD_ARRAY) ? TD_RANK(st) : 1, drank = (dt->flags & TD_MD_ARRAY) ? TD_RANK(dt) : 1;
    if (srank != drank) throw_rank();
    if (src_index < 0) rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "sourceIndex");
    if (dst_index < 0) rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "destinationIndex");
    if (src_index > s->length - length) rt_unhandled("System.ArgumentException", "length");
    if (dst_index > d->length - length)
        rt_unhandled("System.ArgumentException", "Destination array was not long enough. Check destIndex "
                     "and length, and the array's lower bounds\nParameter name: destinationArray");
    if (length == 0) return;
    size_t esize = (size_t)element_size(st);
    unsigned char *from = array_data(s) + (size_t)src_index * esize;
    unsigned char *to = array_data(d) + (size_t)dst_index * esize;
    int both_refs = (st->flags & TD_REF_ARRAY) && (dt->flags & TD_REF_ARRAY);
    if (st->element == dt->element || (both_refs && rt_is_assignable(st->element, dt->element))) {
        memmove(to, from, (size_t)length * esize);
        return;
    }
    if (!both_refs) rt_throw_ArrayTypeMismatchException();
    /* covariance: each element must be a destination element (Mono 6.8: InvalidCastException
     * with an empty message); the elements before the bad one are copied */
    void **f = (void **)from, **t = (void **)to;
    if (s == d && f < t) {           /* overlapping, backwards */
        for (int32_t i = length - 1; i >= 0; i--) {
            if (f[i] && !rt_is_assignable(((Object *)f[i])->type, dt->element))
                throw_copy_cast();
            t[i] = f[i];
        }
        return;
    }
    for (int32_t i = 0; i < length; i++) {
        if (f[i] && !rt_is_assignable(((Object *)f[i])->type, dt->element))
            throw_copy_cast();
        t[i] = f[i];
    }
}

void rt_Array_Copy(void *src, void *dst, int32_t length) {
    rt_Array_Copy_range(src, 0, dst, 0, length);
}
