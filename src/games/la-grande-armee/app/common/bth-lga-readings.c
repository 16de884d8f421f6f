/* bth-lga-readings.c — La Grande Armée's readings in the app, and hints from the ruleset
 * (bth-lga-readings.h). */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-form.h"
#include "bth-lga-settings.h"
#include "bth-lga-readings.h"

#define READING(member, rule, question, def, other, why) \
  { #member, G_STRUCT_OFFSET (BthLgaOptions, member), rule, question, def, other, why }

/* docs/readings.md, "La Grande Armée": the question, the default and the named option. */
static const BthLgaReading readings[] = {
  READING (skirmish_below_1_2_not_allowed, "[11.0]",
           N_("A skirmish worse than 1:2 (e.g. 1 cavalry SP against 3)"),
           N_("Read on the 1:2 column"), N_("Not allowed"),
           N_("The odds are “rounded … to one of the odds on the Skirmish Table”")),
  READING (odds_map_b_1_3, "[12.0]",
           N_("The third step of the Odds Modifiers: the copies print “3:5 −3” and “1:3 −3”"),
           N_("3:5 −3"), N_("1:3 −3 (Map B copy)"),
           N_("Two copies and the symmetric series 3:5/5:3 print 3:5; 1:3 is below the 1:2 minimum [12.14]")),
  READING (limited_zoc_worse_than_1_2, "[12.14]",
           N_("A mandatory attack from a limited ZOC “at odds of 1 to 2 or worse” eliminates the attackers"),
           N_("At 1:2 too, as printed"), N_("Only worse than 1:2"),
           N_("The rule’s words, though 1:2 is allowed otherwise")),
  READING (leaders_top_only, "[12.41]",
           N_("Leaders: “the Combat Bonus of the highest-ranking leader and at least one subordinate”"),
           N_("Both Combat Bonuses summed"), N_("Only the highest leader’s"),
           N_("The highest leader’s Combat Bonus plus his best subordinate’s, with at least one subordinate")),
  READING (cavalry_leaders_multiply, "[12.41]",
           N_("“The Combat Bonus of every cavalry leader for every 2 strength points of cavalry”"),
           N_("One cavalry leader per 2 cavalry SP"), N_("Each leader’s bonus once per 2 SP"),
           N_("One cavalry leader counts for every 2 cavalry SP in the front line, the best first")),
  READING (l2_spares_supreme_commander, "[12.56]",
           N_("L-2 kills “one committed corps leader or army leader”: a Supreme Commander"),
           N_("Counts as the army leader"), N_("Cannot be lost"),
           N_("The Command Example calls Napoleon “the army leader and supreme commander”")),
  READING (river_crossing_defender_retreats, "[12.91]",
           N_("Defend the River Crossing: after a round without a Routed result"),
           N_("The defender stands or withdraws"), N_("His stack retreats 1 hex"),
           N_("The sentence restates [12.83]: a defender who withdraws retreats, one who stands fights the round’s result")),
  READING (normal_march_6_10_map_a, "[16.23]",
           N_("Normal March Attrition, row 6–10: the copies disagree"),
           N_("– – – – – 1 1 2 2 2 2 (Map B)"), N_("– – – – 1 1 2 2 2 2 2 (Map A)"),
           N_("Two copies, and the first loss falls one column lower in each larger row")),
  READING (french_modifier_all_only, "[16.3]",
           N_("The French −1: “a majority of the units in the stack are French” or the chart’s “All French Force”"),
           N_("A French majority"), N_("An all-French stack"),
           N_("The rule’s words; the chart is its summary")),
  READING (dfm_chart_net_plus_2, "[16.3]",
           N_("Double Force March: the rule’s +2 and the French −1, or the chart’s “net modifier +2”"),
           N_("+2, and −1 if French"), N_("A net +2"),
           N_("The rule text, cumulative as [16.3] says")),
  READING (weather_map_a_row_6, "[5.0]",
           N_("Weather Table, die 6 in May and September: the copies disagree"),
           N_("Mud (Map B)"), N_("Clear (Map A)"),
           N_("Map B and the third copy print Mud")),
};

const BthLgaReading *
bth_lga_readings (guint *n)
{
  *n = G_N_ELEMENTS (readings);
  return readings;
}

static gboolean *
field (BthLgaOptions *options, const BthLgaReading *r)
{
  return G_STRUCT_MEMBER_P (options, r->offset);
}

static gboolean
has_key (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, BTH_LGA_READINGS_KEY);
}

BthLgaOptions
bth_lga_readings_options (BthSession *session)
{
  BthLgaOptions options = { 0 };
  GSettings *settings = session != NULL ? bth_lga_settings () : NULL;
  g_auto(GStrv) names = NULL;

  if (settings == NULL || !has_key (settings))
    return options;
  names = g_settings_get_strv (settings, BTH_LGA_READINGS_KEY);
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    *field (&options, &readings[i]) = g_strv_contains ((const char * const *) names, readings[i].name);
  return options;
}

static void
on_readings_changed (BthPage *page, const char *key, GSettings *settings)
{
  void (*changed) (BthPage *page) = g_object_get_data (G_OBJECT (page), "bth-lga-readings-changed");

  if (changed != NULL)
    changed (page);
}

void
bth_lga_readings_watch (BthPage *page, BthSession *session, void (*changed) (BthPage *page))
{
  GSettings *settings = session != NULL ? bth_lga_settings () : NULL;

  if (settings == NULL || !has_key (settings))
    return;
  g_object_set_data (G_OBJECT (page), "bth-lga-readings-changed", changed);
  /* Disconnected when the page goes. */
  g_signal_connect_object (settings, "changed::" BTH_LGA_READINGS_KEY, G_CALLBACK (on_readings_changed),
                           page, G_CONNECT_SWAPPED);
}

/* ---- the group ------------------------------------------------------------------------ */

static void
on_choice_changed (GtkSwitch *sw, GParamSpec *pspec, GSettings *settings)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) now = g_settings_get_strv (settings, BTH_LGA_READINGS_KEY);
  const BthLgaReading *r = g_object_get_data (G_OBJECT (sw), "bth-reading");
  gboolean on = gtk_switch_get_active (sw);

  if (r == NULL || on == g_strv_contains ((const char * const *) now, r->name))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    if (&readings[i] == r ? on : g_strv_contains ((const char * const *) now, readings[i].name))
      g_strv_builder_add (builder, readings[i].name);
  names = g_strv_builder_end (builder);
  g_settings_set_strv (settings, BTH_LGA_READINGS_KEY, (const char * const *) names);
}

/* The settings changed (here or in another window): every switch shows them. */
static void
on_settings_changed (GtkWidget *group, const char *key, GSettings *settings)
{
  g_auto(GStrv) names = g_settings_get_strv (settings, BTH_LGA_READINGS_KEY);

  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      g_autofree char *id = g_strdup_printf ("reading-%s", readings[i].name);
      GtkSwitch *sw = g_object_get_data (G_OBJECT (group), id);
      gboolean want = g_strv_contains ((const char * const *) names, readings[i].name);

      if (sw != NULL && gtk_switch_get_active (sw) != want)
        gtk_switch_set_active (sw, want);
    }
}

GtkWidget *
bth_lga_readings_group_new (GSettings *settings)
{
  gboolean usable = settings != NULL && has_key (settings);
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, "readings");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Readings"));
  /* As War and Peace's Game Options: off is Berthier's default reading. */
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Where the rules or the copies of a chart can be read two ways (off: Berthier’s default reading). "
      "The choice holds for every page and is kept for the next game."));
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      const BthLgaReading *r = &readings[i];
      g_autofree char *title = g_strdup_printf ("%s %s", r->rule, _(r->question));
      /* Translators: a reading's two choices: "On: 1:3 −3 (Map B copy). Off, the default: 3:5 −3. Why." */
      g_autofree char *subtitle = g_strdup_printf (_("On: %s. Off, the default: %s. %s."),
                                                   _(r->option_label), _(r->default_label), _(r->why));
      g_autofree char *id = g_strdup_printf ("reading-%s", r->name);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_widget_set_name (sw, id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      g_object_set_data (G_OBJECT (sw), "bth-reading", (gpointer) r);
      g_object_set_data (G_OBJECT (group), id, sw);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      gtk_widget_set_sensitive (row, usable);
    }
  if (usable)
    {
      on_settings_changed (group, BTH_LGA_READINGS_KEY, settings);
      for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
        {
          g_autofree char *id = g_strdup_printf ("reading-%s", readings[i].name);
          g_signal_connect_object (g_object_get_data (G_OBJECT (group), id), "notify::active",
                                   G_CALLBACK (on_choice_changed), settings, 0);
        }
      g_signal_connect_object (settings, "changed::" BTH_LGA_READINGS_KEY, G_CALLBACK (on_settings_changed),
                               group, G_CONNECT_SWAPPED);
    }
  /* One Tab stop a reading; Space switches it. */
  bth_form_tidy_keyboard (group);
  return group;
}

/* ---- hints ---------------------------------------------------------------------------- */

char *
bth_lga_modifier_hint (BthLgaRules *rules, const char *group, const char *id, gboolean negate, const char *prefix)
{
  const BthLgaModifierDef *def;
  int value;
  g_autofree char *number = NULL;
  g_autofree char *amount = NULL;

  if (rules == NULL)
    return NULL;
  def = bth_lga_rules_modifier (rules, group, id);
  value = negate ? -def->value : def->value;
  /* U+2212, the minus sign the rulebook's charts print. */
  number = value < 0 ? g_strdup_printf ("−%d", -value) : g_strdup_printf ("+%d", value);
  if (g_str_equal (def->per, "sp"))
    amount = g_strdup_printf (_("%s each"), number);
  else if (g_str_has_suffix (def->per, "sp") && g_ascii_isdigit (def->per[0]))
    amount = g_strdup_printf (_("%s for every %d"), number, atoi (def->per));
  else if (g_str_equal (def->per, "combat_bonus"))
    amount = g_strdup_printf (_("%s for each point"), number);
  else
    amount = g_steal_pointer (&number);
  return g_strdup_printf ("%s%s [%s]", prefix != NULL ? prefix : "", amount, def->rule);
}

void
bth_lga_set_hint (GtkWidget *input, const char *text)
{
  GtkWidget *row = ADW_IS_ACTION_ROW (input) ? input : gtk_widget_get_ancestor (input, ADW_TYPE_ACTION_ROW);

  if (row != NULL && text != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
}
