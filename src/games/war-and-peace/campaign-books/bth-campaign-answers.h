/* bth-campaign-answers.h — the players' answers the politics effects need (issue 16, "honest
 * unknowns"), recorded as facts of the game: X.J.4.b's "invaded" for Spain and Portugal where
 * the positions do not show it, X.I.2.i's Innsbruck (the French player's option) and X.I.3.b's
 * conqueror's die. Each answer is one action of the game's log (a "politics_answer" table
 * naming the rule and the answer, then the edit of the game's answers, "answers.KEY"), so
 * undo, redo, saving and loading treat it as any other; the die is recorded by
 * bth_game_campaign_minor_conquest_roll() in the roll's own action. bth_game_campaign_situation()
 * and the settlement (bth_game_campaign_settle()) read them: until entered, what depends on
 * them is unknown (bth_politics_effects_json()'s "needs"), never a default. */
#pragma once

#include "bth-game.h"
#include "bth-politics-effects.h"

G_BEGIN_DECLS

/* X.J.4.b: the players' answer whether STATE (Spain or Portugal) is invaded by a foreign army:
 * BTH_FACT_UNKNOWN takes the answer back; BTH_FACT_YES needs BY, the invading force's faction
 * ("the invaded state immediately joins the faction opposed to the invading force"). One
 * action; nothing is appended when the answer is the one recorded. */
gboolean bth_game_campaign_answer_invaded (BthGame *game, const char *state, BthFact fact, BthPoliticalSide by,
                                           GError **error);
/* The answer recorded for STATE (BTH_FACT_UNKNOWN: none); *BY (may be NULL) gets the invader. */
BthFact  bth_game_campaign_answered_invaded (const BthGameState *state, const char *state_id, BthPoliticalSide *by);

/* X.I.2.i: the state CITY is ceded to where the treaty leaves the choice to the French player
 * (Innsbruck: Bavaria or France); TO NULL takes the choice back. One action. */
gboolean    bth_game_campaign_answer_cession   (BthGame *game, const char *city, const char *to, GError **error);
const char *bth_game_campaign_answered_cession (const BthGameState *state, const char *city);

/* X.I.2.h: whether any anti-French unit is inside the borders of STATE, a major state the books
 * record as conquered by the pro-French faction (BTH_FACT_UNKNOWN takes the answer back). While
 * not entered, a state X.I.2.h made pro-French stays so: it reverts to neutral only once the
 * players enter that no anti-French unit remains. One action. */
gboolean bth_game_campaign_answer_anti_inside   (BthGame *game, const char *state, BthFact fact, GError **error);
BthFact  bth_game_campaign_answered_anti_inside (const BthGameState *state, const char *state_id);

/* X.I.1.b: the players' word that the cities list holds every city hex of STATE (England,
 * Spain, Portugal: conquered by a foreign SP in every city hex); FALSE takes it back. One
 * action; nothing is appended when the answer is the one recorded. */
gboolean bth_game_campaign_answer_city_hexes_complete   (BthGame *game, const char *state, gboolean complete,
                                                         GError **error);
gboolean bth_game_campaign_answered_city_hexes_complete (const BthGameState *state, const char *state_id);

/* X.I.3.b: the conqueror's die recorded for MINOR (1-6), 0 when none. */
int      bth_game_campaign_answered_conquest_die (const BthGameState *state, const char *minor);
/* "answers.KEY" under which the die of MINOR is kept (free it). */
char    *bth_campaign_conquest_die_path (const char *minor);

/* Copies the answers recorded in STATE into S: "invaded" where the positions did not already
 * show it (bth_campaign_situation_invasions()), the cessions, the die of each minor the books
 * record as conquered, the city hex lists said complete (X.I.1.b), X.I.2.h's anti-French units inside a state conquered by France. With
 * BOARD_GIVEN (the caller gives the board's facts, as the Alliances page does) an X.I.2.h
 * question not answered keeps a state it made pro-French so; without, the caller's facts are
 * all there is (no anti-French unit inside unless answered yes), as before the answers. */
void     bth_campaign_situation_answers (const BthCampaignRules *rules, const BthGameState *state,
                                         gboolean board_given, BthPoliticsSituation *s);

G_END_DECLS
