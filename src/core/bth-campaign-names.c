/* bth-campaign-names.c — a state's display name from the rules data. */
#include "bth-campaign-names.h"

const char *
bth_campaign_rules_state_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major;
  const BthCampaignMinor *minor;

  if (rules == NULL || id == NULL)
    return id;
  if ((major = bth_campaign_rules_find_major (rules, id)) != NULL && major->name != NULL)
    return major->name;
  if ((minor = bth_campaign_rules_find_minor (rules, id)) != NULL && minor->name != NULL)
    return minor->name;
  return id;
}

const char *
bth_ruleset_state_name (BthRuleset *rules, const char *id)
{
  return bth_campaign_rules_state_name (rules != NULL ? bth_ruleset_get_campaign (rules, NULL) : NULL, id);
}

const char *
bth_game_power_name (BthGame *game, const char *power)
{
  BthScenario *scenario = game != NULL ? bth_game_get_scenario (game) : NULL;
  const BthScenarioPower *p = scenario != NULL && power != NULL ? bth_scenario_find_power (scenario, power, NULL) : NULL;

  if (p != NULL && p->name != NULL)
    return p->name;
  return bth_ruleset_state_name (game != NULL ? bth_game_get_ruleset (game) : NULL, power);
}
