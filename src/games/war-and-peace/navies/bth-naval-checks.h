/* bth-naval-checks.h — the naval die checks and the campaign's naval bookkeeping:
 * interception (X.F.4) and pursuit (X.F.5) on the Pursuit row, blockades and running
 * them (X.F.6, Blockade row), unescorted transports (X.F.7.e, Transport row), Nelson's
 * fate (X.F.8.c–d), prizes (X.K.6) and battle-damage repairs (X.K.7).
 *
 * Every check is a setup (eligibility and modifiers, before the die) and a pure lookup of
 * a die, so the exact chance of each result is the share of the six faces.
 */
#pragma once

#include "bth-dice.h"
#include "bth-naval.h"

G_BEGIN_DECLS

/* A die check on one of the special rows, explained. */
typedef struct {
  BthNavalRow row;
  gboolean    allowed;          /* FALSE: the rules forbid the attempt (see reasons) */
  GArray     *modifiers;        /* BthModifier */
  GArray     *reasons;          /* BthModifier, value 0: eligibility, notes */
  int         drm;
  /* filled by the lookup */
  int         die;
  int         modified;
  gboolean    off_chart;        /* the modified roll fell on "-" or beyond the columns */
  BthNavalCheck result;
  double      probability[8];   /* exact chance of each BthNavalCheck value */
} BthNavalCheckRoll;

void bth_naval_check_clear (BthNavalCheckRoll *check);

/* Reads DIE on the check's row (pure), filling die, modified, off_chart and result. */
void     bth_naval_check_lookup  (const BthNavalRules *naval, const BthNavalOptions *options,
                                  BthNavalCheckRoll *check, int die);
/* Rolls one die for an allowed check. */
gboolean bth_naval_check_roll    (const BthNavalRules *naval, const BthNavalOptions *options,
                                  BthNavalCheckRoll *check, BthDice *dice, const char *purpose,
                                  GError **error);

/* ---- Interception (X.F.4, X.F.6.g–h, BB) ---- */
typedef struct {
  BthSeaZone zone;                  /* the zone the moving units entered: its IM */
  gboolean   interceptor_at_sea;    /* +1 (X.F.4.c) */
  gboolean   interceptor_blockading;/* X.F.6.g: abandons the blockade; no at-sea +1 */
  gboolean   interceptor_blockaded; /* X.F.4.d: never */
  gboolean   interceptor_neutral;   /* X.E.1.a: no naval combat, so no interception */
  gboolean   already_intercepted_other;  /* X.F.4.e */
  gboolean   nelson;                /* X.F.8.b */
  gboolean   second_turn;           /* X.F.4.f */
  gboolean   mover_leaving_zone;    /* X.F.4.g: only entering a zone can be intercepted */
  gboolean   mover_started_under_blockaders_marker; /* X.F.6.h */
  gboolean   mover_ran_this_blockade;               /* BB (General 21-3) */
} BthInterception;

/* Fails only when the zone's IM is neither printed nor entered. */
gboolean bth_naval_interception_setup (const BthNavalRules *naval, const BthInterception *in,
                                       BthNavalCheckRoll *out, GError **error);

/* ---- Pursuit (X.F.5, X.F.7.c) ---- */
typedef struct {
  gboolean victor;             /* only the side unaffected by the round may pursue */
  gboolean pursuer_at_sea;     /* +1 (chart note, 004:130) */
  gboolean nelson;             /* X.F.8.b */
} BthPursuit;

void bth_naval_pursuit_setup (const BthNavalRules *naval, const BthPursuit *in, BthNavalCheckRoll *out);

/* ---- Blockade (X.F.6) ---- */
/* X.F.6.a: the active player may blockade a port where his squadrons ≥ the inactive player's. */
gboolean bth_naval_can_blockade   (int active_squadrons, int inactive_squadrons);
/* X.F.6.b: outnumbered blockaders lose the blockade. */
gboolean bth_naval_blockade_holds (int blockading_squadrons, int blockaded_squadrons);

typedef struct {
  gboolean already_tried_this_phase;  /* X.F.6.d */
  gboolean owners_naval_phase;        /* X.F.6.c: only in the owning player's Naval Phase */
} BthBlockadeRun;

void bth_naval_blockade_run_setup (const BthNavalRules *naval, const BthBlockadeRun *in,
                                   BthNavalCheckRoll *out);
/* What a Blockade result lets each side do, for the explanation (X.F.6.c). */
const char *bth_naval_blockade_result_text (BthNavalCheck result);

/* Blockaded fleet and relief fleet against the blockaders (X.F.6.i–j, AA, BB 19-5). */
typedef struct {
  gboolean    combined;          /* the two fleets fight together */
  gboolean    at_sea;            /* a combined battle is fought at sea in the zone */
  gboolean    one_at_a_time;     /* separate battles */
  const char *order_chosen_by;   /* who sequences separate battles */
  gboolean    may_stop_after_loss; /* the blockader who loses one battle need not fight the second */
  GArray     *reasons;           /* BthModifier, value 0 */
} BthReliefPlan;

void bth_naval_relief_plan (const BthNavalOptions *options, gboolean also_running_blockade,
                            gboolean blockader_allows_join, BthReliefPlan *out);
void bth_relief_plan_clear (BthReliefPlan *plan);
/* X.F.6.c with BB (19-5): after combat a blockade runner returns to its port unless the
 * blockade is negated, or the battle was fought at sea. */
gboolean bth_naval_runner_returns_to_port (gboolean battle_at_sea, gboolean blockade_negated);

/* ---- Unescorted transport attacked (X.F.7.e) ---- */
void bth_naval_transport_attack_setup (const BthNavalRules *naval, BthNavalCheckRoll *out);
/* Where an escaping transport goes: TRUE friendly port; else a neutral major's port
 * (captured by it); else sunk. Fills REASON (static text). */
BthNavalCheck bth_naval_transport_escape_fate (gboolean friendly_port_in_zone,
                                               gboolean neutral_major_port_in_zone,
                                               const char **reason);

/* ---- Nelson (X.F.8.c–d) ---- */
typedef enum {
  BTH_NELSON_UNHARMED,
  BTH_NELSON_CASUALTY,         /* roll the second die as for any leader (R.1) */
  BTH_NELSON_KILLED,           /* all naval units with him sunk */
  BTH_NELSON_CAPTURED,         /* all naval units with him captured */
} BthNelsonFate;

const char   *bth_nelson_fate_to_string (BthNelsonFate fate);
/* UNITS_WITH_HIM, SUNK and CAPTURED of those; TWO_DICE is used only if he survived both. */
BthNelsonFate bth_naval_nelson_fate (const BthNavalRules *naval, int units_with_him, int sunk,
                                     int captured, int two_dice);

/* ---- Prizes (X.K.6) ---- */
typedef enum {
  BTH_PRIZE_SQUADRON,
  BTH_PRIZE_TRANSPORT,
} BthPrizeKind;

typedef struct {
  BthPrizeKind kind;
  char        *original_nation;
  char        *captor;
  int          segments_at_sea;   /* consecutive player segments at sea (X.K.6.b marker) */
  gboolean     in_friendly_port;
  int          paid;              /* production points paid so far (instalments) */
  int          turns_in_port;     /* full months in a friendly port since arrival */
} BthPrize;

void bth_prize_clear (BthPrize *prize);

/* X.K.6.d: cost and full months of repair for one prize. */
int  bth_naval_prize_cost   (const BthNavalRules *naval, BthPrizeKind kind);
int  bth_naval_prize_months (const BthNavalRules *naval, BthPrizeKind kind);
/* X.K.6.d: one prize repaired at a time: total PP and turns to repair them all. */
void bth_naval_prize_queue_totals (const BthNavalRules *naval, int squadrons, int transports,
                                   int *pp, int *turns);
/* X.K.6.b: the prize is eliminated if it is at sea more than two consecutive segments
 * or enters a non-port coastal hex. Fills REASON (static text) when it is. */
gboolean bth_naval_prize_lost (const BthNavalRules *naval, const BthPrize *prize,
                               gboolean entered_non_port_coastal_hex, const char **reason);
/* X.K.6.d: repaired once fully paid and the months served (the arrival turn not counted). */
gboolean bth_naval_prize_repaired (const BthNavalRules *naval, const BthPrize *prize);
/* X.K.6.b: a combat unit tows at most one prize; transports none. */
gboolean bth_naval_can_tow (const BthNavalRules *naval, int squadrons, int prizes);

/* ---- Battle damage (X.K.7) ---- */
/* Cost of repairing DAMAGED units (1 PP each, all at once, one complete turn). */
int      bth_naval_damage_repair_cost (const BthNavalRules *naval, int damaged);
/* X.K.7.b–c: repairs happen in a friendly port, except that English squadrons may also
 * repair at sea or on blockade duty (a damaged squadron is immobilised until repaired). */
gboolean bth_naval_may_repair_at (const BthNavalRules *naval, const char *nation, BthNavalPlace place,
                                  gboolean friendly_port);

G_END_DECLS
