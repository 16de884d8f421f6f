/* lga-play.h — one La Grande Armée battle played with dice through the existing round code
 * (bth_lga_battle_prepare and _apply, the 12.61-12.62 losses, the Morale Check of 13.0, the
 * pursuit of 12.65, the exchange of 12.54), following a forecast policy as the players would:
 * the independent check of the forecast (test-lga-forecast) and its benchmark's sampling. */
#pragma once

#include "bth-lga-forecast.h"

typedef struct {
  int end;          /* BthLgaEnd */
  int rounds;       /* rounds fought */
  int lost[2], captured;
} LgaPlayed;

LgaPlayed lga_play_battle (BthLgaRules *rules, const BthLgaBattleInput *entered, const BthLgaForecastPolicy *policy,
                           GRand *rand);
