/* bth-game-internal.h — what BthGame's own files share: the object's fields, and the helpers
 * its actions use to build events and append them as one action. The save module uses
 * bth-game-private.h; everything else bth-game.h. */
#pragma once

#include "bth-game-private.h"
#include "bth-books.h"

G_BEGIN_DECLS

struct _BthGame {
  GObject            parent_instance;

  BthRuleset        *rules;
  BthScenario       *scenario;       /* optional */
  const BthSequence *sequence;
  BthTurnTrack      *track;
  BthDice           *dice;
  guint64            seed;
  /* The log, undo and redo: the kernel's books (bth-books.h) with War and Peace's fold. */
  BthBooks          *books;
  /* Views of the books, for the game's own files: the log and redo arrays (the same for the
   * game's life) and the current state, refreshed after every change (bth-game-log.c). */
  GPtrArray         *events;         /* of BthEvent */
  GPtrArray         *redo;           /* of GPtrArray of BthEvent */
  BthGameState      *state;          /* the books' (never changed through this view) */
  gint64           (*clock) (gpointer);
  gpointer           clock_data;
};

/* ---- the object (bth-game.c) ---- */
/* Sets an invalid-input error with the formatted message; returns FALSE. */
gboolean bth_game_fail         (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
void     bth_game_emit_changed (BthGame *self);

/* ---- the log (bth-game-log.c) ---- */
/* The kernel books for a new game: War and Peace's fold; the set-up (action 1) stays. */
BthBooks *bth_game_books_new  (void);
/* Refreshes the views of the books (self->state) after they changed. */
void      bth_game_books_sync (BthGame *self);

/* ---- the turn track (bth-game-track.c) ---- */
/* The scenario side active in SEGMENT (NULL: none, or no segment). */
const char               *bth_game_segment_side    (BthGame *self, const BthSequenceSegment *segment);
/* The current segment and (when PHASE is not NULL) phase; NULL once the scenario ended. */
const BthSequenceSegment *bth_game_current_segment (BthGame *self, const BthSequencePhase **phase);

/* ---- building payloads and appending them (bth-game-payload.c) ---- */
JsonObject *bth_game_payload_new                 (void);
/* An event of TYPE with PAYLOAD (taken). */
BthEvent   *bth_game_event_take                  (BthEventType type, JsonObject *payload);
void        bth_game_payload_set_month           (JsonObject *obj, const char *member, BthMonth month);
void        bth_game_payload_set_nullable_string (JsonObject *obj, const char *member, const char *value);
/* [{"power", "kind", "sp"}] of a list of BthUnitCount (NULL: empty). */
JsonArray  *bth_game_units_json                  (GArray *units);
JsonArray  *bth_game_scenario_units_json         (const BthScenarioForce *force);
/* FORCE's leaders on SIDE, with new ids not in the game nor in TAKEN (which gets them). */
JsonArray  *bth_game_scenario_leaders_json       (BthGame *self, GHashTable *taken, const BthScenarioForce *force,
                                                  const char *side);
/* {"stack": "sN", "create": true, "side", "location", "units", "leaders"} for FORCE into OBJ,
 * numbering from *NEXT_STACK. */
void        bth_game_payload_new_stack           (BthGame *self, JsonObject *obj, guint *next_stack,
                                                  GHashTable *taken, const BthScenarioForce *force,
                                                  const char *side, gboolean with_leaders);
/* "stack": STACK_ID, or (NULL) a new stack of SIDE at LOCATION. */
void        bth_game_payload_stack_target        (BthGame *self, JsonObject *p, const char *stack_id,
                                                  const char *side, const char *location);
/* An empty list of events that frees them. */
GPtrArray  *bth_game_event_list                  (void);
/* Appends EVENTS as one action (bth_game_append_action). */
gboolean    bth_game_append                      (BthGame *self, GPtrArray *events, GError **error);
/* FALSE with an error once the scenario has ended. */
gboolean    bth_game_require_running             (BthGame *self, GError **error);

G_END_DECLS
