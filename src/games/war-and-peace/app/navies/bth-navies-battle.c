/* bth-navies-battle.c — see bth-navies-battle.h.
 *
 * The picker lists the game's fleets twice (first force, second force), each entry saying
 * whose fleet it is, its counts and where it is. "Fight" checks the two meet at one
 * location (bth_game_naval_battle_check()) and presets the calculator; a refusal is shown
 * under the picker, naming the problem. The fleets of the last preset are the ones
 * "Record in Game" changes, with the calculator's options and result — the players may
 * edit the preset before the die falls; the core refuses a loss the fleet cannot take.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-navies-battle.h"

#include "bth-game-naval-battle.h"
#include "bth-navies-battle-cargo.h"

struct _BthNaviesBattle
{
  BthPage    *page;            /* not owned */
  BthNaviesPresetFunc preset;
  GtkWidget  *group;
  GtkWidget  *combo[2];
  GPtrArray  *ids;             /* fleet ids, in the combos' order */
  GStrv       nations, names;  /* nation ids and what is shown for them */
  GtkWidget  *status;          /* why a preset was refused, or what it did */
  GtkWidget  *record_group;
  GtkWidget  *record_button;
  GtkWidget  *record_status;
  BthNaviesBattleCargo *cargo; /* transports lost and their cargo (X.F.7.e, X.F.3.h) */
  char       *fleet[2];        /* the fleets of the last preset */
  gboolean    has_outcome;
  BthNavalOptions options;
  BthNavalCombatOutcome outcome;
  gboolean    refreshing;
  BthGame    *game;            /* watched for "changed" */
  gulong      changed_id;
  BthSession *session;         /* watched for "notify::game" */
  gulong      session_id;
};

static BthGame *
game_of (BthNaviesBattle *self)
{
  BthSession *session = bth_page_get_session (self->page);

  return session != NULL ? bth_session_get_game (session) : NULL;
}

static void
update_record (BthNaviesBattle *self)
{
  gboolean ready = self->has_outcome && self->fleet[0] != NULL && self->fleet[1] != NULL && self->game != NULL;

  if (self->record_group == NULL)
    return;
  bth_navies_battle_cargo_set (self->cargo, self->game, self->fleet, self->has_outcome ? &self->outcome : NULL);
  gtk_widget_set_visible (self->record_group, self->fleet[0] != NULL);
  gtk_widget_set_sensitive (self->record_button, ready);
}

static const char *
nation_name (BthNaviesBattle *self, const char *id)
{
  for (guint i = 0; self->nations[i] != NULL; i++)
    if (g_strcmp0 (self->nations[i], id) == 0)
      return self->names[i];
  return id;
}

/* "fleet-2: France · 3 squadrons, 1 transport · North Sea (at sea)" */
static char *
fleet_text (BthNaviesBattle *self, const BthGameFleet *g)
{
  const BthFleet *f = &g->fleet;
  g_autofree char *where = bth_naval_location_describe (&f->location);
  g_autofree char *sq = g_strdup_printf (ngettext ("%d squadron", "%d squadrons", f->squadrons), f->squadrons);
  g_autofree char *tr = g_strdup_printf (ngettext ("%d transport", "%d transports", f->transports), f->transports);

  /* Translators: fleet id, nation, squadrons, transports, where */
  return g_strdup_printf (_("%s: %s · %s, %s · %s"), g->id, nation_name (self, f->nation), sq, tr, where);
}

static void
refresh (BthNaviesBattle *self)
{
  GPtrArray *fleets = bth_game_state_get_fleets (self->game != NULL ? bth_game_get_state (self->game) : NULL);
  g_autofree char *was[2] = { NULL, NULL };

  self->refreshing = TRUE;
  for (int s = 0; s < 2; s++)
    {
      guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->combo[s]));
      if (i < self->ids->len)
        was[s] = g_strdup (g_ptr_array_index (self->ids, i));
    }
  g_ptr_array_set_size (self->ids, 0);
  for (int s = 0; s < 2; s++)
    {
      GtkStringList *list = gtk_string_list_new (NULL);
      guint pick = GTK_INVALID_LIST_POSITION;

      for (guint i = 0; i < fleets->len; i++)
        {
          const BthGameFleet *g = g_ptr_array_index (fleets, i);
          g_autofree char *text = fleet_text (self, g);
          gtk_string_list_append (list, text);
          if (s == 0)
            g_ptr_array_add (self->ids, g_strdup (g->id));
          if (g_strcmp0 (was[s], g->id) == 0)
            pick = i;
        }
      /* A new list picks the first fleet for the first force and the second for the other. */
      if (pick == GTK_INVALID_LIST_POSITION && fleets->len > 0)
        pick = MIN ((guint) s, fleets->len - 1);
      adw_combo_row_set_model (ADW_COMBO_ROW (self->combo[s]), G_LIST_MODEL (list));
      if (pick != GTK_INVALID_LIST_POSITION)
        adw_combo_row_set_selected (ADW_COMBO_ROW (self->combo[s]), pick);
      g_object_unref (list);
    }
  gtk_widget_set_sensitive (self->group, fleets->len >= 2);
  self->refreshing = FALSE;
  update_record (self);
}

static void
watch_game (BthNaviesBattle *self)
{
  BthGame *game = game_of (self);

  if (game == self->game)
    return;
  if (self->game != NULL)
    {
      g_signal_handler_disconnect (self->game, self->changed_id);
      g_clear_object (&self->game);
    }
  for (int s = 0; s < 2; s++)
    g_clear_pointer (&self->fleet[s], g_free);
  self->has_outcome = FALSE;
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
    }
  refresh (self);
}

static const char *
picked (BthNaviesBattle *self, int s)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->combo[s]));

  return i < self->ids->len ? g_ptr_array_index (self->ids, i) : NULL;
}

static void
fight_clicked (BthNaviesBattle *self)
{
  g_autoptr(GError) error = NULL;
  const BthGameState *state;
  const char *ids[2] = { picked (self, 0), picked (self, 1) };
  BthNavalBattle battle;
  gboolean ok;

  if (self->game == NULL)
    return;
  state = bth_game_get_state (self->game);
  bth_naval_battle_init (&battle);
  ok = bth_game_naval_battle_preset (state, ids[0], ids[1], NULL, &battle, &error) &&
       self->preset (self->page, &battle, bth_game_naval_battle_active_side (state, ids[0], ids[1]) >= 0, &error);
  bth_naval_battle_clear (&battle);
  if (!ok)
    {
      /* Translators: the reason the two fleets cannot fight */
      g_autofree char *msg = g_strdup_printf (_("Not preset: %s"), error->message);
      bth_form_status_set (self->status, msg, TRUE);
      return;
    }
  for (int s = 0; s < 2; s++)
    {
      g_free (self->fleet[s]);
      self->fleet[s] = g_strdup (ids[s]);
    }
  {
    g_autofree char *label = bth_game_naval_battle_label (state, ids[0]);
    /* Translators: "Naval battle at North Sea (at sea)", then the two fleet ids */
    g_autofree char *msg = g_strdup_printf (_("%s: the calculator below shows %s against %s. Edit it if the "
                                              "board differs, then roll."), label, ids[0], ids[1]);
    bth_form_status_set (self->status, msg, FALSE);
  }
  bth_form_status_set (self->record_status, "", FALSE);
  self->has_outcome = FALSE;
  update_record (self);
}

static void
record_clicked (BthNaviesBattle *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  BthNavalBattleCargo cargo;

  if (self->game == NULL || !self->has_outcome)
    return;
  label = bth_game_naval_battle_label (bth_game_get_state (self->game), self->fleet[0]);
  bth_navies_battle_cargo_get (self->cargo, &cargo);
  if (!bth_game_naval_battle_record_cargo (self->game, self->fleet[0], self->fleet[1], &self->options,
                                           &self->outcome, &cargo, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Not recorded: %s"), error->message);
      bth_form_status_set (self->record_status, msg, TRUE);
      return;
    }
  /* A result is recorded once. */
  self->has_outcome = FALSE;
  {
    /* Translators: "Naval battle at …" */
    g_autofree char *msg = g_strdup_printf (_("%s recorded in the game's log: the Fleets group shows the "
                                              "fleets now; Ctrl+Z undoes it."), label);
    bth_form_status_set (self->record_status, msg, FALSE);
    bth_page_toast (self->page, _("Naval battle recorded"));
  }
  update_record (self);
}

BthNaviesBattle *
bth_navies_battle_new (BthPage *page, GtkBox *picker_box, const char * const *nations, const char * const *names,
                       BthNaviesPresetFunc preset)
{
  BthNaviesBattle *self = g_new0 (BthNaviesBattle, 1);
  static const char *const widget_names[2] = { "navies-battle-first-fleet", "navies-battle-second-fleet" };
  const char *titles[2] = { _("First force's fleet"), _("Second force's fleet") };
  GtkWidget *box, *button;

  self->page = page;
  self->preset = preset;
  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->nations = g_strdupv ((char **) nations);
  self->names = g_strdupv ((char **) names);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->group = adw_preferences_group_new ();
  gtk_widget_set_name (self->group, "navies-battle-fleets");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Battle Between Fleets"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Two enemy fleets at one location — the same port, coastal hex or "
                                           "sea zone (X.F.7.a). Fight presets the calculator below from them."));
  for (int s = 0; s < 2; s++)
    {
      self->combo[s] = adw_combo_row_new ();
      gtk_widget_set_name (self->combo[s], widget_names[s]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->combo[s]), titles[s]);
      /* The fleet's description is long: as a subtitle it wraps at 360 px. */
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->combo[s]), TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->combo[s]);
    }
  gtk_box_append (GTK_BOX (box), self->group);
  button = bth_form_button_new ("navies-battle-fight", _("_Fight"),
                                _("Preset the naval combat calculator from these two fleets"),
                                G_CALLBACK (fight_clicked), self);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), button);
  self->status = bth_form_status_label_new ("navies-battle-status");
  gtk_box_append (GTK_BOX (box), self->status);
  gtk_box_append (picker_box, box);

  self->session = g_object_ref (bth_page_get_session (page));
  self->session_id = g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (watch_game), self);
  watch_game (self);
  return self;
}

void
bth_navies_battle_add_record (BthNaviesBattle *self, GtkBox *record_box)
{
  self->record_group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (self->record_group, "navies-battle-record-box");
  self->cargo = bth_navies_battle_cargo_new (GTK_BOX (self->record_group), (const char * const *) self->nations,
                                             (const char * const *) self->names);
  self->record_button = bth_form_button_new ("navies-battle-record", _("Record in _Game"),
                                             _("Write this result to the two fleets as one step of the game's log"),
                                             G_CALLBACK (record_clicked), self);
  gtk_widget_set_halign (self->record_button, GTK_ALIGN_END);
  gtk_widget_add_css_class (self->record_button, "suggested-action");
  gtk_box_append (GTK_BOX (self->record_group), self->record_button);
  self->record_status = bth_form_status_label_new ("navies-battle-record-status");
  gtk_box_append (GTK_BOX (self->record_group), self->record_status);
  gtk_box_append (record_box, self->record_group);
  update_record (self);
}

void
bth_navies_battle_set_outcome (BthNaviesBattle *self, const BthNavalOptions *options,
                               const BthNavalCombatOutcome *outcome)
{
  self->has_outcome = outcome != NULL;
  if (outcome != NULL)
    {
      self->options = *options;
      self->outcome = *outcome;
      bth_form_status_set (self->record_status, "", FALSE);
    }
  update_record (self);
}

void
bth_navies_battle_free (BthNaviesBattle *self)
{
  if (self == NULL)
    return;
  if (self->game != NULL)
    {
      g_signal_handler_disconnect (self->game, self->changed_id);
      g_object_unref (self->game);
    }
  bth_navies_battle_cargo_free (self->cargo);
  g_signal_handler_disconnect (self->session, self->session_id);
  g_object_unref (self->session);
  g_ptr_array_unref (self->ids);
  g_strfreev (self->nations);
  g_strfreev (self->names);
  for (int s = 0; s < 2; s++)
    g_free (self->fleet[s]);
  g_free (self);
}
