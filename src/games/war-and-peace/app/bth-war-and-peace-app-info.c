/* bth-war-and-peace-app-info.c — War and Peace's About text, settings and Preferences
 * group (bth-war-and-peace-app-info.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-war-and-peace-app-info.h"
#include "bth-war-and-peace.h"
#include "bth-game-app-info.h"
#include "bth-war-and-peace-settings.h"

/* The optional rules the players may bring to a battle (U, V, W, X and the Grand
 * Campaign's CRT): the same keys as the Battle page's switches, which stay as the players
 * leave them. */
static const struct {
  const char *key;
  const char *title;
} optional_rules[] = {
  { "tactical-matrix",    N_("Tactical Matrix (U)") },
  { "imperial-guard",     N_("Imperial Guard (V)") },
  { "russian-patriotism", N_("Russian Patriotism (W)") },
  { "demoralized-combat", N_("Demoralized Combat (X)") },
  { "grand-campaign-crt", N_("Grand Campaign CRT") },
};

GtkWidget *
bth_war_and_peace_preferences_group_new (GSettings *settings)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Optional rules in battles: the same switches as on the Battle page; they stay as you leave them"));
  for (guint i = 0; i < G_N_ELEMENTS (optional_rules); i++)
    {
      const char *title = _(optional_rules[i].title);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_widget_set_name (sw, optional_rules[i].key);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      if (settings != NULL)
        g_settings_bind (settings, optional_rules[i].key, sw, "active", G_SETTINGS_BIND_DEFAULT);
      else
        gtk_widget_set_sensitive (sw, FALSE);
    }
  return group;
}

static const BthGameAppInfo app_info = {
  .game_id = BTH_WAR_AND_PEACE_ID,
  .about = N_("Avalon Hill’s War and Peace, played by its unofficial 4th-edition rulebook: "
              "the scenarios and the Grand Campaign’s books (Force Pools, production, "
              "alliances, navies), battles, attrition, forced marches, sieges, weather "
              "and the map’s supply."),
  .legal = N_("War and Peace is a board game published by "
              "The Avalon Hill Game Company. Berthier is an "
              "unofficial aid for its players and is not "
              "affiliated with or endorsed by its publishers."),
  .settings_schema = BTH_WAR_AND_PEACE_SETTINGS_SCHEMA,
  .preferences_group = bth_war_and_peace_preferences_group_new,
};

void
bth_war_and_peace_register_app_info (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_game_app_info_register (&app_info);
      g_once_init_leave (&once, 1);
    }
}
