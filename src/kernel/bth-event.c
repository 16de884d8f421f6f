/* bth-event.c — log entries and their JSON form. */
#include "bth-event.h"
#include "bth-error.h"
#include "bth-json-reader.h"
#include "bth-json-strict.h"

#include <string.h>

/* Every game's kinds; and their nicks in a hash table, as reading a save looks one up per
 * event (a linear scan with strcmp cost a few ms on a 20,000-event log). */
static const GEnumValue *registered[32];
static guint n_registered;
static GHashTable *by_nick;   /* nick -> const GEnumValue * */

void
bth_event_kinds_register (const GEnumValue *kinds)
{
  BthEventType existing;

  for (guint k = 0; kinds[k].value_nick != NULL; k++)
    if (bth_event_type_to_nick ((BthEventType) kinds[k].value) != NULL ||
        bth_event_type_from_nick (kinds[k].value_nick, &existing))
      g_error ("event kind %d \"%s\" is registered twice", kinds[k].value, kinds[k].value_nick);
  g_assert (n_registered < G_N_ELEMENTS (registered));
  registered[n_registered++] = kinds;
  if (by_nick == NULL)
    by_nick = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint k = 0; kinds[k].value_nick != NULL; k++)
    g_hash_table_insert (by_nick, (gpointer) kinds[k].value_nick, (gpointer) &kinds[k]);
}

const char *
bth_event_type_to_nick (BthEventType type)
{
  for (guint r = 0; r < n_registered; r++)
    for (guint k = 0; registered[r][k].value_nick != NULL; k++)
      if ((BthEventType) registered[r][k].value == type)
        return registered[r][k].value_nick;
  return NULL;
}

gboolean
bth_event_type_from_nick (const char *nick, BthEventType *out)
{
  const GEnumValue *kind = by_nick != NULL ? g_hash_table_lookup (by_nick, nick) : NULL;

  if (kind == NULL)
    return FALSE;
  *out = (BthEventType) kind->value;
  return TRUE;
}

G_DEFINE_BOXED_TYPE (BthEvent, bth_event, bth_event_ref, bth_event_unref)

BthEvent *
bth_event_new_from_text (BthEventType type, const char *payload_text, gsize length)
{
  /* One allocation: the event, then its text. */
  BthEvent *self = g_atomic_rc_box_alloc0 (sizeof (BthEvent) + length + 1);
  char *text = (char *) (self + 1);

  memcpy (text, payload_text, length);
  text[length] = '\0';
  self->type = type;
  self->payload_text = text;
  self->payload_length = length;
  return self;
}

BthEvent *
bth_event_new (BthEventType type, JsonNode *payload)
{
  BthEvent *self = g_atomic_rc_box_new0 (BthEvent);

  g_return_val_if_fail (payload != NULL && JSON_NODE_HOLDS_OBJECT (payload), NULL);
  self->type = type;
  /* Not sealed: json_node_seal() hashes the whole tree. */
  self->payload_node = payload;
  return self;
}

JsonNode *
bth_event_dup_payload_node (const BthEvent *self)
{
  if (self->payload_node != NULL)
    return json_node_ref (self->payload_node);
  return bth_json_parse_compact (self->payload_text, self->payload_length);
}

JsonObject *
bth_event_dup_payload (const BthEvent *self)
{
  g_autoptr(JsonNode) node = bth_event_dup_payload_node (self);

  return json_object_ref (json_node_get_object (node));
}

const char *
bth_event_get_payload_text (const BthEvent *self, gsize *length)
{
  if (self->payload_text == NULL)
    {
      /* Written when first asked (saving), not when made: events are made as the player acts. */
      BthEvent *mutable = (BthEvent *) self;
      mutable->payload_text = json_to_string (self->payload_node, FALSE);
      mutable->payload_length = strlen (self->payload_text);
    }
  if (length != NULL)
    *length = self->payload_length;
  return self->payload_text;
}

static void
event_clear (BthEvent *self)
{
  /* A loaded event's text is in its own allocation; a new one's was written apart. */
  if (self->payload_node != NULL)
    {
      json_node_unref (self->payload_node);
      g_free (self->payload_text);
    }
}

BthEvent *
bth_event_ref (BthEvent *self)
{
  return g_atomic_rc_box_acquire (self);
}

void
bth_event_unref (BthEvent *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) event_clear);
}

/* ---- time ------------------------------------------------------------------------
 * Saves hold thousands of events, so the fixed form is converted by hand (days from the
 * civil date, Howard Hinnant's algorithm) rather than through GDateTime. */

static gint64
days_from_civil (gint64 y, int m, int d)
{
  gint64 era, yoe, doy, doe;

  y -= m <= 2;
  era = (y >= 0 ? y : y - 399) / 400;
  yoe = y - era * 400;
  doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

char *
bth_event_format_time (gint64 time)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (time);

  return dt ? g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ") : g_strdup ("1970-01-01T00:00:00Z");
}

static gboolean
digits (const char *text, guint n, int *out)
{
  *out = 0;
  for (guint i = 0; i < n; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      *out = *out * 10 + (text[i] - '0');
    }
  return TRUE;
}

gboolean
bth_event_parse_time (const char *text, gint64 *out)
{
  static const int month_days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
  int y, mo, d, h, mi, s;

  if (strlen (text) != 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' ||
      text[13] != ':' || text[16] != ':' || text[19] != 'Z' ||
      !digits (text, 4, &y) || !digits (text + 5, 2, &mo) || !digits (text + 8, 2, &d) ||
      !digits (text + 11, 2, &h) || !digits (text + 14, 2, &mi) || !digits (text + 17, 2, &s) ||
      mo < 1 || mo > 12 || d < 1 || d > month_days[mo - 1] || h > 23 || mi > 59 || s > 59)
    return FALSE;
  if (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)))
    return FALSE;
  *out = days_from_civil (y, mo, d) * 86400 + h * 3600 + mi * 60 + s;
  return TRUE;
}

/* ---- JSON ------------------------------------------------------------------------ */

JsonNode *
bth_event_to_json (const BthEvent *self)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (obj, "type", bth_event_type_to_nick (self->type));
  json_object_set_int_member (obj, "action", self->action);
  {
    g_autofree char *time = bth_event_format_time (self->time);
    json_object_set_string_member (obj, "time", time);
  }
  json_object_set_member (obj, "payload", bth_event_dup_payload_node (self));
  json_node_take_object (node, obj);
  return node;
}

BthEvent *
bth_event_from_json (JsonNode *node, const char *path, GError **error)
{
  static const char *const keys[] = { "type", "action", "time", "payload", NULL };
  JsonObject *obj;
  const char *nick, *time_text;
  BthEventType type;
  gint64 time;
  int action;
  JsonObject *payload;
  BthEvent *self;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: expected an object", path);
      return NULL;
    }
  obj = json_node_get_object (node);
  /* The usual case without bth_json_check_keys()'s list copy: saves hold thousands. */
  if (!(json_object_get_size (obj) == 4 && json_object_has_member (obj, "type") &&
        json_object_has_member (obj, "action") && json_object_has_member (obj, "time") &&
        json_object_has_member (obj, "payload")) &&
      !bth_json_check_keys (obj, path, keys, NULL, error))
    return NULL;
  if ((nick = bth_json_member_string (obj, path, "type", error)) == NULL ||
      !bth_json_member_int (obj, path, "action", 1, G_MAXINT, &action, error) ||
      (time_text = bth_json_member_string (obj, path, "time", error)) == NULL ||
      (payload = bth_json_member_object (obj, path, "payload", error)) == NULL)
    return NULL;
  if (!bth_event_type_from_nick (nick, &type))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s.type: unknown event type \"%s\"",
                   path, nick);
      return NULL;
    }
  if (!bth_event_parse_time (time_text, &time))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s.time: \"%s\" is not a UTC time like 2025-05-01T10:00:00Z", path, time_text);
      return NULL;
    }
  self = bth_event_new (type, json_node_ref (json_object_get_member (obj, "payload")));
  self->action = action;
  self->time = time;
  return self;
}
