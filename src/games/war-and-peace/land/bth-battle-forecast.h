/* bth-battle-forecast.h — how a whole field battle or assault is likely to end (N–Q, S.8, U–X).
 *
 * The round is War and Peace's (bth-combat.h): the odds, modifiers and CRT of each round are
 * bth_combat_setup()'s, the losses the P.3 suggestion (bth_loss_suggest), the morale O.2.b's
 * after the losses. Between rounds the forecast applies the players' policy and the rules'
 * ends: elimination, withdrawal at morale 0 (P.7, Q.2), surrender inside a city (P.8), the
 * Withdraw tactic (U.4.d), surrender of a demoralized force (X.1), the Q.1.h loss of a force
 * withdrawing before more cavalry. The kernel solver (bth-forecast.h) carries every reachable
 * state; nothing is sampled.
 *
 * Not modelled, and named in every forecast: additional strength points committed between
 * rounds (N.7), counterattacks after the attacker stops (N.5), retreat paths (Q.1.a–g) and
 * leader casualties (R). A leader whose colour loses the majority no longer leads (O.2.a);
 * Guard commitment (V) lapses once the Guard is gone.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-combat.h"
#include "bth-forecast.h"

G_BEGIN_DECLS

/* The most units per side and SP per unit the forecast's state holds. */
#define BTH_BATTLE_FORECAST_MAX_UNITS 16
#define BTH_BATTLE_FORECAST_MAX_UNIT_SP 255
/* Rounds carried when the policy sets no limit; the mass still fighting after them is
 * reported as undecided. */
#define BTH_BATTLE_FORECAST_ROUNDS 60
/* A battle whose chance falls below this is not followed further; the chance of all such is
 * reported (BthForecast.pruned), so every figure is exact to within it. */
#define BTH_BATTLE_FORECAST_MIN_CHANCE 1e-12

/* The players' policy. The default (bth_battle_policy_init) is the one the rules imply: no
 * one withdraws by choice and the attacker fights on until a hex is vacated. */
typedef struct {
  int rounds;                  /* the attacker stops after this many rounds (N.5); 0: never */
  int withdraw_below_sp[2];    /* a side withdraws by choice once its SP fall below; 0: never */
  int withdraw_at_morale[2];   /* … once its morale is at most this; -1: never */
} BthBattlePolicy;

void bth_battle_policy_init (BthBattlePolicy *policy);

/* The ways a battle ends: the forecast's outcome ids. */
typedef enum {
  BTH_BATTLE_END_ATTACKER_WITHDRAWS_FORCED,
  BTH_BATTLE_END_ATTACKER_WITHDRAWS_BY_CHOICE,
  BTH_BATTLE_END_DEFENDER_WITHDRAWS_FORCED,
  BTH_BATTLE_END_DEFENDER_WITHDRAWS_BY_CHOICE,
  BTH_BATTLE_END_BOTH_WITHDRAW,
  BTH_BATTLE_END_ATTACKER_ELIMINATED,
  BTH_BATTLE_END_DEFENDER_ELIMINATED,
  BTH_BATTLE_END_DEFENDER_SURRENDERS,
  BTH_BATTLE_END_BOTH_ELIMINATED,
  BTH_BATTLE_END_ATTACK_STOPS,
  BTH_BATTLE_N_ENDS
} BthBattleEnd;

const char *bth_battle_end_id     (BthBattleEnd end);   /* "defender_withdraws_forced" */
const char *bth_battle_end_label  (BthBattleEnd end);   /* in the players' words */
const char *bth_battle_end_rule   (BthBattleEnd end);   /* "P.7, Q.2" */
/* The side that holds the field, or -1 for both withdrawing or both eliminated. */
int         bth_battle_end_winner (BthBattleEnd end);

/* The expectations the forecast measures (BthForecast.expected_measure). */
enum { BTH_BATTLE_MEASURE_ATTACKER_SP_LOST, BTH_BATTLE_MEASURE_DEFENDER_SP_LOST,
       BTH_BATTLE_N_MEASURES };

/* Solves BATTLE under POLICY (NULL: the default). Outcome ids are BthBattleEnd. Errors name
 * the field, as bth_combat_setup's do. */
BthForecast *bth_battle_forecast (BthRuleset *rules, const BthBattle *battle,
                                  const BthBattlePolicy *policy, GError **error);

/* The same, following only the battles whose chance is at least MIN_CHANCE (the rest goes
 * to BthForecast.pruned). */
BthForecast *bth_battle_forecast_to_within (BthRuleset *rules, const BthBattle *battle,
                                            const BthBattlePolicy *policy, double min_chance,
                                            GError **error);

/* The rules the forecast leaves out for BATTLE, in the players' words, NULL-terminated. */
char       **bth_battle_forecast_ignored (const BthBattle *battle);

/* The CLI's battle-forecast: the battle JSON of `combat` with an optional "policy" member
 * {"rounds", "attacker": {"withdraw_below_sp", "withdraw_at_morale"}, "defender": {…}}. */
JsonNode    *bth_battle_forecast_json (BthRuleset *rules, JsonNode *input, GError **error);

G_END_DECLS
