/* bth-lga-river.h — River Crossing battles [12.9], inside the battle round (bth-lga-battle.c). */
#pragma once

#include "bth-lga-combat.h"

G_BEGIN_DECLS

/* Whether IN is fought as a River Crossing battle (a river option, and not a Withdrawal
 * battle, where the river has no effect, 12.91 #1). */
gboolean bth_lga_river_active  (const BthLgaBattleInput *in);
/* Why the round may not be fought (past 12.92 #3's two rounds), or NULL. */
char    *bth_lga_river_refusal (BthLgaRules *rules, const BthLgaBattleInput *in);
/* The front-line limits of Defend the River Crossing and Defend the Hex (12.91-12.92) as
 * VIOLATIONS, what the players must still enter as NOTES. */
void     bth_lga_river_checks  (BthLgaRules *rules, const BthLgaBattleInput *in, GPtrArray *violations, GPtrArray *notes);
/* One CRT row's results changed by 12.91 #2 and 12.93. */
void     bth_lga_river_results (BthLgaRules *rules, const BthLgaBattle *battle, const BthLgaBattleInput *in,
                                const BthLgaOptions *options, BthLgaSideResult *attacker, BthLgaSideResult *defender);

G_END_DECLS
