/* fuzz-save.c — the saved-game loader (File ▸ Open, the autosave). A loaded game must
 * save to a file that loads back, and its log must export as text. */
#include "fuzz-common.h"

#include "bth-game-save.h"

#include <stdio.h>
#include <stdlib.h>

static BthRuleset *rules;

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGame) game = NULL;
  g_autoptr(BthGame) again = NULL;
  g_autofree char *saved = NULL, *text = NULL;
  gsize length;

  bth_fuzz_init ();
  if (rules == NULL && (rules = bth_ruleset_new_default (&error)) == NULL)
    g_error ("the built-in ruleset: %s", error->message);
  game = bth_game_load_from_data (rules, (const char *) data, (gssize) size, "fuzz.berthier", &error);
  if (game == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  text = bth_game_export_text (game);
  saved = bth_game_save_to_data (game, &length);
  if ((again = bth_game_load_from_data (rules, saved, (gssize) length, "saved.berthier", &error)) == NULL)
    {
      fprintf (stderr, "a loaded game saves to a file that does not load: %s\n", error->message);
      abort ();
    }
  return 0;
}
