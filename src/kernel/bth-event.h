/* bth-event.h — one entry of a game's log.
 *
 * A game is the fold of its events (see bth-game.h). An event has a type, the id of the
 * player action that produced it (one undo step may produce several events), the time it
 * was recorded and a JSON object payload whose members depend on the type. Types are
 * written to save files as their nicks ("dice-rolled"), never as integers. The kernel knows
 * no kind: each game registers its own (bth_event_kinds_register).
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* An event's kind: a number a game gives its kinds (one game's numbers never overlap
 * another's: War and Peace uses 0-99) and the nick its saves write. */
typedef guint BthEventType;

/* Registers a game's kinds: KINDS ends with a { 0, NULL, NULL } entry; each value_nick is
 * the save's "type". Aborts on a value or nick registered before (a programming error). */
void         bth_event_kinds_register   (const GEnumValue *kinds);
const char  *bth_event_type_to_nick     (BthEventType type);
gboolean     bth_event_type_from_nick   (const char *nick, BthEventType *out);

typedef struct {
  BthEventType type;
  guint        action;     /* player-action id, 1 for the set-up; increasing */
  gint64       time;       /* seconds since 1970-01-01 UTC */
  /* The payload object; read it with bth_event_dup_payload and bth_event_get_payload_text.
   * An event read from a save keeps only its compact JSON text, in the event's own
   * allocation: a 20,000-event save holds 20,000 small strings rather than 20,000 json-glib
   * trees. An event made in this session (bth_event_new) keeps the node it was given (its
   * maker may still read it), and its text once asked. */
  JsonNode    *payload_node;
  char        *payload_text;
  gsize        payload_length;
} BthEvent;

#define BTH_TYPE_EVENT (bth_event_get_type ())
GType     bth_event_get_type (void) G_GNUC_CONST;

/* Takes ownership of PAYLOAD (an object node; never modify it once in an event); ACTION and
 * TIME are set by the game. */
BthEvent *bth_event_new   (BthEventType type, JsonNode *payload);
/* PAYLOAD_TEXT (LENGTH bytes, copied) must be an object in json_to_string's compact form, as
 * checked by bth_json_reader_skip_compact or written by json-glib. */
BthEvent *bth_event_new_from_text (BthEventType type, const char *payload_text, gsize length);
BthEvent *bth_event_ref   (BthEvent *self);
void      bth_event_unref (BthEvent *self);

/* {"type": nick, "action": N, "time": "2025-05-01T10:00:00Z", "payload": {…}} */
JsonNode *bth_event_to_json   (const BthEvent *self);
/* Strict: unknown or missing keys, bad nicks and times fail with PATH in the message. */
BthEvent *bth_event_from_json (JsonNode *node, const char *path, GError **error);

/* "2025-05-01T10:00:00Z" <-> seconds; only this exact form is accepted. */
char     *bth_event_format_time (gint64 time);
gboolean  bth_event_parse_time  (const char *text, gint64 *out);

/* The payload, parsed from its text on each call: a new reference for the caller to drop
 * (g_autoptr (JsonObject)). Nothing is cached, so folding a long log holds one payload's
 * tree at a time. Never modify it (it may be shared). */
JsonObject *bth_event_dup_payload (const BthEvent *self);
/* The same as an object node (a new reference), for a copy of the event. */
JsonNode   *bth_event_dup_payload_node (const BthEvent *self);
/* The payload as json_to_string (node, FALSE) writes it; valid while the event lives. */
const char *bth_event_get_payload_text (const BthEvent *self, gsize *length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthEvent, bth_event_unref)

G_END_DECLS
