/* bth-game-fleets.h — the fleets of a game (X.F): who owns them, what they hold, where they
 * are (a port, a coastal hex or a sea zone) and whether they blockade or are blockaded.
 *
 * The fleets change only by one event of the game's log (docs/game-format.md):
 *   fleet-set   {"id", "old": FLEET|null, "new": FLEET|null, "rule"?, "reason"?, "label"?}
 * old null adds a fleet, new null removes it, both set it (a move, losses, damage, a
 * repair). Each action below appends one such event as one player action, so the game's
 * undo and redo, its save and its reload carry the fleets like everything else.
 */
#pragma once

#include "bth-game.h"
#include "bth-naval.h"

G_BEGIN_DECLS

/* What a fleet carries (X.F.3): bth-game-fleet-cargo.h. */
typedef struct _BthFleetCargo BthFleetCargo;

/* One fleet of the game: an id ("fleet-3") and the naval bookkeeping of bth-naval.h. */
typedef struct _BthGameFleet BthGameFleet;
struct _BthGameFleet {
  char    *id;
  BthFleet fleet;
  BthFleetCargo *cargo;   /* NULL when nothing is aboard (bth-game-fleet-cargo.h) */
};

/* ---- reading (NULL-safe: a game without fleets has none) ---- */

/* The fleets, in the order they were added (of BthGameFleet *); never NULL. */
GPtrArray          *bth_game_state_get_fleets (const BthGameState *state);
const BthGameFleet *bth_game_state_find_fleet (const BthGameState *state, const char *id);
/* "Portsmouth (port)", "C12 (coastal hex, North Sea)", "North Sea (at sea)". */
char               *bth_naval_location_describe (const BthNavalLocation *location);

/* ---- actions: each one undo step; refused (nothing changes) with a message naming the
 * field and the rule ---- */

/* Adds FLEET (copied); OUT_ID (may be NULL) receives its new id. */
gboolean bth_game_fleet_add    (BthGame *game, const BthFleet *fleet, char **out_id, GError **error);
/* Moves fleet ID to TO (X.F.2). */
gboolean bth_game_fleet_move   (BthGame *game, const char *id, const BthNavalLocation *to, GError **error);
/* Sets its counts: losses in combat (X.F.7), battle damage and repair (X.K.7). All of
 * squadrons and transports 0 removes the fleet (it is sunk or captured). REASON may be NULL. */
gboolean bth_game_fleet_set_counts (BthGame *game, const char *id, int squadrons, int transports,
                                    int damaged, const char *reason, GError **error);
/* Replaces the whole fleet ID with FLEET (the Edit dialog: owner, Nelson, blockade, …). */
gboolean bth_game_fleet_edit   (BthGame *game, const char *id, const BthFleet *fleet, GError **error);
gboolean bth_game_fleet_remove (BthGame *game, const char *id, const char *reason, GError **error);

/* ---- the fleets as a book of the state, and their event ---- */

/* The fleets' slot on the state (bth_game_state_register_book). */
extern const BthStateBookClass bth_game_fleets_book;

gboolean bth_game_fleets_apply    (BthGameState *state, JsonObject *payload, const char *path, GError **error);
JsonNode *bth_game_fleets_to_json (const BthGameState *state);
GPtrArray *bth_game_fleets_copy   (GPtrArray *fleets);
void      bth_game_fleet_free     (BthGameFleet *fleet);
/* One line for the log export, with GAME's names for nations and leaders (GAME may be
 * NULL: the ids). */
char     *bth_game_fleets_describe_event (BthGame *game, const BthEvent *event);
/* One fleet-set event (unstamped), for actions that change several fleets at once
 * (bth-game-naval-battle.h). LABEL (may be NULL) names the action for undo. */
BthEvent *bth_game_fleet_set_event_new (const char *id, const BthGameFleet *old, const BthGameFleet *new,
                                        const char *rule, const char *reason, const char *label);

G_END_DECLS
