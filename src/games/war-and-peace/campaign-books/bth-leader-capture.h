/* bth-leader-capture.h — captured leaders in the Grand Campaign.
 *
 * P.10 (000:533) and its Question Box answer (000:3194): "If the leader's force was
 * eliminated inside a city, the leader is captured by the opposing player. Captured leaders
 * may be exchanged for other captured leaders, or by any agreement which is not expressly
 * forbidden in the rules." A captured leader goes, as a leader, to the Prisoners box of a
 * state of the opposing faction (the Force Pool Display, bth-force-pools.h); an exchange
 * returns each released leader to the map. The rules do not say where: as a returning
 * wounded leader (R.2, 000:573), the players choose a stack of his side, or a new stack at a
 * location they name. Each is one action of the game's log (force-pool-moved events).
 */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

/* P.10: LEADER_ID (on the map) leaves his stack for CAPTOR's Prisoners box. CAPTOR is a
 * state with a Prisoners box whose faction is not the leader's side's. */
gboolean bth_game_capture_leader (BthGame *game, const char *leader_id, const char *captor, GError **error);

typedef struct {
  const char *leader;    /* a leader in a Prisoners box */
  const char *stack;     /* back into this stack of his side, or (NULL) … */
  const char *location;  /* … a new stack of his side here */
} BthLeaderRelease;

/* The leaders released, as one action. Without AGREEMENT it is "captured leaders … exchanged
 * for other captured leaders": as many leaders released by pro-French captors as by
 * anti-French ones, one at least. With AGREEMENT (the players confirm one) any leaders.
 * Refused, and nothing changes, when a leader is in no Prisoners box, is listed twice, or
 * has no place to go. */
gboolean bth_game_exchange_leaders (BthGame *game, const BthLeaderRelease *releases, guint n_releases,
                                    gboolean agreement, GError **error);

/* The state whose Prisoners box holds LEADER_ID, or NULL. */
const char *bth_game_leader_captor (BthGame *game, const char *leader_id);

/* P.10's leader: LEADER_ID is on the map in a stack inside a city (stacks.ID.inside_city)
 * with no strength point left — his force was eliminated inside the city. */
gboolean bth_game_leader_force_eliminated_in_city (BthGame *game, const char *leader_id);

/* P.10 outside the Grand Campaign: "If the leader's force was eliminated inside a city, the
 * leader is eliminated." He leaves the map for good: a leader-casualty event, fate killed,
 * rule P.10 (after his R.1 roll left him unharmed). Refused, naming the rule, when his force
 * is not eliminated inside a city, and in a game with Prisoners boxes, where he is captured
 * instead (bth_game_capture_leader()). */
gboolean bth_game_eliminate_leader_in_city (BthGame *game, const char *leader_id, GError **error);

/* TRUE when LEADER_ID left the map by bth_game_eliminate_leader_in_city() (P.10), not by
 * an R.1 roll: what the Leader Display says of him. */
gboolean bth_game_leader_eliminated_in_city (BthGame *game, const char *leader_id);

G_END_DECLS
