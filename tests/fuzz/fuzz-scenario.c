/* fuzz-scenario.c — the scenario loader (data/war-and-peace/scenarios/). */
#include "fuzz-common.h"

#include "bth-scenario.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = NULL;

  bth_fuzz_init ();
  scenario = bth_scenario_new_from_data ((const char *) data, (gssize) size, "fuzz.json", &error);
  g_assert ((scenario == NULL) == (error != NULL));
  return 0;
}
