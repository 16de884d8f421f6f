/* bth-production-facts.c — the Production page's board facts and Production Track
 * (bth-production-facts.h): the rows edit a BthProductionFacts in place and call the page
 * back; the page computes the phase again. No rule is computed here.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-production-facts.h"

BthProductionFacts *
bth_production_facts_new (void)
{
  BthProductionFacts *facts = g_new0 (BthProductionFacts, 1);

  facts->occupied = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  facts->pay = g_array_new (FALSE, TRUE, sizeof (int));
  return facts;
}

void
bth_production_facts_free (BthProductionFacts *facts)
{
  if (facts == NULL)
    return;
  g_hash_table_unref (facts->occupied);
  g_array_unref (facts->pay);
  g_free (facts->january_naval);
  g_free (facts);
}

void
bth_production_facts_reset (BthProductionFacts *facts, const BthProductionInput *plain)
{
  facts->mapboard_sp = 0;
  facts->invaded = facts->non_french_in_madrid = facts->kgl_objection = FALSE;
  g_hash_table_remove_all (facts->occupied);
  g_array_set_size (facts->pay, 0);
  g_clear_pointer (&facts->january_naval, g_free);
  facts->napoleon_in_paris = plain != NULL && plain->napoleon_in_paris;
  if (plain != NULL)
    g_array_set_size (facts->pay, plain->n_installments);
}

void
bth_production_facts_to_input (const BthProductionFacts *facts, BthProductionInput *in)
{
  in->napoleon_in_paris = facts->napoleon_in_paris;
  in->enemy_sp_on_mapboard_4 = facts->mapboard_sp;
  in->invaded = facts->invaded;
  in->non_french_in_madrid = facts->non_french_in_madrid;
  in->kgl_objection = facts->kgl_objection;
  for (guint i = 0; i < in->n_cities; i++)
    in->cities[i].enemy_occupied = g_hash_table_contains (facts->occupied, in->cities[i].name);
  for (guint i = 0; i < in->n_installments && i < facts->pay->len; i++)
    in->installments[i].pay = g_array_index (facts->pay, int, i);
  g_free (in->january_naval_addition);
  in->january_naval_addition = g_strdup (facts->january_naval);
}

static void
emit (BthProductionFacts *self)
{
  ((void (*) (gpointer)) self->changed) (self->data);
}

static GtkWidget *
group_new (GtkBox *box, const char *name, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (box, group);
  return group;
}

static GtkWidget *
row_new (GtkWidget *group, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  if (name != NULL)
    gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkWidget *
figure_new (GtkWidget *row, const char *name, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  if (name != NULL)
    gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, css);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return label;
}

static void
on_switch_fact (GtkSwitch *sw, GParamSpec *pspec, BthProductionFacts *self)
{
  gboolean *field = g_object_get_data (G_OBJECT (sw), "field");
  const char *city = g_object_get_data (G_OBJECT (sw), "city");

  if (field != NULL)
    *field = gtk_switch_get_active (sw);
  else if (gtk_switch_get_active (sw))
    g_hash_table_add (self->occupied, g_strdup (city));
  else
    g_hash_table_remove (self->occupied, city);
  emit (self);
}

static void
on_spin_fact (GtkSpinButton *spin, BthProductionFacts *self)
{
  int *field = g_object_get_data (G_OBJECT (spin), "field");

  *field = gtk_spin_button_get_value_as_int (spin);
  emit (self);
}

static GtkWidget *
switch_row (BthProductionFacts *self, GtkWidget *parent, const char *name, const char *title, const char *subtitle,
            gboolean active, gboolean *field, const char *city)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "field", field);
  g_object_set_data_full (G_OBJECT (sw), "city", g_strdup (city), g_free);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_switch_fact), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
  return row;
}

static GtkWidget *
spin_row (BthProductionFacts *self, GtkWidget *group, const char *name, const char *title, const char *subtitle,
          int value, int max, int *field)
{
  GtkWidget *row = row_new (group, NULL, title, subtitle);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (spin), "field", field);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_fact), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  return row;
}

/* The board's facts for the chosen state: the die modifiers the rules give it (X.J.2.c),
 * Spain's and Portugal's invasion (X.J.4.b), England's KGL (X.J.3.d), each city's hex. */
void
bth_production_facts_group (BthProductionFacts *self, GtkBox *box, BthRuleset *ruleset, const BthProductionInput *in)
{
  const BthProductionRules *rules = bth_ruleset_get_production (ruleset, NULL);
  GtkWidget *group = group_new (box, "production-facts", _("On the Board"),
                                _("What only the map can tell; Berthier does not know it."));
  GtkWidget *expander;
  gboolean iberian = g_strcmp0 (in->state, "spain") == 0 || g_strcmp0 (in->state, "portugal") == 0;

  for (guint i = 0; rules != NULL && i < rules->n_modifiers; i++)
    {
      const BthProductionModifierDef *m = &rules->modifiers[i];
      g_autofree char *subtitle = g_strdup_printf ("%+d · %s", m->value, m->rule);
      if (g_strcmp0 (m->state, in->state) != 0)
        continue;
      if (g_str_equal (m->id, "napoleon_in_paris"))
        switch_row (self, group, "production-napoleon-in-paris", m->reason, subtitle, self->napoleon_in_paris,
                    &self->napoleon_in_paris, NULL);
      else if (g_str_equal (m->id, "enemy_sp_on_mapboard"))
        {
          /* Translators: %d is a mapboard number */
          g_autofree char *title = g_strdup_printf (_("Enemy SP on mapboard %d"), m->mapboard);
          g_autofree char *sub = g_strdup_printf (_("%d or more: %s"), m->at_least, subtitle);
          spin_row (self, group, "production-mapboard-sp", title, sub, self->mapboard_sp, 999, &self->mapboard_sp);
        }
      else if (g_str_equal (m->id, "portugal_pro_french"))
        row_new (group, "production-portugal", m->reason,
                 in->portugal_pro_french ? _("Yes, from the Alliance Display") : _("No, from the Alliance Display"));
    }
  if (iberian)
    switch_row (self, group, "production-invaded", _("Invaded by an opposing foreign army"),
                _("Scenario VIII replacement rules instead of the die (X.J.4.b)"), self->invaded, &self->invaded, NULL);
  if (g_strcmp0 (in->state, "spain") == 0)
    switch_row (self, group, "production-madrid", _("A non-French unit in Madrid"), _("VIII.F.5"),
                self->non_french_in_madrid, &self->non_french_in_madrid, NULL);
  if (g_strcmp0 (in->state, "england") == 0)
    switch_row (self, group, "production-kgl-objection", _("The holder of Hanover or Brunswick objects to the KGL"),
                _("X.J.3.d"), self->kgl_objection, &self->kgl_objection, NULL);
  expander = adw_expander_row_new ();
  gtk_widget_set_name (expander, "production-occupied");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Cities with an Enemy Army SP in the Hex"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), _("Besieged: nothing deploys there (X.J.2.a)"));
  for (guint i = 0; i < in->n_cities; i++)
    {
      g_autofree char *name = g_strdup_printf ("production-occupied-%u", i);
      switch_row (self, expander, name, in->cities[i].name, NULL,
                  g_hash_table_contains (self->occupied, in->cities[i].name), NULL, in->cities[i].name);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
}

static void
on_pay_changed (GtkSpinButton *spin, BthProductionFacts *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "index"));

  if (index < self->pay->len)
    g_array_index (self->pay, int, index) = gtk_spin_button_get_value_as_int (spin);
  emit (self);
}

static void
on_january_naval (AdwComboRow *row, GParamSpec *pspec, BthProductionFacts *self)
{
  static const char *const kinds[] = { NULL, "S", "T" };
  guint index = adw_combo_row_get_selected (row);

  g_free (self->january_naval);
  self->january_naval = index < G_N_ELEMENTS (kinds) ? g_strdup (kinds[index]) : NULL;
  emit (self);
}

/* The Production Track (X.J.6.c-d) and England's books (X.J.5). */
void
bth_production_track_group (BthProductionFacts *self, GtkBox *box, const BthProductionInput *in, BthMonth month)
{
  gboolean england = g_strcmp0 (in->state, "england") == 0;
  GtkWidget *group;

  if (in->n_installments == 0 && !england)
    return;
  group = group_new (box, "production-track", _("Production Track"), _("X.J.5, X.J.6.c–d"));
  for (guint i = 0; i < in->n_installments; i++)
    {
      const BthProductionInstallment *t = &in->installments[i];
      g_autofree char *name = g_strdup_printf ("production-pay-%u", i);
      g_autofree char *title = g_strdup_printf (_("%s for %s: %d PP paid"), t->kind, t->city ? t->city : "?", t->paid);
      GtkWidget *row = row_new (group, NULL, title, _("Pay this phase"));
      GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), i < self->pay->len ? g_array_index (self->pay, int, i) : 0);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_name (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_object_set_data (G_OBJECT (spin), "index", GUINT_TO_POINTER (i));
      g_signal_connect (spin, "value-changed", G_CALLBACK (on_pay_changed), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
    }
  if (england)
    {
      g_autofree char *pp = g_strdup_printf (_("%d PP"), in->england_accumulated);
      g_autofree char *naval = g_strdup_printf (_("%d PP"), in->england_naval_accumulated);
      GtkWidget *row = row_new (group, "production-england-pp-row", _("England’s Accumulated PP"), _("X.J.5.b"));
      figure_new (row, "production-england-pp", pp, "title-3");
      row = row_new (group, "production-england-naval-row", _("Portsmouth’s Naval PP"), _("X.J.5.e"));
      figure_new (row, "production-england-naval", naval, "title-3");
      if (bth_month_month (month) == 1)
        {
          const char *items[] = { _("None"), "S", "T", NULL };
          g_autoptr(GtkStringList) list = gtk_string_list_new (items);
          GtkWidget *combo = adw_combo_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("January Naval Unit"));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (combo), _("X.J.5.f"));
          adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
          adw_combo_row_set_selected (ADW_COMBO_ROW (combo), g_strcmp0 (self->january_naval, "S") == 0 ? 1
                                      : g_strcmp0 (self->january_naval, "T") == 0 ? 2 : 0);
          gtk_widget_set_name (combo, "production-january-naval");
          g_signal_connect (combo, "notify::selected", G_CALLBACK (on_january_naval), self);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), combo);
        }
    }
}
