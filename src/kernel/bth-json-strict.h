/* bth-json-strict.h — reading JSON with explicit validation.
 *
 * json-glib 1.6 reads a missing member as 0, truncates doubles in get_int and keeps the
 * last of two duplicate keys. These helpers refuse all three, and every error names the
 * JSON path of the offending value ("$.attrition.rows[2].die: expected an integer").
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A NULL-terminated list of keys for bth_json_check_keys: BTH_JSON_KEYS ("id", "name"). */
#define BTH_JSON_KEYS(...) ((const char * const[]) { __VA_ARGS__, NULL })

/* Sets ERROR to "PATH: message" and returns FALSE: how every loader names the field a
 * problem is in. */
gboolean    bth_json_fail           (GError    **error,
                                     const char *path,
                                     const char *format,
                                     ...) G_GNUC_PRINTF (3, 4);

/* How deeply arrays and objects may nest in any JSON Berthier reads: the data files and
 * saves nest 10 levels at most. json-glib's parser recurses once per level, so without a
 * limit a file of 75,000 "[" overflows the stack. The save loader uses the same limit. */
#define BTH_JSON_MAX_DEPTH 64

/* Parses TEXT, rejecting syntax errors, duplicate keys, nesting deeper than
 * BTH_JSON_MAX_DEPTH, integers beyond 64 bits and strings holding U+0000. Syntax errors
 * read "line 3, column 131: problem"; the caller adds the file name. */
JsonNode   *bth_json_parse_strict   (const char *text,
                                     gssize      length,
                                     GError    **error);

/* Fails unless OBJ has every key of REQUIRED and no key outside REQUIRED + OPTIONAL
 * (both NULL-terminated; either may be NULL). */
gboolean    bth_json_check_keys     (JsonObject         *obj,
                                     const char         *path,
                                     const char * const *required,
                                     const char * const *optional,
                                     GError            **error);

JsonObject *bth_json_member_object  (JsonObject *obj, const char *path, const char *member,
                                     GError **error);
JsonArray  *bth_json_member_array   (JsonObject *obj, const char *path, const char *member,
                                     guint min_length, guint max_length, GError **error);
const char *bth_json_member_string  (JsonObject *obj, const char *path, const char *member,
                                     GError **error);
gboolean    bth_json_member_int     (JsonObject *obj, const char *path, const char *member,
                                     int min, int max, int *out, GError **error);
gboolean    bth_json_member_bool    (JsonObject *obj, const char *path, const char *member,
                                     gboolean *out, GError **error);
/* Like bth_json_member_int but a JSON null gives NULL_VALUE. */
gboolean    bth_json_member_int_or_null (JsonObject *obj, const char *path, const char *member,
                                         int min, int max, int null_value, int *out,
                                         GError **error);

JsonObject *bth_json_element_object (JsonArray *array, const char *path, guint index,
                                     GError **error);
const char *bth_json_element_string (JsonArray *array, const char *path, guint index,
                                     GError **error);
gboolean    bth_json_element_int    (JsonArray *array, const char *path, guint index,
                                     int min, int max, int *out, GError **error);

/* Reads a node as an integer in [MIN, MAX], refusing doubles, strings and booleans. */
gboolean    bth_json_node_int       (JsonNode *node, const char *path, int min, int max,
                                     int *out, GError **error);

G_END_DECLS

G_BEGIN_DECLS
/* Optional members: absent (or null for strings) gives the default. */
gboolean    bth_json_optional_int    (JsonObject *obj, const char *path, const char *member,
                                      int min, int max, int fallback, int *out, GError **error);
gboolean    bth_json_optional_bool   (JsonObject *obj, const char *path, const char *member,
                                      gboolean fallback, gboolean *out, GError **error);
gboolean    bth_json_optional_string (JsonObject *obj, const char *path, const char *member,
                                      char **out, GError **error);
/* Re-labels a data error as an input error (the user typed it, not a data file). */
void        bth_json_as_input_error  (GError *error);
G_END_DECLS
