"""The one table binding base-class-library members to runtime functions.

User assemblies reference `mscorlib`, `netstandard` or `System.Runtime`; members are
bound by full name (`Type::Method(params)` with ilasm type names), whatever assembly
the reference names. Anything not in this table is an error that names the member,
so adding a binding is one line here plus the C function in `runtime/`.

`Console.Write()` has no parameterless overload in the BCL, hence no `Write` entry
for `()`.

`System.Math` members bind to `rt_Math_<Member>_<suffix>`, the suffix naming the
parameter type (`i8 u8 i16 u16 i32 u32 i64 u64 f32 f64`; small integer types travel
as normalised int32). Only the overloads listed are bound: `Math.Abs(decimal)`,
`Math.Round(double, int)` and the like are unsupported members. `Math.PI` and
`Math.E` are constants the C# compiler inlines.

`nothrow=True` marks the functions that can never raise a managed exception, neither
themselves nor through managed code they call (a ToString through a vtable): no
pending-exception test follows their calls (frontend/exceptions.py). Everything else
may raise. Out of memory in the runtime's small allocations (rt_alloc, new strings) is
fatal, not an exception, so allocating alone does not make a function throw.
"""

from __future__ import annotations

from cil2mir.errors import CompileError
from cil2mir.frontend.assembly import MemberRef
from cil2mir.frontend.ir import Callee, Mem, Ty
from cil2mir.frontend.signatures import IR_TYPE

_PRINTABLE: dict[str, tuple[str, Ty]] = {
    "bool": ("bool", Ty.I32), "char": ("char", Ty.I32), "int32": ("i32", Ty.I32),
    "uint32": ("u32", Ty.I32), "int64": ("i64", Ty.I64), "uint64": ("u64", Ty.I64),
    "string": ("string", Ty.REF), "float32": ("f32", Ty.F32), "float64": ("f64", Ty.F64),
    "object": ("object", Ty.REF),
}

# ilasm type name -> (suffix, machine type) of the numeric types Math is overloaded on.
_NUMERIC: dict[str, tuple[str, Ty]] = {
    "int8": ("i8", Ty.I32), "uint8": ("u8", Ty.I32), "int16": ("i16", Ty.I32),
    "uint16": ("u16", Ty.I32), "int32": ("i32", Ty.I32), "uint32": ("u32", Ty.I32),
    "int64": ("i64", Ty.I64), "uint64": ("u64", Ty.I64), "float32": ("f32", Ty.F32),
    "float64": ("f64", Ty.F64),
}
# Math member -> (number of parameters, the parameter types it is bound for).
_MATH: dict[str, tuple[int, tuple[str, ...]]] = {
    **{m: (1, ("float64",)) for m in ("Sqrt", "Floor", "Ceiling", "Round", "Truncate", "Sin",
                                      "Cos", "Tan", "Atan", "Exp", "Log", "Log10", "Asin", "Acos",
                                      "Sinh", "Cosh", "Tanh", "Asinh", "Acosh", "Atanh", "Cbrt")},
    "Atan2": (2, ("float64",)), "Pow": (2, ("float64",)),
    "Abs": (1, ("int8", "int16", "int32", "int64", "float32", "float64")),
    "Min": (2, tuple(_NUMERIC)), "Max": (2, tuple(_NUMERIC)),
}


def _math(member: str, arity: int, cil: str) -> tuple[str, Callee]:
    suffix, ty = _NUMERIC[cil]
    # Abs(MinValue) of a signed integer raises OverflowException; nothing else in Math does.
    raises = member == "Abs" and suffix in ("i8", "i16", "i32", "i64")
    return (f"System.Math::{member}({', '.join([cil] * arity)})",
            Callee(f"rt_Math_{member}_{suffix}", (ty,) * arity, ty, nothrow=not raises))

# The object model: strings, primitives' ToString/Parse. Static members here;
# instance members (with `this`) in INSTANCE_BINDINGS below; String.Length, the string
# indexer, Object's virtual methods, Object.GetType() and Object's constructor are
# lowered inline by frontend/objects.py. Concat raises OutOfMemoryException for a result
# over int.MaxValue chars; Concat(object...) and Object.Equals(a, b) call managed code.
_R, _I, _L = Ty.REF, Ty.I32, Ty.I64
# Enum.GetValues makes an enum's array from its Type: a program that calls this has every
# enum's array descriptor in its table (Instances.enum_arrays)
ENUM_ARRAY_KEY = "Cil2Mir.Enums::NewArray(System.Type, int32)"
# Activator.CreateInstance(Type) finds a type's factory in a table: a program that calls
# this has the table (frontend/typesystem/runtime_tables.py)
FACTORY_KEY = "Cil2Mir.Factories::Find(System.Type, bool)"
# Type.GetFields/GetProperties read the members' table: a program that calls them has it
MEMBERS_KEY = "Cil2Mir.Members::First(System.Type)"
# Type.GetInterfaces reads the interfaces' table: a program that calls it has it
INTERFACES_KEY = "Cil2Mir.Interfaces::First(System.Type)"
# Type.GetType(string) looks the name up in a table: a program that calls it has the table
TYPE_NAMES_KEY = "Cil2Mir.TypeNames::Count()"
# Assemblies (runtime/corelib/Assemblies.cs): a program whose own code reads Type.Assembly, or
# that calls a member of Assembly or GetExecutingAssembly/GetEntryAssembly (which read the
# assemblies' table), has the assemblies' tables; one that calls GetTypes has the table of its types
TYPE_ASSEMBLY_KEY = "System.Type::get_Assembly()"
ASSEMBLY_CLASS = "System.Reflection.Assembly"
ASSEMBLIES = "Cil2Mir.Assemblies"
ASSEMBLIES_KEY = f"{ASSEMBLIES}::Count()"
# Assembly.GetExecutingAssembly's plug: a call is compiled as Assemblies.Named(the caller's
# assembly's name) (frontend/objects.py)
EXECUTING_ASSEMBLY = "Cil2Mir.Plugs.AssemblyPlug::GetExecutingAssembly()"
# GetCustomAttributes and IsDefined read the attributes' table: a program that calls them has it
ATTRIBUTES_KEY = "Cil2Mir.Attributes::Find(object, int32, int32, int32)"
# The plugs of Type.GetType's overloads (runtime/corelib/Reflection.cs): a string literal
# passed to one gives the type it names a descriptor
TYPE_BY_NAME = tuple(f"Cil2Mir.Plugs.TypeByNamePlug::GetType({params})"
                     for params in ("string", "string, bool", "string, bool, bool"))
# The runtime functions that read what a program has only if it calls them, and the
# Instances flag that gives it (frontend/typesystem/generics.py)
TABLE_FLAGS = {
    ENUM_ARRAY_KEY: "enum_arrays",
    FACTORY_KEY: "factories",
    MEMBERS_KEY: "members",
    INTERFACES_KEY: "interfaces",
    "Cil2Mir.Generics::Definition(System.Type)": "generic_types",
    "Cil2Mir.Generics::Count(System.Type)": "generic_types",
    "System.Array::CreateInstanceImpl(System.Type, int32[], int32[])": "array_types",
    TYPE_NAMES_KEY: "type_names",
    ASSEMBLIES_KEY: "assemblies",
    "Cil2Mir.Assemblies::TypeCount()": "program_types",
    ATTRIBUTES_KEY: "attributes",
    "System.String::InternalIntern(string)": "interned_strings",
    "System.String::InternalIsInterned(string)": "interned_strings",
}
# Bindings whose runtime function reads a framework assembly's manifest resource: a program
# that calls one embeds it (TypeSystem.globals, as `cil2mir_resource_<name>`)
RESOURCE_BYTES_KEY = ("System.Globalization.GlobalizationAssembly::GetGlobalizationResourceBytePtr"
                      "(System.Reflection.Assembly, string)")
# Mono's managed collator reads its tables (MSCompatUnicodeTable) from mscorlib's resources
COLLATION_RESOURCE_KEY = "Mono.Globalization.Unicode.MSCompatUnicodeTable::GetResource(string)"
RESOURCES = {RESOURCE_BYTES_KEY: (("mscorlib.dll", "charinfo.nlp"),),
             COLLATION_RESOURCE_KEY: (("mscorlib.dll", "collation.core.bin"),
                                      ("mscorlib.dll", "collation.tailoring.bin"))}
# Type.BaseType of an array is System.Array: a program that reads it has Array's descriptor
TYPE_BASE_KEY = "System.Type::get_BaseType()"
# System.MathF's internal calls of one float32 (the C library's float functions)
_MATHF_1 = ("Acos", "Acosh", "Asin", "Asinh", "Atan", "Atanh", "Cbrt", "Ceiling", "Cos", "Cosh",
            "Exp", "Floor", "Log", "Log10", "Sin", "Sinh", "Sqrt", "Tan", "Tanh")
_STRINGS: dict[str, Callee] = {
    "System.String::Concat(string, string)": Callee("rt_String_Concat_2", (_R,) * 2, _R),
    "System.String::Concat(string, string, string)": Callee("rt_String_Concat_3", (_R,) * 3, _R),
    "System.String::Concat(string, string, string, string)":
        Callee("rt_String_Concat_4", (_R,) * 4, _R),
    "System.String::Concat(object, object)": Callee("rt_String_Concat_object_2", (_R,) * 2, _R),
    "System.String::Concat(object[])": Callee("rt_String_Concat_objects", (_R,), _R),
    "System.String::Concat(string[])": Callee("rt_String_Concat_strings", (_R,), _R),
    "System.String::Concat(object, object, object)":
        Callee("rt_String_Concat_object_3", (_R,) * 3, _R),
    "System.String::op_Equality(string, string)":
        Callee("rt_String_op_Equality", (_R, _R), _I, nothrow=True),
    "System.String::op_Inequality(string, string)":
        Callee("rt_String_op_Inequality", (_R, _R), _I, nothrow=True),
    "System.Object::ReferenceEquals(object, object)":
        Callee("rt_Object_ReferenceEquals", (_R, _R), _I, nothrow=True),
    "System.Object::Equals(object, object)": Callee("rt_Object_Equals_static", (_R, _R), _I),
    # internal calls of the framework (Mono's mscorlib)
    "System.String::FastAllocateString(int32)":
        Callee("rt_String_new", (_I,), _R, nothrow=True),
    "System.Runtime.RuntimeImports::Memmove(uint8*, uint8*, uint32)":
        Callee("rt_memmove", (_L, _L, _I), Ty.VOID, nothrow=True),
    "System.Runtime.RuntimeImports::Memmove_wbarrier(uint8*, uint8*, uint32, native int)":
        Callee("rt_memmove_values", (_L, _L, _I, _L), Ty.VOID, nothrow=True),
    "System.Runtime.RuntimeImports::ZeroMemory(void*, uint32)":
        Callee("rt_zero_memory", (_L, _I), Ty.VOID, nothrow=True),
    "System.Buffer::_ByteLength(System.Array)": Callee("rt_Buffer_ByteLength", (_R,), _I, nothrow=True),
    # what Type.GetTypeFromHandle's IL calls with its handle's value (a descriptor's address)
    "System.Type::internal_from_handle(native int)":
        Callee("rt_type_from_handle", (_L,), _R, nothrow=True),
    "System.Buffer::InternalBlockCopy(System.Array, int32, System.Array, int32, int32)":
        Callee("rt_Buffer_InternalBlockCopy", (_R, _I, _R, _I, _I), _I, nothrow=True),
    "System.Buffer::InternalMemcpy(uint8*, uint8*, int32)":
        Callee("rt_memcpy", (_L, _L, _I), Ty.VOID, nothrow=True),
    "System.Array::ClearInternal(System.Array, int32, int32)":
        Callee("rt_Array_ClearInternal", (_R, _I, _I), Ty.VOID, nothrow=True),
    "System.Array::FastCopy(System.Array, int32, System.Array, int32, int32)":
        Callee("rt_Array_FastCopy", (_R, _I, _R, _I, _I), _I, nothrow=True),
    "System.GC::register_ephemeron_array(System.Runtime.CompilerServices.Ephemeron[])":
        Callee("rt_GC_register_ephemeron_array", (_R,), Ty.VOID, nothrow=True),
    "Interop/Sys::DoubleToString(float64, uint8*, uint8*, int32)":
        Callee("rt_Sys_DoubleToString", (Ty.F64, _L, _L, _I), _I, nothrow=True),
    "System.Math::ModF(float64, float64*)":
        Callee("rt_Math_ModF", (Ty.F64, _L), Ty.F64, nothrow=True),
    **{f"System.MathF::{m}(float32)": Callee(f"rt_MathF_{m}", (Ty.F32,), Ty.F32, nothrow=True)
       for m in _MATHF_1},
    **{f"System.MathF::{m}(float32, float32)": Callee(f"rt_MathF_{m}", (Ty.F32,) * 2, Ty.F32, nothrow=True)
       for m in ("Atan2", "Pow", "FMod")},
    "System.MathF::ModF(float32, float32*)":
        Callee("rt_MathF_ModF", (Ty.F32, _L), Ty.F32, nothrow=True),
    "Cil2Mir.Native::GetEnvironmentVariable(string)":
        Callee("rt_Environment_GetVariable", (_R,), _R, nothrow=True),
    "Cil2Mir.Native::ConsoleIsUtf8()": Callee("rt_Console_IsUtf8", (), _I, nothrow=True),
    "Cil2Mir.Native::IsRedirected(int32)": Callee("rt_Console_IsRedirected", (_I,), _I, nothrow=True),
    "Cil2Mir.ConsoleBytes::Write(int32, uint8*, int32)":
        Callee("rt_Console_WriteBytes", (_I, _L, _I), Ty.VOID, nothrow=True),
    "Cil2Mir.ConsoleBytes::Read(uint8*, int32)":
        Callee("rt_Console_ReadBytes", (_L, _I), _I, nothrow=True),
    "System.IO.MonoIO::GetCurrentDirectory(System.IO.MonoIOError&)":
        Callee("rt_MonoIO_GetCurrentDirectory", (_L,), _R, nothrow=True),
    "System.Environment::GetOSVersionString()":
        Callee("rt_Environment_GetOSVersionString", (), _R, nothrow=True),
    "Cil2Mir.Native::Sleep(int32)": Callee("rt_Thread_Sleep", (_I,), Ty.VOID, nothrow=True),
    "Cil2Mir.Native::WriteError(string)": Callee("rt_Console_WriteError", (_R,), Ty.VOID, nothrow=True),
    "Cil2Mir.Native::Write(string)": Callee("rt_Console_Write_string", (_R,), Ty.VOID, nothrow=True),
    "Cil2Mir.Native::SetNewLine(string)": Callee("rt_Console_SetNewLine", (_R,), Ty.VOID, nothrow=True),
    "Cil2Mir.Native::Read()": Callee("rt_Console_Read", (), _I, nothrow=True),
    "Cil2Mir.Native::Fatal(string)": Callee("rt_fatal_stub", (_R,), Ty.VOID, nothrow=True),
    "Cil2Mir.Native::RunThread(System.Delegate, object, bool)":
        Callee("rt_Thread_Run", (_R, _R, _I), Ty.VOID),   # (ends the process on an exception)
    "Cil2Mir.Native::RunPoolWorker(System.Delegate)":
        Callee("rt_ThreadPool_Run", (_R,), Ty.VOID),       # (ends the process on an exception)
    "Interop/Sys::GetNonCryptographicallySecureRandomBytes(uint8*, int32)":
        Callee("rt_Sys_GetRandomBytes", (_L, _I), Ty.VOID, nothrow=True),
    "System.Security.Cryptography.RNGCryptoServiceProvider::RngOpen()":
        Callee("rt_Rng_Open", (), _I, nothrow=True),
    "System.Security.Cryptography.RNGCryptoServiceProvider::RngInitialize(uint8*, native int)":
        Callee("rt_Rng_Initialize", (_L, _L), _L, nothrow=True),
    "System.Security.Cryptography.RNGCryptoServiceProvider::RngGetBytes(native int, uint8*, native int)":
        Callee("rt_Rng_GetBytes", (_L, _L, _L), _L, nothrow=True),
    "System.Security.Cryptography.RNGCryptoServiceProvider::RngClose(native int)":
        Callee("rt_Rng_Close", (_L,), Ty.VOID, nothrow=True),
    "System.Environment::GetMachineConfigPath()":
        Callee("rt_Environment_GetMachineConfigPath", (), _R, nothrow=True),
    "System.Environment::internalGetHome()":
        Callee("rt_Environment_internalGetHome", (), _R, nothrow=True),
    "System.Diagnostics.Stopwatch::GetTimestamp()":
        Callee("rt_Stopwatch_GetTimestamp", (), _L, nothrow=True),
    RESOURCE_BYTES_KEY: Callee("rt_Globalization_ResourceBytePtr", (_R, _R), _L),
    "System.DateTime::GetSystemTimeAsFileTime()":
        Callee("rt_DateTime_GetSystemTimeAsFileTime", (), _L, nothrow=True),
    "System.Environment::get_TickCount()":
        Callee("rt_Environment_get_TickCount", (), _I, nothrow=True),
    "System.Object::InternalGetHashCode(object)":
        Callee("rt_Object_InternalGetHashCode", (_R,), _I, nothrow=True),
    "System.Globalization.CultureData::fill_number_data(int32, "
    "System.Globalization.CultureData/NumberFormatEntryManaged&)":
        Callee("rt_CultureData_fill_number_data", (_I, _L), _L, nothrow=True),
    # the process and the collector (runtime/cil2mir_process.c); a new array or handle may
    # raise OutOfMemoryException
    "System.Environment::get_ExitCode()":
        Callee("rt_Environment_get_ExitCode", (), _I, nothrow=True),
    "System.Environment::set_ExitCode(int32)":
        Callee("rt_Environment_set_ExitCode", (_I,), Ty.VOID, nothrow=True),
    "System.Environment::Exit(int32)": Callee("rt_Environment_Exit", (_I,), Ty.VOID, nothrow=True),
    "System.Environment::GetCommandLineArgs()":
        Callee("rt_Environment_GetCommandLineArgs", (), _R),
    "System.Environment::get_MachineName()":
        Callee("rt_Environment_get_MachineName", (), _R, nothrow=True),
    "System.Environment::get_UserName()":
        Callee("rt_Environment_get_UserName", (), _R, nothrow=True),
    "System.Environment::GetEnvironmentVariableNames()":
        Callee("rt_Environment_GetEnvironmentVariableNames", (), _R),
    "System.Environment::GetPageSize()": Callee("rt_Environment_GetPageSize", (), _I, nothrow=True),
    "System.GC::InternalCollect(int32)": Callee("rt_GC_InternalCollect", (_I,), Ty.VOID, nothrow=True),
    "System.GC::GetCollectionCount(int32)":
        Callee("rt_GC_GetCollectionCount", (_I,), _I, nothrow=True),
    "System.GC::GetGeneration(object)": Callee("rt_GC_GetGeneration", (_R,), _I),
    "System.GC::GetTotalMemory(bool)": Callee("rt_GC_GetTotalMemory", (_I,), _L, nothrow=True),
    "System.GC::GetAllocatedBytesForCurrentThread()":
        Callee("rt_GC_GetAllocatedBytes", (), _L, nothrow=True),
    "System.Runtime.InteropServices.GCHandle::GetTargetHandle(object, int32, "
    "System.Runtime.InteropServices.GCHandleType)":
        Callee("rt_GCHandle_GetTargetHandle", (_R, _I, _I), _I),
    "System.Runtime.InteropServices.GCHandle::GetTarget(int32)":
        Callee("rt_GCHandle_GetTarget", (_I,), _R, nothrow=True),
    "System.Runtime.InteropServices.GCHandle::FreeHandle(int32)":
        Callee("rt_GCHandle_FreeHandle", (_I,), Ty.VOID, nothrow=True),
    "System.Runtime.InteropServices.GCHandle::CheckCurrentDomain(int32)":
        Callee("rt_GCHandle_CheckCurrentDomain", (_I,), _I, nothrow=True),
    "System.Runtime.InteropServices.GCHandle::GetAddrOfPinnedObject(int32)":
        Callee("rt_GCHandle_GetAddrOfPinnedObject", (_I,), _L, nothrow=True),
    # internal calls of the C# corelib (runtime/corelib/*.cs)
    "Cil2Mir.Raise::InvalidOperation(string)":
        Callee("rt_throw_InvalidOperationException_message", (_R,), Ty.VOID),
    "Cil2Mir.Raise::Argument(string)":
        Callee("rt_throw_ArgumentException_message", (_R,), Ty.VOID),
    "Cil2Mir.Raise::ArgumentNull(string)":
        Callee("rt_throw_ArgumentNullException_message", (_R,), Ty.VOID),
    "Cil2Mir.Raise::ArgumentOutOfRange(string)":
        Callee("rt_throw_ArgumentOutOfRangeException_message", (_R,), Ty.VOID),
    COLLATION_RESOURCE_KEY: Callee("rt_Collation_Resource", (_R,), _L),
    "System.Runtime.InteropServices.Marshal::copy_from_unmanaged_fixed(native int, int32, System.Array, int32, void*)":
        Callee("rt_Marshal_copy_from_unmanaged", (_L, _I, _R, _I, _L), Ty.VOID),
    "System.Runtime.InteropServices.Marshal::copy_to_unmanaged_fixed(System.Array, int32, native int, int32, void*)":
        Callee("rt_Marshal_copy_to_unmanaged", (_R, _I, _L, _I, _L), Ty.VOID),
    # named cultures' data (runtime/archive/cil2mir_cultures.c; a new string or array may
    # raise OutOfMemoryException, as elsewhere)
    "Cil2Mir.Cultures::Find(int32, string)": Callee("rt_Cultures_Find", (_I, _R), _I, nothrow=True),
    "Cil2Mir.Cultures::FindLcid(int32)": Callee("rt_Cultures_FindLcid", (_I,), _I, nothrow=True),
    "Cil2Mir.Cultures::Count()": Callee("rt_Cultures_Count", (), _I, nothrow=True),
    "Cil2Mir.Cultures::Int(int32, int32, int32)":
        Callee("rt_Cultures_Int", (_I, _I, _I), _I, nothrow=True),
    "Cil2Mir.Cultures::String(int32, int32, int32)":
        Callee("rt_Cultures_String", (_I, _I, _I), _R, nothrow=True),
    "Cil2Mir.Cultures::List(int32, int32, int32)":
        Callee("rt_Cultures_List", (_I, _I, _I), _R),
    "Cil2Mir.Cultures::TextInfo(int32)": Callee("rt_Cultures_TextInfo", (_I,), _L, nothrow=True),
    # Unicode normalization tables (runtime/archive/cil2mir_normalization.c)
    "Cil2Mir.NormalizationTables::Table(int32)":
        Callee("rt_Normalization_Table", (_I,), _L, nothrow=True),
    "Cil2Mir.Raise::Again(System.Exception)": Callee("rt_throw", (_R,), Ty.VOID),
    "Cil2Mir.Traces::Text(System.Exception)":
        Callee("rt_Exception_StackTrace", (_R,), _R, nothrow=True),
    "Cil2Mir.Traces::Source(System.Exception)":
        Callee("rt_Exception_Source", (_R,), _R, nothrow=True),
    "Cil2Mir.Raise::NotSupported(string)":
        Callee("rt_throw_NotSupportedException_message", (_R,), Ty.VOID),
    "Cil2Mir.Enums::Count(System.Type)": Callee("rt_Enums_Count", (_R,), _I),
    "Cil2Mir.Enums::Value(System.Type, int32)": Callee("rt_Enums_Value", (_R, _I), _L),
    "Cil2Mir.Enums::Name(System.Type, int32)": Callee("rt_Enums_Name", (_R, _I), _R),
    ENUM_ARRAY_KEY: Callee("rt_Enums_NewArray", (_R, _I), _R),
    FACTORY_KEY: Callee("rt_Factories_Find", (_R, _I), _L),
    "System.Array::CreateInstanceImpl(System.Type, int32[], int32[])":
        Callee("rt_Array_CreateInstanceImpl", (_R, _R, _R), _R),
    "System.String::InternalIntern(string)": Callee("rt_String_Intern", (_R,), _R, nothrow=True),
    "System.String::InternalIsInterned(string)":
        Callee("rt_String_IsInterned", (_R,), _R, nothrow=True),
    "Cil2Mir.Generics::IsDefinition(System.Type)": Callee("rt_Generics_IsDefinition", (_R,), _I),
    "Cil2Mir.Generics::Definition(System.Type)": Callee("rt_Generics_Definition", (_R,), _R),
    "Cil2Mir.Generics::Count(System.Type)": Callee("rt_Generics_Count", (_R,), _I),
    "Cil2Mir.Generics::Argument(System.Type, int32)":
        Callee("rt_Generics_Argument", (_R, _I), _R, nothrow=True),
    "Cil2Mir.TypeHandles::Descriptor(System.Type)": Callee("rt_type_desc", (_R,), _L),
    "Cil2Mir.Factories::Call(native int, object&)":
        Callee("rt_Factories_Call", (_L, _L), _R, nothrow=True),
    "Cil2Mir.Enums::Box(System.Type, uint64)": Callee("rt_Enums_Box", (_R, _L), _R),
    "Cil2Mir.Enums::Underlying(System.Type)": Callee("rt_Enums_Underlying", (_R,), _R),
    "Cil2Mir.Enums::Bits(object)": Callee("rt_Enums_Bits", (_R,), _L, nothrow=True),
    "Cil2Mir.Enums::BinarySearch(System.Type, uint64)":
        Callee("rt_Enums_BinarySearch", (_R, _L), _I),
    MEMBERS_KEY: Callee("rt_Members_First", (_R,), _I),
    INTERFACES_KEY: Callee("rt_Interfaces_First", (_R,), _I),
    "Cil2Mir.Interfaces::Count(int32)": Callee("rt_Interfaces_Count", (_I,), _I, nothrow=True),
    "Cil2Mir.Interfaces::Of(int32)": Callee("rt_Interfaces_Of", (_I,), _R, nothrow=True),
    "Cil2Mir.Members::Count(int32)": Callee("rt_Members_Count", (_I,), _I, nothrow=True),
    "Cil2Mir.Members::Name(int32)": Callee("rt_Members_Name", (_I,), _R, nothrow=True),
    "Cil2Mir.Members::Flags(int32)": Callee("rt_Members_Flags", (_I,), _I, nothrow=True),
    "Cil2Mir.Members::Of(int32)": Callee("rt_Members_Of", (_I,), _R, nothrow=True),
    "Cil2Mir.Members::Owner(int32)": Callee("rt_Members_Owner", (_I,), _R, nothrow=True),
    "Cil2Mir.Members::ParameterType(int32, int32)":
        Callee("rt_Members_ParameterType", (_I, _I), _R, nothrow=True),
    "Cil2Mir.Members::ParameterName(int32, int32)":
        Callee("rt_Members_ParameterName", (_I, _I), _R, nothrow=True),
    "Cil2Mir.Members::Invoke(int32, object, object[], object&)":
        Callee("rt_Members_Invoke", (_I, _R, _R, _L), _R),
    "Cil2Mir.Members::Call(int32, bool, object, object, object&)":
        Callee("rt_Members_Call", (_I, _I, _R, _R, _L), _R),
    "Cil2Mir.Members::Construct(int32, object[], object&)":
        Callee("rt_Members_Construct", (_I, _R, _L), _R),
    TYPE_NAMES_KEY: Callee("rt_TypeNames_Count", (), _I, nothrow=True),
    ATTRIBUTES_KEY: Callee("rt_Attributes_Find", (_R, _I, _I, _I), _I),
    "Cil2Mir.Attributes::Type(int32)": Callee("rt_Attributes_Type", (_I,), _R, nothrow=True),
    "Cil2Mir.Attributes::Problem(int32)": Callee("rt_Attributes_Problem", (_I,), _R, nothrow=True),
    "Cil2Mir.Attributes::Flags(int32)": Callee("rt_Attributes_Flags", (_I,), _I, nothrow=True),
    "Cil2Mir.Attributes::Count(int32, bool)": Callee("rt_Attributes_Count", (_I, _I), _I, nothrow=True),
    "Cil2Mir.Attributes::Argument(int32, bool, int32)": Callee("rt_Attributes_Argument", (_I, _I, _I), _R),
    "Cil2Mir.Attributes::Construct(int32, object[], object&)":
        Callee("rt_Attributes_Construct", (_I, _R, _L), _R),
    "Cil2Mir.Attributes::Set(int32, int32, object, object, object&)":
        Callee("rt_Attributes_Set", (_I, _I, _R, _R, _L), Ty.VOID),
    "Cil2Mir.TypeNames::Name(int32)": Callee("rt_TypeNames_Name", (_I,), _R, nothrow=True),
    "Cil2Mir.TypeNames::InProgram(int32)": Callee("rt_TypeNames_InProgram", (_I,), _I, nothrow=True),
    "Cil2Mir.TypeNames::Of(int32)": Callee("rt_TypeNames_Of", (_I,), _R, nothrow=True),
    "Cil2Mir.TypeNames::Assembly()": Callee("rt_TypeNames_Assembly", (), _R, nothrow=True),
    ASSEMBLIES_KEY: Callee("rt_Assemblies_Count", (), _I, nothrow=True),
    "Cil2Mir.Assemblies::Name(int32)": Callee("rt_Assemblies_Name", (_I,), _R, nothrow=True),
    "Cil2Mir.Assemblies::Of(System.Type)": Callee("rt_Assemblies_Of", (_R,), _I),
    "Cil2Mir.Assemblies::TypeCount()": Callee("rt_Assemblies_TypeCount", (), _I, nothrow=True),
    "Cil2Mir.Assemblies::TypeAt(int32)": Callee("rt_Assemblies_TypeAt", (_I,), _R, nothrow=True),
    "Cil2Mir.Assemblies::Exported(int32)": Callee("rt_Assemblies_Exported", (_I,), _I, nothrow=True),
    # (a static field's type's .cctor runs first, and may raise)
    "Cil2Mir.Members::Load(int32, object)": Callee("rt_Members_Load", (_I, _R), _R),
    "Cil2Mir.Members::Store(int32, object, object)": Callee("rt_Members_Store", (_I, _R, _R), Ty.VOID),
    "Cil2Mir.Members::Bind(object, object, native int)":
        Callee("rt_Members_Bind", (_R, _R, _L), _R),
}
# The primitive types: BCL name, the Mem `this` points to, the runtime's ToString (small
# types travel as normalised int32, so they share Int32's and UInt32's formatting).
_PRIMS = [("Boolean", Mem.U8, "Boolean"), ("Char", Mem.U16, "Char"), ("SByte", Mem.I8, "Int32"),
          ("Byte", Mem.U8, "Int32"), ("Int16", Mem.I16, "Int32"), ("UInt16", Mem.U16, "Int32"),
          ("Int32", Mem.I32, "Int32"), ("UInt32", Mem.I32, "UInt32"), ("Int64", Mem.I64, "Int64"),
          ("UInt64", Mem.I64, "UInt64"), ("Single", Mem.F32, "Single"),
          ("Double", Mem.F64, "Double")]
PRIMITIVE_TOSTRING: dict[str, Callee] = {
    bcl: Callee(f"rt_{fmt}_ToString", (mem.value_ty,), _R, nothrow=True)
    for bcl, mem, fmt in _PRIMS + [("IntPtr", Mem.I64, "Int64"), ("UIntPtr", Mem.I64, "UInt64")]}

# Instance members: member key -> (runtime function taking `this` first, and for a
# primitive's method the Mem of the value `this` points to; None: `this` is a ref).
# A null `this` raises NullReferenceException in the runtime function (no check here).
INSTANCE_BINDINGS: dict[str, tuple[Callee, Mem | None]] = {
    "System.Array::get_Length()": (Callee("rt_Array_get_Length", (_R,), _I), None),
    "System.Array::GetLength(int32)": (Callee("rt_Array_GetLength", (_R, _I), _I), None),
    "System.Array::get_Rank()": (Callee("rt_Array_get_Rank", (_R,), _I), None),
    "System.Array::GetRank()": (Callee("rt_Array_get_Rank", (_R,), _I), None),
    "System.Array::GetValue(int32[])": (Callee("rt_Array_GetValue", (_R, _R), _R), None),
    "System.Array::SetValue(object, int32[])":
        (Callee("rt_Array_SetValue", (_R, _R, _R), Ty.VOID), None),
    "System.Array::GetValueImpl(int32)":
        (Callee("rt_Array_GetValueImpl", (_R, _I), _R, nothrow=True), None),
    "System.Array::SetValueImpl(object, int32)":
        (Callee("rt_Array_SetValueImpl", (_R, _R, _I), Ty.VOID), None),
    "System.Array::GetLowerBound(int32)": (Callee("rt_Array_GetLowerBound", (_R, _I), _I), None),
    "System.Array::GetUpperBound(int32)": (Callee("rt_Array_GetUpperBound", (_R, _I), _I), None),
    "System.Type::get_Name()": (Callee("rt_Type_get_Name", (_R,), _R), None),
    "System.Reflection.MemberInfo::get_Name()": (Callee("rt_MemberInfo_get_Name", (_R,), _R), None),
    "System.Type::get_FullName()": (Callee("rt_Type_get_FullName", (_R,), _R), None),
    "System.Type::get_IsValueType()": (Callee("rt_Type_get_IsValueType", (_R,), _I), None),
    "System.Type::get_IsEnum()": (Callee("rt_Type_get_IsEnum", (_R,), _I), None),
    "System.Type::get_IsArray()": (Callee("rt_Type_get_IsArray", (_R,), _I), None),
    "System.Type::get_IsInterface()": (Callee("rt_Type_get_IsInterface", (_R,), _I), None),
    "System.Type::get_IsClass()": (Callee("rt_Type_get_IsClass", (_R,), _I), None),
    "System.Type::get_IsPointer()": (Callee("rt_Type_get_IsPointer", (_R,), _I), None),
    "System.Type::GetTypeCodeImpl()": (Callee("rt_Type_GetTypeCodeImpl", (_R,), _I), None),
    "System.Type::GetElementType()": (Callee("rt_Type_GetElementType", (_R,), _R), None),
    TYPE_ASSEMBLY_KEY: (Callee("rt_Type_get_Assembly", (_R,), _R), None),
    TYPE_BASE_KEY: (Callee("rt_Type_get_BaseType", (_R,), _R), None),
    "System.Type::IsSubclassOf(System.Type)": (Callee("rt_Type_IsSubclassOf", (_R, _R), _I), None),
    "System.Type::IsAssignableFrom(System.Type)":
        (Callee("rt_Type_IsAssignableFrom", (_R, _R), _I), None),
    "System.Type::IsInstanceOfType(object)": (Callee("rt_Type_IsInstanceOfType", (_R, _R), _I), None),
    "System.Type::get_Namespace()": (Callee("rt_Type_get_Namespace", (_R,), _R), None),
    "System.Type::get_IsPrimitive()": (Callee("rt_Type_get_IsPrimitive", (_R,), _I), None),
    "System.Type::get_IsGenericType()": (Callee("rt_Type_get_IsGenericType", (_R,), _I), None),
    "System.Enum::CompareTo(object)": (Callee("rt_Enum_CompareTo", (_R, _R), _I), None),
    "System.Enum::HasFlag(System.Enum)": (Callee("rt_Enum_HasFlag", (_R, _R), _I), None),
    "System.Object::MemberwiseClone()":
        (Callee("rt_Object_MemberwiseClone", (_R,), _R), None),
    # RegexOptions.Compiled (Mono honours it only with MONO_REGEX_COMPILED_ENABLE set, which
    # the plug of Regex.UseOptionC ignores) emits IL at run time: never called
    "System.Text.RegularExpressions.Regex::Compile(System.Text.RegularExpressions.RegexCode, "
    "System.Text.RegularExpressions.RegexOptions)":
        (Callee("rt_Regex_Compile", (_R, _R, _I), _R), None),
    # constructors called by newobj (no `this`: they return the new object; null gives "")
    "System.String::.ctor(char[])": (Callee("rt_String_new_chars", (_R,), _R, nothrow=True), None),
    **{f"System.{bcl}::ToString()": (PRIMITIVE_TOSTRING[bcl], mem) for bcl, mem, _ in _PRIMS},
}

# System.Array's static methods (the runtime reads element sizes from the descriptors).
_ARRAYS: dict[str, Callee] = {
    "System.Array::Reverse(System.Array)": Callee("rt_Array_Reverse", (_R,), Ty.VOID),
    "System.Array::Reverse(System.Array, int32, int32)":
        Callee("rt_Array_Reverse_range", (_R, _I, _I), Ty.VOID),
    "System.Array::Copy(System.Array, System.Array, int32)":
        Callee("rt_Array_Copy", (_R, _R, _I), Ty.VOID),
    "System.Array::Copy(System.Array, int32, System.Array, int32, int32)":
        Callee("rt_Array_Copy_range", (_R, _I, _R, _I, _I), Ty.VOID),
}
# Generic BCL methods (reached through a MethodSpec) bound to one non-generic runtime
# function for every instantiation, keyed by the generic member's key (`!!0` its type
# parameter); all other generic methods are unsupported.
GENERIC_BINDINGS: dict[str, Callee] = {
    "System.Array::Reverse(!!0[])": _ARRAYS["System.Array::Reverse(System.Array)"],
    "System.Array::Reverse(!!0[], int32, int32)":
        _ARRAYS["System.Array::Reverse(System.Array, int32, int32)"],
}

# Files and directories (runtime/cil2mir_files.c): System.IO.MonoIO's internal calls that
# FileStream, File.SetAttributes and Directory.SetCurrentDirectory reach (UTF-16 `char*` paths,
# file descriptors as handles, Win32 error codes through the MonoIOError&; MonoIO's other path
# members are called only by its own unused wrappers) and the Interop/Sys pinvokes of corefx's
# Unix file system code behind File, Directory, FileInfo and directory enumeration (UTF-8
# strings, errno kept for Marshal.GetLastWin32Error). None raises: the managed callers turn
# the errors into exceptions.
_ERR = "System.IO.MonoIOError&"
_MONOIO: dict[str, tuple[str, tuple[Ty, ...], Ty]] = {
    f"Open(char*, System.IO.FileMode, System.IO.FileAccess, System.IO.FileShare, "
    f"System.IO.FileOptions, {_ERR})": ("Open", (_L, _I, _I, _I, _I, _L), _L),
    f"Close(native int, {_ERR})": ("Close", (_L, _L), _I),
    f"Read(native int, uint8[], int32, int32, {_ERR})": ("Read", (_L, _R, _I, _I, _L), _I),
    f"Write(native int, uint8[], int32, int32, {_ERR})": ("Write", (_L, _R, _I, _I, _L), _I),
    f"Seek(native int, int64, System.IO.SeekOrigin, {_ERR})": ("Seek", (_L, _L, _I, _L), _L),
    f"Flush(native int, {_ERR})": ("Flush", (_L, _L), _I),
    f"GetLength(native int, {_ERR})": ("GetLength", (_L, _L), _L),
    f"SetLength(native int, int64, {_ERR})": ("SetLength", (_L, _L, _L), _I),
    f"GetFileType(native int, {_ERR})": ("GetFileType", (_L, _L), _I),
    f"Lock(native int, int64, int64, {_ERR})": ("Lock", (_L, _L, _L, _L), Ty.VOID),
    f"Unlock(native int, int64, int64, {_ERR})": ("Unlock", (_L, _L, _L, _L), Ty.VOID),
    f"SetFileAttributes(char*, System.IO.FileAttributes, {_ERR})":
        ("SetFileAttributes", (_L, _I, _L), _I),
    f"SetCurrentDirectory(char*, {_ERR})": ("SetCurrentDirectory", (_L, _L), _I),
}
_STATUS = "Interop/Sys/FileStatus&"
_SYS: dict[str, tuple[str, tuple[Ty, ...], Ty]] = {
    f"Stat(string, {_STATUS})": ("Stat", (_R, _L), _I),
    f"LStat(string, {_STATUS})": ("LStat", (_R, _L), _I),
    f"Stat(uint8&, {_STATUS})": ("Stat_bytes", (_L, _L), _I),
    f"LStat(uint8&, {_STATUS})": ("LStat_bytes", (_L, _L), _I),
    "Unlink(string)": ("Unlink", (_R,), _I),
    "RmDir(string)": ("RmDir", (_R,), _I),
    "MkDir(string, int32)": ("MkDir", (_R, _I), _I),
    "ChMod(string, int32)": ("ChMod", (_R, _I), _I),
    "Rename(string, string)": ("Rename", (_R, _R), _I),
    "Link(string, string)": ("Link", (_R, _R), _I),
    "Symlink(string, string)": ("Symlink", (_R, _R), _I),
    "ReadLink(string, uint8[], int32)": ("ReadLink", (_R, _R, _I), _I),
    "UTime(string, Interop/Sys/UTimBuf&)": ("UTime", (_R, _L), _I),
    "UTimes(string, Interop/Sys/TimeValPair&)": ("UTimes", (_R, _L), _I),
    "LChflags(string, uint32)": ("LChflags", (_R, _I), _I),
    "LChflagsCanSetHiddenFlag()": ("LChflagsCanSetHiddenFlag", (), _I),
    "GetEUid()": ("GetEUid", (), _I),
    "GetEGid()": ("GetEGid", (), _I),
    "OpenDir(string)": ("OpenDir", (_R,), _L),
    "GetReadDirRBufferSize()": ("GetReadDirRBufferSize", (), _I),
    "ReadDirR(native int, uint8*, int32, Interop/Sys/DirectoryEntry&)": ("ReadDirR", (_L, _L, _I, _L), _I),
    "CloseDir(native int)": ("CloseDir", (_L,), _I),
    "ConvertErrorPlatformToPal(int32)": ("ConvertErrorPlatformToPal", (_I,), _I),
    "ConvertErrorPalToPlatform(Interop/Error)": ("ConvertErrorPalToPlatform", (_I,), _I),
    "StrErrorR(int32, uint8*, int32)": ("StrErrorR", (_I, _L, _I), _L),
}
_FILES: dict[str, Callee] = {
    **{f"System.IO.MonoIO::{key}": Callee(f"rt_MonoIO_{name}", params, ret, nothrow=True)
       for key, (name, params, ret) in _MONOIO.items()},
    **{f"Interop/Sys::{key}": Callee(f"rt_Sys_{name}", params, ret, nothrow=True)
       for key, (name, params, ret) in _SYS.items()},
    "System.Runtime.InteropServices.Marshal::GetLastWin32Error()":
        Callee("rt_Marshal_GetLastWin32Error", (), _I, nothrow=True),
    "System.Runtime.InteropServices.Marshal::PtrToStringAnsi(native int)":
        Callee("rt_Marshal_PtrToStringAnsi", (_L,), _R, nothrow=True),
    "Cil2Mir.FileNative::CopyFile(native int, native int)":
        Callee("rt_Sys_CopyFile", (_L, _L), _I, nothrow=True),
    # a key pair's store (~/.mono/keypairs), which DSA/RSACryptoServiceProvider persist to
    **{f"Mono.Security.Cryptography.KeyPairPersistence::_{name}(char*)":
       Callee(f"rt_KeyPairs_{name}", (_L,), _I, nothrow=True)
       for name in ("CanSecure", "IsMachineProtected", "IsUserProtected", "ProtectMachine", "ProtectUser")},
    # (runtime/cil2mir_process.c, for runtime/corelib/AsyncPaths.cs)
    "Cil2Mir.ProcessNative::Abort()": Callee("rt_Process_Abort", (), Ty.VOID, nothrow=True),
    "Cil2Mir.ProcessNative::SufficientExecutionStack()":
        Callee("rt_RuntimeHelpers_SufficientExecutionStack", (), _I, nothrow=True),
}

BINDINGS: dict[str, Callee] = {
    **_STRINGS,
    **_ARRAYS,
    **_FILES,
    "System.Console::WriteLine()": Callee("rt_Console_WriteLine_void", (), Ty.VOID, nothrow=True),
    "System.Console::ReadLine()": Callee("rt_Console_ReadLine", (), _R, nothrow=True),
    "System.Console::Read()": Callee("rt_Console_Read", (), _I, nothrow=True),
    # Write(object) calls the object's ToString, which may raise.
    **{f"System.Console::{method}({cil})": Callee(f"rt_Console_{method}_{suffix}", (ty,), Ty.VOID,
                                                  nothrow=cil != "object")
       for method in ("WriteLine", "Write") for cil, (suffix, ty) in _PRINTABLE.items()},
    **dict(_math(member, arity, cil) for member, (arity, types) in _MATH.items()
           for cil in types),
}


# Console's members that the runtime binds while the program keeps the standard streams: a
# program that calls Console.SetOut, SetError or SetIn, or sets the console's encodings (new
# streams), gets the plug's instead (runtime/corelib/Console.cs), which go through Console.Out
# and Console.In as Mono's do.
CONSOLE_STREAM_MEMBERS = frozenset(key for key in BINDINGS if key.startswith("System.Console::"))
CONSOLE_STREAM_SETTERS = ("SetOut", "SetError", "SetIn", "set_OutputEncoding", "set_InputEncoding")


def bind(ref: MemberRef) -> Callee:
    callee = BINDINGS.get(ref.key)
    if callee is None or ref.sig.has_this or ref.sig.ret.elem is None \
            or IR_TYPE[ref.sig.ret.elem] is not callee.ret:
        raise CompileError(f"unsupported member {ref.key}")
    return callee
