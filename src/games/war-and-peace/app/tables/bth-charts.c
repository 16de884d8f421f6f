/* bth-charts.c — the list of charts, and drawing one with its answer highlighted.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-chart-private.h"

/* The charts, in the drop-down's order. */
static const BthChart charts[] = {
  { "crt",             N_("Combat Results Table"),     bth_chart_build_crt,             bth_chart_lookup_crt },
  { "gc-crt",          N_("Grand Campaign CRT"),       bth_chart_build_gc_crt,          bth_chart_lookup_gc_crt },
  { "combat-loss",     N_("Combat Loss Chart"),        bth_chart_build_combat_loss,     bth_chart_lookup_combat_loss },
  { "attrition",       N_("Attrition Table"),          bth_chart_build_attrition,       bth_chart_lookup_attrition },
  { "forced-march",    N_("Forced March Table"),       bth_chart_build_forced_march,    bth_chart_lookup_forced_march },
  { "tactical-matrix", N_("Tactical Matrix"),          bth_chart_build_tactical_matrix, bth_chart_lookup_tactical_matrix },
  { "terrain",         N_("Terrain Effects Chart"),    bth_chart_build_terrain,         bth_chart_lookup_terrain },
  { "weather",         N_("Weather Table"),            bth_chart_build_weather,         bth_chart_lookup_weather },
  { "naval-results",   N_("Naval Results Table"),      bth_chart_build_naval_results,   bth_chart_lookup_naval_results },
  { "naval-damage",    N_("Naval Damage Table"),       bth_chart_build_naval_damage,    bth_chart_lookup_naval_damage },
};


guint
bth_charts_get_n (void)
{
  return G_N_ELEMENTS (charts);
}

const BthChart *
bth_charts_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (charts), NULL);
  return &charts[index];
}

const BthChart *
bth_charts_find (const char *id,
                 guint      *index)
{
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    if (g_strcmp0 (charts[i].id, id) == 0)
      {
        if (index != NULL)
          *index = i;
        return &charts[i];
      }
  return NULL;
}

void
bth_chart_setup_init (BthChartSetup *setup)
{
  *setup = (BthChartSetup) { .notes = g_string_new (NULL) };
}

void
bth_chart_answer_clear (BthChartAnswer *answer)
{
  g_clear_pointer (&answer->text, g_free);
  g_clear_pointer (&answer->detail, g_free);
  answer->n_cells = 0;
}

void
bth_chart_draw (const BthChart *chart,
                BthRuleset     *rules,
                BthTableView   *view)
{
  BthChartSetup setup;

  bth_chart_setup_init (&setup);
  chart->build (rules, view, &setup);
  bth_chart_setup_clear (&setup);
}

gboolean
bth_chart_highlight (const BthChart *chart,
                     BthRuleset     *rules,
                     BthTableView   *view,
                     int             a,
                     int             b)
{
  BthChartAnswer answer = { 0 };
  gboolean found;

  bth_table_view_clear_highlight (view);
  chart->lookup (rules, a, b, &answer);
  for (guint i = 0; i < answer.n_cells; i++)
    if (answer.columns[i] == G_MAXUINT)
      bth_table_view_highlight_row (view, answer.rows[i]);
    else
      bth_table_view_highlight (view, answer.rows[i], answer.columns[i]);
  bth_table_view_scroll_to_highlight (view);
  found = answer.n_cells > 0;
  bth_chart_answer_clear (&answer);
  return found;
}
