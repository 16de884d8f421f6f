/* bth-game-module.c — the registered games and their CLI commands. */
#include "bth-game-module.h"

typedef struct {
  const BthGameModule *module;
  BthCliCommandsFunc   commands[16];
  guint                n_commands;
} Registered;

static Registered games[8];
static const BthGameModule *modules[G_N_ELEMENTS (games)];
static guint n_games;

static Registered *
find (const char *id)
{
  for (guint i = 0; i < n_games; i++)
    if (g_str_equal (games[i].module->id, id))
      return &games[i];
  return NULL;
}

void
bth_game_module_register (const BthGameModule *module)
{
  if (find (module->id) != NULL)
    g_error ("the game \"%s\" is registered twice", module->id);
  g_assert (n_games < G_N_ELEMENTS (games));
  games[n_games].module = module;
  modules[n_games++] = module;
}

const BthGameModule *
bth_game_module_find (const char *id)
{
  Registered *game = find (id);

  return game != NULL ? game->module : NULL;
}

const BthGameModule *
bth_game_module_default (void)
{
  return n_games > 0 ? games[0].module : NULL;
}

const BthGameModule * const *
bth_game_module_list (guint *n)
{
  *n = n_games;
  return modules;
}

void
bth_game_module_add_cli_commands (const char *game_id, BthCliCommandsFunc commands)
{
  Registered *game = find (game_id);

  g_return_if_fail (game != NULL);
  g_assert (game->n_commands < G_N_ELEMENTS (game->commands));
  game->commands[game->n_commands++] = commands;
}

const BthCliCommandsFunc *
bth_game_module_cli_commands (const BthGameModule *module, guint *n)
{
  Registered *game = find (module->id);

  *n = game != NULL ? game->n_commands : 0;
  return game != NULL ? game->commands : NULL;
}

const BthCliCommand *
bth_game_module_find_cli_command (const BthGameModule *module, const char *name)
{
  guint n_groups;
  const BthCliCommandsFunc *groups = bth_game_module_cli_commands (module, &n_groups);

  for (guint g = 0; g < n_groups; g++)
    {
      guint n;
      const BthCliCommand *commands = groups[g] (&n);

      for (guint i = 0; i < n; i++)
        if (g_str_equal (commands[i].name, name))
          return &commands[i];
    }
  return NULL;
}
