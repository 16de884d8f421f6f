/* fuzz-ruleset.c — the ruleset loader (data/war-and-peace/rules/, --rules DIR). */
#include "fuzz-common.h"

#include "bth-ruleset.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthRuleset) rules = NULL;

  bth_fuzz_init ();
  rules = bth_ruleset_new_from_data ((const char *) data, (gssize) size, "fuzz.json", &error);
  g_assert ((rules == NULL) == (error != NULL));
  return 0;
}
