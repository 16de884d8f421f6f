/* bth-lga-tables-page.c — La Grande Armée's charts, read-only, cell for cell in the seed's
 * own notation and under the rulebook's headings: the Skirmish Table and its modifiers,
 * the Odds Modifiers, the Combat Die Roll Modifiers, the Combat Results Table, the Minimum
 * Loss Chart, both Attrition tables and their modifiers, the Weather Table and the Terrain
 * Effects Chart. Everything comes from the ruleset file the session loaded. Below them, the
 * readings the players choose (bth-lga-readings.h); the charts whose copies disagree (the
 * Odds Modifiers, Normal March Attrition, the Weather Table) show the copy chosen, named
 * in their caption, and follow the choice.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-settings.h"
#include "bth-lga-readings.h"
#include "bth-lga-rules.h"
#include "bth-lga-tables-page.h"
#include "bth-session.h"

struct _BthLgaTablesPage
{
  BthPage    parent_instance;
  GtkWidget *box;
  gboolean   built;
  JsonNode  *doc;           /* the ruleset's document, for the charts rebuilt */
  BthLgaRules *rules;
  /* the charts that follow the readings, rebuilt in place */
  GtkWidget *odds_slot, *march_slot, *weather_slot;
};

G_DEFINE_FINAL_TYPE (BthLgaTablesPage, bth_lga_tables_page, BTH_TYPE_PAGE)

static GtkWidget *
chart_label (const char *text, const char *css_class)
{
  gboolean header = g_str_equal (css_class, "row-header") || g_str_equal (css_class, "corner");
  /* No wrapping: a row is one line high, and a narrow window scrolls the chart sideways. */
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "label", text, "xalign", header ? 0.0 : 0.5, "hexpand", !header, NULL);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A chart: one grid for its headers and cells, so that a wrapped cell keeps its row
 * aligned; it scrolls sideways in a narrow window. Styled as the shell's charts are
 * (bth-table-view.css). */
static GtkGrid *
add_chart (GtkWidget *box, const char *name, const char *title, const char *description,
           const char *corner, const char * const *columns)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *grid = gtk_grid_new ();
  int c = 1;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_widget_set_name (grid, name);
  {
    g_autofree char *group_name = g_strdup_printf ("%s-chart", name);
    gtk_widget_set_name (group, group_name);
  }
  gtk_widget_set_valign (grid, GTK_ALIGN_START);
  gtk_widget_add_css_class (grid, "bth-table");
  gtk_grid_set_row_spacing (GTK_GRID (grid), 1);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), scroller);
  gtk_box_append (GTK_BOX (box), group);

  gtk_grid_attach (GTK_GRID (grid), chart_label (corner != NULL ? corner : "", "corner"), 0, 0, 1, 1);
  for (; columns[c - 1] != NULL; c++)
    gtk_grid_attach (GTK_GRID (grid), chart_label (columns[c - 1], "column-header"), c, 0, 1, 1);
  g_object_set_data (G_OBJECT (grid), "bth-rows", GINT_TO_POINTER (1));
  return GTK_GRID (grid);
}

static void
chart_row (GtkGrid *grid, const char *header, const char * const *cells, guint n)
{
  int row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (grid), "bth-rows"));

  gtk_grid_attach (grid, chart_label (header, "row-header"), 0, row, 1, 1);
  for (guint c = 0; c < n; c++)
    gtk_grid_attach (grid, chart_label (cells[c], "cell"), c + 1, row, 1, 1);
  g_object_set_data (G_OBJECT (grid), "bth-rows", GINT_TO_POINTER (row + 1));
}

/* A list of modifiers: one row each, the chart's words, the value and the rule. */
static AdwPreferencesGroup *
add_list (BthLgaTablesPage *self, const char *name, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (self->box), group);
  return ADW_PREFERENCES_GROUP (group);
}

static void
add_list_row (AdwPreferencesGroup *group, const char *text, const char *value, const char *rule)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  if (rule != NULL)
    {
      GtkWidget *r = gtk_label_new (rule);
      gtk_widget_add_css_class (r, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), r);
    }
  adw_preferences_group_add (group, row);
}

static const char *
str (JsonObject *o, const char *member)
{
  const char *s = o != NULL ? bth_form_json_string (o, member) : NULL;

  return s != NULL ? s : "";
}

static char *
signed_value (JsonObject *o)
{
  return bth_form_signed ((int) json_object_get_int_member (o, "value"));
}

/* The Combat Die Roll Modifiers have no chart of their own: the rule's words. */
static const char *
battle_modifier_name (const char *id)
{
  static const struct { const char *id, *name; } names[] = {
    { "combined_arms", N_("Combined Arms: front line with infantry, cavalry and at least 1 SP of artillery") },
    { "artillery", N_("Each SP of field or horse artillery in the front line") },
    { "heavy_cavalry", N_("Each SP of heavy cavalry in the front line") },
    { "dragoons", N_("Each 2 SP of dragoons in the front line") },
    { "defender_stands", N_("Defender Stands, on rounds after the first") },
    { "flank_attack", N_("Flank Attack") },
    { "unsupplied", N_("Unsupplied: any of his units") },
    { "winter_quarters", N_("Forced from Winter Quarters this turn") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (names[i].id, id))
      return _(names[i].name);
  return NULL;
}

/* The caption's sentence naming the reading NAME in use (ON: the other copy). */
static char *
reading_caption (const char *name, gboolean on)
{
  guint n;
  const BthLgaReading *r = bth_lga_readings (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (r[i].name, name))
      return on
        /* Translators: a chart's caption, the reading chosen, e.g. "Reading in use: 1:3 −3 (Map B copy) [12.0], chosen under Readings below." */
        ? g_strdup_printf (_("Reading in use: %s %s, chosen under Readings below."), _(r[i].option_label), r[i].rule)
        /* Translators: a chart's caption, the default reading, e.g. "Reading in use: 3:5 −3 [12.0], the default; the other copy is under Readings below." */
        : g_strdup_printf (_("Reading in use: %s %s, the default; the other copy is under Readings below."), _(r[i].default_label), r[i].rule);
  g_return_val_if_reached (g_strdup (""));
}

static void
slot_clear (GtkWidget *slot)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (slot)) != NULL)
    gtk_box_remove (GTK_BOX (slot), child);
}

/* Odds Modifiers, the steps in force under OPTIONS (as the Battle page reads them). */
static void
fill_odds (BthLgaTablesPage *self, JsonObject *doc, const BthLgaOptions *options)
{
  JsonObject *odds = json_object_get_object_member (doc, "battle_odds");
  g_autofree char *reading = reading_caption ("odds_map_b_1_3", options->odds_map_b_1_3);
  g_autofree char *description = g_strdup_printf (_("Front-line SP only, rounded in the defender's favour; below %s no attack [12.14]; %s or more: the defender is eliminated, %d Advance Points [12.15]. %s"),
                                                  str (json_object_get_object_member (odds, "minimum"), "odds"),
                                                  str (json_object_get_object_member (odds, "automatic"), "odds"),
                                                  (int) json_object_get_int_member (json_object_get_object_member (odds, "automatic"), "advance_points"),
                                                  reading);
  const char *head[] = { _("Modifier"), NULL };
  BthLgaOdds buffer[G_N_ELEMENTS (bth_lga_rules_get_tables (self->rules)->odds) + 1];
  const BthLgaOdds *steps;
  guint n;
  GtkGrid *t;

  slot_clear (self->odds_slot);
  t = add_chart (self->odds_slot, "odds_modifiers", _("Odds Modifiers"), description, _("Odds"), head);
  steps = bth_lga_rules_odds_steps (self->rules, options, &n, buffer);
  for (guint r = 0; r < n; r++)
    {
      g_autofree char *drm = bth_form_signed (steps[r].drm);
      const char *cells[] = { drm };

      chart_row (t, steps[r].label, cells, G_N_ELEMENTS (cells));
    }
}

/* Normal and Forced March Attrition; the Normal March's disputed row as OPTIONS read it. */
static void
fill_march (BthLgaTablesPage *self, JsonObject *doc, const BthLgaOptions *options)
{
  JsonObject *attrition = json_object_get_object_member (doc, "attrition");
  JsonObject *readings = json_object_get_object_member (attrition, "readings");
  JsonObject *map_a = readings != NULL ? json_object_get_object_member (readings, "normal_march_6_10_map_a") : NULL;
  JsonArray *a;
  GtkGrid *t;

  slot_clear (self->march_slot);
  for (int forced = 0; forced < 2; forced++)
    {
      JsonArray *columns = json_object_get_array_member (attrition, "columns");
      JsonObject *table = json_object_get_object_member (attrition, forced ? "forced_march" : "normal_march");
      guint n = json_array_get_length (columns);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      g_autofree char *reading = forced ? NULL : reading_caption ("normal_march_6_10_map_a", options->normal_march_6_10_map_a);
      g_autofree char *description = forced
        ? g_strdup (_("Force March and Double Force March orders [16.23]. * = all cavalry, or cavalry and horse artillery. Columns: the modified die roll; - = no loss."))
        : g_strdup_printf (_("March orders, and unsupplied units that did not move [16.23]. Columns: the modified die roll; - = no loss. Above 50 SP: the loss for 50 plus the loss for the rest [16.2]. %s"),
                           reading);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (labels, (gpointer) json_array_get_string_element (columns, i));
      g_ptr_array_add (labels, NULL);
      t = add_chart (self->march_slot, forced ? "forced_march" : "normal_march",
                     forced ? _("Forced March Attrition") : _("Normal March Attrition"), description,
                     _("Force Size"), (const char * const *) labels->pdata);
      a = json_object_get_array_member (table, "rows");
      for (guint r = 0; r < json_array_get_length (a); r++)
        {
          JsonObject *row = json_array_get_object_element (a, r);
          JsonArray *cells = json_object_get_array_member (row, "cells");
          const char *headers[] = { str (row, "label") };
          g_autoptr(GPtrArray) c = g_ptr_array_new ();

          if (!forced && options->normal_march_6_10_map_a && map_a != NULL
              && g_str_equal (str (map_a, "row"), headers[0]))
            cells = json_object_get_array_member (map_a, "cells");
          for (guint i = 0; i < n; i++)
            g_ptr_array_add (c, (gpointer) json_array_get_string_element (cells, i));
          chart_row (t, headers[0], (const char * const *) c->pdata, n);
        }
    }
}

/* The Weather Table; the disputed die row as OPTIONS read it. */
static void
fill_weather (BthLgaTablesPage *self, JsonObject *doc, const BthLgaOptions *options)
{
  JsonObject *weather = json_object_get_object_member (doc, "weather");
  JsonObject *readings = json_object_get_object_member (weather, "readings");
  JsonObject *map_a = readings != NULL ? json_object_get_object_member (readings, "weather_map_a_row_6") : NULL;
  JsonArray *columns = json_object_get_array_member (weather, "columns");
  JsonObject *codes = json_object_get_object_member (weather, "codes");
  guint n = json_array_get_length (columns);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *reading = reading_caption ("weather_map_a_row_6", options->weather_map_a_row_6);
  g_autofree char *key = g_strdup_printf ("C = %s, M = %s, S = %s. %s", str (codes, "C"), str (codes, "M"), str (codes, "S"), reading);
  JsonArray *a;
  GtkGrid *t;

  slot_clear (self->weather_slot);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (labels, (gpointer) json_array_get_string_element (columns, i));
  g_ptr_array_add (labels, NULL);
  t = add_chart (self->weather_slot, "weather_table", _("Weather Table"), key, _("Die"), (const char * const *) labels->pdata);
  a = json_object_get_array_member (weather, "rows");
  for (guint r = 0; r < json_array_get_length (a); r++)
    {
      JsonObject *row = json_array_get_object_element (a, r);
      JsonArray *cells = json_object_get_array_member (row, "months");
      int die_n = (int) json_object_get_int_member (row, "die");
      g_autofree char *die = g_strdup_printf ("%d", die_n);
      g_autoptr(GPtrArray) c = g_ptr_array_new ();

      if (options->weather_map_a_row_6 && map_a != NULL && json_object_get_int_member (map_a, "die") == die_n)
        cells = json_object_get_array_member (map_a, "months");
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (c, (gpointer) json_array_get_string_element (cells, i));
      chart_row (t, die, (const char * const *) c->pdata, n);
    }
}

static GtkWidget *
add_slot (BthLgaTablesPage *self)
{
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);

  gtk_box_append (GTK_BOX (self->box), slot);
  return slot;
}

static void
build (BthLgaTablesPage *self, JsonObject *doc, const BthLgaOptions *options)
{
  JsonObject *skirmish = json_object_get_object_member (doc, "skirmish");
  JsonObject *attrition = json_object_get_object_member (doc, "attrition");
  JsonArray *a;
  GtkGrid *t;

  /* Skirmish Table [11.0] */
  {
    JsonArray *columns = json_object_get_array_member (skirmish, "columns");
    guint n = json_array_get_length (columns);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    JsonObject *results = json_object_get_object_member (skirmish, "results");
    g_autoptr(GString) key = g_string_new (NULL);
    GList *members = json_object_get_members (results);

    for (GList *l = members; l != NULL; l = l->next)
      g_string_append_printf (key, "%s%s = %s", key->len > 0 ? "; " : "", (char *) l->data,
                              json_object_get_string_member (results, l->data));
    g_list_free (members);
    g_string_append (key, _("; * = side is demoralized. Odds rounded in the defender's favour; at most 4 cavalry SP a side [11.13]."));
    for (guint i = 0; i < n; i++)
      g_ptr_array_add (labels, (gpointer) json_array_get_string_element (columns, i));
    g_ptr_array_add (labels, NULL);
    t = add_chart (self->box, "skirmish_table", _("Skirmish Table [11.0]"), key->str, _("Die"), (const char * const *) labels->pdata);
    a = json_object_get_array_member (skirmish, "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        JsonArray *cells = json_object_get_array_member (row, "results");
        g_autofree char *die = g_strdup_printf ("%d", (int) json_object_get_int_member (row, "die"));
        const char *headers[] = { die };
        g_autoptr(GPtrArray) c = g_ptr_array_new ();

        for (guint i = 0; i < n; i++)
          g_ptr_array_add (c, (gpointer) json_array_get_string_element (cells, i));
        chart_row (t, headers[0], (const char * const *) c->pdata, n);
      }
  }
  /* Skirmish Die Roll Modifiers */
  {
    AdwPreferencesGroup *list = add_list (self, "skirmish_modifiers", _("Skirmish Die Roll Modifiers [11.2]"),
                                          _("A modified die roll of less than 1 is treated as a 1, a modified roll of more than 6 is treated as a 6."));

    a = json_object_get_array_member (skirmish, "modifiers");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *m = json_array_get_object_element (a, r);
        g_autofree char *value = signed_value (m);
        g_autofree char *rule = g_strdup_printf ("[%s]", str (m, "rule"));
        g_autofree char *text = g_str_equal (json_object_get_string_member (m, "per"), "combat_bonus")
                                ? g_strdup_printf (_("%s n %s n"), str (m, "chart"), value[0] == '+' ? "+" : "−")
                                : g_strdup (str (m, "chart"));

        add_list_row (list, text, value, rule);
      }
  }
  /* Odds Modifiers */
  self->odds_slot = add_slot (self);
  fill_odds (self, doc, options);
  /* Combat Dice Roll Modifiers [12.4] */
  {
    AdwPreferencesGroup *list = add_list (self, "battle_modifiers", _("Combat Dice Roll Modifiers [12.4]"),
                                          _("Also each side's leaders' Combat Bonus [12.41], its Morale Rating [12.42] and the defender's terrain [12.43]."));

    a = json_object_get_array_member (doc, "battle_modifiers");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *m = json_array_get_object_element (a, r);
        g_autofree char *value = signed_value (m);
        g_autofree char *rule = g_strdup_printf ("[%s]", str (m, "rule"));
        const char *name = battle_modifier_name (str (m, "id"));

        if (name != NULL)
          add_list_row (list, name, value, rule);
      }
  }
  /* Combat Results Table */
  {
    const char *head[] = { _("Attacker's Result"), _("Defender's Result"), NULL };

    t = add_chart (self->box, "crt", _("Combat Results Table"), _("Two dice plus the net modifier; below 0 reads 0-, above 14 reads 14+ [12.5]."), _("Dice"), head);
    a = json_object_get_array_member (json_object_get_object_member (doc, "combat_results"), "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        const char *headers[] = { str (row, "label") };
        const char *cells[] = { str (row, "attacker"), str (row, "defender") };

        chart_row (t, headers[0], cells, G_N_ELEMENTS (cells));
      }
  }
  /* Minimum Loss Chart */
  {
    JsonObject *ml = json_object_get_object_member (doc, "minimum_loss");
    JsonObject *above = json_object_get_object_member (ml, "above");
    g_autofree char *description = g_strdup_printf (_("The attacker's front-line SP, reserves not counted [12.53]; above %d SP, %d %% of them."),
                                                    (int) json_object_get_int_member (above, "over"),
                                                    (int) json_object_get_int_member (above, "percent"));
    const char *head[] = { _("Minimum Loss"), NULL };

    t = add_chart (self->box, "minimum_loss", _("Minimum Loss Chart"), description, _("Front-line SP"), head);
    a = json_object_get_array_member (ml, "bands");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *band = json_array_get_object_element (a, r);
        g_autofree char *sp = g_strdup_printf ("%d-%d", (int) json_object_get_int_member (band, "min"), (int) json_object_get_int_member (band, "max"));
        g_autofree char *loss = g_strdup_printf ("%d", (int) json_object_get_int_member (band, "loss"));
        const char *headers[] = { sp };
        const char *cells[] = { loss };

        chart_row (t, headers[0], cells, G_N_ELEMENTS (cells));
      }
  }
  /* Normal and Forced March Attrition */
  self->march_slot = add_slot (self);
  fill_march (self, doc, options);
  /* Attrition Die Roll Modifiers [16.3] */
  {
    AdwPreferencesGroup *list = add_list (self, "attrition_modifiers", _("Attrition Die Roll Modifiers [16.3]"),
                                          _("All cumulative; they do not change the Force March's extra MP. A modified die roll of zero or less means no loss; greater than 10 is treated as a 10."));

    a = json_object_get_array_member (attrition, "modifiers");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *m = json_array_get_object_element (a, r);
        g_autofree char *value = signed_value (m);
        g_autofree char *rule = g_strdup_printf ("[%s]", str (m, "rule"));
        const char *chart = str (m, "chart");

        add_list_row (list, *chart != '\0' ? chart : _("Entered an enemy Cossack ZOC in Russia this phase"), value, rule);
      }
  }
  /* Weather Table */
  self->weather_slot = add_slot (self);
  fill_weather (self, doc, options);
  /* Terrain Effects Chart */
  {
    const char *head[] = { _("Movement"), _("Combat"), NULL };

    t = add_chart (self->box, "terrain_effects", _("Terrain Effects Chart"),
                   _("Combat: the defender's modifier for the terrain of his hex; all are cumulative [12.43]."), _("Terrain"), head);
    a = json_object_get_array_member (json_object_get_object_member (doc, "terrain_effects"), "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        const char *headers[] = { str (row, "terrain") };
        const char *cells[] = { str (row, "movement"), str (row, "combat") };

        chart_row (t, headers[0], cells, G_N_ELEMENTS (cells));
      }
  }
}

/* A reading switched: the charts it changes show the copy now chosen. */
static void
readings_changed (BthPage *page)
{
  BthLgaTablesPage *self = BTH_LGA_TABLES_PAGE (page);
  BthLgaOptions options;
  JsonObject *doc;

  if (!self->built)
    return;
  options = bth_lga_readings_options (bth_page_get_session (page));
  doc = json_node_get_object (self->doc);
  fill_odds (self, doc, &options);
  fill_march (self, doc, &options);
  fill_weather (self, doc, &options);
}

static void
session_set (BthPage *page, BthSession *session)
{
  BthLgaTablesPage *self = BTH_LGA_TABLES_PAGE (page);
  gpointer rules = bth_session_get_ruleset (session);
  JsonNode *doc;

  if (self->built || rules == NULL || !BTH_IS_LGA_RULES (rules))
    return;
  doc = bth_lga_rules_get_document (rules);
  if (doc == NULL || !JSON_NODE_HOLDS_OBJECT (doc))
    return;
  {
    BthLgaOptions options = bth_lga_readings_options (session);

    g_set_object (&self->rules, rules);
    self->doc = json_node_ref (doc);
    build (self, json_node_get_object (doc), &options);
  }
  bth_lga_readings_watch (page, session, readings_changed);
  /* The readings the charts' copies and the rules leave open, chosen for every page. */
  gtk_box_append (GTK_BOX (self->box), bth_lga_readings_group_new (bth_lga_settings ()));
  self->built = TRUE;
}

static char *
save_state (BthPage *page)
{
  return g_strdup ("{}");
}

static void
restore_state (BthPage *page, const char *state)
{
}

static void
bth_lga_tables_page_finalize (GObject *object)
{
  BthLgaTablesPage *self = BTH_LGA_TABLES_PAGE (object);

  g_clear_pointer (&self->doc, json_node_unref);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (bth_lga_tables_page_parent_class)->finalize (object);
}

static void
bth_lga_tables_page_class_init (BthLgaTablesPageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_tables_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
}

/* The shell's chart style (bth-table-view.css), which a BthTableView loads when one is
 * made: these charts may be the first of the window. */
static void
load_chart_css (void)
{
  static gboolean loaded;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/berthier/Berthier/css/bth-table-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
bth_lga_tables_page_init (BthLgaTablesPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  load_chart_css ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (self->box, 24);
  gtk_widget_set_margin_bottom (self->box, 24);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_bin_set_child (ADW_BIN (self), scrolled);
}
