/* berthier-cli — resolve a game's tables from the command line, JSON in and out.
 *
 *   berthier-cli [--game ID] COMMAND [ARGUMENT…]     (default: War and Peace, 4th edition)
 *   berthier-cli games                               the installed games and their rulesets
 *
 * Exit status: 0 on success, 2 on bad input (with a one-line message naming the field). */
#include "bth-error.h"
#include "bth-game-module.h"
#include "cli-installed-games.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

static char *
usage_text (const BthGameModule *game)
{
  GString *text = g_string_new (NULL);
  guint n_groups;
  const BthCliCommandsFunc *groups = bth_game_module_cli_commands (game, &n_groups);

  g_string_append_printf (text, "Commands of %s (--game %s):\n", game->name, game->id);
  for (guint g = 0; g < n_groups; g++)
    {
      guint n;
      const BthCliCommand *commands = groups[g] (&n);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, "  %-16s %-7s %s\n", commands[i].name, commands[i].args,
                                commands[i].summary);
    }
  g_string_append_printf (text, "  %-16s %-7s %s\n", "games", "", "List the installed games and their rulesets");
  g_string_append (text, "\nFILE is a JSON file, or - for standard input. See README.md for the formats.");
  return g_string_free (text, FALSE);
}

/* `games`: every installed game, its rulesets (the first is the default). */
static JsonNode *
list_games (void)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n;
  const BthGameModule * const *games = bth_game_module_list (&n);

  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, games[i]->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, games[i]->name);
      json_builder_set_member_name (builder, "summary");
      json_builder_add_string_value (builder, games[i]->summary);
      json_builder_set_member_name (builder, "default");
      json_builder_add_boolean_value (builder, i == 0);
      json_builder_set_member_name (builder, "rulesets");
      json_builder_begin_array (builder);
      for (guint r = 0; r < games[i]->n_rulesets; r++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, games[i]->rulesets[r].id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, games[i]->rulesets[r].name);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static int
fail (const char *message)
{
  g_printerr ("berthier-cli: %s\n", message);
  return 2;
}

/* --game is read before the options are parsed, so that --help lists that game's commands. */
static const char *
game_argument (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--"))
        break;
      if ((g_str_equal (argv[i], "--game") || g_str_equal (argv[i], "-g")) && i + 1 < argc)
        return argv[i + 1];
      if (g_str_has_prefix (argv[i], "--game="))
        return argv[i] + strlen ("--game=");
    }
  return NULL;
}

int
main (int argc, char **argv)
{
  g_autofree char *dice_text = NULL, *rules_dir = NULL, *usage = NULL, *overlay = NULL, *game_id = NULL,
                   *card = NULL, *ruleset_id = NULL;
  gint64 seed = -1;
  gboolean compact = FALSE;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id, "The game (see `games`; default: war-and-peace)", "ID" },
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice_text, "Use these dice instead of rolling, e.g. 4,4", "LIST" },
    { "rules", 'r', 0, G_OPTION_ARG_FILENAME, &rules_dir, "Load the game's ruleset file from DIR (war-and-peace-4e.json)", "DIR" },
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &ruleset_id, "Play by the game's ruleset ID (see `games`; default: its first)", "ID" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed the dice (repeatable rolls)", "N" },
    { "compact", 'c', 0, G_OPTION_ARG_NONE, &compact, "Print JSON on one line", NULL },
    { "overlay", 'o', 0, G_OPTION_ARG_FILENAME, &overlay, "Apply the players' map overlay FILE (supply, distance)", "FILE" },
    { "card", 0, 0, G_OPTION_ARG_FILENAME, &card, "Read the players' game card from FILE, not from the data folder (commands that read one)", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) options = g_option_context_new ("COMMAND [ARGUMENT]");
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) rules = NULL;
  g_autoptr(BthDice) dice = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *output = NULL, *summary = NULL;
  const BthGameModule *game;
  const BthCliCommand *command;
  const char *chosen;
  BthCliContext context;

  setlocale (LC_ALL, "");
  bth_cli_register_installed_games ();
  chosen = game_argument (argc, argv);
  game = chosen != NULL ? bth_game_module_find (chosen) : bth_game_module_default ();
  if (game == NULL)
    {
      g_autofree char *message = g_strdup_printf ("unknown game \"%s\" (`berthier-cli games` lists them)", chosen);
      return fail (message);
    }
  usage = usage_text (game);
  summary = g_strdup_printf ("Resolve the tables of %s (%s).", game->name, game->rulesets[0].name);
  g_option_context_add_main_entries (options, entries, NULL);
  g_option_context_set_summary (options, summary);
  g_option_context_set_description (options, usage);
  if (!g_option_context_parse (options, &argc, &argv, &error))
    return fail (error->message);
  if (argc < 2)
    {
      g_autofree char *help = g_option_context_get_help (options, TRUE, NULL);
      g_printerr ("%s", help);
      return 2;
    }
  if (g_str_equal (argv[1], "games"))
    {
      if (argc > 2)
        return fail ("too many arguments");
      command = NULL;
      result = list_games ();
    }
  else
    {
      command = bth_game_module_find_cli_command (game, argv[1]);
      if (command == NULL)
        {
          g_autofree char *message = g_strdup_printf ("unknown command \"%s\" (try --help)", argv[1]);
          return fail (message);
        }
      if (argc > (command->two_arguments ? 4 : 3))
        return fail ("too many arguments");

      rules = game->load_rules (ruleset_id, rules_dir, &error);
      if (rules == NULL)
        return fail (error->message);
      dice = seed >= 0 ? bth_dice_new ((guint64) seed) : bth_dice_new_random ();
      if (dice_text != NULL)
        {
          g_autoptr(GArray) values = NULL;
          if (!bth_dice_parse_list (dice_text, &values, &error))
            return fail (error->message);
          bth_dice_set_fixed (dice, (const int *) values->data, values->len);
        }

      context = (BthCliContext) { rules, dice, argc > 3 ? argv[3] : NULL, overlay, card };
      result = command->run (&context, argc > 2 ? argv[2] : NULL, &error);
      if (result == NULL)
        return fail (error->message);
      if (dice_text != NULL && bth_dice_fixed_remaining (dice) > 0)
        g_printerr ("berthier-cli: warning: %u of the given dice were not needed\n",
                    bth_dice_fixed_remaining (dice));
    }

  generator = json_generator_new ();
  json_generator_set_pretty (generator, !compact);
  json_generator_set_root (generator, result);
  output = json_generator_to_data (generator, NULL);
  puts (output);
  return 0;
}
