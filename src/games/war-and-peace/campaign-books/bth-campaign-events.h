/* bth-campaign-events.h — the Grand Campaign's events at the points the rules name, as
 * undoable actions and as items of bth_game_get_due(): January's foreign wars and the
 * rolls that end them (X.G.2), January's prisoner exchange (X.G.3.b), Napoleon's return
 * from exile (X.K.5.d) and the victory check (X.C).
 *
 * The rules are the politics' (bth-campaign-politics.h, bth-campaign-victory.c): this file
 * reads the game into a situation, asks them, and writes their answer to the log. Every
 * action refuses impossible input with a message naming the rule and appends nothing.
 */
#pragma once

#include "bth-campaign-game.h"

G_BEGIN_DECLS

/* X.G.2.a-c: the French player's two January rolls in the pro-French segment's Alliance
 * Phase: DIE1 for England and the United States, DIE2 for Russia and Turkey (1-6 typed, 0
 * rolled; a roll the rules do not make — the state at war already, or England's one war
 * fought, X.G.2.f — is neither rolled nor typed). One action: the dice, a "foreign_wars"
 * table, and for each war started the state's at_war and wars_fought and a note saying which
 * forces go to the At War box (X.G.2.b-c, e). Refused outside that phase, or when made this
 * month already. */
gboolean bth_game_campaign_foreign_wars (BthGame *game, int die1, int die2, GError **error);

/* X.G.2.d: STATE_ID's (at war) roll to end its war, in the Alliance Phase of its status's
 * segment: two dice (DIE1, DIE2 typed 1-6, both 0 rolled). "12" ends the war: at_war is
 * cleared and a note says the At War box returns at the next Reinforcement (Production)
 * Phase (bth_game_campaign_war_return()). ENDED (may be NULL). One roll per phase. */
gboolean bth_game_campaign_war_end_roll (BthGame *game, const char *state_id, int die1, int die2,
                                         gboolean *ended, GError **error);

/* X.G.2.d: everything in STATE_ID's At War box returns to the map at CITY (a production
 * city of STATE_ID in the books), as a new stack of the state's faction side. Refused while
 * the state is still at war or the box is empty. One action (a force-pool move). */
gboolean bth_game_campaign_war_return (BthGame *game, const char *state_id, const char *city, GError **error);

/* One Prisoners box's units the players exchange: CAPTOR's box, UNITS (of BthUnitCount). */
typedef struct {
  const char *captor;
  GArray     *units;
} BthPrisonerRelease;

/* X.G.3.b: the January exchange. The players choose the units; each goes from its captor's
 * Prisoners box to its home state's Force Pool. The SP released by pro-French captors and by
 * anti-French captors must be equal and as complete as possible: each the smaller of the two
 * factions' holdings. AGREEMENT: the players have agreed further exchanges (the rule's
 * "additional agreements"): each faction then releases at least that much, unequal amounts
 * and neutral captors' prisoners are allowed. Refused outside January, twice in a month, or
 * with every broken condition named. One action. */
gboolean bth_game_campaign_prisoner_exchange (BthGame *game, const BthPrisonerRelease *releases, guint n_releases,
                                              gboolean agreement, GError **error);

/* X.K.5.d: the French player's roll to return Napoleon from exile, in a pro-French
 * segment's Alliance Phase once he has been in exile three turns (the month he entered the
 * Napoleon in Exile box is read from the log). DIE 1-6 typed, 0 rolled. One action: the die,
 * a "napoleon_return" table (modifiers, modified, returns) and a note; when he returns and
 * PORT is given, the exiled units and leaders are deployed there (a new pro-French stack),
 * else the note tells the players to deploy them from the Force Pools page. One roll a
 * phase. RETURNS may be NULL. */
gboolean bth_game_campaign_napoleon_return (BthGame *game, int die, const char *port, gboolean *returns,
                                            GError **error);

/* X.C: the victory check at MOMENT (end of a Combat Phase, end of a turn, end of the game)
 * on the game's situation with BOARD's facts (may be NULL; its moment is ignored). One
 * action: a "campaign_victory" table and a note saying who wins — or that play goes on —
 * with the reasons and rules. OUT (may be NULL; bth_politics_victory_clear()) gets it. */
gboolean bth_game_campaign_victory_check (BthGame *game, BthPoliticsMoment moment, const BthPoliticsSituation *board,
                                          BthPoliticsVictory *out, GError **error);

/* ---- for bth-game-due.c: the due items ---- */

/* Adds the campaign's due items of the current phase to DUE (of BthDueItem). */
void     bth_campaign_events_due (BthGame *game, GPtrArray *due);
/* Whether KIND is one of them, and whether bth_game_apply_due() runs it without a choice. */
gboolean bth_due_kind_is_campaign (BthDueKind kind);
gboolean bth_campaign_due_runs_alone (const BthDueItem *item);
/* Runs ITEM with rolled dice and no choices (the prisoner exchange needs them: refused). */
gboolean bth_campaign_events_apply_due (BthGame *game, const BthDueItem *item, GError **error);

G_END_DECLS
