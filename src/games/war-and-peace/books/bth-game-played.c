/* bth-game-played.c — War and Peace's game as the shell sees any game (bth-played-game.h). */
#include "bth-game-played.h"
#include "bth-game-save.h"

static gboolean
can_undo (BthPlayedGame *self)
{
  return bth_game_can_undo (BTH_GAME (self));
}

static gboolean
can_redo (BthPlayedGame *self)
{
  return bth_game_can_redo (BTH_GAME (self));
}

static gboolean
undo (BthPlayedGame *self, GError **error)
{
  return bth_game_undo (BTH_GAME (self), error);
}

static gboolean
redo (BthPlayedGame *self, GError **error)
{
  return bth_game_redo (BTH_GAME (self), error);
}

static char *
describe_undo (BthPlayedGame *self)
{
  return bth_game_describe_undo (BTH_GAME (self));
}

static gboolean
save (BthPlayedGame *self, GFile *file, GError **error)
{
  return bth_game_save (BTH_GAME (self), file, error);
}

static char *
export_text (BthPlayedGame *self)
{
  return bth_game_export_text (BTH_GAME (self));
}

static const char *
get_title (BthPlayedGame *self)
{
  return bth_game_get_state (BTH_GAME (self))->scenario_name;
}

static const char *
get_scenario_id (BthPlayedGame *self)
{
  return bth_game_get_state (BTH_GAME (self))->scenario;
}

static gpointer
get_rules (BthPlayedGame *self)
{
  return bth_game_get_ruleset (BTH_GAME (self));
}

static void
played_init (BthPlayedGameInterface *iface)
{
  iface->can_undo = can_undo;
  iface->can_redo = can_redo;
  iface->undo = undo;
  iface->redo = redo;
  iface->describe_undo = describe_undo;
  iface->save = save;
  iface->export_text = export_text;
  iface->get_title = get_title;
  iface->get_scenario_id = get_scenario_id;
  iface->get_rules = get_rules;
}

void
bth_game_played_attach (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      static const GInterfaceInfo info = { (GInterfaceInitFunc) played_init, NULL, NULL };

      g_type_add_interface_static (BTH_TYPE_GAME, BTH_TYPE_PLAYED_GAME, &info);
      g_once_init_leave (&once, 1);
    }
}

gpointer
bth_game_played_new (gpointer rules, const char *scenario_id, guint64 seed, GError **error)
{
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (scenario_id, error);

  if (scenario == NULL)
    return NULL;
  return bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, seed, error);
}

gpointer
bth_game_played_load (gpointer rules, GFile *file, GError **error)
{
  /* A game is played by the ruleset its save names (issue 26): a game of the digital
   * edition's rules reopens under them whatever the window showed, and an old save, which
   * names the 4th edition, under the 4th edition. */
  g_autoptr(BthRuleset) saved_rules = bth_game_saved_ruleset (rules, file, error);
  g_autoptr(BthGame) game = NULL;
  g_autoptr(BthScenario) scenario = NULL;

  if (saved_rules == NULL)
    return NULL;
  game = bth_game_load (saved_rules, file, error);

  if (game == NULL)
    return NULL;
  /* The scenario's schedules and rules, for what is due each phase. Synthetic games name no
   * built-in scenario; they still load, without what is due. */
  scenario = bth_scenario_load_builtin (bth_game_get_state (game)->scenario, NULL);
  if (scenario != NULL && !bth_game_set_scenario (game, scenario, error))
    return NULL;
  return g_steal_pointer (&game);
}
