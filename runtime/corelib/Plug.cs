// How a plug says what it replaces (frontend/libraries.py reads it; tests check that every
// plug names a framework member that exists).
//
//   [Plug] on a type whose full name is a framework type's: the whole type is replaced
//   (the framework's is never compiled; every reference to the name finds this one).
//   [Plug("Ns.Type")] on a static class: each of its methods replaces the member of
//   Ns.Type with the same name and signature; an instance member's plug takes `this`
//   (by `ref` for a struct) as its first parameter. System.Type in a plug's signature also
//   stands for the framework's internal System.RuntimeType.
//   [Import("Ns.Type")] on a class: the other way round, for plugs that must reach the
//   framework's internal code: each extern method is the member of Ns.Type with the same
//   name and signature (an extern constructor, Ns.Type's constructor), each field the field
//   of Ns.Type with the same name (a reference type there may be `object` here). The class's
//   name stands for Ns.Type too, in a plug's signature and in a type token: a class that is
//   not static lets a plug write the private instance fields of a framework object, as
//   Mono's runtime does (a plug of Ns.Type's instance member may take `this` as the import;
//   a cast to it is a cast to Ns.Type; `new` of it calls Ns.Type's constructor). Only its
//   extern members and fields stand for anything: its other methods are never called.
namespace Cil2Mir
{
    [System.AttributeUsage(System.AttributeTargets.Class | System.AttributeTargets.Struct
                           | System.AttributeTargets.Interface | System.AttributeTargets.Delegate)]
    internal sealed class PlugAttribute : System.Attribute
    {
        public PlugAttribute() { }
        public PlugAttribute(string target) { }
    }

    [System.AttributeUsage(System.AttributeTargets.Class)]
    internal sealed class ImportAttribute : System.Attribute
    {
        public ImportAttribute(string target) { }
    }
}
