/* bth-lga-tables-page.c — La Grande Armée's charts, read-only, cell for cell in the seed's
 * own notation and under the rulebook's headings: the Skirmish Table and its modifiers,
 * the Odds Modifiers, the Combat Die Roll Modifiers, the Combat Results Table, the Minimum
 * Loss Chart, both Attrition tables and their modifiers, the Weather Table and the Terrain
 * Effects Chart. Everything comes from the ruleset file the session loaded.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-rules.h"
#include "bth-lga-tables-page.h"
#include "bth-session.h"
#include "bth-table-view.h"

struct _BthLgaTablesPage
{
  BthPage    parent_instance;
  GtkWidget *box;
  gboolean   built;
};

G_DEFINE_FINAL_TYPE (BthLgaTablesPage, bth_lga_tables_page, BTH_TYPE_PAGE)

static BthTableView *
add_chart (BthLgaTablesPage *self, const char *name, const char *title, const char *description,
           guint n_row_headers, guint n_columns)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *table = bth_table_view_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_widget_set_name (table, name);
  bth_table_view_reset (BTH_TABLE_VIEW (table), title, n_row_headers, n_columns);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), table);
  gtk_box_append (GTK_BOX (self->box), group);
  return BTH_TABLE_VIEW (table);
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

static void
build (BthLgaTablesPage *self, JsonObject *doc)
{
  JsonObject *skirmish = json_object_get_object_member (doc, "skirmish");
  JsonObject *attrition = json_object_get_object_member (doc, "attrition");
  JsonObject *weather = json_object_get_object_member (doc, "weather");
  JsonArray *a;
  BthTableView *t;

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
    t = add_chart (self, "skirmish_table", _("Skirmish Table [11.0]"), key->str, 1, n);
    bth_table_view_add_header_row (t, _("Die"), (const char * const *) labels->pdata);
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
        bth_table_view_add_row (t, headers, (const char * const *) c->pdata);
      }
  }
  /* Skirmish Die Roll Modifiers */
  t = add_chart (self, "skirmish_modifiers", _("Skirmish Die Roll Modifiers [11.2]"),
                 _("A modified die roll of less than 1 is treated as a 1, a modified roll of more than 6 is treated as a 6."), 1, 1);
  {
    const char *corner[] = { _("Modifier"), NULL };
    bth_table_view_add_header_row (t, NULL, corner);
  }
  a = json_object_get_array_member (skirmish, "modifiers");
  for (guint r = 0; r < json_array_get_length (a); r++)
    {
      JsonObject *m = json_array_get_object_element (a, r);
      g_autofree char *value = signed_value (m);
      g_autofree char *shown = g_str_equal (json_object_get_string_member (m, "per"), "combat_bonus")
                               ? g_strdup_printf (_("%s per point"), value) : g_strdup (value);
      const char *headers[] = { str (m, "chart") };
      const char *cells[] = { shown };

      bth_table_view_add_row (t, headers, cells);
    }
  /* Odds Modifiers */
  {
    JsonObject *odds = json_object_get_object_member (doc, "battle_odds");
    g_autofree char *description = g_strdup_printf (_("Front-line SP only, rounded in the defender's favour; below %s no attack [12.14]; %s or more: the defender is eliminated, %d Advance Points [12.15]."),
                                                    str (json_object_get_object_member (odds, "minimum"), "odds"),
                                                    str (json_object_get_object_member (odds, "automatic"), "odds"),
                                                    (int) json_object_get_int_member (json_object_get_object_member (odds, "automatic"), "advance_points"));
    const char *head[] = { _("Modifier"), NULL };

    t = add_chart (self, "odds_modifiers", _("Odds Modifiers"), description, 1, 1);
    bth_table_view_add_header_row (t, _("Odds"), head);
    a = json_object_get_array_member (odds, "steps");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *step = json_array_get_object_element (a, r);
        g_autofree char *drm = bth_form_signed ((int) json_object_get_int_member (step, "drm"));
        const char *headers[] = { str (step, "odds") };
        const char *cells[] = { drm };

        bth_table_view_add_row (t, headers, cells);
      }
  }
  /* Combat Die Roll Modifiers [12.4] */
  {
    const char *head[] = { _("Modifier"), _("Rule"), NULL };

    t = add_chart (self, "battle_modifiers", _("Combat Dice Roll Modifiers [12.4]"),
                   _("Also each side's leaders' Combat Bonus [12.41], its Morale Rating [12.42] and the defender's terrain [12.43]."), 1, 2);
    bth_table_view_add_header_row (t, NULL, head);
    a = json_object_get_array_member (doc, "battle_modifiers");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *m = json_array_get_object_element (a, r);
        g_autofree char *value = signed_value (m);
        g_autofree char *rule = g_strdup_printf ("[%s]", str (m, "rule"));
        const char *name = battle_modifier_name (str (m, "id"));
        const char *headers[] = { name != NULL ? name : str (m, "id") };
        const char *cells[] = { value, rule };

        bth_table_view_add_row (t, headers, cells);
      }
  }
  /* Combat Results Table */
  {
    const char *head[] = { _("Attacker's Result"), _("Defender's Result"), NULL };

    t = add_chart (self, "crt", _("Combat Results Table"), _("Two dice plus the net modifier; below 0 reads 0-, above 14 reads 14+ [12.5]."), 1, 2);
    bth_table_view_add_header_row (t, _("Dice"), head);
    a = json_object_get_array_member (json_object_get_object_member (doc, "combat_results"), "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        const char *headers[] = { str (row, "label") };
        const char *cells[] = { str (row, "attacker"), str (row, "defender") };

        bth_table_view_add_row (t, headers, cells);
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

    t = add_chart (self, "minimum_loss", _("Minimum Loss Chart"), description, 1, 1);
    bth_table_view_add_header_row (t, _("Front-line SP"), head);
    a = json_object_get_array_member (ml, "bands");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *band = json_array_get_object_element (a, r);
        g_autofree char *sp = g_strdup_printf ("%d-%d", (int) json_object_get_int_member (band, "min"), (int) json_object_get_int_member (band, "max"));
        g_autofree char *loss = g_strdup_printf ("%d", (int) json_object_get_int_member (band, "loss"));
        const char *headers[] = { sp };
        const char *cells[] = { loss };

        bth_table_view_add_row (t, headers, cells);
      }
  }
  /* Normal and Forced March Attrition */
  for (int forced = 0; forced < 2; forced++)
    {
      JsonArray *columns = json_object_get_array_member (attrition, "columns");
      JsonObject *table = json_object_get_object_member (attrition, forced ? "forced_march" : "normal_march");
      guint n = json_array_get_length (columns);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (labels, (gpointer) json_array_get_string_element (columns, i));
      g_ptr_array_add (labels, NULL);
      t = add_chart (self, forced ? "forced_march" : "normal_march",
                     forced ? _("Forced March Attrition") : _("Normal March Attrition"),
                     forced ? _("Force March and Double Force March orders [16.23]. * = all cavalry, or cavalry and horse artillery. Columns: the modified die roll; - = no loss.")
                            : _("March orders, and unsupplied units that did not move [16.23]. Columns: the modified die roll; - = no loss. Above 50 SP: the loss for 50 plus the loss for the rest [16.2]."),
                     1, n);
      bth_table_view_add_header_row (t, _("Force Size"), (const char * const *) labels->pdata);
      a = json_object_get_array_member (table, "rows");
      for (guint r = 0; r < json_array_get_length (a); r++)
        {
          JsonObject *row = json_array_get_object_element (a, r);
          JsonArray *cells = json_object_get_array_member (row, "cells");
          const char *headers[] = { str (row, "label") };
          g_autoptr(GPtrArray) c = g_ptr_array_new ();

          for (guint i = 0; i < n; i++)
            g_ptr_array_add (c, (gpointer) json_array_get_string_element (cells, i));
          bth_table_view_add_row (t, headers, (const char * const *) c->pdata);
        }
    }
  /* Attrition Die Roll Modifiers [16.3] */
  {
    const char *head[] = { _("Modifier"), _("Rule"), NULL };

    t = add_chart (self, "attrition_modifiers", _("Attrition Die Roll Modifiers [16.3]"),
                   _("All cumulative; they do not change the Force March's extra MP."), 1, 2);
    bth_table_view_add_header_row (t, NULL, head);
    a = json_object_get_array_member (attrition, "modifiers");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *m = json_array_get_object_element (a, r);
        g_autofree char *value = signed_value (m);
        g_autofree char *rule = g_strdup_printf ("[%s]", str (m, "rule"));
        const char *chart = str (m, "chart");
        const char *headers[] = { *chart != '\0' ? chart : _("Entered an enemy Cossack ZOC in Russia") };
        const char *cells[] = { value, rule };

        bth_table_view_add_row (t, headers, cells);
      }
  }
  /* Weather Table */
  {
    JsonArray *columns = json_object_get_array_member (weather, "columns");
    JsonObject *codes = json_object_get_object_member (weather, "codes");
    guint n = json_array_get_length (columns);
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    g_autofree char *key = g_strdup_printf ("C = %s, M = %s, S = %s", str (codes, "C"), str (codes, "M"), str (codes, "S"));

    for (guint i = 0; i < n; i++)
      g_ptr_array_add (labels, (gpointer) json_array_get_string_element (columns, i));
    g_ptr_array_add (labels, NULL);
    t = add_chart (self, "weather_table", _("Weather Table"), key, 1, n);
    bth_table_view_add_header_row (t, _("Die"), (const char * const *) labels->pdata);
    a = json_object_get_array_member (weather, "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        JsonArray *cells = json_object_get_array_member (row, "months");
        g_autofree char *die = g_strdup_printf ("%d", (int) json_object_get_int_member (row, "die"));
        const char *headers[] = { die };
        g_autoptr(GPtrArray) c = g_ptr_array_new ();

        for (guint i = 0; i < n; i++)
          g_ptr_array_add (c, (gpointer) json_array_get_string_element (cells, i));
        bth_table_view_add_row (t, headers, (const char * const *) c->pdata);
      }
  }
  /* Terrain Effects Chart */
  {
    const char *head[] = { _("Movement"), _("Combat"), NULL };

    t = add_chart (self, "terrain_effects", _("Terrain Effects Chart"),
                   _("Combat: the defender's modifier for the terrain of his hex; all are cumulative [12.43]."), 1, 2);
    bth_table_view_add_header_row (t, _("Terrain"), head);
    a = json_object_get_array_member (json_object_get_object_member (doc, "terrain_effects"), "rows");
    for (guint r = 0; r < json_array_get_length (a); r++)
      {
        JsonObject *row = json_array_get_object_element (a, r);
        const char *headers[] = { str (row, "terrain") };
        const char *cells[] = { str (row, "movement"), str (row, "combat") };

        bth_table_view_add_row (t, headers, cells);
      }
  }
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
  build (self, json_node_get_object (doc));
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
bth_lga_tables_page_class_init (BthLgaTablesPageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
}

static void
bth_lga_tables_page_init (BthLgaTablesPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

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
