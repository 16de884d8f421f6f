/* fuzz-sea-zones.c — the players' sea-zone entries (movement points and modifiers of the
 * sea zones, kept beside the players' data). Loaded entries must save to a file that loads. */
#include "fuzz-common.h"

#include "bth-sea-zone-entries.h"

#include <stdio.h>
#include <stdlib.h>

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = bth_fuzz_text (data, size);
  g_autofree char *saved = NULL;
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GArray) again = NULL;

  bth_fuzz_init ();
  entries = bth_sea_zone_entries_from_data (text, "fuzz.json", &error);
  if (entries == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  saved = bth_sea_zone_entries_to_data (entries);
  if ((again = bth_sea_zone_entries_from_data (saved, "saved.json", &error)) == NULL)
    {
      fprintf (stderr, "loaded sea-zone entries save to a file that does not load: %s\n%s\n",
               error->message, saved);
      abort ();
    }
  return 0;
}
