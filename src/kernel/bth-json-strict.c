/* bth-json-strict.c — JSON reading that names the path of every problem. */
#include "bth-json-strict.h"
#include "bth-error.h"

#include <string.h>

/* ---- duplicate keys -------------------------------------------------------------
 * json-glib silently keeps the last of two equal keys, so the text is scanned once more
 * after a successful parse. The text is known to be valid JSON here, which keeps the
 * scanner small: it only tracks objects, arrays, keys and element indices. */

typedef struct {
  gboolean    is_object;
  gboolean    expecting_key;
  GHashTable *keys;     /* objects: keys seen so far */
  char       *key;      /* objects: current member */
  guint       index;    /* arrays: current element */
} ScanFrame;

static void
scan_frame_clear (ScanFrame *frame)
{
  g_clear_pointer (&frame->keys, g_hash_table_unref);
  g_clear_pointer (&frame->key, g_free);
}

static char *
scan_path (GArray *stack)
{
  GString *path = g_string_new ("$");

  for (guint i = 0; i < stack->len; i++)
    {
      ScanFrame *frame = &g_array_index (stack, ScanFrame, i);
      if (frame->is_object && frame->key != NULL)
        g_string_append_printf (path, ".%s", frame->key);
      else if (!frame->is_object)
        g_string_append_printf (path, "[%u]", frame->index);
    }
  return g_string_free (path, FALSE);
}

/* Returns the position after the closing quote (json-glib also accepts single quotes);
 * *out gets the key as json-glib will read it, escapes decoded. *HAS_NUL tells whether the
 * string holds a \u0000, where json-glib would silently cut it. */
static gsize
scan_string (const char *text, gsize length, gsize pos, char **out, gboolean *has_nul)
{
  char quote = text[pos];
  gsize start = ++pos;
  g_autofree char *raw = NULL;

  *has_nul = FALSE;
  while (pos < length && text[pos] != quote)
    {
      if (text[pos] == '\\' && pos + 6 <= length && memcmp (text + pos + 1, "u0000", 5) == 0)
        *has_nul = TRUE;
      pos += (text[pos] == '\\') ? 2 : 1;
    }
  raw = g_strndup (text + start, MIN (pos, length) - start);
  *out = NULL;
  if (strchr (raw, '\\') != NULL)
    {
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", raw);
      g_autoptr(JsonNode) node = json_from_string (quoted, NULL);
      if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        *out = g_strdup (json_node_get_string (node));
    }
  if (*out == NULL)
    *out = g_steal_pointer (&raw);
  return pos + 1;
}

/* Skips a comment json-glib tolerates; returns POS unchanged when there is none. */
static gsize
skip_comment (const char *text, gsize length, gsize pos)
{
  if (pos + 1 >= length || text[pos] != '/')
    return pos;
  if (text[pos + 1] == '/')
    {
      while (pos < length && text[pos] != '\n')
        pos++;
    }
  else if (text[pos + 1] == '*')
    {
      const char *end = g_strstr_len (text + pos + 2, length - pos - 2, "*/");
      pos = end ? (gsize) (end - text) + 2 : length;
    }
  return pos;
}

/* ---- limits ----------------------------------------------------------------------
 * Checked before json-glib reads the text: its parser recurses once per level of nesting
 * (75,000 "[" overflow the stack) and it wraps integers beyond 64 bits without a word
 * (-99999999999999999999 reads as 1). Strings and comments are skipped as json-glib
 * reads them, so brackets and digits inside them do not count. */

/* Sets "line L, column C: message" for the character at POS (columns count characters). */
static gboolean G_GNUC_PRINTF (5, 6)
position_fail (GError **error, const char *text, gsize pos, gsize length, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;
  guint line = 1, column = 1;

  for (gsize i = 0; i < pos && i < length; i++)
    {
      if (text[i] == '\n')
        line++, column = 1;
      else if (((guchar) text[i] & 0xC0) != 0x80)   /* not a UTF-8 continuation byte */
        column++;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "line %u, column %u: %s", line, column, message);
  return FALSE;
}

/* At the opening quote of a string; returns the position after its closing quote. */
static gsize
skip_string (const char *text, gsize length, gsize pos)
{
  char quote = text[pos++];

  while (pos < length && text[pos] != quote)
    pos += (text[pos] == '\\') ? 2 : 1;
  return MIN (pos + 1, length);
}

/* At a '-' or a digit; refuses an integer json-glib would wrap. Returns the position after
 * the number (a decimal number is skipped whole: json-glib reads it as a double). */
static gsize
scan_number (const char *text, gsize length, gsize pos, GError **error)
{
  gsize start = pos, end;
  g_autofree char *literal = NULL;

  if (text[pos] == '-')
    pos++;
  while (pos < length && g_ascii_isdigit (text[pos]))
    pos++;
  end = pos;
  if (pos < length && (text[pos] == '.' || text[pos] == 'e' || text[pos] == 'E'))
    {
      while (pos < length && (g_ascii_isalnum (text[pos]) || text[pos] == '.' ||
                              text[pos] == '+' || text[pos] == '-'))
        pos++;
      return pos;
    }
  literal = g_strndup (text + start, end - start);
  if (end > start + (text[start] == '-') &&
      !g_ascii_string_to_signed (literal, 10, G_MININT64, G_MAXINT64, NULL, NULL))
    {
      position_fail (error, text, start, length,
                     "%s is out of range (an integer must fit in 64 bits)", literal);
      return 0;
    }
  return pos;
}

static gboolean
scan_limits (const char *text, gsize length, GError **error)
{
  guint depth = 0;
  gsize pos = 0;

  while (pos < length)
    {
      char c = text[pos];
      gsize after_comment = skip_comment (text, length, pos);

      if (after_comment != pos)
        pos = after_comment;
      else if (c == '"' || c == '\'')
        pos = skip_string (text, length, pos);
      else if (c == '{' || c == '[')
        {
          if (++depth > BTH_JSON_MAX_DEPTH)
            return position_fail (error, text, pos, length, "nested deeper than %d levels", BTH_JSON_MAX_DEPTH);
          pos++;
        }
      else if (c == '}' || c == ']')
        {
          depth = depth > 0 ? depth - 1 : 0;
          pos++;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          if ((pos = scan_number (text, length, pos, error)) == 0)
            return FALSE;
        }
      else if (g_ascii_isalpha (c) || c == '_')
        {
          /* A word (true, null, or a mistake json-glib will report): its digits are no number. */
          while (pos < length && (g_ascii_isalnum (text[pos]) || text[pos] == '_'))
            pos++;
        }
      else
        pos++;
    }
  return TRUE;
}

/* json-glib words a syntax error "<data>:3:131: Parse error: unexpected …" (the label is
 * translated); it becomes "line 3, column 131: unexpected …" like every other position. */
static void
set_syntax_error (GError **error, const GError *parse_error)
{
  const char *message = parse_error->message;
  const char *p = message;
  char *end;
  guint64 line, column;

  if (!g_str_has_prefix (p, "<data>:"))
    goto as_is;
  p += strlen ("<data>:");
  line = g_ascii_strtoull (p, &end, 10);
  if (end == p || *end != ':')
    goto as_is;
  p = end + 1;
  column = g_ascii_strtoull (p, &end, 10);
  if (end == p)
    goto as_is;
  p = end;
  while (*p == ' ')
    p++;
  if (*p != ':')
    goto as_is;
  p++;
  /* Drop the "Parse error: " label, and GScanner's "scanner: " after it. */
  if (strstr (p, ": ") != NULL)
    p = strstr (p, ": ") + 2;
  if (g_str_has_prefix (p, "scanner: "))
    p += strlen ("scanner: ");
  while (*p == ' ')
    p++;
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
               "line %" G_GUINT64_FORMAT ", column %" G_GUINT64_FORMAT ": %s", line, column, p);
  return;

as_is:
  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  while (*message == ' ')
    message++;
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: %s", message);
}

static gboolean
scan_duplicates (const char *text, gsize length, GError **error)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, TRUE, sizeof (ScanFrame));
  gboolean ok = TRUE;
  gsize pos = 0;

  g_array_set_clear_func (stack, (GDestroyNotify) scan_frame_clear);

  while (ok && pos < length)
    {
      char c = text[pos];
      ScanFrame *top = stack->len ? &g_array_index (stack, ScanFrame, stack->len - 1) : NULL;
      gsize after_comment = skip_comment (text, length, pos);

      if (after_comment != pos)
        pos = after_comment;
      else if (c == '{' || c == '[')
        {
          ScanFrame frame = { .is_object = (c == '{'), .expecting_key = (c == '{') };
          if (frame.is_object)
            frame.keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_array_append_val (stack, frame);
          pos++;
        }
      else if (c == '}' || c == ']')
        {
          if (stack->len > 0)
            g_array_remove_index (stack, stack->len - 1);
          pos++;
          /* json-glib 1.6 ignores a second document after the first; refuse it. */
          if (stack->len == 0)
            {
              while (pos < length && g_ascii_isspace (text[pos]))
                pos++;
              if (pos < length)
                {
                  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                               "$: unexpected text after the end of the document");
                  ok = FALSE;
                }
            }
        }
      else if (c == ',')
        {
          if (top != NULL && top->is_object)
            top->expecting_key = TRUE;
          else if (top != NULL)
            top->index++;
          pos++;
        }
      else if (c == '"' || c == '\'')
        {
          char *string = NULL;
          gboolean has_nul;
          pos = scan_string (text, length, pos, &string, &has_nul);
          if (top != NULL && top->is_object && top->expecting_key)
            {
              top->expecting_key = FALSE;
              g_clear_pointer (&top->key, g_free);
              if (has_nul)
                {
                  /* The path names the object holding the key. */
                  g_autofree char *path = scan_path (stack);
                  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                               "%s: a key must not contain \\u0000", path);
                  ok = FALSE;
                }
              else if (g_hash_table_contains (top->keys, string))
                {
                  /* The path names the object holding both keys. */
                  g_autofree char *path = scan_path (stack);
                  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                               "%s: duplicate key \"%s\"", path, string);
                  ok = FALSE;
                }
              top->key = g_strdup (string);
              g_hash_table_add (top->keys, string);
              string = NULL;   /* owned by the set */
            }
          else if (has_nul)
            {
              g_autofree char *path = scan_path (stack);
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                           "%s: a string must not contain \\u0000", path);
              ok = FALSE;
            }
          g_free (string);
        }
      else
        pos++;
    }
  return ok;
}

JsonNode *
bth_json_parse_strict (const char *text, gssize length, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;
  gsize len = length < 0 ? strlen (text) : (gsize) length;

  if (!g_utf8_validate (text, len, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: not valid UTF-8 text");
      return NULL;
    }
  if (!scan_limits (text, len, error))
    return NULL;
  if (!json_parser_load_from_data (parser, text, len, &parse_error))
    {
      set_syntax_error (error, parse_error);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: the file is empty");
      return NULL;
    }
  if (!scan_duplicates (text, len, error))
    return NULL;
  return json_node_ref (json_parser_get_root (parser));
}

/* ---- typed access -------------------------------------------------------------- */

static gboolean
in_list (const char * const *list, const char *key)
{
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (g_str_equal (list[i], key))
      return TRUE;
  return FALSE;
}

gboolean
bth_json_check_keys (JsonObject         *obj,
                     const char         *path,
                     const char * const *required,
                     const char * const *optional,
                     GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (obj);

  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    if (!json_object_has_member (obj, required[i]))
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s: missing required key \"%s\"", path, required[i]);
        return FALSE;
      }
  for (GList *l = members; l != NULL; l = l->next)
    if (!in_list (required, l->data) && !in_list (optional, l->data))
      {
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s: unknown key \"%s\"", path, (const char *) l->data);
        return FALSE;
      }
  return TRUE;
}

static const char *
node_kind (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node)) return "an object";
  if (JSON_NODE_HOLDS_ARRAY (node)) return "an array";
  if (JSON_NODE_HOLDS_NULL (node)) return "null";
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64: return "an integer";
    case G_TYPE_DOUBLE: return "a decimal number";
    case G_TYPE_BOOLEAN: return "a boolean";
    case G_TYPE_STRING: return "a string";
    default: return "a value";
    }
}

static JsonNode *
member_node (JsonObject *obj, const char *path, const char *member, GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);

  if (node == NULL)
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                 "%s: missing required key \"%s\"", path, member);
  return node;
}

static gboolean
expect (JsonNode *node, gboolean ok, const char *path, const char *member,
        const char *wanted, GError **error)
{
  if (!ok)
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s%s%s: expected %s, got %s",
                 path, member ? "." : "", member ? member : "", wanted, node_kind (node));
  return ok;
}

JsonObject *
bth_json_member_object (JsonObject *obj, const char *path, const char *member, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);

  if (node == NULL || !expect (node, JSON_NODE_HOLDS_OBJECT (node), path, member, "an object", error))
    return NULL;
  return json_node_get_object (node);
}

JsonArray *
bth_json_member_array (JsonObject *obj, const char *path, const char *member,
                       guint min_length, guint max_length, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);
  JsonArray *array;
  guint length;

  if (node == NULL || !expect (node, JSON_NODE_HOLDS_ARRAY (node), path, member, "an array", error))
    return NULL;
  array = json_node_get_array (node);
  length = json_array_get_length (array);
  if (length < min_length || length > max_length)
    {
      if (min_length == max_length)
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s.%s: expected %u entries, found %u", path, member, min_length, length);
      else
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                     "%s.%s: expected %u to %u entries, found %u",
                     path, member, min_length, max_length, length);
      return NULL;
    }
  return array;
}

const char *
bth_json_member_string (JsonObject *obj, const char *path, const char *member, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);

  if (node == NULL ||
      !expect (node, JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING,
               path, member, "a string", error))
    return NULL;
  return json_node_get_string (node);
}

gboolean
bth_json_node_int (JsonNode *node, const char *path, int min, int max, int *out, GError **error)
{
  gint64 value;

  if (!expect (node, JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64,
               path, NULL, "an integer", error))
    return FALSE;
  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: %" G_GINT64_FORMAT " is out of range (%d to %d)", path, value, min, max);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

gboolean
bth_json_member_int (JsonObject *obj, const char *path, const char *member,
                     int min, int max, int *out, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);
  g_autofree char *member_path = NULL;

  if (node == NULL)
    return FALSE;
  /* Saves read thousands of these: the path is composed only for a message. */
  if (bth_json_node_int (node, path, min, max, out, NULL))
    return TRUE;
  member_path = g_strdup_printf ("%s.%s", path, member);
  return bth_json_node_int (node, member_path, min, max, out, error);
}

gboolean
bth_json_member_int_or_null (JsonObject *obj, const char *path, const char *member,
                             int min, int max, int null_value, int *out, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);

  if (node == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = null_value;
      return TRUE;
    }
  return bth_json_member_int (obj, path, member, min, max, out, error);
}

gboolean
bth_json_member_bool (JsonObject *obj, const char *path, const char *member,
                      gboolean *out, GError **error)
{
  JsonNode *node = member_node (obj, path, member, error);

  if (node == NULL ||
      !expect (node, JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN,
               path, member, "true or false", error))
    return FALSE;
  *out = json_node_get_boolean (node);
  return TRUE;
}

JsonObject *
bth_json_element_object (JsonArray *array, const char *path, guint index, GError **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s[%u]: expected an object, got %s",
                   path, index, node_kind (node));
      return NULL;
    }
  return json_node_get_object (node);
}

const char *
bth_json_element_string (JsonArray *array, const char *path, guint index, GError **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s[%u]: expected a string, got %s",
                   path, index, node_kind (node));
      return NULL;
    }
  return json_node_get_string (node);
}

gboolean
bth_json_element_int (JsonArray *array, const char *path, guint index,
                      int min, int max, int *out, GError **error)
{
  g_autofree char *element_path = NULL;

  /* The path is composed only for a message. */
  if (bth_json_node_int (json_array_get_element (array, index), path, min, max, out, NULL))
    return TRUE;
  element_path = g_strdup_printf ("%s[%u]", path, index);
  return bth_json_node_int (json_array_get_element (array, index), element_path, min, max, out, error);
}

gboolean
bth_json_optional_int (JsonObject *obj, const char *path, const char *member,
                       int min, int max, int fallback, int *out, GError **error)
{
  if (!json_object_has_member (obj, member))
    {
      *out = fallback;
      return TRUE;
    }
  return bth_json_member_int (obj, path, member, min, max, out, error);
}

gboolean
bth_json_optional_bool (JsonObject *obj, const char *path, const char *member,
                        gboolean fallback, gboolean *out, GError **error)
{
  if (!json_object_has_member (obj, member))
    {
      *out = fallback;
      return TRUE;
    }
  return bth_json_member_bool (obj, path, member, out, error);
}

gboolean
bth_json_optional_string (JsonObject *obj, const char *path, const char *member,
                          char **out, GError **error)
{
  const char *value;
  JsonNode *node = json_object_get_member (obj, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  value = bth_json_member_string (obj, path, member, error);
  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

void
bth_json_as_input_error (GError *error)
{
  if (error != NULL && error->domain == BTH_ERROR && error->code == BTH_ERROR_INVALID_DATA)
    error->code = BTH_ERROR_INVALID_INPUT;
}

gboolean
bth_json_fail (GError    **error,
               const char *path,
               const char *format,
               ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", path, message);
  return FALSE;
}
