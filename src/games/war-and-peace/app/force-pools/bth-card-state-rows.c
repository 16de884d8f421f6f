/* bth-card-state-rows.c — the card editor's rows for one state (bth-card-state-rows.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-card-state-rows.h"

#include "bth-card-text.h"

#define FIRST_JANUARY 1806   /* X.J.1.f: each January of the campaign after 1805 */
#define LAST_JANUARY  1815

static const char *const symbols[] = { NULL, "red", "black", "white" };

typedef struct {
  JsonObject    *state;
  BthCardEdited  edited;
  gpointer       data;
  GPtrArray     *january;    /* the January rows, by year */
  GPtrArray     *chosen;     /* France's chosen-city rows */
} Rows;

static void
rows_free (gpointer p)
{
  Rows *rows = p;

  json_object_unref (rows->state);
  g_ptr_array_unref (rows->january);
  g_ptr_array_unref (rows->chosen);
  g_free (rows);
}

static const char *
state_id (Rows *rows)
{
  return json_object_get_string_member (rows->state, "id");
}

static JsonArray *
cities (Rows *rows)
{
  return json_object_get_array_member (json_object_get_object_member (rows->state, "production_cities"), "cities");
}

static JsonObject *
find_city (Rows *rows, const char *name)
{
  JsonArray *list = cities (rows);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *city = json_array_get_object_element (list, i);
      if (g_strcmp0 (json_object_get_string_member (city, "city"), name) == 0)
        return city;
    }
  return NULL;
}

static gboolean
is_chosen (JsonObject *city)
{
  return !json_object_has_member (city, "source")
         && g_strcmp0 (json_object_get_string_member_with_default (city, "rule", NULL), BTH_CARD_CHOSEN_RULE) == 0;
}

GPtrArray *
bth_card_state_chosen_cities (JsonObject *state)
{
  JsonArray *list = json_object_get_array_member (json_object_get_object_member (state, "production_cities"), "cities");
  GPtrArray *chosen = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (list); i++)
    if (is_chosen (json_array_get_object_element (list, i)))
      g_ptr_array_add (chosen, (gpointer) json_object_get_string_member (json_array_get_object_element (list, i), "city"));
  return chosen;
}

static Rows *
rows_of (gpointer widget)
{
  return g_object_get_data (G_OBJECT (gtk_widget_get_ancestor (widget, ADW_TYPE_EXPANDER_ROW)), "card-rows");
}

static GtkWidget *
entry (AdwExpanderRow *expander, const char *name, const char *title, const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  gtk_widget_set_name (row, name);
  adw_expander_row_add_row (expander, row);
  return row;
}

/* ---- production cities ----------------------------------------------------------------- */

static void
on_symbol_selected (AdwComboRow *row)
{
  Rows *rows = rows_of (row);
  JsonObject *city = find_city (rows, g_object_get_data (G_OBJECT (row), "city"));
  guint i = adw_combo_row_get_selected (row);

  if (city == NULL || i >= G_N_ELEMENTS (symbols))
    return;
  if (symbols[i] == NULL)
    json_object_set_null_member (city, "symbol");
  else
    json_object_set_string_member (city, "symbol", symbols[i]);
  rows->edited (rows->data, state_id (rows), "production_cities", NULL, FALSE);
}

static void
symbol_row (AdwExpanderRow *expander, const char *id, JsonObject *city)
{
  const char *name = json_object_get_string_member (city, "city");
  const char *symbol = json_object_get_string_member_with_default (city, "symbol", NULL);
  const char *rule = json_object_get_string_member_with_default (city, "rule", NULL);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *widget_name = g_strdup_printf ("card-%s-city-%s", id, name);
  g_autofree char *title = g_strdup_printf (_("%s: Symbol"), name);

  gtk_string_list_append (labels, _("To be entered"));
  gtk_string_list_append (labels, _("Red (any army unit)"));
  gtk_string_list_append (labels, _("Black (landwehr only)"));
  gtk_string_list_append (labels, _("White (naval units only)"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (rule != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rule);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  for (guint i = 1; i < G_N_ELEMENTS (symbols); i++)
    if (g_strcmp0 (symbol, symbols[i]) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  gtk_widget_set_name (row, widget_name);
  g_object_set_data_full (G_OBJECT (row), "city", g_strdup (name), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_symbol_selected), NULL);
  adw_expander_row_add_row (expander, row);
}

static void
on_add_city_apply (AdwEntryRow *row)
{
  Rows *rows = rows_of (row);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  JsonObject *city;

  if (name[0] == '\0')
    return;
  if (find_city (rows, name) == NULL)
    {
      city = json_object_new ();
      json_object_set_string_member (city, "city", name);
      json_object_set_null_member (city, "symbol");
      json_array_add_object_element (cities (rows), city);
    }
  rows->edited (rows->data, state_id (rows), "production_cities", NULL, TRUE);
}

static void
on_complete_active (GtkSwitch *widget, GParamSpec *pspec)
{
  Rows *rows = rows_of (widget);

  json_object_set_boolean_member (json_object_get_object_member (rows->state, "production_cities"), "complete",
                                  gtk_switch_get_active (widget));
  rows->edited (rows->data, state_id (rows), "production_cities", NULL, FALSE);
}

/* X.J.2.g: France's chosen cities are kept among its production cities, marked by the
 * rule, so that production reads them like the others; re-chosen by editing them. */
static void
on_chosen_changed (GtkEditable *editable)
{
  Rows *rows = rows_of (editable);
  JsonArray *list = cities (rows), *kept = json_array_new ();

  for (guint i = 0; i < json_array_get_length (list); i++)
    if (!is_chosen (json_array_get_object_element (list, i)))
      json_array_add_element (kept, json_array_dup_element (list, i));
  for (guint i = 0; i < rows->chosen->len; i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (g_ptr_array_index (rows->chosen, i))));
      JsonObject *old = name[0] != '\0' ? find_city (rows, name) : NULL;
      JsonObject *city;

      if (name[0] == '\0')
        continue;
      city = json_object_new ();
      json_object_set_string_member (city, "city", name);
      if (old != NULL && is_chosen (old) && json_object_get_string_member_with_default (old, "symbol", NULL) != NULL)
        json_object_set_string_member (city, "symbol", json_object_get_string_member (old, "symbol"));
      else
        json_object_set_null_member (city, "symbol");
      json_object_set_string_member (city, "rule", BTH_CARD_CHOSEN_RULE);
      json_array_add_object_element (kept, city);
    }
  json_object_set_array_member (json_object_get_object_member (rows->state, "production_cities"), "cities", kept);
  rows->edited (rows->data, state_id (rows), "chosen_production_cities", NULL, FALSE);
}

static void
on_chosen_apply (AdwEntryRow *row)
{
  Rows *rows = rows_of (row);
  /* The symbol rows follow the chosen cities. */
  rows->edited (rows->data, state_id (rows), "chosen_production_cities", NULL, TRUE);
}

static void
add_city_rows (AdwExpanderRow *expander, Rows *rows)
{
  const char *id = state_id (rows);
  JsonArray *list = cities (rows);
  JsonObject *choice = json_object_has_member (rows->state, "chosen_production_cities")
                       ? json_object_get_object_member (rows->state, "chosen_production_cities") : NULL;
  g_autofree char *add_name = g_strdup_printf ("card-%s-add-city", id);
  g_autofree char *complete_name = g_strdup_printf ("card-%s-cities-complete", id);
  GtkWidget *row, *widget;

  for (guint i = 0; i < json_array_get_length (list); i++)
    symbol_row (expander, id, json_array_get_object_element (list, i));
  if (choice != NULL)
    {
      g_autoptr(GPtrArray) chosen = bth_card_state_chosen_cities (rows->state);
      gint64 count = json_object_get_int_member (choice, "count");

      for (gint64 k = 0; k < count; k++)
        {
          g_autofree char *name = g_strdup_printf ("card-%s-chosen-%" G_GINT64_FORMAT, id, k + 1);
          /* Translators: %d counts France's chosen cities; %s is the rule */
          g_autofree char *title = g_strdup_printf (_("Chosen Major City %d (%s)"), (int) k + 1, BTH_CARD_CHOSEN_RULE);
          row = entry (expander, name, title, k < chosen->len ? g_ptr_array_index (chosen, k) : NULL);
          adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
          g_ptr_array_add (rows->chosen, row);
          g_signal_connect (row, "changed", G_CALLBACK (on_chosen_changed), NULL);
          g_signal_connect (row, "apply", G_CALLBACK (on_chosen_apply), NULL);
        }
      return;   /* France's list is the card's: Paris and the three chosen */
    }
  row = entry (expander, add_name, _("Another Production City on Your Card"), NULL);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_signal_connect (row, "apply", G_CALLBACK (on_add_city_apply), NULL);

  row = adw_action_row_new ();
  widget = gtk_switch_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("These Are All Its Production Cities"));
  gtk_switch_set_active (GTK_SWITCH (widget), json_object_get_boolean_member (
                           json_object_get_object_member (rows->state, "production_cities"), "complete"));
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_name (widget, complete_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("These are all its production cities"), -1);
  g_signal_connect (widget, "notify::active", G_CALLBACK (on_complete_active), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  adw_expander_row_add_row (expander, row);
}

/* ---- forces and the counter mix -------------------------------------------------------- */

static void
set_or_null (JsonObject *state, const char *key, JsonArray *array)
{
  if (array == NULL)
    json_object_set_null_member (state, key);
  else
    json_object_set_array_member (state, key, array);
}

static void
on_forces_changed (GtkEditable *editable)
{
  Rows *rows = rows_of (editable);
  const char *key = g_object_get_data (G_OBJECT (editable), "key");

  set_or_null (rows->state, key, bth_card_text_parse_forces (gtk_editable_get_text (editable), 0));
  rows->edited (rows->data, state_id (rows), key, NULL, FALSE);
}

/* All years empty: not entered; any year entered: the list ("none" for a year without). */
static void
on_january_changed (GtkEditable *editable)
{
  Rows *rows = rows_of (editable);
  JsonArray *all = NULL;

  for (guint i = 0; i < rows->january->len; i++)
    {
      GtkEditable *row = g_ptr_array_index (rows->january, i);
      g_autoptr(JsonArray) year = bth_card_text_parse_forces (gtk_editable_get_text (row), FIRST_JANUARY + i);

      if (year == NULL)
        continue;
      if (all == NULL)
        all = json_array_new ();
      for (guint j = 0; j < json_array_get_length (year); j++)
        json_array_add_element (all, json_array_dup_element (year, j));
    }
  set_or_null (rows->state, "january_additions", all);
  rows->edited (rows->data, state_id (rows), "january_additions", NULL, FALSE);
}

static void
on_counter_mix_changed (GtkEditable *editable)
{
  Rows *rows = rows_of (editable);
  g_autoptr(GError) error = NULL;
  JsonArray *mix;

  if (!bth_card_text_parse_counter_mix (gtk_editable_get_text (editable), &mix, &error))
    {
      rows->edited (rows->data, state_id (rows), "counter_mix", error->message, FALSE);
      return;
    }
  set_or_null (rows->state, "counter_mix", mix);
  rows->edited (rows->data, state_id (rows), "counter_mix", NULL, FALSE);
}

static JsonArray *
array_or_null (JsonObject *state, const char *key)
{
  JsonNode *node = json_object_get_member (state, key);
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static void
forces_row (AdwExpanderRow *expander, Rows *rows, const char *key, const char *suffix, const char *title)
{
  g_autofree char *name = g_strdup_printf ("card-%s-%s", state_id (rows), suffix);
  g_autofree char *text = bth_card_text_format_forces (array_or_null (rows->state, key), 0);
  GtkWidget *row = entry (expander, name, title, text);

  g_object_set_data (G_OBJECT (row), "key", (gpointer) key);
  g_signal_connect (row, "changed", G_CALLBACK (on_forces_changed), NULL);
}

void
bth_card_state_rows_fill (AdwExpanderRow *expander,
                          JsonObject     *state,
                          BthCardEdited   edited,
                          gpointer        data)
{
  Rows *rows = g_new0 (Rows, 1);
  const char *id = json_object_get_string_member (state, "id");
  JsonArray *january = array_or_null (state, "january_additions");
  g_autofree char *mix_name = g_strdup_printf ("card-%s-counter-mix", id);
  g_autofree char *mix = bth_card_text_format_counter_mix (array_or_null (state, "counter_mix"));
  GtkWidget *row;

  rows->state = json_object_ref (state);
  rows->edited = edited;
  rows->data = data;
  rows->january = g_ptr_array_new ();
  rows->chosen = g_ptr_array_new ();
  g_object_set_data_full (G_OBJECT (expander), "card-rows", rows, rows_free);

  add_city_rows (expander, rows);
  forces_row (expander, rows, "initial_force_pool", "initial", _("Initial Force Pool (1805)"));
  for (int year = FIRST_JANUARY; year <= LAST_JANUARY; year++)
    {
      g_autofree char *name = g_strdup_printf ("card-%s-january-%d", id, year);
      /* Translators: %d is a year */
      g_autofree char *title = g_strdup_printf (_("Added in January %d"), year);
      g_autofree char *text = bth_card_text_format_forces (january, year);

      row = entry (expander, name, title, text);
      g_ptr_array_add (rows->january, row);
      g_signal_connect (row, "changed", G_CALLBACK (on_january_changed), NULL);
    }
  if (json_object_has_member (state, "if_invaded"))
    forces_row (expander, rows, "if_invaded", "if-invaded", _("Added If Invaded (X.J.4.b)"));
  row = entry (expander, mix_name, _("Counter Mix: SP per Kind"), mix);
  g_signal_connect (row, "changed", G_CALLBACK (on_counter_mix_changed), NULL);
}
