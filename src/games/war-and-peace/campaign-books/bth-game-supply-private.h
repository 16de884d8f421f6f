/* bth-game-supply-private.h — the scenario's supply rules (M.3.c) in a game's supply trace:
 * what bth-game-supply.c shares with bth-game-scenario-supply.c. */
#pragma once

#include "bth-game-supply.h"
#include "bth-scenario-supply.h"

G_BEGIN_DECLS

typedef struct {
  const BthGameState *state;
  BthMap             *map;
} BthGameScenarioFacts;

/* The facts of DATA's state the scenario's supply rules read: the players' answers, the Grand
 * Campaign's record of city control, the stacks inside cities. DATA must outlive FACTS. */
void  bth_game_scenario_supply_facts (BthGameScenarioFacts *data, BthScenarioSupplyFacts *facts);

/* P's explanation and status for a force whose sources its scenario's rules give (NEEDS),
 * once its worst result R is explained: the rule named with each scenario source, *unknown*
 * naming what to enter where the answer depends on it (never "unsupplied" on a partial list).
 * SOURCE_RULES holds the rule of each of SOURCES (NULL for others). PREFIX: "france: " or "".
 * Returns TRUE when the rule decides whatever the weather ("automatically (un)supplied"). */
gboolean bth_game_scenario_supply_explain (BthStackPosition             *p,
                                        const BthSupplyResult        *r,
                                        const BthScenarioSupplyNeeds *needs,
                                        const BthSupplySource        *sources,
                                        GPtrArray                    *source_rules,
                                        BthMap                       *map,
                                        const BthScenarioSupplyFacts *facts,
                                        gboolean                      confirmed,
                                        int                           line_mp,
                                        const char                   *prefix);

/* "Milan Q23(2): supply source of France's units, French player (I.D.2.a)" */
char *bth_game_scenario_supply_source_line (BthMap *map, const BthSupplySource *source,
                                            const BthScenarioRule *rule, const char *power_name,
                                            const char *side_name);

G_END_DECLS
