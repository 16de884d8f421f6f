/* bth-chart-combat.c — the combat charts: the Combat Results Table, the optional Grand
 * Campaign CRT, the Combat Loss Chart and the optional Tactical Matrix.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "bth-chart-private.h"

/* The key printed under the table NAME of the ruleset ("L = Larger Force · S = …"), or
 * NULL when the ruleset gives none. */
static char *
crt_legend_of (BthRuleset *rules, const char *name)
{
  JsonArray *key = bth_chart_doc_array (bth_chart_doc_table (rules, name), "key");
  g_autoptr(GString) text = NULL;

  for (guint i = 0; i < bth_chart_array_length (key); i++)
    {
      JsonObject *item = json_array_get_object_element (key, i);
      const char *code = bth_chart_doc_string (item, "code");
      const char *meaning = bth_chart_doc_string (item, "text");

      if (code == NULL || meaning == NULL)
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append (text, " · ");
      g_string_append_printf (text, "%s = %s", code, meaning);
    }
  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* The key as the ruleset prints it, or FALLBACK when it gives none. */
static void
crt_legend_note (BthRuleset *rules, const char *name, BthChartSetup *setup, const char *fallback)
{
  g_autofree char *legend = crt_legend_of (rules, name);

  bth_chart_note (setup, "%s", legend != NULL ? legend : fallback);
}

char *
bth_chart_legend (const BthChart *chart, BthRuleset *rules)
{
  if (chart == NULL || rules == NULL)
    return NULL;
  if (g_str_equal (chart->id, "crt"))
    return crt_legend_of (rules, "combat_results");
  if (g_str_equal (chart->id, "gc-crt"))
    return crt_legend_of (rules, "grand_campaign_crt");
  if (g_str_equal (chart->id, "naval-results"))
    return crt_legend_of (rules, "naval_results");
  return NULL;
}

/* Combat Results Table (O.1) ---------------------------------------------------------- */

static char *
crt_roll_cell (const BthCrtRow *row,
               guint            column)
{
  if (row->first_roll[column] == 0)
    return g_strdup ("*");
  return g_strdup_printf (row->open_ended[column] ? "%d+" : "%d", row->first_roll[column]);
}

void
bth_chart_build_crt (BthRuleset    *rules,
                     BthTableView  *view,
                     BthChartSetup *setup)
{
  const BthCrtTable *t = bth_ruleset_get_crt (rules);
  g_autoptr(GPtrArray) forces = bth_chart_strings ();
  g_autoptr(GPtrArray) results = bth_chart_strings ();

  bth_table_view_reset (view, _("Combat Results Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    {
      /* Translators: the Larger and Smaller force, heading each column of the CRT */
      g_ptr_array_add (forces, g_strdup (C_("crt", "L  S")));
      g_ptr_array_add (results, g_strdup_printf ("%s  %s", bth_result_to_string (t->larger[c]),
                                                 bth_result_to_string (t->smaller[c])));
    }
  bth_table_view_add_header_row (view, _("Force"), bth_chart_strv (forces));
  bth_table_view_add_header_row (view, _("Result"), bth_chart_strv (results));
  bth_chart_caption_row (view, _("Odds ratio"), _("Modified dice roll"), t->n_columns);

  bth_chart_key_choices (&setup->keys[0], _("Odds"));
  bth_chart_key_number (&setup->keys[1], _("Modified dice roll"),
                  t->roll_clamp.min, t->roll_clamp.max, 7);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autoptr(GPtrArray) cells = bth_chart_strings ();
      const char *header[] = { t->rows[r].odds };

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, crt_roll_cell (&t->rows[r], c));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->rows[r].odds));
    }

  crt_legend_note (rules, "combat_results", setup,
                   _("L = larger force, S = smaller force; 0 = no loss; 1 = consult the Combat "
                     "Loss Chart; D1, D2, D3 = consult the Loss Chart and reduce morale by one, "
                     "two or three."));
  bth_chart_note (setup, _("The dice may never be modified by more than plus or minus %d (%s)."),
        t->drm_cap, t->cap_rule);
  bth_chart_note_clamp (setup, &t->roll_clamp);
  bth_chart_note (setup, _("Odds of %d to %d or more: the smaller force takes %s automatically (%s)."),
        t->automatic_at_least.num, t->automatic_at_least.den,
        bth_result_to_string (t->automatic_smaller), t->automatic_rule);
}

void
bth_chart_lookup_crt (BthRuleset     *rules,
                      int             odds,
                      int             roll,
                      BthChartAnswer *answer)
{
  const BthCrtTable *t = bth_ruleset_get_crt (rules);
  const BthCrtRow *row;
  g_autofree char *larger = NULL;
  g_autofree char *smaller = NULL;

  if (odds < 0 || (guint) odds >= t->n_rows)
    return;
  if (roll == BTH_CHART_NO_KEY)
    {
      bth_chart_answer_cell (answer, (guint) odds, G_MAXUINT);
      return;
    }
  row = &t->rows[odds];
  for (guint c = 0; c < t->n_columns; c++)
    if (row->first_roll[c] == roll || (row->open_ended[c] && roll >= row->first_roll[c]))
      {
        bth_chart_answer_cell (answer, (guint) odds, c);
        larger = bth_chart_describe_result (t->larger[c]);
        smaller = bth_chart_describe_result (t->smaller[c]);
        /* Translators: the larger (L) and smaller (S) force's results, e.g. "L 1 · S D1" */
        answer->text = g_strdup_printf (_("L %s · S %s"), bth_result_to_string (t->larger[c]),
                                        bth_result_to_string (t->smaller[c]));
        answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                            "force must %s; the smaller force must %s."),
                                          row->odds, roll, larger, smaller);
        return;
      }
}

/* Optional Grand Campaign CRT ------------------------------------------------------- */

void
bth_chart_build_gc_crt (BthRuleset    *rules,
                        BthTableView  *view,
                        BthChartSetup *setup)
{
  const BthGcCrtTable *t = bth_ruleset_get_gc_crt (rules);
  JsonArray *rolls = bth_chart_doc_array (bth_chart_doc_table (rules, "grand_campaign_crt"), "rolls");
  guint n = MIN (bth_chart_array_length (rolls), G_N_ELEMENTS (t->rows[0].larger));
  g_autoptr(GPtrArray) labels = bth_chart_strings ();

  bth_table_view_reset (view, _("Grand Campaign Combat Results Table"), 2, n);
  for (guint c = 0; c < n; c++)
    g_ptr_array_add (labels, bth_chart_node_text (json_array_get_element (rolls, c)));
  bth_chart_caption_row (view, NULL, _("Modified dice roll"), n);
  bth_table_view_add_header_row (view, _("Odds ratio"), bth_chart_strv (labels));

  bth_chart_key_choices (&setup->keys[0], _("Odds"));
  bth_chart_key_number (&setup->keys[1], _("Modified dice roll"),
                  n > 0 ? (int) json_array_get_int_element (rolls, 0) : 0,
                  n > 0 ? (int) json_array_get_int_element (rolls, n - 1) : 0, 7);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autoptr(GPtrArray) larger = bth_chart_strings ();
      g_autoptr(GPtrArray) smaller = bth_chart_strings ();
      const char *larger_header[] = { t->rows[r].odds, _("L result") };
      const char *smaller_header[] = { NULL, _("S result") };

      for (guint c = 0; c < n; c++)
        {
          g_ptr_array_add (larger, g_strdup (bth_result_to_string (t->rows[r].larger[c])));
          g_ptr_array_add (smaller, g_strdup (bth_result_to_string (t->rows[r].smaller[c])));
        }
      bth_table_view_add_row (view, larger_header, bth_chart_strv (larger));
      bth_table_view_add_row (view, smaller_header, bth_chart_strv (smaller));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->rows[r].odds));
    }
  if (t->automatic_note != NULL)
    bth_chart_note (setup, "%s", t->automatic_note);
  crt_legend_note (rules, "grand_campaign_crt", setup,
                   _("L = larger force, S = smaller force; D1, D2, D3 = consult the Loss Chart "
                     "and add a D1, D2 or D3 marker to the force."));
}

void
bth_chart_lookup_gc_crt (BthRuleset     *rules,
                         int             odds,
                         int             roll,
                         BthChartAnswer *answer)
{
  const BthGcCrtTable *t = bth_ruleset_get_gc_crt (rules);
  JsonArray *rolls = bth_chart_doc_array (bth_chart_doc_table (rules, "grand_campaign_crt"), "rolls");
  g_autofree char *larger = NULL;
  g_autofree char *smaller = NULL;

  if (odds < 0 || (guint) odds >= t->n_rows)
    return;
  /* Each odds is two rows: the larger force's results, then the smaller's. */
  if (roll == BTH_CHART_NO_KEY)
    {
      bth_chart_answer_cell (answer, 2 * (guint) odds, G_MAXUINT);
      bth_chart_answer_cell (answer, 2 * (guint) odds + 1, G_MAXUINT);
      return;
    }
  for (guint c = 0; c < MIN (bth_chart_array_length (rolls), G_N_ELEMENTS (t->rows[0].larger)); c++)
    if (json_array_get_int_element (rolls, c) == roll)
      {
        const BthGcCrtRow *row = &t->rows[odds];

        bth_chart_answer_cell (answer, 2 * (guint) odds, c);
        bth_chart_answer_cell (answer, 2 * (guint) odds + 1, c);
        larger = bth_chart_describe_result (row->larger[c]);
        smaller = bth_chart_describe_result (row->smaller[c]);
        answer->text = g_strdup_printf (_("L %s · S %s"), bth_result_to_string (row->larger[c]),
                                        bth_result_to_string (row->smaller[c]));
        answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                            "force must %s; the smaller force must %s."),
                                          row->odds, roll, larger, smaller);
        return;
      }
}

/* Combat Loss Chart (P) ------------------------------------------------------------- */

void
bth_chart_build_combat_loss (BthRuleset    *rules,
                             BthTableView  *view,
                             BthChartSetup *setup)
{
  JsonObject *t = bth_chart_doc_table (rules, "combat_loss");
  JsonArray *columns = bth_chart_doc_array (t, "columns");
  g_autoptr(GPtrArray) labels = bth_chart_strength_labels (columns);
  guint n = bth_chart_array_length (columns);

  bth_table_view_reset (view, _("Combat Loss Chart"), 1, n);
  bth_chart_caption_row (view, _("Combat result"), _("Total strength points in smaller force"), n);
  bth_table_view_add_header_row (view, NULL, bth_chart_strv (labels));
  bth_chart_key_choices (&setup->keys[0], _("Combat result"));
  bth_chart_key_number (&setup->keys[1], _("Strength points in the smaller force"),
                  n > 0 ? (int) json_array_get_int_element (columns, 0) : 0, 999, 5);
  bth_chart_loss_rows (view, setup, bth_chart_doc_array (t, "rows"), "result", "losses");
  bth_chart_note (setup, _("The number is the strength points each force with that result loses (P)."));
}

void
bth_chart_lookup_combat_loss (BthRuleset     *rules,
                              int             result,
                              int             sp,
                              BthChartAnswer *answer)
{
  JsonObject *t = bth_chart_doc_table (rules, "combat_loss");
  JsonArray *rows = bth_chart_doc_array (t, "rows");
  int column = bth_chart_strength_column (bth_chart_doc_array (t, "columns"), sp);
  JsonObject *row;
  gint64 loss;

  if (result < 0 || (guint) result >= bth_chart_array_length (rows) || column < 0)
    return;
  row = json_array_get_object_element (rows, (guint) result);
  loss = json_array_get_int_element (bth_chart_doc_array (row, "losses"), (guint) column);
  bth_chart_answer_cell (answer, (guint) result, (guint) column);
  answer->text = g_strdup_printf ("%" G_GINT64_FORMAT, loss);
  answer->detail = g_strdup_printf (ngettext ("A force with result %s, when the smaller force "
                                              "has %d SP, loses %d strength point.",
                                              "A force with result %s, when the smaller force "
                                              "has %d SP, loses %d strength points.", (gulong) loss),
                                    bth_chart_doc_string (row, "result"), sp, (int) loss);
}

/* Optional Tactical Matrix (U) -------------------------------------------------------- */

static char *
tactic_cell (const BthTacticCell *cell)
{
  g_autofree char *value = cell->no_roll ? g_strdup ("NC")
                           : cell->drm == 0 ? g_strdup ("0") : g_strdup_printf ("%+d", cell->drm);

  return cell->battle_ceases ? g_strdup_printf ("(%s)", value) : g_steal_pointer (&value);
}

void
bth_chart_build_tactical_matrix (BthRuleset    *rules,
                                 BthTableView  *view,
                                 BthChartSetup *setup)
{
  const BthTacticalMatrix *t = bth_ruleset_get_tactical_matrix (rules);
  g_autoptr(GPtrArray) labels = bth_chart_strings ();

  bth_table_view_reset (view, _("Optional Tactical Matrix"), 1, BTH_TACTIC_COUNT);
  for (guint c = 0; c < BTH_TACTIC_COUNT; c++)
    g_ptr_array_add (labels, g_strdup (t->labels[c]));
  bth_chart_caption_row (view, NULL, _("Larger force"), BTH_TACTIC_COUNT);
  bth_table_view_add_header_row (view, _("Smaller force"), bth_chart_strv (labels));

  bth_chart_key_choices (&setup->keys[0], _("Smaller force’s tactic"));
  bth_chart_key_choices (&setup->keys[1], _("Larger force’s tactic"));
  for (guint r = 0; r < BTH_TACTIC_COUNT; r++)
    {
      const char *header[] = { t->labels[r] };
      g_autoptr(GPtrArray) cells = bth_chart_strings ();

      for (guint c = 0; c < BTH_TACTIC_COUNT; c++)
        g_ptr_array_add (cells, tactic_cell (&t->cells[r][c]));
      bth_table_view_add_row (view, header, bth_chart_strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->labels[r]));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (t->labels[r]));
    }
  bth_chart_note (setup, _("Add the number to the dice roll. NC: the dice are not rolled this round. "
                 "In parentheses: the battle ceases at the end of the round (U)."));
}

void
bth_chart_lookup_tactical_matrix (BthRuleset     *rules,
                                  int             smaller,
                                  int             larger,
                                  BthChartAnswer *answer)
{
  const BthTacticalMatrix *t = bth_ruleset_get_tactical_matrix (rules);
  const BthTacticCell *cell;
  g_autofree char *effect = NULL;

  if (smaller < 0 || smaller >= BTH_TACTIC_COUNT || larger < 0 || larger >= BTH_TACTIC_COUNT)
    return;
  cell = &t->cells[smaller][larger];
  bth_chart_answer_cell (answer, (guint) smaller, (guint) larger);
  answer->text = tactic_cell (cell);
  effect = cell->no_roll ? g_strdup (_("the dice are not rolled this round"))
           : g_strdup_printf (_("add %+d to the dice roll"), cell->drm);
  answer->detail = g_strdup_printf (cell->battle_ceases
                                    ? _("Smaller force %s against larger force %s: %s, and "
                                        "the battle ceases at the end of the round.")
                                    : _("Smaller force %s against larger force %s: %s."),
                                    t->labels[smaller], t->labels[larger], effect);
}

