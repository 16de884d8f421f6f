/* bth-scenario-supply.h — a scenario's supply rules (M.3.c) as sources for the tracer.
 *
 * M.3.c: a supply source may be "a city designated as a supply source according to the
 * campaign scenario rule". Each scenario states, per side or power, "The supply source for
 * … is …" (I.D.2.a, II.D.2.a …); its rules carry that as data (BthScenarioSupply,
 * docs/scenario-format.md). For a force of one power on one side this resolves the rules
 * covering it into supply sources at the hexes the map records, and lists every fact the
 * answer still depends on: cities whose hexes are not recorded, cities whose size or
 * country is not recorded, the players' entries not yet made (the major cities the side
 * controlled at the start, the cities lost with control), and the rules the players judge
 * at the table. A force a rule covers takes its sources from its scenario's rules only
 * (the rulebook's "The supply source for … is …"; reading "scenario-supply-replaces" in
 * docs/readings.md); a force no rule covers keeps M.3.a's sources.
 */
#pragma once

#include "bth-map.h"
#include "bth-scenario.h"
#include "bth-supply.h"

G_BEGIN_DECLS

/* Facts the game keeps that the rules depend on; every member may be NULL. */
typedef struct {
  /* The players' answer to ITEM (an item of the scenario's to_be_entered), NULL when not
   * entered. */
  const char *(*answer)         (const char *item, gpointer data);
  /* Whether the game's record of city control shows CITY in the hands of a side other than
   * SIDE_ID (lost with control). */
  gboolean    (*enemy_controls) (const char *city, const char *side_id, gpointer data);
  /* Whether an un-besieged strength point of POWER on SIDE_ID is inside CITY (at HEX). */
  gboolean    (*held_inside)    (const char *city, BthHex hex, const char *side_id, const char *power,
                                 gpointer data);
  /* Whether POWER is neutral now: 1, 0, or -1 when the game does not know. */
  int         (*is_neutral)     (const char *power, gpointer data);
  /* The game's current month (BthMonth), or 0 when not known: a rule holding only from or
   * until a month ("from"/"until", XI.D.1.a) then makes the answer unknown. */
  BthMonth    (*month)          (gpointer data);
  gpointer      data;
} BthScenarioSupplyFacts;

typedef struct {
  gboolean                covered;      /* a rule of the scenario is for this force */
  const BthScenarioRule  *automatic;    /* "automatically in supply" by this rule, or NULL */
  const BthScenarioRule  *unsupplied;   /* "automatically unsupplied" where this rule says
                                         * (unsupplied_in), or NULL */
  GPtrArray              *rules;        /* const BthScenarioRule *: the rules for the force */
  GPtrArray              *judge;        /* const BthScenarioRule *: rules naming sources or
                                         * conditions the data does not (players_judge) */
  GPtrArray              *to_enter;     /* char *: what to enter, "ITEM (III.D.2.a)" */
  GPtrArray              *unplaced;     /* char *: source cities whose hexes are not recorded */
  GPtrArray              *undetermined; /* char *: cities that may be sources: size or country
                                         * not recorded */
  GPtrArray              *lost;         /* char *: cities no longer sources (lost with control) */
  const BthScenarioRule  *no_month;     /* a rule for the force holding only from or until a
                                         * month, when the month is not known; or NULL */
} BthScenarioSupplyNeeds;

void bth_scenario_supply_needs_init  (BthScenarioSupplyNeeds *needs);
void bth_scenario_supply_needs_clear (BthScenarioSupplyNeeds *needs);

/* Whether a rule of SCENARIO naming sources (or "automatic", or "players_judge") is for units
 * of POWER on the side SIDE_ID, in the month FACTS give (any month when not known; FACTS may
 * be NULL). A rule with only unsupplied_in covers no one: it applies to
 * units another rule covers. */
gboolean bth_scenario_supply_covers (BthScenario *scenario, const char *side_id, const char *power,
                                     const BthScenarioSupplyFacts *facts);

/* Whether RULE's supply holds in the month FACTS give: TRUE for an undated rule; -1 when
 * it is dated and the month is not known. */
int      bth_scenario_supply_rule_holds (const BthScenarioRule *rule, const BthScenarioSupplyFacts *facts);

/* Appends to SOURCES (BthSupplySource, kind SCENARIO, for SIDE and POWER) the sources the
 * rules of SCENARIO give units of POWER on SIDE_ID at recorded hexes, and to SOURCE_RULES
 * (kept as long as SOURCES: index for index) the rule of each. Fills NEEDS (initialised by
 * the caller). Returns NEEDS->covered. The sources' strings belong to SCENARIO and MAP. */
gboolean bth_scenario_supply_add_sources (BthScenario                  *scenario,
                                          const BthMap                 *map,
                                          const char                   *side_id,
                                          int                           side,
                                          const char                   *power,
                                          const BthScenarioSupplyFacts *facts,
                                          GArray                       *sources,
                                          GPtrArray                    *source_rules,
                                          BthScenarioSupplyNeeds       *needs);

/* What a scenario's rules make of the tracer's result R for a force NEEDS covers; SOURCE_RULE
 * is the rule of R's source (NULL when none or not a scenario source). CONFIRMED: the players
 * confirmed that the map lists every major city (and every city's country). */
typedef enum {
  BTH_SCENARIO_SUPPLY_AS_TRACED,    /* the tracer's answer stands (a chain, unrecorded terrain) */
  BTH_SCENARIO_SUPPLY_AUTOMATIC,    /* supplied: "automatically in supply" */
  BTH_SCENARIO_SUPPLY_FROM_SOURCE,  /* supplied from a source of the rule */
  BTH_SCENARIO_SUPPLY_UNLESS_LOST,  /* unknown: from a source lost with control, not entered */
  BTH_SCENARIO_SUPPLY_TO_ENTER,     /* unknown: the sources depend on items not entered */
  BTH_SCENARIO_SUPPLY_UNPLACED,     /* unknown: sources whose hexes are not recorded */
  BTH_SCENARIO_SUPPLY_UNDETERMINED, /* unknown: cities whose size or country is not recorded */
  BTH_SCENARIO_SUPPLY_JUDGE,        /* unknown: the rule names what the players judge */
  BTH_SCENARIO_SUPPLY_NO_SOURCE,    /* unsupplied: no source of the rules */
  BTH_SCENARIO_SUPPLY_NEVER,        /* unsupplied: "automatically unsupplied" (V.D.2.f) */
  BTH_SCENARIO_SUPPLY_MAYBE_NEVER,  /* unknown: supplied unless the unsupplied_in rule applies */
  BTH_SCENARIO_SUPPLY_NO_MONTH,     /* unknown: a rule holds only from or until a month, and
                                     * the month is not known (NEEDS->no_month) */
} BthScenarioSupplyVerdict;

/* Whether NEEDS->unsupplied makes a force at HEX unsupplied: its city's country is one of
 * the rule's (the map records no country but a city's: elsewhere it is not known), and the
 * rule's power is neutral (as FACTS know it). */
typedef enum {
  BTH_SCENARIO_NEVER_NO,
  BTH_SCENARIO_NEVER_YES,
  BTH_SCENARIO_NEVER_MAYBE,
} BthScenarioSupplyNever;

BthScenarioSupplyNever   bth_scenario_supply_never   (const BthScenarioSupplyNeeds *needs,
                                                      const BthMap                 *map,
                                                      BthHex                        hex,
                                                      const BthScenarioSupplyFacts *facts);

BthScenarioSupplyVerdict bth_scenario_supply_verdict (const BthSupplyResult        *r,
                                                      const BthScenarioSupplyNeeds *needs,
                                                      const BthScenarioRule        *source_rule,
                                                      gboolean                      confirmed,
                                                      BthScenarioSupplyNever        never);
/* The status the verdict gives (TRACED for AS_TRACED). */
BthSupplyStatus          bth_scenario_supply_verdict_status (BthScenarioSupplyVerdict verdict,
                                                             BthSupplyStatus          traced);
const char              *bth_scenario_supply_verdict_to_nick (BthScenarioSupplyVerdict verdict);

G_END_DECLS
