/* fuzz-map.c — the map loader (data/war-and-peace/maps/). */
#include "fuzz-common.h"

#include "bth-map.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMap) map = NULL;

  bth_fuzz_init ();
  map = bth_map_new_from_data ((const char *) data, (gssize) size, "fuzz.json", &error);
  g_assert ((map == NULL) == (error != NULL));
  return 0;
}
