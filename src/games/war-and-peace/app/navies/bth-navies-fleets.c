/* bth-navies-fleets.c — see bth-navies-fleets.h.
 *
 * The list shows the fleets sorted by location — ports, then coastal hexes, then sea zones,
 * each by name — one row per fleet with its owner and counts, and an Edit button that loads
 * the fleet into the form below. The form's buttons: "Add" (a new fleet from the
 * form), "Move" (only the form's location, X.F.2) and "Save changes" (the whole form:
 * counts after a battle, damage and repair X.K.7, Nelson, blockade X.F.6). A refusal shows
 * the core's message, which names the field and the rule; nothing changes.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-navies-fleets.h"

#include "bth-form.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"
#include "bth-navies-cargo.h"

enum { COUNT_SQUADRONS, COUNT_TRANSPORTS, COUNT_DAMAGED, N_COUNTS };

struct _BthNaviesFleets
{
  BthPage    *page;          /* not owned */
  GtkWidget  *list_group;
  GPtrArray  *rows;          /* the fleet rows shown (owned by the group) */
  GtkWidget  *empty_row;
  GtkWidget  *form_group;
  GtkWidget  *nation_combo;
  GtkWidget  *counts[N_COUNTS];
  GtkWidget  *nelson;
  GtkWidget  *place_combo;
  GtkWidget  *where_row;     /* port, hex or sea zone */
  GtkWidget  *zone_row;      /* the sea zone of a coastal hex (optional) */
  GtkWidget  *blockaded;
  GtkWidget  *blockading;
  GtkWidget  *move_button;
  GtkWidget  *save_button;
  GStrv       nations;
  char       *editing;       /* the fleet loaded into the form, or NULL */
  BthGame    *game;          /* watched for "changed" */
  gulong      changed_id;
  BthSession *session;       /* watched for "notify::game" */
  gulong      session_id;
  BthNaviesCargo *cargo;     /* the chosen fleet's cargo (X.F.3) */
};

/* In BthNavalPlace order. */
static const char *const place_titles[] = { N_("At sea"), N_("Coastal hex"), N_("Port") };

static BthGame *
game_of (BthNaviesFleets *self)
{
  BthSession *session = bth_page_get_session (self->page);

  return session != NULL ? bth_session_get_game (session) : NULL;
}

static const char *
nation_name (BthNaviesFleets *self, const char *id)
{
  GListModel *model = G_LIST_MODEL (adw_combo_row_get_model (ADW_COMBO_ROW (self->nation_combo)));

  for (guint i = 0; self->nations[i] != NULL; i++)
    if (g_strcmp0 (self->nations[i], id) == 0)
      return gtk_string_list_get_string (GTK_STRING_LIST (model), i);
  return id;
}

/* Ports first, then coastal hexes, then sea zones (the order fleets leave port), by name. */
static int
by_location (gconstpointer a, gconstpointer b)
{
  const BthFleet *x = &(*(BthGameFleet **) a)->fleet, *y = &(*(BthGameFleet **) b)->fleet;
  static const int rank[] = { 2, 1, 0 };
  int r = rank[x->location.place] - rank[y->location.place];
  g_autofree char *nx = bth_naval_location_describe (&x->location);
  g_autofree char *ny = bth_naval_location_describe (&y->location);

  return r != 0 ? r : g_utf8_collate (nx, ny);
}

static char *
location_text (const BthNavalLocation *l)
{
  switch (l->place)
    {
    case BTH_NAVAL_PORT:
      return g_strdup_printf (_("%s (port)"), l->port);
    case BTH_NAVAL_COASTAL:
      return l->sea_zone != NULL ? g_strdup_printf (_("%s (coastal hex, %s)"), l->hex, l->sea_zone)
                                 : g_strdup_printf (_("%s (coastal hex)"), l->hex);
    case BTH_NAVAL_AT_SEA:
    default:
      return g_strdup_printf (_("%s (at sea)"), l->sea_zone);
    }
}

static void edit_clicked (GtkButton *button, BthNaviesFleets *self);

static void
refresh (BthNaviesFleets *self)
{
  GPtrArray *fleets = bth_game_state_get_fleets (self->game != NULL ? bth_game_get_state (self->game) : NULL);
  g_autoptr(GPtrArray) sorted = g_ptr_array_copy (fleets, NULL, NULL);

  g_ptr_array_set_free_func (sorted, NULL);   /* the copy borrows the state's fleets */

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->list_group), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_sort (sorted, by_location);
  gtk_widget_set_visible (self->empty_row, sorted->len == 0);
  for (guint i = 0; i < sorted->len; i++)
    {
      const BthGameFleet *g = g_ptr_array_index (sorted, i);
      const BthFleet *f = &g->fleet;
      g_autofree char *name = g_strdup_printf ("navies-%s", g->id);
      g_autofree char *edit_name = g_strdup_printf ("navies-%s-edit", g->id);
      g_autofree char *where = location_text (&f->location);
      g_autoptr(GString) what = g_string_new (nation_name (self, f->nation));
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_from_icon_name ("document-edit-symbolic");

      g_string_append (what, " · ");
      g_string_append_printf (what, ngettext ("%d squadron", "%d squadrons", f->squadrons), f->squadrons);
      if (f->damaged > 0)
        g_string_append_printf (what, _(" (%d damaged)"), f->damaged);
      g_string_append (what, ", ");
      g_string_append_printf (what, ngettext ("%d transport", "%d transports", f->transports), f->transports);
      if (f->prizes_towed > 0)
        g_string_append_printf (what, ngettext (", towing %d prize", ", towing %d prizes", f->prizes_towed),
                                f->prizes_towed);
      if (f->nelson)
        g_string_append_printf (what, ", %s", _("Nelson"));
      if (f->blockaded)
        g_string_append_printf (what, ", %s", _("blockaded"));
      if (f->blockading)
        g_string_append_printf (what, ", %s", _("blockading"));
      if (!bth_fleet_cargo_empty (g->cargo))
        {
          g_autofree char *cargo = bth_fleet_cargo_describe (self->game, g->cargo);
          g_string_append (what, ", ");
          g_string_append_printf (what, _("carrying %s"), cargo);
        }
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), where);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), what->str);
      gtk_widget_set_name (button, edit_name);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _("Move or edit this fleet"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Move or edit this fleet"), -1);
      g_object_set_data_full (G_OBJECT (button), "fleet-id", g_strdup (g->id), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (edit_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->list_group), row);
      g_ptr_array_add (self->rows, row);
    }
  /* A fleet undone away or removed can no longer be moved. */
  if (self->editing != NULL &&
      bth_game_state_find_fleet (self->game != NULL ? bth_game_get_state (self->game) : NULL, self->editing) == NULL)
    g_clear_pointer (&self->editing, g_free);
  gtk_widget_set_sensitive (self->move_button, self->editing != NULL);
  gtk_widget_set_sensitive (self->save_button, self->editing != NULL);
  gtk_widget_set_sensitive (self->form_group, self->game != NULL);
  if (self->cargo != NULL)
    bth_navies_cargo_show (self->cargo, self->game, self->editing);
}

static void
watch_game (BthNaviesFleets *self)
{
  BthGame *game = game_of (self);

  if (game == self->game)
    return;
  if (self->game != NULL)
    {
      g_signal_handler_disconnect (self->game, self->changed_id);
      g_clear_object (&self->game);
    }
  g_clear_pointer (&self->editing, g_free);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
    }
  refresh (self);
}

/* ---- the form ---------------------------------------------------------------------- */

static const char *
text_or_null (GtkWidget *row)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  return text != NULL && *text != '\0' ? text : NULL;
}

/* The form's location; its strings belong to the widgets. */
static void
read_location (BthNaviesFleets *self, BthNavalLocation *out)
{
  const char *where = text_or_null (self->where_row);

  memset (out, 0, sizeof *out);
  out->place = (BthNavalPlace) adw_combo_row_get_selected (ADW_COMBO_ROW (self->place_combo));
  switch (out->place)
    {
    case BTH_NAVAL_PORT:    out->port = (char *) where; break;
    case BTH_NAVAL_COASTAL: out->hex = (char *) where; out->sea_zone = (char *) text_or_null (self->zone_row); break;
    default:                out->sea_zone = (char *) where; break;
    }
}

static void
read_fleet (BthNaviesFleets *self, BthFleet *out)
{
  guint n = adw_combo_row_get_selected (ADW_COMBO_ROW (self->nation_combo));

  memset (out, 0, sizeof *out);
  out->nation = self->nations[n];
  out->squadrons = bth_form_spin_get (GTK_SPIN_BUTTON (self->counts[COUNT_SQUADRONS]));
  out->transports = bth_form_spin_get (GTK_SPIN_BUTTON (self->counts[COUNT_TRANSPORTS]));
  out->damaged = bth_form_spin_get (GTK_SPIN_BUTTON (self->counts[COUNT_DAMAGED]));
  out->nelson = gtk_switch_get_active (GTK_SWITCH (self->nelson));
  out->blockaded = gtk_switch_get_active (GTK_SWITCH (self->blockaded));
  out->blockading = gtk_switch_get_active (GTK_SWITCH (self->blockading));
  read_location (self, &out->location);
}

static void
on_place_changed (BthNaviesFleets *self)
{
  static const char *const titles[] = { N_("Sea zone"), N_("Hex"), N_("Port city") };
  guint place = adw_combo_row_get_selected (ADW_COMBO_ROW (self->place_combo));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _(titles[MIN (place, 2)]));
  gtk_widget_set_visible (self->zone_row, place == BTH_NAVAL_COASTAL);
}

static void
edit_clicked (GtkButton *button, BthNaviesFleets *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "fleet-id");
  const BthGameFleet *g = bth_game_state_find_fleet (bth_game_get_state (self->game), id);
  const BthFleet *f;
  const BthNavalLocation *l;

  if (g == NULL)
    return;
  f = &g->fleet;
  l = &f->location;
  g_free (self->editing);
  self->editing = g_strdup (id);
  for (guint i = 0; self->nations[i] != NULL; i++)
    if (g_strcmp0 (self->nations[i], f->nation) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->nation_combo), i);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->counts[COUNT_SQUADRONS]), f->squadrons);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->counts[COUNT_TRANSPORTS]), f->transports);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->counts[COUNT_DAMAGED]), f->damaged);
  gtk_switch_set_active (GTK_SWITCH (self->nelson), f->nelson);
  gtk_switch_set_active (GTK_SWITCH (self->blockaded), f->blockaded);
  gtk_switch_set_active (GTK_SWITCH (self->blockading), f->blockading);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->place_combo), l->place);
  gtk_editable_set_text (GTK_EDITABLE (self->where_row),
                         l->place == BTH_NAVAL_PORT ? l->port : l->place == BTH_NAVAL_COASTAL ? l->hex : l->sea_zone);
  gtk_editable_set_text (GTK_EDITABLE (self->zone_row), l->place == BTH_NAVAL_COASTAL && l->sea_zone ? l->sea_zone : "");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->form_group),
                                         _("Editing the fleet chosen above: Move changes only its location; "
                                           "Save changes keeps every field."));
  refresh (self);
}

static void
done (BthNaviesFleets *self, gboolean ok, GError *error, const char *message)
{
  bth_page_toast (self->page, ok ? message : error->message);
}

static void
add_clicked (BthNaviesFleets *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  BthFleet f;
  gboolean ok;

  if (self->game == NULL)
    return;
  read_fleet (self, &f);
  ok = bth_game_fleet_add (self->game, &f, &id, &error);
  if (ok)
    {
      g_free (self->editing);
      self->editing = g_steal_pointer (&id);
      refresh (self);
    }
  done (self, ok, error, _("Fleet added"));
}

static void
move_clicked (BthNaviesFleets *self)
{
  g_autoptr(GError) error = NULL;
  BthNavalLocation to;

  if (self->game == NULL || self->editing == NULL)
    return;
  read_location (self, &to);
  done (self, bth_game_fleet_move (self->game, self->editing, &to, &error), error, _("Fleet moved"));
}

static void
save_clicked (BthNaviesFleets *self)
{
  g_autoptr(GError) error = NULL;
  BthFleet f;

  if (self->game == NULL || self->editing == NULL)
    return;
  read_fleet (self, &f);
  /* The form has no field for the prizes a naval battle gave the fleet (X.K.6): keep them. */
  {
    const BthGameFleet *was = bth_game_state_find_fleet (bth_game_get_state (self->game), self->editing);
    if (was != NULL)
      f.prizes_towed = was->fleet.prizes_towed;
  }
  done (self, bth_game_fleet_edit (self->game, self->editing, &f, &error), error, _("Fleet changed"));
}

/* ---- building ---------------------------------------------------------------------- */

static GtkWidget *
suffix_row (GtkWidget *group, GtkWidget *widget, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (widget, name);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return widget;
}

static GtkWidget *
entry_row (GtkWidget *group, const char *name, const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* One of a row of buttons sharing the row's width. */
static GtkWidget *
button_new (GtkWidget *box, const char *name, const char *mnemonic, const char *tooltip, GCallback cb,
            BthNaviesFleets *self)
{
  GtkWidget *button = bth_form_button_new (name, mnemonic, tooltip, cb, self);

  gtk_widget_set_hexpand (button, TRUE);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

BthNaviesFleets *
bth_navies_fleets_new (BthPage *page, GtkBox *box, const char * const *nations, const char * const *names)
{
  BthNaviesFleets *self = g_new0 (BthNaviesFleets, 1);
  static const char *const count_ids[N_COUNTS] = { "navies-fleet-squadrons", "navies-fleet-transports",
                                                   "navies-fleet-damaged" };
  static const char *const count_titles[N_COUNTS] = { N_("Squadrons"), N_("Transports"), N_("Damaged squadrons") };
  GtkStringList *list;
  GtkWidget *buttons;

  self->page = page;
  self->nations = g_strdupv ((char **) nations);
  self->rows = g_ptr_array_new ();

  self->list_group = adw_preferences_group_new ();
  gtk_widget_set_name (self->list_group, "navies-fleets");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->list_group), _("Fleets"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->list_group),
                                         _("The game's fleets by location (X.F). Each change is one step "
                                           "of the game's log: Ctrl+Z undoes it."));
  self->empty_row = adw_action_row_new ();
  gtk_widget_set_name (self->empty_row, "navies-fleets-empty");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->empty_row), _("No fleets entered yet"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->list_group), self->empty_row);
  gtk_box_append (box, self->list_group);

  self->form_group = adw_preferences_group_new ();
  gtk_widget_set_name (self->form_group, "navies-fleet-form");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->form_group), _("Fleet"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->form_group),
                                         _("Enter a new fleet, or choose one above to move or edit it."));
  list = gtk_string_list_new (names);
  self->nation_combo = adw_combo_row_new ();
  gtk_widget_set_name (self->nation_combo, "navies-fleet-nation");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->nation_combo), _("Nation"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->nation_combo), G_LIST_MODEL (list));
  g_object_unref (list);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->form_group), self->nation_combo);
  for (int k = 0; k < N_COUNTS; k++)
    self->counts[k] = suffix_row (self->form_group, gtk_spin_button_new_with_range (0, 99, 1), count_ids[k],
                                  _(count_titles[k]), k == COUNT_DAMAGED ? _("Part of the squadrons (X.K.7)") : NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->counts[COUNT_SQUADRONS]), 1);
  self->nelson = suffix_row (self->form_group, gtk_switch_new (), "navies-fleet-nelson", _("Nelson"),
                             _("Only with English squadrons (X.F.8)"));
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (place_titles); i++)
    gtk_string_list_append (list, _(place_titles[i]));
  self->place_combo = adw_combo_row_new ();
  gtk_widget_set_name (self->place_combo, "navies-fleet-place");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->place_combo), _("Where (X.F.2)"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->place_combo), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->place_combo), BTH_NAVAL_PORT);
  g_object_unref (list);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->form_group), self->place_combo);
  self->where_row = entry_row (self->form_group, "navies-fleet-where", _("Port city"));
  self->zone_row = entry_row (self->form_group, "navies-fleet-zone", _("Sea zone of the hex (optional)"));
  g_signal_connect_swapped (self->place_combo, "notify::selected", G_CALLBACK (on_place_changed), self);
  on_place_changed (self);
  self->blockaded = suffix_row (self->form_group, gtk_switch_new (), "navies-fleet-blockaded", _("Blockaded"),
                                _("In port under a Fortress marker (X.F.6.b)"));
  self->blockading = suffix_row (self->form_group, gtk_switch_new (), "navies-fleet-blockading", _("Blockading"),
                                 _("On top of a Fortress marker (X.F.6)"));
  gtk_box_append (box, self->form_group);

  /* Three short labels in one row: it fits 360 px (a homogeneous box would not). */
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  button_new (buttons, "navies-fleet-add", _("_Add"), _("A new fleet from this form"),
              G_CALLBACK (add_clicked), self);
  self->move_button = button_new (buttons, "navies-fleet-move", _("_Move"),
                                  _("Only the location of the chosen fleet (X.F.2)"), G_CALLBACK (move_clicked), self);
  self->save_button = button_new (buttons, "navies-fleet-save", _("_Save changes"),
                                  _("Every field of the chosen fleet"), G_CALLBACK (save_clicked), self);
  gtk_widget_add_css_class (self->save_button, "suggested-action");
  gtk_box_append (box, buttons);
  self->cargo = bth_navies_cargo_new (page, box);

  self->session = g_object_ref (bth_page_get_session (page));
  self->session_id = g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (watch_game), self);
  watch_game (self);
  return self;
}

void
bth_navies_fleets_free (BthNaviesFleets *self)
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
  bth_navies_cargo_free (self->cargo);
  g_ptr_array_unref (self->rows);
  g_strfreev (self->nations);
  g_free (self->editing);
  g_free (self);
}
