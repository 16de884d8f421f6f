/* bth-leader-exchange-group.c — captured leaders on the Force Pools page
 * (bth-leader-exchange-group.h). No rule is decided here: the core refuses, naming the rule,
 * and the group shows its message.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-leader-exchange-group.h"
#include "bth-game-names.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"
#include "bth-leader-capture.h"
#include "bth-error.h"
#include "bth-session.h"
#include "bth-stack-position-rows.h"

typedef struct {
  BthGame   *game;
  BthPage   *page;
  BthMap    *map;             /* for the new stack's place; NULL while the map is read */
  GtkWidget *leader, *captor, *agreement, *error;
  GPtrArray *leader_ids;      /* char *: the capture combo's leaders, in order */
  GPtrArray *captor_ids;      /* char *: the states with a Prisoners box */
  GPtrArray *releases;        /* AdwComboRow *: one per captured leader */
} Group;

static void
group_free (Group *g)
{
  g_ptr_array_unref (g->leader_ids);
  g_ptr_array_unref (g->captor_ids);
  g_ptr_array_unref (g->releases);
  g_clear_pointer (&g->map, bth_map_unref);
  g_free (g);
}

static void
show_error (Group *g, const char *message)
{
  gtk_label_set_text (GTK_LABEL (g->error), message != NULL ? message : "");
  gtk_widget_set_visible (g->error, message != NULL);
}

static GtkWidget *
combo_row (const char *name, const char *title, GtkStringList *items)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (items));
  gtk_widget_set_name (row, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_unref (items);
  return row;
}

static void
on_capture (GtkButton *button, Group *g)
{
  guint leader = adw_combo_row_get_selected (ADW_COMBO_ROW (g->leader));
  guint captor = adw_combo_row_get_selected (ADW_COMBO_ROW (g->captor));
  g_autoptr(GError) error = NULL;

  if (leader >= g->leader_ids->len || captor >= g->captor_ids->len)
    return;
  /* On success the page is built again from the game. */
  if (!bth_game_capture_leader (g->game, g_ptr_array_index (g->leader_ids, leader),
                                g_ptr_array_index (g->captor_ids, captor), &error))
    {
      /* Translators: why a capture was refused */
      g_autofree char *text = g_strdup_printf (_("Not captured: %s"), error->message);
      show_error (g, text);
    }
}

/* The place typed for LEADER's new stack, or NULL with the reason shown. As the R.2 dialog:
 * a place must be typed; one the map cannot read as a hex or city is refused too (a city
 * whose hex is not recorded yet is a place). */
static char *
new_stack_place (Group *g, GtkWidget *location, const char *leader)
{
  g_autofree char *place = g_strstrip (g_strdup (gtk_editable_get_text (bth_location_row_get_entry (location))));
  g_autoptr(GError) error = NULL;
  BthHex hex;

  if (*place == '\0')
    {
      /* Translators: %s is a leader's name */
      g_autofree char *text = g_strdup_printf (_("Type the place of %s’s new stack."), leader);
      show_error (g, text);
      return NULL;
    }
  if (g->map != NULL && !bth_map_parse_location (g->map, place, &hex, &error) &&
      !g_error_matches (error, BTH_ERROR, BTH_ERROR_NOT_FOUND))
    {
      /* Translators: a leader's name, the place typed */
      g_autofree char *text = g_strdup_printf (_("%s: “%s” is not a hex or city on the map."), leader, place);
      show_error (g, text);
      return NULL;
    }
  return g_steal_pointer (&place);
}

static void
on_release (GtkButton *button, Group *g)
{
  g_autoptr(GArray) releases = g_array_new (FALSE, TRUE, sizeof (BthLeaderRelease));
  g_autoptr(GPtrArray) places = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < g->releases->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (g->releases, i);
      GPtrArray *stacks = g_object_get_data (G_OBJECT (row), "stacks");
      guint chosen = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
      BthLeaderRelease r = { g_object_get_data (G_OBJECT (row), "leader"), NULL, NULL };
      /* Item 0 is "Stays captured"; after his side's stacks, "a new stack" (R.2). */
      if (chosen == 0 || chosen > stacks->len + 1)
        continue;
      if (chosen == stacks->len + 1)
        {
          char *place = new_stack_place (g, g_object_get_data (G_OBJECT (row), "location"),
                                         g_object_get_data (G_OBJECT (row), "leader-name"));
          if (place == NULL)
            return;
          g_ptr_array_add (places, place);
          r.location = place;
        }
      else
        r.stack = g_ptr_array_index (stacks, chosen - 1);
      g_array_append_val (releases, r);
    }
  if (releases->len == 0)
    {
      show_error (g, _("Choose where each released leader returns: none is released."));
      return;
    }
  if (!bth_game_exchange_leaders (g->game, (const BthLeaderRelease *) releases->data, releases->len,
                                  gtk_switch_get_active (GTK_SWITCH (g->agreement)), &error))
    {
      /* Translators: why a release was refused */
      g_autofree char *text = g_strdup_printf (_("Not released: %s"), error->message);
      show_error (g, text);
    }
}

static GtkWidget *
button_row (GtkWidget *group, const char *name, const char *mnemonic, const char *accessible)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_name (button, name);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_margin_top (button, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), button);
  return button;
}

/* The place of the new stack is asked only when "a new stack" is chosen. */
/* A new choice or place: the last refusal is about what was there before. */
static void
clear_error (Group *g)
{
  if (g->error != NULL)
    show_error (g, NULL);
}

static void
on_release_chosen (AdwComboRow *row, GParamSpec *pspec, GtkWidget *location)
{
  GPtrArray *stacks = g_object_get_data (G_OBJECT (row), "stacks");

  gtk_widget_set_visible (location, adw_combo_row_get_selected (row) == stacks->len + 1);
}

/* Enter in the place, or a completion picked: nothing to apply until Release. */
static void
place_typed (gpointer data, const char *path, const char *text)
{
}

/* One captured leader: where he returns, a stack of his side or a new one (R.2). */
static void
release_row (Group *g, GtkWidget *group, const BthGameState *state, const BthPoolState *captor, const BthPoolLeader *l)
{
  const BthPoolState *home = bth_force_pools_state_of_power (bth_game_state_get_force_pools (state), l->power);
  const BthCampaignStanding *standing = home != NULL ? bth_campaign_books_standing (bth_game_state_get_campaign (state), home->id) : NULL;
  const char *side = standing != NULL ? bth_campaign_side_id (state, standing->status) : NULL;
  GtkStringList *items = gtk_string_list_new (NULL);
  GPtrArray *stacks = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = g_strdup_printf ("pools-release-%s", l->id);
  /* Translators: a captured leader and who holds him: "Mack, held by France" */
  g_autofree char *title = g_strdup_printf (_("%s, held by %s"), l->name, captor->name);
  g_autofree char *place_title = NULL;
  GtkWidget *row, *location;

  gtk_string_list_append (items, _("Stays captured"));
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (state->stacks, i);
      g_autofree char *label = NULL;
      if (g_strcmp0 (s->side, side) != 0)
        continue;
      /* Translators: where a released leader returns: stack id and its place */
      label = g_strdup_printf (_("To %s (%s)"), s->id, s->location ? s->location : "?");
      gtk_string_list_append (items, label);
      g_ptr_array_add (stacks, g_strdup (s->id));
    }
  /* Translators: a released leader returns to a new stack at a place the players type (R.2) */
  gtk_string_list_append (items, _("To a new stack: type the place"));
  row = combo_row (name, title, items);
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "stacks", stacks, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (row), "leader", g_strdup (l->id), g_free);
  g_object_set_data_full (G_OBJECT (row), "leader-name", g_strdup (l->name), g_free);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_ptr_array_add (g->releases, row);

  /* "pools-release-ID-location": completed and read as the Leaders page's location row. */
  location = bth_location_row_new (g->page, name, NULL, NULL, g->map, place_typed, NULL);
  /* Translators: %s is a leader's name */
  place_title = g_strdup_printf (_("%s: Place of the New Stack"), l->name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (location), place_title);
  gtk_widget_set_visible (location, FALSE);
  g_object_set_data (G_OBJECT (row), "location", location);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_release_chosen), location, 0);
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (clear_error), g);
  g_signal_connect_swapped (bth_location_row_get_entry (location), "changed", G_CALLBACK (clear_error), g);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), location);
}

void
bth_leader_exchange_group_add (GtkBox *box, BthPage *page, BthGame *game)
{
  BthMap *map = bth_session_get_map (bth_page_get_session (page));
  const BthGameState *state = bth_game_get_state (game);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *held_group = adw_preferences_group_new ();
  GtkStringList *leaders = gtk_string_list_new (NULL), *captors = gtk_string_list_new (NULL);
  Group *g = g_new0 (Group, 1);
  guint held = 0;
  GtkWidget *row, *button;

  g->game = game;
  g->page = page;
  g->map = map != NULL ? bth_map_ref (map) : NULL;
  g->leader_ids = g_ptr_array_new_with_free_func (g_free);
  g->captor_ids = g_ptr_array_new_with_free_func (g_free);
  g->releases = g_ptr_array_new ();
  gtk_widget_set_name (group, "pools-capture-group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Capture a Leader"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("A leader whose force is eliminated inside a city is captured by the "
                                           "opposing player (P.10)."));
  g_object_set_data_full (G_OBJECT (group), "group", g, (GDestroyNotify) group_free);
  gtk_box_append (box, group);
  gtk_widget_set_name (held_group, "pools-leaders");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (held_group), _("Captured Leaders"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (held_group),
                                         _("Exchanged one for one, or freed by the players’ agreement (P.10); a "
                                           "released leader returns to a stack of his side or a new stack at a place you type (R.2)."));

  /* Capture: a leader on the map, into a Prisoners box. */
  for (guint i = 0; i < state->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (state->leaders, i);
      if (l->status != BTH_LEADER_STATUS_ON_MAP || l->stack == NULL)
        continue;
      gtk_string_list_append (leaders, l->name);
      g_ptr_array_add (g->leader_ids, g_strdup (l->id));
    }
  for (guint i = 0; i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
      const BthPoolBox *prisoners = bth_force_pools_find_box (bth_game_state_get_force_pools (state), ps->id, BTH_BOX_PRISONERS);
      if (prisoners == NULL)
        continue;
      gtk_string_list_append (captors, ps->name);
      g_ptr_array_add (g->captor_ids, g_strdup (ps->id));
      held += prisoners->leaders->len;
    }
  g->leader = combo_row ("pools-capture-leader", _("Captured Leader"), leaders);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), g->leader);
  g->captor = combo_row ("pools-capture-captor", _("Captured By"), captors);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), g->captor);
  button = button_row (group, "pools-capture", _("_Capture"), _("Capture the leader"));
  gtk_widget_set_sensitive (button, g->leader_ids->len > 0 && g->captor_ids->len > 0);
  g_signal_connect (button, "clicked", G_CALLBACK (on_capture), g);

  /* Release: each captured leader, where he returns. */
  for (guint i = 0; i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
      const BthPoolBox *prisoners = bth_force_pools_find_box (bth_game_state_get_force_pools (state), ps->id, BTH_BOX_PRISONERS);
      for (guint k = 0; prisoners != NULL && k < prisoners->leaders->len; k++)
        release_row (g, held_group, state, ps, g_ptr_array_index (prisoners->leaders, k));
    }
  if (held > 0)
    {
      gtk_box_append (box, held_group);
      row = adw_action_row_new ();
      g->agreement = gtk_switch_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("By Agreement"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The players agree to free them otherwise than one for one"));
      gtk_widget_set_valign (g->agreement, GTK_ALIGN_CENTER);
      gtk_widget_set_name (g->agreement, "pools-release-agreement");
      gtk_accessible_update_property (GTK_ACCESSIBLE (g->agreement), GTK_ACCESSIBLE_PROPERTY_LABEL, _("By agreement"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), g->agreement);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), g->agreement);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (held_group), row);
      button = button_row (held_group, "pools-release", _("_Release"), _("Release the chosen leaders"));
      g_signal_connect (button, "clicked", G_CALLBACK (on_release), g);
    }
  else
    g_object_ref_sink (held_group), g_object_unref (held_group);
  g->error = gtk_label_new (NULL);
  gtk_widget_set_name (g->error, "pools-leaders-error");
  gtk_label_set_wrap (GTK_LABEL (g->error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (g->error), 0);
  gtk_widget_add_css_class (g->error, "error");
  gtk_widget_set_visible (g->error, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (held > 0 ? held_group : group), g->error);
}
