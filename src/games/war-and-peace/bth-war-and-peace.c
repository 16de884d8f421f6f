/* bth-war-and-peace.c — War and Peace's module: its rulesets and how to load them. */
#include "bth-war-and-peace.h"
#include "bth-campaign-books.h"
#include "bth-error.h"
#include "bth-game-books.h"
#include "bth-game-events.h"
#include "bth-game-played.h"
#include "bth-game-module.h"
#include "bth-ruleset.h"
#include "bth-tec.h"

static const BthRulesetInfo rulesets[] = {
  { BTH_RULESET_DEFAULT_ID, "4th edition" },
  { BTH_RULESET_DIGITAL_ID, "Digital edition, rules v1.7" },
};

/* --rules PATH: a ruleset file, or a directory holding war-and-peace-4e.json. */
static gpointer
load_rules_from (const char *dir, GError **error)
{
  if (g_file_test (dir, G_FILE_TEST_IS_REGULAR))
    return bth_ruleset_new_from_file (dir, error);
  return bth_ruleset_new_from_directory (dir, NULL, error);
}

static gpointer
load_rules (const char *ruleset_id, const char *dir, GError **error)
{
  gboolean known = ruleset_id == NULL;

  for (guint i = 0; !known && i < G_N_ELEMENTS (rulesets); i++)
    known = g_str_equal (ruleset_id, rulesets[i].id);
  if (!known)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "War and Peace has no ruleset \"%s\" (%s or %s)",
                   ruleset_id, rulesets[0].id, rulesets[1].id);
      return NULL;
    }
  if (dir != NULL && ruleset_id != NULL && !g_file_test (dir, G_FILE_TEST_IS_REGULAR))
    return bth_ruleset_new_from_directory (dir, ruleset_id, error);
  if (dir != NULL)
    return load_rules_from (dir, error);
  return bth_ruleset_new_builtin (ruleset_id != NULL ? ruleset_id : BTH_RULESET_DEFAULT_ID, error);
}

static const char *
rules_name (gpointer rules)
{
  return bth_ruleset_get_name (rules);
}

static const BthGameModule module = {
  .id = BTH_WAR_AND_PEACE_ID,
  .name = "War and Peace",
  .summary = "Avalon Hill's War and Peace, 4th-edition rules and charts (or the digital edition's rules v1.7)",
  .rulesets = rulesets,
  .n_rulesets = G_N_ELEMENTS (rulesets),
  .load_rules = load_rules,
  .rules_name = rules_name,
  .map_id = BTH_WAP_MAP_ID,
  .map_resource = BTH_WAP_MAP_RESOURCE,
  /* A first launch starts Austerlitz, so the books are there to look at right away. */
  .default_scenario = "austerlitz-1805",
  .new_game = bth_game_played_new,
  .load_game = bth_game_played_load,
};


void
bth_war_and_peace_register (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_game_module_register (&module);
      bth_game_played_attach ();
      bth_game_events_ensure ();
      /* The books that ride on the state, in the order its JSON lists them: the Grand
       * Campaign's Force Pools and campaign books, then the fleets. */
      bth_campaign_books_register ();
      bth_game_books_register_base ();
      g_once_init_leave (&once, 1);
    }
}
