/* bth-campaign-card-politics.h — the Campaign Game Card read into the politics' input: each
 * city's symbol, and, for every state that exists at the moment, the production cities still
 * to be entered (X.I.1, X.C.1.a, X.C.2). The CLI and the app's books both ask it, so their
 * answers agree. */
#pragma once

#include "bth-campaign-card.h"
#include "bth-campaign-politics.h"
#include "bth-map.h"

G_BEGIN_DECLS

/* Completes S from CARD: a city the card lists as a production city of its (existing) state
 * is one, with the card's symbol; a symbol the card contradicts is an input error. Each state
 * that exists now (Westphalia once created, Brunswick and Hesse not while absorbed, BB 3264;
 * the Batavian Republic's Amsterdam, created Holland's Brussels, X.H.2) gets in S's
 * cities_needed what is still to be entered: the card's cities not in S, "the rest" of a list
 * the card has not complete, France's chosen cities (X.J.2.g), and for England, Spain and
 * Portugal (X.I.1.b) the city hexes MAP (may be NULL) gives their country (city_hexes_needed:
 * for their conquest only, never counted as production cities). Each city is asked
 * for once. WARNINGS (char *, may be NULL) get what was changed in S. */
gboolean bth_campaign_card_complete_politics (const BthCampaignCard *card, const BthCampaignRules *rules,
                                              const BthMap *map, BthPoliticsSituation *s, GPtrArray *warnings,
                                              GError **error);

G_END_DECLS
