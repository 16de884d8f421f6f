/* bth-game-fleet-cargo.h — what a fleet of the game carries (X.F.3 Naval Transport):
 * army units (power, kind, SP), leaders, supply points and English production points.
 *
 * The cargo is part of the fleet in the game's log (the "cargo" member of a fleet object,
 * only written when something is aboard, so older logs load and compare unchanged). It
 * changes by one event (docs/game-format.md):
 *
 *   fleet-cargo {"fleet", "direction": "embark"|"disembark"|"lost", "stack"?, "create"?,
 *                "side"?, "location"?, "units", "leaders", "supply", "production",
 *                "fate"?: "eliminated"|"captured", "captor"?, "rule", "reason"?, "label"?}
 *
 * embark takes units and leaders out of a stack of the Leader Display into the fleet;
 * disembark puts them into a stack (a new one at the fleet's place with "create"); lost
 * takes cargo out of the fleet when its naval units are sunk or captured (X.F.3.h): army
 * units "eliminated" go to their Force Pool in the Grand Campaign (X.J.1.e), otherwise to
 * the eliminated units; "captured" ones go to CAPTOR's Prisoners box (X.G.3.a). Leaders
 * aboard keep their place on the Leader Display's list with no stack while at sea.
 */
#pragma once

#include "bth-game.h"
#include "bth-naval.h"

G_BEGIN_DECLS

/* A fleet of the game (bth-game-fleets.h), which holds its cargo: the fleets include this
 * header, not the other way round. */
typedef struct _BthGameFleet BthGameFleet;
typedef struct _BthFleetCargo BthFleetCargo;

struct _BthFleetCargo {
  GArray    *units;       /* of BthUnitCount: infantry and cavalry SP (X.F.3.d) */
  GPtrArray *leaders;     /* of char *, leader ids (X.F.3.c: unlimited) */
  int        supply;      /* supply points (X.F.3.d) */
  int        production;  /* production points, English naval units only (X.F.3.a) */
};

BthFleetCargo *bth_fleet_cargo_new   (void);
BthFleetCargo *bth_fleet_cargo_copy  (const BthFleetCargo *cargo);
void           bth_fleet_cargo_free  (BthFleetCargo *cargo);
/* TRUE when CARGO is NULL or holds nothing. */
gboolean       bth_fleet_cargo_empty (const BthFleetCargo *cargo);
/* Infantry and cavalry SP, and the counts, in the calculator's form (bth-naval.h). */
void           bth_fleet_cargo_count (const BthFleetCargo *cargo, BthNavalCargo *out);
/* "2 England I, leaders Nelson and Leader (0), 3 supply" or "nothing"; with GAME NULL,
 * the ids ("2 england I, leaders ney"). */
char          *bth_fleet_cargo_describe (BthGame *game, const BthFleetCargo *cargo);

/* ---- what a fleet may carry (X.F.3.a, c, d as corrected at 000:3094) ---- */

/* Whether CARGO fits FLEET's naval units: transports' capacity, squadrons carry only
 * leaders, production points only on English naval units. FALSE with a message naming the
 * problem and the rule, with GAME's names for the nations (GAME may be NULL: the ids). */
gboolean bth_fleet_cargo_fits (BthGame *game, const BthNavalRules *naval, const BthFleet *fleet,
                                  const BthFleetCargo *cargo, GError **error);

/* Whether STACK's location is FLEET's port or coastal hex (names compared without case):
 * where its units may embark (X.F.3.b). */
gboolean    bth_fleet_cargo_stack_here (const BthStackState *stack, const BthFleet *fleet);
/* The fleet's place as a stack's location: its port's name, else its hex (NULL at sea). */
const char *bth_fleet_cargo_place_name (const BthFleet *fleet);

/* ---- actions: each one undo step ("Embark on fleet-2", "Disembark from fleet-2") ---- */

/* What to embark or disembark: UNITS of BthUnitCount (may be NULL), LEADERS ids
 * (NULL-terminated, may be NULL), supply and production points. */
typedef struct {
  GArray             *units;
  const char * const *leaders;
  int                 supply;
  int                 production;
} BthCargoLoad;

/* X.F.3.a-d: LOAD from stack STACK_ID into fleet FLEET_ID. Refused, nothing changed, when
 * the fleet is at sea (X.F.3.b), the stack is not at the fleet's port or coastal hex, the
 * stack does not hold the units or leaders, infantry embarks with no leader in the hex
 * (X.F.3.b), a squadron-only fleet is given army units or points (X.F.3.c), the cargo
 * exceeds the transports (X.F.3.d), production points go on a non-English fleet (X.F.3.a),
 * supply points are loaded outside a port (X.F.3.d), or it is not the Naval Phase. */
gboolean bth_game_fleet_embark (BthGame *game, const char *fleet_id, const char *stack_id,
                                const BthCargoLoad *load, GError **error);

/* X.F.3.b, f-g: LOAD from fleet FLEET_ID into stack STACK_ID, or a new stack of the units'
 * side at the fleet's port or hex when STACK_ID is NULL. Supply and production points
 * leave the fleet (landed: X.F.3.f-g say what they are for). Refused at sea, for cargo
 * not aboard, a stack elsewhere, or outside the Naval Phase. */
gboolean bth_game_fleet_disembark (BthGame *game, const char *fleet_id, const char *stack_id,
                                   const BthCargoLoad *load, GError **error);

/* ---- cargo lost with naval units (X.F.3.h), for bth-game-naval-battle.c ---- */

/* Which cargo of OLD is lost when it keeps SQUADRONS and TRANSPORTS: CHOSEN (the players'
 * choice, may be NULL) when given — it must be aboard and leave a cargo that fits —
 * otherwise the default reading (docs/readings.md "Cargo of lost transports"): the
 * surviving transports keep infantry first, then cavalry, then supply, then production
 * points, as many as fit; leaders stay while any naval unit is left. *LOST gets a new
 * cargo (possibly empty). */
gboolean bth_fleet_cargo_loss (const BthNavalRules *naval, const BthGameFleet *old, int squadrons,
                               int transports, const BthFleetCargo *chosen, BthFleetCargo **lost,
                               GError **error);
/* Splits LOST between captured and sunk naval units: CHOSEN_CAPTURED (may be NULL) when
 * given, otherwise the captured transports take the army units and points they can carry
 * (units in order) and, with LEADERS_CAPTURED (all the fleet's units are gone and one was
 * captured, as X.F.8.c for Nelson), the lost leaders. */
gboolean bth_fleet_cargo_split_captured (const BthNavalRules *naval, const BthFleet *fleet,
                                         const BthFleetCargo *lost, int captured_transports,
                                         gboolean leaders_captured, const BthFleetCargo *chosen_captured,
                                         BthFleetCargo **captured, BthFleetCargo **sunk, GError **error);
/* A "lost" fleet-cargo event (unstamped): CARGO leaves fleet FLEET_ID, its army units and
 * leaders "eliminated" or "captured" by CAPTOR (a state of the Force Pool Display, may be
 * NULL). */
BthEvent *bth_fleet_cargo_lost_event_new (const char *fleet_id, const BthFleetCargo *cargo, gboolean captured,
                                          const char *captor, const char *reason, const char *label);
/* CARGO minus TAKE (which must be part of it); a new cargo. */
BthFleetCargo *bth_fleet_cargo_minus (const BthFleetCargo *cargo, const BthFleetCargo *take);

/* ---- for bth-game-fleets.c, bth-game-state-fold.c and bth-game-save.c ---- */

JsonNode      *bth_fleet_cargo_to_json   (const BthFleetCargo *cargo);
/* NULL with ERROR on a malformed cargo; an empty one for {}. */
BthFleetCargo *bth_fleet_cargo_from_json (JsonObject *obj, const char *path, GError **error);
gboolean       bth_fleet_cargo_apply     (BthGameState *state, JsonObject *payload, const char *path, GError **error);
/* One line for the log export, with GAME's names for powers and leaders (GAME may be
 * NULL: the ids). */
char          *bth_fleet_cargo_describe_event (BthGame *game, const BthEvent *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthFleetCargo, bth_fleet_cargo_free)

G_END_DECLS
