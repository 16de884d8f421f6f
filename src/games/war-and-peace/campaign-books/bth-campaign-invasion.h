/* bth-campaign-invasion.h — X.J.4.b's "invaded" for Spain and Portugal worked out from the
 * positions the game knows: stacks standing in a city of the state. */
#pragma once

#include "bth-game-state.h"
#include "bth-politics-effects.h"

G_BEGIN_DECLS

/* For Spain and Portugal: when a stack of a faction stands at a city of the state (its
 * location is the city's name) with units foreign there in X.J.4.a's sense, records in S
 * that the state is invaded, by whom and where (bth_politics_facts_state()). Nothing is
 * recorded otherwise: a foreign army elsewhere in the country is not known to the game, so
 * "invaded" stays unknown until the players enter it — never "not invaded". */
void bth_campaign_situation_invasions (const BthCampaignRules *rules, const BthGameState *state,
                                       BthPoliticsSituation *s);

G_END_DECLS
