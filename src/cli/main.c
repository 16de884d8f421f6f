/* berthier-cli — resolve War and Peace tables from the command line, JSON in and out.
 * Exit status: 0 on success, 2 on bad input (with a one-line message naming the field). */
#include "cli-card-commands.h"
#include "cli-commands.h"
#include "cli-map-commands.h"
#include "cli-naval-commands.h"
#include "cli-scenario-commands.h"
#include "cli-production-commands.h"
#include "bth-error.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

/* Every group of commands; each file of commands lists its own. */
static const CliCommand *(*const command_groups[]) (guint *n) = {
  cli_commands,
  cli_scenario_commands,
  cli_map_commands,
  cli_naval_commands,
  cli_production_commands,
  cli_card_commands,
};

static const CliCommand *
find_command (const char *name)
{
  for (guint g = 0; g < G_N_ELEMENTS (command_groups); g++)
    {
      guint n;
      const CliCommand *commands = command_groups[g] (&n);

      for (guint i = 0; i < n; i++)
        if (g_str_equal (commands[i].name, name))
          return &commands[i];
    }
  return NULL;
}

static char *
usage_text (void)
{
  GString *text = g_string_new ("Commands:\n");

  for (guint g = 0; g < G_N_ELEMENTS (command_groups); g++)
    {
      guint n;
      const CliCommand *commands = command_groups[g] (&n);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, "  %-16s %-7s %s\n", commands[i].name, commands[i].args,
                                commands[i].summary);
    }
  g_string_append (text, "\nFILE is a JSON file, or - for standard input. See README.md for the formats.");
  return g_string_free (text, FALSE);
}

static int
fail (const char *message)
{
  g_printerr ("berthier-cli: %s\n", message);
  return 2;
}

int
main (int argc, char **argv)
{
  g_autofree char *dice_text = NULL, *rules_dir = NULL, *usage = NULL, *overlay = NULL;
  gint64 seed = -1;
  gboolean compact = FALSE;
  GOptionEntry entries[] = {
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice_text, "Use these dice instead of rolling, e.g. 4,4", "LIST" },
    { "rules", 'r', 0, G_OPTION_ARG_FILENAME, &rules_dir, "Load war-and-peace-4e.json from DIR", "DIR" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed the dice (repeatable rolls)", "N" },
    { "compact", 'c', 0, G_OPTION_ARG_NONE, &compact, "Print JSON on one line", NULL },
    { "overlay", 'o', 0, G_OPTION_ARG_FILENAME, &overlay, "Apply the players' map overlay FILE (supply, distance)", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) options = g_option_context_new ("COMMAND [ARGUMENT]");
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = NULL;
  g_autoptr(BthDice) dice = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *output = NULL;
  const CliCommand *command;
  CliContext context;

  setlocale (LC_ALL, "");
  usage = usage_text ();
  g_option_context_add_main_entries (options, entries, NULL);
  g_option_context_set_summary (options, "Resolve the tables of War and Peace (4th edition).");
  g_option_context_set_description (options, usage);
  if (!g_option_context_parse (options, &argc, &argv, &error))
    return fail (error->message);
  if (argc < 2)
    {
      g_autofree char *help = g_option_context_get_help (options, TRUE, NULL);
      g_printerr ("%s", help);
      return 2;
    }
  command = find_command (argv[1]);
  if (command == NULL)
    {
      g_autofree char *message = g_strdup_printf ("unknown command \"%s\" (try --help)", argv[1]);
      return fail (message);
    }
  if (argc > (command->two_arguments ? 4 : 3))
    return fail ("too many arguments");

  rules = rules_dir ? bth_ruleset_new_from_directory (rules_dir, NULL, &error)
                    : bth_ruleset_new_default (&error);
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

  context = (CliContext) { rules, dice, argc > 3 ? argv[3] : NULL, overlay };
  result = command->run (&context, argc > 2 ? argv[2] : NULL, &error);
  if (result == NULL)
    return fail (error->message);
  if (dice_text != NULL && bth_dice_fixed_remaining (dice) > 0)
    g_printerr ("berthier-cli: warning: %u of the given dice were not needed\n",
                bth_dice_fixed_remaining (dice));

  generator = json_generator_new ();
  json_generator_set_pretty (generator, !compact);
  json_generator_set_root (generator, result);
  output = json_generator_to_data (generator, NULL);
  puts (output);
  return 0;
}
