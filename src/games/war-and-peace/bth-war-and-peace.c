/* bth-war-and-peace.c — War and Peace's module: its rulesets and how to load them. */
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-game-events.h"
#include "bth-game-module.h"
#include "bth-ruleset.h"

static const BthRulesetInfo rulesets[] = {
  { BTH_RULESET_DEFAULT_ID, "4th edition" },
};

static gpointer
load_rules (const char *ruleset_id, const char *dir, GError **error)
{
  if (ruleset_id != NULL && !g_str_equal (ruleset_id, BTH_RULESET_DEFAULT_ID))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "War and Peace has no ruleset \"%s\"", ruleset_id);
      return NULL;
    }
  return dir != NULL ? bth_ruleset_new_from_directory (dir, NULL, error) : bth_ruleset_new_default (error);
}

static const BthGameModule module = {
  .id = BTH_WAR_AND_PEACE_ID,
  .name = "War and Peace",
  .summary = "Avalon Hill's War and Peace, 4th-edition rules and charts",
  .rulesets = rulesets,
  .n_rulesets = G_N_ELEMENTS (rulesets),
  .load_rules = load_rules,
};


void
bth_war_and_peace_register (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_game_module_register (&module);
      bth_game_events_ensure ();
      g_once_init_leave (&once, 1);
    }
}
