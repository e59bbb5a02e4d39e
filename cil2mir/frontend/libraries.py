"""The assemblies a program's library members are found in, after the C runtime's
bindings: the plugs (the C# corelib, frontend/cscorelib.py), then the program's own
libraries (DLLs beside it or given with -r, `program_libraries`), then the framework's own
assemblies (Mono's mscorlib, System.Core, System), whose IL is compiled like the user's.

A reference names a member by type name and signature, whatever assembly it says
(`[mscorlib]`, `[netstandard]`, `[System.Runtime]`); `Library.find` looks it up by that
key. The framework's assemblies are loaded when a member is first looked up in them (a
program that needs only the runtime and the plugs never pays for reading mscorlib), each
into a TypeSystem that joins the program's: a type the plugs replace is left out of it, so
every name, the framework's own references included, finds the plug.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from cil2mir.errors import CompileError
from cil2mir.frontend.assembly import Assembly, MemberRef, MethodDef
from cil2mir.frontend.objects import OBJECT_VIRTUALS, RUNTIME_MEMBERS
from cil2mir.frontend.signatures import Elem, SigType
from cil2mir.frontend.typesystem.types import TypeSystem
from cil2mir.toolchain import cache_root

if TYPE_CHECKING:
    from cil2mir.frontend.cscorelib import CsCorelib

OBJECT = "System.Object"
# System.Object's instance members that objects.py lowers (inherited by library classes).
OBJECT_MEMBERS = frozenset({*OBJECT_VIRTUALS, "System.Object::GetType()"})
STRING = "System.String"
# The framework's assemblies, in the order a type name is looked for in them.
FRAMEWORK_ASSEMBLIES = ("mscorlib.dll", "System.Core.dll", "System.dll")


class Library:
    """A loaded library assembly, and its members by the keys references name them by."""

    def __init__(self, asm: Assembly, types: TypeSystem) -> None:
        self.asm = asm
        self.types = types
        # `Type::Method` -> its overloads, in MethodDef order (their signatures are only
        # decoded when one is looked for: see Assembly's `lazy`)
        self.by_name: dict[str, list[MethodDef]] = {}
        for m in asm.methods:
            if m.type_name in types.types:
                self.by_name.setdefault(m.il_name, []).append(m)

    def _by_key(self, key: str, ret: str) -> MethodDef | None:
        """The first method (in MethodDef order) whose key (`Type::Method(params)`) and
        return type are these: op_Explicit and op_Implicit overload on the return type alone."""
        for m in self.by_name.get(key.split("(", 1)[0], ()):
            if m.full_name == key and m.sig.ret.name == ret:
                return m
        return None

    def defines(self, type_name: str) -> bool:
        return type_name in self.types.types

    def find(self, ref: MemberRef) -> MethodDef | None:
        """The method `ref` names, declared by its type or inherited from a base class of
        the same assembly (None: no such member here)."""
        ret = ref.sig.ret.name
        m = self._by_key(ref.key, ret)
        member = ref.key.split("::", 1)[1]
        ti = self.types.types.get(ref.type_name)
        while m is None and ti is not None and ti.kind == "class" and ref.name != ".ctor":
            ti = self.types.declared(ti.extends) if ti.extends is not None \
                and self.defines(ti.extends.generic or ti.extends.name) else None
            m = self._by_key(f"{ti.row.name}::{member}", ret) if ti is not None else None
        if m is None or m.is_static == ref.sig.has_this:
            return None
        return m

    def object_member(self, ref: MemberRef) -> MemberRef | None:
        """For a ref that `find` does not find: `ref` as System.Object's member when it
        names one that a class of this library inherits (mcs names
        `System.Exception::GetType()`, which mscorlib redeclares)."""
        ti = self.types.types.get(ref.type_name)
        retargeted = replace(ref, type_name=OBJECT)
        if ti is None or ti.kind != "class" or retargeted.key not in OBJECT_MEMBERS:
            return None
        return retargeted


class FrameworkAssemblies:
    """Mono's framework assemblies in `directory`, each read once per program when first
    needed, and the enums they define (`enum`: every assembly of the program, these
    included, reads the framework's enums in its signatures with it; a TypeRef only says
    `valuetype`, and an enum must read as its underlying type)."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self._read: dict[str, Assembly | None] = {}     # None: not installed
        # FRAMEWORK_ASSEMBLIES, then the others of the framework that the program references
        # (System.Numerics.dll...), in the order their names are looked for in them
        self.files: list[str] = list(FRAMEWORK_ASSEMBLIES)

    def need(self, name: str) -> bool:
        """Make the referenced assembly `name` one of `files` if the framework has it (and it
        is not one already): whether it was added. Facades (type forwarders) are not: the
        types they name are found where they are defined."""
        file = f"{name}.dll"
        if self.directory is None or file in self.files or not (self.directory / file).is_file():
            return False
        self.files.append(file)
        self.__dict__.pop("_enums", None)           # (computed again with it)
        return True

    def provides(self, name: str) -> bool:
        """Whether the assembly `name` is the framework's (a facade too)."""
        return _in_framework(name, self.directory)

    def get(self, file: str) -> Assembly | None:
        if file not in self._read:
            path = self.directory / file if self.directory is not None else None
            self._read[file] = Assembly(str(path), self._enums_now(), lazy=True) \
                if path is not None and path.is_file() else None
        return self._read[file]

    def _enums_now(self) -> Callable[[str], SigType | None]:
        """`enum` over the enums known now: an assembly's signatures, decoded when first
        read (Assembly's `lazy`), read the enums they would have read when it was opened,
        even if `need` adds an assembly meanwhile."""
        enums = self._enums
        return lambda name: SigType(name, enums[name], enum=True) if name in enums else None

    def enum(self, name: str) -> SigType | None:
        """The framework's enum `name` as a signature type; None for any other type."""
        elem = self._enums.get(name)
        return SigType(name, elem, enum=True) if elem is not None else None

    @functools.cached_property
    def _enums(self) -> dict[str, Elem]:
        """Every enum of the framework's assemblies and its underlying type: read once per
        installation into the cache (`framework-enums-<hash>.json`, keyed by the assemblies'
        paths, sizes and times), so that a program that never needs the framework's code
        does not read its metadata to know its enums."""
        files = [self.directory / f for f in self.files] if self.directory else []
        files = [f for f in files if f.is_file()]
        h = hashlib.sha256(b"enums 1")
        for f in files:
            st = f.stat()
            h.update(f"{f.resolve()}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
        index = cache_root() / f"framework-enums-{h.hexdigest()[:16]}.json"
        try:
            return {name: Elem(e) for name, e in json.loads(index.read_text()).items()}
        except (OSError, ValueError):
            pass
        enums: dict[str, Elem] = {}
        for f in files:         # (read without foreign enums: only their own are wanted)
            enums.update((name, t.elem) for name, t in Assembly(str(f), lazy=True)._enums.items()
                         if t.elem is not None)
        try:
            index.parent.mkdir(parents=True, exist_ok=True)
            tmp = index.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps({name: e.value for name, e in enums.items()}))
            os.replace(tmp, index)
        except OSError:
            pass                # an unwritable cache only costs time
        return enums


def program_libraries(asm: Assembly, references: list[Path], framework: FrameworkAssemblies
                      ) -> tuple[list[Assembly], dict[str, str]]:
    """The program's own libraries, read: each `references` file, then every assembly the
    program or one of these libraries references that is found beside it or beside a
    reference, as `<name>.dll` or `<name>.exe`, and that the framework does not provide
    (those the framework provides beyond its usual three join `framework.files`); and the
    referenced assemblies found nowhere (name -> the file of the first that references it).
    A missing one is no error by itself (Mono too loads an assembly when a method first
    needs it): its types are unsupported where they are used, with a message naming it
    (TypeSystem.missing), and --keep-going stubs exactly what needs them."""
    own = [Assembly(str(r), framework.enum, asm.type_names) for r in references]
    dirs = [Path(a.path).resolve().parent for a in (asm, *own)]
    names = {Path(a.path).stem for a in (asm, *own)}
    todo = [(name, a.name) for a in (asm, *own) for name in _references(a)]
    missing: dict[str, str] = {}
    while todo:
        name, referrer = todo.pop(0)
        if name in names or _in_framework(name, framework.directory):
            framework.need(name)
            continue
        names.add(name)
        path = next((d / f"{name}{ext}" for d in dirs for ext in (".dll", ".exe")
                     if (d / f"{name}{ext}").is_file()), None)
        if path is None:
            missing[name] = referrer
            continue
        own.append(Assembly(str(path), framework.enum, asm.type_names))
        todo += [(n, own[-1].name) for n in _references(own[-1])]
    return own, missing


def missing_types(assemblies: list[Assembly], missing: dict[str, str]) -> dict[str, str]:
    """Why each type that the program's assemblies name in a missing assembly is unknown
    (`missing`: name -> the file that references it): type name -> the reason."""
    out = {}
    for a in assemblies:
        try:
            found = a.types_referenced_in(set(missing))
        except CompileError as e:
            raise e.located(assembly=a.name)
        for t, lib in found.items():
            out.setdefault(t, f"its assembly {lib} (referenced by {missing[lib]}) is not found "
                              f"beside the program nor given with -r")
    return out


def _references(asm: Assembly) -> list[str]:
    try:
        return asm.assembly_refs
    except CompileError as e:
        raise e.located(assembly=asm.name)


def _in_framework(name: str, framework: Path | None) -> bool:
    return framework is not None and any(
        (d / f"{name}.dll").is_file() for d in (framework, framework / "Facades"))


class Framework:
    """The program's libraries, then Mono's framework assemblies, each loaded on first use.
    `joined` is told of each one loaded (the program makes it a compilation unit; a
    program library's errors are located in its own methods, the framework's in the
    program's method that reached them)."""

    def __init__(self, assemblies: FrameworkAssemblies, corelib: "CsCorelib",
                 joined: Callable[[Library], None], program: list[Assembly] = ()) -> None:
        self.assemblies = assemblies
        self.directory = assemblies.directory
        self.corelib = corelib
        self.joined = joined
        self.loaded: list[Library] = []
        # what to load, in order: a program library (read), or a framework file's name
        self._sources: list[Assembly | str] = [*program, *(assemblies.files if self.directory else ())]
        self._next = 0

    def find(self, ref: MemberRef) -> MethodDef | None:
        """The framework's method `ref` names: looked up in the assembly defining its type
        (loading the framework's assemblies in turn until one does)."""
        lib = self.library_of(ref.type_name)
        return lib.find(ref) if lib is not None else None

    def library_of(self, type_name: str) -> Library | None:
        for lib in self.loaded:
            if lib.defines(type_name):
                return lib
        while self._next < len(self._sources):
            lib = self._load(self._sources[self._next])
            self._next += 1
            if lib is not None and lib.defines(type_name):
                return lib
        return None

    def load_program_library(self, assembly: str) -> bool:
        """Loads the program's library called `assembly` (by AssemblyRefs) and those before
        it, if it is one not loaded yet (whether it was)."""
        todo = self._sources[self._next:]
        if not any(isinstance(s, Assembly) and s.assembly_name == assembly for s in todo):
            return False
        for source in todo:
            self._next += 1
            self._load(source)
            if isinstance(source, Assembly) and source.assembly_name == assembly:
                return True
        return False

    def _load(self, source: Assembly | str) -> Library | None:
        program = isinstance(source, Assembly)
        asm = source if program else self.assemblies.get(source)
        if asm is None:
            return None
        replaced = self.corelib.replaces | {OBJECT}
        lib = Library(asm, TypeSystem(asm, self.corelib.types, replaced, program=program))
        if not program:
            self._sources += [f"{name}.dll" for name in _references(asm) if self.assemblies.need(name)]
        self.loaded.append(lib)
        self.joined(lib)
        return lib


def string_factory(ref: MemberRef) -> MemberRef | None:
    """Mono's String constructors have no bodies: its runtime makes `newobj string::.ctor(args)`
    call the static `String.Ctor(args)`, which allocates and fills the string (None: not a
    String constructor, or one the C runtime binds)."""
    if ref.type_name != STRING or ref.name != ".ctor" or ref.key in RUNTIME_MEMBERS:
        return None
    return MemberRef(STRING, "Ctor", replace(ref.sig, has_this=False, ret=SigType("string", Elem.STRING)))


def not_plugged(m: MethodDef) -> CompileError:
    """The error for a framework method without IL that nothing binds or plugs."""
    kind = "pinvoke" if m.is_pinvoke else "internal call"
    return CompileError(f"{m.full_name}: {kind} not plugged")


class Libraries:
    """Where a library member that the C runtime does not bind is found, in binding
    order: a member plug, the plugs' types (which replace the framework's of the same
    name whole), then the framework."""

    def __init__(self, corelib: "CsCorelib", framework: Framework) -> None:
        self.corelib = corelib
        self.framework = framework
        # members the runtime binds that this program takes from the plugs instead
        self.unbound: frozenset[str] = frozenset()

    def find(self, ref: MemberRef) -> MethodDef | None:
        if self.corelib.defines(ref.type_name):
            return self.corelib.find(ref)
        return self.corelib.plug(ref) or self.framework.find(ref)

    def imported(self, m: MethodDef) -> MethodDef | None:
        """The framework method that the extern method m of an [Import] class of the plugs
        stands for (None: m is not one)."""
        target = self.corelib.imports.get(m.type_name)
        if target is None or m.rva:
            return None
        found = self.framework.find(MemberRef(target, m.name, m.sig))
        if found is None:
            raise CompileError(f"{m.full_name} imports {target}::{m.name}"
                               f"({m.sig.param_list()}), which the framework does not define")
        return found

    def defining(self, type_name: str) -> Library | None:
        """The library whose TypeSystem holds the type (None: no library's)."""
        if self.corelib.defines(type_name):
            return self.corelib
        return self.framework.library_of(type_name)

    def object_member(self, ref: MemberRef) -> MemberRef | None:
        lib = self.defining(ref.type_name)
        return lib.object_member(ref) if lib is not None else None

    def is_library(self, types: TypeSystem) -> bool:
        return types is self.corelib.types or self.is_framework(types)

    def is_framework(self, types: TypeSystem) -> bool:
        return not types.program and any(lib.types is types for lib in self.framework.loaded)

    def bound(self, m: MethodDef) -> bool:
        """Whether the runtime binds the library method m or a plug replaces it (m is then
        not compiled: a plug's stand-in for a bound member is there for mcs only)."""
        return m.full_name in RUNTIME_MEMBERS or \
            (m.full_name, not m.is_static) in self.corelib.member_plugs or \
            (m.type_name == STRING and m.name == ".ctor")   # (string_factory instead)
