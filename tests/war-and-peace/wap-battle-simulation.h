/* wap-battle-simulation.h — whole battles played with dice through the existing round code
 * (bth_combat_setup, bth_combat_resolve), round after round under the players' policy: the
 * sampled counterpart the exact forecast (bth-battle-forecast.h) is checked against. */
#pragma once

#include "bth-battle-forecast.h"

G_BEGIN_DECLS

typedef struct {
  int end;        /* a BthBattleEnd, or -1 when still fighting after the forecast's rounds */
  int rounds;     /* fought */
  int lost[2];    /* SP lost by each side */
} WapBattlePlayed;

/* Plays BATTLE once with DICE under POLICY. */
void wap_battle_play (BthRuleset *rules, const BthBattle *battle, const BthBattlePolicy *policy,
                      BthDice *dice, WapBattlePlayed *played);

/* The fixtures: the O.3 forces (the rulebook's example) and 60 SP against 50 SP with three
 * morale groups a side. Clear with bth_battle_clear. */
void wap_battle_example_o3     (BthBattle *battle);
void wap_battle_example_60_50  (BthBattle *battle);

G_END_DECLS
