// Enums: Mono finds an enum's names and values by reflection on its RuntimeType; here every
// boxed enum's descriptor has them (its names table, frontend/typesystem/types.py), and
// implements IFormattable with the runtime's formatting by that table.
using System;

namespace Cil2Mir.Plugs
{
    [Plug("System.Enum")]
    static class EnumPlug
    {
        static string ToString(Enum self, string format) { return ((IFormattable)self).ToString(format, null); }
    }
}
