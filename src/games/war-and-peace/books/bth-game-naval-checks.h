/* bth-game-naval-checks.h — a Naval Checks result written to the game's fleets.
 *
 * An unescorted transport attacked (X.F.7.e) rolls on the Transport row: C = transport (and
 * cargo) captured, K = sunk, E = it escapes to the nearest unblockaded friendly port in the
 * same sea zone (none: to a neutral major state's port and captured by that state; no
 * neutral port either: sunk — bth_naval_transport_escape_fate()). The players pass the
 * fate that applies; bth_game_naval_transport_attacked_record() writes it as ONE action
 * (label "Transport attacked: fleet-N") with the existing events:
 *   - sunk: the transports leave the fleet (fleet-set); the cargo they can no longer carry
 *     is eliminated (X.F.3.h: "If a naval unit is sunk … its cargo is automatically
 *     eliminated"), army units to their Force Pool (a "lost" fleet-cargo event);
 *   - captured: the transports leave the fleet (to the POW box, or a prize of the
 *     attacker with Naval Prizes, X.K.6.a — the players add it to the captor's fleet);
 *     army units and, when nothing is left, leaders aboard become prisoners of war of the
 *     captor (X.F.3.h, X.G.3.a);
 *   - escapes: the fleet moves to the port in the same sea zone (fleet-set), cargo aboard.
 * The cargo lost is the default reading of docs/readings.md ("Cargo of lost transports").
 */
#pragma once

#include "bth-game-fleets.h"
#include "bth-naval-rules.h"

G_BEGIN_DECLS

typedef struct {
  int           transports;  /* how many of the fleet's transports the roll was for (>= 1) */
  BthNavalCheck fate;        /* BTH_NAVAL_CHECK_SUNK, _CAPTURED or _ESCAPE */
  const char   *captor;      /* CAPTURED: the state taking them (the attacker, or the neutral
                                major state whose port it reached) */
  const char   *port;        /* ESCAPE: the port it reaches */
  const char   *hex;         /* ESCAPE: the port's hex, may be NULL */
} BthTransportAttack;

/* Records ATTACK on fleet FLEET_ID as one undo step. Refused, nothing changed, when the
 * fleet does not exist, has no transports, is escorted (has squadrons: transports are
 * unescorted only without them, X.F.7.e), fewer transports than ATTACK names, a capture
 * has no captor (or one with no Prisoners box for the army units aboard), or an escape has
 * no port or is not the whole fleet (the players split it with the fleet's Edit first). */
gboolean bth_game_naval_transport_attacked_record (BthGame *game, const char *fleet_id,
                                                   const BthTransportAttack *attack, GError **error);

/* "Transport attacked: fleet-3". */
char    *bth_game_naval_transport_attacked_label (const char *fleet_id);

G_END_DECLS
