/* bth-loss-picker.c — the players choose which SP of a Leader Display stack are lost.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-force.h"
#include "bth-loss-picker.h"

#include <string.h>

static void
line_clear (BthLossLine *line)
{
  g_free (line->stack);
  g_free (line->power);
  g_free (line->kind);
}

GArray *
bth_loss_lines_new (void)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (BthLossLine));

  g_array_set_clear_func (lines, (GDestroyNotify) line_clear);
  return lines;
}

void
bth_loss_lines_add_stack (GArray              *lines,
                          const BthStackState *stack,
                          gboolean             cavalry_only)
{
  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (stack->units, BthUnitCount, i);
      BthUnitKind kind;
      BthLossLine line;

      if (u->sp <= 0 || !bth_unit_kind_from_string (u->kind, &kind))
        continue;
      if (cavalry_only && !bth_unit_kind_is_cavalry (kind))
        continue;
      line = (BthLossLine) {
        .stack = g_strdup (stack->id), .power = g_strdup (u->power), .kind = g_strdup (u->kind),
        .sp = u->sp, .cavalry = bth_unit_kind_is_cavalry (kind),
      };
      g_array_append_val (lines, line);
    }
}

int
bth_loss_lines_total (GArray   *lines,
                      gboolean  cavalry_only)
{
  int total = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const BthLossLine *line = &g_array_index (lines, BthLossLine, i);

      if (!cavalry_only || line->cavalry)
        total += line->sp;
    }
  return total;
}

/* The line with the most SP left among those passing the filters, or -1. */
static int
most_left (GArray    *lines,
           const int *chosen,
           gboolean   cavalry_only,
           int        tag)
{
  int best = -1, best_left = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const BthLossLine *line = &g_array_index (lines, BthLossLine, i);
      int left = line->sp - chosen[i];

      if ((cavalry_only && !line->cavalry) || (tag >= 0 && line->tag != tag))
        continue;
      if (left > best_left)
        {
          best = i;
          best_left = left;
        }
    }
  return best;
}

void
bth_loss_lines_suggest (GArray   *lines,
                        int       loss,
                        gboolean  cavalry_required,
                        int       prefer_tag,
                        int      *chosen)
{
  int left = MIN (loss, bth_loss_lines_total (lines, FALSE));
  int line;

  memset (chosen, 0, lines->len * sizeof (int));
  if (left > 0 && cavalry_required && (line = most_left (lines, chosen, TRUE, -1)) >= 0)
    {
      chosen[line]++;
      left--;
    }
  for (; left > 0; left--)
    {
      line = prefer_tag >= 0 ? most_left (lines, chosen, FALSE, prefer_tag) : -1;
      if (line < 0)
        line = most_left (lines, chosen, FALSE, -1);
      if (line < 0)
        break;
      chosen[line]++;
    }
}

char *
bth_loss_lines_check (GArray    *lines,
                      const int *chosen,
                      int        loss,
                      gboolean   cavalry_required)
{
  int due = MIN (loss, bth_loss_lines_total (lines, FALSE));
  int total = 0, cavalry = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const BthLossLine *line = &g_array_index (lines, BthLossLine, i);

      if (chosen[i] < 0 || chosen[i] > line->sp)
        /* Translators: a stack id, its SP of one power and kind */
        return g_strdup_printf (_("Stack %s has %d SP %s of %s"), line->stack, line->sp, line->kind, line->power);
      total += chosen[i];
      if (line->cavalry)
        cavalry += chosen[i];
    }
  if (total != due)
    return g_strdup_printf (ngettext ("Choose %d strength point in all (%d chosen)",
                                      "Choose %d strength points in all (%d chosen)", due), due, total);
  if (cavalry_required && cavalry == 0 && bth_loss_lines_total (lines, TRUE) > 0)
    return g_strdup (_("One of the strength points lost must be cavalry (G.2)"));
  return NULL;
}

GArray *
bth_loss_lines_for_stack (GArray     *lines,
                          const int  *chosen,
                          const char *stack)
{
  GArray *losses = bth_unit_counts_new ();

  for (guint i = 0; i < lines->len; i++)
    {
      const BthLossLine *line = &g_array_index (lines, BthLossLine, i);
      BthUnitCount lost;

      if (chosen[i] <= 0 || g_strcmp0 (line->stack, stack) != 0)
        continue;
      lost = (BthUnitCount) { g_strdup (line->power), g_strdup (line->kind), chosen[i] };
      g_array_append_val (losses, lost);
    }
  return losses;
}

/* ---- the picker ----------------------------------------------------------------------- */

static const char *
power_name (BthGame    *game,
            const char *power)
{
  BthScenario *scenario = game != NULL ? bth_game_get_scenario (game) : NULL;
  const BthScenarioPower *p = scenario != NULL ? bth_scenario_find_power (scenario, power, NULL) : NULL;

  return p != NULL && p->name != NULL ? p->name : power;
}

GtkWidget *
bth_loss_picker_new (BthGame    *game,
                     const char *title,
                     const char *name_prefix,
                     GArray     *lines,
                     const int  *chosen,
                     GCallback   changed,
                     gpointer    data)
{
  GtkWidget *group = adw_preferences_group_new ();
  GPtrArray *spins = g_ptr_array_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_widget_set_name (group, name_prefix);
  for (guint i = 0; i < lines->len; i++)
    {
      const BthLossLine *line = &g_array_index (lines, BthLossLine, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, line->sp, 1);
      g_autofree char *row_title = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *name = g_strdup_printf ("%s-%u", name_prefix, i);
      g_autofree char *label = NULL;

      /* Translators: a power and a unit kind, e.g. "Russia I" */
      row_title = g_strdup_printf (_("%s %s"), power_name (game, line->power), line->kind);
      /* Translators: the stack and what it holds, e.g. "Stack s3 · 6 SP" */
      subtitle = g_strdup_printf (_("Stack %s · %d SP"), line->stack, line->sp);
      /* Translators: the accessible name of a spin button, e.g. "Russia I of stack s3 lost" */
      label = g_strdup_printf (_("%s of stack %s lost"), row_title, line->stack);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), chosen[i]);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_name (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      if (changed != NULL)
        g_signal_connect_swapped (spin, "value-changed", changed, data);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (spins, spin);
    }
  g_object_set_data_full (G_OBJECT (group), "spins", spins, (GDestroyNotify) g_ptr_array_unref);
  return group;
}

void
bth_loss_picker_get (GtkWidget *picker,
                     int       *chosen)
{
  GPtrArray *spins = g_object_get_data (G_OBJECT (picker), "spins");

  for (guint i = 0; spins != NULL && i < spins->len; i++)
    chosen[i] = gtk_spin_button_get_value_as_int (g_ptr_array_index (spins, i));
}

void
bth_loss_picker_set_status (GtkWidget  *picker,
                            const char *description,
                            const char *problem)
{
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (picker),
                                         problem != NULL ? problem : description);
  if (problem != NULL)
    gtk_widget_add_css_class (picker, "error");
  else
    gtk_widget_remove_css_class (picker, "error");
}
