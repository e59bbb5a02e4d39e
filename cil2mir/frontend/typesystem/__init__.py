"""The type system and specialisation: how every closed type of the program is named,
laid out and described, and which generic instances exist.

* `generics.py`: what `!i`/`!!i` stand for while an instance compiles (`Context`), the
  symbols of instances, and the bound on instantiation depth;
* `types.py`: `TypeSystem`, one per assembly (the program's and the C# corelib's, which
  share instances and symbols): types and their generic instances, layouts, vtables,
  interface tables, generic virtual methods' dispatch tables, variance, and the globals
  they become (descriptors, statics, static-constructor states);
* `bodies.py`: the functions those tables name that no CIL provides (unboxing thunks,
  boxed primitives' and enums' methods, ValueType.Equals/GetHashCode).

The work list of what the program reaches is `module.Unit`; the SSA builders only ask a
TypeSystem questions (`info`, `desc`, `value_size`, `slot`, `gvm_table`, ...).
"""
