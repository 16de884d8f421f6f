/* cli-scenario-supply.h — berthier-cli supply's "scenario" (M.3.c): the scenario's supply
 * rules as sources, and their verdict on each force, as the app's trace gives them. */
#pragma once

#include "bth-scenario-supply.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The players' answer to the confirmation the app keeps (bth-game-supply.h). */
#define CLI_MAJOR_CITIES_ITEM "The map lists every major city of the countries in play (M.3.a)"

typedef struct {
  BthScenario *scenario;
  JsonObject  *answers;       /* "$.answers", or NULL */
  gboolean     confirmed;     /* answers[CLI_MAJOR_CITIES_ITEM] == "yes" */
  GPtrArray   *source_rules;  /* per source: its rule, or NULL */
  GPtrArray   *needs;         /* per force: BthScenarioSupplyNeeds *, or NULL (not covered) */
  GArray      *never;         /* per force: BthScenarioSupplyNever */
  BthMonth     month;         /* "$.month", the game month ("YYYY-MM"), or 0 */
} CliScenarioSupply;

/* Reads "scenario" (an id or number of `berthier-cli scenarios`), "answers" ({ITEM: text})
 * and "month" (the game month, "YYYY-MM": a rule holding only from or until a month needs it)
 * from INPUT; FALSE with ERROR on bad input. Without "scenario", SELF->scenario is NULL. */
gboolean cli_scenario_supply_read    (CliScenarioSupply *self, JsonObject *input, GError **error);
/* For each force of a side and power the scenario's rules cover, its sources (once per pair),
 * and an automatic source where it stands. SIDES: the side ids by index. Returns whether the
 * force at index I is covered via SELF->needs. */
void     cli_scenario_supply_sources (CliScenarioSupply *self, const BthMap *map, GPtrArray *sides,
                                      const BthSupplyForce *forces, guint n_forces, GArray *sources);
/* Adds the verdict on force I to B's current object ("status" is written by the caller with
 * the returned status). */
BthSupplyStatus cli_scenario_supply_status (CliScenarioSupply *self, guint force, const BthSupplyResult *r);
void     cli_scenario_supply_members (CliScenarioSupply *self, JsonBuilder *b, guint force, const BthSupplyResult *r);
void     cli_scenario_supply_clear   (CliScenarioSupply *self);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliScenarioSupply, cli_scenario_supply_clear)

G_END_DECLS
