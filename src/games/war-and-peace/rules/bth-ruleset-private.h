/* bth-ruleset-private.h — the ruleset's storage, shared by its loader and accessors. */
#pragma once

#include "bth-ruleset.h"
#include "bth-sequence.h"
#include "bth-campaign-rules.h"
#include "bth-naval-rules.h"
#include "bth-production-rules.h"
#include "bth-digital-rules.h"

struct _BthRuleset {
  GObject parent_instance;

  char               *id;
  char               *name;
  JsonNode           *document;
  BthAttritionTable   attrition;
  BthForcedMarchTable forced_march;
  BthCrtTable         crt;
  BthGcCrtTable       gc_crt;
  BthCombatLossTable  combat_loss;
  BthTacticalMatrix   tactics;
  BthTerrainTable     terrain;
  BthWeatherTable     weather;
  BthCombatRules      combat;
  BthMoraleRules      morale;
  BthProseRules       prose;
  BthSequenceSet     *sequences;
  BthCampaignRules   *campaign;    /* optional "campaign_politics" (X.C–X.I) */
  BthNavalRules      *naval;          /* bth-naval-rules.c */
  BthProductionRules *production;      /* optional section (X.J); bth-production-rules.c */
  BthDigitalRules    *digital;         /* the digital edition v1.7's own rules, or NULL */
  GArray             *fallbacks;       /* BthFallback: parts played by another ruleset's rules */
};

/* Fills SELF from the parsed document; errors name the JSON path. */
gboolean bth_ruleset_load_document (BthRuleset *self, JsonNode *root, GError **error);
void     bth_ruleset_free_tables   (BthRuleset *self);

