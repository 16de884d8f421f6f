/* fuzz-players-data.c — the players' data kept between games
 * ($XDG_DATA_HOME/berthier/players-data.json). A loaded file must save to one that loads. */
#include "fuzz-common.h"

#include "bth-players-memory.h"

#include <stdio.h>
#include <stdlib.h>

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = bth_fuzz_text (data, size);
  g_autofree char *saved = NULL;
  g_autoptr(BthPlayersMemory) memory = NULL;
  g_autoptr(BthPlayersMemory) again = NULL;
  g_auto(GStrv) colours = NULL;
  guint winter;

  bth_fuzz_init ();
  memory = bth_players_memory_from_data (text, "fuzz.json", &error);
  if (memory == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  bth_players_memory_get_winter (memory, &winter);
  colours = bth_players_memory_get_colours (memory);
  saved = bth_players_memory_to_data (memory);
  if ((again = bth_players_memory_from_data (saved, "saved.json", &error)) == NULL)
    {
      fprintf (stderr, "loaded players' data saves to a file that does not load: %s\n%s\n",
               error->message, saved);
      abort ();
    }
  return 0;
}
