/* cil2mir C runtime: object layouts and the functions compiled code calls.
 *
 * Every function here uses the System V x86-64 convention, like the managed code
 * (DESIGN.md decision 4), so both back ends call them directly. Layouts are the ones
 * in docs/architecture.md; keep the two in sync. */
#ifndef CIL2MIR_RT_H
#define CIL2MIR_RT_H

#include <stdint.h>

/* System.String: { TypeDesc* type; int32 length; uint16 chars[length]; }, packed so
 * that chars start at offset 12 (literal strings are emitted with this layout), then a NUL
 * unit not counted in the length, as in .NET (code under `fixed (char* p = s)` reads it). */
typedef struct __attribute__((packed)) String {
    const struct TypeDesc *type;
    int32_t length;
    uint16_t chars[];
} String;

/* Type descriptor (docs/architecture.md, "The object model"): emitted by the frontend as
 * constant globals; the offsets are part of the contract (checked below). */
typedef struct TypeDesc {
    const struct TypeDesc *base;        /*  0: base class; NULL for System.Object and interfaces */
    const String *name;                 /*  8: simple name (GetType().Name) */
    const String *full_name;            /* 16: Namespace.Name (Object.ToString()) */
    int64_t size;                       /* 24: objects: instance size incl. header; value types and
                                                arrays' element types: the value's size */
    const struct TypeDesc *element;     /* 32: arrays: the element type; else NULL */
    int32_t flags;                      /* 40: TD_* below */
    int32_t n_interfaces;               /* 44 */
    const struct TypeDesc *const *interfaces; /* 48: every interface implemented, transitively */
    void *const *const *itables;        /* 56: parallel to interfaces: that interface's methods */
    void *const *imt;                   /* 64: the interface method table: RT_IMT_SIZE entries, an
                                                interface method called at the entry a hash of it
                                                picks (frontend/typesystem/types.py, imt_entry),
                                                NULL where none or several; rt_imt_none if all are */
    void *vtable[];                     /* 72: virtual methods by slot (0-3 are System.Object's) */
} TypeDesc;

#define RT_IMT_SIZE 32
extern void *const rt_imt_none[RT_IMT_SIZE];

#define TD_ARRAY 1
#define TD_VALUE_TYPE 2
#define TD_INTERFACE 4
#define TD_REF_ARRAY 8      /* an array whose elements are references */
#define TD_NO_REFS 16       /* objects (classes) / values (value types) / elements (arrays)
                               hold no references: the runtime allocates such objects, boxes
                               and arrays GC_malloc_atomic */
#define TD_MD_ARRAY 32      /* a multi-dimensional array (T[,]): the rank is flags >> 8 */
#define TD_ENUM 64          /* a boxed enum: `element` is its underlying primitive's descriptor */
#define TD_UNSIGNED 128     /* a boxed enum whose underlying type is unsigned */
#define TD_INTEGRAL (1 << 20) /* a boxed integer primitive (not bool, char or a float): arrays of
                             * integers of one size are each other (int[] is a uint[], I.8.7.1) */
#define TD_ARRAY_CLASS (1 << 21) /* System.Array: every array is one */
#define TD_TYPE_CLASS (1 << 22) /* System.Type, its bases and interfaces: Type objects (of
                                 * rt_RuntimeType_type) are instances of them */
#define TD_RANK(t) (((t)->flags >> 8) & 0xff)
#define TD_KIND(t) (((t)->flags >> 23) & 0xf) /* a boxed primitive's kind (cil2mir_objects.c) */
#define TD_ARRAY_IFACE (1 << 27) /* IList<T>, ICollection<T>...: `element` is T (arrays implement
                                 * them for every T they are arrays of) */
#define TD_GENERIC_DEF (1 << 28) /* a generic type definition (typeof(List<>)): `element` is the
                                 * String of its Type.ToString() (`...List`1[T]`) */
#define TD_GENERIC_INST (1 << 29) /* a generic instance whose `element` is its GenericInstance
                                 * (in programs that ask a Type for its definition or arguments) */

/* What Type.GetGenericTypeDefinition and GetGenericArguments read of a generic instance. */
typedef struct GenericInstance {
    const struct TypeDesc *definition;
    int64_t n;
    const struct TypeDesc *args[];
} GenericInstance;

_Static_assert(__builtin_offsetof(TypeDesc, base) == 0, "TypeDesc.base");
_Static_assert(__builtin_offsetof(TypeDesc, name) == 8, "TypeDesc.name");
_Static_assert(__builtin_offsetof(TypeDesc, full_name) == 16, "TypeDesc.full_name");
_Static_assert(__builtin_offsetof(TypeDesc, size) == 24, "TypeDesc.size");
_Static_assert(__builtin_offsetof(TypeDesc, element) == 32, "TypeDesc.element");
_Static_assert(__builtin_offsetof(TypeDesc, flags) == 40, "TypeDesc.flags");
_Static_assert(__builtin_offsetof(TypeDesc, n_interfaces) == 44, "TypeDesc.n_interfaces");
_Static_assert(__builtin_offsetof(TypeDesc, interfaces) == 48, "TypeDesc.interfaces");
_Static_assert(__builtin_offsetof(TypeDesc, itables) == 56, "TypeDesc.itables");
_Static_assert(__builtin_offsetof(TypeDesc, imt) == 64, "TypeDesc.imt");
_Static_assert(__builtin_offsetof(TypeDesc, vtable) == 72, "TypeDesc.vtable");
_Static_assert(__builtin_offsetof(String, chars) == 12, "String.chars");

/* Vtable slots of System.Object's virtual methods. */
enum { SLOT_ToString = 0, SLOT_Equals = 1, SLOT_GetHashCode = 2, SLOT_Finalize = 3 };

/* Any object: the header. */
typedef struct Object {
    const TypeDesc *type;
} Object;

/* Every one-dimensional array: { TypeDesc* type; int64 length; elements at 16 }. */
typedef struct Array {
    const TypeDesc *type;
    int64_t length;
    unsigned char data[];
} Array;

/* An array of references (string[] for Main's args): items at offset 16. */
typedef struct RefArray {
    const TypeDesc *type;
    int64_t length;
    void *items[];
} RefArray;

_Static_assert(__builtin_offsetof(Array, data) == 16, "Array.data");
_Static_assert(__builtin_offsetof(RefArray, items) == 16, "RefArray.items");

/* Descriptors the runtime defines: System.Object (4 slots), System.String (its literals
 * point here), string[]. */
extern const TypeDesc rt_Object_type;
extern const TypeDesc rt_String_type;
extern const TypeDesc rt_StringArray_type;

/* ---- objects (cil2mir_objects.c) ---- */
/* Zeroed, header set; a value type: its box. Out of memory is fatal here (Mono's text, exit 1),
 * not an exception: compiled code treats rt_alloc as nothrow. rt_newarr / rt_newarr_md raise a
 * catchable OutOfMemoryException for an array that cannot be allocated. */
void *rt_alloc(const TypeDesc *t);
void *rt_newarr(const TypeDesc *arr, int64_t n); /* n < 0: OverflowException */
/* T[,]: { TypeDesc* type; int64 length (all elements); int64 lengths[rank]; elements at
 * 16 + 8 * rank }; `lengths` holds rank lengths (a negative one: OverflowException). */
void *rt_newarr_md(const TypeDesc *arr, const int64_t *lengths);
int32_t rt_Array_get_Length(void *arr);          /* Array.Length of any array */
int32_t rt_Array_GetLength(void *arr, int32_t dim); /* Array.GetLength; bad dim: IndexOutOfRange */
int32_t rt_Array_get_Rank(void *arr);
void rt_Thread_Sleep(int32_t ms);
String *rt_MonoIO_GetCurrentDirectory(int32_t *error); /* Win32 error code in *error */
String *rt_Environment_GetOSVersionString(void);   /* uname's release */                  /* Thread.Sleep: -1 is forever */
int32_t rt_Buffer_ByteLength(Array *a);            /* Buffer._ByteLength */
int32_t rt_Buffer_InternalBlockCopy(Array *src, int32_t src_offset, Array *dst, int32_t dst_offset,
                                    int32_t count);
int32_t rt_Array_GetLowerBound(void *arr, int32_t dim); /* always 0; GetLength's checks */
int32_t rt_Array_GetUpperBound(void *arr, int32_t dim);
void *rt_isinst(void *obj, const TypeDesc *t);   /* obj if it is a t, else NULL */
void *rt_castclass(void *obj, const TypeDesc *t);/* obj if null or a t, else InvalidCastException */
void *rt_interface_method(void *obj, const TypeDesc *iface, int32_t i);
void *rt_gvm_method(void *obj, const int64_t *table); /* generic virtual methods */
void rt_stelem_ref(void *arr, int64_t i, void *value);
/* ldelema of a reference element type T (no readonly. prefix): the array's element type must
 * be exactly T (covariance would let a store break the array's type): ArrayTypeMismatch. */
void rt_check_element_type(void *arr, const TypeDesc *t);
/* Set of a multi-dimensional array of references: a non-null value must be an element of the
 * array's type (covariance): ArrayTypeMismatchException. */
void rt_check_array_store(void *arr, void *value);
void rt_RuntimeHelpers_InitializeArray(void *arr, const void *data, int64_t size);
/* Array.Reverse<T>(T[]) / Reverse(Array) and the (array, index, length) forms: any element size
 * (read from the descriptor); Mono's exceptions for null, bad ranges, multi-dimensional arrays. */
void rt_Array_Reverse(void *arr);
void rt_Array_Reverse_range(void *arr, int32_t index, int32_t length);
/* Array.Copy(src, dst, length) / (src, srcIndex, dst, dstIndex, length): same element type is a
 * memmove (overlap-safe); reference arrays check each element (covariance); other element
 * type combinations (widening, boxing, unboxing) are ArrayTypeMismatchException. */
void rt_Array_Copy(void *src, void *dst, int32_t length);
void rt_Array_Copy_range(void *src, int32_t src_index, void *dst, int32_t dst_index, int32_t length);
int32_t rt_is_assignable(const TypeDesc *from, const TypeDesc *to); /* from's values are to's */
String *rt_Object_ToString(void *obj);
int32_t rt_Object_Equals(void *obj, void *other);
int32_t rt_Object_ReferenceEquals(void *a, void *b);
int32_t rt_Object_Equals_static(void *a, void *b); /* static Object.Equals(a, b) */
int32_t rt_Object_GetHashCode(void *obj);
void *rt_Object_MemberwiseClone(void *obj);
void rt_Object_Finalize(void *obj);
/* System.Type: one object per descriptor (rt_type_object, nothrow), whose members read it. */
extern const TypeDesc rt_RuntimeType_type;
Object *rt_type_object(const TypeDesc *t);
/* Type.GetTypeFromHandle of a RuntimeTypeHandle's value (the descriptor; null: null), nothrow */
Object *rt_type_from_handle(const TypeDesc *t);
/* Cil2Mir.Interfaces (runtime/corelib/Reflection.cs): the interfaces' table (runtime_tables.py) */
int32_t rt_Interfaces_First(void *type);
int32_t rt_Interfaces_Count(int32_t first);
Object *rt_Interfaces_Of(int32_t row);
/* Cil2Mir.Members (runtime/corelib/Reflection.cs): the members' table (runtime_tables.py) */
int32_t rt_Members_First(void *type);
int32_t rt_Members_Count(int32_t first);
String *rt_Members_Name(int32_t row);
int32_t rt_Members_Flags(int32_t row);
Object *rt_Members_Of(int32_t row);
Object *rt_Members_Owner(int32_t row);
int32_t rt_TypeNames_Count(void);
String *rt_TypeNames_Name(int32_t row);
int32_t rt_TypeNames_InProgram(int32_t row);
Object *rt_TypeNames_Of(int32_t row);
String *rt_TypeNames_Assembly(void);
int32_t rt_Assemblies_Count(void);
String *rt_Assemblies_Name(int32_t row);
int32_t rt_Assemblies_Of(void *type);
int32_t rt_Assemblies_TypeCount(void);
Object *rt_Assemblies_TypeAt(int32_t i);
int32_t rt_Assemblies_Exported(int32_t i);
Object *rt_Members_ParameterType(int32_t row, int32_t i);
String *rt_Members_ParameterName(int32_t row, int32_t i);
Object *rt_Members_Invoke(int32_t row, Object *target, Object *args, Object **thrown);
Object *rt_Members_Bind(Object *template, void *target, intptr_t method);
Object *rt_Members_Call(int32_t row, int32_t set, Object *target, Object *value, Object **thrown);
Object *rt_Members_Construct(int32_t row, Object *args, Object **thrown);
int32_t rt_Attributes_Find(Object *provider, int32_t kind, int32_t key, int32_t from);
Object *rt_Attributes_Type(int32_t row);
String *rt_Attributes_Problem(int32_t row);
int32_t rt_Attributes_Flags(int32_t row);
int32_t rt_Attributes_Count(int32_t row, int32_t named);
Object *rt_Attributes_Argument(int32_t row, int32_t named, int32_t i);
Object *rt_Attributes_Construct(int32_t row, Object *args, Object **thrown);
void rt_Attributes_Set(int32_t row, int32_t i, Object *target, Object *value, Object **thrown);
Object *rt_Members_Load(int32_t row, Object *target);
void rt_Members_Store(int32_t row, Object *target, Object *value);
String *rt_MemberInfo_get_Name(void *member);   /* a Type's, or a listed member's */
Object *rt_Object_GetType(void *obj);           /* null: NullReferenceException */
const TypeDesc *rt_type_desc(void *type);       /* what a Type stands for; null: NullReferenceException */
String *rt_Type_get_Name(void *type);
String *rt_Type_get_FullName(void *type);
int32_t rt_Type_get_IsValueType(void *type);
int32_t rt_Type_get_IsEnum(void *type);
int32_t rt_Type_get_IsArray(void *type);
int32_t rt_Type_get_IsInterface(void *type);
int32_t rt_Type_get_IsClass(void *type);
Object *rt_Type_GetElementType(void *type);
Object *rt_Type_get_BaseType(void *type);
int32_t rt_Type_IsSubclassOf(void *type, void *c);
int32_t rt_Type_IsAssignableFrom(void *type, void *c);
int32_t rt_Type_IsInstanceOfType(void *type, void *obj);
String *rt_Type_get_Namespace(void *type);
int32_t rt_Type_get_IsPrimitive(void *type);
int32_t rt_Type_get_IsGenericType(void *type);
/* Generic definitions and arguments (TD_GENERIC_DEF, TD_GENERIC_INST) */
int32_t rt_Generics_IsDefinition(void *type);
Object *rt_Generics_Definition(void *type);
int32_t rt_Generics_Count(void *type);
Object *rt_Generics_Argument(void *type, int32_t i);   /* i < rt_Generics_Count(type) */
/* Activator.CreateInstance(Type) and Array.CreateInstance (the program's tables) */
intptr_t rt_Factories_Find(void *type, int32_t non_public);
Object *rt_Factories_Call(intptr_t make, Object **thrown); /* make: from rt_Factories_Find */
void *rt_Array_CreateInstanceImpl(void *element_type, void *lengths, void *bounds);
Object *rt_Type_get_Assembly(void *type);
int32_t rt_Type_get_IsPointer(void *type);
int32_t rt_Type_GetTypeCodeImpl(void *type);
void *rt_Array_GetValue(void *arr, void *indices);          /* Array.GetValue(int[]) */
void rt_Array_SetValue(void *arr, void *value, void *indices); /* Array.SetValue(object, int[]) */
void *rt_Array_GetValueImpl(void *arr, int32_t pos);
void rt_Array_SetValueImpl(void *arr, void *value, int32_t pos);
void rt_Console_WriteLine_object(void *obj);
void rt_Console_Write_object(void *obj);

/* ---- System.String and primitive formatting/parsing (cil2mir_strings.c) ---- */
String *rt_String_new(int32_t length);           /* zeroed chars */
String *rt_String_new_chars(void *char_array);   /* new string(char[]); null gives "" */
String *rt_String_ToString(String *s);
int32_t rt_String_Equals_object(String *s, void *other);  /* vtable slot 1 */
int32_t rt_String_GetHashCode(String *s);                 /* vtable slot 2 */
String *rt_String_Concat_2(String *a, String *b);
/* A boxed enum's descriptor has its table after Object's four vtable slots (frontend/
 * typesystem/types.py `_enum_table`): its names by value as unsigned 64-bit numbers. */
typedef struct { uint64_t value; const String *name; } EnumName;
typedef struct {
    int32_t count;
    int32_t flags;                  /* [Flags] */
    const TypeDesc *array;          /* T[], when the program makes one from a Type */
    EnumName names[];
} EnumTable;
#define SLOT_ENUM_TABLE 4
String *rt_Enum_ToString(void *box);
String *rt_Enum_Format(void *box, String *format, void *provider);
/* Cil2Mir.Enums (runtime/corelib/Enum.cs): an enum's Type's table; the C# checks the type. */
int32_t rt_Enums_Count(void *type);
uint64_t rt_Enums_Value(void *type, int32_t i);
String *rt_Enums_Name(void *type, int32_t i);
void *rt_Enums_NewArray(void *type, int32_t length);
void *rt_Enums_Box(void *type, uint64_t value);
Object *rt_Enums_Underlying(void *type);
uint64_t rt_Enums_Bits(void *box);
int32_t rt_Enums_BinarySearch(void *type, uint64_t value);
int32_t rt_Enum_CompareTo(void *box, void *other);
int32_t rt_Enum_HasFlag(void *box, void *flag);
void *rt_unbox(void *obj, const TypeDesc *t);
/* A struct's field map (frontend/typesystem/types.py `_field_map`): what ValueType.Equals and
 * GetHashCode compare and hash. Kinds 1, 2, 4, 8: an integer of that size. */
enum { FIELD_F32 = 9, FIELD_F64 = 10, FIELD_REF = 11, FIELD_STRUCT = 12 };
typedef struct { int32_t offset; int32_t kind; const TypeDesc *type; } FieldEntry;
typedef struct { int64_t count; FieldEntry fields[]; } FieldMap;
int32_t rt_ValueType_Equals(void *box, void *other, const FieldMap *map);
int32_t rt_ValueType_GetHashCode(void *box, const FieldMap *map);
String *rt_String_Concat_3(String *a, String *b, String *c);
String *rt_String_Concat_objects(void *arr);     /* Concat(object[]) */
String *rt_String_Concat_strings(void *arr);     /* Concat(string[]) */
String *rt_String_Concat_4(String *a, String *b, String *c, String *d);
String *rt_String_Concat_object_2(void *a, void *b);
String *rt_String_Concat_object_3(void *a, void *b, void *c);
int32_t rt_String_op_Equality(String *a, String *b);
int32_t rt_String_op_Inequality(String *a, String *b);
String *rt_String_Intern(String *s);        /* s not null (the framework checks) */
String *rt_String_IsInterned(String *s);    /* s not null */
int rt_string_is(const String *s, const char *text);  /* s is the ASCII text */
intptr_t rt_Collation_Resource(const String *name);
void rt_Marshal_copy_from_unmanaged(void *src, int32_t start, void *arr, int32_t length, void *fixed_element);
void rt_Marshal_copy_to_unmanaged(void *arr, int32_t start, void *dest, int32_t length, void *fixed_element);
String *rt_Int32_ToString(int32_t v);
String *rt_UInt32_ToString(uint32_t v);
String *rt_Int64_ToString(int64_t v);
String *rt_UInt64_ToString(uint64_t v);
String *rt_Double_ToString(double v);
String *rt_Single_ToString(float v);
String *rt_Boolean_ToString(int32_t v);
String *rt_Char_ToString(int32_t v);

/* The entry wrapper every compiled assembly defines: calls Main, returns its exit code. */
int32_t cil2mir_main(RefArray *args);
void rt_Thread_Run(void *start, void *arg, int32_t with_arg);
void rt_ThreadPool_Run(void *work);

/* System.Console. */
void rt_Console_WriteLine_void(void);
void rt_Console_WriteLine_i32(int32_t v);
void rt_Console_WriteLine_u32(uint32_t v);
void rt_Console_WriteLine_i64(int64_t v);
void rt_Console_WriteLine_u64(uint64_t v);
void rt_Console_WriteLine_bool(int32_t v);
void rt_Console_WriteLine_char(int32_t v);
void rt_Console_WriteLine_string(const String *s);
String *rt_Console_ReadLine(void);
int32_t rt_Console_Read(void);
void rt_Console_WriteError(const String *s);   /* Console.Error */
int32_t rt_Console_IsUtf8(void);               /* the console encoding: UTF-8 (1) or ASCII */
int32_t rt_Console_IsRedirected(int32_t fd);  /* fd 0, 1 or 2 is not a terminal */
void rt_Console_SetNewLine(const String *newline); /* Console.Out.NewLine */
void rt_Console_WriteBytes(int32_t fd, const uint8_t *bytes, int32_t count); /* fd 1 or 2 */
int32_t rt_Console_ReadBytes(uint8_t *bytes, int32_t count); /* stdin; 0 at the end */
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
double rt_Math_Asin_f64(double x);
double rt_Math_Acos_f64(double x);
double rt_Math_Sinh_f64(double x);
double rt_Math_Cosh_f64(double x);
double rt_Math_Tanh_f64(double x);
double rt_Math_Asinh_f64(double x);
double rt_Math_Acosh_f64(double x);
double rt_Math_Atanh_f64(double x);
double rt_Math_Cbrt_f64(double x);
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

/* ---- exceptions (DESIGN.md 5: no unwind tables) ----
 * Raising stores the exception object in `cil2mir_pending_exception` and RETURNS; compiled
 * code tests the slot after every call that may raise. So a runtime function that raises
 * returns at once with a harmless value (NULL / 0), and one that calls managed code (ToString
 * through a vtable) returns at once when the slot is set after that call. Both globals are
 * defined by the compiled module (cil2mir/frontend/exceptions.py). */
extern Object *cil2mir_pending_exception;   /* the exception in flight, or NULL */
/* [0]: byte offset of System.Exception's message field (a String*) in an exception object;
 * [1 + k]: address of the TypeDesc of the exception enum RtException k;
 * [1 + RT_EXCEPTION_COUNT]: byte offset of RuntimeWrappedException's wrapped object;
 * [2 + RT_EXCEPTION_COUNT]: 1 if the program's assembly wraps thrown objects that are not
 * Exceptions (WrapNonExceptionThrows): rt_throw then raises them wrapped. */
extern const int64_t cil2mir_exception_types[];

/* The corelib exceptions the runtime raises, in the order of RUNTIME_EXCEPTIONS in
 * cil2mir/frontend/exceptions.py (a test checks that the two agree); RT_Exception is not
 * raised: rt_throw tests whether a thrown object is one. */
enum RtException {
    RT_NullReferenceException,
    RT_IndexOutOfRangeException,
    RT_DivideByZeroException,
    RT_OverflowException,
    RT_ArithmeticException,
    RT_InvalidCastException,
    RT_ArrayTypeMismatchException,
    RT_OutOfMemoryException,
    RT_ArgumentException,
    RT_ArgumentNullException,
    RT_ArgumentOutOfRangeException,
    RT_FormatException,
    RT_RankException,
    RT_InvalidOperationException,
    RT_NotSupportedException,
    RT_TypeInitializationException,
    RT_Exception,
    RT_RuntimeWrappedException,
    RT_EXCEPTION_COUNT
};

/* Raise a new exception of this kind: allocated without running a constructor, its message
 * field set to this UTF-8 text (NULL leaves it null: the type's "Exception of type ..." text). */
void rt_raise(enum RtException kind, const char *message);
/* The corelib's ThrowHelper: raise with a message made by managed code (an Argument*
 * exception's includes its "\nParameter name: x" line). */
void rt_throw_InvalidOperationException_message(String *message);
void rt_throw_ArgumentException_message(String *message);
void rt_throw_ArgumentNullException_message(String *message);
void rt_throw_ArgumentOutOfRangeException_message(String *message);
void rt_throw_NotSupportedException_message(String *message);
/* Boxing Nullable<T>: null if empty, else a box of the value (t: T's descriptor). */
void *rt_box_nullable(const TypeDesc *t, const void *value, const uint8_t *has_value);
/* unbox.any Nullable<T>: an empty one for null, else the box's T (InvalidCastException if
 * it is not one) with has_value set. */
void rt_unbox_nullable(void *obj, const TypeDesc *t, void *value, uint8_t *has_value);
/* A static constructor raised (the exception is pending): raise TypeInitializationException
 * with it as the inner exception, mark the type failed (*state = 2) and keep the exception,
 * which every later access of the type raises again (rt_type_init_rethrow), as Mono does. */
void rt_type_init_failed(const String *type_name, int32_t *state);
void rt_type_init_rethrow(const int32_t *state);
/* Runs a static constructor: what it raises becomes TypeInitializationException, so the first
 * pass of its exception must not look at the frames outside it (a filter there must not run). */
void rt_run_cctor(void (*cctor)(void));
/* The `throw` instruction: e becomes the exception in flight with a new stack trace; null
 * raises NullReferenceException. */
void rt_throw(Object *e);
/* `rethrow`: e in flight again, its trace kept but for the frame that caught it. */
void rt_rethrow(Object *e);
/* Stack traces (frontend/stacktrace.py): append site k of a method's frames table
 * ({char *method; char *mvid; char *assembly; int32 il[]}) to the pending exception's trace;
 * an exception's StackTrace text and Source (null if it was never thrown). */
void rt_trace(const void *sites, int32_t k);
String *rt_Exception_StackTrace(Object *e);
String *rt_Exception_Source(Object *e);
/* Called by cil2mir_main when Main returns with e pending: flush stdout, print Mono's text
 * ("\nUnhandled Exception:\n" + e.ToString() + "\n[ERROR] FATAL UNHANDLED EXCEPTION: " +
 * e.ToString()) to stderr, exit 1. If ToString itself raises, e's full type name is printed. */
__attribute__((noreturn)) void rt_unhandled_exception(Object *e);

/* Cross-frame first pass (docs/architecture.md, "Exceptions"). Without unwind tables a
 * frame's dispatch sees an exception only once its callees have returned, i.e. after their
 * finally blocks ran; Mono runs the filters of every frame up to the handler first. So each
 * activation of a method with EH clauses links a frame record on cil2mir_eh_top, and the
 * dispatches ask rt_eh_route, which walks the records (running filters) on the first ask of
 * a flight and remembers each frame's answer until that frame asks. */
typedef struct RtEhClause {     /* the catch kinds of a context, inner first; kind 0 ends */
    int64_t kind;               /* RT_EH_CATCH / RT_EH_CATCH_ALL / RT_EH_FILTER */
    const void *what;           /* catch: the TypeDesc; filter: the funclet (RtEhFilter) */
    int64_t pos;                /* position among the context's clauses (finally ones too) */
    int64_t resume;             /* filter: the context an exception raised in it goes to */
} RtEhClause;

typedef struct RtEhFrame {
    struct RtEhFrame *prev;
    const RtEhClause *const *contexts; /* the method's table by context id; NULL: a barrier
                                   * (a filter's: ctx in prev; without prev: rt_run_cctor's end) */
    int64_t ctx;                /* the context of the call in progress */
    Object *mark;               /* the exception a first pass answered for this frame ... */
    int32_t answer;             /* ... and the answer (RT_EH_* below: an int32_t) */
    int32_t resume_pos;         /* the pos of the filter that raised `resume` */
    Object *resume;             /* a filter of this frame raised this (abandonment) */
    void *vars[];               /* the method's variables its filters share */
} RtEhFrame;
/* Every method with exception clauses has one in its frame: 48 bytes, with the return
 * address and three callee-saved registers an 80-byte frame, 100,000 of them in the 8 MiB
 * main stack as in Mono (the two answers share a word; at 56 bytes frames were 96). */

_Static_assert(__builtin_offsetof(RtEhFrame, prev) == 0, "RtEhFrame.prev");
_Static_assert(__builtin_offsetof(RtEhFrame, contexts) == 8, "RtEhFrame.contexts");
_Static_assert(__builtin_offsetof(RtEhFrame, ctx) == 16, "RtEhFrame.ctx");
_Static_assert(__builtin_offsetof(RtEhFrame, mark) == 24, "RtEhFrame.mark");
_Static_assert(__builtin_offsetof(RtEhFrame, answer) == 32, "RtEhFrame.answer");
_Static_assert(__builtin_offsetof(RtEhFrame, resume_pos) == 36, "RtEhFrame.resume_pos");
_Static_assert(__builtin_offsetof(RtEhFrame, resume) == 40, "RtEhFrame.resume");
_Static_assert(__builtin_offsetof(RtEhFrame, vars) == 48, "RtEhFrame.vars");
_Static_assert(sizeof(RtEhFrame) == 48, "RtEhFrame size");
_Static_assert(sizeof(RtEhClause) == 32, "RtEhClause size");

enum { RT_EH_CATCH = 1, RT_EH_CATCH_ALL = 2, RT_EH_FILTER = 3 };
/* A filter funclet: nonzero takes the handler; it may raise (pending set on return). */
typedef int32_t (*RtEhFilter)(RtEhFrame *frame, Object *exc);

extern RtEhFrame *cil2mir_eh_top;   /* innermost frame record (defined by the compiled module) */

/* rt_eh_route's answers. NONE: no handler here, run this frame's finally/fault blocks and
 * propagate; SKIP: propagate the pending exception at once (a filter outside raised it);
 * HANDLE(pos): enter the catch/filter handler at pos; RESUME(pos): the filter at pos raised
 * the now pending exception, dispatch it from the filter's context. */
#define RT_EH_NONE 0
#define RT_EH_SKIP 1
#define RT_EH_HANDLE(pos) (2 + 2 * (pos))
#define RT_EH_RESUME(pos) (3 + 2 * (pos))
/* Called by a frame's dispatch with e pending and frame->ctx the dispatch's context; never
 * raises itself. On NONE/HANDLE e is pending on return, on SKIP/RESUME the exception to go
 * on with. */
int32_t rt_eh_route(Object *e, RtEhFrame *frame);

/* Raisers with Mono's messages (they return; compiled code calls them from its checks). */
void rt_throw_DivideByZeroException(void);
void rt_throw_OverflowException(void);
/* "Overflow or underflow in the arithmetic operation." Note that a failing ckfinite raises
 * OverflowException in Mono 6.8 (rt_throw_OverflowException's text), not this. */
void rt_throw_ArithmeticException(void);
/* "Object reference not set to an instance of an object": Mono 6.8's text for a null
 * dereference has no final period (new NullReferenceException().Message has one). */
void rt_throw_NullReferenceException(void);
/* The same exception with the period (new NullReferenceException().Message): what Mono 6.8
 * raises for ldflda through null (`n.Pos.X`, `ref n.Value`; not `ref a[i]`), where its JIT
 * checks for null explicitly instead of catching the fault. */
void rt_throw_NullReferenceException_ldflda(void);
void rt_throw_ArgumentException(void);
void rt_throw_IndexOutOfRangeException(void);
void rt_throw_InvalidCastException(void);
void rt_throw_ArrayTypeMismatchException(void);
void rt_throw_OutOfMemoryException(void);
/* ArgumentOutOfRangeException: Message is "<message>\nParameter name: <param>", as Mono's. */
void rt_throw_ArgumentOutOfRangeException(const char *message, const char *param);
void rt_throw_ArgumentNullException(const char *param);
void rt_throw_FormatException(void);

/* A method compiled with --keep-going as a stub, because it could not be compiled: flush
 * stdout, print `cil2mir: <message>` (the compile error, UTF-16 -> UTF-8) to stderr and
 * exit with code 1. */
__attribute__((noreturn)) void rt_fatal_stub(const String *message);

/* Flush buffered console output (called at exit and before anything goes to stderr). */
void rt_flush_stdout(void);

/* Named cultures' data (archive/cil2mir_cultures.c): tables 0 cultures, 1 date and time data,
 * 2 regions, whose columns runtime/gen_cultures.py lists; out of range reads -1 or null. */
int32_t rt_Cultures_Find(int32_t table, const String *name);
int32_t rt_Cultures_FindLcid(int32_t lcid);
int32_t rt_Cultures_Count(void);
int32_t rt_Cultures_Int(int32_t table, int32_t row, int32_t column);
String *rt_Cultures_String(int32_t table, int32_t row, int32_t column);
void *rt_Cultures_List(int32_t table, int32_t row, int32_t column);
const void *rt_Cultures_TextInfo(int32_t row);
const char *rt_CultureData_fill_number_data(int32_t index, void *entry);

/* Mono's Unicode normalization tables (archive/cil2mir_normalization.c), in the order of
 * load_normalization_resource's parameters; NULL for another number. */
const void *rt_Normalization_Table(int32_t which);

/* Internal calls and pinvokes of Mono's framework (cil2mir_framework.c). */
void rt_memcpy(void *dst, const void *src, int32_t n);
void rt_memmove(void *dst, const void *src, uint32_t n);
void rt_memmove_values(void *dst, const void *src, uint32_t n, const TypeDesc *type);
void rt_zero_memory(void *p, uint32_t n);
void rt_Array_ClearInternal(void *arr, int32_t index, int32_t count);
int32_t rt_Array_FastCopy(void *src, int32_t src_index, void *dst, int32_t dst_index, int32_t length);
void rt_GC_register_ephemeron_array(void *array);
int32_t rt_Object_InternalGetHashCode(void *obj);
int64_t rt_DateTime_GetSystemTimeAsFileTime(void);
int64_t rt_Stopwatch_GetTimestamp(void);
const uint8_t *rt_Globalization_ResourceBytePtr(void *assembly, const String *name);
void rt_Sys_GetRandomBytes(uint8_t *buffer, int32_t length);
int32_t rt_Rng_Open(void);
intptr_t rt_Rng_Initialize(const uint8_t *seed, intptr_t length);
intptr_t rt_Rng_GetBytes(intptr_t handle, uint8_t *buffer, intptr_t length);
void rt_Rng_Close(intptr_t handle);
String *rt_Environment_GetMachineConfigPath(void);
String *rt_Environment_internalGetHome(void);
int32_t rt_KeyPairs_CanSecure(const uint16_t *root);
int32_t rt_KeyPairs_IsMachineProtected(const uint16_t *path);
int32_t rt_KeyPairs_IsUserProtected(const uint16_t *path);
int32_t rt_KeyPairs_ProtectMachine(const uint16_t *path);
int32_t rt_KeyPairs_ProtectUser(const uint16_t *path);
int32_t rt_Environment_get_TickCount(void);
String *rt_Environment_GetVariable(const String *name);
double rt_Math_ModF(double x, double *integral);
/* System.MathF's internal calls: rt_MathF_<Member> (cil2mir_framework.c). */
float rt_MathF_Acos(float x);
float rt_MathF_Acosh(float x);
float rt_MathF_Asin(float x);
float rt_MathF_Asinh(float x);
float rt_MathF_Atan(float x);
float rt_MathF_Atanh(float x);
float rt_MathF_Cbrt(float x);
float rt_MathF_Ceiling(float x);
float rt_MathF_Cos(float x);
float rt_MathF_Cosh(float x);
float rt_MathF_Exp(float x);
float rt_MathF_Floor(float x);
float rt_MathF_Log(float x);
float rt_MathF_Log10(float x);
float rt_MathF_Sin(float x);
float rt_MathF_Sinh(float x);
float rt_MathF_Sqrt(float x);
float rt_MathF_Tan(float x);
float rt_MathF_Tanh(float x);
float rt_MathF_Atan2(float y, float x);
float rt_MathF_Pow(float x, float y);
float rt_MathF_FMod(float x, float y);
float rt_MathF_ModF(float x, float *integral);
int32_t rt_Sys_DoubleToString(double value, const char *format, char *buffer, int32_t length);
void *rt_Regex_Compile(void *regex, void *code, int32_t options); /* raises NotSupportedException */

/* The process and the collector (cil2mir_process.c). */
int32_t rt_Environment_get_ExitCode(void);
void rt_Environment_set_ExitCode(int32_t code);
void rt_Environment_Exit(int32_t code);              /* flushes the console, exits */
void *rt_Environment_GetCommandLineArgs(void);       /* string[] */
String *rt_Environment_get_MachineName(void);
String *rt_Environment_get_UserName(void);
void *rt_Environment_GetEnvironmentVariableNames(void); /* string[] */
int32_t rt_Environment_GetPageSize(void);
void rt_GC_InternalCollect(int32_t generation);
int32_t rt_GC_GetCollectionCount(int32_t generation);
int32_t rt_GC_GetGeneration(void *obj);              /* null: NullReferenceException */
int64_t rt_GC_GetTotalMemory(int32_t force_collection);
int64_t rt_GC_GetAllocatedBytes(void);
int32_t rt_GCHandle_GetTargetHandle(void *obj, int32_t handle, int32_t type);
void *rt_GCHandle_GetTarget(int32_t handle);
void rt_GCHandle_FreeHandle(int32_t handle);
int32_t rt_GCHandle_CheckCurrentDomain(int32_t handle);
intptr_t rt_GCHandle_GetAddrOfPinnedObject(int32_t handle);


/* Files (cil2mir_files.c): System.IO.MonoIO's internal calls (UTF-16 paths, file descriptors as
 * handles, Win32 errors through `error`) and corefx's Interop/Sys pinvokes (UTF-8 paths). */
struct FileStatus;
struct DirectoryEntry;
int64_t rt_MonoIO_Open(const uint16_t *name, int32_t mode, int32_t access, int32_t share,
                       int32_t options, int32_t *error);
int32_t rt_MonoIO_Close(int64_t handle, int32_t *error);
int32_t rt_MonoIO_Read(int64_t handle, Array *dest, int32_t offset, int32_t count, int32_t *error);
int32_t rt_MonoIO_Write(int64_t handle, Array *src, int32_t offset, int32_t count, int32_t *error);
int64_t rt_MonoIO_Seek(int64_t handle, int64_t offset, int32_t origin, int32_t *error);
int32_t rt_MonoIO_Flush(int64_t handle, int32_t *error);
int64_t rt_MonoIO_GetLength(int64_t handle, int32_t *error);
int32_t rt_MonoIO_SetLength(int64_t handle, int64_t length, int32_t *error);
int32_t rt_MonoIO_GetFileType(int64_t handle, int32_t *error);
void rt_MonoIO_Lock(int64_t handle, int64_t position, int64_t length, int32_t *error);
void rt_MonoIO_Unlock(int64_t handle, int64_t position, int64_t length, int32_t *error);
int32_t rt_MonoIO_SetFileAttributes(const uint16_t *name, int32_t attrs, int32_t *error);
int32_t rt_MonoIO_SetCurrentDirectory(const uint16_t *name, int32_t *error);
int32_t rt_Marshal_GetLastWin32Error(void);
String *rt_Marshal_PtrToStringAnsi(const char *p);
int32_t rt_Sys_Stat(const String *path, struct FileStatus *out);
int32_t rt_Sys_LStat(const String *path, struct FileStatus *out);
int32_t rt_Sys_Stat_bytes(const char *path, struct FileStatus *out);
int32_t rt_Sys_LStat_bytes(const char *path, struct FileStatus *out);
int32_t rt_Sys_Unlink(const String *path);
int32_t rt_Sys_RmDir(const String *path);
int32_t rt_Sys_Rename(const String *from, const String *to);
int32_t rt_Sys_Link(const String *from, const String *to);
int32_t rt_Sys_Symlink(const String *target, const String *link_path);
int32_t rt_Sys_MkDir(const String *path, int32_t mode);
int32_t rt_Sys_ChMod(const String *path, int32_t mode);
int32_t rt_Sys_ReadLink(const String *path, Array *buffer, int32_t size);
int32_t rt_Sys_UTime(const String *path, const int64_t *times);
int32_t rt_Sys_UTimes(const String *path, const int64_t *times);
int32_t rt_Sys_CopyFile(int64_t from, int64_t to);
int32_t rt_Sys_LChflags(const String *path, uint32_t flags);
int32_t rt_Sys_LChflagsCanSetHiddenFlag(void);
uint32_t rt_Sys_GetEUid(void);
uint32_t rt_Sys_GetEGid(void);
int64_t rt_Sys_OpenDir(const String *path);
int32_t rt_Sys_GetReadDirRBufferSize(void);
int32_t rt_Sys_ReadDirR(int64_t dir, uint8_t *buffer, int32_t size, struct DirectoryEntry *out);
int32_t rt_Sys_CloseDir(int64_t dir);
int32_t rt_Sys_ConvertErrorPlatformToPal(int32_t e);
int32_t rt_Sys_ConvertErrorPalToPlatform(int32_t pal);
const char *rt_Sys_StrErrorR(int32_t e, char *buffer, int32_t size);
void rt_Process_Abort(void);
int32_t rt_RuntimeHelpers_SufficientExecutionStack(void);

#endif
