/* fuzz-cli.c — one berthier-cli command's JSON input (FUZZ_COMMAND of the game FUZZ_GAME,
 * set by meson: combat, supply, naval-combat…; la-grande-armee's battle…). The input is written to a file and the command is run as
 * berthier-cli runs it (the game's command table, the built-in ruleset, seeded dice), so
 * the fuzzer reaches exactly the code a user's file reaches. Success and an input error
 * are both fine; a crash, a sanitizer report or a GLib critical is a finding. */
#include "fuzz-common.h"

#include "bth-game-module.h"
#include "cli-installed-games.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef FUZZ_COMMAND
#error "FUZZ_COMMAND names the berthier-cli command"
#endif
#ifndef FUZZ_GAME
#define FUZZ_GAME "war-and-peace"
#endif

static GObject *rules;
static const BthCliCommand *command;
static char *input_path;

static void
setup (void)
{
  g_autoptr(GError) error = NULL;
  const BthGameModule *game;
  int fd;

  bth_fuzz_init ();
  /* The games as berthier-cli registers them (its generated cli-installed-games.c). */
  bth_cli_register_installed_games ();
  game = bth_game_module_find (FUZZ_GAME);
  g_assert (game != NULL);
  if ((command = bth_game_module_find_cli_command (game, FUZZ_COMMAND)) == NULL)
    g_error ("no command %s", FUZZ_COMMAND);
  if ((rules = game->load_rules (NULL, NULL, &error)) == NULL)
    g_error ("the built-in ruleset: %s", error->message);
  /* In memory where there is /dev/shm: a file system on disk makes each run ten times slower. */
  input_path = g_build_filename (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && access ("/dev/shm", W_OK) == 0
                                 ? "/dev/shm" : g_get_tmp_dir (), "berthier-fuzz-XXXXXX.json", NULL);
  if ((fd = g_mkstemp (input_path)) < 0)
    g_error ("%s: %s", input_path, g_strerror (errno));
  close (fd);
}

static void
write_input (const uint8_t *data, size_t size)
{
  FILE *out = fopen (input_path, "wb");

  if (out == NULL || (size > 0 && fwrite (data, 1, size, out) != size) || fclose (out) != 0)
    g_error ("%s: %s", input_path, g_strerror (errno));
}

static void
remove_input (void)
{
  if (input_path != NULL)
    unlink (input_path);
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  setup ();
  atexit (remove_input);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthDice) dice = bth_dice_new (1805);
  g_autoptr(JsonNode) result = NULL;
  BthCliContext context = { rules, dice, NULL, NULL };

  write_input (data, size);
  result = command->run (&context, input_path, &error);
  g_assert ((result == NULL) == (error != NULL));
  if (result != NULL)
    g_free (json_to_string (result, FALSE));
  return 0;
}
