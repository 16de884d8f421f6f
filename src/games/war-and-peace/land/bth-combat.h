/* bth-combat.h — one round of a field battle or an assault (sections N–P, S.8).
 *
 * Resolution runs in two steps so the app can show everything before the dice fall:
 * bth_combat_setup() works out the larger force, the odds and every modifier;
 * bth_combat_outcome_for_roll() turns a 2d6 total into results and losses. The exact
 * odds (bth-odds.h) and the dice resolution both use that one function.
 */
#pragma once

#include "bth-dice.h"
#include "bth-force.h"
#include "bth-loss-allocation.h"
#include "bth-modifier.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  BTH_BATTLE_FIELD,
  BTH_BATTLE_ASSAULT,
} BthBattleType;

typedef enum {
  BTH_SIDE_ATTACKER = 0,
  BTH_SIDE_DEFENDER = 1,
} BthSide;

const char *bth_side_to_string (BthSide side);

typedef struct {
  gboolean tactical_matrix;        /* U */
  gboolean imperial_guard;         /* V */
  gboolean russian_patriotism;     /* W */
  gboolean demoralized_combat;     /* X */
  gboolean grand_campaign_crt;     /* the optional Grand Campaign CRT */
  /* Readings of ambiguous text, each a named option (see docs/readings.md). */
  gboolean tactical_matrix_outside_cap;  /* matrix DRM added after the ±4 cap */
  gboolean loss_column_modified;         /* CLC column from halved/doubled strength (BB #20) */
} BthBattleOptions;

typedef struct {
  BthBattleType    type;
  BthSide          active;              /* whose player segment it is */
  gboolean         attack_from_river;   /* TEC note 6: all attackers in a river hex … */
  gboolean         attack_from_sea_crossing; /* TEC note 9 */
  gboolean         winter;              /* TEC note 1: lake and swamp count as clear */
  BthForce         forces[2];           /* indexed by BthSide */
  BthBattleOptions options;
  /* The digital edition's rules v1.7 (bth-combat-internal.h); refused under the 4th edition
   * except the round, which either ruleset takes. */
  int              round;               /* 1 for the first round; 0 when not given */
  gboolean         counter_attack;      /* the defender attacks this round (Counter-Attack) */
  gboolean         cavalry_charge[2];   /* indexed by BthSide */
  gboolean         rear_manoeuvre[2];
} BthBattle;

void bth_battle_clear (BthBattle *battle);

/* Everything known before the roll. */
typedef struct {
  BthSide   larger;
  int       face_sp[2];          /* strength points as counted on the counters */
  int       strength[2];         /* after unsupplied halving and fortress doubling */
  char     *odds;                /* "1:1", "3:2", "2:1" or "4:1" (automatic) */
  gboolean  automatic;           /* O.1.d */
  int       leader[2];
  int       morale[2];           /* the force's morale this round */
  int       morale_group[2];     /* the value of its largest same-morale group */
  GArray   *modifiers;           /* BthModifier, positive favours the larger force */
  GArray   *notes;               /* BthModifier with value 0: strength steps, ignored entries */
  int       drm_uncapped;
  int       drm;                 /* after the cap */
  gboolean  no_roll;             /* tactical matrix NC */
  gboolean  battle_ceases;       /* tactical matrix result in parentheses */
  int       crt_row;             /* index into the standard or Grand Campaign CRT */
  int       loss_column_sp;      /* smaller force's SP used on the Combat Loss Chart */
  gboolean  cavalry_every_result; /* v1.7: a cavalry SP in any loss of more than 1 SP */
} BthCombatSetup;

void bth_combat_setup_free (BthCombatSetup *setup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthCombatSetup, bth_combat_setup_free)

/* Validates the battle (errors name the field, e.g. "attacker.units[1].sp: …") and
 * works out the odds and modifiers. */
BthCombatSetup *bth_combat_setup (BthRuleset *rules, const BthBattle *battle, GError **error);

typedef struct {
  gboolean  rolled;
  int       dice[2];
  int       roll;                /* 2d6 total, 0 when not rolled */
  int       modified_roll;
  int       column;              /* CRT column index, -1 when automatic or no roll */
  BthResult result[2];           /* indexed by BthSide */
  int       chart_loss[2];       /* as read on the Combat Loss Chart */
  int       loss[2];             /* what the force can actually lose (chart, at most its SP) */
  int       demoralization_after[2];
  /* The rest is filled by bth_combat_resolve() only: the round's end, assuming each force
   * takes the suggested losses (P.3); the app recomputes it from the players' choice. */
  int      *suggested_losses[2];  /* SP lost per unit, n_units entries */
  int       morale_after[2];
  gboolean  must_withdraw[2];    /* P.7 / Q.2: field battle at morale 0 */
  gboolean  surrenders[2];       /* P.8: assaulted force inside the city at morale 0 */
  int       surrender_roll[2];   /* X.1, 0 when not rolled */
  int       surrender_loss[2];
} BthCombatOutcome;

void bth_combat_outcome_clear (BthCombatOutcome *outcome);

/* The force's morale once it has lost PER_UNIT (NULL: nothing) at DEMORALIZATION (O.2.b). */
int  bth_combat_morale_after (BthRuleset *rules, const BthBattle *battle, BthSide side,
                              const int *per_unit, int demoralization);

/* The outcome of a given 2d6 total (ignored when automatic or no roll). */
void     bth_combat_outcome_for_roll (BthRuleset *rules, const BthBattle *battle,
                                      const BthCombatSetup *setup, int roll,
                                      BthCombatOutcome *out);

/* Rolls what the battle needs (2d6 by the larger force, then any X.1 surrender die). */
gboolean bth_combat_resolve (BthRuleset *rules, const BthBattle *battle,
                             const BthCombatSetup *setup, BthDice *dice,
                             BthCombatOutcome *out, GError **error);

/* The loss rules (bth-loss-allocation.h) for SIDE of a resolved battle. */
void bth_loss_rules_from_outcome (const BthBattle *battle, const BthCombatSetup *setup,
                                  const BthCombatOutcome *outcome, BthSide side,
                                  BthLossRules *rules);

G_END_DECLS
