/* bth-politics-effects.h — what a conquest, an invasion or a foreign war does, resolved where
 * the players have entered the facts it needs and *unknown* (naming what to enter) where they
 * have not: X.G.2.e (the units a foreign war takes), X.H.4 (Danish and Portuguese ships),
 * X.I.2.b–e and i (a conquered major state; the Peace of Pressburg), X.I.3.a–b (a conquered
 * minor state and its die) and X.J.4.b (Spain or Portugal invaded). GTK-free. */
#pragma once

#include "bth-politics-situation.h"

G_BEGIN_DECLS

/* A fact the players answer yes or no, or have not entered yet. */
typedef enum {
  BTH_FACT_UNKNOWN = 0,
  BTH_FACT_NO,
  BTH_FACT_YES,
} BthFact;

/* The facts entered for one state; every number is -1 while not entered. */
typedef struct {
  char    *state;
  int      sp_outside_borders;   /* X.I.2.b: SP of its units outside its borders */
  BthFact  invaded;              /* X.J.4.b (Spain, Portugal): a foreign army inside its borders */
  BthPoliticalSide invaded_by;   /* with invaded YES: the invading faction when known (from the positions) */
  char    *invaded_where;        /* with invaded_by: where the foreign army stands ("Burgos") */
  BthFact  war_units_placed;     /* X.G.2.e: the units its foreign war takes are in the At War box */
  BthFact  war_units_available;  /* X.G.2.e: they can be taken from the map (not besieged) or the Force Pool */
  int      pool_sp;              /* X.I.3.a: SP in the minor state's Force Pool */
  int      sp_on_map;            /* X.I.3.b: SP of the minor state's units on the map */
  int      conquest_die;         /* X.I.3.b: the conqueror's die, 0 = not rolled */
  char    *conquering_state;     /* X.I.3.a: "the new, conquering state" (a major state) */
  gboolean conquered_now;        /* a minor conquered in this answer (set by bth_politics_settle) */
  gboolean outside_returned;     /* X.I.2.b applied: sp_outside_borders went to the Force Pool */
  /* Where a number the game worked out came from, in players' words ("from the Force Pools
   * book"), shown with it; NULL when entered by the players. Static strings, not freed. */
  const char *pool_sp_from;
  const char *sp_on_map_from;
  const char *outside_from;
} BthStateFacts;

/* The facts of STATE in S, created empty (all unknown) on first use. */
BthStateFacts *bth_politics_facts_state (BthPoliticsSituation *s, const char *state);
/* The facts of STATE if any were entered or derived, else NULL. */
BthStateFacts *bth_politics_facts_lookup (BthPoliticsSituation *s, const char *state);
/* X.I.2.i: the state a ceded city goes to when the treaty gives a choice (Innsbruck), or NULL. */
const char    *bth_politics_facts_cession (BthPoliticsSituation *s, const char *city);
void           bth_politics_facts_set_cession (BthPoliticsSituation *s, const char *city, const char *to);
void           bth_politics_facts_free (BthPoliticsSituation *s);

/* The JSON keys a major's or a minor's object may carry for these facts (docs/campaign-politics.md),
 * and their reader; PATH names the object in messages. */
#define BTH_POLITICS_FACT_KEYS "sp_outside_borders", "invaded", "war_units_placed", "war_units_available", \
  "pool_sp", "sp_on_map", "conquest_die", "conquering_state"
gboolean bth_politics_facts_read_state (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state,
                                        JsonObject *o, const char *path, GError **error);
/* The root's "pressburg_cessions": { "Innsbruck": "bavaria" } (X.I.2.i). */
gboolean bth_politics_facts_read_root (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root,
                                       GError **error);

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
