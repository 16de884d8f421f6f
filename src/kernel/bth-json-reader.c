/* bth-json-reader.c — a fast strict JSON reader (see the header). */
#include "bth-json-reader.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

/* One step of the path to the value being read: a member's KEY, or (KEY NULL) an INDEX. */
typedef struct {
  const char *key;
  guint       index;
} PathStep;


/* A path is formatted only when a message needs it: formatting ".key" and "[N]" for
 * every value of a 3 MB save cost more than a quarter of reading it. */
void
bth_json_reader_push_key (BthJsonReader *ps, const char *key)
{
  PathStep step = { key, 0 };
  g_array_append_val (ps->path, step);
}

void
bth_json_reader_push_index (BthJsonReader *ps, guint index)
{
  PathStep step = { NULL, index };
  g_array_append_val (ps->path, step);
}

/* The path after "$" (".events[3].payload"), valid until the next call. */
const char *
bth_json_reader_path (BthJsonReader *ps)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ps->path->len; i++)
    {
      const PathStep *step = &g_array_index (ps->path, PathStep, i);
      if (step->key != NULL)
        g_string_append_printf (out, ".%s", step->key);
      else
        g_string_append_printf (out, "[%u]", step->index);
    }
  g_free (ps->path_text);
  ps->path_text = g_string_free (out, FALSE);
  return ps->path_text;
}

gboolean
bth_json_reader_fail (BthJsonReader *ps, const char *message)
{
  guint line = 1, column = 1;

  for (const char *c = ps->start; c < ps->p && c < ps->end; c++)
    {
      if (*c == '\n')
        line++, column = 1;
      else
        column++;
    }
  g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
               "not a complete JSON document (truncated or damaged?): line %u, column %u: %s",
               line, column, message);
  return FALSE;
}

void
bth_json_reader_skip_space (BthJsonReader *ps)
{
  while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\r' || *ps->p == '\t'))
    ps->p++;
}

static int
hex4 (const char *p)
{
  int value = 0;

  for (int i = 0; i < 4; i++)
    {
      int d = g_ascii_xdigit_value (p[i]);
      if (d < 0)
        return -1;
      value = value * 16 + d;
    }
  return value;
}

/* At the opening quote; returns a new string or NULL. */
char *
bth_json_reader_string (BthJsonReader *ps)
{
  GString *out = NULL;
  const char *run;

  ps->p++;
  run = ps->p;
  while (ps->p < ps->end && *ps->p != '"')
    {
      unsigned char c = (unsigned char) *ps->p;
      if (c < 0x20)
        {
          bth_json_reader_fail (ps, "control character in a string");
          goto bad;
        }
      if (c != '\\')
        {
          ps->p++;
          continue;
        }
      if (out == NULL)
        out = g_string_new (NULL);
      g_string_append_len (out, run, ps->p - run);
      if (ps->p + 1 >= ps->end)
        break;
      switch (ps->p[1])
        {
        case '"': g_string_append_c (out, '"'); break;
        case '\\': g_string_append_c (out, '\\'); break;
        case '/': g_string_append_c (out, '/'); break;
        case 'b': g_string_append_c (out, '\b'); break;
        case 'f': g_string_append_c (out, '\f'); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'u':
          {
            int cp = ps->p + 6 <= ps->end ? hex4 (ps->p + 2) : -1;
            if (cp >= 0xD800 && cp <= 0xDBFF && ps->p + 12 <= ps->end && ps->p[6] == '\\' && ps->p[7] == 'u')
              {
                int low = hex4 (ps->p + 8);
                if (low >= 0xDC00 && low <= 0xDFFF)
                  {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    ps->p += 6;
                  }
                else
                  cp = -1;
              }
            if (cp < 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0)
              {
                bth_json_reader_fail (ps, "bad \\u escape");
                goto bad;
              }
            g_string_append_unichar (out, cp);
            ps->p += 4;
          }
          break;
        default:
          bth_json_reader_fail (ps, "bad escape in a string");
          goto bad;
        }
      ps->p += 2;
      run = ps->p;
    }
  if (ps->p >= ps->end)
    {
      bth_json_reader_fail (ps, "the text ends inside a string");
      goto bad;
    }
  ps->p++;
  if (out == NULL)
    return g_strndup (run, ps->p - 1 - run);
  g_string_append_len (out, run, ps->p - 1 - run);
  return g_string_free (out, FALSE);

bad:
  if (out != NULL)
    g_string_free (out, TRUE);
  return NULL;
}

/* Like parse_string, but a short string without escapes (nearly every key and value of a
 * save) is copied into BUF (SIZE bytes) rather than allocated: *HEAP gets the allocated
 * string otherwise, for the caller to free. */
const char *
bth_json_reader_short_string (BthJsonReader *ps, char *buf, gsize size, char **heap)
{
  const char *q = ps->p + 1;

  *heap = NULL;
  while (q < ps->end && (gsize) (q - ps->p - 1) < size && *q != '"' && *q != '\\' && (guchar) *q >= 0x20)
    q++;
  if (q < ps->end && *q == '"' && (gsize) (q - ps->p - 1) < size)
    {
      gsize n = q - ps->p - 1;
      memcpy (buf, ps->p + 1, n);
      buf[n] = '\0';
      ps->p = q + 1;
      return buf;
    }
  return *heap = bth_json_reader_string (ps);
}


static JsonNode *
parse_number (BthJsonReader *ps)
{
  const char *begin = ps->p;
  gboolean integer = TRUE;

  if (ps->p < ps->end && *ps->p == '-')
    ps->p++;
  if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
    return bth_json_reader_fail (ps, "unexpected character"), NULL;
  if (*ps->p == '0')
    ps->p++;
  else
    while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
      ps->p++;
  if (ps->p < ps->end && *ps->p == '.')
    {
      integer = FALSE;
      ps->p++;
      if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
        return bth_json_reader_fail (ps, "bad number"), NULL;
      while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
        ps->p++;
    }
  if (ps->p < ps->end && (*ps->p == 'e' || *ps->p == 'E'))
    {
      integer = FALSE;
      ps->p++;
      if (ps->p < ps->end && (*ps->p == '+' || *ps->p == '-'))
        ps->p++;
      if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
        return bth_json_reader_fail (ps, "bad number"), NULL;
      while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
        ps->p++;
    }
  /* Most numbers are small integers: read in place, without a copy of their text. */
  if (integer && ps->p - begin <= 18)
    {
      gint64 value = 0;
      for (const char *d = *begin == '-' ? begin + 1 : begin; d < ps->p; d++)
        value = value * 10 + (*d - '0');
      return json_node_init_int (json_node_alloc (), *begin == '-' ? -value : value);
    }
  {
    g_autofree char *text = g_strndup (begin, ps->p - begin);
    if (integer)
      {
        gint64 value;
        if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
          return bth_json_reader_fail (ps, "integer out of range"), NULL;
        return json_node_init_int (json_node_alloc (), value);
      }
    return json_node_init_double (json_node_alloc (), g_ascii_strtod (text, NULL));
  }
}


static JsonNode *
parse_object (BthJsonReader *ps, guint depth)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node;
  guint path_len = ps->path->len;

  ps->p++;
  bth_json_reader_skip_space (ps);
  if (ps->p < ps->end && *ps->p == '}')
    {
      ps->p++;
      goto done;
    }
  while (TRUE)
    {
      char key_buf[64];
      char *key_heap;
      const char *key;
      JsonNode *value;

      bth_json_reader_skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"')
        {
          bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected a key in double quotes");
          goto bad;
        }
      if ((key = bth_json_reader_short_string (ps, key_buf, sizeof key_buf, &key_heap)) == NULL)
        goto bad;
      if (json_object_has_member (obj, key))
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: duplicate key \"%s\"", bth_json_reader_path (ps), key);
          g_free (key_heap);
          goto bad;
        }
      bth_json_reader_skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        {
          g_free (key_heap);
          bth_json_reader_fail (ps, "expected ':'");
          goto bad;
        }
      ps->p++;
      bth_json_reader_push_key (ps, key);
      if (depth == 0 && ps->root_member != NULL && ps->root_member (ps, key, &value))
        ;   /* read by the caller's hook (a save's log) */
      else
        value = bth_json_reader_value (ps, depth + 1);
      g_array_set_size (ps->path, path_len);
      if (value == NULL)
        {
          g_free (key_heap);
          goto bad;
        }
      json_object_set_member (obj, key, value);
      g_free (key_heap);
      bth_json_reader_skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == '}')
        {
          ps->p++;
          break;
        }
      bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected ',' or '}'");
      goto bad;
    }
done:
  node = json_node_alloc ();
  json_node_init_object (node, obj);
  json_object_unref (obj);
  return node;
bad:
  json_object_unref (obj);
  return NULL;
}

static JsonNode *
parse_array (BthJsonReader *ps, guint depth)
{
  JsonArray *array = json_array_new ();
  JsonNode *node;
  guint path_len = ps->path->len;

  ps->p++;
  bth_json_reader_skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    {
      ps->p++;
      goto done;
    }
  while (TRUE)
    {
      JsonNode *value;

      bth_json_reader_push_index (ps, json_array_get_length (array));
      value = bth_json_reader_value (ps, depth + 1);
      g_array_set_size (ps->path, path_len);
      if (value == NULL)
        goto bad;
      json_array_add_element (array, value);
      bth_json_reader_skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        {
          ps->p++;
          break;
        }
      bth_json_reader_fail (ps, ps->p >= ps->end ? "the text ends inside an array" : "expected ',' or ']'");
      goto bad;
    }
done:
  node = json_node_alloc ();
  json_node_init_array (node, array);
  json_array_unref (array);
  return node;
bad:
  json_array_unref (array);
  return NULL;
}

JsonNode *
bth_json_reader_value (BthJsonReader *ps, guint depth)
{
  bth_json_reader_skip_space (ps);
  if (ps->p >= ps->end)
    return bth_json_reader_fail (ps, "the text ends where a value was expected"), NULL;
  /* The root is at depth 0, so a bracket here at depth BTH_JSON_MAX_DEPTH opens one level too many. */
  if (depth >= BTH_JSON_MAX_DEPTH && (*ps->p == '{' || *ps->p == '['))
    return bth_json_reader_fail (ps, "nested deeper than " G_STRINGIFY (BTH_JSON_MAX_DEPTH) " levels"), NULL;
  switch (*ps->p)
    {
    case '{':
      return parse_object (ps, depth);
    case '[':
      return parse_array (ps, depth);
    case '"':
      {
        char buf[128];
        g_autofree char *heap = NULL;
        const char *text = bth_json_reader_short_string (ps, buf, sizeof buf, &heap);
        if (text == NULL)
          return NULL;
        return json_node_init_string (json_node_alloc (), text);
      }
    case 't':
      if (ps->end - ps->p >= 4 && memcmp (ps->p, "true", 4) == 0)
        return ps->p += 4, json_node_init_boolean (json_node_alloc (), TRUE);
      break;
    case 'f':
      if (ps->end - ps->p >= 5 && memcmp (ps->p, "false", 5) == 0)
        return ps->p += 5, json_node_init_boolean (json_node_alloc (), FALSE);
      break;
    case 'n':
      if (ps->end - ps->p >= 4 && memcmp (ps->p, "null", 4) == 0)
        return ps->p += 4, json_node_init_null (json_node_alloc ());
      break;
    default:
      return parse_number (ps);
    }
  return bth_json_reader_fail (ps, "unexpected character"), NULL;
}

/* The whole document; the log goes into PS's events and redo. */
JsonNode *
bth_json_reader_document (BthJsonReader *ps)
{
  JsonNode *root;

  if ((root = bth_json_reader_value (ps, 0)) == NULL)
    return NULL;
  bth_json_reader_skip_space (ps);
  if (ps->p < ps->end)
    {
      json_node_unref (root);
      bth_json_reader_fail (ps, "unexpected text after the end of the document");
      return NULL;
    }
  return root;
}
void
bth_json_reader_init (BthJsonReader *ps, const char *data, gsize length, GError **error)
{
  memset (ps, 0, sizeof *ps);
  ps->start = ps->p = data;
  ps->end = data + length;
  ps->path = g_array_new (FALSE, FALSE, sizeof (PathStep));
  ps->error = error;
}

void
bth_json_reader_clear (BthJsonReader *ps)
{
  g_clear_pointer (&ps->path, g_array_unref);
  g_clear_pointer (&ps->path_text, g_free);
}

/* ---- values already in compact form ------------------------------------------------
 * Nearly every payload of a save was written by json-glib, so it is checked byte by byte
 * and kept as text. Anything else (spaces, escapes, fractions, a duplicate key, an error)
 * is refused here and read again by the full reader, which names the problem. */

static gboolean
skip_compact_string (BthJsonReader *ps)
{
  ps->p++;
  /* json-glib escapes '"', '\\', control characters and DEL, and writes the rest as is. */
  while (ps->p < ps->end && *ps->p != '"')
    {
      guchar c = (guchar) *ps->p;
      if (c < 0x20 || c == 0x7f || c == '\\')
        return FALSE;
      ps->p++;
    }
  if (ps->p >= ps->end)
    return FALSE;
  ps->p++;
  return TRUE;
}

static gboolean
skip_compact_integer (BthJsonReader *ps)
{
  const char *digits = ps->p + (ps->p < ps->end && *ps->p == '-');
  const char *q = digits;

  while (q < ps->end && g_ascii_isdigit (*q))
    q++;
  /* "-0", "01", fractions, exponents and long numbers are not json-glib's integers. */
  if (q == digits || q - digits > 18 || (*digits == '0' && (q - digits > 1 || digits > ps->p)) ||
      (q < ps->end && (*q == '.' || *q == 'e' || *q == 'E')))
    return FALSE;
  ps->p = q;
  return TRUE;
}

/* An object's keys, to refuse a duplicate: payloads hold a few, compared as bytes (escaped
 * keys are refused, so equal keys are equal bytes). More than MAX_KEYS: the full reader. */
#define MAX_KEYS 32

static gboolean
skip_compact_object (BthJsonReader *ps, guint depth)
{
  const char *keys[MAX_KEYS];
  gsize key_lengths[MAX_KEYS];
  guint n_keys = 0;

  ps->p++;
  if (ps->p < ps->end && *ps->p == '}')
    return ps->p++, TRUE;
  while (TRUE)
    {
      const char *key = ps->p + 1;
      gsize length;
      if (ps->p >= ps->end || *ps->p != '"' || !skip_compact_string (ps) || n_keys == MAX_KEYS)
        return FALSE;
      length = ps->p - 1 - key;
      for (guint k = 0; k < n_keys; k++)
        if (key_lengths[k] == length && memcmp (keys[k], key, length) == 0)
          return FALSE;
      keys[n_keys] = key;
      key_lengths[n_keys++] = length;
      if (ps->p >= ps->end || *ps->p != ':')
        return FALSE;
      ps->p++;
      if (!bth_json_reader_skip_compact (ps, depth + 1))
        return FALSE;
      if (ps->p < ps->end && *ps->p == ',')
        ps->p++;
      else if (ps->p < ps->end && *ps->p == '}')
        return ps->p++, TRUE;
      else
        return FALSE;
    }
}

static gboolean
skip_compact_array (BthJsonReader *ps, guint depth)
{
  ps->p++;
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      if (!bth_json_reader_skip_compact (ps, depth + 1))
        return FALSE;
      if (ps->p < ps->end && *ps->p == ',')
        ps->p++;
      else if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      else
        return FALSE;
    }
}

gboolean
bth_json_reader_skip_compact (BthJsonReader *ps, guint depth)
{
  if (ps->p >= ps->end)
    return FALSE;
  if (depth >= BTH_JSON_MAX_DEPTH && (*ps->p == '{' || *ps->p == '['))
    return FALSE;
  switch (*ps->p)
    {
    case '{':
      return skip_compact_object (ps, depth);
    case '[':
      return skip_compact_array (ps, depth);
    case '"':
      return skip_compact_string (ps);
    case 't':
      return ps->end - ps->p >= 4 && memcmp (ps->p, "true", 4) == 0 && (ps->p += 4, TRUE);
    case 'f':
      return ps->end - ps->p >= 5 && memcmp (ps->p, "false", 5) == 0 && (ps->p += 5, TRUE);
    case 'n':
      return ps->end - ps->p >= 4 && memcmp (ps->p, "null", 4) == 0 && (ps->p += 4, TRUE);
    default:
      return skip_compact_integer (ps);
    }
}

JsonNode *
bth_json_parse_compact (const char *text, gsize length)
{
  BthJsonReader reader;
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  bth_json_reader_init (&reader, text, length, &error);
  node = bth_json_reader_document (&reader);
  bth_json_reader_clear (&reader);
  /* The text was checked when the event was made: a failure is a programming error. */
  if (node == NULL)
    g_error ("a checked JSON text does not parse: %s", error->message);
  return node;
}
