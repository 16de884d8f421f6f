/* bth-game-naval-battle.h — a naval combat round between two of the game's fleets (X.F.7),
 * from the fleets to the calculator and from its outcome back to the fleets.
 *
 * The players pick one fleet of each side; they must be at one location (the same port,
 * coastal hex or sea zone at sea). bth_game_naval_battle_preset() fills a BthNavalBattle
 * for bth_naval_combat_setup() from them; bth_game_naval_battle_record() writes a
 * BthNavalCombatOutcome back as ONE action of the game's log (one fleet-set event per
 * fleet, labelled "Naval battle at …"), so one undo takes the whole battle back:
 *
 *   - squadrons sunk and captured leave their fleet (X.F.7.b: "loses one squadron");
 *     transports never fight (X.F.7.e), so the round takes none;
 *   - squadrons damaged (X.K.7, when the battle's option is on) join the fleet's damaged
 *     squadrons, never more than the squadrons left;
 *   - captured squadrons: with Naval Prizes (X.K.6.a) they become prizes towed by the
 *     captor's fleet, one per squadron left to tow them (X.K.6.b, bth_naval_can_tow());
 *     those it cannot tow are destroyed and go back to their owner's force pool (X.K.6.a:
 *     "destroy the prize … and return it to the owning player's force pool"). Without the
 *     option they go to the POW box (X.K.6.a: captured naval units are "no longer placed in
 *     the POW box" once the option is used), which the game does not track: they leave the
 *     fleet and the event's reason says where they went;
 *   - the victor takes the loser's towed prizes (X.K.6.h), when exactly one side is the
 *     victor (X.F.7.c, BthNavalCombatOutcome.victor);
 *   - a fleet left with no naval unit is removed; if Nelson was with it, the reason says he
 *     is killed (all sunk) or captured (all captured) (X.F.8.c).
 * Cargo (bth-game-fleet-cargo.h): transports never fight, but unescorted transports attacked
 * (X.F.7.e, the Transport Table) or a beaten force with no port to retreat to (X.F.7.d) are
 * sunk or captured; bth_game_naval_battle_record_cargo() takes them with the round, and the
 * cargo they can no longer carry is lost with them (X.F.3.h: "If a naval unit is sunk …
 * its cargo is automatically eliminated. If a naval unit is captured, its cargo is
 * eliminated and all army units on board become prisoners of war"): army units of sunk
 * naval units go to their Force Pool (X.J.1.e), those of captured ones to the captor's
 * Prisoners box (X.G.3.a). The retreat an R result orders (X.F.7.d) is a move the players
 * make afterwards.
 */
#pragma once

#include "bth-game-fleets.h"
#include "bth-naval-combat.h"

G_BEGIN_DECLS

/* TRUE when fleets A and B are at one location: both in the same port, the same coastal
 * hex, or at sea in the same sea zone (names compared without case). */
gboolean bth_naval_location_same (const BthNavalLocation *a, const BthNavalLocation *b);

/* Checks that FIRST and SECOND (fleet ids) exist, differ, belong to different nations and
 * are at one location; otherwise FALSE with a message naming the problem. */
gboolean bth_game_naval_battle_check (const BthGameState *state, const char *first, const char *second,
                                      GError **error);

/* Fills BATTLE (bth_naval_battle_init()ed, its forces empty) from the fleets: a copy of
 * each as its force, at sea when both are at sea, the kind from the place (port: a blockade
 * run, X.F.7.a 3 — the only way to fight in port; coastal hex: X.F.7.a 1; at sea: an
 * interception, X.F.7.a 2), and whose Naval Phase it is when the game knows it (see
 * bth_game_naval_battle_active_side()). OPTIONS (may be NULL) are the battle's options. */
gboolean bth_game_naval_battle_preset (const BthGameState *state, const char *first, const char *second,
                                       const BthNavalOptions *options, BthNavalBattle *battle, GError **error);

/* The side (BthNavalSide) whose player segment it is — the segment's faction owns the
 * nation of exactly one of the fleets (Grand Campaign books) — or -1 when the game does
 * not say. */
int      bth_game_naval_battle_active_side (const BthGameState *state, const char *first, const char *second);

/* "Naval battle at North Sea (at sea)". */
char    *bth_game_naval_battle_label (const BthGameState *state, const char *first);

/* Writes OUTCOME (of a battle between fleets FIRST and SECOND with OPTIONS) to the fleets
 * as one action. Refused, nothing changed, when the fleets fail the check above, there is
 * no result (no combat), or a side loses more squadrons than its fleet has. */
gboolean bth_game_naval_battle_record (BthGame *game, const char *first, const char *second,
                                       const BthNavalOptions *options, const BthNavalCombatOutcome *outcome,
                                       GError **error);

/* Transports lost with a round, and the players' choice of the cargo lost with them. */
typedef struct {
  int                  transports_sunk[2];      /* by side (first, second) */
  int                  transports_captured[2];  /* by the other side */
  /* The cargo each side loses, NULL: the default reading (bth_fleet_cargo_loss()); and of
   * it, what was aboard the captured naval units, NULL: bth_fleet_cargo_split_captured(). */
  const BthFleetCargo *lost[2];
  const BthFleetCargo *lost_captured[2];
} BthNavalBattleCargo;

/* bth_game_naval_battle_record() with transports lost (CARGO may be NULL: none): each
 * fleet's lost cargo leaves it with the same action ("fleet-cargo" events, X.F.3.h), a
 * captured transport is handled like a captured squadron (a prize with Naval Prizes,
 * X.K.6.a, else to the POW box). Refused, nothing changed, when a side loses more
 * transports than it has, or the players' choice is not aboard or leaves more than the
 * naval units left can carry. */
gboolean bth_game_naval_battle_record_cargo (BthGame *game, const char *first, const char *second,
                                             const BthNavalOptions *options, const BthNavalCombatOutcome *outcome,
                                             const BthNavalBattleCargo *cargo, GError **error);

G_END_DECLS
