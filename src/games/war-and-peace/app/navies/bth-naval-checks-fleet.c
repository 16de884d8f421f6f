/* bth-naval-checks-fleet.c — the Naval Checks window and the game's fleets (issue 6).
 *
 * "From the Game's Fleets" at the top of the window picks one fleet of the game and presets
 * the checks where the fleet says something: the Transport check (nation, transports,
 * squadrons, cargo aboard), Interception and Pursuit with the fleet as the interceptor or
 * pursuer (its sea zone, at sea, Nelson, blockading, blockaded, neutral), Blockade from the
 * fleet and the enemy fleets blockading it or blockaded by it in the same port, Prizes
 * (those it tows, its squadrons) and Repairs (nation, damaged squadrons, where it is). It
 * is one step of the tools' undo; the rest stays the players'.
 *
 * Under "Unescorted Transport Attacked", once the die has fallen, "Record in Game" writes
 * the result to that fleet as one action of the game's log
 * (bth_game_naval_transport_attacked_record()): K sunk, C captured by the state named, E
 * escapes to the port named — or, with no friendly port in the zone, captured by the
 * neutral major state whose port it reaches, or sunk (X.F.7.e).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-game-names.h"
#include "bth-form.h"
#include "bth-naval-checks-private.h"

#include "bth-campaign-rules.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"
#include "bth-game-naval-checks.h"
#include "bth-naval-checks.h"

struct _BthNavalChecksFleet
{
  BthNavalChecksPage *page;     /* not owned */
  GtkWidget *combo;
  GPtrArray *ids;               /* fleet ids in the combo's order */
  GtkWidget *status;
  char      *fleet;             /* the fleet of the last preset */
  GtkWidget *record_group;
  GtkWidget *count, *captor, *port, *record_button, *record_status;
  BthGame   *game;              /* watched for "changed" */
  gulong     changed_id;
  BthSession *session;
  gulong     session_id;
};

static BthGame *
game_of (BthNavalChecksPage *page)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (page));

  return session != NULL ? bth_session_get_game (session) : NULL;
}

static const char *
nation_name (BthNavalChecksPage *page, const char *id)
{
  return bth_ruleset_state_name (bth_naval_checks_rules (page), id);
}

static const BthGameFleet *
preset_fleet (BthNavalChecksFleet *self)
{
  return self->game != NULL && self->fleet != NULL
         ? bth_game_state_find_fleet (bth_game_get_state (self->game), self->fleet) : NULL;
}

/* "fleet-2: France · 3 squadrons, 1 transport · North Sea (at sea)" */
static char *
fleet_text (BthNavalChecksFleet *self, const BthGameFleet *g)
{
  const BthFleet *f = &g->fleet;
  g_autofree char *where = bth_naval_location_describe (&f->location);
  g_autofree char *sq = g_strdup_printf (ngettext ("%d squadron", "%d squadrons", f->squadrons), f->squadrons);
  g_autofree char *tr = g_strdup_printf (ngettext ("%d transport", "%d transports", f->transports), f->transports);

  /* Translators: fleet id, nation, squadrons, transports, where */
  return g_strdup_printf (_("%s: %s · %s, %s · %s"), g->id, nation_name (self->page, f->nation), sq, tr, where);
}

static void
refresh_list (BthNavalChecksFleet *self)
{
  GPtrArray *fleets = bth_game_state_get_fleets (self->game != NULL ? bth_game_get_state (self->game) : NULL);
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->combo));
  g_autofree char *was = i < self->ids->len ? g_strdup (g_ptr_array_index (self->ids, i)) : NULL;
  GtkStringList *list = gtk_string_list_new (NULL);
  guint pick = fleets->len > 0 ? 0 : GTK_INVALID_LIST_POSITION;

  g_ptr_array_set_size (self->ids, 0);
  for (guint k = 0; k < fleets->len; k++)
    {
      const BthGameFleet *g = g_ptr_array_index (fleets, k);
      g_autofree char *text = fleet_text (self, g);
      gtk_string_list_append (list, text);
      g_ptr_array_add (self->ids, g_strdup (g->id));
      if (g_strcmp0 (was, g->id) == 0)
        pick = k;
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->combo), G_LIST_MODEL (list));
  if (pick != GTK_INVALID_LIST_POSITION)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->combo), pick);
  g_object_unref (list);
  gtk_widget_set_sensitive (self->combo, fleets->len > 0);
  if (preset_fleet (self) == NULL)
    g_clear_pointer (&self->fleet, g_free);
  bth_naval_checks_show_fleet (self->page);
}

static void
watch_game (BthNavalChecksFleet *self)
{
  BthGame *game = game_of (self->page);

  if (game == self->game)
    return;
  if (self->game != NULL)
    {
      g_signal_handler_disconnect (self->game, self->changed_id);
      g_clear_object (&self->game);
    }
  g_clear_pointer (&self->fleet, g_free);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh_list), self);
    }
  refresh_list (self);
}

static guint
index_of (GStrv ids, const char *id)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    if (g_ascii_strcasecmp (ids[i], id) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

static void
set_spin (BthNavalChecksPage *page, const char *key, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (bth_naval_checks_input (page, key)), value);
}

static void
set_on (BthNavalChecksPage *page, const char *key, gboolean on)
{
  gtk_switch_set_active (GTK_SWITCH (bth_naval_checks_input (page, key)), on);
}

/* Squadrons of fleets of other owners in FLEET's port that are BLOCKADING (or blockaded). */
static int
enemy_squadrons_in_port (const BthGameState *state, const BthGameFleet *fleet, gboolean blockading)
{
  GPtrArray *fleets = bth_game_state_get_fleets (state);
  const char *owner = fleet->fleet.owner != NULL ? fleet->fleet.owner : fleet->fleet.nation;
  int n = 0;

  for (guint i = 0; i < fleets->len; i++)
    {
      const BthGameFleet *g = g_ptr_array_index (fleets, i);
      const char *o = g->fleet.owner != NULL ? g->fleet.owner : g->fleet.nation;
      if (g_strcmp0 (o, owner) == 0 || g->fleet.location.place != BTH_NAVAL_PORT ||
          g_ascii_strcasecmp (g->fleet.location.port ? g->fleet.location.port : "",
                              fleet->fleet.location.port ? fleet->fleet.location.port : "") != 0)
        continue;
      if (blockading ? g->fleet.blockading : g->fleet.blockaded)
        n += g->fleet.squadrons;
    }
  return n;
}

static void
preset_clicked (BthNavalChecksFleet *self)
{
  BthNavalChecksPage *page = self->page;
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (page));
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->combo));
  const BthGameFleet *g;
  const BthFleet *f;
  BthNavalCargo cargo = { 0 };
  guint nation, zone = GTK_INVALID_LIST_POSITION;
  GString *notes = g_string_new (NULL);
  g_autofree char *msg = NULL;

  if (self->game == NULL || i >= self->ids->len)
    return;
  g = bth_game_state_find_fleet (bth_game_get_state (self->game), g_ptr_array_index (self->ids, i));
  if (g == NULL)
    return;
  f = &g->fleet;
  g_free (self->fleet);
  self->fleet = g_strdup (g->id);
  nation = index_of (page->nations, f->nation);
  for (guint z = 0; f->location.sea_zone != NULL && z < naval->n_zones; z++)
    if (g_ascii_strcasecmp (naval->zones[z].name, f->location.sea_zone) == 0)
      zone = z;
  bth_fleet_cargo_count (g->cargo, &cargo);

  /* One step of the tools' undo: the inputs set together, then one commit and one refresh. */
  page->updating = TRUE;
  if (nation != GTK_INVALID_LIST_POSITION)
    {
      adw_combo_row_set_selected (ADW_COMBO_ROW (bth_naval_checks_input (page, "transport-nation")), nation);
      adw_combo_row_set_selected (ADW_COMBO_ROW (bth_naval_checks_input (page, "repairs-nation")), nation);
    }
  else
    /* Translators: a nation's id the checks do not list */
    g_string_append_printf (notes, _(" The nation %s is not in the checks' lists: set it by hand."), f->nation);
  /* Transport (X.F.3). */
  set_spin (page, "transport-transports", f->transports);
  set_spin (page, "transport-squadrons", f->squadrons);
  set_spin (page, "transport-supply", cargo.supply);
  set_spin (page, "transport-production", cargo.production);
  set_spin (page, "transport-infantry", cargo.infantry);
  set_spin (page, "transport-cavalry", cargo.cavalry);
  set_spin (page, "transport-leaders", cargo.leaders);
  /* Interception (X.F.4) and pursuit (X.F.5): the fleet intercepts or pursues. */
  if (zone != GTK_INVALID_LIST_POSITION)
    adw_combo_row_set_selected (ADW_COMBO_ROW (bth_naval_checks_input (page, "intercept-zone")), zone);
  else if (f->location.sea_zone != NULL)
    g_string_append_printf (notes, _(" The sea zone %s is not in the ruleset's list: pick it by hand."),
                            f->location.sea_zone);
  set_on (page, "intercept-at-sea", f->location.place == BTH_NAVAL_AT_SEA);
  set_on (page, "intercept-nelson", f->nelson);
  set_on (page, "intercept-blockading", f->blockading);
  set_on (page, "intercept-blockaded", f->blockaded);
  set_on (page, "intercept-neutral", f->neutral);
  set_on (page, "pursuit-at-sea", f->location.place == BTH_NAVAL_AT_SEA);
  set_on (page, "pursuit-nelson", f->nelson);
  /* Blockade (X.F.6.a-b): the fleet's squadrons on its side, the enemy's in the port. */
  if (f->blockading)
    {
      set_spin (page, "blockade-blockaders", f->squadrons);
      set_spin (page, "blockade-in-port", enemy_squadrons_in_port (bth_game_get_state (self->game), g, FALSE));
    }
  else if (f->blockaded)
    {
      set_spin (page, "blockade-in-port", f->squadrons);
      set_spin (page, "blockade-blockaders", enemy_squadrons_in_port (bth_game_get_state (self->game), g, TRUE));
    }
  /* Prizes (X.K.6.b) and repairs (X.K.7). */
  set_spin (page, "prizes-towers", f->squadrons);
  set_spin (page, "prizes-towed", f->prizes_towed);
  set_spin (page, "repairs-damaged", f->damaged);
  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_naval_checks_input (page, "repairs-place")),
                              f->blockading ? 2 : f->location.place == BTH_NAVAL_AT_SEA ? 1
                              : f->location.place == BTH_NAVAL_COASTAL ? 3 : 0);
  /* The rolls whose inputs the fleet changed go stale (their dice kept for Ctrl+Z). */
  page->updating = FALSE;
  bth_page_commit_change (BTH_PAGE (page), "naval-checks-fleet-preset");
  /* The zone's Interception Modifier follows the zone, as when it is picked by hand. */
  g_object_notify (G_OBJECT (bth_naval_checks_input (page, "intercept-zone")), "selected");
  bth_naval_checks_refresh (page);
  /* Translators: the fleet's id, then notes on what could not be set */
  msg = g_strdup_printf (_("Preset from %s: Transport, Interception, Pursuit, Blockade, Prizes and Repairs take its "
                           "numbers; the rest is yours.%s"), g->id, notes->str);
  g_string_free (notes, TRUE);
  bth_form_status_set (self->status, msg, FALSE);
  bth_form_status_set (self->record_status, "", FALSE);
  bth_naval_checks_show_fleet (page);
}

/* The attacked transport's fate from the die and the ports in the zone (X.F.7.e). */
static BthNavalCheck
transport_fate (BthNavalChecksPage *page)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (page));
  BthNavalOptions options = bth_naval_checks_options (page);
  BthNavalCheckRoll check = { 0 };
  BthNavalCheck result;
  const char *reason = NULL;

  /* A stale die (rolled before the ports were changed) is no fate to record. */
  if (page->rolls[ROLL_TRANSPORT].die.die <= 0 || page->rolls[ROLL_TRANSPORT].stale)
    return BTH_NAVAL_CHECK_OFF_CHART;
  bth_naval_transport_attack_setup (naval, &check);
  bth_naval_check_lookup (naval, &options, &check, page->rolls[ROLL_TRANSPORT].die.die);
  result = check.result;
  bth_naval_check_clear (&check);
  if (result == BTH_NAVAL_CHECK_ESCAPE)
    result = bth_naval_transport_escape_fate (bth_naval_checks_on (page, "transport-attack-friendly-port"),
                                              bth_naval_checks_on (page, "transport-attack-neutral-port"), &reason);
  return result;
}

void
bth_naval_checks_show_fleet (BthNavalChecksPage *page)
{
  BthNavalChecksFleet *self = page->fleet;
  const BthGameFleet *g;
  BthNavalCheck fate;
  g_autofree char *title = NULL;

  if (self == NULL || self->record_group == NULL)
    return;
  g = preset_fleet (self);
  fate = transport_fate (page);
  gtk_widget_set_visible (self->record_group, g != NULL);
  if (g == NULL)
    return;
  /* Translators: the fleet's id */
  title = g_strdup_printf (_("Record in the Game for %s"), g->id);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->record_group), title);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->count), 1, MAX (g->fleet.transports, 1));
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->captor, ADW_TYPE_PREFERENCES_ROW),
                          fate == BTH_NAVAL_CHECK_CAPTURED);
  gtk_widget_set_visible (self->port, fate == BTH_NAVAL_CHECK_ESCAPE);
  gtk_widget_set_sensitive (self->record_button, g->fleet.transports > 0 &&
                            (fate == BTH_NAVAL_CHECK_SUNK || fate == BTH_NAVAL_CHECK_CAPTURED ||
                             fate == BTH_NAVAL_CHECK_ESCAPE));
}

static void
record_clicked (BthNavalChecksFleet *self)
{
  BthNavalChecksPage *page = self->page;
  g_autoptr(GError) error = NULL;
  BthTransportAttack attack = { 0 };
  guint captor = adw_combo_row_get_selected (ADW_COMBO_ROW (self->captor));
  g_autofree char *label = NULL;

  if (self->game == NULL || self->fleet == NULL)
    return;
  attack.transports = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->count));
  attack.fate = transport_fate (page);
  attack.captor = page->nations != NULL && captor < g_strv_length (page->nations) ? page->nations[captor] : NULL;
  attack.port = gtk_editable_get_text (GTK_EDITABLE (self->port));
  label = bth_game_naval_transport_attacked_label (self->fleet);
  if (!bth_game_naval_transport_attacked_record (self->game, self->fleet, &attack, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Not recorded: %s"), error->message);
      bth_form_status_set (self->record_status, msg, TRUE);
      return;
    }
  {
    /* Translators: "Transport attacked: fleet-3" */
    g_autofree char *msg = g_strdup_printf (_("%s recorded in the game's log; Ctrl+Z in the main window undoes "
                                              "it."), label);
    bth_form_status_set (self->record_status, msg, FALSE);
    bth_page_toast (BTH_PAGE (page), _("Attacked transport recorded"));
  }
  /* A result is recorded once. */
  bth_typed_die_forget (&page->rolls[ROLL_TRANSPORT].die);
  bth_naval_checks_refresh (page);
}

void
bth_naval_checks_build_fleet (BthNavalChecksPage *page)
{
  BthNavalChecksFleet *self = g_new0 (BthNavalChecksFleet, 1);
  GtkWidget *group, *button;

  page->fleet = self;
  self->page = page;
  self->ids = g_ptr_array_new_with_free_func (g_free);
  group = bth_naval_checks_group (GTK_WIDGET (page->content_box), "fleet-group", _("From the Game's Fleets"),
                                  _("Preset the checks below from one of the game's fleets."));
  self->combo = adw_combo_row_new ();
  gtk_widget_set_name (self->combo, "naval-checks-fleet");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->combo), _("Fleet"));
  /* The fleet's description is long: as a subtitle it wraps at 360 px. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->combo), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->combo);
  button = bth_form_button_new ("naval-checks-fleet-preset", _("_Preset from Fleet"),
                                _("Set the checks' inputs from this fleet"), G_CALLBACK (preset_clicked), self);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (page->content_box, button);
  self->status = bth_form_status_label_new ("naval-checks-fleet-status");
  gtk_box_append (page->content_box, self->status);

  self->session = g_object_ref (bth_page_get_session (BTH_PAGE (page)));
  self->session_id = g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (watch_game), self);
  watch_game (self);
}

void
bth_naval_checks_build_transport_record (BthNavalChecksPage *page, GtkWidget *box)
{
  BthNavalChecksFleet *self = page->fleet;
  GtkWidget *row;
  GtkStringList *nations = gtk_string_list_new (NULL);

  self->record_group = bth_naval_checks_group (box, "transport-record-group", NULL,
                                               _("The result written to the fleet preset above, as one step of "
                                                 "the game's log (X.F.7.e, X.F.3.h)."));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Transports attacked"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Of the fleet's, with this result"));
  self->count = gtk_spin_button_new_with_range (1, 99, 1);
  gtk_widget_set_name (self->count, "naval-checks-transport-record-count");
  gtk_widget_set_valign (self->count, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->count), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Transports attacked"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->count);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->count);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->record_group), row);

  for (guint i = 0; page->nations != NULL && page->nations[i] != NULL; i++)
    gtk_string_list_append (nations, nation_name (page, page->nations[i]));
  self->captor = adw_combo_row_new ();
  gtk_widget_set_name (self->captor, "naval-checks-transport-record-captor");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->captor), _("Captured by"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->captor),
                               _("The attacker, or the neutral major state whose port it reached"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->captor), G_LIST_MODEL (nations));
  g_object_unref (nations);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->record_group), self->captor);

  self->port = adw_entry_row_new ();
  gtk_widget_set_name (self->port, "naval-checks-transport-record-port");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->port), _("Port it escapes to"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->record_group), self->port);

  self->record_button = bth_form_button_new ("naval-checks-transport-record", _("Record in _Game"),
                                             _("Write this result to the fleet as one step of the game's log"),
                                             G_CALLBACK (record_clicked), self);
  gtk_widget_set_halign (self->record_button, GTK_ALIGN_END);
  gtk_widget_add_css_class (self->record_button, "suggested-action");
  gtk_box_append (GTK_BOX (box), self->record_button);
  self->record_status = bth_form_status_label_new ("naval-checks-transport-record-status");
  gtk_box_append (GTK_BOX (box), self->record_status);
  g_object_bind_property (self->record_group, "visible", self->record_button, "visible", G_BINDING_SYNC_CREATE);
  bth_naval_checks_show_fleet (page);
}

void
bth_naval_checks_fleet_free (BthNavalChecksFleet *self)
{
  if (self == NULL)
    return;
  if (self->game != NULL)
    {
      g_signal_handler_disconnect (self->game, self->changed_id);
      g_object_unref (self->game);
    }
  g_signal_handler_disconnect (self->session, self->session_id);
  g_object_unref (self->session);
  g_ptr_array_unref (self->ids);
  g_free (self->fleet);
  g_free (self);
}
