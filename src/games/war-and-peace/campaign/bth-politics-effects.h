/* bth-politics-effects.h — what a conquest, an invasion or a foreign war does, resolved where
 * the players have entered the facts it needs and *unknown* (naming what to enter) where they
 * have not: X.G.2.e (the units a foreign war takes), X.H.4 (Danish and Portuguese ships),
 * X.I.2.b–e and i (a conquered major state; the Peace of Pressburg), X.I.3.a–b (a conquered
 * minor state and its die) and X.J.4.b (Spain or Portugal invaded). GTK-free. */
#pragma once

#include "bth-politics-situation.h"

G_BEGIN_DECLS

/* X.J.4.b: is STATE (Spain or Portugal) invaded? YES when entered or when a city of it in S
 * is held by a foreign army (X.J.4.a's "foreign"); NO only when entered; UNKNOWN otherwise.
 * INVADER (may be NULL) gets the invading faction when known. */
BthFact bth_politics_invaded (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state,
                              BthPoliticalSide *invader);

/* One pass of the effects that change S (called by bth_politics_settle until nothing changes):
 * X.J.4.b's joining, X.I.2.b's units to the Force Pool, X.I.2.c's supply sources, X.I.2.i's
 * cessions and their reversal. STEPS gets one "applied" item per change; what could not be
 * applied for want of a fact is in bth_politics_effects_json(). Returns TRUE when S changed. */
gboolean bth_politics_effects_step (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps);

/* Everything these rules say about S as it stands, for the CLI's "effects": each rule's result,
 * or null with "needs" naming what to enter. */
JsonNode *bth_politics_effects_json (const BthCampaignRules *rules, BthPoliticsSituation *s);

G_END_DECLS
