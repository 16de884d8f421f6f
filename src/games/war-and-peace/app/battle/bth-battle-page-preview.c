/* bth-battle-page-preview.c — before the roll: the odds, every modifier, the chances
 * and the CRT row, or what is wrong with the entries.
 *
 * Part of BthBattlePage (bth-battle-page.c); the page's internals are in
 * bth-battle-page-private.h.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page-private.h"

/* The CRT in force, drawn as the Tables screen draws it; drawn again only when the
 * optional Grand Campaign CRT is switched or the rules change. */
static void
show_crt (BthBattlePage *self,
          BthRuleset    *rules)
{
  const BthChart *chart = bth_charts_find (self->battle.options.grand_campaign_crt ? "gc-crt" : "crt",
                                           NULL);

  if (chart == self->crt_chart && rules == self->crt_rules)
    return;
  self->crt_chart = chart;
  self->crt_rules = rules;
  bth_chart_draw (chart, rules, self->crt_view);
  {
    /* What L, S and D1-D3 mean, beside the result, as the chart prints it. */
    g_autofree char *legend = bth_chart_legend (chart, rules);

    gtk_label_set_text (self->crt_legend, legend != NULL ? legend : "");
    gtk_widget_set_visible (GTK_WIDGET (self->crt_legend), legend != NULL);
  }
}

static GtkWidget *
modifier_row (const BthModifier *modifier,
              gboolean           note)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *escaped = g_markup_escape_text (modifier->reason, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), modifier->rule);
  if (!note)
    {
      g_autofree char *value = g_strdup_printf ("%+d", modifier->value);
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_add_css_class (label, "title-3");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  else
    gtk_widget_add_css_class (row, "dim-label");
  return row;
}

/* Errors from the core read "$.attacker.units[1]: message"; show each beside its field. */
void
bth_battle_page_show_setup_error (BthBattlePage *self,
                                  const GError  *error)
{
  const char *message = error->message;
  const char *colon = strstr (message, ": ");
  BthSide sides[] = { BTH_SIDE_ATTACKER, BTH_SIDE_DEFENDER };

  for (guint i = 0; colon != NULL && i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *prefix = g_strdup_printf ("$.%s.", bth_side_to_string (sides[i]));

      if (g_str_has_prefix (message, prefix))
        {
          g_autofree char *field = g_strndup (message + strlen (prefix),
                                              colon - message - strlen (prefix));
          bth_force_editor_show_error (bth_battle_page_editor_for (self, sides[i]), field, colon + 2);
        }
    }
  gtk_label_set_text (self->setup_error, colon != NULL ? colon + 2 : message);
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
}

void
bth_battle_page_show_preview (BthBattlePage *self)
{
  BthRuleset *rules = bth_battle_page_rules_of (self);
  const BthCombatSetup *setup = self->setup;
  BthSide larger = setup->larger, smaller = 1 - larger;
  const BthForce *larger_force = &self->battle.forces[larger];
  g_autofree char *larger_text = NULL;
  g_autofree char *drm_text = NULL;
  g_autofree char *expected = NULL;
  BthExactOdds odds;
  GtkWidget *child;

  larger_text = g_strdup_printf (_("%s%s%s: %d SP against %d (strength %d against %d)"),
                                 bth_battle_page_side_label (larger),
                                 larger_force->leader_name != NULL ? " · " : "",
                                 larger_force->leader_name != NULL ? larger_force->leader_name : "",
                                 setup->face_sp[larger], setup->face_sp[smaller],
                                 setup->strength[larger], setup->strength[smaller]);
  adw_action_row_set_subtitle (self->larger_row, larger_text);
  gtk_label_set_text (self->odds_value, setup->odds);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_parent (gtk_widget_get_parent (
                                 gtk_widget_get_parent (GTK_WIDGET (self->odds_value))))),
                               setup->automatic ? _("Automatic result (O.1.d)")
                               : setup->no_roll ? _("No combat this round (tactical matrix NC)") : "");
  drm_text = g_strdup_printf ("%+d", setup->drm);
  gtk_label_set_text (self->drm_value, drm_text);
  if (setup->drm != setup->drm_uncapped)
    {
      g_autofree char *capped = g_strdup_printf (_("%+d before the cap of ±%d (O.2.e)"),
                                                 setup->drm_uncapped,
                                                 bth_ruleset_get_crt (rules)->drm_cap);
      adw_action_row_set_subtitle (self->drm_row, capped);
    }
  else
    adw_action_row_set_subtitle (self->drm_row, _("Added to the roll of two dice"));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->modifier_list))) != NULL)
    gtk_list_box_remove (self->modifier_list, child);
  for (guint i = 0; i < setup->modifiers->len; i++)
    gtk_list_box_append (self->modifier_list,
                         modifier_row (&g_array_index (setup->modifiers, BthModifier, i), FALSE));
  for (guint i = 0; i < setup->notes->len; i++)
    gtk_list_box_append (self->modifier_list,
                         modifier_row (&g_array_index (setup->notes, BthModifier, i), TRUE));
  gtk_widget_set_visible (self->modifiers_group,
                          setup->modifiers->len + setup->notes->len > 0);

  bth_exact_odds (rules, &self->battle, setup, &odds);
  bth_odds_chart_set_odds (self->odds_chart, &odds);
  expected = g_strdup_printf (_("Expected losses: attacker %.2f SP, defender %.2f SP"),
                              odds.expected_loss[BTH_SIDE_ATTACKER],
                              odds.expected_loss[BTH_SIDE_DEFENDER]);
  gtk_label_set_text (self->expected_losses, expected);
  show_crt (self, rules);
  /* Before the roll, the odds row is the part of the chart that applies. */
  bth_chart_highlight (self->crt_chart, rules, self->crt_view, setup->crt_row, BTH_CHART_NO_KEY);
}

void
bth_battle_page_set_preview_visible (BthBattlePage *self,
                                     gboolean       visible)
{
  gtk_widget_set_visible (self->summary_list, visible);
  gtk_widget_set_visible (self->chances_group, visible);
  if (!visible)
    gtk_widget_set_visible (self->modifiers_group, FALSE);
}
