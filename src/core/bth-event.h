/* bth-event.h — one entry of a game's log.
 *
 * A game is the fold of its events (see bth-game.h). An event has a type, the id of the
 * player action that produced it (one undo step may produce several events), the time it
 * was recorded and a JSON object payload whose members depend on the type. Types are
 * written to save files as their nicks ("dice-rolled"), never as integers.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum {
  BTH_EVENT_GAME_CREATED,          /* the set-up: scenario, calendar, display, stacks */
  BTH_EVENT_PHASE_ADVANCED,        /* the turn track moved to a new phase */
  BTH_EVENT_DICE_ROLLED,           /* purpose, dice, total */
  BTH_EVENT_TABLE_RESOLVED,        /* table, inputs, result (for the log; no state) */
  BTH_EVENT_EDIT,                  /* a field set by the players: path, old, new */
  BTH_EVENT_OVERRIDE,              /* like edit, for a computed value; carries a reason */
  BTH_EVENT_ALLIANCE_ROLL_APPLIED, /* modified roll and the scenario's effects */
  BTH_EVENT_LEADER_CASUALTY,       /* wounded (to the turn track) or killed (R) */
  BTH_EVENT_LEADER_RETURNED,       /* a wounded leader back on the map */
  BTH_EVENT_UNITS_ELIMINATED,      /* SP leave a stack for the eliminated pool */
  BTH_EVENT_UNITS_ADDED,           /* SP join a stack (new stack if needed) */
  BTH_EVENT_REINFORCEMENT_ARRIVED, /* a scheduled reinforcement or replacement */
  BTH_EVENT_NOTE,                  /* free text for the log */
  BTH_EVENT_FORCE_POOLS_SET_UP,    /* Grand Campaign Force Pool Display (bth-force-pools.h) */
  BTH_EVENT_FORCE_POOL_INITIAL,    /* one state's initial (1805) Force Pool, X.J.1.d */
  BTH_EVENT_FORCE_POOL_MOVED,      /* units and leaders to, from or between boxes */
  BTH_EVENT_CAMPAIGN_SET_UP,       /* Grand Campaign books (bth-campaign-state.h), at creation */
  BTH_EVENT_CAMPAIGN_EDIT,         /* one value of the campaign books: path, old, new */
  BTH_EVENT_FLEET_SET,             /* one fleet added, changed or removed (bth-game-fleets.h) */
  BTH_EVENT_FLEET_CARGO,           /* cargo embarked, disembarked or lost (bth-game-fleet-cargo.h) */
} BthEventType;

#define BTH_TYPE_EVENT_TYPE (bth_event_type_get_type ())
GType        bth_event_type_get_type    (void) G_GNUC_CONST;
const char  *bth_event_type_to_nick     (BthEventType type);
gboolean     bth_event_type_from_nick   (const char *nick, BthEventType *out);

typedef struct {
  BthEventType type;
  guint        action;     /* player-action id, 1 for the set-up; increasing */
  gint64       time;       /* seconds since 1970-01-01 UTC */
  JsonNode    *payload;    /* an object; never modified once in an event */
} BthEvent;

#define BTH_TYPE_EVENT (bth_event_get_type ())
GType     bth_event_get_type (void) G_GNUC_CONST;

/* Takes ownership of PAYLOAD (an object node); ACTION and TIME are set by the game. */
BthEvent *bth_event_new   (BthEventType type, JsonNode *payload);
BthEvent *bth_event_ref   (BthEvent *self);
void      bth_event_unref (BthEvent *self);

/* {"type": nick, "action": N, "time": "2025-05-01T10:00:00Z", "payload": {…}} */
JsonNode *bth_event_to_json   (const BthEvent *self);
/* Strict: unknown or missing keys, bad nicks and times fail with PATH in the message. */
BthEvent *bth_event_from_json (JsonNode *node, const char *path, GError **error);

/* "2025-05-01T10:00:00Z" <-> seconds; only this exact form is accepted. */
char     *bth_event_format_time (gint64 time);
gboolean  bth_event_parse_time  (const char *text, gint64 *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthEvent, bth_event_unref)

G_END_DECLS
