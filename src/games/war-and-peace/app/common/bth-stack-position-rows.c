/* bth-stack-position-rows.c — location with completion, computed supply, override, and
 * recording unrecorded terrain, for one stack of the Leaders page.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-stack-position-rows.h"

#include "bth-error.h"
#include "bth-tec.h"
#include "bth-session.h"
#include "bth-game.h"

/* ---- location ---------------------------------------------------------------------------- */

static const char *
country_name (BthMap *map, const char *id)
{
  for (guint i = 0; id != NULL && i < bth_map_get_n_countries (map); i++)
    if (g_strcmp0 (bth_map_get_country (map, i)->id, id) == 0)
      return bth_map_get_country (map, i)->name;
  return id;
}

char *
bth_location_describe (BthMap *map, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  g_autofree char *label = NULL;
  const BthMapCity *city;
  BthHex hex;
  int board = 0;

  if (map == NULL)
    return g_strdup (_("Reading the map…"));
  if (*stripped == '\0')
    return g_strdup (_("A hex such as Y16(2) or a city of the map"));
  if (!bth_map_parse_location (map, stripped, &hex, &error))
    {
      if (g_error_matches (error, BTH_ERROR, BTH_ERROR_NOT_FOUND))
        return g_strdup (_("A city whose hex is not recorded yet"));
      return g_strdup (_("Not a hex or city on the map"));
    }
  city = bth_map_city_at (map, hex);
  board = bth_map_get_mapboard (map, hex);
  if (board == 0 && city != NULL)
    board = city->mapboard;
  if (board == 0)
    bth_hex_parse (stripped, &(BthHex) { 0 }, &board, NULL);
  label = bth_hex_to_string (hex, board);
  if (city != NULL && city->country != NULL)
    /* Translators: a hex label, its mapboard, the country */
    return board > 0 ? g_strdup_printf (_("%s · mapboard %d · %s"), label, board, country_name (map, city->country))
                     : g_strdup_printf (_("%s · %s"), label, country_name (map, city->country));
  return board > 0 ? g_strdup_printf (_("%s · mapboard %d"), label, board) : g_strdup (label);
}

typedef struct {
  BthLocationApply apply;
  gpointer         data;
  char            *path;
  BthMap          *map;
  AdwActionRow    *row;
  GtkEditable     *entry;
  GtkWidget       *record;   /* "Record Hex…", shown for a city without a hex */
  BthPage         *page;
} LocationRow;

/* The city of the map TEXT names when its hex is not recorded yet, or NULL. */
static const BthMapCity *
unplaced_city (BthMap *map, const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  const BthMapCity *city = map != NULL && *stripped != '\0' ? bth_map_find_city (map, stripped) : NULL;

  return city != NULL && !city->has_hex ? city : NULL;
}

/* What the city dialog needs after the row that opened it is rebuilt away. */
typedef struct {
  BthPage         *page;
  BthLocationApply apply;
  gpointer         data;
  char            *path;
  char            *city;
  GtkEditable     *hex;
} CityRecord;

static void
city_record_free (CityRecord *c)
{
  g_clear_object (&c->page);
  g_free (c->path);
  g_free (c->city);
  g_free (c);
}

static void
on_city_hex_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  BthHex hex;

  adw_message_dialog_set_response_enabled (dialog, "record",
                                           bth_hex_parse (gtk_editable_get_text (entry), &hex, NULL, NULL));
}

static void
on_city_response (AdwMessageDialog *dialog, const char *response, CityRecord *c)
{
  BthMapStore *store = bth_session_get_map_store (bth_page_get_session (c->page));
  g_autoptr(GError) error = NULL;
  BthHex hex;
  int board = 0;

  if (!g_str_equal (response, "record"))
    return;
  if (!bth_hex_parse (gtk_editable_get_text (c->hex), &hex, &board, &error) ||
      !bth_map_store_record_city (store, c->city, hex, board, &error))
    {
      bth_page_toast (c->page, error->message);
      return;
    }
  /* The stack stands there: the location the players typed is applied too. */
  c->apply (c->data, c->path, c->city);
}

static void
on_record_city_clicked (GtkButton *button, LocationRow *l)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  const BthMapCity *city = unplaced_city (l->map, gtk_editable_get_text (l->entry));
  GtkWidget *dialog, *hex = gtk_entry_new ();
  g_autofree char *heading = NULL;
  CityRecord *c;

  if (city == NULL)
    return;
  /* Translators: %s is a city */
  heading = g_strdup_printf (_("Where Is %s?"), city->name);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   _("The rulebook does not give its hex. Type it from your board, "
                                     "with its mapboard, e.g. Y16(2); it is kept in your map."));
  gtk_widget_set_name (dialog, "record-city-dialog");
  gtk_widget_set_name (hex, "record-city-hex");
  gtk_entry_set_placeholder_text (GTK_ENTRY (hex), _("Hex, e.g. Y16(2)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (hex), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hex"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), hex);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "record", _("_Record"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "record", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  on_city_hex_changed (GTK_EDITABLE (hex), ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect (hex, "changed", G_CALLBACK (on_city_hex_changed), dialog);

  c = g_new0 (CityRecord, 1);
  c->page = g_object_ref (l->page);
  c->apply = l->apply;
  c->data = l->data;
  c->path = g_strdup (l->path);
  c->city = g_strdup (city->name);
  c->hex = GTK_EDITABLE (hex);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_city_response), c,
                         (GClosureNotify) (void (*) (void)) city_record_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
location_row_free (gpointer p)
{
  LocationRow *l = p;

  g_free (l->path);
  g_clear_pointer (&l->map, bth_map_unref);
  g_free (l);
}

static void
on_location_changed (GtkEditable *entry, LocationRow *l)
{
  g_autofree char *said = bth_location_describe (l->map, gtk_editable_get_text (entry));

  adw_action_row_set_subtitle (l->row, said);
  if (l->record != NULL)
    gtk_widget_set_visible (l->record, unplaced_city (l->map, gtk_editable_get_text (entry)) != NULL);
}

static void
on_location_activate (GtkEntry *entry, LocationRow *l)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  l->apply (l->data, l->path, text);
}

static gboolean
on_match_selected (GtkEntryCompletion *completion, GtkTreeModel *model, GtkTreeIter *iter, LocationRow *l)
{
  g_autofree char *name = NULL;

  gtk_tree_model_get (model, iter, 0, &name, -1);
  gtk_editable_set_text (GTK_EDITABLE (gtk_entry_completion_get_entry (completion)), name);
  l->apply (l->data, l->path, name);
  return TRUE;
}

/* The city names of the map (those without a recorded hex too: choosing one says so). */
static GtkEntryCompletion *
city_completion (BthMap *map)
{
  GtkEntryCompletion *completion = gtk_entry_completion_new ();
  GtkListStore *names = gtk_list_store_new (1, G_TYPE_STRING);

  for (guint i = 0; map != NULL && i < bth_map_get_n_cities (map); i++)
    gtk_list_store_insert_with_values (names, NULL, -1, 0, bth_map_get_city (map, i)->name, -1);
  gtk_entry_completion_set_model (completion, GTK_TREE_MODEL (names));
  gtk_entry_completion_set_text_column (completion, 0);
  gtk_entry_completion_set_inline_completion (completion, TRUE);
  gtk_entry_completion_set_popup_single_match (completion, FALSE);
  gtk_entry_completion_set_minimum_key_length (completion, 2);
  g_object_unref (names);
  return completion;
}

GtkWidget *
bth_location_row_new (BthPage *page, const char *name, const char *path, const char *text, BthMap *map,
                      BthLocationApply apply, gpointer data)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *row_name = g_strconcat (name, "-location-row", NULL);
  g_autofree char *entry_name = g_strconcat (name, "-location", NULL);
  g_autoptr(GtkEntryCompletion) completion = NULL;
  LocationRow *l = g_new0 (LocationRow, 1);

  l->apply = apply;
  l->data = data;
  l->path = g_strdup (path);
  l->map = map != NULL ? bth_map_ref (map) : NULL;
  l->row = ADW_ACTION_ROW (row);
  l->page = page;
  l->entry = GTK_EDITABLE (entry);
  g_object_set_data_full (G_OBJECT (row), "location-row", l, location_row_free);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Location"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_name (row, row_name);
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Hex or city"));
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_set_name (entry, entry_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Location"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("A hex label such as Y16(2) or a city name; Enter applies it"), -1);
  if (map != NULL)
    {
      completion = city_completion (map);
      g_signal_connect (completion, "match-selected", G_CALLBACK (on_match_selected), l);
      gtk_entry_set_completion (GTK_ENTRY (entry), completion);
    }
  g_signal_connect (entry, "changed", G_CALLBACK (on_location_changed), l);
  g_signal_connect (entry, "activate", G_CALLBACK (on_location_activate), l);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  {
    g_autofree char *record_name = g_strconcat (name, "-location-record", NULL);
    l->record = gtk_button_new_with_mnemonic (_("_Record…"));
    gtk_widget_set_name (l->record, record_name);
    gtk_widget_set_valign (l->record, GTK_ALIGN_CENTER);
    gtk_widget_set_tooltip_text (l->record, _("Record this city's hex from your board"));
    g_signal_connect (l->record, "clicked", G_CALLBACK (on_record_city_clicked), l);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), l->record);
  }
  on_location_changed (GTK_EDITABLE (entry), l);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), entry);
  return row;
}

GtkEditable *
bth_location_row_get_entry (GtkWidget *row)
{
  LocationRow *l = g_object_get_data (G_OBJECT (row), "location-row");

  return l != NULL ? l->entry : NULL;
}

/* ---- supply ---------------------------------------------------------------------------- */

const char *
bth_supply_status_describe (BthSupplyStatus status)
{
  switch (status)
    {
    case BTH_SUPPLY_SUPPLIED:
      return _("In supply");
    case BTH_SUPPLY_UNSUPPLIED:
      return _("Unsupplied");
    case BTH_SUPPLY_UNKNOWN:
    default:
      return _("Unknown");
    }
}

/* What a dialog needs once the row that opened it is gone (the page rebuilds often). */
typedef struct {
  BthPage  *page;
  BthGame  *game;
  char     *stack;
  GArray   *hexes;      /* BthHex: the record dialog's hexes */
  GPtrArray *combos;    /* of GtkDropDown, one per hex */
  GtkEditable *reason;
} Action;

static void
action_free (Action *a)
{
  g_clear_object (&a->page);
  g_clear_object (&a->game);
  g_free (a->stack);
  g_clear_pointer (&a->hexes, g_array_unref);
  g_clear_pointer (&a->combos, g_ptr_array_unref);
  g_free (a);
}

static Action *
action_new (BthPage *page, BthGame *game, const char *stack)
{
  Action *a = g_new0 (Action, 1);

  a->page = g_object_ref (page);
  a->game = g_object_ref (game);
  a->stack = g_strdup (stack);
  return a;
}

static void
edit_bool (Action *a, const char *field, gboolean value, const char *reason)
{
  g_autofree char *path = g_strdup_printf ("stacks.%s.%s", a->stack, field);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
  g_autoptr(GError) error = NULL;

  json_node_set_boolean (node, value);
  if (!bth_game_edit (a->game, path, node, reason, &error))
    bth_page_toast (a->page, error->message);
}

static void
on_override_reason_changed (GtkEditable *reason, AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (reason)));
  gboolean given = *text != '\0';

  adw_message_dialog_set_response_enabled (dialog, "supplied", given);
  adw_message_dialog_set_response_enabled (dialog, "unsupplied", given);
}

static void
on_override_response (AdwMessageDialog *dialog, const char *response, Action *a)
{
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (a->reason)));

  if (g_str_equal (response, "supplied") || g_str_equal (response, "unsupplied"))
    edit_bool (a, "supplied", g_str_equal (response, "supplied"), reason);
}

static void
on_override_clicked (GtkButton *button, Action *a)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  GtkWidget *dialog;
  GtkWidget *reason = gtk_entry_new ();
  /* Translators: %s is a stack id */
  g_autofree char *heading = g_strdup_printf (_("Override the Supply of %s"), a->stack);
  Action *copy = action_new (a->page, a->game, a->stack);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   _("Say why: the reason is kept in the game's log. The computed "
                                     "supply stays shown beside your decision."));
  gtk_widget_set_name (dialog, "supply-override-dialog");
  gtk_widget_set_name (reason, "supply-override-reason");
  gtk_entry_set_placeholder_text (GTK_ENTRY (reason), _("Reason"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (reason), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reason"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), reason);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "unsupplied", _("_Unsupplied"),
                                    "supplied", _("_In Supply"), NULL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  copy->reason = GTK_EDITABLE (reason);
  on_override_reason_changed (GTK_EDITABLE (reason), ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect (reason, "changed", G_CALLBACK (on_override_reason_changed), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_override_response), copy,
                         (GClosureNotify) (void (*) (void)) action_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_use_computed_clicked (GtkButton *button, Action *a)
{
  edit_bool (a, "supply_overridden", FALSE, NULL);
}

static void
on_inside_city_active (GtkSwitch *widget, GParamSpec *pspec, Action *a)
{
  const BthStackState *stack = bth_game_state_find_stack (bth_game_get_state (a->game), a->stack);

  if (stack != NULL && stack->inside_city != gtk_switch_get_active (widget))
    edit_bool (a, "inside_city", gtk_switch_get_active (widget), NULL);
}

/* The terrains a player can record, in the chart's order. */
static const BthTerrain recordable[] = {
  BTH_TERRAIN_CLEAR, BTH_TERRAIN_FOREST, BTH_TERRAIN_SWAMP, BTH_TERRAIN_LAKE, BTH_TERRAIN_DESERT,
  BTH_TERRAIN_SAND, BTH_TERRAIN_LOW_MOUNTAIN, BTH_TERRAIN_HIGH_MOUNTAIN, BTH_TERRAIN_SEA,
};

static const char *
terrain_name (BthTerrain terrain)
{
  switch (terrain)
    {
    case BTH_TERRAIN_CLEAR: return _("Clear");
    case BTH_TERRAIN_FOREST: return _("Forest");
    case BTH_TERRAIN_SWAMP: return _("Swamp");
    case BTH_TERRAIN_LAKE: return _("Lake");
    case BTH_TERRAIN_DESERT: return _("Desert");
    case BTH_TERRAIN_SAND: return _("Sand");
    case BTH_TERRAIN_LOW_MOUNTAIN: return _("Low Mountain");
    case BTH_TERRAIN_HIGH_MOUNTAIN: return _("High Mountain");
    case BTH_TERRAIN_SEA: return _("Sea");
    default: return _("Not recorded");
    }
}

static void
on_record_response (AdwMessageDialog *dialog, const char *response, Action *a)
{
  BthMapStore *store = bth_session_get_map_store (bth_page_get_session (a->page));

  if (!g_str_equal (response, "record"))
    return;
  for (guint i = 0; i < a->hexes->len; i++)
    {
      guint chosen = gtk_drop_down_get_selected (g_ptr_array_index (a->combos, i));
      g_autoptr(GError) error = NULL;

      if (chosen == 0 || chosen > G_N_ELEMENTS (recordable))
        continue;   /* left "not recorded" */
      if (!bth_map_store_record_terrain (store, g_array_index (a->hexes, BthHex, i), recordable[chosen - 1], &error))
        {
          bth_page_toast (a->page, error->message);
          return;
        }
    }
}

static void
on_record_clicked (GtkButton *button, Action *a)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  BthMap *map = bth_session_get_map (bth_page_get_session (a->page));
  GtkWidget *dialog, *list;
  Action *copy;
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
  GArray *hexes = g_object_get_data (G_OBJECT (button), "hexes");

  if (map == NULL || hexes == NULL)
    return;
  gtk_string_list_append (choices, terrain_name (BTH_TERRAIN_UNRECORDED));
  for (guint i = 0; i < G_N_ELEMENTS (recordable); i++)
    gtk_string_list_append (choices, terrain_name (recordable[i]));

  copy = action_new (a->page, a->game, a->stack);
  copy->hexes = g_array_ref (hexes);
  copy->combos = g_ptr_array_new ();
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Record Terrain from Your Board"),
                                   _("The supply line may cross these hexes. Look them up on your "
                                     "board; what you record is kept in your map and used from now on. "
                                     "Rivers through these hexes cannot be recorded here yet."));
  gtk_widget_set_name (dialog, "record-terrain-dialog");
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < hexes->len; i++)
    {
      BthHex hex = g_array_index (hexes, BthHex, i);
      g_autofree char *label = bth_map_hex_label (map, hex);
      g_autofree char *id = bth_hex_to_string (hex, 0);
      g_autofree char *combo_name = g_strdup_printf ("record-terrain-%s", id);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *combo = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (choices)), NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      gtk_widget_set_name (combo, combo_name);
      gtk_widget_set_valign (combo, GTK_ALIGN_CENTER);
      /* Translators: %s is a hex label */
      {
        g_autofree char *a11y = g_strdup_printf (_("Terrain of %s"), label);
        gtk_accessible_update_property (GTK_ACCESSIBLE (combo), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), combo);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (copy->combos, combo);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "record", _("_Record"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "record", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_record_response), copy,
                         (GClosureNotify) (void (*) (void)) action_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The explanation without the status it starts with, which the row's title already says. */
static char *
explanation_detail (const char *explanation)
{
  static const char *const prefixes[] = { "In supply: ", "Unsupplied: ", "Unknown: " };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (explanation, prefixes[i]))
      {
        const char *rest = explanation + strlen (prefixes[i]);
        return g_strdup_printf ("%c%s", g_ascii_toupper (rest[0]), rest + 1);
      }
  return g_strdup (explanation);
}

static GtkWidget *
suffix_button (const char *label, const char *name, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

void
bth_supply_rows_add (AdwExpanderRow *expander, const char *name, BthPage *page, BthGame *game,
                     const BthStackState *stack, const BthStackPosition *position)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button, *inside;
  g_autofree char *row_name = g_strconcat (name, "-supply", NULL);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  Action *a = action_new (page, game, stack->id);

  /* The expander owns the action data its rows' buttons use. */
  g_object_set_data_full (G_OBJECT (expander), "supply-action", a, (GDestroyNotify) action_free);

  if (position == NULL)
    {
      title = g_strdup (_("Supply"));
      subtitle = g_strdup (_("Reading the map…"));
    }
  else if (position->overridden)
    {
      /* Translators: the players' decision, then the computed status */
      title = g_strdup_printf (_("Supply: %s (set by the players)"),
                               position->supplied ? _("In supply") : _("Unsupplied"));
      /* Translators: the computed explanation */
      subtitle = g_strdup_printf (_("Computed: %s"), position->explanation);
    }
  else
    {
      /* Translators: the computed status */
      title = g_strdup_printf (_("Supply: %s"), bth_supply_status_describe (position->status));
      subtitle = explanation_detail (position->explanation);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (row, row_name);
  if (position != NULL && position->overridden)
    {
      g_autofree char *button_name = g_strconcat (name, "-supply-computed", NULL);
      button = suffix_button (_("_Use Computed"), button_name,
                              _("Take back your decision and use the computed supply"));
      g_signal_connect (button, "clicked", G_CALLBACK (on_use_computed_clicked), a);
    }
  else
    {
      g_autofree char *button_name = g_strconcat (name, "-supply-override", NULL);
      button = suffix_button (_("_Override…"), button_name, _("Set this stack's supply yourselves, with a reason"));
      g_signal_connect (button, "clicked", G_CALLBACK (on_override_clicked), a);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_expander_row_add_row (expander, row);

  if (position != NULL && position->unrecorded != NULL && position->unrecorded->len > 0 && !position->overridden)
    {
      GtkWidget *record = adw_action_row_new ();
      g_autofree char *record_name = g_strconcat (name, "-supply-unrecorded", NULL);
      g_autofree char *button_name = g_strconcat (name, "-supply-record", NULL);
      BthMap *map = bth_session_get_map (bth_page_get_session (page));
      g_autofree char *hexes = map != NULL ? bth_game_supply_hexes_to_string (map, position->unrecorded) : NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (record), _("Terrain to Look Up"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (record), hexes);
      gtk_widget_set_name (record, record_name);
      button = suffix_button (_("_Record…"), button_name, _("Record these hexes' terrain from your board"));
      g_object_set_data_full (G_OBJECT (button), "hexes", g_array_ref (position->unrecorded),
                              (GDestroyNotify) g_array_unref);
      g_signal_connect (button, "clicked", G_CALLBACK (on_record_clicked), a);
      adw_action_row_add_suffix (ADW_ACTION_ROW (record), button);
      adw_expander_row_add_row (expander, record);
    }

  row = adw_action_row_new ();
  inside = gtk_switch_new ();
  {
    g_autofree char *inside_name = g_strconcat (name, "-inside-city", NULL);
    gtk_widget_set_name (inside, inside_name);
  }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Inside the City"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Within its fortifications (S); lines pass an enemy inside (M.5)"));
  gtk_switch_set_active (GTK_SWITCH (inside), stack->inside_city);
  gtk_widget_set_valign (inside, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (inside), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Inside the City"), -1);
  g_signal_connect (inside, "notify::active", G_CALLBACK (on_inside_city_active), a);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), inside);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), inside);
  adw_expander_row_add_row (expander, row);
}

static GtkWidget *
text_row (const char *text, const char *name)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "property");
  if (name != NULL)
    gtk_widget_set_name (row, name);
  return row;
}

GtkWidget *
bth_supply_sources_group_new (BthGameSupply *supply)
{
  GtkWidget *group;
  const char * const *sources, * const *notes;

  if (supply == NULL)
    return NULL;
  sources = bth_game_supply_get_sources (supply);
  notes = bth_game_supply_get_notes (supply);
  group = adw_preferences_group_new ();
  gtk_widget_set_name (group, "supply-sources");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Supply Sources"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The supply sources whose hexes are on your map: the scenario's "
                                           "for the units its rules name (M.3.c), the major cities of the "
                                           "home countries for the others (M.3.a). Where a rule needs what "
                                           "is not entered, a stack's supply is unknown and says what to "
                                           "enter."));
  for (guint i = 0; sources[i] != NULL; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), text_row (sources[i], NULL));
  if (sources[0] == NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               text_row (_("None on the map yet: record the hexes of the supply sources' "
                                           "cities."), NULL));
  for (guint i = 0; notes[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("supply-rule-%u", i);
      GtkWidget *row = text_row (notes[i], name);
      /* Translators: a scenario rule about supply, printed as given */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Scenario rule"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}
