/* bth-books-save.c — a game's save file: its envelope written and read, with a fast strict
 * parser that reads the log straight into events. */
#include "bth-books-save.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

/* ---- writing ------------------------------------------------------------------------- */

static void
append_event (GString *out, BthEvent *event)
{
  g_autoptr(JsonNode) node = bth_event_to_json (event);
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

char *
bth_books_save_to_data (const BthBooksSaveKind *kind, const char *scenario_id, guint64 seed,
                        const char *dice_state, GPtrArray *events, GPtrArray *redo, gsize *length)
{
  GString *out = g_string_sized_new (4096);
  g_autoptr(JsonNode) scenario_node = scenario_id != NULL ? json_node_init_string (json_node_alloc (), scenario_id)
                                                          : json_node_init_null (json_node_alloc ());
  g_autofree char *scenario = json_to_string (scenario_node, FALSE);

  /* Written by hand so that each event is one line: diffable, and fast to write. */
  g_string_append_printf (out, "{\n  \"format\": \"%s\",\n  \"format_version\": %d,\n",
                          kind->format, kind->format_version);
  g_string_append_printf (out, "  \"game\": \"%s\",\n", kind->game);
  g_string_append_printf (out, "  \"ruleset\": \"%s\",\n", kind->ruleset);
  g_string_append_printf (out, "  \"scenario\": %s,\n", scenario);
  g_string_append_printf (out, "  \"dice\": {\"seed\": \"%" G_GUINT64_FORMAT "\", \"state\": \"%s\"},\n",
                          seed, dice_state);
  g_string_append (out, "  \"events\": [\n");
  for (guint i = 0; i < events->len; i++)
    {
      g_string_append (out, "    ");
      append_event (out, g_ptr_array_index (events, i));
      g_string_append (out, i + 1 < events->len ? ",\n" : "\n");
    }
  g_string_append (out, "  ],\n  \"redo\": [");
  for (guint r = 0; r < redo->len; r++)
    {
      GPtrArray *action = g_ptr_array_index (redo, r);
      g_string_append (out, r == 0 ? "\n    [\n" : "    [\n");
      for (guint i = 0; i < action->len; i++)
        {
          g_string_append (out, "      ");
          append_event (out, g_ptr_array_index (action, i));
          g_string_append (out, i + 1 < action->len ? ",\n" : "\n");
        }
      g_string_append (out, r + 1 < redo->len ? "    ],\n" : "    ]\n  ");
    }
  g_string_append (out, "]\n}\n");
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* ---- a fast strict parser for saves ---------------------------------------------------
 * json-glib 1.6's GScanner-based parser plus the separate duplicate-key scan take several
 * hundred milliseconds on a 3 MB Grand Campaign save. This one builds the same JsonNode
 * tree in one pass, refusing what the strict helpers refuse: duplicate keys (with the
 * JSON path), text after the document, comments, single quotes and control characters. */

/* One step of the path to the value being read: a member's KEY, or (KEY NULL) an INDEX. */
typedef struct {
  const char *key;
  guint       index;
} PathStep;

typedef struct {
  const char *start, *p, *end;
  GArray     *path;        /* of PathStep; composed into text only for a message */
  char       *path_text;   /* the last one composed */
  GError    **error;
  GPtrArray  *events;      /* "events", read straight into BthEvent */
  GPtrArray  *redo;        /* "redo": GPtrArray of BthEvent per action */
} Parser;

/* A path is formatted only when a message needs it: formatting ".key" and "[N]" for
 * every value of a 3 MB save cost more than a quarter of reading it. */
static void
push_key (Parser *ps, const char *key)
{
  PathStep step = { key, 0 };
  g_array_append_val (ps->path, step);
}

static void
push_index (Parser *ps, guint index)
{
  PathStep step = { NULL, index };
  g_array_append_val (ps->path, step);
}

/* The path after "$" (".events[3].payload"), valid until the next call. */
static const char *
path_text (Parser *ps)
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

static gboolean
parse_fail (Parser *ps, const char *message)
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

static void
skip_space (Parser *ps)
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
static char *
parse_string (Parser *ps)
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
          parse_fail (ps, "control character in a string");
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
                parse_fail (ps, "bad \\u escape");
                goto bad;
              }
            g_string_append_unichar (out, cp);
            ps->p += 4;
          }
          break;
        default:
          parse_fail (ps, "bad escape in a string");
          goto bad;
        }
      ps->p += 2;
      run = ps->p;
    }
  if (ps->p >= ps->end)
    {
      parse_fail (ps, "the text ends inside a string");
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
static const char *
parse_short_string (Parser *ps, char *buf, gsize size, char **heap)
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
  return *heap = parse_string (ps);
}

static JsonNode *parse_value (Parser *ps, guint depth);

static JsonNode *
parse_number (Parser *ps)
{
  const char *begin = ps->p;
  gboolean integer = TRUE;

  if (ps->p < ps->end && *ps->p == '-')
    ps->p++;
  if (ps->p >= ps->end || !g_ascii_isdigit (*ps->p))
    return parse_fail (ps, "unexpected character"), NULL;
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
        return parse_fail (ps, "bad number"), NULL;
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
        return parse_fail (ps, "bad number"), NULL;
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
          return parse_fail (ps, "integer out of range"), NULL;
        return json_node_init_int (json_node_alloc (), value);
      }
    return json_node_init_double (json_node_alloc (), g_ascii_strtod (text, NULL));
  }
}

/* One event, without building a JSON object for its envelope: only the payload is a tree. */
static BthEvent *
parse_event (Parser *ps)
{
  g_autofree char *type = NULL, *time_text = NULL;
  JsonNode *payload = NULL;
  gint64 action = -1, time;
  BthEventType event_type;
  BthEvent *event;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '{')
    return parse_fail (ps, "expected an event object"), NULL;
  ps->p++;
  while (TRUE)
    {
      char key_buf[16];
      g_autofree char *key_heap = NULL;
      const char *key = NULL;
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"' || (key = parse_short_string (ps, key_buf, sizeof key_buf, &key_heap)) == NULL)
        goto bad_syntax;
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        goto bad_syntax;
      ps->p++;
      skip_space (ps);
      if (g_str_equal (key, "type") && type == NULL && ps->p < ps->end && *ps->p == '"')
        type = parse_string (ps);
      else if (g_str_equal (key, "time") && time_text == NULL && ps->p < ps->end && *ps->p == '"')
        time_text = parse_string (ps);
      else if (g_str_equal (key, "action") && action < 0)
        {
          JsonNode *n = parse_value (ps, 3);
          if (n == NULL)
            goto bad;
          action = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64 ? json_node_get_int (n) : 0;
          json_node_unref (n);
          if (action < 1 || action > G_MAXINT)
            {
              g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.action: expected an integer from 1", path_text (ps));
              goto bad;
            }
        }
      else if (g_str_equal (key, "payload") && payload == NULL)
        {
          guint len = ps->path->len;
          push_key (ps, "payload");
          payload = parse_value (ps, 3);
          g_array_set_size (ps->path, len);
          if (payload == NULL)
            goto bad;
          if (!JSON_NODE_HOLDS_OBJECT (payload))
            {
              g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.payload: expected an object", path_text (ps));
              goto bad;
            }
        }
      else
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: %s key \"%s\"", path_text (ps),
                       g_str_equal (key, "type") || g_str_equal (key, "time") || g_str_equal (key, "action") ||
                       g_str_equal (key, "payload") ? "duplicate or mistyped" : "unknown", key);
          goto bad;
        }
      if (ps->error != NULL && *ps->error != NULL)
        goto bad;
      skip_space (ps);
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
      goto bad_syntax;
    }
  if (type == NULL || time_text == NULL || action < 0 || payload == NULL)
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: missing required key \"%s\"", path_text (ps),
                   type == NULL ? "type" : time_text == NULL ? "time" : action < 0 ? "action" : "payload");
      goto bad;
    }
  if (!bth_event_type_from_nick (type, &event_type))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s.type: unknown event type \"%s\"", path_text (ps), type);
      goto bad;
    }
  if (!bth_event_parse_time (time_text, &time))
    {
      g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "$%s.time: \"%s\" is not a UTC time like 2025-05-01T10:00:00Z", path_text (ps), time_text);
      goto bad;
    }
  event = bth_event_new (event_type, payload);
  event->action = (guint) action;
  event->time = time;
  return event;

bad_syntax:
  if (ps->error == NULL || *ps->error == NULL)
    parse_fail (ps, ps->p >= ps->end ? "the text ends inside an event" : "unexpected character in an event");
bad:
  g_clear_pointer (&payload, json_node_unref);
  return NULL;
}

/* "[event, …]" into LIST. */
static gboolean
parse_event_list (Parser *ps, GPtrArray *list)
{
  guint len = ps->path->len;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return parse_fail (ps, "expected an array of events");
  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      BthEvent *event;
      push_index (ps, list->len);
      event = parse_event (ps);
      g_array_set_size (ps->path, len);
      if (event == NULL)
        return FALSE;
      g_ptr_array_add (list, event);
      skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return parse_fail (ps, ps->p >= ps->end ? "the text ends inside a list of events" : "expected ',' or ']'");
    }
}

/* "redo": [[event, …], …] */
static gboolean
parse_redo (Parser *ps)
{
  guint len = ps->path->len;

  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != '[')
    return parse_fail (ps, "expected an array of actions");
  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return ps->p++, TRUE;
  while (TRUE)
    {
      GPtrArray *action = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
      gboolean ok;
      g_ptr_array_add (ps->redo, action);
      push_index (ps, ps->redo->len - 1);
      ok = parse_event_list (ps, action);
      g_array_set_size (ps->path, len);
      if (!ok)
        return FALSE;
      skip_space (ps);
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        return ps->p++, TRUE;
      return parse_fail (ps, ps->p >= ps->end ? "the text ends inside the redo list" : "expected ',' or ']'");
    }
}

static JsonNode *
parse_object (Parser *ps, guint depth)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node;
  guint path_len = ps->path->len;

  ps->p++;
  skip_space (ps);
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

      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '"')
        {
          parse_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected a key in double quotes");
          goto bad;
        }
      if ((key = parse_short_string (ps, key_buf, sizeof key_buf, &key_heap)) == NULL)
        goto bad;
      if (json_object_has_member (obj, key))
        {
          g_set_error (ps->error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$%s: duplicate key \"%s\"", path_text (ps), key);
          g_free (key_heap);
          goto bad;
        }
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        {
          g_free (key_heap);
          parse_fail (ps, "expected ':'");
          goto bad;
        }
      ps->p++;
      push_key (ps, key);
      if (depth == 0 && ps->events != NULL && (g_str_equal (key, "events") || g_str_equal (key, "redo")))
        {
          /* The log is read into events directly; the tree holds an empty array. */
          gboolean ok = g_str_equal (key, "events") ? parse_event_list (ps, ps->events) : parse_redo (ps);
          value = NULL;
          if (ok)
            {
              JsonArray *empty = json_array_new ();
              value = json_node_init_array (json_node_alloc (), empty);
              json_array_unref (empty);
            }
        }
      else
        value = parse_value (ps, depth + 1);
      g_array_set_size (ps->path, path_len);
      if (value == NULL)
        {
          g_free (key_heap);
          goto bad;
        }
      json_object_set_member (obj, key, value);
      g_free (key_heap);
      skip_space (ps);
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
      parse_fail (ps, ps->p >= ps->end ? "the text ends inside an object" : "expected ',' or '}'");
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
parse_array (Parser *ps, guint depth)
{
  JsonArray *array = json_array_new ();
  JsonNode *node;
  guint path_len = ps->path->len;

  ps->p++;
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    {
      ps->p++;
      goto done;
    }
  while (TRUE)
    {
      JsonNode *value;

      push_index (ps, json_array_get_length (array));
      value = parse_value (ps, depth + 1);
      g_array_set_size (ps->path, path_len);
      if (value == NULL)
        goto bad;
      json_array_add_element (array, value);
      skip_space (ps);
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
      parse_fail (ps, ps->p >= ps->end ? "the text ends inside an array" : "expected ',' or ']'");
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

static JsonNode *
parse_value (Parser *ps, guint depth)
{
  skip_space (ps);
  if (ps->p >= ps->end)
    return parse_fail (ps, "the text ends where a value was expected"), NULL;
  /* The root is at depth 0, so a bracket here at depth BTH_JSON_MAX_DEPTH opens one level too many. */
  if (depth >= BTH_JSON_MAX_DEPTH && (*ps->p == '{' || *ps->p == '['))
    return parse_fail (ps, "nested deeper than " G_STRINGIFY (BTH_JSON_MAX_DEPTH) " levels"), NULL;
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
        const char *text = parse_short_string (ps, buf, sizeof buf, &heap);
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
  return parse_fail (ps, "unexpected character"), NULL;
}

/* The whole document; the log goes into PS's events and redo. */
static JsonNode *
parse_document (Parser *ps)
{
  JsonNode *root;

  if ((root = parse_value (ps, 0)) == NULL)
    return NULL;
  skip_space (ps);
  if (ps->p < ps->end)
    {
      json_node_unref (root);
      parse_fail (ps, "unexpected text after the end of the document");
      return NULL;
    }
  return root;
}

static JsonNode *
parse_save (const char *data, gsize length, GPtrArray *events, GPtrArray *redo, GError **error)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (PathStep));
  Parser ps = { data, data, data + length, path, NULL, error, events, redo };
  JsonNode *root;

  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "$: not valid UTF-8 text");
      return NULL;
    }
  root = parse_document (&ps);
  g_free (ps.path_text);
  return root;
}

/* ---- reading ------------------------------------------------------------------------- */

static gboolean
prefix_error (GError **error, const char *name)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, "%s: ", name);
  return FALSE;
}

void
bth_books_save_contents_clear (BthBooksSaveContents *contents)
{
  g_clear_pointer (&contents->events, g_ptr_array_unref);
  g_clear_pointer (&contents->redo, g_ptr_array_unref);
  g_clear_pointer (&contents->root, json_node_unref);
  contents->scenario = NULL;
  contents->dice_state = NULL;
}

gboolean
bth_books_save_read (const BthBooksSaveKind *kind, const char *data, gsize length, const char *name,
                     BthBooksSaveContents *out, GError **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) redo = NULL;
  JsonObject *obj, *dice;
  const char *format, *ruleset, *seed_text, *dice_state, *game_id = kind->game;
  guint64 seed;
  int version;

  memset (out, 0, sizeof *out);
  if (length == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: the file is empty", name);
      return FALSE;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  if ((root = parse_save (data, length, events, redo, error)) == NULL)
    return prefix_error (error, name);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: not a Berthier game (expected an object)", name);
      return FALSE;
    }
  obj = json_node_get_object (root);
  /* The format first: another kind of file, or a newer one, is named as such. */
  if ((format = bth_json_member_string (obj, "$", "format", error)) == NULL)
    return prefix_error (error, name);
  if (!g_str_equal (format, kind->format))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format: \"%s\" is not a Berthier game (\"%s\")", name, format, kind->format);
      return FALSE;
    }
  if (!bth_json_member_int (obj, "$", "format_version", 1, G_MAXINT, &version, error))
    return prefix_error (error, name);
  if (version > kind->format_version)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format_version: the file was saved by a newer Berthier (version %d; this one reads "
                   "version %d)", name, version, kind->format_version);
      return FALSE;
    }
  /* "game" names the game (the first saves, without it, are KIND's). */
  if (!bth_json_check_keys (obj, "$", BTH_JSON_KEYS ("format", "format_version", "ruleset", "scenario", "dice",
                                            "events", "redo"), BTH_JSON_KEYS ("game"), error) ||
      (json_object_has_member (obj, "game") && (game_id = bth_json_member_string (obj, "$", "game", error)) == NULL) ||
      (ruleset = bth_json_member_string (obj, "$", "ruleset", error)) == NULL ||
      (dice = bth_json_member_object (obj, "$", "dice", error)) == NULL ||
      !bth_json_check_keys (dice, "$.dice", BTH_JSON_KEYS ("seed", "state"), NULL, error) ||
      (seed_text = bth_json_member_string (dice, "$.dice", "seed", error)) == NULL ||
      (dice_state = bth_json_member_string (dice, "$.dice", "state", error)) == NULL ||
      bth_json_member_array (obj, "$", "events", 0, 0, error) == NULL ||
      bth_json_member_array (obj, "$", "redo", 0, 0, error) == NULL)
    return prefix_error (error, name);
  if (!g_str_equal (game_id, kind->game))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.game: the file is a game of \"%s\", not of %s", name, game_id, kind->game_name);
      return FALSE;
    }
  if (!g_str_equal (ruleset, kind->ruleset))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.ruleset: the game uses ruleset \"%s\", not the loaded \"%s\"", name, ruleset,
                   kind->ruleset);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.dice.seed: \"%s\" is not a seed", name, seed_text);
      return FALSE;
    }
  out->seed = seed;
  out->dice_state = dice_state;
  out->scenario = json_object_get_member (obj, "scenario");
  out->events = g_steal_pointer (&events);
  out->redo = g_steal_pointer (&redo);
  out->root = g_steal_pointer (&root);
  return TRUE;
}
