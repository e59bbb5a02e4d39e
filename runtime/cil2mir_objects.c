/* cil2mir C runtime: allocation, type tests, interface dispatch, System.Object's methods,
 * Console.Write(object). Layouts and the TypeDesc contract: docs/architecture.md. */
#include "cil2mir_internal.h"

#include <gc.h>
#include <gc/gc_inline.h>
#include <gc/gc_mark.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* ---- descriptors of System.Object and string[] ------------------------------------------ */

RT_STATIC_STRING(object_name, "Object");
RT_STATIC_STRING(object_full_name, "System.Object");
RT_STATIC_STRING(string_array_name, "String[]");
RT_STATIC_STRING(string_array_full_name, "System.String[]");

/* The interface method table of a type no interface method called through a table holds
 * (interfaces, arrays: their variant interfaces are found by rt_interface_method). */
void *const rt_imt_none[RT_IMT_SIZE];

const TypeDesc rt_Object_type = {
    .base = NULL,
    .name = (const String *)&object_name_obj,
    .full_name = (const String *)&object_full_name_obj,
    .size = sizeof(Object),
    .imt = rt_imt_none,
    .vtable = {(void *)rt_Object_ToString, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize},
};

/* Weak: a program that uses string[] as IEnumerable<string> emits its own, with the
 * interface tables (frontend/typesystem/types.py); the layout is the same. */
__attribute__((weak)) const TypeDesc rt_StringArray_type = {
    .base = &rt_Object_type,
    .name = (const String *)&string_array_name_obj,
    .full_name = (const String *)&string_array_full_name_obj,
    .size = sizeof(void *),
    .element = &rt_String_type,
    .flags = TD_ARRAY | TD_REF_ARRAY,
    .imt = rt_imt_none,
    .vtable = {(void *)rt_Object_ToString, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize},
};

/* ---- allocation ----------------------------------------------------------------------------- */

/* Boehm's GC_malloc returns cleared memory; GC_malloc_atomic does not (and is not scanned).
 * Atomic is used only where the descriptor promises that no references can be inside
 * (TD_NO_REFS on a class, on a value type, or on an array's element type); everything else
 * is scanned (conservatively), which is always safe. NULL when out of memory. */
/* A block this large is cleared without touching its pages: a huge array costs resident
 * memory only where it is written, as under Mono (fresh pages are zero already). */
#define LARGE_BLOCK ((size_t)1 << 20)

/* Clears p[0..bytes): the whole pages inside by madvise(MADV_DONTNEED) (the GC's heap is
 * private anonymous memory, which reads as zero after it), the ends by memset. */
static void clear_large(void *p, size_t bytes) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), at = (uintptr_t)p;
    uintptr_t start = (at + page - 1) & ~(page - 1), end = (at + bytes) & ~(page - 1);
    if (end <= start || madvise((void *)start, end - start, MADV_DONTNEED) != 0) {
        memset(p, 0, bytes);
        return;
    }
    memset(p, 0, start - at);
    memset((void *)end, 0, at + bytes - end);
}

/* The GC's kind of scanned objects that it does not clear (GC_malloc's, without the
 * clearing, which touches every page): used for large blocks only, cleared by clear_large. */
static int uncleared_kind;
static pthread_once_t uncleared_once = PTHREAD_ONCE_INIT;
static void make_uncleared_kind(void) {
    uncleared_kind = (int)GC_new_kind(GC_new_free_list(), GC_DS_LENGTH, 1, 0);
}

/* Small objects (up to GC_TINY_FREELISTS - 1 granules of 16 bytes) come from our own free
 * lists, one per size and kind, refilled a block at a time by GC_generic_malloc_many. Boehm's
 * GC_malloc keeps such lists per thread too, but reaches them through __tls_get_addr (libgc is
 * a shared library) and generic checks: about 75 instructions an object (110 with what
 * rt_alloc did around it), where rt_alloc's pop is 23 in all. Managed code runs on one OS
 * thread (a Thread's body runs on the starter's stack: corelib/Threading.cs) and the
 * collector's marker threads run only while it collects, inside our refill, so the lists need
 * no lock and no per-thread copy.
 * The lists are static data, which the collector scans: a scanned object's link (its first
 * word) is traced, so a whole list stays allocated, and its objects stay cleared (the
 * collector clears what it reclaims). An atomic object's link is not traced, so the rest of
 * an atomic list would be reclaimed under it: the lists are dropped when a collection starts
 * (before marking), and their objects are reclaimed as the garbage they are. */
static void *scanned_free[GC_TINY_FREELISTS], *atomic_free[GC_TINY_FREELISTS];
/* Boehm's size of an object of n bytes, in granules: one byte more, so that a pointer just
 * past the end of an object (an array walked to its end) keeps it, not its neighbour, alive
 * (GC_all_interior_pointers, which compiled code needs for its pointers into objects). */
#define GRANULES(n) (((n) + 1 + GC_GRANULE_BYTES - 1) / GC_GRANULE_BYTES)

static void GC_CALLBACK drop_atomic_lists(void) {
    memset(atomic_free, 0, sizeof atomic_free);
}

/* No collection before 16 MB have been allocated since the last one. Boehm's own measure
 * (about a third of the heap's scanned bytes) collects a small heap very often, and each
 * collection marks every live object: binary-trees (bench/programs) at depth 16, once its
 * allocation was cheap, spent a third of its instructions marking. Mono's SGen allocates 4 MB
 * (its nursery) between collections, each of which touches only what survives; a budget four
 * times that keeps our peak well below Mono's (binary-trees 32 MB against 47,
 * bench/gc_memory.py's program 53 MB against 80). */
#define MIN_ALLOCATED_BETWEEN_COLLECTIONS ((size_t)16 << 20)

void rt_alloc_init(void) {
    GC_set_start_callback(drop_atomic_lists);
    GC_set_min_bytes_allocd(MIN_ALLOCATED_BETWEEN_COLLECTIONS);
}

static void *gc_alloc_large(size_t bytes, int atomic) {
    void *p;
    if (bytes >= LARGE_BLOCK) {
        if (!atomic) pthread_once(&uncleared_once, make_uncleared_kind);
        p = atomic ? GC_malloc_atomic(bytes) : GC_generic_malloc(bytes, uncleared_kind);
        if (p) clear_large(p, bytes);
    } else if (atomic) {
        p = GC_malloc_atomic(bytes);
        if (p) memset(p, 0, bytes);
    } else {
        p = GC_malloc(bytes);
    }
    return p;
}

/* The first object of a refilled list (NULL when out of memory). */
static __attribute__((noinline)) void *refill(void **list, size_t granules, int atomic) {
    GC_generic_malloc_many(granules * GC_GRANULE_BYTES, atomic ? GC_I_PTRFREE : GC_I_NORMAL, list);
    return *list;
}

/* `bytes` of cleared memory (NULL when out of memory). */
static inline __attribute__((always_inline)) void *gc_alloc(size_t bytes, int atomic) {
    size_t granules = GRANULES(bytes);
    if (__builtin_expect(granules >= GC_TINY_FREELISTS, 0)) return gc_alloc_large(bytes, atomic);
    void **list = (atomic ? atomic_free : scanned_free) + granules;
    void *p = *list;
    if (__builtin_expect(!p, 0) && !(p = refill(list, granules, atomic))) return NULL;
    *list = *(void **)p;
    if (atomic) memset(p, 0, bytes);
    else *(void **)p = NULL; /* the link; the rest is cleared */
    return p;
}

void *rt_gc_alloc(size_t bytes, int atomic) { return gc_alloc(bytes, atomic); }

/* Whether an array type's elements hold no references (its memory may be atomic). */
static int no_ref_elements(const TypeDesc *arr) {
    const TypeDesc *e = arr->element;
    return !(arr->flags & TD_REF_ARRAY) && e && (e->flags & TD_VALUE_TYPE) && (e->flags & TD_NO_REFS);
}

static const char out_of_memory[] = "Insufficient memory to continue the execution of the program.";

/* rt_alloc's other cases: atomic, large, or a list to refill. */
static __attribute__((noinline)) void *alloc_object(const TypeDesc *t, size_t bytes) {
    Object *o = gc_alloc(bytes, (t->flags & TD_NO_REFS) != 0); /* (the type pointer is static data) */
    if (!o) rt_unhandled("System.OutOfMemoryException", out_of_memory); /* rt_alloc is nothrow */
    o->type = t;
    return o;
}

/* The commonest allocation, a small scanned object, pops its list here and calls nothing (so
 * saves no registers); everything else goes on to alloc_object. */
void *rt_alloc(const TypeDesc *t) {
    size_t bytes = (size_t)t->size;
    if (t->flags & TD_VALUE_TYPE) bytes += sizeof(Object); /* a box: header + the value at offset 8 */
    else if (bytes < sizeof(Object)) bytes = sizeof(Object);
    size_t granules = GRANULES(bytes);
    if (__builtin_expect((t->flags & TD_NO_REFS) || granules >= GC_TINY_FREELISTS, 0)) return alloc_object(t, bytes);
    void *p = scanned_free[granules];
    if (__builtin_expect(!p, 0)) return alloc_object(t, bytes);
    scanned_free[granules] = *(void **)p; /* (the rest of the object is cleared) */
    ((Object *)p)->type = t;
    return p;
}

/* Object.MemberwiseClone of an object, a box, an array (the framework's Array.Clone) or a
 * string: a shallow copy of the whole object. */
void *rt_Object_MemberwiseClone(void *obj) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    const TypeDesc *t = ((Object *)obj)->type;
    if (t->flags & (TD_ARRAY | TD_MD_ARRAY)) {
        Array *a = obj;
        size_t bytes = (size_t)(rt_array_data(a) - (unsigned char *)a) + (size_t)(a->length * rt_element_size(t));
        void *copy = gc_alloc(bytes, no_ref_elements(t));
        if (!copy) {
            rt_throw_OutOfMemoryException();
            return NULL;
        }
        return memcpy(copy, obj, bytes);
    }
    if (t == &rt_String_type) {
        String *s = obj, *copy = rt_String_new(s->length);
        if (copy) memcpy(copy->chars, s->chars, 2 * (size_t)s->length);
        return copy;
    }
    void *copy = rt_alloc(t);
    size_t bytes = (t->flags & TD_VALUE_TYPE) ? sizeof(Object) + (size_t)t->size : (size_t)t->size;
    memcpy(copy, obj, bytes);
    return copy;
}

int64_t rt_element_size(const TypeDesc *arr) {
    if (arr->flags & TD_REF_ARRAY) return (int64_t)sizeof(void *);
    const TypeDesc *e = arr->element;
    return (e->flags & TD_VALUE_TYPE) ? e->size : (int64_t)sizeof(void *);
}

/* Mono 6.8: a count (int32, native int or int64) below 0 or of 2^32 and more is an
 * OverflowException, one above INT32_MAX an OutOfMemoryException. */
void *rt_newarr(const TypeDesc *arr, int64_t n) {
    int64_t esize = rt_element_size(arr);
    if (n < 0 || n > (int64_t)UINT32_MAX) {
        rt_throw_OverflowException(); /* "Arithmetic operation resulted in an overflow." */
        return NULL;
    }
    if (n > INT32_MAX || (esize > 0 && n > (INT64_MAX - (int64_t)sizeof(Array)) / esize)) {
        rt_throw_OutOfMemoryException();
        return NULL;
    }
    Array *a = gc_alloc(sizeof(Array) + (size_t)(n * esize), no_ref_elements(arr));
    if (!a) {
        rt_throw_OutOfMemoryException();
        return NULL;
    }
    a->type = arr;
    a->length = n;
    return a;
}

/* newobj of an array type. Mono 6.8's texts differ from newarr's: a negative length is an
 * OverflowException with an empty message, too much memory "Out of memory". */
void *rt_newarr_md(const TypeDesc *arr, const int64_t *lengths) {
    if (!(arr->flags & TD_MD_ARRAY)) { /* newobj of T[] or T[0...]: T[]'s layout */
        if (lengths[0] < 0) {
            rt_raise(RT_OverflowException, "");
            return NULL;
        }
        return rt_newarr(arr, lengths[0]);
    }
    int rank = TD_RANK(arr), empty = 0;
    for (int i = 0; i < rank; i++) {
        if (lengths[i] < 0) {
            rt_raise(RT_OverflowException, "");
            return NULL;
        }
        empty |= lengths[i] == 0;
    }
    int64_t esize = rt_element_size(arr), head = (int64_t)sizeof(Array) + 8 * rank, n = empty ? 0 : 1;
    int fits = 1;
    for (int i = 0; i < rank && n; i++) {
        fits &= n <= INT64_MAX / lengths[i];
        n = fits ? n * lengths[i] : 1;
    }
    fits &= !(esize > 0 && n > (INT64_MAX - head) / esize);
    Array *a = fits ? gc_alloc((size_t)(head + n * esize), no_ref_elements(arr)) : NULL;
    if (!a) {
        rt_raise(RT_OutOfMemoryException, "Out of memory");
        return NULL;
    }
    a->type = arr;
    a->length = n;
    memcpy(a->data, lengths, 8 * (size_t)rank);
    return a;
}

int32_t rt_Array_get_Length(void *arr) {
    if (!arr) {
        rt_throw_NullReferenceException();
        return 0;
    }
    return (int32_t)((Array *)arr)->length;
}

int32_t rt_Array_get_Rank(void *arr) {
    if (!arr) {
        rt_throw_NullReferenceException();
        return 0;
    }
    const TypeDesc *t = ((Array *)arr)->type;
    return (t->flags & TD_MD_ARRAY) ? TD_RANK(t) : 1;
}

int32_t rt_Array_GetLength(void *arr, int32_t dim) {
    int32_t rank = rt_Array_get_Rank(arr);
    if (!arr) return 0;
    if (dim < 0 || dim >= rank) {
        rt_throw_IndexOutOfRangeException();
        return 0;
    }
    Array *a = arr;
    return (a->type->flags & TD_MD_ARRAY) ? (int32_t)((const int64_t *)a->data)[dim] : (int32_t)a->length;
}

/* Lower bounds are always 0 (docs/architecture.md); the checks are GetLength's. */
int32_t rt_Array_GetLowerBound(void *arr, int32_t dim) {
    rt_Array_GetLength(arr, dim);
    return 0;
}

int32_t rt_Array_GetUpperBound(void *arr, int32_t dim) {
    return rt_Array_GetLength(arr, dim) - 1;
}

/* RuntimeHelpers.InitializeArray(array, field handle): the frontend passes the field's
 * data and its size; the array's bytes are copied from it (the data may be padded). */
void rt_RuntimeHelpers_InitializeArray(void *arr, const void *data, int64_t size) {
    if (!arr) {
        rt_throw_ArgumentNullException("array");
        return;
    }
    Array *a = arr;
    int64_t n = a->length * rt_element_size(a->type);
    if (n > size) {
        rt_raise(RT_ArgumentException, "Field token out of range.");
        return;
    }
    memcpy(rt_array_data(a), data, (size_t)n);  /* (a T[,] has its lengths first) */
}

/* ---- type tests ------------------------------------------------------------------------------ */

/* System.Object is the only class without a base (value types and arrays have one, but a
 * descriptor that omits it must not become Object). */
static int is_object_type(const TypeDesc *t) {
    return t->base == NULL && !(t->flags & (TD_INTERFACE | TD_VALUE_TYPE | TD_ARRAY));
}

/* Arrays of these element types are each other's (ECMA-335 I.8.7.1, as Mono runs it): an
 * enum counts as its underlying type, and integers of one size are one type whatever their
 * sign (native int is int64). */
static int same_reduced_type(const TypeDesc *a, const TypeDesc *b) {
    if (a->flags & TD_ENUM) a = a->element;
    if (b->flags & TD_ENUM) b = b->element;
    return a == b || ((a->flags & TD_INTEGRAL) && (b->flags & TD_INTEGRAL) && a->size == b->size);
}

/* Is an array of `from` elements an array of `to` elements (the same reduced type, or
 * reference covariance)? */
static int array_elements_assignable(const TypeDesc *from, const TypeDesc *to) {
    int from_value = (from->flags & TD_VALUE_TYPE) != 0, to_value = (to->flags & TD_VALUE_TYPE) != 0;
    if (from_value || to_value) return from_value && to_value && same_reduced_type(from, to);
    return rt_is_assignable(from, to);
}

/* Where iface is in t's interface list (-1: not there). An array also implements the
 * generic collection interfaces of every element type it is an array of (a B[] is an
 * IList<A> when it is an A[], a uint[] an IList<int>): TD_ARRAY_IFACE instances name their
 * type argument in `element`, and the array's own instance of the same interface serves. */
static int32_t interface_index(const TypeDesc *t, const TypeDesc *iface) {
    for (int32_t k = 0; k < t->n_interfaces; k++)
        if (t->interfaces[k] == iface) return k;
    if ((iface->flags & TD_ARRAY_IFACE) && (t->flags & TD_ARRAY))
        for (int32_t k = 0; k < t->n_interfaces; k++) {
            const TypeDesc *own = t->interfaces[k];
            if ((own->flags & TD_ARRAY_IFACE) && own->name == iface->name
                && array_elements_assignable(own->element, iface->element))
                return k;
        }
    return -1;
}

static int implements(const TypeDesc *t, const TypeDesc *iface) { return interface_index(t, iface) >= 0; }

/* Is every value of type `from` also a value of type `to`? Types are identified by their
 * descriptor's address. Classes: the base chain; interfaces: the interface table; arrays:
 * same (reduced) element type, or (both reference-element arrays) assignable element types,
 * which is the covariance of reference arrays (string[] is an object[]). Everything is an
 * Object; a Type object is a System.Type (TD_TYPE_CLASS). */
int32_t rt_is_assignable(const TypeDesc *from, const TypeDesc *to) {
    for (;;) {
        if (from == to || is_object_type(to)) return 1;
        if (from == &rt_RuntimeType_type) return (to->flags & TD_TYPE_CLASS) != 0;
        if (to->flags & TD_INTERFACE) return implements(from, to);
        if (to->flags & TD_ARRAY_CLASS) return (from->flags & (TD_ARRAY | TD_MD_ARRAY)) != 0;
        if (to->flags & TD_ARRAY) {
            if (!(from->flags & TD_ARRAY)) return 0;
            if (from->element == to->element) return 1;
            if (!((from->flags & TD_REF_ARRAY) && (to->flags & TD_REF_ARRAY)))
                return !(from->flags & TD_REF_ARRAY) && !(to->flags & TD_REF_ARRAY)
                    && same_reduced_type(from->element, to->element);
            from = from->element;
            to = to->element;
            continue;
        }
        for (const TypeDesc *b = from->base; b; b = b->base)
            if (b == to) return 1;
        /* a generic delegate lists the instances it converts to by variance with its
         * interfaces (frontend/typesystem/types.py, _variant_delegates) */
        return implements(from, to);
    }
}

void *rt_isinst(void *obj, const TypeDesc *t) {
    if (!obj) return NULL;
    return rt_is_assignable(((Object *)obj)->type, t) ? obj : NULL;
}

/* unbox / unbox.any of a value type: the box's address, if the box holds a t; a boxed enum
 * and its underlying primitive unbox as each other (as the CLR allows). */
void *rt_unbox(void *obj, const TypeDesc *t) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    const TypeDesc *have = ((Object *)obj)->type;
    if (have != t) {
        const TypeDesc *a = (have->flags & TD_ENUM) ? have->element : have;
        const TypeDesc *b = (t->flags & TD_ENUM) ? t->element : t;
        if (a != b) {
            rt_throw_InvalidCastException();
            return NULL;
        }
    }
    return obj;
}

void *rt_castclass(void *obj, const TypeDesc *t) {
    if (obj && !rt_is_assignable(((Object *)obj)->type, t)) {
        rt_throw_InvalidCastException();
        return NULL;
    }
    return obj;
}

/* NULL (with an exception raised) for a null obj. */
static __attribute__((noinline)) void *interface_method_slow(void *obj, const TypeDesc *iface, int32_t i) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    const TypeDesc *t = ((Object *)obj)->type;
    int32_t k = interface_index(t, iface);
    if (k >= 0) return t->itables[k][i];
    rt_throw_InvalidCastException(); /* verified code never gets here */
    return NULL;
}

/* An interface call's lookup where the receiver's interface method table has no entry for
 * the method (two called methods share it, an array's variant interfaces: docs/architecture.md,
 * "Calls"): the interface among the receiver's own, with nothing else on that path, so that it
 * saves no register and calls nothing; a null receiver, an array's variant interfaces and a
 * failure go the slow way. */
void *rt_interface_method(void *obj, const TypeDesc *iface, int32_t i) {
    if (__builtin_expect(obj != NULL, 1)) {
        const TypeDesc *t = ((Object *)obj)->type;
        for (int32_t k = 0, n = t->n_interfaces; k < n; k++)
            if (t->interfaces[k] == iface) return t->itables[k][i];
    }
    return interface_method_slow(obj, iface, i);
}

/* A generic virtual method instance's table: { int64 n; { TypeDesc *type; void *fn; }[n] },
 * an entry for every class of the program that can receive the call (the whole program
 * is known when the table is built). NULL (with an exception raised) for a null obj. */
void *rt_gvm_method(void *obj, const int64_t *table) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    const TypeDesc *t = ((Object *)obj)->type;
    const void *const *entries = (const void *const *)(table + 1);
    for (int64_t k = 0; k < table[0]; k++)
        if (entries[2 * k] == t) return (void *)entries[2 * k + 1];
    fputs("cil2mir runtime: a generic virtual method table lacks the receiver's type "
          "(a compiler bug)\n", stderr);
    abort();
}

void rt_stelem_ref(void *arr, int64_t i, void *value) {
    RefArray *a = arr;
    if (!a)
        rt_throw_NullReferenceException();
    else if ((uint64_t)i >= (uint64_t)a->length)
        rt_throw_IndexOutOfRangeException();
    else if (value && !rt_is_assignable(((Object *)value)->type, a->type->element))
        rt_throw_ArrayTypeMismatchException();
    else
        a->items[i] = value;
}

void rt_check_element_type(void *arr, const TypeDesc *t) {
    if (!arr)
        rt_throw_NullReferenceException();
    else if (((RefArray *)arr)->type->element != t)
        rt_throw_ArrayTypeMismatchException();
}

void rt_check_array_store(void *arr, void *value) {
    if (value && !rt_is_assignable(((Object *)value)->type, ((Array *)arr)->type->element))
        rt_throw_ArrayTypeMismatchException();
}

/* ---- System.Object --------------------------------------------------------------------------- */

/* Type.ToString() from Type.FullName (a descriptor's full name): generic arguments lose their
 * assembly names, `C`1[[S`1[[System.Int32, mscorlib, ...]], App, ...]][]` becomes
 * `C`1[S`1[System.Int32]][]`. Copies one type name of `s` from `*i` to `out` at `*n`. */
static void type_to_string(const String *s, int32_t *i, String *out, int32_t *n) {
#define AT(k) (s->chars[k])
    while (*i < s->length && AT(*i) != ',' && AT(*i) != ']') {
        if (AT(*i) == '[' && *i + 1 < s->length && AT(*i + 1) == '[') {   /* generic arguments */
            out->chars[(*n)++] = '[';
            ++*i;
            for (;;) {
                ++*i;                                               /* the argument's '[' */
                type_to_string(s, i, out, n);
                while (*i < s->length && AT(*i) != ']') ++*i;       /* ", Assembly, ..." */
                ++*i;
                if (*i < s->length && AT(*i) == ',') {
                    out->chars[(*n)++] = ',';
                    ++*i;
                    continue;
                }
                out->chars[(*n)++] = ']';
                ++*i;
                break;
            }
            continue;
        }
        if (AT(*i) == '[') {                                        /* array dimensions */
            while (*i < s->length && AT(*i) != ']') out->chars[(*n)++] = AT((*i)++);
            if (*i < s->length) out->chars[(*n)++] = AT((*i)++);
            continue;
        }
        out->chars[(*n)++] = AT((*i)++);
    }
#undef AT
}

static String *type_string(const TypeDesc *t) {
    if (t->flags & TD_GENERIC_DEF) return (String *)t->element;
    const String *full = t->full_name;
    int32_t k;
    for (k = 0; k + 1 < full->length; k++)
        if (full->chars[k] == '[' && full->chars[k + 1] == '[') break;
    if (k + 1 >= full->length) return (String *)full;               /* nothing to drop */
    String *r = rt_String_new(full->length);
    int32_t i = 0, n = 0;
    type_to_string(full, &i, r, &n);
    r->length = n;
    return r;
}

/* Object.ToString(): Type.ToString(), except ValueType.ToString(), which is Type.FullName. */
String *rt_Object_ToString(void *obj) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    const TypeDesc *t = ((Object *)obj)->type;
    return (t->flags & TD_VALUE_TYPE) ? (String *)t->full_name : type_string(t);
}

int32_t rt_Object_Equals(void *obj, void *other) { return obj == other; }

int32_t rt_Object_ReferenceEquals(void *a, void *b) { return a == b; }

/* static Object.Equals(a, b): the same object (or both null) -> true; either null -> false;
 * else a.Equals(b) through a's vtable slot. */
int32_t rt_Object_Equals_static(void *a, void *b) {
    if (a == b) return 1;
    if (!a || !b) return 0;
    int32_t r = ((int32_t(*)(void *, void *))((Object *)a)->type->vtable[SLOT_Equals])(a, b);
    return !cil2mir_pending_exception && r != 0;  /* managed code: it may raise */
}

/* Boehm's collector does not move objects, so the address is stable for the object's life.
 * Mono's values (from a per-object hash) are not reproducible, so no program's output can
 * depend on them; ours mix the address bits. */
/* An object's identity hash: from its address (the collector does not move objects). */
int32_t rt_identity_hash(const void *obj) {
    uint64_t x = (uint64_t)(uintptr_t)obj >> 3;
    x *= 0x9E3779B97F4A7C15ull;
    return (int32_t)((x >> 32) & 0x7FFFFFFF);
}

int32_t rt_Object_GetHashCode(void *obj) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return 0;
    }
    return rt_identity_hash(obj);
}

void rt_Object_Finalize(void *obj) { (void)obj; }

/* ---- System.Type ---------------------------------------------------------------------------- */

/* A Type object stands for one descriptor. There is one per descriptor, made on first use
 * (typeof, GetType()) and kept in a table, so that types compare by reference as in .NET. */
typedef struct RuntimeType {
    const TypeDesc *type;
    const TypeDesc *desc;
} RuntimeType;

RT_STATIC_STRING(runtime_type_name, "RuntimeType");
RT_STATIC_STRING(runtime_type_full_name, "System.RuntimeType");

static String *runtime_type_to_string(void *type) { return type_string(((RuntimeType *)type)->desc); }

/* Every other virtual member of Type (the framework's own IL calls them through System.Type's
 * vtable, which has some 200 slots): what frontend/corelib.py binds is called directly, and
 * runtime/corelib plugs; the rest raise, whatever their signature (the caller sees the
 * pending exception before it looks at a result). */
static void reflection_not_supported(void) {
    rt_raise(RT_NotSupportedException, "cil2mir: this member of System.Type is not supported "
                                       "(reflection on the runtime's types).");
}

const TypeDesc rt_RuntimeType_type = {
    .base = &rt_Object_type,
    .name = (const String *)&runtime_type_name_obj,
    .full_name = (const String *)&runtime_type_full_name_obj,
    .size = sizeof(RuntimeType),
    .imt = rt_imt_none,
    .vtable = {(void *)runtime_type_to_string, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize, [4 ... 511] = (void *)reflection_not_supported},
};

/* Type.Assembly in a program that never asks an assembly anything (its own code neither reads
 * Type.Assembly nor calls Assembly's members): one object stands for every assembly, whose
 * virtual members raise, ToString too. Code that only passes it on runs (CharUnicodeInfo hands
 * it to GetGlobalizationResourceBytePtr, which the runtime binds). A program that asks has the
 * assemblies' tables and one compiled object per assembly (rt_Type_get_Assembly below). */
RT_STATIC_STRING(runtime_assembly_name, "RuntimeAssembly");
RT_STATIC_STRING(runtime_assembly_full_name, "System.Reflection.RuntimeAssembly");

const TypeDesc rt_RuntimeAssembly_type = {
    .base = &rt_Object_type,
    .name = (const String *)&runtime_assembly_name_obj,
    .full_name = (const String *)&runtime_assembly_full_name_obj,
    .size = sizeof(Object),
    .imt = rt_imt_none,
    .vtable = {(void *)reflection_not_supported, (void *)rt_Object_Equals, (void *)rt_Object_GetHashCode,
               (void *)rt_Object_Finalize, [4 ... 511] = (void *)reflection_not_supported},
};

static const Object the_assembly = {.type = &rt_RuntimeAssembly_type};

/* Open addressing by descriptor address; the array is scanned by the GC (its pointer is a
 * static, a root), so the Type objects live as long as the program. */
static RuntimeType **type_objects;
static size_t type_objects_size, type_objects_used;

static size_t type_slot(RuntimeType **table, size_t size, const TypeDesc *d) {
    size_t i = ((uintptr_t)d >> 3) * 0x9E3779B97F4A7C15ull & (size - 1);
    while (table[i] && table[i]->desc != d) i = (i + 1) & (size - 1);
    return i;
}

Object *rt_type_object(const TypeDesc *d) {
    if (2 * (type_objects_used + 1) > type_objects_size) {
        size_t size = type_objects_size ? 2 * type_objects_size : 64;
        RuntimeType **table = gc_alloc(size * sizeof *table, 0);
        if (!table) rt_unhandled("System.OutOfMemoryException", out_of_memory);
        for (size_t k = 0; k < type_objects_size; k++)
            if (type_objects[k]) table[type_slot(table, size, type_objects[k]->desc)] = type_objects[k];
        type_objects = table;
        type_objects_size = size;
    }
    size_t i = type_slot(type_objects, type_objects_size, d);
    if (!type_objects[i]) {
        RuntimeType *t = rt_alloc(&rt_RuntimeType_type);
        t->desc = d;
        type_objects[i] = t;
        type_objects_used++;
    }
    return (Object *)type_objects[i];
}

Object *rt_type_from_handle(const TypeDesc *d) { return d ? rt_type_object(d) : NULL; }

Object *rt_Object_GetType(void *obj) {
    if (!obj) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    return rt_type_object(((Object *)obj)->type);
}

/* The descriptor a Type object stands for; NULL with NullReferenceException for null. */
const TypeDesc *rt_type_desc(void *type) {
    if (!type) {
        rt_throw_NullReferenceException();
        return NULL;
    }
    return ((RuntimeType *)type)->desc;
}

String *rt_Type_get_Name(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t ? (String *)t->name : NULL;
}

/* Type.FullName (and Type.ToString()): Namespace.Name, Outer+Inner for a nested type. */
String *rt_Type_get_FullName(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t ? (String *)t->full_name : NULL;
}

/* Type.IsValueType, IsEnum, IsArray, IsInterface, IsClass: the descriptor's flags. */
static int32_t type_has(void *type, int32_t flags) {
    const TypeDesc *t = rt_type_desc(type);
    return t ? (t->flags & flags) != 0 : 0;
}

int32_t rt_Type_get_IsValueType(void *type) { return type_has(type, TD_VALUE_TYPE); }
int32_t rt_Type_get_IsEnum(void *type) { return type_has(type, TD_ENUM); }
int32_t rt_Type_get_IsArray(void *type) { return type_has(type, TD_ARRAY | TD_MD_ARRAY); }
int32_t rt_Type_get_IsInterface(void *type) { return type_has(type, TD_INTERFACE); }
int32_t rt_Type_get_IsClass(void *type) { return !type_has(type, TD_VALUE_TYPE | TD_INTERFACE); }

/* Type.GetElementType: an array's element type, else null. */
Object *rt_Type_GetElementType(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t && (t->flags & (TD_ARRAY | TD_MD_ARRAY)) ? rt_type_object(t->element) : NULL;
}

/* Type.BaseType: the descriptor's base; an array's is System.Array (the frontend emits its
 * descriptor when a program reads BaseType), an interface's and Object's null. */
extern const TypeDesc array_class_type __asm__("System.Array..type") __attribute__((weak));

Object *rt_Type_get_BaseType(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return NULL;
    if ((t->flags & (TD_ARRAY | TD_MD_ARRAY)) && &array_class_type) return rt_type_object(&array_class_type);
    return t->base ? rt_type_object(t->base) : NULL;
}

/* Type.IsSubclassOf: c is a base class of this type (not the type itself, not an interface);
 * an interface is a subclass of Object only (as Mono's is_subclass_of answers). */
int32_t rt_Type_IsSubclassOf(void *type, void *c) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return 0;
    if (!c) {
        rt_raise(RT_ArgumentNullException, "Value cannot be null.\nParameter name: type");
        return 0;
    }
    const TypeDesc *base = ((RuntimeType *)c)->desc;
    if (t->flags & TD_INTERFACE) return base == &rt_Object_type;
    if ((t->flags & (TD_ARRAY | TD_MD_ARRAY)) && &array_class_type)
        return base == &array_class_type || base == &rt_Object_type;
    for (const TypeDesc *b = t->base; b; b = b->base)
        if (b == base) return 1;
    return 0;
}

/* Type.IsAssignableFrom(c): a value of type c is a value of this type (null: false). */
int32_t rt_Type_IsAssignableFrom(void *type, void *c) {
    const TypeDesc *t = rt_type_desc(type);
    return t && c && rt_is_assignable(((RuntimeType *)c)->desc, t);
}

/* Type.IsInstanceOfType(o): o is not null and of this type. */
int32_t rt_Type_IsInstanceOfType(void *type, void *obj) {
    const TypeDesc *t = rt_type_desc(type);
    return t && obj && rt_is_assignable(((Object *)obj)->type, t);
}

/* Type.Namespace: FullName up to its last '.' before any nesting ('+') or type arguments and
 * array brackets ('['); null when there is none. */
String *rt_Type_get_Namespace(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return NULL;
    while (t->flags & (TD_ARRAY | TD_MD_ARRAY)) t = t->element;
    const String *full = t->full_name;
    int32_t end = 0, dot = -1;
    while (end < full->length && full->chars[end] != '+' && full->chars[end] != '[') {
        if (full->chars[end] == '.') dot = end;
        end++;
    }
    if (dot < 0) return NULL;
    String *ns = rt_String_new(dot);
    memcpy(ns->chars, full->chars, 2 * (size_t)dot);
    return ns;
}

/* The boxed primitives carry their kind in the flags (IntPtr and UIntPtr: TD_INTEGRAL only). */
int rt_is_primitive(const TypeDesc *t) {
    return t && !(t->flags & TD_ENUM) && (TD_KIND(t) || (t->flags & TD_INTEGRAL));
}

int32_t rt_Type_get_IsPrimitive(void *type) { return rt_is_primitive(rt_type_desc(type)); }

/* Type.IsGenericType: an instance of a generic type (its name, or for a type nested in a
 * generic one, as List`1+Enumerator, an outer type's, has the arity before the arguments). */
static int is_generic(const TypeDesc *t) {
    if (t->flags & (TD_ARRAY | TD_MD_ARRAY)) return 0;
    for (int32_t i = 0; i < t->full_name->length && t->full_name->chars[i] != '['; i++)
        if (t->full_name->chars[i] == '`') return 1;
    return 0;
}

int32_t rt_Type_get_IsGenericType(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t && is_generic(t);
}

/* Type.IsPointer: the descriptors of pointers (array elements) are named `T*`. */
int32_t rt_Type_get_IsPointer(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t && t->full_name->length && t->full_name->chars[t->full_name->length - 1] == '*';
}

/* ---- generic types: definitions and arguments ------------------------------------------------ */

/* Cil2Mir.Generics.IsDefinition: Type.IsGenericTypeDefinition (and ContainsGenericParameters:
 * every other type of a program is closed). */
int32_t rt_Generics_IsDefinition(void *type) { return type_has(type, TD_GENERIC_DEF); }

/* The generic instance record of a Type; NULL, with Mono's exception raised, for a type that
 * is not a generic instance (or, with NotSupportedException, one whose record is unknown). */
static const GenericInstance *generic_instance(const TypeDesc *t) {
    if (t->flags & TD_GENERIC_INST) return (const GenericInstance *)t->element;
    if (is_generic(t))
        rt_raise(RT_NotSupportedException, "cil2mir: the generic arguments of this interface are "
                                           "not known at run time.");
    else
        rt_raise(RT_InvalidOperationException, "This operation is only valid on generic types.");
    return NULL;
}

/* Cil2Mir.Generics.Definition: Type.GetGenericTypeDefinition(). */
Object *rt_Generics_Definition(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return NULL;
    if (t->flags & TD_GENERIC_DEF) return type;
    const GenericInstance *g = generic_instance(t);
    return g ? rt_type_object(g->definition) : NULL;
}

/* Cil2Mir.Generics.Count: the length of Type.GetGenericArguments() (0 for a type that is not
 * generic; a definition's parameters are no Type objects here: NotSupportedException). */
int32_t rt_Generics_Count(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return 0;
    if (t->flags & TD_GENERIC_DEF) {
        rt_raise(RT_NotSupportedException, "cil2mir: the generic parameters of a generic type "
                                           "definition are not supported.");
        return 0;
    }
    if (!is_generic(t)) return 0;
    const GenericInstance *g = generic_instance(t);
    return g ? (int32_t)g->n : 0;
}

/* Cil2Mir.Generics.Argument: argument i of a generic instance (i < Count). */
Object *rt_Generics_Argument(void *type, int32_t i) {
    return rt_type_object(((const GenericInstance *)((RuntimeType *)type)->desc->element)->args[i]);
}

/* ---- Array.CreateInstance ----------------------------------------------------------------------- */

/* The array types' table (frontend/typesystem/runtime_tables.py), in a program that makes
 * arrays from a Type: the T[] of each type it can have a Type object of. */
extern const struct {
    int64_t n;
    struct { const TypeDesc *element, *array; } entries[];
} cil2mir_array_types __attribute__((weak));

/* Mono's internal call behind Array.CreateInstance (which has checked its arguments): a
 * one-dimensional array of the element type (others: NotSupportedException). */
void *rt_Array_CreateInstanceImpl(void *element_type, void *lengths, void *bounds) {
    const TypeDesc *t = rt_type_desc(element_type);
    if (!t) return NULL;
    const Array *n = lengths;
    if (n->length != 1 || bounds) {
        rt_raise(RT_NotSupportedException, "cil2mir: Array.CreateInstance of more than one "
                                           "dimension or with lower bounds is not supported.");
        return NULL;
    }
    int32_t length = ((const int32_t *)n->data)[0];
    if (length < 0) {
        rt_raise(RT_ArgumentOutOfRangeException, "MonoArgumentException:NULL"); /* (Mono's text) */
        return NULL;
    }
    if (&cil2mir_array_types)
        for (int64_t i = 0; i < cil2mir_array_types.n; i++)
            if (cil2mir_array_types.entries[i].element == t) return rt_newarr(cil2mir_array_types.entries[i].array, length);
    rt_raise(RT_NotSupportedException, "cil2mir: Array.CreateInstance of a type the program has no "
                                       "Type object of at compile time.");
    return NULL;
}

/* ---- Activator.CreateInstance(Type) ---------------------------------------------------------- */

/* The factories' table (frontend/typesystem/runtime_tables.py), in a program that makes objects
 * from a Type: each type it can have a Type object of and make without arguments. */
typedef struct Factory {
    const TypeDesc *type;
    Object *(*make)(void);  /* Cil2Mir.Factories::Make<T>: `new T()`, boxed */
    int64_t is_public;      /* its parameterless constructor is public (a value type: 1) */
} Factory;

extern const struct {
    int64_t n;
    Factory entries[];
} cil2mir_factories __attribute__((weak));

/* Cil2Mir.Factories.Find: the type's factory, or 0 when Mono would find no constructor. */
intptr_t rt_Factories_Find(void *type, int32_t non_public) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t || !&cil2mir_factories) return 0;
    for (int64_t i = 0; i < cil2mir_factories.n; i++) {
        const Factory *f = &cil2mir_factories.entries[i];
        if (f->type == t) return non_public || f->is_public ? (intptr_t)f->make : 0;
    }
    return 0;
}

/* What managed code just returned, with the exception it raised (if any) taken out of flight
 * into *thrown: the corelib's plugs raise it again, wrapped as Mono does. */
static Object *out_of_flight(Object *result, Object **thrown) {
    *thrown = cil2mir_pending_exception;
    cil2mir_pending_exception = NULL;
    return result;
}

/* Cil2Mir.Factories.Call: what the factory makes, and what it raised (out_of_flight). */
Object *rt_Factories_Call(intptr_t make, Object **thrown) {
    return out_of_flight(((Object * (*)(void)) make)(), thrown);
}

/* ---- types by name (Type.GetType(string)) -------------------------------------------------- */

/* The type names' table (frontend/typesystem/runtime_tables.py), in a program that calls
 * Type.GetType(string): the program's own types, then mscorlib's, by the name reflection gives
 * them (`Ns.Outer+Inner`, `Box`1`), with the descriptor of each the program has (null: one
 * it has none of); and the program's assembly's display name. Cil2Mir.TypeNames reads it. */
typedef struct TypeName {
    String *name;
    const TypeDesc *type;
    int64_t in_program;
} TypeName;

extern const struct {
    int64_t n;
    TypeName rows[];
} cil2mir_type_names __attribute__((weak));
extern String *const cil2mir_assembly_name __attribute__((weak));

int32_t rt_TypeNames_Count(void) { return &cil2mir_type_names ? (int32_t)cil2mir_type_names.n : 0; }
String *rt_TypeNames_Name(int32_t row) { return cil2mir_type_names.rows[row].name; }
int32_t rt_TypeNames_InProgram(int32_t row) { return (int32_t)cil2mir_type_names.rows[row].in_program; }
Object *rt_TypeNames_Of(int32_t row) {
    const TypeDesc *t = cil2mir_type_names.rows[row].type;
    return t ? rt_type_object(t) : NULL;
}
String *rt_TypeNames_Assembly(void) { return &cil2mir_assembly_name ? cil2mir_assembly_name : NULL; }

/* ---- assemblies (Type.Assembly, Assembly.GetExecutingAssembly...) --------------------------- */

/* The assemblies' tables (frontend/typesystem/runtime_tables.py), in a program that asks for
 * assemblies: their display names (the program's first), the assembly of each descriptor, and
 * the program's own types. Cil2Mir.Assemblies (runtime/corelib/Assemblies.cs) reads them, and
 * cil2mir_assembly_object names its Get. */
typedef struct TypeRow {
    const TypeDesc *type;
    int64_t value;          /* the assembly's row; in the program's types: whether exported */
} TypeRow;

extern const struct { int64_t n; String *names[]; } cil2mir_assemblies __attribute__((weak));
extern const struct { int64_t n; TypeRow rows[]; } cil2mir_type_assemblies __attribute__((weak));
extern const struct { int64_t n; TypeRow rows[]; } cil2mir_program_types __attribute__((weak));

int32_t rt_Assemblies_Count(void) { return &cil2mir_assemblies ? (int32_t)cil2mir_assemblies.n : 0; }
String *rt_Assemblies_Name(int32_t row) { return cil2mir_assemblies.names[row]; }

int32_t rt_Assemblies_Of(void *type) {
    const TypeDesc *t = type ? rt_type_desc(type) : NULL;
    if (!t || !&cil2mir_type_assemblies) return -1;
    for (int64_t i = 0; i < cil2mir_type_assemblies.n; i++)
        if (cil2mir_type_assemblies.rows[i].type == t) return (int32_t)cil2mir_type_assemblies.rows[i].value;
    return -1;
}

/* Cil2Mir.Assemblies::Get(int32), the one object of an assembly (compiled; it may raise) */
extern Object *(*const cil2mir_assembly_object)(int32_t) __attribute__((weak));

Object *rt_Type_get_Assembly(void *type) {
    if (!rt_type_desc(type)) return NULL;
    return &cil2mir_assembly_object ? cil2mir_assembly_object(rt_Assemblies_Of(type)) : (Object *)&the_assembly;
}

int32_t rt_Assemblies_TypeCount(void) { return &cil2mir_program_types ? (int32_t)cil2mir_program_types.n : 0; }
Object *rt_Assemblies_TypeAt(int32_t i) { return rt_type_object(cil2mir_program_types.rows[i].type); }
int32_t rt_Assemblies_Exported(int32_t i) { return (int32_t)cil2mir_program_types.rows[i].value; }

/* ---- fields and properties (Type.GetFields/GetProperties) ----------------------------------- */

/* The members' table (frontend/typesystem/runtime_tables.py), in a program that asks a Type for
 * its fields or properties: for each type listed, a row of kind 0 (the type itself), then its
 * fields and properties in declaration order. The corelib's Cil2Mir.Members reads it. */
typedef struct Member {
    const TypeDesc *owner;
    String *name;           /* null in a type's row */
    int64_t flags;          /* kind (1 field, 2 property, 3 method) | 4 static | 8 constant |
                             * 16 virtual method | 32 constructor (`type`: what it makes) |
                             * 64 an abstract class's constructor; access bits 8.. (a property's: getter's,
                             * setter's at 11..); a method's or indexer's parameters at 16..;
                             * a Nullable field's offsets of its value at 24.., of its
                             * hasValue at 32.. */
    const TypeDesc *type;   /* the field's or property's type, a method's result (or null) */
    /* a property's accessors and their invokers (a method: itself and its invoker); a static
     * field's type's initialisation (state, .cctor, type name: objects.py's guard) and a
     * Nullable field's value type */
    intptr_t get, get_invoke, set, set_invoke;      /* (a constructor: itself, its invoker, and
                                                       * its type's initialisation's state and
                                                       * .cctor, the name in `slots`) */
    intptr_t at;            /* a field's offset, a static field's address, a constant's
                             * value (an object); a method's or an indexer's parameters: a
                             * counted array of (descriptor, name) */
    int64_t slots;          /* virtual accessors' vtable slots + 1 (an interface's: their
                             * indices + 1): getter's, setter's << 32 */
} Member;

extern const struct {
    int64_t n;
    Member rows[];
} cil2mir_members __attribute__((weak));

/* Cil2Mir.Members.First: the index of the type's first member; -1: the type is not listed. */
int32_t rt_Members_First(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t || !&cil2mir_members) return -1;
    for (int64_t i = 0; i < cil2mir_members.n; i++)
        if (cil2mir_members.rows[i].owner == t && !(cil2mir_members.rows[i].flags & 3)) return (int32_t)i + 1;
    return -1;
}

/* Cil2Mir.Members.Count: how many member rows follow from `first` (what First answered). */
int32_t rt_Members_Count(int32_t first) {
    int32_t i = first;
    if (first < 0 || !&cil2mir_members) return 0;
    while (i < cil2mir_members.n && cil2mir_members.rows[i].flags & 3) i++;
    return i - first;
}

String *rt_Members_Name(int32_t row) { return cil2mir_members.rows[row].name; }
int32_t rt_Members_Flags(int32_t row) { return (int32_t)cil2mir_members.rows[row].flags; }
Object *rt_Members_Of(int32_t row) {
    const TypeDesc *t = cil2mir_members.rows[row].type;
    return t ? rt_type_object(t) : NULL;    /* (a method without a result) */
}
Object *rt_Members_Owner(int32_t row) { return rt_type_object(cil2mir_members.rows[row].owner); }

/* ---- interfaces (Type.GetInterfaces) --------------------------------------------------------- */

/* runtime_tables.interface_table: each listed type's interfaces in Mono's order, one row each
 * (a type with none: one row with a null interface). */
extern const struct {
    int64_t n;
    struct { const TypeDesc *type, *iface; } rows[];
} cil2mir_interfaces __attribute__((weak));

/* Cil2Mir.Interfaces.First: the index of the type's first row; -1: the type is not listed. */
int32_t rt_Interfaces_First(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    if (!t || !&cil2mir_interfaces) return -1;
    for (int64_t i = 0; i < cil2mir_interfaces.n; i++)
        if (cil2mir_interfaces.rows[i].type == t) return (int32_t)i;
    return -1;
}

/* Cil2Mir.Interfaces.Count: how many interfaces the rows from `first` (what First answered) give. */
int32_t rt_Interfaces_Count(int32_t first) {
    int32_t i = first;
    if (first < 0 || !&cil2mir_interfaces) return 0;
    const TypeDesc *t = cil2mir_interfaces.rows[first].type;
    while (i < cil2mir_interfaces.n && cil2mir_interfaces.rows[i].type == t && cil2mir_interfaces.rows[i].iface)
        i++;
    return i - first;
}

Object *rt_Interfaces_Of(int32_t row) { return rt_type_object(cil2mir_interfaces.rows[row].iface); }

/* A method's or indexer's parameter: its type and name, from the row's counted pairs. */
Object *rt_Members_ParameterType(int32_t row, int32_t i) {
    const TypeDesc *const *pairs = (const TypeDesc *const *)(cil2mir_members.rows[row].at + 8);
    return rt_type_object(pairs[2 * i]);
}

String *rt_Members_ParameterName(int32_t row, int32_t i) {
    String *const *pairs = (String *const *)(cil2mir_members.rows[row].at + 8);
    return pairs[2 * i + 1];
}

/* Cil2Mir.Members.Bind: a delegate of template's type bound to target (which may point into
 * a box: Boehm's collector keeps the box alive through an interior pointer) and method. */
typedef struct Delegate {   /* runtime/corelib/Delegate.cs: its first fields */
    const TypeDesc *type;
    void *target;
    intptr_t method;
    void *prev;
} Delegate;

Object *rt_Members_Bind(Object *template, void *target, intptr_t method) {
    Delegate *d = (Delegate *)rt_Object_MemberwiseClone(template);
    d->target = target;
    d->method = method;
    d->prev = NULL;
    return (Object *)d;
}

/* The corelib's FieldInfo, PropertyInfo, MethodInfo and ConstructorInfo of listed members;
 * their one field is the row. */
extern const TypeDesc listed_field_type __asm__("Cil2Mir.ListedField..type") __attribute__((weak));
extern const TypeDesc listed_property_type __asm__("Cil2Mir.ListedProperty..type") __attribute__((weak));
extern const TypeDesc listed_method_type __asm__("Cil2Mir.ListedMethod..type") __attribute__((weak));
extern const TypeDesc listed_constructor_type __asm__("Cil2Mir.ListedConstructor..type") __attribute__((weak));

/* MemberInfo.Name (bound for Type.Name): a Type's name, or a listed member's. */
String *rt_MemberInfo_get_Name(void *member) {
    const TypeDesc *t = member ? ((Object *)member)->type : NULL;
    if (t && (t == &listed_field_type || t == &listed_property_type || t == &listed_method_type ||
              t == &listed_constructor_type))
        return rt_Members_Name(*(int32_t *)((Object *)member + 1));
    return rt_Type_get_Name(member);
}

/* Cil2Mir.Members.Call: a property's getter or setter through its invoker (the target is
 * checked by the caller); a virtual accessor is the target's override. Invoke: a method's,
 * with the arguments in `value`. */
Object *rt_Members_Invoke(int32_t row, Object *target, Object *args, Object **thrown) {
    *thrown = NULL;
    if (!cil2mir_members.rows[row].get_invoke) {
        rt_raise(RT_NotSupportedException, "cil2mir: invoking a method of more than eight parameters is not supported.");
        return NULL;
    }
    return rt_Members_Call(row, 0, target, args, thrown);
}

/* A type's initialisation as compiled code's guard runs it (objects.py): state 0 runs the
 * .cctor, 1 is done, 2 failed (TypeInitializationException, again on every access). 0: it
 * raised. */
static int initialized(int32_t *state, intptr_t cctor, const String *name) {
    if (state && *state != 1) {
        if (*state == 0) {
            *state = 1;
            rt_run_cctor((void (*)(void))cctor);
            if (cil2mir_pending_exception) rt_type_init_failed(name, state);
        } else {
            rt_type_init_rethrow(state);
        }
        if (cil2mir_pending_exception) return 0;
    }
    return 1;
}

/* Cil2Mir.Members.Construct: a new object of a constructor's type, made by the constructor
 * with `args` through its invoker after the type's initialisation (what either raises comes
 * back in *thrown). A struct's constructor fills the box's value. A type initialiser's row
 * runs it (again, as Mono does) and makes nothing. */
static Object *construct(const Member *m, Object *args, Object **thrown) {
    *thrown = NULL;
    if (!m->get_invoke) {
        rt_raise(RT_NotSupportedException, "cil2mir: invoking a constructor of more than eight parameters is not supported.");
        return NULL;
    }
    if (!initialized((int32_t *)m->set, m->set_invoke, (const String *)m->slots)) return out_of_flight(NULL, thrown);
    if (m->flags & 4) return out_of_flight(((Object * (*)(void *, Object *, intptr_t)) m->get_invoke)(NULL, args, m->get), thrown);
    Object *made = rt_alloc(m->type);
    void *self = m->type->flags & TD_VALUE_TYPE ? (void *)(made + 1) : made;
    out_of_flight(((Object * (*)(void *, Object *, intptr_t)) m->get_invoke)(self, args, m->get), thrown);
    return *thrown ? NULL : made;
}

Object *rt_Members_Construct(int32_t row, Object *args, Object **thrown) {
    return construct(&cil2mir_members.rows[row], args, thrown);
}

static Object *call(const Member *m, int32_t set, Object *target, Object *value, Object **thrown) {
    int64_t slot = set ? m->slots >> 32 : m->slots & 0xFFFFFFFF;
    intptr_t fn = !slot                           ? (set ? m->set : m->get)
                  : m->owner->flags & TD_INTERFACE ? (intptr_t)rt_interface_method(target, m->owner, (int32_t)slot - 1)
                                                   : (intptr_t)target->type->vtable[slot - 1];
    intptr_t invoke = set ? m->set_invoke : m->get_invoke;
    /* a struct's own method takes its value's address; a vtable's entry (an unboxing thunk) the box */
    void *self = m->flags & 4 ? NULL : !slot && m->owner->flags & TD_VALUE_TYPE ? (void *)(target + 1) : target;
    return out_of_flight(((Object * (*)(void *, Object *, intptr_t)) invoke)(self, value, fn), thrown);
}

Object *rt_Members_Call(int32_t row, int32_t set, Object *target, Object *value, Object **thrown) {
    return call(&cil2mir_members.rows[row], set, target, value, thrown);
}

/* A field's address; a static field's type is initialised first (0: its .cctor raised). */
static unsigned char *field_at(const Member *m, Object *target) {
    if (!(m->flags & 4)) return (unsigned char *)target + m->at;
    if (!initialized((int32_t *)m->get, m->get_invoke, (const String *)m->set)) return NULL;
    return (unsigned char *)m->at;
}

/* Cil2Mir.Members.Load: a field's value, boxed (a Nullable: its value, or null). */
Object *rt_Members_Load(int32_t row, Object *target) {
    const Member *m = &cil2mir_members.rows[row];
    if (m->flags & 8) return (Object *)m->at;
    unsigned char *at = field_at(m, target);
    const TypeDesc *type = m->type;
    if (!at) return NULL;
    if (m->set_invoke) {
        if (!at[(m->flags >> 32) & 0xFF]) return NULL;
        type = (const TypeDesc *)m->set_invoke;
        at += (m->flags >> 24) & 0xFF;
    }
    if (!(type->flags & TD_VALUE_TYPE)) return *(Object **)at;
    void *box = rt_alloc(type);
    memcpy((unsigned char *)box + sizeof(Object), at, (size_t)type->size);
    return box;
}

/* Cil2Mir.Members.Store: a field's new value (checked by the caller; null: a value type's zero). */
static void store(const Member *m, Object *target, Object *value) {
    unsigned char *at = field_at(m, target);
    if (!at) return;
    if (!(m->type->flags & TD_VALUE_TYPE)) {
        *(Object **)at = value;
        return;
    }
    memset(at, 0, (size_t)m->type->size);
    if (!value) return;
    const TypeDesc *type = value->type;
    if (m->set_invoke) {
        at[(m->flags >> 32) & 0xFF] = 1;
        at += (m->flags >> 24) & 0xFF;
    }
    memcpy(at, (unsigned char *)value + sizeof(Object), (size_t)type->size);
}

void rt_Members_Store(int32_t row, Object *target, Object *value) { store(&cil2mir_members.rows[row], target, value); }

/* ---- custom attributes (GetCustomAttributes, IsDefined) -------------------------------------- */

/* The attributes' table (frontend/typesystem/attributes.py), in a program that asks for custom
 * attributes: for each provider (a type by descriptor, a listed member by its row) a marker
 * row, then a row per attribute with what makes it: its constructor as a members' row, its
 * arguments and its named fields and properties. The corelib's Cil2Mir.Attributes reads it. */
typedef struct AttributeValue {
    int64_t kind;           /* 0 null, 1 an object (a box or a string), 2 a Type, 3 an array */
    intptr_t value;         /* the object, the type's descriptor, the array's values */
    const TypeDesc *array;  /* an array's type */
} AttributeValue;

typedef struct AttributeValues {
    int64_t n;
    AttributeValue values[];
} AttributeValues;

typedef struct NamedArguments {
    int64_t n;
    struct {
        Member member;      /* the field or property it sets */
        AttributeValue value;
    } named[];
} NamedArguments;

typedef struct AttributeRow {
    int64_t kind;           /* 1 a type, 2 a member */
    intptr_t key;           /* the type's descriptor, the member's row */
    const TypeDesc *type;   /* the attribute's type (a marker row: null) */
    const AttributeValues *args;    /* (a type's marker row: its TypeAttributes) */
    const NamedArguments *named;
    String *problem;        /* why it cannot be made, or null */
    Member ctor;
} AttributeRow;

extern const struct {
    int64_t n;
    AttributeRow rows[];
} cil2mir_attributes __attribute__((weak));

static int is_marker(const AttributeRow *r) { return !r->type && !r->problem; }

/* Cil2Mir.Attributes.Find: the provider's marker row when from < 0 (-1: not listed), else
 * `from` if that row is one of the provider's attributes (-1: none). */
int32_t rt_Attributes_Find(Object *provider, int32_t kind, int32_t key, int32_t from) {
    if (!&cil2mir_attributes) return -1;
    intptr_t k = kind == 1 ? (intptr_t)rt_type_desc(provider) : key;
    if (from >= 0) {
        if (from >= cil2mir_attributes.n) return -1;
        const AttributeRow *r = &cil2mir_attributes.rows[from];
        return r->kind == kind && r->key == k && !is_marker(r) ? from : -1;
    }
    for (int64_t i = 0; i < cil2mir_attributes.n; i++) {
        const AttributeRow *r = &cil2mir_attributes.rows[i];
        if (r->kind == kind && r->key == k && is_marker(r)) return (int32_t)i;
    }
    return -1;
}

Object *rt_Attributes_Type(int32_t row) {
    const TypeDesc *t = cil2mir_attributes.rows[row].type;
    return t ? rt_type_object(t) : NULL;
}

String *rt_Attributes_Problem(int32_t row) { return cil2mir_attributes.rows[row].problem; }
int32_t rt_Attributes_Flags(int32_t row) { return (int32_t)(intptr_t)cil2mir_attributes.rows[row].args; }

int32_t rt_Attributes_Count(int32_t row, int32_t named) {
    const AttributeRow *r = &cil2mir_attributes.rows[row];
    return (int32_t)(named ? r->named->n : r->args->n);
}

static Object *attribute_value(const AttributeValue *v) {
    if (v->kind == 1) return (Object *)v->value;
    if (v->kind == 2) return rt_type_object((const TypeDesc *)v->value);
    if (v->kind != 3) return NULL;
    const AttributeValues *elements = (const AttributeValues *)v->value;
    Array *array = (Array *)rt_newarr(v->array, elements->n);
    int64_t size = rt_element_size(v->array);
    for (int64_t i = 0; i < elements->n; i++) {
        Object *e = attribute_value(&elements->values[i]);
        unsigned char *at = rt_array_data(array) + i * size;
        if (v->array->flags & TD_REF_ARRAY) *(Object **)at = e;
        else if (e) memcpy(at, (unsigned char *)e + sizeof(Object), (size_t)size);
    }
    return (Object *)array;
}

Object *rt_Attributes_Argument(int32_t row, int32_t named, int32_t i) {
    const AttributeRow *r = &cil2mir_attributes.rows[row];
    return attribute_value(named ? &r->named->named[i].value : &r->args->values[i]);
}

/* Cil2Mir.Attributes.Construct: a new attribute, made by its constructor (as Members.Construct). */
Object *rt_Attributes_Construct(int32_t row, Object *args, Object **thrown) {
    return construct(&cil2mir_attributes.rows[row].ctor, args, thrown);
}

/* Cil2Mir.Attributes.Set: a named argument's field or property of the made attribute. */
void rt_Attributes_Set(int32_t row, int32_t i, Object *target, Object *value, Object **thrown) {
    const Member *m = &cil2mir_attributes.rows[row].named->named[i].member;
    *thrown = NULL;
    if ((m->flags & 3) == 1) store(m, target, value);
    else call(m, 1, target, value, thrown);
}

/* ---- Console.Write(object) ------------------------------------------------------------------- */

String *rt_call_ToString(void *obj) {
    return ((String * (*)(void *))((Object *)obj)->type->vtable[SLOT_ToString])(obj);
}

/* Print obj.ToString() (null prints nothing); 0 if ToString raised (nothing printed). */
static int out_object(void *obj) {
    if (!obj) return 1;
    String *s = rt_call_ToString(obj);
    if (cil2mir_pending_exception) return 0;
    rt_out_string(s);
    return 1;
}

void rt_Console_Write_object(void *obj) { out_object(obj); }

void rt_Console_WriteLine_object(void *obj) {
    if (out_object(obj)) rt_Console_WriteLine_void();
}

/* ---- Array.Reverse and Array.Copy ---------------------------------------------------------- */

unsigned char *rt_array_data(Array *a) {
    return a->data + ((a->type->flags & TD_MD_ARRAY) ? 8 * (size_t)TD_RANK(a->type) : 0);
}

/* Array.GetValueImpl and SetValueImpl (the framework's GetValue, SetValue and IList indexer of
 * any array): element `pos` counted over every dimension, boxed when it is a value. Storing
 * needs the value's own type or, for a reference element, an assignable one: Mono's widening
 * of primitives (an int into a long[]) is not done. */
/* Array.GetValue(int[]) / SetValue(object, int[]): the element at `indices` (one per
 * dimension, checked as Mono checks them) as a row-major position; -1 when an exception
 * was raised. */
static int32_t position_of(Array *a, const Array *indices) {
    if (!indices) {
        rt_throw_ArgumentNullException("idxs");
        return -1;
    }
    int rank = (a->type->flags & TD_MD_ARRAY) ? TD_RANK(a->type) : 1;
    if (indices->length != rank) {
        rt_throw_ArgumentException();
        return -1;
    }
    const int32_t *ind = (const int32_t *)indices->data;
    const int64_t *lengths = (a->type->flags & TD_MD_ARRAY) ? (const int64_t *)a->data : &a->length;
    int64_t pos = 0;
    for (int i = 0; i < rank; i++) {
        if (ind[i] < 0 || ind[i] >= lengths[i]) {
            rt_throw_IndexOutOfRangeException();
            return -1;
        }
        pos = pos * lengths[i] + ind[i];
    }
    return (int32_t)pos;
}

void *rt_Array_GetValue(void *arr, void *indices) {
    int32_t pos = position_of(arr, indices);
    return pos < 0 ? NULL : rt_Array_GetValueImpl(arr, pos);
}

void rt_Array_SetValue(void *arr, void *value, void *indices) {
    int32_t pos = position_of(arr, indices);
    if (pos >= 0) rt_Array_SetValueImpl(arr, value, pos);
}

void *rt_Array_GetValueImpl(void *arr, int32_t pos) {
    Array *a = arr;
    const TypeDesc *e = a->type->element;
    size_t esize = (size_t)rt_element_size(a->type);
    unsigned char *at = rt_array_data(a) + (size_t)pos * esize;
    if (!(e->flags & TD_VALUE_TYPE)) return *(void **)at;
    void *box = rt_alloc(e);
    memcpy((unsigned char *)box + sizeof(Object), at, esize);
    return box;
}

/* ---- primitive widening (Array.SetValue and Array.Copy, as Mono) ---------------------------- */

/* A boxed primitive's kind (TD_KIND; an enum has its underlying type's), in the frontend's
 * order (typesystem/types.py PRIMITIVE_KINDS). */
enum { K_NONE, K_BOOL, K_CHAR, K_I1, K_U1, K_I2, K_U2, K_I4, K_U4, K_I8, K_U8, K_R4, K_R8 };
#define KIND_BIT(k) (1u << (k))
/* The kinds a value of each kind widens to (itself included): ECMA-335's widening of
 * primitives, which Mono's Array.SetValue allows; nothing else converts. */
static const uint16_t widens_to[] = {
    [K_BOOL] = KIND_BIT(K_BOOL),
    [K_CHAR] = KIND_BIT(K_CHAR) | KIND_BIT(K_U2) | KIND_BIT(K_U4) | KIND_BIT(K_I4) | KIND_BIT(K_U8) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_I1] = KIND_BIT(K_I1) | KIND_BIT(K_I2) | KIND_BIT(K_I4) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_U1] = KIND_BIT(K_U1) | KIND_BIT(K_CHAR) | KIND_BIT(K_U2) | KIND_BIT(K_I2) | KIND_BIT(K_U4) | KIND_BIT(K_I4) | KIND_BIT(K_U8) | KIND_BIT(K_I8)
             | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_I2] = KIND_BIT(K_I2) | KIND_BIT(K_I4) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_U2] = KIND_BIT(K_U2) | KIND_BIT(K_CHAR) | KIND_BIT(K_U4) | KIND_BIT(K_I4) | KIND_BIT(K_U8) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_I4] = KIND_BIT(K_I4) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_U4] = KIND_BIT(K_U4) | KIND_BIT(K_U8) | KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_I8] = KIND_BIT(K_I8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_U8] = KIND_BIT(K_U8) | KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_R4] = KIND_BIT(K_R4) | KIND_BIT(K_R8),
    [K_R8] = KIND_BIT(K_R8),
};

static int kind_of(const TypeDesc *t) {
    if (t->flags & TD_ENUM) t = t->element;
    return TD_KIND(t);
}

/* Type.GetTypeCode's virtual GetTypeCodeImpl, as Mono's RuntimeType answers it: a primitive's
 * code by its kind (an enum: its underlying type's; TypeCode lists Boolean = 3 to Double = 14
 * in the kinds' order), Decimal, DateTime, String and DBNull by name, Object for every other
 * type. */
int32_t rt_Type_GetTypeCodeImpl(void *type) {
    static const struct { const char *name; int32_t code; } by_name[] = {
        {"System.DBNull", 2}, {"System.Decimal", 15}, {"System.DateTime", 16}, {"System.String", 18}};
    const TypeDesc *t = rt_type_desc(type);
    if (!t) return 0;
    int kind = (t->flags & (TD_ARRAY | TD_MD_ARRAY)) ? K_NONE : kind_of(t);
    if (kind != K_NONE) return kind - K_BOOL + 3;
    for (size_t i = 0; i < sizeof by_name / sizeof *by_name; i++)
        if (rt_string_is(t->full_name, by_name[i].name)) return by_name[i].code;
    return 1;
}

/* Store the value at `from` (of kind `fk`) widened to kind `tk` at `to`. */
static void widen(int fk, const void *from, int tk, void *to) {
    int64_t i = 0;      /* an integer source, zero- or sign-extended (uint64: its bits) */
    double d = 0;       /* a float source, or the integer's value */
    switch (fk) {
    case K_BOOL: case K_U1: i = *(const uint8_t *)from; break;
    case K_I1: i = *(const int8_t *)from; break;
    case K_CHAR: case K_U2: i = *(const uint16_t *)from; break;
    case K_I2: i = *(const int16_t *)from; break;
    case K_U4: i = *(const uint32_t *)from; break;
    case K_I4: i = *(const int32_t *)from; break;
    case K_U8: case K_I8: i = *(const int64_t *)from; break;
    case K_R4: d = *(const float *)from; break;
    case K_R8: d = *(const double *)from; break;
    }
    if (fk != K_R4 && fk != K_R8) d = fk == K_U8 ? (double)(uint64_t)i : (double)i;
    switch (tk) {   /* (64-bit integers to float directly: through double would round twice) */
    case K_R4: *(float *)to = fk == K_U8 ? (float)(uint64_t)i : fk == K_I8 ? (float)i : (float)d; break;
    case K_R8: *(double *)to = d; break;
    case K_BOOL: case K_I1: case K_U1: *(uint8_t *)to = (uint8_t)i; break;
    case K_CHAR: case K_I2: case K_U2: *(uint16_t *)to = (uint16_t)i; break;
    case K_I4: case K_U4: *(uint32_t *)to = (uint32_t)i; break;
    default: *(uint64_t *)to = (uint64_t)i; break;
    }
}

/* How storing a value into an element went (Array.Copy turns the failures into its own). */
enum { SET_OK, SET_NOT_WIDENING, SET_BAD_CAST };

static int set_element(Array *a, void *value, int32_t pos) {
    const TypeDesc *e = a->type->element;
    size_t esize = (size_t)rt_element_size(a->type);
    unsigned char *at = rt_array_data(a) + (size_t)pos * esize;
    if (!(e->flags & TD_VALUE_TYPE)) {
        if (value && !rt_is_assignable(((Object *)value)->type, e)) return SET_BAD_CAST;
        *(void **)at = value;
        return SET_OK;
    }
    if (!value) {
        memset(at, 0, esize);
        return SET_OK;
    }
    const TypeDesc *v = ((Object *)value)->type;
    if (v == e) {
        memcpy(at, (unsigned char *)value + sizeof(Object), esize);
        return SET_OK;
    }
    int vk = kind_of(v), ek = kind_of(e);
    if (!vk || !ek) return SET_BAD_CAST;
    if (!(widens_to[vk] & KIND_BIT(ek))) return SET_NOT_WIDENING;
    widen(vk, (unsigned char *)value + sizeof(Object), ek, at);
    return SET_OK;
}

/* Mono's empty-message InvalidCastException of Array.SetValue and Array.Copy. */
static void throw_copy_cast(void) { rt_raise(RT_InvalidCastException, ""); }

void rt_Array_SetValueImpl(void *arr, void *value, int32_t pos) {
    switch (set_element(arr, value, pos)) {
    case SET_NOT_WIDENING: rt_raise(RT_ArgumentException, "not a widening conversion\nParameter name: value"); break;
    case SET_BAD_CAST: throw_copy_cast(); break;
    }
}

static void throw_rank(void) { rt_raise(RT_RankException, "Only single dimension arrays are supported here."); }

static void reverse_elements(Array *a, int32_t index, int32_t length) {
    size_t esize = (size_t)rt_element_size(a->type);
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

/* Mono's checks in Mono's order; the first failing one raises. */
void rt_Array_Reverse_range(void *arr, int32_t index, int32_t length) {
    Array *a = arr;
    if (!a)
        rt_throw_ArgumentNullException("array");
    else if (a->type->flags & TD_MD_ARRAY)
        throw_rank();
    else if (index < 0)
        rt_throw_ArgumentOutOfRangeException("Non-negative number required.", "index");
    else if (length < 0)
        rt_throw_ArgumentOutOfRangeException("Non-negative number required.", "length");
    else if (a->length - index < length)
        rt_raise(RT_ArgumentException, "Offset and length were out of bounds for the array or count is greater "
                 "than the number of elements from index to the end of the source collection.");
    else
        reverse_elements(a, index, length);
}

void rt_Array_Reverse(void *arr) {
    if (!arr)
        rt_throw_ArgumentNullException("array");
    else
        rt_Array_Reverse_range(arr, 0, (int32_t)((Array *)arr)->length);
}

/* Mono's Array.CanAssignArrayElement: whether a failed element store rethrows its
 * InvalidCastException (else Array.Copy raises ArrayTypeMismatchException). */
static int can_assign_element(const TypeDesc *s, const TypeDesc *d) {
    int s_value = (s->flags & TD_VALUE_TYPE) != 0, d_value = (d->flags & TD_VALUE_TYPE) != 0;
    if (!d_value && !s_value)
        return (s->flags & TD_INTERFACE) || (d->flags & TD_INTERFACE) || rt_is_assignable(d, s)
               || rt_is_assignable(s, d);
    if (!d_value) return rt_is_assignable(s, d);
    return s_value ? s == d : rt_is_assignable(d, s);
}

/* The checks passed: copy (or raise for an element-type mismatch). The same element type,
 * or reference arrays whose element types are assignable, is a memmove; otherwise element by
 * element, as Mono does (boxing, unboxing, widening primitives; the elements before a failing
 * one are copied). */
static void copy_elements(Array *s, int32_t src_index, Array *d, int32_t dst_index, int32_t length) {
    const TypeDesc *st = s->type, *dt = d->type;
    size_t esize = (size_t)rt_element_size(st);
    int both_refs = (st->flags & TD_REF_ARRAY) && (dt->flags & TD_REF_ARRAY);
    if (st->element == dt->element || (both_refs && rt_is_assignable(st->element, dt->element))) {
        memmove(rt_array_data(d) + (size_t)dst_index * esize, rt_array_data(s) + (size_t)src_index * esize,
                (size_t)length * esize);
        return;
    }
    int backwards = s == d && src_index < dst_index;   /* overlapping */
    int d_value = (dt->element->flags & TD_VALUE_TYPE) != 0;
    for (int32_t k = 0; k < length; k++) {
        int32_t i = backwards ? length - 1 - k : k;
        void *v = rt_Array_GetValueImpl(s, src_index + i);
        if (!v && d_value) {
            rt_throw_InvalidCastException();
            return;
        }
        int r = set_element(d, v, dst_index + i);
        if (r == SET_BAD_CAST && can_assign_element(st->element, dt->element)) {
            throw_copy_cast();
            return;
        }
        if (r != SET_OK) {
            rt_throw_ArrayTypeMismatchException();
            return;
        }
    }
}

void rt_Array_Copy_range(void *src, int32_t src_index, void *dst, int32_t dst_index, int32_t length) {
    Array *s = src, *d = dst;
    int srank = s && (s->type->flags & TD_MD_ARRAY) ? TD_RANK(s->type) : 1;
    int drank = d && (d->type->flags & TD_MD_ARRAY) ? TD_RANK(d->type) : 1;
    if (!s)
        rt_throw_ArgumentNullException("sourceArray");
    else if (!d)
        rt_throw_ArgumentNullException("destinationArray");
    else if (length < 0)
        rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "length");
    else if (srank != drank)
        throw_rank();
    else if (src_index < 0)
        rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "sourceIndex");
    else if (dst_index < 0)
        rt_throw_ArgumentOutOfRangeException("Value has to be >= 0.", "destinationIndex");
    else if (src_index > s->length - length)
        rt_raise(RT_ArgumentException, "length");
    else if (dst_index > d->length - length)
        rt_raise(RT_ArgumentException, "Destination array was not long enough. Check destIndex and length, "
                 "and the array's lower bounds\nParameter name: destinationArray");
    else if (length > 0)
        copy_elements(s, src_index, d, dst_index, length);
}

void rt_Array_Copy(void *src, void *dst, int32_t length) {
    rt_Array_Copy_range(src, 0, dst, 0, length);
}

/* ---- ValueType.Equals and GetHashCode -------------------------------------------------------- */

/* A struct field (at p) boxed, to call its own Equals/GetHashCode through the vtable. */
static void *box_field(const TypeDesc *t, const unsigned char *p) {
    void *b = rt_alloc(t);
    memcpy((unsigned char *)b + sizeof(Object), p, (size_t)t->size);
    return b;
}

typedef int32_t (*EqualsFn)(void *, void *);
typedef int32_t (*HashFn)(void *);

/* Mono's ValueType.Equals: the same type, then field by field: integers by value, floats by
 * value with NaN equal to NaN, references by Object.Equals(a, b), structs by their Equals. */
int32_t rt_ValueType_Equals(void *box, void *other, const FieldMap *map) {
    if (!other || ((Object *)other)->type != ((Object *)box)->type) return 0;
    const unsigned char *a = (const unsigned char *)box + sizeof(Object);
    const unsigned char *b = (const unsigned char *)other + sizeof(Object);
    for (int64_t i = 0; i < map->count; i++) {
        const FieldEntry *f = &map->fields[i];
        const unsigned char *x = a + f->offset, *y = b + f->offset;
        switch (f->kind) {
        case FIELD_F32: {
            float u, v;
            memcpy(&u, x, 4);
            memcpy(&v, y, 4);
            if (u != v && !(u != u && v != v)) return 0;
            break;
        }
        case FIELD_F64: {
            double u, v;
            memcpy(&u, x, 8);
            memcpy(&v, y, 8);
            if (u != v && !(u != u && v != v)) return 0;
            break;
        }
        case FIELD_REF: {
            void *u, *v;
            memcpy(&u, x, 8);
            memcpy(&v, y, 8);
            if (u == v) break;
            if (!u || !v) return 0;
            int32_t same = ((EqualsFn)((Object *)u)->type->vtable[1])(u, v);
            if (cil2mir_pending_exception || !same) return 0;
            break;
        }
        case FIELD_STRUCT: {
            void *u = box_field(f->type, x), *v = box_field(f->type, y);
            int32_t same = ((EqualsFn)f->type->vtable[1])(u, v);
            if (cil2mir_pending_exception || !same) return 0;
            break;
        }
        default:
            if (memcmp(x, y, (size_t)f->kind) != 0) return 0;
        }
    }
    return 1;
}

/* Mono seeds a struct's hash with an address, so its values differ from run to run; this one
 * is stable: the fields' hashes combined (equal structs hash alike). */
int32_t rt_ValueType_GetHashCode(void *box, const FieldMap *map) {
    const unsigned char *a = (const unsigned char *)box + sizeof(Object);
    uint32_t h = 0;
    for (int64_t i = 0; i < map->count; i++) {
        const FieldEntry *f = &map->fields[i];
        const unsigned char *x = a + f->offset;
        uint32_t fh = 0;
        if (f->kind == FIELD_REF || f->kind == FIELD_STRUCT) {
            void *u;
            if (f->kind == FIELD_REF) memcpy(&u, x, 8);
            else u = box_field(f->type, x);
            if (u) fh = (uint32_t)((HashFn)((Object *)u)->type->vtable[2])(u);
            if (cil2mir_pending_exception) return 0;
        } else if (f->kind == FIELD_F32 || f->kind == FIELD_F64) {
            double d;
            if (f->kind == FIELD_F32) {
                float v;
                memcpy(&v, x, 4);
                d = v;
            } else {
                memcpy(&d, x, 8);
            }
            uint64_t bits;
            if (d == 0) d = 0;          /* -0.0 hashes as 0.0, as they are equal */
            memcpy(&bits, &d, 8);
            fh = (uint32_t)bits ^ (uint32_t)(bits >> 32);
        } else {
            uint64_t v = 0;
            memcpy(&v, x, (size_t)f->kind);
            fh = (uint32_t)v ^ (uint32_t)(v >> 32);
        }
        h = (h << 5 | h >> 27) ^ fh;
    }
    return (int32_t)h;
}

/* ---- Nullable<T> ------------------------------------------------------------------------------ */

void *rt_box_nullable(const TypeDesc *t, const void *value, const uint8_t *has_value) {
    if (!*has_value) return NULL;
    void *b = rt_alloc(t);
    memcpy((unsigned char *)b + sizeof(Object), value, (size_t)t->size);
    return b;
}

void rt_unbox_nullable(void *obj, const TypeDesc *t, void *value, uint8_t *has_value) {
    if (!obj) {
        memset(value, 0, (size_t)t->size);
        *has_value = 0;
        return;
    }
    if (!rt_unbox(obj, t)) return;          /* InvalidCastException raised */
    memcpy(value, (unsigned char *)obj + sizeof(Object), (size_t)t->size);
    *has_value = 1;
}
