/* Unicode normalization: Mono's tables (normalization_tables.h, generated from Mono by
 * runtime/gen_normalization.py), which runtime/corelib/Normalization.cs hands to mscorlib's
 * System.Text.Normalization in place of Mono's load_normalization_resource. This file is a
 * member of the runtime's archive, linked only into programs whose plugs call it. */
#include <stddef.h>
#include <stdint.h>

#include "../cil2mir_internal.h"
#include "normalization_tables.h"

/* The address of table `which`, in load_normalization_resource's order (props, mappedChars,
 * charMapIndex, helperIndex, mapIdxToComposite, combiningClass); NULL for another number. */
const void *rt_Normalization_Table(int32_t which) {
    static const void *const tables[] = {
        normalization_props, normalization_mappedChars, normalization_charMapIndex,
        normalization_helperIndex, normalization_mapIdxToComposite, normalization_combiningClass,
    };
    return which >= 0 && which < (int32_t)(sizeof tables / sizeof *tables) ? tables[which] : NULL;
}
