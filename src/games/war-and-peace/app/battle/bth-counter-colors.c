/* bth-counter-colors.c — the ruleset's counter colours as a list to pick from.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-counter-colors.h"

GtkStringList *
bth_counter_colors_model (BthRuleset *rules)
{
  /* Translators: no counter colour chosen */
  GtkStringList *model = gtk_string_list_new ((const char *[]) { C_("counter colour", "none"), NULL });
  char **colors = rules != NULL ? bth_ruleset_get_morale (rules)->counter_colors : NULL;

  for (guint i = 0; colors != NULL && colors[i] != NULL; i++)
    gtk_string_list_append (model, colors[i]);
  return model;
}

guint
bth_counter_colors_find (GtkStringList *model,
                         const char    *color)
{
  g_autofree char *lower = NULL;
  guint n;

  g_return_val_if_fail (GTK_IS_STRING_LIST (model), 0);

  if (color == NULL)
    return 0;
  lower = g_strstrip (g_utf8_strdown (color, -1));
  if (*lower == '\0')
    return 0;
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  for (guint i = 1; i < n; i++)
    if (g_str_equal (gtk_string_list_get_string (model, i), lower))
      return i;
  gtk_string_list_append (model, lower);
  return n;
}

char *
bth_counter_colors_get (GListModel *model,
                        guint       selected)
{
  if (model == NULL || selected == 0 || selected == GTK_INVALID_LIST_POSITION
      || selected >= g_list_model_get_n_items (model))
    return g_strdup ("");
  return g_utf8_strdown (gtk_string_list_get_string (GTK_STRING_LIST (model), selected), -1);
}
