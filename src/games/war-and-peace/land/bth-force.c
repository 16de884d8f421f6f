/* bth-force.c — unit kinds, totals and the morale of single units. */
#include "bth-force.h"

static const char *const kind_names[BTH_N_KINDS] = { "I", "GI", "L", "M", "P", "C", "GC", "CC" };

const char *
bth_unit_kind_to_string (BthUnitKind kind)
{
  return kind_names[kind];
}

gboolean
bth_unit_kind_from_string (const char *text, BthUnitKind *out)
{
  for (guint i = 0; i < BTH_N_KINDS; i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *out = (BthUnitKind) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
bth_unit_kind_is_cavalry (BthUnitKind kind)
{
  return kind == BTH_KIND_C || kind == BTH_KIND_GC || kind == BTH_KIND_CC;
}

gboolean
bth_unit_kind_is_guard (BthUnitKind kind)
{
  return kind == BTH_KIND_GI || kind == BTH_KIND_GC;
}

void
bth_force_clear (BthForce *force)
{
  for (guint i = 0; i < force->n_units; i++)
    {
      g_free (force->units[i].color);
      g_free (force->units[i].symbol);
    }
  g_free (force->units);
  g_free (force->leader_color);
  g_free (force->leader_name);
  g_free (force->terrain);
  g_free (force->tactic);
  *force = (BthForce) { 0 };
}

int
bth_force_total_sp (const BthForce *force)
{
  int total = 0;

  for (guint i = 0; i < force->n_units; i++)
    total += force->units[i].sp;
  return total;
}

int
bth_force_cavalry_sp (const BthForce *force)
{
  int total = 0;

  for (guint i = 0; i < force->n_units; i++)
    if (bth_unit_kind_is_cavalry (force->units[i].kind))
      total += force->units[i].sp;
  return total;
}

int
bth_force_guard_sp (const BthForce *force)
{
  int total = 0;

  for (guint i = 0; i < force->n_units; i++)
    if (bth_unit_kind_is_guard (force->units[i].kind))
      total += force->units[i].sp;
  return total;
}

/* Regular Russian units: Russia's counter colour, without the minor powers' symbol
 * colour (D.4–D.5); both come from the ruleset. */
static gboolean
is_regular_russian (const BthMoraleRules *m, const BthUnit *unit)
{
  return (unit->kind == BTH_KIND_I || unit->kind == BTH_KIND_C) &&
         g_strcmp0 (unit->color, m->patriotism_color) == 0 &&
         g_strcmp0 (unit->symbol, m->patriotism_minor_symbol) != 0;
}

int
bth_unit_morale (BthRuleset *rules, const BthUnit *unit, const BthForce *force,
                 gboolean russian_patriotism, gboolean inside_city)
{
  const BthMoraleRules *m = bth_ruleset_get_morale (rules);
  int morale = unit->morale;

  if (morale < 0)
    {
      switch (unit->kind)
        {
        case BTH_KIND_GI:
        case BTH_KIND_GC:
          morale = m->guard;
          break;
        case BTH_KIND_I:
        case BTH_KIND_C:
          morale = g_strcmp0 (unit->symbol, "white") == 0 ? m->white_symbol :
                   g_strcmp0 (unit->symbol, "yellow") == 0 ? m->yellow_symbol : m->black_symbol;
          break;
        default:
          morale = m->irregular;
        }
    }
  if (russian_patriotism && force->mapboard == m->patriotism_mapboard && is_regular_russian (m, unit))
    morale = MAX (morale, m->patriotism_morale);
  if (inside_city && morale < m->inside_city_minimum)
    morale = m->inside_city_minimum;
  return morale;
}

static int
color_sp (const BthForce *force, const char *color)
{
  int total = 0;

  for (guint i = 0; i < force->n_units; i++)
    if (g_strcmp0 (force->units[i].color, color) == 0)
      total += force->units[i].sp;
  return total;
}

const char *
bth_force_majority_color (const BthForce *force, gboolean *tied)
{
  const char *best = NULL;
  int best_sp = -1;

  *tied = FALSE;
  for (guint i = 0; i < force->n_units; i++)
    {
      int sp = color_sp (force, force->units[i].color);
      if (sp > best_sp)
        {
          best = force->units[i].color;
          best_sp = sp;
          *tied = FALSE;
        }
      else if (sp == best_sp && g_strcmp0 (best, force->units[i].color) != 0)
        *tied = TRUE;
    }
  return best;
}

gboolean
bth_force_color_is_majority (const BthForce *force, const char *color)
{
  int wanted = color_sp (force, color);

  for (guint i = 0; i < force->n_units; i++)
    if (color_sp (force, force->units[i].color) > wanted)
      return FALSE;
  return wanted > 0;
}
