/* bth-leaders-records.c — attrition, forced marches and overruns started from the Leader
 * Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-link.h"
#include "bth-attrition-page.h"
#include "bth-forced-march-page.h"
#include "bth-leaders-records.h"
#include "bth-overrun-link.h"
#include "bth-overrun-page.h"
#include "bth-window.h"

typedef struct {
  BthPage     *page;        /* owns the group */
  BthGame     *game;
  GPtrArray   *stack_ids;   /* of char *: the stacks in the forced march picker */
  AdwComboRow *stack_row;
  GPtrArray   *overrun_ids; /* of char *: the active player's stacks in the overrun picker */
  AdwComboRow *overrun_row;
} Records;

static void
records_free (Records *records)
{
  g_clear_object (&records->game);
  g_ptr_array_unref (records->stack_ids);
  g_ptr_array_unref (records->overrun_ids);
  g_free (records);
}

static BthWindow *
window_of (Records *records)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (records->page));

  return BTH_IS_WINDOW (root) ? BTH_WINDOW (root) : NULL;
}

static void
on_attrition_clicked (Records *records)
{
  BthWindow *window = window_of (records);
  const char *side = bth_attrition_link_active_side (records->game);
  GtkWidget *page;

  if (window == NULL)
    return;
  if (side == NULL)
    {
      bth_page_toast (records->page, _("No player is active in this segment of the turn."));
      return;
    }
  page = bth_window_get_page (window, "attrition");
  bth_attrition_page_start_from_game (BTH_ATTRITION_PAGE (page), records->game, side);
  bth_window_show_page (window, "attrition");
}

static void
on_march_clicked (Records *records)
{
  BthWindow *window = window_of (records);
  guint selected = adw_combo_row_get_selected (records->stack_row);
  GtkWidget *page;

  if (window == NULL)
    return;
  if (selected >= records->stack_ids->len)
    {
      bth_page_toast (records->page, _("There is no stack with strength points to force march."));
      return;
    }
  page = bth_window_get_page (window, "forced-march");
  bth_forced_march_page_start_from_game (BTH_FORCED_MARCH_PAGE (page), records->game,
                                         g_ptr_array_index (records->stack_ids, selected));
  bth_window_show_page (window, "forced-march");
}

static void
on_overrun_clicked (Records *records)
{
  BthWindow *window = window_of (records);
  guint selected = adw_combo_row_get_selected (records->overrun_row);
  GtkWidget *page;

  if (window == NULL)
    return;
  if (selected >= records->overrun_ids->len)
    {
      bth_page_toast (records->page, _("The active player has no stack that may overrun."));
      return;
    }
  page = bth_window_get_page (window, "overrun");
  bth_overrun_page_start_from_game (BTH_OVERRUN_PAGE (page), records->game,
                                    g_ptr_array_index (records->overrun_ids, selected));
  bth_window_show_page (window, "overrun");
}

/* "s3: Ney, Murat (Ulm)" */
static char *
stack_label (const BthGameState  *state,
             const BthStackState *stack)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", leader->name);
    }
  if (text->len == 0)
    g_string_append (text, _("No leader"));
  /* Translators: stack id, its leaders, its place */
  return g_strdup_printf (_("%s: %s (%s)"), stack->id, text->str,
                          stack->location != NULL ? stack->location : "");
}

static GtkWidget *
button_row (const char *title,
            const char *subtitle,
            const char *label,
            const char *name,
            GCallback   clicked,
            Records    *records)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_signal_connect_swapped (button, "clicked", clicked, records);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

GtkWidget *
bth_leaders_records_group_new (BthPage *page,
                               BthGame *game)
{
  const BthGameState *state = bth_game_get_state (game);
  const char *side = bth_attrition_link_active_side (game);
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  Records *records = g_new0 (Records, 1);
  g_autofree char *attrition_title = NULL;
  g_autofree char *attrition_subtitle = NULL;
  GtkWidget *row;

  records->page = page;
  records->game = g_object_ref (game);
  records->stack_ids = g_ptr_array_new_with_free_func (g_free);
  g_object_set_data_full (G_OBJECT (group), "records", records, (GDestroyNotify) records_free);
  gtk_widget_set_name (group, "records-group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Attrition, Forced March and Overrun"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Resolved on their pages with these forces; "
                                           "the strength points lost come back here."));

  /* Translators: %s is a player, "French player" */
  attrition_title = side != NULL ? g_strdup_printf (_("Attrition for the %s"), bth_game_side_name (game, side))
                                 : g_strdup (_("Attrition"));
  attrition_subtitle = g_strdup_printf (_("Hexes of %d or more SP (G.1)"),
                                        bth_ruleset_get_attrition (bth_game_get_ruleset (game))->columns[0].min);
  row = button_row (attrition_title,
                    side != NULL ? attrition_subtitle : _("No player is active in this segment"),
                    _("_Attrition"), "attrition-from-leaders-button",
                    G_CALLBACK (on_attrition_clicked), records);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      g_autofree char *label = NULL;

      if (bth_unit_counts_sp (stack->units, NULL, NULL) <= 0)
        continue;
      label = stack_label (state, stack);
      gtk_string_list_append (names, label);
      g_ptr_array_add (records->stack_ids, g_strdup (stack->id));
    }
  records->stack_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (records->stack_row), _("Stack to Force March"));
  adw_combo_row_set_model (records->stack_row, G_LIST_MODEL (names));
  gtk_widget_set_name (GTK_WIDGET (records->stack_row), "march-stack");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (records->stack_row));

  row = button_row (_("Forced March"), _("French Guard, French, others (K.5)"),
                    _("_Forced March"), "march-from-leaders-button",
                    G_CALLBACK (on_march_clicked), records);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  /* Overrun (L): the active player's stacks only, supply as computed (M.7). */
  {
    g_autoptr(GtkStringList) movers = gtk_string_list_new (NULL);

    records->overrun_ids = bth_overrun_link_stacks (game);
    for (guint i = 0; i < records->overrun_ids->len; i++)
      {
        g_autofree char *label = stack_label (state, bth_game_state_find_stack (state, g_ptr_array_index (records->overrun_ids, i)));
        gtk_string_list_append (movers, label);
      }
    records->overrun_row = ADW_COMBO_ROW (adw_combo_row_new ());
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (records->overrun_row), _("Stack to Overrun With"));
    adw_combo_row_set_model (records->overrun_row, G_LIST_MODEL (movers));
    gtk_widget_set_name (GTK_WIDGET (records->overrun_row), "overrun-stack");
    gtk_widget_set_sensitive (GTK_WIDGET (records->overrun_row), records->overrun_ids->len > 0);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (records->overrun_row));
    row = button_row (_("Overrun"),
                      side != NULL ? _("Only in supply at the start of the Movement Phase (L.2, M.7)")
                                   : _("No player is active in this segment"),
                      _("_Overrun…"), "overrun-from-leaders-button",
                      G_CALLBACK (on_overrun_clicked), records);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  }
  return group;
}
