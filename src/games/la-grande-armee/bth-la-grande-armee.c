/* bth-la-grande-armee.c — La Grande Armée's module: its ruleset and how to load it. */
#include "bth-la-grande-armee.h"
#include "bth-error.h"
#include "bth-game-module.h"
#include "bth-lga-rules.h"

static const BthRulesetInfo rulesets[] = {
  { BTH_LGA_RULESET_ID, "SPI/TSR 1987 rules and map charts" },
};

static gpointer
load_rules (const char *ruleset_id, const char *dir, GError **error)
{
  g_autofree char *path = NULL;

  if (ruleset_id != NULL && !g_str_equal (ruleset_id, BTH_LGA_RULESET_ID))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "La Grande Armée has no ruleset \"%s\"", ruleset_id);
      return NULL;
    }
  if (dir == NULL)
    return bth_lga_rules_new_default (error);
  path = g_build_filename (dir, BTH_LGA_RULES_FILE, NULL);
  return bth_lga_rules_new_from_file (path, error);
}

/* The window's subtitle: which game the tools are for. */
static const char *
rules_name (gpointer rules)
{
  return "La Grande Armée (SPI/TSR 1987)";
}

static const BthGameModule module = {
  .id = BTH_LA_GRANDE_ARMEE_ID,
  .name = "La Grande Armée",
  .summary = "SPI/TSR's La Grande Armée (1987): skirmishes, battles, morale, attrition, weather",
  .rulesets = rulesets,
  .n_rulesets = G_N_ELEMENTS (rulesets),
  .load_rules = load_rules,
  .rules_name = rules_name,
};

void
bth_la_grande_armee_register (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_game_module_register (&module);
      g_once_init_leave (&once, 1);
    }
}
