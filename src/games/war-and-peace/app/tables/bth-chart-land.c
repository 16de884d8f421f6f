/* bth-chart-land.c — the charts of marching and the land: the Attrition Table, the Forced
 * March Table, the Terrain Effects Chart and the Weather Table.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "bth-chart-private.h"

/* Attrition Table (G) ---------------------------------------------------------------- */

void
bth_chart_build_attrition (BthRuleset    *rules,
                           BthTableView  *view,
                           BthChartSetup *setup)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  g_autoptr(GPtrArray) labels = bth_chart_strings ();

  bth_table_view_reset (view, _("Attrition Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    g_ptr_array_add (labels, g_strdup (t->columns[c].label));
  bth_chart_caption_row (view, _("Die roll"), _("Total strength points in hex"), t->n_columns);
  bth_table_view_add_header_row (view, NULL, bth_chart_strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, bth_chart_star_cell (&t->cells[(die - t->die_min) * t->n_columns + c]));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
    }

  bth_chart_key_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  bth_chart_key_number (&setup->keys[1], _("Strength points in the hex"), 1, 999,
                  t->columns[0].min);
  bth_chart_note (setup, _("0 = no loss; a number = strength points eliminated; * = required cavalry loss."));
  bth_chart_note_modifiers (setup, t->modifiers, t->n_modifiers);
  bth_chart_note_clamp (setup, &t->clamp);
}

void
bth_chart_lookup_attrition (BthRuleset     *rules,
                            int             die,
                            int             sp,
                            BthChartAnswer *answer)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  const BthStarCell *cell;

  die = CLAMP (die, t->clamp.min, t->clamp.max);
  if (sp < t->columns[0].min)
    {
      answer->text = g_strdup (_("No attrition"));
      answer->detail = g_strdup_printf (_("Only hexes with %d or more strength points are "
                                          "checked for attrition."), t->columns[0].min);
      return;
    }
  for (guint c = 0; c < t->n_columns; c++)
    if (sp >= t->columns[c].min && sp <= t->columns[c].max)
      {
        cell = &t->cells[(die - t->die_min) * t->n_columns + c];
        bth_chart_answer_cell (answer, (guint) (die - t->die_min), c);
        answer->text = bth_chart_star_cell (cell);
        if (cell->value == 0)
          answer->detail = g_strdup_printf (_("%d SP in the hex, modified roll %d: no loss."),
                                            sp, die);
        else
          answer->detail = g_strdup_printf (cell->starred
                                            ? _("%d SP in the hex, modified roll %d: %d SP "
                                                "eliminated, one of them cavalry if the hex "
                                                "has any.")
                                            : _("%d SP in the hex, modified roll %d: %d SP "
                                                "eliminated."),
                                            sp, die, MIN (cell->value, sp));
        return;
      }
}

/* Forced March Table (K) ------------------------------------------------------------- */

void
bth_chart_build_forced_march (BthRuleset    *rules,
                              BthTableView  *view,
                              BthChartSetup *setup)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);
  g_autoptr(GPtrArray) labels = bth_chart_strings ();

  bth_table_view_reset (view, _("Forced March Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    g_ptr_array_add (labels, g_strdup_printf ("%d", t->extra_mp[c]));
  bth_chart_caption_row (view, NULL, _("Extra movement points attempted"), t->n_columns);
  bth_table_view_add_header_row (view, _("Die roll"), bth_chart_strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, bth_chart_star_cell (&t->cells[(die - t->die_min) * t->n_columns + c]));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
    }

  bth_chart_key_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  bth_chart_key_number (&setup->keys[1], _("Extra movement points"), t->extra_mp[0],
                  t->extra_mp[t->n_columns - 1], t->extra_mp[0]);
  bth_chart_note (setup, _("0 = no extra movement points; a number = extra movement points allowed; "
                 "* = one strength point eliminated."));
  bth_chart_note_modifiers (setup, t->modifiers, t->n_modifiers);
  bth_chart_note_clamp (setup, &t->clamp);
}

void
bth_chart_lookup_forced_march (BthRuleset     *rules,
                               int             die,
                               int             extra,
                               BthChartAnswer *answer)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);

  die = CLAMP (die, t->clamp.min, t->clamp.max);
  for (guint c = 0; c < t->n_columns; c++)
    if (t->extra_mp[c] == extra)
      {
        const BthStarCell *cell = &t->cells[(die - t->die_min) * t->n_columns + c];

        bth_chart_answer_cell (answer, (guint) (die - t->die_min), c);
        answer->text = bth_chart_star_cell (cell);
        answer->detail = g_strdup_printf (cell->starred
                                          ? ngettext ("Modified roll %d for %d extra MP: %d "
                                                      "extra movement point allowed, and one "
                                                      "strength point eliminated.",
                                                      "Modified roll %d for %d extra MP: %d "
                                                      "extra movement points allowed, and one "
                                                      "strength point eliminated.", cell->value)
                                          : ngettext ("Modified roll %d for %d extra MP: %d "
                                                      "extra movement point allowed.",
                                                      "Modified roll %d for %d extra MP: %d "
                                                      "extra movement points allowed.",
                                                      cell->value),
                                          die, extra, cell->value);
        return;
      }
}

/* Terrain Effects Chart ----------------------------------------------------------------- */

enum {
  TERRAIN_MOVEMENT,
  TERRAIN_NOTES,
  TERRAIN_SMALLER,
  TERRAIN_LARGER,
  TERRAIN_FORT,
  N_TERRAIN_COLUMNS
};

static const char *terrain_columns[N_TERRAIN_COLUMNS] = {
  N_("Movement point cost"),
  N_("Note number"),
  N_("Battle: S attacked"),
  N_("Battle: L attacked"),
  N_("Fort capacity"),
};

/* Terrain rows, then hexside and city rows, in the chart's order. */
static JsonObject *
terrain_row (JsonObject *t,
             guint       index)
{
  JsonArray *terrain = bth_chart_doc_array (t, "terrain");
  JsonArray *features = bth_chart_doc_array (t, "features");

  if (index < bth_chart_array_length (terrain))
    return json_array_get_object_element (terrain, index);
  index -= bth_chart_array_length (terrain);
  return index < bth_chart_array_length (features) ? json_array_get_object_element (features, index) : NULL;
}

static char *
terrain_cell (JsonObject *row,
              guint       column)
{
  JsonObject *effect = NULL;
  const char *how = NULL;

  switch (column)
    {
    case TERRAIN_MOVEMENT:
      return g_strdup (bth_chart_doc_string (row, "movement_cost"));
    case TERRAIN_NOTES:
      {
        JsonArray *notes = bth_chart_doc_array (row, "notes");
        GString *text = g_string_new (NULL);

        for (guint i = 0; i < bth_chart_array_length (notes); i++)
          g_string_append_printf (text, i == 0 ? "%" G_GINT64_FORMAT : ", %" G_GINT64_FORMAT,
                                  json_array_get_int_element (notes, i));
        if (text->len == 0)
          g_string_append (text, C_("terrain", "NA"));
        return g_string_free (text, FALSE);
      }
    case TERRAIN_SMALLER:
    case TERRAIN_LARGER:
      if (json_object_has_member (row, "attacked_in"))
        {
          effect = json_object_get_object_member (row, "attacked_in");
          /* Translators: a terrain modifier applies when a force is attacked in the hex */
          how = C_("terrain", "in");
        }
      else if (json_object_has_member (row, "attacked_from"))
        {
          effect = json_object_get_object_member (row, "attacked_from");
          /* Translators: a terrain modifier applies when a force is attacked from the hex */
          how = C_("terrain", "from");
        }
      if (effect != NULL)
        {
          gint64 value = json_object_get_int_member (effect, column == TERRAIN_SMALLER
                                                             ? "smaller" : "larger");
          if (value != 0)
            return g_strdup_printf ("(%+" G_GINT64_FORMAT ") %s", value, how);
        }
      return g_strdup (C_("terrain", "No effect"));
    case TERRAIN_FORT:
      if (!json_object_has_member (row, "fort_capacity"))
        return g_strdup ("—");
      if (json_object_get_null_member (row, "fort_capacity"))
        return g_strdup (C_("fort capacity", "Normal"));
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (row, "fort_capacity"));
    default:
      g_assert_not_reached ();
    }
}

void
bth_chart_build_terrain (BthRuleset    *rules,
                         BthTableView  *view,
                         BthChartSetup *setup)
{
  JsonObject *t = bth_chart_doc_table (rules, "terrain_effects");
  guint n = bth_chart_array_length (bth_chart_doc_array (t, "terrain")) + bth_chart_array_length (bth_chart_doc_array (t, "features"));
  g_autoptr(GPtrArray) labels = bth_chart_strings ();
  JsonArray *notes = bth_chart_doc_array (t, "notes");

  bth_table_view_reset (view, _("Terrain Effects Chart"), 1, N_TERRAIN_COLUMNS);
  bth_chart_key_choices (&setup->keys[0], _("Terrain"));
  bth_chart_key_choices (&setup->keys[1], _("Effect"));
  for (guint c = 0; c < N_TERRAIN_COLUMNS; c++)
    {
      g_ptr_array_add (labels, g_strdup (_(terrain_columns[c])));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (_(terrain_columns[c])));
    }
  bth_table_view_add_header_row (view, _("Terrain feature"), bth_chart_strv (labels));
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = terrain_row (t, r);
      const char *header[] = { bth_chart_doc_string (row, "label") };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < N_TERRAIN_COLUMNS; c++)
        g_ptr_array_add (cells, terrain_cell (row, c));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }

  bth_chart_note (setup, _("S = smaller force, L = larger force: modify the field-battle dice roll by "
                 "the number when that force is attacked in (or from) the terrain. "
                 "* = see the notes."));
  for (guint i = 0; i < bth_chart_array_length (notes); i++)
    {
      JsonObject *item = json_array_get_object_element (notes, i);

      bth_chart_note (setup, "%" G_GINT64_FORMAT ". %s", json_object_get_int_member (item, "number"),
            bth_chart_doc_string (item, "text"));
    }
}

void
bth_chart_lookup_terrain (BthRuleset     *rules,
                          int             terrain,
                          int             column,
                          BthChartAnswer *answer)
{
  JsonObject *t = bth_chart_doc_table (rules, "terrain_effects");
  JsonObject *row = terrain >= 0 ? terrain_row (t, (guint) terrain) : NULL;

  if (row == NULL || column < 0 || column >= N_TERRAIN_COLUMNS)
    return;
  bth_chart_answer_cell (answer, (guint) terrain, (guint) column);
  answer->text = terrain_cell (row, (guint) column);
  answer->detail = g_strdup_printf (_("%s — %s"), bth_chart_doc_string (row, "label"),
                                    _(terrain_columns[column]));
}

/* Weather Table ----------------------------------------------------------------------- */

void
bth_chart_build_weather (BthRuleset    *rules,
                         BthTableView  *view,
                         BthChartSetup *setup)
{
  const BthWeatherTable *t = bth_ruleset_get_weather (rules);
  g_autoptr(GPtrArray) labels = bth_chart_strings ();
  JsonArray *effects = bth_chart_doc_array (bth_chart_doc_table (rules, "weather"), "effects");

  bth_table_view_reset (view, _("Weather Table"), 1, G_N_ELEMENTS (t->months));
  bth_chart_key_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  bth_chart_key_choices (&setup->keys[1], _("Month"));
  for (guint c = 0; c < G_N_ELEMENTS (t->months); c++)
    {
      g_ptr_array_add (labels, g_strdup (t->months[c]));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (t->months[c]));
    }
  bth_table_view_add_header_row (view, _("Die"), bth_chart_strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < G_N_ELEMENTS (t->months); c++)
        g_ptr_array_add (cells, g_strdup (t->cells[(die - t->die_min) * 12 + c]));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
    }
  bth_chart_note_modifiers (setup, t->modifiers, t->n_modifiers);
  bth_chart_note_clamp (setup, &t->clamp);
  for (guint i = 0; i < bth_chart_array_length (effects); i++)
    bth_chart_note (setup, "%s", bth_chart_doc_string (json_array_get_object_element (effects, i), "text"));
}

void
bth_chart_lookup_weather (BthRuleset     *rules,
                          int             die,
                          int             month,
                          BthChartAnswer *answer)
{
  const BthWeatherTable *t = bth_ruleset_get_weather (rules);
  JsonArray *effects = bth_chart_doc_array (bth_chart_doc_table (rules, "weather"), "effects");
  const char *weather;
  const char *effect = NULL;

  if (month < 0 || month >= (int) G_N_ELEMENTS (t->months))
    return;
  die = CLAMP (die, t->clamp.min, t->clamp.max);
  weather = t->cells[(die - t->die_min) * 12 + month];
  for (guint i = 0; i < bth_chart_array_length (effects); i++)
    {
      JsonObject *item = json_array_get_object_element (effects, i);
      if (g_strcmp0 (bth_chart_doc_string (item, "weather"), weather) == 0)
        effect = bth_chart_doc_string (item, "text");
    }
  bth_chart_answer_cell (answer, (guint) (die - t->die_min), (guint) month);
  answer->text = g_strdup (weather);
  answer->detail = g_strdup_printf (_("%s, modified roll %d. %s"), t->months[month], die,
                                    effect != NULL ? effect : "");
}

