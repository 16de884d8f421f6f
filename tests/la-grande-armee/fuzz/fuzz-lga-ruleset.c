/* fuzz-lga-ruleset.c — La Grande Armée's ruleset loader (data/la-grande-armee/rules/). */
#include "fuzz-common.h"

#include "bth-lga-rules.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaRules) rules = NULL;

  bth_fuzz_init ();
  rules = bth_lga_rules_new_from_data ((const char *) data, (gssize) size, "fuzz.json", &error);
  g_assert ((rules == NULL) == (error != NULL));
  return 0;
}
