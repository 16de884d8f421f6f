/* bth-game-state-internal.h — what the game state's own files share: lookups that give
 * writable pointers, unit lists, the strict readers of event payloads, and each event
 * family's apply function, dispatched by bth_game_state_apply (bth-game-state-fold.c).
 * Modules that fold their own events use bth-game-state-private.h instead. */
#pragma once

#include "bth-game-state.h"

G_BEGIN_DECLS

/* ---- lifetime and lookups (bth-game-state.c) ---- */
BthStackState  *bth_state_stack_new   (const char *id, const char *side, const char *location);
BthLeaderState *bth_state_find_leader (const BthGameState *self, const char *id);
/* INDEX, when not NULL, gets the stack's place in self->stacks. */
BthStackState  *bth_state_find_stack  (const BthGameState *self, const char *id, guint *index);
BthPowerState  *bth_state_find_power  (const BthGameState *self, const char *id);
gboolean        bth_state_has_side    (const BthGameState *self, const char *side);

/* Each registered book, by name, and whether and as what the state holds it (bytes of a
 * saved checkpoint, bth-game-state-bytes.c); FALSE when a book it holds cannot be written
 * so. Reading fails (FALSE) on books not registered as written, or damaged. */
gboolean        bth_game_state_books_to_bytes   (const BthGameState *self, GString *out);
gboolean        bth_game_state_books_from_bytes (BthGameState *self, BthBytesReader *in);

/* Adds each book the state holds to BUILDER's object, as its class names it. */
void            bth_game_state_books_to_json (const BthGameState *self, JsonBuilder *builder);

/* ---- unit lists (bth-unit-counts.c) ---- */
GArray   *bth_state_units_copy (GArray *from);
/* Sets the SP of POWER's KIND; 0 removes the entry. */
void      bth_state_units_set  (GArray *units, const char *power, const char *kind, int sp);
/* Takes TAKE from UNITS, failing (with WHERE and PATH) when they do not hold it. */
gboolean  bth_state_units_take (GArray *units, const BthUnitCount *take, const char *where,
                                const char *path, GError **error);
void      bth_state_units_give (GArray *units, const BthUnitCount *give);
/* [{"power", "kind", "sp"}] at OBJ's MEMBER. */
GArray   *bth_state_read_units (JsonObject *obj, const char *path, const char *member, GError **error);

/* ---- reading payloads (bth-game-state-fold.c) ---- */
gboolean  bth_state_check_keys           (JsonObject *obj, const char *path, const char * const *required,
                                          const char * const *optional, GError **error);
gboolean  bth_state_read_month           (JsonObject *obj, const char *path, const char *member,
                                          BthMonth *out, GError **error);
/* A string member that may be null (*OUT = NULL). */
gboolean  bth_state_read_nullable_string (JsonObject *obj, const char *path, const char *member,
                                          const char **out, GError **error);

/* ---- stacks (bth-game-state-stacks.c) and leaders (bth-game-state-leaders.c) ---- */
/* The stack named by OBJ's "stack"; with "create": true a new one of "side" at "location". */
BthStackState *bth_state_target_stack          (BthGameState *self, JsonObject *obj, const char *path,
                                                GError **error);
void           bth_state_remove_stack_if_empty (BthGameState *self, BthStackState *stack);
/* {"id", "name", "power", "side", "value", "colour", "named"} onto the map in STACK. */
gboolean       bth_state_add_leader            (BthGameState *self, JsonObject *obj, const char *path,
                                                BthStackState *stack, GError **error);
/* The leader leaves his stack (removed when it is left empty). */
void           bth_state_detach_leader         (BthGameState *self, BthLeaderState *leader);

/* ---- edit paths (bth-game-state-edit.c) ---- */
JsonNode *bth_state_winter_months_to_json (const BthGameState *self);

/* ---- each event family's apply function: P is the payload, PATH its place in the log ---- */
gboolean bth_state_apply_created       (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_phase         (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_dice          (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_table         (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_note          (BthGameState *self, JsonObject *p, const char *path, GError **error);
/* OVERRIDE: an override event, which needs a reason. */
gboolean bth_state_apply_edit          (BthGameState *self, JsonObject *p, const char *path, gboolean override,
                                        GError **error);
gboolean bth_state_apply_alliance      (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_casualty      (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_returned      (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_eliminated    (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_added         (BthGameState *self, JsonObject *p, const char *path, GError **error);
gboolean bth_state_apply_reinforcement (BthGameState *self, JsonObject *p, const char *path, GError **error);

G_END_DECLS
