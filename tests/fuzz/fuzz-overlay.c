/* fuzz-overlay.c — the players' map overlay (--overlay FILE, the Map page's record),
 * applied to the built-in map. A loaded overlay must save to a document that loads back. */
#include "fuzz-common.h"
#include "bth-tec.h"

#include "bth-map-overlay.h"

#include <stdio.h>
#include <stdlib.h>

static BthMap *map;

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMapOverlay) overlay = NULL;
  g_autofree char *saved = NULL;

  bth_fuzz_init ();
  if (map == NULL && (map = bth_tec_load_builtin_map (&error)) == NULL)
    g_error ("the built-in map: %s", error->message);
  overlay = bth_map_overlay_new ("war-and-peace-4e");
  if (!bth_map_overlay_load (overlay, map, (const char *) data, (gssize) size, "fuzz.json", &error))
    {
      g_assert (error != NULL);
      return 0;   /* on error the map is unchanged */
    }
  saved = bth_map_overlay_to_data (overlay);
  {
    g_autoptr(BthMapOverlay) again = bth_map_overlay_new ("war-and-peace-4e");
    if (!bth_map_overlay_load (again, map, saved, -1, "saved.json", &error))
      {
        fprintf (stderr, "a loaded overlay saves to a document that does not load: %s\n%s\n",
                 error->message, saved);
        abort ();
      }
  }
  /* The map changed: start the next input from the map as shipped. */
  g_clear_pointer (&map, bth_map_unref);
  return 0;
}
