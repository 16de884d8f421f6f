/* bth-attrition.c — per-hex modifiers and the Attrition Table lookup. */
#include "bth-attrition.h"
#include "bth-error.h"

void
bth_attrition_result_clear (BthAttritionResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
}

gboolean
bth_attrition_validate_hex (const BthAttritionHex *hex, guint index, GError **error)
{
  const char *problem = NULL;

  if (hex->sp < 0)
    problem = "sp: strength cannot be negative";
  else if (hex->cavalry < 0 || hex->cavalry > hex->sp)
    problem = "cavalry: must be between 0 and the hex's SP";
  else if (hex->mapboard < 0 || hex->mapboard > 4)
    problem = "mapboard: mapboards are numbered 1 to 4";
  else if (hex->siege_marker < 0 || hex->siege_marker > 5)
    problem = "siege_marker: siege markers run from 1 to 5 (0 = not besieged)";
  if (problem != NULL)
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.hexes[%u].%s", index, problem);
  return problem == NULL;
}

static void
add_if (GArray *list, gboolean condition, const BthAttritionTable *t, const char *id)
{
  const BthModifierDef *def = bth_modifier_find (t->modifiers, t->n_modifiers, id);

  if (condition && def != NULL)
    bth_modifier_list_add (list, def->value, def->rule, "%s", def->reason);
}

static gboolean
on_listed_board (const BthAttritionTable *t, const char *id, int mapboard)
{
  const BthModifierDef *def = bth_modifier_find (t->modifiers, t->n_modifiers, id);

  for (guint i = 0; def != NULL && i < def->n_mapboards; i++)
    if (def->mapboards[i] == mapboard)
      return TRUE;
  return FALSE;
}

void
bth_attrition_resolve_hex (BthRuleset *rules, const BthAttritionHex *hex, int die,
                           BthAttritionResult *out)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  int modified;
  const BthStarCell *cell;

  *out = (BthAttritionResult) { .column = -1, .modifiers = bth_modifier_list_new () };
  if (hex->sp < t->columns[0].min)
    return;   /* G.1: only hexes of three or more SP are checked */
  out->checked = TRUE;
  add_if (out->modifiers, hex->all_french, t, "all_french");
  add_if (out->modifiers, hex->all_home, t, "all_home");
  add_if (out->modifiers, hex->unsupplied, t, "unsupplied");
  add_if (out->modifiers, hex->winter, t, "winter");
  add_if (out->modifiers, on_listed_board (t, "mapboard_1_or_4", hex->mapboard), t, "mapboard_1_or_4");
  if (hex->siege_marker > 0)
    bth_modifier_list_add (out->modifiers, hex->siege_marker, t->siege_marker_rule,
                           "Inside a besieged city: the siege status marker");

  modified = die + bth_modifier_list_sum (out->modifiers);
  out->modified_die = CLAMP (modified, t->clamp.min, t->clamp.max);
  for (guint c = 0; c < t->n_columns; c++)
    if (hex->sp >= t->columns[c].min && hex->sp <= t->columns[c].max)
      out->column = (int) c;
  cell = &t->cells[(out->modified_die - t->die_min) * t->n_columns + out->column];
  out->loss = MIN (cell->value, hex->sp);
  out->cavalry_required = cell->starred && hex->cavalry > 0 && out->loss > 0;
}
