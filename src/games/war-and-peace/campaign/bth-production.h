/* bth-production.h — one state's Reinforcement Phase in the Grand Campaign (X.J).
 *
 * The caller describes the producing state, its production cities, the facts that modify
 * the production die, its Force Pool and the purchases the player proposes; the engine
 * returns the Production Points with every modifier and its rule, every violation with
 * its rule, and the resulting changes as data (PP spent, forfeited and accumulated,
 * units to place, additions to the pool, installments moved). Nothing here reads a game:
 * the caller (game state, Campaign Game Card, force pools) fills these plain structs.
 *
 * Amounts are in HALF points ("halves"): landwehr, militia and partisans cost ½ PP. */
#pragma once

#include "bth-dice.h"
#include "bth-modifier.h"
#include "bth-production-rules.h"
#include "bth-production-symbol.h"
#include "bth-campaign-rules.h"

G_BEGIN_DECLS

typedef enum {
  BTH_PRODUCTION_NEUTRAL = 0,
  BTH_PRODUCTION_PRO_FRENCH,
  BTH_PRODUCTION_ANTI_FRENCH,
} BthProductionStatus;

/* A city the producing state may draw PP from or deploy in. */
typedef struct {
  char    *name;
  BthProductionSymbol symbol;
  gboolean major;            /* major city: 2 RP under VIII.F.3.a, else 1 */
  gboolean capital;          /* Paris for France: not one of the three chosen cities (X.J.2.g) */
  gboolean port;             /* naval units deploy in a port (X.J.6.b) */
  char    *minor_state;      /* NULL: the state's own city; else the minor whose production city this is (X.J.3.b) */
  gboolean enemy_controlled; /* no PP from it (X.J.2.b note) and no naval deployment (X.J.6.b) */
  gboolean enemy_occupied;   /* an enemy army SP in the hex, e.g. besieged: nothing deploys there (X.J.2.a);
                              * under VIII "occupied by a French unit" (VIII.F.3.a, F.4.i) */
  gboolean kgl_source;       /* Brunswick or Hanover held by the anti-French faction (X.J.3.d) */
  gboolean symbol_unknown;   /* a production city whose Campaign Game Card symbol is not entered
                              * yet: its PP, and so the state's, are unknown (X.J.2.e) */
} BthProductionCity;

/* A minor state whose cities or pool appear above. */
typedef struct {
  char    *id;               /* "italy", "naples", "rhine", … */
  char    *group;            /* its Minor State Group (X.G.1.a), e.g. "italian" */
  gboolean formed;           /* unformed states build nothing (X.H.1.d, Question Box) */
  gboolean neutral;          /* a neutral minor has no production (X.J.3.a) */
} BthProductionMinor;

/* SP (or naval units) of one kind in a Force Pool. */
typedef struct {
  char *pool;                /* NULL: the producing state's pool; else a minor state id */
  char *kind;                /* I, GI, C, GC, CC, L, M, P, S, T */
  char *satellite;           /* "K" for the King's German Legion in the English pool, else NULL */
  int   sp;
} BthProductionPoolEntry;

/* Counters of one kind not in play anywhere: caps additions to the pool (X.J.1.f, J.7). */
typedef struct {
  char *kind;
  int   count;
} BthProductionCounters;

typedef enum {
  BTH_PURCHASE_UNIT = 0,       /* buy SP (or naval units) outright */
  BTH_PURCHASE_INSTALLMENT,    /* naval unit: the down payment, onto the Production Track (X.J.6.c) */
  BTH_PURCHASE_DOWN_PAYMENT,   /* VIII cavalry at half price, deployed face-down (VIII.F.4.g) */
  BTH_PURCHASE_COMPLETE,       /* the rest of a VIII down payment: the cavalry turns face-up */
  BTH_PURCHASE_PRIZE_REPAIR,   /* X.K.6.d (optional Naval Prizes) */
  BTH_PURCHASE_DAMAGE_REPAIR,  /* X.K.7.c (optional Naval Battle Damage) */
} BthPurchaseType;

typedef struct {
  BthPurchaseType type;
  char    *pool;              /* NULL: own pool; else the minor state whose pool (and PP) it uses;
                               * for KGL the minor (Brunswick/Hanover) whose PP pay */
  char    *kind;
  char    *satellite;         /* "K": King's German Legion (X.J.3.d) */
  int      sp;                /* SP, or naval units */
  char    *city;              /* where it deploys (hex label for VIII partisans) */
  gboolean kgl_replacement;   /* a KGL unit lost in play: allowed despite an objection (Question Box) */
} BthProductionPurchase;

/* A naval unit on the Production Track (X.J.6.c–d). */
typedef struct {
  char *kind;                 /* S or T */
  int   paid;                 /* PP (native PP for Spain/Portugal) paid before this phase */
  int   pay;                  /* paid this phase */
  char *city;                 /* port it deploys in once paid */
} BthProductionInstallment;

/* England's Naval-Phase loans carried to other states (X.J.5.a, F.3). */
typedef struct {
  char    *to;
  int      pp;
  gboolean by_squadron;       /* only transports carry PP (X.F.3.a; Question Box) */
} BthProductionLoan;

/* Readings of ambiguous rules (docs/readings.md). All FALSE is the default reading. */
typedef struct {
  gboolean loan_cap_this_turn;        /* X.J.5.c cap = PP generated this turn, not the most possible */
  gboolean iberian_loan_rate_invaded_only; /* X.J.4.e ×6 only while the VIII rules are in force */
  gboolean minor_units_any_city;      /* minor units may deploy at any of the producer's cities */
  gboolean naval_counts_city_limit;   /* naval units count toward the 4 SP per city */
  gboolean black_city_landwehr_only;  /* C.6: a black-symbol city "may only produce landwehr": no other
                                       * unit deploys there (default off: X.J.2.a "any production city") */
  gboolean portsmouth_within_cap;     /* X.J.5.b's five covers Portsmouth's naval points too (default off:
                                       * X.J.5.e's separate marker is not capped) */
} BthProductionOptions;

typedef struct {
  char    *state;                     /* "france", "england", "spain", "portugal", "russia", … */
  BthProductionStatus status;
  gboolean conquered;                 /* a conquered major still produces (X.I.2.e) */
  int      year, month;               /* the current turn (landwehr from January 1809/1813) */
  int      die;                       /* the production die; 0 = roll it */

  /* die modifiers (X.J.2.c) */
  gboolean napoleon_in_paris;
  int      enemy_sp_on_mapboard_4;
  gboolean portugal_pro_french;
  /* other facts */
  gboolean at_war_with_turkey;        /* X.G.2.c: Kiev produces nothing */
  gboolean invaded;                   /* Spain/Portugal: opposing foreign army inside (X.J.4.b–d) */
  gboolean non_french_in_madrid;      /* VIII.F.5: a free Spanish militia SP */
  gboolean kgl_objection;             /* X.J.3.d: the player holding Hanover/Brunswick objects */
  int      lloyds_rate;               /* X.K.8 insurance rate in %; 0 = option not in use */
  gboolean lloyds_spending;           /* England chose to spend PP at 10%+ (X.K.8.e option 3) */
  int      aab_pp;                    /* PP England spends on Action Against Bases (X.K.8.e, m) */

  BthProductionCity      *cities;      guint n_cities;
  gboolean cities_incomplete;          /* the card's list of the state's production cities is
                                        * not entered in full: its PP are unknown */
  BthProductionMinor     *minors;      guint n_minors;
  BthProductionPoolEntry *pool;        guint n_pool;
  BthProductionCounters  *counters;    guint n_counters;  /* n_counters == 0: not entered, no cap */
  BthProductionPurchase  *purchases;   guint n_purchases;
  BthProductionInstallment *installments; guint n_installments;

  /* England (X.J.5) */
  int      england_accumulated;        /* regular PP on the Production Track */
  int      england_naval_accumulated;  /* Portsmouth's naval PP */
  BthProductionLoan *loans;  guint n_loans;
  char    *january_naval_addition;     /* "S" or "T": England's January addition, or NULL */

  int      loans_received;             /* English PP delivered to this state this turn */

  BthProductionOptions options;
} BthProductionInput;

typedef struct {
  char *rule;
  char *message;
  int   purchase;                      /* index into purchases, or -1 */
} BthProductionViolation;

typedef struct {
  char *name;
  char *fund;                          /* "regular", "landwehr", "naval", or "minor:ID" */
  int   halves;
  char *reason;                        /* why it gives nothing, or NULL; for UNKNOWN, what to enter */
  char *rule;
  gboolean unknown;                    /* its PP are unknown (HALVES 0): its symbol is not entered */
} BthProductionCityPP;

typedef struct {
  char    *pool;
  char    *kind;
  char    *satellite;
  int      sp;
  char    *city;
  gboolean face_down;                  /* VIII.F.4.g */
  char    *rule;
} BthProductionPlacement;

typedef struct {
  char *kind;
  int   sp;
  char *rule;
  char *reason;
} BthProductionAddition;

typedef struct {
  char    *kind;
  int      paid;                       /* after this phase */
  int      box;                        /* Production Track box after this phase (0 = deployed) */
  gboolean deployed;
  char    *city;
} BthProductionTrackUnit;

typedef struct {
  gboolean peninsular;                 /* Scenario VIII replacement rules (X.J.4.b) */
  int      die;                        /* 0 under VIII (no die) */
  int      modified_die;
  GArray  *modifiers;                  /* BthModifier */
  int      pp_per_city;
  GArray  *cities;                     /* BthProductionCityPP */
  /* available this phase, in halves */
  int      regular, landwehr, naval, loans;
  GHashTable *minor_funds;             /* minor id → GINT_TO_POINTER (halves) */
  int      total;
  /* spending */
  int      spent;                      /* halves of PP spent (all funds) */
  int      england_land_spent, england_naval_spent;
  int      forfeited;
  int      england_accumulated_after;  /* X.J.5.b */
  int      england_naval_accumulated_after;
  GArray  *costs;                      /* int: halves each purchase costs, in purchase order */
  GArray  *placements;                 /* BthProductionPlacement */
  GArray  *additions;                  /* BthProductionAddition: pool additions before purchases */
  GArray  *track;                      /* BthProductionTrackUnit */
  GArray  *violations;                 /* BthProductionViolation */
  GPtrArray *notes;                    /* char *: reminders for the table */
  GPtrArray *unknowns;                 /* char *: what the players are to enter before the PP
                                        * are known ("Paris's production symbol (X.J.2.e)");
                                        * while not empty, every amount is a lower bound and
                                        * the phase cannot be recorded */
  const BthCampaignRules *names;       /* the rules' state names, for the messages (not owned) */
} BthProductionResult;

void     bth_production_input_clear  (BthProductionInput *input);
void     bth_production_result_clear (BthProductionResult *result);

/* Computes the phase. Returns FALSE only when the ruleset lacks the production section or
 * the die cannot be rolled; illegal purchases are violations in OUT, not errors. */
gboolean bth_production_resolve (BthRuleset *rules, const BthProductionInput *input,
                                 BthDice *dice, BthProductionResult *out, GError **error);

/* No violation, and nothing unknown. */
gboolean bth_production_result_legal (const BthProductionResult *result);
/* TRUE when no amount depends on a fact not entered yet (unknowns is empty). */
gboolean bth_production_result_known (const BthProductionResult *result);

const char *bth_production_status_to_string (BthProductionStatus status);
gboolean    bth_production_status_from_string (const char *text, BthProductionStatus *out);

G_END_DECLS
