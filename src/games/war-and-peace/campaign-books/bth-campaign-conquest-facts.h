/* bth-campaign-conquest-facts.h — the numbers a conquest needs (issue 16, "honest unknowns")
 * worked out from the books and the board the game keeps: X.I.3.a's SP in a minor state's
 * Force Pool (the Force Pools book), X.I.3.b's SP of its units on the map and X.I.2.b's SP of a
 * conquered major state's units outside its borders (the stacks of the Leader Display). */
#pragma once

#include "bth-game-state.h"
#include "bth-politics-effects.h"

G_BEGIN_DECLS

/* Fills in S, for every minor state, pool_sp (the land SP in its Force Pool box, when its
 * initial Force Pool is entered) and sp_on_map (the land SP of its counters in the stacks;
 * squadrons and transports are not SP), and for every major state sp_outside_borders (used
 * when it is conquered, X.I.2.b): its counters' land SP in stacks at
 * a city of another state — only when every stack holding its counters stands at a city the
 * books know with its state (S's cities); otherwise it stays unknown
 * (bth_campaign_unplaced_stacks() names the places). A number already in S is kept. Each number filled names
 * where it came from (pool_sp_from, …). Nothing is filled where the books do not tell: it stays
 * unknown (-1), never 0. */
void bth_campaign_situation_conquest_facts (const BthCampaignRules *rules, const BthGameState *state,
                                            BthPoliticsSituation *s);

/* The places of the stacks holding MAJOR's counters that are not a city the books know (free
 * it), or NULL when every one is known. For the page that asks for sp_outside_borders. */
char *bth_campaign_unplaced_stacks (const BthGameState *state, BthPoliticsSituation *s, const char *major);

G_END_DECLS
