/* cil2mir C runtime: System.String (UTF-16, layout in docs/architecture.md), the primitives'
 * ToString() and int.Parse, with Mono 6.8's results and exception texts. */
#include "cil2mir_internal.h"

#include <gc.h>
#include <string.h>

/* ---- System.String's descriptor ------------------------------------------------------------ */

RT_STATIC_STRING(string_name, "String");
RT_STATIC_STRING(string_full_name, "System.String");
RT_STATIC_STRING(empty, "");

/* Weak: a program that uses a string through an interface (IComparable, IEnumerable<char>...)
 * emits its own, with the interface tables (frontend/typesystem/types.py); the layout is the same. */
__attribute__((weak)) const TypeDesc rt_String_type = {
    .base = &rt_Object_type,
    .name = (const String *)&string_name_obj,
    .full_name = (const String *)&string_full_name_obj,
    .size = sizeof(String), /* the header; the chars follow */
    .imt = rt_imt_none,
    .vtable = {(void *)rt_String_ToString, (void *)rt_String_Equals_object, (void *)rt_String_GetHashCode,
               (void *)rt_Object_Finalize},
};

/* ---- construction --------------------------------------------------------------------------- */

/* Strings hold no references: atomic (never scanned), cleared (the NUL after the chars
 * included). NULL when out of memory. */
static String *string_alloc(int32_t length) {
    if (length == 0) return (String *)empty;
    size_t bytes = sizeof(String) + 2 * ((size_t)length + 1);
    String *s = rt_gc_alloc(bytes, 1);
    if (!s) return NULL;
    s->type = &rt_String_type;
    s->length = length;
    return s;
}

/* Out of memory is fatal here, as in rt_alloc: the functions that call this are nothrow or
 * would all have to check. Concat, which builds the big strings, raises instead. */
String *rt_String_new(int32_t length) {
    String *s = string_alloc(length);
    if (!s) rt_unhandled("System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    return s;
}

String *rt_string_from_ascii(const char *p, size_t n) {
    String *s = rt_String_new((int32_t)n);
    for (size_t i = 0; i < n; i++) s->chars[i] = (uint8_t)p[i];
    return s;
}

String *rt_String_new_chars(void *char_array) {
    Array *a = char_array;
    if (!a || a->length == 0) return (String *)empty;
    String *s = rt_String_new((int32_t)a->length);
    memcpy(s->chars, a->data, 2 * (size_t)a->length);
    return s;
}

String *rt_String_ToString(String *s) {
    if (!s) rt_throw_NullReferenceException();
    return s;   /* NULL after a raise */
}

/* ---- equality and hashing ------------------------------------------------------------------- */

static int same_chars(const String *a, const String *b) {
    return a->length == b->length && memcmp(a->chars, b->chars, 2 * (size_t)a->length) == 0;
}

int32_t rt_String_op_Equality(String *a, String *b) {
    if (a == b) return 1;
    if (!a || !b) return 0;
    return same_chars(a, b);
}

int32_t rt_String_op_Inequality(String *a, String *b) { return !rt_String_op_Equality(a, b); }

/* Whether the string `s` (null: no) is the ASCII text `text`. */
int rt_string_is(const String *s, const char *text) {
    int32_t i = 0;
    while (s && i < s->length && text[i] && s->chars[i] == (unsigned char)text[i]) i++;
    return s && i == s->length && !text[i];
}

int32_t rt_String_Equals_object(String *s, void *other) {
    if (!s) {
        rt_throw_NullReferenceException();
        return 0;
    }
    if (!other || ((Object *)other)->type != &rt_String_type) return 0;
    return s == other || same_chars(s, other);
}

/* String.GetHashCode as Mono 6.8's String.GetHashCode computes it: Marvin32 over the UTF-16
 * units' bytes with Marvin.DefaultSeed, which Mono's Marvin.GenerateSeed makes a constant
 * (0xC47310): the same values in every run, and Hashtable's order over string keys is Mono's.
 * Here rather than the framework's IL because every program has strings but not every one
 * reads mscorlib; the framework's own code (StringComparer, TextInfo) calls Marvin over the
 * same seed. */
static uint32_t rotl32(uint32_t v, int n) { return (v << n) | (v >> (32 - n)); }

static void marvin_block(uint32_t *p0, uint32_t *p1) {
    *p1 ^= *p0;
    *p0 = rotl32(*p0, 20);
    *p0 += *p1;
    *p1 = rotl32(*p1, 9);
    *p1 ^= *p0;
    *p0 = rotl32(*p0, 27);
    *p0 += *p1;
    *p1 = rotl32(*p1, 19);
}

static uint32_t read32(const uint8_t *p) { return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint32_t read16(const uint8_t *p) { return p[0] | (uint32_t)p[1] << 8; }

static int32_t marvin32(const uint8_t *data, size_t count, uint64_t seed) {
    uint32_t p0 = (uint32_t)seed, p1 = (uint32_t)(seed >> 32);
    for (; count >= 8; data += 8, count -= 8) {
        p0 += read32(data);
        marvin_block(&p0, &p1);
        p0 += read32(data + 4);
        marvin_block(&p0, &p1);
    }
    if (count >= 4) {               /* 4 to 7 bytes left: a word first */
        p0 += read32(data);
        marvin_block(&p0, &p1);
        data += 4;
        count -= 4;
    }
    switch (count) {                /* then 0 to 3 bytes and the 0x80 end marker */
    case 0: p0 += 0x80u; break;
    case 1: p0 += 0x8000u | data[0]; break;
    case 2: p0 += 0x800000u | read16(data); break;
    default: p0 += 0x80000000u | (uint32_t)data[2] << 16 | read16(data); break;
    }
    marvin_block(&p0, &p1);
    marvin_block(&p0, &p1);
    return (int32_t)(p1 ^ p0);
}

#define MARVIN_DEFAULT_SEED 0xC47310u

int32_t rt_String_GetHashCode(String *s) {
    if (!s) {
        rt_throw_NullReferenceException();
        return 0;
    }
    return marvin32((const uint8_t *)s->chars, (size_t)s->length * 2, MARVIN_DEFAULT_SEED);
}

/* ---- String.Intern, String.IsInterned -------------------------------------------------------- */

/* The program's literals (frontend/typesystem/runtime_tables.py), in a program that interns. */
extern const struct {
    int64_t n;
    String *literals[];
} cil2mir_string_literals __attribute__((weak));

/* The interned strings by content: open addressing, in memory the GC scans (the pointer is a
 * static, a root), starting with the literals. */
static String **interned;
static size_t interned_size, interned_used;

static size_t intern_slot(String *const *table, size_t size, String *s) {
    size_t i = (uint32_t)marvin32((const uint8_t *)s->chars, (size_t)s->length * 2, MARVIN_DEFAULT_SEED) & (size - 1);
    while (table[i] && !same_chars(table[i], s)) i = (i + 1) & (size - 1);
    return i;
}

static String **intern_table(size_t size) {
    String **table = GC_MALLOC(size * sizeof *table);
    if (!table) rt_unhandled("System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    return table;
}

static void intern_add(String *s) {
    if (2 * (interned_used + 1) > interned_size) {
        size_t size = 2 * interned_size;
        String **table = intern_table(size);
        for (size_t k = 0; k < interned_size; k++)
            if (interned[k]) table[intern_slot(table, size, interned[k])] = interned[k];
        interned = table;
        interned_size = size;
    }
    size_t i = intern_slot(interned, interned_size, s);
    if (!interned[i]) {
        interned[i] = s;
        interned_used++;
    }
}

/* The interned string equal to s, or NULL (String.IsInterned; the framework checks null). */
String *rt_String_IsInterned(String *s) {
    if (!interned) {
        interned = intern_table(interned_size = 256);
        if (&cil2mir_string_literals)
            for (int64_t k = 0; k < cil2mir_string_literals.n; k++) intern_add(cil2mir_string_literals.literals[k]);
    }
    return interned[intern_slot(interned, interned_size, s)];
}

/* String.Intern: the interned string equal to s; if there is none, a copy of s becomes it (as
 * in Mono, whose moving collector interns a pinned copy: Intern(s) is not s). */
String *rt_String_Intern(String *s) {
    String *found = rt_String_IsInterned(s);
    if (found) return found;
    String *copy = rt_String_new(s->length);
    memcpy(copy->chars, s->chars, 2 * (size_t)s->length);
    intern_add(copy);
    return copy;
}

/* ---- Concat --------------------------------------------------------------------------------- */

/* .NET's Concat: null counts as empty; if at most one part is non-empty, that part itself (or
 * String.Empty) is returned, else a new string (too long for int32 or for the memory: NULL
 * and OutOfMemoryException, as Mono). */
static String *concat(String *const *parts, int n) {
    int64_t total = 0;
    int nonempty = 0;
    String *last = NULL;
    for (int i = 0; i < n; i++)
        if (parts[i] && parts[i]->length) {
            total += parts[i]->length;
            nonempty++;
            last = parts[i];
        }
    if (nonempty == 0) return (String *)empty;
    if (nonempty == 1) return last;
    String *s = total > INT32_MAX ? NULL : string_alloc((int32_t)total);
    if (!s) {
        rt_throw_OutOfMemoryException();
        return NULL;
    }
    int32_t at = 0;
    for (int i = 0; i < n; i++)
        if (parts[i] && parts[i]->length) {
            memcpy(s->chars + at, parts[i]->chars, 2 * (size_t)parts[i]->length);
            at += parts[i]->length;
        }
    return s;
}

String *rt_String_Concat_2(String *a, String *b) { return concat((String *[]){a, b}, 2); }
String *rt_String_Concat_3(String *a, String *b, String *c) { return concat((String *[]){a, b, c}, 3); }
String *rt_String_Concat_4(String *a, String *b, String *c, String *d) {
    return concat((String *[]){a, b, c, d}, 4);
}

/* Concat(object...): each obj?.ToString() through vtable slot 0, left to right (null, either
 * way, is empty); NULL as soon as one raises. */
static String *concat_objects(void *const *objs, int n) {
    String *parts[3];
    for (int i = 0; i < n; i++) {
        parts[i] = objs[i] ? rt_call_ToString(objs[i]) : NULL;
        if (cil2mir_pending_exception) return NULL;
    }
    return concat(parts, n);
}

String *rt_String_Concat_object_2(void *a, void *b) { return concat_objects((void *[]){a, b}, 2); }

String *rt_String_Concat_object_3(void *a, void *b, void *c) { return concat_objects((void *[]){a, b, c}, 3); }

/* String.Concat(object[]) and Concat(string[]) (what mcs emits for more than 4 operands);
 * a null array is Mono's ArgumentNullException, naming the parameter. */
String *rt_String_Concat_objects(void *arr) {
    RefArray *a = arr;
    if (!a) {
        rt_throw_ArgumentNullException("args");
        return NULL;
    }
    String **parts = GC_MALLOC(sizeof(String *) * (size_t)(a->length ? a->length : 1));
    for (int64_t i = 0; i < a->length; i++) {
        parts[i] = a->items[i] ? rt_call_ToString(a->items[i]) : NULL;
        if (cil2mir_pending_exception) return NULL;
    }
    return concat(parts, (int)a->length);
}

String *rt_String_Concat_strings(void *arr) {
    RefArray *a = arr;
    if (!a) {
        rt_throw_ArgumentNullException("values");
        return NULL;
    }
    return concat((String *const *)a->items, (int)a->length);
}

/* ---- primitives' ToString -------------------------------------------------------------------- */

String *rt_Int32_ToString(int32_t v) {
    char b[24];
    return rt_string_from_ascii(b, rt_format_i64(b, v));
}
String *rt_UInt32_ToString(uint32_t v) {
    char b[24];
    return rt_string_from_ascii(b, rt_format_u64(b, v, 0));
}
String *rt_Int64_ToString(int64_t v) {
    char b[24];
    return rt_string_from_ascii(b, rt_format_i64(b, v));
}
String *rt_UInt64_ToString(uint64_t v) {
    char b[24];
    return rt_string_from_ascii(b, rt_format_u64(b, v, 0));
}
String *rt_Double_ToString(double v) {
    char b[RT_FLOAT_BUF];
    return rt_string_from_ascii(b, rt_format_float(b, v, 15));
}
String *rt_Single_ToString(float v) {
    char b[RT_FLOAT_BUF];
    return rt_string_from_ascii(b, rt_format_float(b, v, 7));
}

RT_STATIC_STRING(true_string, "True");
RT_STATIC_STRING(false_string, "False");

String *rt_Boolean_ToString(int32_t v) { return (String *)(v ? true_string : false_string); }

String *rt_Char_ToString(int32_t v) {
    String *s = rt_String_new(1);
    s->chars[0] = (uint16_t)v;
    return s;
}

/* ---- enums ---------------------------------------------------------------------------------- */

static const EnumTable *enum_table(const TypeDesc *t) { return (const EnumTable *)t->vtable[SLOT_ENUM_TABLE]; }

/* The value of a boxed enum or primitive, widened to 64 bits as its type's signedness says
 * (Mono's Enum.ToUInt64). */
static uint64_t enum_value(const void *box) {
    const unsigned char *v = (const unsigned char *)box + sizeof(Object);
    const TypeDesc *t = ((const Object *)box)->type;
    int is_unsigned = (t->flags & TD_UNSIGNED) != 0;
    switch (t->size) {
    case 1: return is_unsigned ? *v : (uint64_t)(int64_t) * (const int8_t *)v;
    case 2: return is_unsigned ? *(const uint16_t *)v : (uint64_t)(int64_t) * (const int16_t *)v;
    case 4: return is_unsigned ? *(const uint32_t *)v : (uint64_t)(int64_t) * (const int32_t *)v;
    default: return *(const uint64_t *)v;
    }
}

static String *enum_number(const void *box) {
    uint64_t v = enum_value(box);
    return (((const Object *)box)->type->flags & TD_UNSIGNED) ? rt_UInt64_ToString(v) : rt_Int64_ToString((int64_t)v);
}

/* Array.BinarySearch of the table's values, as Mono's: which of equal values it finds is
 * what Enum.GetName and ToString answer. */
static int32_t enum_search(const EnumTable *e, uint64_t v) {
    int32_t lo = 0, hi = e->count - 1;
    while (lo <= hi) {
        int32_t i = lo + ((hi - lo) >> 1);
        if (e->names[i].value == v) return i;
        if (e->names[i].value < v) lo = i + 1;
        else hi = i - 1;
    }
    return ~lo;
}

/* The names whose bits make up the value, highest first in the text's end ("Read, Exec"); a
 * zero value by its zero name or "0"; if bits are left over, the number (InternalFlagsFormat). */
static String *enum_flags_format(const void *box, const EnumTable *e) {
    uint64_t v = enum_value(box), rest = v;
    if (v == 0)
        return e->count > 0 && e->names[0].value == 0 ? (String *)e->names[0].name : rt_string_from_ascii("0", 1);
    String *text = NULL;
    for (int32_t i = e->count - 1; i >= 0; i--) {
        uint64_t bits = e->names[i].value;
        if (i == 0 && bits == 0) break;
        if ((rest & bits) == bits) {
            rest -= bits;
            text = text ? rt_String_Concat_3((String *)e->names[i].name, rt_string_from_ascii(", ", 2), text)
                        : (String *)e->names[i].name;
        }
    }
    return rest != 0 || !text ? enum_number(box) : text;
}

/* Enum.ToString() as Mono 6.8 (referencesource's InternalFormat): the name of the value, the
 * names of its bits for [Flags], else the number. */
String *rt_Enum_ToString(void *box) {
    const EnumTable *e = enum_table(((Object *)box)->type);
    if (e->flags) return enum_flags_format(box, e);
    int32_t i = enum_search(e, enum_value(box));
    return i >= 0 ? (String *)e->names[i].name : enum_number(box);
}

/* IFormattable.ToString(format, provider) of a boxed enum, as Mono 6.8's Enum.ToString(format):
 * "G" (or none) its ToString, "D" the number, "X" the bits in hex digits for every byte of
 * the underlying type, "F" the names as if the enum were [Flags]; any other format is a
 * FormatException. */
String *rt_Enum_Format(void *box, String *format, void *provider) {
    (void)provider;
    uint16_t f = format && format->length == 1 ? format->chars[0] : (format && format->length ? 0 : 'G');
    switch (f) {
    case 'G': case 'g':
        return rt_Enum_ToString(box);
    case 'D': case 'd':
        return enum_number(box);
    case 'X': case 'x': {
        static const char digits[] = "0123456789ABCDEF";
        int32_t size = (int32_t)((Object *)box)->type->size;
        uint64_t v = enum_value(box);
        String *s = rt_String_new(2 * size);
        for (int32_t i = 2 * size - 1; i >= 0; i--, v >>= 4) s->chars[i] = (uint16_t)digits[v & 15];
        return s;
    }
    case 'F': case 'f':
        return enum_flags_format(box, enum_table(((Object *)box)->type));
    }
    rt_raise(RT_FormatException,
             "Format String can be only \"G\", \"g\", \"X\", \"x\", \"F\", \"f\", \"D\" or \"d\".");
    return NULL;
}

/* Reflection on an enum's Type (runtime/corelib/Enum.cs, which checks that it is one). */
static const EnumTable *type_enum_table(void *type) {
    const TypeDesc *t = rt_type_desc(type);
    return t ? enum_table(t) : NULL;
}

int32_t rt_Enums_Count(void *type) {
    const EnumTable *e = type_enum_table(type);
    return e ? e->count : 0;
}

uint64_t rt_Enums_Value(void *type, int32_t i) { return type_enum_table(type)->names[i].value; }

String *rt_Enums_Name(void *type, int32_t i) { return (String *)type_enum_table(type)->names[i].name; }

void *rt_Enums_NewArray(void *type, int32_t length) { return rt_newarr(type_enum_table(type)->array, length); }

void *rt_Enums_Box(void *type, uint64_t value) {
    const TypeDesc *t = rt_type_desc(type);
    void *box = rt_alloc(t);
    memcpy((unsigned char *)box + sizeof(Object), &value, (size_t)t->size);   /* little-endian */
    return box;
}

Object *rt_Enums_Underlying(void *type) { return rt_type_object(rt_type_desc(type)->element); }

uint64_t rt_Enums_Bits(void *box) { return enum_value(box); }

int32_t rt_Enums_BinarySearch(void *type, uint64_t value) { return enum_search(type_enum_table(type), value); }

/* Enum.CompareTo(object) of a boxed enum: the values compared as the underlying type. */
int32_t rt_Enum_CompareTo(void *box, void *other) {
    if (!box) {
        rt_throw_NullReferenceException();
        return 0;
    }
    if (!other) return 1;
    const TypeDesc *t = ((Object *)box)->type;
    if (((Object *)other)->type != t) {
        rt_raise(RT_ArgumentException, "Object must be the same type as the enum.");
        return 0;
    }
    const unsigned char *a = (const unsigned char *)box + sizeof(Object);
    const unsigned char *b = (const unsigned char *)other + sizeof(Object);
    int64_t x = 0, y = 0;
    uint64_t ux = 0, uy = 0;
    switch (t->size) {
    case 1: x = *(const int8_t *)a; y = *(const int8_t *)b; ux = *a; uy = *b; break;
    case 2: x = *(const int16_t *)a; y = *(const int16_t *)b; ux = *(const uint16_t *)a; uy = *(const uint16_t *)b; break;
    case 4: x = *(const int32_t *)a; y = *(const int32_t *)b; ux = *(const uint32_t *)a; uy = *(const uint32_t *)b; break;
    default: x = *(const int64_t *)a; y = *(const int64_t *)b; ux = (uint64_t)x; uy = (uint64_t)y; break;
    }
    if (t->flags & TD_UNSIGNED) return ux < uy ? -1 : ux > uy;
    return x < y ? -1 : x > y;
}

/* Enum.HasFlag(Enum flag) of a boxed enum: Mono's exceptions for a null flag or another type. */
int32_t rt_Enum_HasFlag(void *box, void *flag) {
    if (!box) {
        rt_throw_NullReferenceException();
        return 0;
    }
    if (!flag) {
        rt_throw_ArgumentNullException("flag");
        return 0;
    }
    const TypeDesc *t = ((Object *)box)->type, *f = ((Object *)flag)->type;
    if (f != t) {
        String *q = rt_string_from_ascii("'", 1);
        rt_throw_ArgumentException_message(rt_String_Concat_4(
            rt_String_Concat_3(rt_string_from_ascii("The argument type, '", 20), (String *)f->name, q),
            rt_string_from_ascii(", is not the same as the enum type '", 36), (String *)t->name,
            rt_string_from_ascii("'.", 2)));
        return 0;
    }
    uint64_t bits = enum_value(flag);
    return (enum_value(box) & bits) == bits;
}
