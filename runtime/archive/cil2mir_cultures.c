/* Named cultures: Mono's culture data (culture_tables.h, generated from Mono by
 * runtime/gen_cultures.py) and what runtime/corelib/Cultures.cs reads of it. This file is a
 * member of the runtime's archive, linked only into programs whose plugs call it. Rows and
 * columns out of range read as -1 (null), so no call here raises. */
#include <stdint.h>
#include <string.h>

#include "../cil2mir_internal.h"

typedef struct {
    int32_t ansi, ebcdic, mac, oem;
    uint8_t right_to_left, list_sep;
} CultureTextInfo; /* mscorlib's CultureInfo/Data, which CultureInfo.textinfo_data points to */

#include "culture_tables.h"

enum { CULTURES, DATETIMES, REGIONS };

static const struct {
    const int32_t *rows;
    int32_t count, columns;
} tables[] = {
    [CULTURES] = {culture_cultures, CULTURE_ROWS, CULTURES_COLUMNS},
    [DATETIMES] = {culture_datetimes, DATETIME_ROWS, DATETIMES_COLUMNS},
    [REGIONS] = {culture_regions, REGION_ROWS, REGIONS_COLUMNS},
};

static int32_t cell(int32_t table, int32_t row, int32_t column) {
    if (table < 0 || table > REGIONS || row < 0 || row >= tables[table].count || column < 0 ||
        column >= tables[table].columns)
        return -1;
    if (table == DATETIMES) row = culture_datetimes_row[row];   /* (the distinct rows only) */
    return tables[table].rows[row * tables[table].columns + column];
}

/* How the string s (UTF-16) orders against the ASCII text t, as strcmp orders bytes. */
static int compare(const String *s, const char *t) {
    int32_t i = 0;
    for (; i < s->length && t[i]; i++)
        if (s->chars[i] != (unsigned char)t[i]) return s->chars[i] < (unsigned char)t[i] ? -1 : 1;
    return i < s->length ? 1 : t[i] ? -1 : 0;
}

/* The row of the culture (table 0, names compared lower-cased: mscorlib passes them so) or of
 * the region (table 2, upper-case names) called `name`; -1 when there is none. */
int32_t rt_Cultures_Find(int32_t table, const String *name) {
    if (name == NULL || (table != CULTURES && table != REGIONS)) return -1;
    int32_t lo = 0, hi = tables[table].count - 1;
    while (lo <= hi) {
        int32_t mid = (lo + hi) / 2, row = table == CULTURES ? culture_by_name[mid] : mid;
        const char *key = culture_strings + cell(table, row, table == CULTURES ? 5 : 1);
        char lower[64];
        if (table == CULTURES) {
            size_t n = strlen(key);
            if (n >= sizeof lower) n = sizeof lower - 1;
            for (size_t i = 0; i < n; i++) lower[i] = (char)(key[i] >= 'A' && key[i] <= 'Z' ? key[i] + 32 : key[i]);
            lower[n] = 0;
            key = lower;
        }
        int c = compare(name, key);
        if (c == 0) return row;
        if (c < 0) hi = mid - 1;
        else lo = mid + 1;
    }
    return -1;
}

/* The row of the culture that `new CultureInfo(lcid)` gives; -1 when there is none. */
int32_t rt_Cultures_FindLcid(int32_t lcid) {
    int32_t lo = 0, hi = LCID_ROWS - 1;
    while (lo <= hi) {
        int32_t mid = (lo + hi) / 2, at = culture_by_lcid[2 * mid];
        if (at == lcid) return culture_by_lcid[2 * mid + 1];
        if (lcid < at) hi = mid - 1;
        else lo = mid + 1;
    }
    return -1;
}

int32_t rt_Cultures_Count(void) { return CULTURE_ROWS; }

int32_t rt_Cultures_Int(int32_t table, int32_t row, int32_t column) { return cell(table, row, column); }

String *rt_Cultures_String(int32_t table, int32_t row, int32_t column) {
    int32_t at = cell(table, row, column);
    return at < 0 || at >= (int32_t)sizeof culture_strings ? NULL : rt_string_from_utf8(culture_strings + at);
}

/* A new string[] of the list in a column (null for none). */
void *rt_Cultures_List(int32_t table, int32_t row, int32_t column) {
    int32_t at = cell(table, row, column);
    if (at < 0 || at >= (int32_t)(sizeof culture_lists / sizeof *culture_lists)) return NULL;
    int32_t n = culture_lists[at];
    void *arr = rt_newarr(&rt_StringArray_type, n);
    for (int32_t i = 0; i < n; i++)
        ((String **)((RefArray *)arr)->items)[i] = rt_string_from_utf8(culture_strings + culture_lists[at + 1 + i]);
    return arr;
}

/* What a culture's textinfo_data points to (NULL for no culture). */
const void *rt_Cultures_TextInfo(int32_t row) {
    return row < 0 || row >= CULTURE_ROWS ? NULL : &culture_text_info[row];
}

/* CultureData.fill_number_data: the entry's fields as mscorlib's NumberFormatEntryManaged
 * (int32s, strings as offsets into what it returns, which mscorlib decodes as UTF-8). */
const char *rt_CultureData_fill_number_data(int32_t index, void *entry) {
    if (index < 0 || index >= NUMBER_ROWS || entry == NULL) return NULL;
    memcpy(entry, culture_numbers + culture_numbers_row[index] * NUMBERS_COLUMNS, NUMBERS_COLUMNS * sizeof(int32_t));
    return culture_strings;
}
