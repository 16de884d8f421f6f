/* test-json-strict.c — bth-json-strict: duplicate keys, syntax, UTF-8, typed members.
 *
 * json-glib 1.6 keeps the last of two duplicate keys, reads a missing member as 0 and
 * truncates 2.5 to 2; these helpers must refuse all three and name the JSON path.
 */
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

#define KEYS(...) ((const char * const[]) { __VA_ARGS__, NULL })


/* Parses TEXT with the strict parser and expects a BTH_ERROR_INVALID_DATA reading MESSAGE. */
static void
assert_parse_fails_with (const char *text, gssize length, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, length, &error);

  g_assert_null (node);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_parses (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
}

/* An object from trusted test text (json-glib's own parser, not the one under test). */
static JsonObject *
object_from (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);
  JsonObject *obj;

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  obj = json_object_ref (json_node_get_object (node));
  json_node_unref (node);
  return obj;
}

/* ---- duplicate keys ---------------------------------------------------------------- */

static void
test_duplicate_top_level (void)
{
  /* json-glib alone would silently keep "x": 2. */
  assert_parse_fails_with ("{\"x\": 1, \"x\": 2}", -1, "$: duplicate key \"x\"");
}

static void
test_duplicate_nested_path (void)
{
  /* The path names the object holding the duplicate, through arrays and objects. */
  assert_parse_fails_with ("{\"a\": {\"b\": [0, {\"c\": {\"x\": 1, \"y\": [1, 2], \"x\": 3}}]}}", -1,
                           "$.a.b[1].c: duplicate key \"x\"");
  assert_parse_fails_with ("[[1], [2, {\"k\": 1, \"k\": 1}]]", -1, "$[1][1]: duplicate key \"k\"");
}

static void
test_duplicate_escaped_spelling (void)
{
  /* "\u0061" is the key "a": json-glib decodes both to the same member and keeps one.
   * (The path's form is checked by the tests above.) */
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict ("{\"a\": 1, \"\\u0061\": 2}", -1, &error);

  g_assert_null (node);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_suffix (error->message, "duplicate key \"a\""));
}

static void
test_duplicate_single_quoted (void)
{
  /* json-glib 1.6 reads 'x' as a string, so this text parses to {"x": 2}. Whether it is
   * refused as a syntax error or as a duplicate, it must not be accepted. */
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict ("{'x': 1, 'x': 2}", -1, &error);

  g_assert_null (node);
  g_assert_nonnull (error);
}

static void
test_sibling_objects_may_share_keys (void)
{
  /* Equal keys in different objects are not duplicates. */
  assert_parses ("{\"a\": {\"x\": 1}, \"b\": {\"x\": 2}, \"x\": 3}");
  assert_parses ("{\"hexes\": [{\"sp\": 3, \"cavalry\": 1}, {\"sp\": 4, \"cavalry\": 0}]}");
  assert_parses ("[{\"x\": {\"x\": {\"x\": 1}}}, {\"x\": 2}]");
}

static void
test_strings_do_not_confuse_the_scanner (void)
{
  /* Values that equal a key, or hold brackets, commas and escaped quotes, are not keys. */
  assert_parses ("{\"x\": \"x\", \"y\": \"x\"}");
  assert_parses ("{\"s\": \"{[,\\\"x\\\": ]}\", \"x\": 1}");
  assert_parses ("{\"s\": \"back\\\\\", \"x\": [\"x\", \"x\"]}");
  /* ...but a real duplicate after such a value is still found (the path's form is
   * checked by the tests above). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) node = bth_json_parse_strict ("{\"s\": \"\\\\\", \"x\": 1, \"x\": 2}", -1, &error);

    g_assert_null (node);
    g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
    g_assert_true (g_str_has_suffix (error->message, ": duplicate key \"x\""));
  }
}

/* ---- syntax and encoding ------------------------------------------------------------ */

static void
test_syntax_errors (void)
{
  const char *bad[] = {
    "{\"a\": 1,}",
    "{\"a\" 1}",
    "[1, 2",
    "{\"a\": tru}",
    "{\"a\": 1 \"b\": 2}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = bth_json_parse_strict (bad[i], -1, &error);

      g_test_message ("input: %s", bad[i]);
      g_assert_null (node);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
    }
}

static void
test_trailing_data (void)
{
  /* A second value after the root is a syntax error; json-glib keeps the first. */
  const char *bad[] = { "{\"a\": 1} {\"b\": 2}", "[1] 2", "{\"a\": 1}}" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = bth_json_parse_strict (bad[i], -1, &error);

      g_test_message ("input: %s", bad[i]);
      g_assert_null (node);
      g_assert_nonnull (error);
    }
}

static void
test_empty_text (void)
{
  assert_parse_fails_with ("", -1, "$: the file is empty");
  assert_parse_fails_with ("   \n", -1, "$: the file is empty");
}

static void
test_non_utf8 (void)
{
  /* A Latin-1 "é" (0xE9) is not UTF-8; nor is a lone continuation byte. */
  assert_parse_fails_with ("{\"name\": \"Mont\xe9limar\"}", -1, "$: not valid UTF-8 text");
  assert_parse_fails_with ("{\"\x80\": 1}", -1, "$: not valid UTF-8 text");
  /* Real UTF-8 is fine. */
  assert_parses ("{\"name\": \"Montélimar\"}");
}

static void
test_length_is_respected (void)
{
  /* Only LENGTH bytes are read: the trailing garbage is outside the text. */
  const char *text = "{\"a\": 1}garbage";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict (text, 8, &error);

  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "a"), ==, 1);
}

/* ---- keys --------------------------------------------------------------------------- */

static void
test_check_keys (void)
{
  g_autoptr(JsonObject) obj = object_from ("{\"sp\": 3, \"cavalry\": 1, \"colour\": \"blue\"}");
  g_autoptr(GError) error = NULL;

  /* Every key known: accepted. */
  g_assert_true (bth_json_check_keys (obj, "$.hexes[2]", KEYS ("sp"), KEYS ("cavalry", "colour", "label"),
                                      &error));
  g_assert_no_error (error);

  /* An unknown key (a typo would otherwise be ignored silently). */
  g_assert_false (bth_json_check_keys (obj, "$.hexes[2]", KEYS ("sp"), KEYS ("cavalry"), &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "$.hexes[2]: unknown key \"colour\"");
  g_clear_error (&error);

  /* A missing required key. */
  g_assert_false (bth_json_check_keys (obj, "$.hexes[2]", KEYS ("sp", "mapboard"),
                                       KEYS ("cavalry", "colour"), &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "$.hexes[2]: missing required key \"mapboard\"");
  g_clear_error (&error);

  /* Both lists may be NULL: then every key is unknown. */
  g_assert_false (bth_json_check_keys (obj, "$", NULL, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "$: unknown key \""));
}

/* ---- integers ----------------------------------------------------------------------- */

static void
test_member_int (void)
{
  g_autoptr(JsonObject) obj = object_from ("{\"ok\": 3, \"half\": 2.5, \"whole_double\": 2.0, \"text\": \"2\", "
                                           "\"flag\": true, \"none\": null, \"list\": [2], "
                                           "\"big\": 7, \"huge\": 99999999999}");
  struct {
    const char *member;
    const char *message;
  } bad[] = {
    { "half", "$.attrition.half: expected an integer, got a decimal number" },
    { "whole_double", "$.attrition.whole_double: expected an integer, got a decimal number" },
    { "text", "$.attrition.text: expected an integer, got a string" },
    { "flag", "$.attrition.flag: expected an integer, got a boolean" },
    { "none", "$.attrition.none: expected an integer, got null" },
    { "list", "$.attrition.list: expected an integer, got an array" },
    { "big", "$.attrition.big: 7 is out of range (1 to 6)" },
    { "missing", "$.attrition: missing required key \"missing\"" },
  };
  int out = -42;
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_json_member_int (obj, "$.attrition", "ok", 1, 6, &out, &error));
  g_assert_no_error (error);
  g_assert_cmpint (out, ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      out = -42;
      g_assert_false (bth_json_member_int (obj, "$.attrition", bad[i].member, 1, 6, &out, &error));
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_assert_cmpint (out, ==, -42);   /* untouched on failure */
      g_clear_error (&error);
    }

  /* A value beyond int is refused, not wrapped. */
  g_assert_false (bth_json_member_int (obj, "$", "huge", G_MININT, G_MAXINT, &out, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "$.huge: 99999999999 is out of range"));
}

static void
test_element_int (void)
{
  g_autoptr(JsonObject) obj = object_from ("{\"dice\": [4, 4, \"6\", 7]}");
  JsonArray *dice = json_object_get_array_member (obj, "dice");
  g_autoptr(GError) error = NULL;
  int out = 0;

  g_assert_true (bth_json_element_int (dice, "$.dice", 1, 1, 6, &out, &error));
  g_assert_cmpint (out, ==, 4);
  g_assert_false (bth_json_element_int (dice, "$.dice", 2, 1, 6, &out, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "$.dice[2]: expected an integer, got a string");
  g_clear_error (&error);
  g_assert_false (bth_json_element_int (dice, "$.dice", 3, 1, 6, &out, &error));
  g_assert_cmpstr (error->message, ==, "$.dice[3]: 7 is out of range (1 to 6)");
}

static void
test_int_or_null (void)
{
  /* The ruleset's open column is written "max": null (bth-ruleset-load.c). A missing
   * key must be one clean error, not a GError set twice (a GLib warning, fatal under
   * G_DEBUG=fatal-warnings). */
  g_autoptr(JsonObject) obj = object_from ("{\"max\": null, \"min\": 21, \"bad\": 2.5}");
  g_autoptr(GError) error = NULL;
  int out = 0;

  g_assert_true (bth_json_member_int_or_null (obj, "$.columns[4]", "max", 1, 999, G_MAXINT, &out, &error));
  g_assert_cmpint (out, ==, G_MAXINT);
  g_assert_true (bth_json_member_int_or_null (obj, "$.columns[4]", "min", 1, 999, G_MAXINT, &out, &error));
  g_assert_cmpint (out, ==, 21);
  g_assert_false (bth_json_member_int_or_null (obj, "$.columns[4]", "bad", 1, 999, 0, &out, &error));
  g_assert_cmpstr (error->message, ==, "$.columns[4].bad: expected an integer, got a decimal number");
  g_clear_error (&error);
  g_assert_false (bth_json_member_int_or_null (obj, "$.columns[4]", "absent", 1, 999, 0, &out, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "$.columns[4]: missing required key \"absent\"");
}

/* ---- other types -------------------------------------------------------------------- */

static void
test_member_types (void)
{
  g_autoptr(JsonObject) obj = object_from ("{\"name\": \"Davout\", \"winter\": true, \"count\": 1, "
                                           "\"rows\": [1, 2, 3, 4], \"table\": {}}");
  g_autoptr(GError) error = NULL;
  gboolean flag = FALSE;

  g_assert_cmpstr (bth_json_member_string (obj, "$", "name", &error), ==, "Davout");
  g_assert_null (bth_json_member_string (obj, "$", "count", &error));
  g_assert_cmpstr (error->message, ==, "$.count: expected a string, got an integer");
  g_clear_error (&error);

  g_assert_true (bth_json_member_bool (obj, "$", "winter", &flag, &error));
  g_assert_true (flag);
  /* 1 is not true. */
  g_assert_false (bth_json_member_bool (obj, "$", "count", &flag, &error));
  g_assert_cmpstr (error->message, ==, "$.count: expected true or false, got an integer");
  g_clear_error (&error);

  g_assert_nonnull (bth_json_member_object (obj, "$", "table", &error));
  g_assert_null (bth_json_member_object (obj, "$", "rows", &error));
  g_assert_cmpstr (error->message, ==, "$.rows: expected an object, got an array");
  g_clear_error (&error);

  g_assert_nonnull (bth_json_member_array (obj, "$", "rows", 1, 4, &error));
  g_assert_null (bth_json_member_array (obj, "$", "rows", 1, 3, &error));
  g_assert_cmpstr (error->message, ==, "$.rows: expected 1 to 3 entries, found 4");
  g_clear_error (&error);
  g_assert_null (bth_json_member_array (obj, "$", "rows", 6, 6, &error));
  g_assert_cmpstr (error->message, ==, "$.rows: expected 6 entries, found 4");
}

static void
test_optional_defaults (void)
{
  g_autoptr(JsonObject) obj = object_from ("{\"mapboard\": 4, \"winter\": false, \"label\": \"Smolensk\", "
                                           "\"note\": null, \"siege\": \"2\", \"flag\": 0}");
  g_autoptr(GError) error = NULL;
  gboolean b = FALSE;
  int i = 0;
  char *s = (char *) "sentinel";

  /* Absent: the fallback. */
  g_assert_true (bth_json_optional_int (obj, "$", "cavalry", 0, 99, 17, &i, &error));
  g_assert_cmpint (i, ==, 17);
  g_assert_true (bth_json_optional_bool (obj, "$", "unsupplied", TRUE, &b, &error));
  g_assert_true (b);
  g_assert_true (bth_json_optional_string (obj, "$", "absent", &s, &error));
  g_assert_null (s);
  g_assert_no_error (error);

  /* Present: the value, never the fallback. */
  g_assert_true (bth_json_optional_int (obj, "$", "mapboard", 0, 4, 17, &i, &error));
  g_assert_cmpint (i, ==, 4);
  g_assert_true (bth_json_optional_bool (obj, "$", "winter", TRUE, &b, &error));
  g_assert_false (b);
  g_assert_true (bth_json_optional_string (obj, "$", "label", &s, &error));
  g_assert_cmpstr (s, ==, "Smolensk");
  g_free (s);
  /* A null string is the same as an absent one. */
  s = (char *) "sentinel";
  g_assert_true (bth_json_optional_string (obj, "$", "note", &s, &error));
  g_assert_null (s);
  g_assert_no_error (error);

  /* Present but of the wrong type or range: an error, not the fallback. */
  g_assert_false (bth_json_optional_int (obj, "$.hexes[0]", "siege", 0, 5, 0, &i, &error));
  g_assert_cmpstr (error->message, ==, "$.hexes[0].siege: expected an integer, got a string");
  g_clear_error (&error);
  g_assert_false (bth_json_optional_int (obj, "$.hexes[0]", "mapboard", 0, 3, 0, &i, &error));
  g_assert_cmpstr (error->message, ==, "$.hexes[0].mapboard: 4 is out of range (0 to 3)");
  g_clear_error (&error);
  g_assert_false (bth_json_optional_bool (obj, "$", "flag", FALSE, &b, &error));
  g_assert_cmpstr (error->message, ==, "$.flag: expected true or false, got an integer");
  g_clear_error (&error);
  g_assert_false (bth_json_optional_string (obj, "$", "mapboard", &s, &error));
  g_assert_null (s);
  g_assert_cmpstr (error->message, ==, "$.mapboard: expected a string, got an integer");
}

static void
test_as_input_error (void)
{
  g_autoptr(GError) data = g_error_new_literal (BTH_ERROR, BTH_ERROR_INVALID_DATA, "$.sp: bad");
  g_autoptr(GError) missing = g_error_new_literal (BTH_ERROR, BTH_ERROR_NOT_FOUND, "no table");
  g_autoptr(GError) other = g_error_new_literal (G_IO_ERROR, BTH_ERROR_INVALID_DATA, "io");

  bth_json_as_input_error (data);
  g_assert_error (data, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpstr (data->message, ==, "$.sp: bad");
  /* Only data errors of our domain are re-labelled. */
  bth_json_as_input_error (missing);
  g_assert_error (missing, BTH_ERROR, BTH_ERROR_NOT_FOUND);
  bth_json_as_input_error (other);
  g_assert_error (other, G_IO_ERROR, BTH_ERROR_INVALID_DATA);
  bth_json_as_input_error (NULL);
}

/* ---- limits (issue 17) -------------------------------------------------------------- */

static char *
repeat (const char *unit, guint count)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < count; i++)
    g_string_append (text, unit);
  return g_string_free (text, FALSE);
}

static void
test_depth_limit (void)
{
  g_autofree char *open_64 = repeat ("[", BTH_JSON_MAX_DEPTH);
  g_autofree char *close_64 = repeat ("]", BTH_JSON_MAX_DEPTH);
  g_autofree char *deepest = g_strconcat (open_64, close_64, NULL);
  g_autofree char *one_more = g_strconcat ("[", open_64, "]", close_64, NULL);
  g_autofree char *objects = repeat ("{\"a\": ", BTH_JSON_MAX_DEPTH + 1);

  g_assert_cmpint (BTH_JSON_MAX_DEPTH, ==, 64);
  /* 64 levels are read; the 65th bracket is refused where it stands. */
  assert_parses (deepest);
  assert_parse_fails_with (one_more, -1, "line 1, column 65: nested deeper than 64 levels");
  /* Objects count as arrays do (each "{\"a\": " is 6 characters). */
  assert_parse_fails_with (objects, -1, "line 1, column 385: nested deeper than 64 levels");
}

static void
test_depth_limit_stops_a_stack_overflow (void)
{
  /* Issue 17: 150 KB of nested "[" crashed json-glib's recursive parser. */
  g_autofree char *open = repeat ("[", 75000);
  g_autofree char *close = repeat ("]", 75000);
  g_autofree char *balanced = g_strconcat (open, close, NULL);

  assert_parse_fails_with (open, -1, "line 1, column 65: nested deeper than 64 levels");
  assert_parse_fails_with (balanced, -1, "line 1, column 65: nested deeper than 64 levels");
}

static void
test_depth_limit_position (void)
{
  /* Lines count from 1; columns count characters, not bytes ("é" is two bytes). The
   * root object is the first level, so the 64th "[" is the 65th level. */
  g_autofree char *open = repeat ("[", BTH_JSON_MAX_DEPTH);
  g_autofree char *text = g_strconcat ("{\"name\": \"Montélimar\",\n  \"deep\":\n  \"é\", \"x\": ",
                                       open, "]", NULL);

  assert_parse_fails_with (text, -1, "line 3, column 76: nested deeper than 64 levels");
}

static void
test_depth_ignores_strings (void)
{
  g_autofree char *brackets = repeat ("[{", 200);
  g_autofree char *open = repeat ("[", BTH_JSON_MAX_DEPTH - 1);
  g_autofree char *close = repeat ("]", BTH_JSON_MAX_DEPTH - 1);
  /* Brackets inside strings, keys and comments are text, however many. */
  g_autofree char *in_string = g_strconcat ("{\"", brackets, "\": \"", brackets, "\"}", NULL);
  g_autofree char *in_comment = g_strconcat ("/* ", brackets, " */ [1]", NULL);
  /* An escaped quote does not end the string: the brackets after it are still text. Here
   * 63 real levels plus the 64th holding the string are exactly the limit. */
  g_autofree char *escaped = g_strconcat (open, "[\"\\\"", brackets, "\"]", close, NULL);
  /* ...and an escaped backslash before the closing quote does end it. */
  g_autofree char *backslash = g_strconcat (open, "[\"\\\\\", [[1]]]", close, NULL);

  assert_parses (in_string);
  assert_parses (in_comment);
  assert_parses (escaped);
  assert_parse_fails_with (backslash, -1, "line 1, column 71: nested deeper than 64 levels");
}

static void
test_integers_beyond_64_bits (void)
{
  /* json-glib 1.6 wraps these: -99999999999999999999 read as 1, 2^64 - 2 as -2. */
  struct {
    const char *text;
    const char *message;
  } bad[] = {
    { "{\"die\": -99999999999999999999}", "line 1, column 9: -99999999999999999999 is out of range (an integer must fit in 64 bits)" },
    { "{\"die\": 99999999999999999999}", "line 1, column 9: 99999999999999999999 is out of range (an integer must fit in 64 bits)" },
    { "[1,\n 18446744073709551614]", "line 2, column 2: 18446744073709551614 is out of range (an integer must fit in 64 bits)" },
    { "[9223372036854775808]", "line 1, column 2: 9223372036854775808 is out of range (an integer must fit in 64 bits)" },
    { "[-9223372036854775809]", "line 1, column 2: -9223372036854775809 is out of range (an integer must fit in 64 bits)" },
    { "[000000000000000000000000099999999999999999999]", "line 1, column 2: 000000000000000000000000099999999999999999999 is out of range (an integer must fit in 64 bits)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    assert_parse_fails_with (bad[i].text, -1, bad[i].message);
}

static void
test_integers_at_the_64_bit_limits (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict ("[9223372036854775807, -9223372036854775808, 1e30, "
                                                    "99999999999999999999.5, -0]", -1, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (node);
  g_assert_cmpint (json_array_get_int_element (array, 0), ==, G_MAXINT64);
  g_assert_cmpint (json_array_get_int_element (array, 1), ==, G_MININT64);
  /* Decimal numbers are doubles, whatever their size: the int readers refuse them anyway. */
  g_assert_cmpfloat (json_array_get_double_element (array, 2), ==, 1e30);
  g_assert_cmpfloat (json_array_get_double_element (array, 3), >, 9e19);
  /* Digits in strings, keys and comments are not numbers. */
  assert_parses ("{\"99999999999999999999\": \"-99999999999999999999\", "
                 "/* 99999999999999999999 */ \"n\": 1}");
}

static void
test_member_int_refuses_a_wrapped_integer (void)
{
  /* The ranges pass for the wrapped values (1 and -1), so only the parser can refuse them. */
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict ("{\"die\": -99999999999999999999}", -1, &error);
  int out = -42;

  g_assert_null (node);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "-99999999999999999999 is out of range"));
  g_clear_error (&error);

  node = bth_json_parse_strict ("{\"die\": 3}", -1, &error);
  g_assert_true (bth_json_member_int (json_node_get_object (node), "$", "die", -1, 6, &out, &error));
  g_assert_cmpint (out, ==, 3);
}

static void
test_syntax_error_wording (void)
{
  /* json-glib says "<data>:3:7: Parse error: unexpected …"; the project says where. */
  struct {
    const char *text;
    const char *prefix;
  } bad[] = {
    { "{\"a\": tru}", "line 1, column 9: " },
    { "{\n  \"a\": 1,\n  \"b\" 2}", "line 3, column " },
    { "[1, 2", "line 1, column 5: " },
    { "[\"abc", "line 1, column " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = bth_json_parse_strict (bad[i].text, -1, &error);

      g_test_message ("input: %s -> %s", bad[i].text, error ? error->message : "(accepted)");
      g_assert_null (node);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
      g_assert_true (g_str_has_prefix (error->message, bad[i].prefix));
      g_assert_null (strstr (error->message, "<data>"));
      g_assert_null (strstr (error->message, "Parse error"));
      g_assert_null (strstr (error->message, "scanner:"));
      /* Something follows the position. */
      g_assert_cmpuint (strlen (error->message), >, strlen (bad[i].prefix) + 3);
    }
}

static void
test_nul_in_strings (void)
{
  /* json-glib 1.6 cuts "Da\u0000vout" to "Da" without a word. */
  assert_parse_fails_with ("{\"name\": \"Da\\u0000vout\"}", -1, "$.name: a string must not contain \\u0000");
  assert_parse_fails_with ("{\"leaders\": [\"Ney\", \"\\u0000\"]}", -1,
                           "$.leaders[1]: a string must not contain \\u0000");
  assert_parse_fails_with ("\"\\u0000\"", -1, "$: a string must not contain \\u0000");
  /* A key is named by the object that holds it. */
  assert_parse_fails_with ("{\"a\": {\"b\": 1, \"n\\u0000me\": 2}}", -1, "$.a: a key must not contain \\u0000");
  /* An escaped backslash followed by "u0000" is six ordinary characters; other escapes pass. */
  assert_parses ("{\"name\": \"\\\\u0000\", \"tab\": \"\\u0009\", \"e\": \"\\u00e9\"}");
}

/* json-glib tolerates comments; a quoted word inside one is not a key. */
static void
test_comment_is_not_a_key (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = bth_json_parse_strict ("{\"a\": 1, /* \"a\" */ \"b\": 2}", -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json-strict/duplicate/top-level", test_duplicate_top_level);
  g_test_add_func ("/json-strict/duplicate/nested-path", test_duplicate_nested_path);
  g_test_add_func ("/json-strict/duplicate/escaped-spelling", test_duplicate_escaped_spelling);
  g_test_add_func ("/json-strict/duplicate/single-quoted", test_duplicate_single_quoted);
  g_test_add_func ("/json-strict/duplicate/sibling-objects", test_sibling_objects_may_share_keys);
  g_test_add_func ("/json-strict/duplicate/strings", test_strings_do_not_confuse_the_scanner);
  g_test_add_func ("/json-strict/syntax-errors", test_syntax_errors);
  g_test_add_func ("/json-strict/trailing-data", test_trailing_data);
  g_test_add_func ("/json-strict/empty", test_empty_text);
  g_test_add_func ("/json-strict/non-utf8", test_non_utf8);
  g_test_add_func ("/json-strict/length", test_length_is_respected);
  g_test_add_func ("/json-strict/check-keys", test_check_keys);
  g_test_add_func ("/json-strict/member-int", test_member_int);
  g_test_add_func ("/json-strict/element-int", test_element_int);
  g_test_add_func ("/json-strict/int-or-null", test_int_or_null);
  g_test_add_func ("/json-strict/member-types", test_member_types);
  g_test_add_func ("/json-strict/optional-defaults", test_optional_defaults);
  g_test_add_func ("/json-strict/as-input-error", test_as_input_error);
  g_test_add_func ("/json-strict/comment-is-not-a-key", test_comment_is_not_a_key);
  g_test_add_func ("/json-strict/limits/depth", test_depth_limit);
  g_test_add_func ("/json-strict/limits/depth-stack-overflow", test_depth_limit_stops_a_stack_overflow);
  g_test_add_func ("/json-strict/limits/depth-position", test_depth_limit_position);
  g_test_add_func ("/json-strict/limits/depth-ignores-strings", test_depth_ignores_strings);
  g_test_add_func ("/json-strict/limits/integers-beyond-64-bits", test_integers_beyond_64_bits);
  g_test_add_func ("/json-strict/limits/integers-at-64-bit-limits", test_integers_at_the_64_bit_limits);
  g_test_add_func ("/json-strict/limits/member-int-wrapped", test_member_int_refuses_a_wrapped_integer);
  g_test_add_func ("/json-strict/syntax-error-wording", test_syntax_error_wording);
  g_test_add_func ("/json-strict/nul-in-strings", test_nul_in_strings);

  return g_test_run ();
}
