/* bth-scenario-private.h — the fields of BthScenario, shared by its two source files. */
#pragma once

#include "bth-scenario.h"

G_BEGIN_DECLS

struct _BthScenario
{
  GObject parent_instance;

  JsonNode  *document;     /* strings below point into it; it is never modified */
  GPtrArray *allocations;  /* every array below, freed with the scenario */

  const char *id;
  const char *number;
  int         index;
  const char *name;
  const char *source;
  BthMonth    start;
  BthMonth    end;
  int         turns;
  int         mapboards[4];
  guint       n_mapboards;

  BthScenarioSide                *sides;
  guint                           n_sides;
  BthScenarioNeutral             *neutrals;
  guint                           n_neutrals;
  BthScenarioAlliance             alliance;
  BthScenarioForce               *deployment;
  guint                           n_deployment;
  BthScenarioScheduleEntry       *schedule;
  guint                           n_schedule;
  BthScenarioVictory             *victory;
  guint                           n_victory;
  BthScenarioRule                *rules;
  guint                           n_rules;
  BthScenarioAlternateStart      *alternate_starts;
  guint                           n_alternate_starts;
  const char                    **to_be_entered;
  const char                   ***to_be_entered_formerly; /* per item: earlier wordings or NULL */
};

/* Fills SELF from ROOT; errors read "PATH: problem". */
gboolean bth_scenario_load_document (BthScenario *self, JsonNode *root, GError **error);

/* bth-scenario-supply-load.c: a rule's "supply" member at PATH (M.3.c). */
gboolean bth_scenario_load_supply (BthScenario *self, JsonObject *obj, const char *path,
                                   const BthScenarioSupply **out, GError **error);
/* Every supply rule's to_be_entered items are listed in $.to_be_entered. */
gboolean bth_scenario_check_supply_items (BthScenario *self, GError **error);

G_END_DECLS
