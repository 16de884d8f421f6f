/* bth-lga-forecast.h — how a whole battle of La Grande Armée is likely to end, exactly.
 *
 * The round function of the kernel's solver (bth-forecast.h) over the battle round of
 * bth-lga-combat.h: each round the CRT row of every 2d6, the losses of [12.61-12.62], the
 * Morale Checks of a Withdraw [12.52] and of a routed side's reserve [12.51], the pursuit of
 * [12.65], and between rounds the battle reinforcements' Initiative rolls [12.71] — until a
 * side routs, withdraws or is eliminated, an Escalating Exchange [12.54], a round that gives
 * the attacker no Advance Point [12.0 step 7], or the players' stop. What the rules leave to
 * the players (the bidding, the Morale Bonus, whether to go on) is the policy's, and every
 * assumption is named in the forecast.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-forecast.h"
#include "bth-lga-combat.h"

G_BEGIN_DECLS

/* The ways a battle ends (the solver's outcome ids). */
typedef enum {
  BTH_LGA_END_ATTACKER_ROUTED,
  BTH_LGA_END_ATTACKER_WITHDREW,
  BTH_LGA_END_ATTACKER_WITHDREW_ROUTED,  /* a Withdraw, then a failed Morale Check [12.52] */
  BTH_LGA_END_ATTACKER_ELIMINATED,
  BTH_LGA_END_DEFENDER_ROUTED,
  BTH_LGA_END_DEFENDER_WITHDREW,
  BTH_LGA_END_DEFENDER_WITHDREW_ROUTED,
  BTH_LGA_END_DEFENDER_ELIMINATED,
  BTH_LGA_END_BOTH_ELIMINATED,
  BTH_LGA_END_EXCHANGE,                  /* an Escalating Exchange whose bidding the players decide [12.54] */
  BTH_LGA_END_EXCHANGE_ATTACKER_WON,     /* ... settled by the policy's bidding limits */
  BTH_LGA_END_EXCHANGE_DEFENDER_WON,
  BTH_LGA_END_NO_ADVANCE_POINTS,         /* the round gave the attacker no Advance Point [12.0 step 7] */
  BTH_LGA_END_STOPPED,                   /* the attacker stops: the policy, or odds below 1:2 [12.14] */
  BTH_LGA_END_NOT_ALLOWED,               /* the first round is not allowed (its verdict) */
  BTH_LGA_N_ENDS
} BthLgaEnd;

/* The measures (expected at the battle's end). */
enum { BTH_LGA_MEASURE_ATTACKER_LOSS, BTH_LGA_MEASURE_DEFENDER_LOSS, BTH_LGA_MEASURE_CAPTURED, BTH_LGA_N_MEASURES };

/* A battle reinforcement that may march to the sound of the guns [12.71]. */
typedef struct {
  int                 side;         /* 0 the attacker, 1 the defender */
  const char         *name;
  int                 initiative;   /* joins on a die at most this */
  int                 round;        /* the round it would join (its roll comes just before), 2 or later */
  const BthLgaUnit   *units;
  guint               n_units;
  const BthLgaLeader *leaders;
  guint               n_leaders;
} BthLgaReinforcement;

/* What the players decide, or leave to the defaults (all zero). */
typedef struct {
  guint    max_rounds;           /* the rounds the attacker fights at most; 0: what the 4 AP of [12.57] allow */
  int      stop_odds_num, stop_odds_den;  /* the attacker stops when the odds fall below; 0: never */
  gboolean no_pursuit;           /* TRUE: the attacker does not pursue a routed defender [12.65] */
  gboolean bidding;              /* settle an Escalating Exchange with the limits below [12.54] */
  int      bid_limit[2];         /* the most SP each side bids (attacker, defender) */
  int      morale_bonus[2];      /* the Morale Bonus of the leader commanding each side's stack [13.0] */
  gboolean morale_bonus_given[2];
  const BthLgaReinforcement *reinforcements;  /* tried when n_reinforcements > 0 */
  guint    n_reinforcements;
} BthLgaForecastPolicy;

typedef struct {
  BthForecast *forecast;         /* outcome ids: BthLgaEnd; measures: BTH_LGA_MEASURE_* */
  guint        first_round;      /* the round the forecast starts from (the input's round) */
  double       attacker_wins, defender_wins, neither;
  GPtrArray   *assumptions;      /* what the forecast assumes, in the players' words, with the rules */
} BthLgaForecast;

BthLgaForecast *bth_lga_forecast_battle (BthLgaRules *rules, const BthLgaBattleInput *input, const BthLgaOptions *options,
                                         const BthLgaForecastPolicy *policy, GError **error);
void            bth_lga_forecast_free   (BthLgaForecast *forecast);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaForecast, bth_lga_forecast_free)

/* "the defender routs" (untranslated: the CLI's and the tests' words); its JSON id. */
const char *bth_lga_end_text (BthLgaEnd end);
const char *bth_lga_end_id   (BthLgaEnd end);
/* 1: the attacker won, -1: the defender won, 0: neither (an exchange left to bidding, a stop). */
int         bth_lga_end_winner (BthLgaEnd end);
/* The rounds the attacker may fight at most from round FIRST: one Advance Point for each
 * further round, at most 4 a Combat Phase [12.57]. */
guint       bth_lga_forecast_round_limit (guint first);

/* The CLI's battle-forecast command: the battle command's JSON with a "policy" (README). */
JsonNode *bth_lga_forecast_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS
