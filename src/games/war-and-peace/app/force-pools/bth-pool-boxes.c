/* bth-pool-boxes.c — the Force Pool Display as the players read it (bth-pool-boxes.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-pool-boxes.h"
#include "bth-game-names.h"

const char *
bth_pool_box_name (const char *box_id)
{
  if (g_strcmp0 (box_id, BTH_BOX_FORCE_POOL) == 0)
    return _("Force Pool");
  if (g_strcmp0 (box_id, BTH_BOX_PRISONERS) == 0)
    return _("Prisoners");
  if (g_strcmp0 (box_id, BTH_BOX_AT_WAR) == 0)
    return _("At War");
  if (g_strcmp0 (box_id, BTH_BOX_NAPOLEON_IN_EXILE) == 0)
    return _("Napoleon in Exile");
  return box_id;
}

char *
bth_pool_stack_label (const BthGameState *state, const BthStackState *stack)
{
  GString *leaders = g_string_new (NULL);
  g_autofree char *names = NULL;

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));
      if (leader != NULL)
        g_string_append_printf (leaders, "%s%s", leaders->len > 0 ? ", " : "", leader->name);
    }
  if (leaders->len == 0)
    g_string_append (leaders, _("No leader"));
  names = g_string_free (leaders, FALSE);
  /* Translators: stack id, its leaders, its place */
  return g_strdup_printf (_("%s: %s (%s)"), stack->id, names, stack->location != NULL ? stack->location : "");
}

char *
bth_pool_box_contents (const BthPoolBox *box, const char *home, BthGame *game)
{
  GString *text = g_string_new (NULL);
  gboolean mixed = FALSE;
  const char *power = home;

  for (guint i = 0; i < box->units->len; i++)
    if (g_strcmp0 (g_array_index (box->units, BthUnitCount, i).power, home) != 0)
      mixed = TRUE;
  for (guint i = 0; i < box->units->len; i++)
    {
      const BthUnitCount *unit = &g_array_index (box->units, BthUnitCount, i);

      if (unit->sp <= 0)
        continue;
      if (text->len == 0 && mixed)
        g_string_append_printf (text, "%s ", bth_game_power_name (game, unit->power));
      else if (g_strcmp0 (unit->power, power) != 0)
        g_string_append_printf (text, "; %s ", bth_game_power_name (game, unit->power));
      else if (text->len > 0)
        g_string_append (text, " · ");
      power = unit->power;
      g_string_append_printf (text, "%d %s", unit->sp, unit->kind);
    }
  for (guint i = 0; i < box->leaders->len; i++)
    {
      const BthPoolLeader *leader = g_ptr_array_index (box->leaders, i);
      g_string_append_printf (text, "%s%s", text->len == 0 ? "" : i == 0 ? " — " : ", ", leader->name);
    }
  if (text->len == 0)
    /* Translators: a box of the Force Pool Display holds nothing */
    g_string_append (text, _("Empty"));
  return g_string_free (text, FALSE);
}

/* One box: its name small, its contents large enough to read across the table. */
static GtkWidget *
box_row (const BthPoolState *state, const BthPoolBox *box, const char *title, BthGame *game)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (title);
  g_autofree char *text = bth_pool_box_contents (box, state->powers != NULL ? state->powers[0] : NULL, game);
  GtkWidget *contents = gtk_label_new (text);
  g_autofree char *name = g_strdup_printf ("pool-%s-%s", state->id, box->id);
  g_autofree char *accessible = g_strdup_printf ("%s: %s", title, text);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_top (vbox, 8);
  gtk_widget_set_margin_bottom (vbox, 8);
  gtk_widget_set_margin_start (vbox, 12);
  gtk_widget_set_margin_end (vbox, 12);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_widget_add_css_class (heading, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (contents), 0);
  gtk_label_set_wrap (GTK_LABEL (contents), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (contents), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (contents), FALSE);
  gtk_widget_add_css_class (contents, box->units->len + box->leaders->len > 0 ? "title-3" : "dim-label");
  gtk_widget_set_name (contents, name);
  gtk_box_append (GTK_BOX (vbox), heading);
  gtk_box_append (GTK_BOX (vbox), contents);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), vbox);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return row;
}

static GtkWidget *
group_new (GtkBox *box, const char *title, const char *name)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_widget_set_name (group, name);
  gtk_box_append (box, group);
  return group;
}

static void
add_minor (GtkWidget *group, const BthPoolState *state, BthGame *game)
{
  for (guint j = 0; j < state->boxes->len; j++)
    {
      const BthPoolBox *b = g_ptr_array_index (state->boxes, j);
      g_autofree char *title = j == 0 ? g_strdup (state->name)
                                      : g_strdup_printf (_("%s: %s"), state->name, bth_pool_box_name (b->id));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box_row (state, b, title, game));
    }
}

void
bth_pool_boxes_add_groups (GtkBox                *box,
                           const BthForcePools   *pools,
                           const BthCampaignCard *card,
                           BthGame               *game)
{
  g_autoptr(GHashTable) shown = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *groups = card != NULL ? bth_campaign_card_get_groups (card) : NULL;
  GtkWidget *others = NULL;

  for (guint i = 0; i < pools->states->len; i++)
    {
      const BthPoolState *state = g_ptr_array_index (pools->states, i);
      g_autofree char *name = g_strdup_printf ("pools-group-%s", state->id);
      GtkWidget *group;

      if (!state->major)
        continue;
      group = group_new (box, state->name, name);
      if (!state->initial_entered)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                               _("Initial Force Pool not entered yet (X.J.1.d)"));
      for (guint j = 0; j < state->boxes->len; j++)
        {
          const BthPoolBox *b = g_ptr_array_index (state->boxes, j);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box_row (state, b, bth_pool_box_name (b->id), game));
        }
    }
  /* Minor states by their group (X.G.1.a): one purchase per group, one status roll. */
  for (guint g = 0; groups != NULL && g < groups->len; g++)
    {
      const BthCardGroup *cg = g_ptr_array_index (groups, g);
      g_autofree char *name = g_strdup_printf ("pools-group-%s", cg->id);
      GtkWidget *group = group_new (box, cg->name, name);

      for (guint s = 0; cg->states != NULL && cg->states[s] != NULL; s++)
        {
          const BthPoolState *state = bth_force_pools_find_state (pools, cg->states[s]);
          if (state == NULL || state->major)
            continue;
          add_minor (group, state, game);
          g_hash_table_add (shown, state->id);
        }
    }
  for (guint i = 0; i < pools->states->len; i++)
    {
      const BthPoolState *state = g_ptr_array_index (pools->states, i);

      if (state->major || g_hash_table_contains (shown, state->id))
        continue;
      if (others == NULL)
        others = group_new (box, _("Minor States"), "pools-group-minors");
      add_minor (others, state, game);
    }
}
