/* bth-scenario-rolls-group.c — see bth-scenario-rolls-group.h.
 *
 * One expander with every rule as printed; then one expander per rule with a roll: the rule's text, the die (or dice) rolled at the
 * table, a switch for each modifier the rule names ("With Nelson"), a switch for a
 * once-per-game roll that has already happened, and the result with its reasons. Nothing
 * is written to the game's log: the players act on the result at the table.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-scenario-rolls-group.h"
#include "bth-scenario-roll.h"
#include "bth-modifier.h"

#include <string.h>

typedef struct {
  const BthScenarioRule *rule;
  GtkWidget             *die;        /* AdwEntryRow */
  GtkWidget             *with[8];    /* GtkSwitch per modifier */
  GtkWidget             *used;       /* GtkSwitch, or NULL */
  GtkWidget             *result;     /* AdwActionRow */
} Roll;

typedef struct {
  BthScenario *scenario;
  GPtrArray   *rolls;    /* of Roll * */
  GPtrArray   *rows;     /* the expanders, to remove */
} Group;

static void
group_free (Group *g)
{
  g_clear_object (&g->scenario);
  g_ptr_array_unref (g->rolls);
  g_ptr_array_unref (g->rows);
  g_free (g);
}

/* The rule's heading: the first sentence of the first rule with the same reference
 * ("Optional Rule for a Naval Blockade", XIV.G.3). */
static char *
heading (BthScenario *scenario, const BthScenarioRule *rule)
{
  guint n;
  const BthScenarioRule *rules = bth_scenario_get_rules (scenario, &n);
  const char *text = rule->text, *end;

  for (guint i = 0; i < n; i++)
    if (g_str_equal (rules[i].rule, rule->rule))
      {
        text = rules[i].text;
        break;
      }
  end = strstr (text, ". ");
  return end != NULL ? g_strndup (text, end - text) : g_strdup (text);
}

/* "One die, 5 or more, +1 with Nelson, once per game". */
static char *
describe (const BthScenarioRoll *roll)
{
  GString *s = g_string_new (NULL);

  if (roll->dice == 1)
    g_string_append_printf (s, _("One die, %d or more"), roll->at_least);
  else
    /* Translators: number of dice, the total needed */
    g_string_append_printf (s, _("%u dice, %d or more"), roll->dice, roll->at_least);
  for (guint i = 0; i < roll->n_modifiers; i++)
    /* Translators: a die modifier, "+1 with Nelson" */
    g_string_append_printf (s, _(", %+d with %s"), roll->modifiers[i].value, roll->modifiers[i].with);
  if (roll->once_per_game)
    g_string_append (s, _(", once per game"));
  return g_string_free (s, FALSE);
}

static void
update (Roll *r)
{
  const BthScenarioRoll *roll = r->rule->roll;
  g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (r->die))));
  g_autoptr(GPtrArray) present = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean used = r->used != NULL && gtk_switch_get_active (GTK_SWITCH (r->used));
  BthScenarioRollResult res;
  gint64 dice = 0;

  for (guint i = 0; i < roll->n_modifiers && i < G_N_ELEMENTS (r->with); i++)
    if (gtk_switch_get_active (GTK_SWITCH (r->with[i])))
      g_ptr_array_add (present, (gpointer) roll->modifiers[i].with);
  g_ptr_array_add (present, NULL);

  if (*typed == '\0' && !used)
    text = g_strdup (roll->dice == 1 ? _("Type the die rolled at the table")
                                     : _("Type the total of the dice rolled at the table"));
  else if (*typed != '\0' && !g_ascii_string_to_signed (typed, 10, 1, 6 * roll->dice, &dice, NULL))
    /* Translators: what was typed, the highest total of the dice */
    text = g_strdup_printf (_("“%s” is not a roll of %u %s (1 to %u)"), typed, roll->dice,
                            roll->dice == 1 ? _("die") : _("dice"), 6 * roll->dice);
  else if (!bth_scenario_roll_resolve (r->rule, used ? (int) roll->dice : (int) dice,
                                       (const char * const *) present->pdata, used, 0, &res, &error))
    text = g_strdup (error->message);
  else
    {
      if (!res.allowed)
        /* Translators: the rule's reference, "XIV.G.3" */
        text = g_strdup_printf (_("Not allowed: this can only happen once per game (%s)"), r->rule->rule);
      else
        {
          GString *why = g_string_new (NULL);

          for (guint i = 0; i < res.modifiers->len; i++)
            {
              const BthModifier *m = &g_array_index (res.modifiers, BthModifier, i);
              g_string_append_printf (why, ", %+d %s (%s)", m->value, m->reason, m->rule);
            }
          /* Translators: succeeded or failed, the modified roll, the number needed, the
           * die, the modifiers with their rules */
          text = g_strdup_printf (_("%s: %d, %d or more needed — rolled %d%s"),
                                  res.succeeded ? _("Succeeded") : _("Failed"), res.modified, res.needed,
                                  res.dice, why->str);
          g_string_free (why, TRUE);
        }
      bth_scenario_roll_result_clear (&res);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (r->result), text);
}

static GtkWidget *
switch_row (GtkWidget *expander, const char *name, const char *title, const char *subtitle, Roll *r)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  g_signal_connect_swapped (sw, "notify::active", G_CALLBACK (update), r);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return sw;
}

/* An expander's rows are made when it first opens, not with the page: a collapsed
 * expander's rows are still measured, and laying out the rules' wrapped text was most of
 * the Game page's work after the launch's first frame (bench/bench-launch.sh). */
static void fill_roll  (AdwExpanderRow *expander, GParamSpec *pspec, Roll *r);
static void fill_rules (AdwExpanderRow *expander, GParamSpec *pspec, Group *g);

static void
add_roll (GtkWidget *group, Group *g, const BthScenarioRule *rule)
{
  const BthScenarioRoll *roll = rule->roll;
  Roll *r = g_new0 (Roll, 1);
  g_autofree char *head = heading (g->scenario, rule);
  g_autofree char *title = g_strdup_printf ("%s (%s)", head, rule->rule);
  g_autofree char *subtitle = describe (roll);
  g_autofree char *name = g_strdup_printf ("roll-%s", rule->id);
  GtkWidget *expander = adw_expander_row_new ();

  r->rule = rule;
  g_ptr_array_add (g->rolls, r);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_widget_set_name (expander, name);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (fill_roll), r);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
  g_ptr_array_add (g->rows, expander);
}

/* The roll's rows: the rule as printed, the die, the modifiers' switches, the result. */
static void
fill_roll (AdwExpanderRow *expander, GParamSpec *pspec, Roll *r)
{
  const BthScenarioRule *rule = r->rule;
  const BthScenarioRoll *roll = rule->roll;
  g_autofree char *die_name = g_strdup_printf ("roll-%s-die", rule->id);
  g_autofree char *result_name = g_strdup_printf ("roll-%s-result", rule->id);
  GtkWidget *text;

  if (!adw_expander_row_get_expanded (expander))
    return;
  g_signal_handlers_disconnect_by_func (expander, fill_roll, r);

  /* The rule as printed. */
  text = gtk_label_new (rule->text);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_margin_top (text, 8);
  gtk_widget_set_margin_bottom (text, 8);
  gtk_widget_set_margin_start (text, 12);
  gtk_widget_set_margin_end (text, 12);
  adw_expander_row_add_row (expander, text);

  r->die = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->die),
                                 roll->dice == 1 ? _("Die Rolled at the Table") : _("Dice Rolled at the Table (total)"));
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (r->die), GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_name (r->die, die_name);
  g_signal_connect_swapped (r->die, "changed", G_CALLBACK (update), r);
  adw_expander_row_add_row (expander, r->die);

  for (guint i = 0; i < roll->n_modifiers && i < G_N_ELEMENTS (r->with); i++)
    {
      g_autofree char *sw_name = g_strdup_printf ("roll-%s-with-%u", rule->id, i);
      /* Translators: a leader's name, "Nelson" */
      g_autofree char *with = g_strdup_printf (_("With %s"), roll->modifiers[i].with);
      g_autofree char *value = g_strdup_printf ("%+d (%s)", roll->modifiers[i].value, rule->rule);

      r->with[i] = switch_row (GTK_WIDGET (expander), sw_name, with, value, r);
    }
  if (roll->once_per_game)
    {
      g_autofree char *used_name = g_strdup_printf ("roll-%s-used", rule->id);

      r->used = switch_row (GTK_WIDGET (expander), used_name, _("It Has Already Happened This Game"),
                            _("This can only happen once per game."), r);
    }

  r->result = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (r->result), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->result), _("Result"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (r->result), 0);
  gtk_widget_add_css_class (r->result, "property");
  gtk_widget_set_name (r->result, result_name);
  adw_expander_row_add_row (expander, r->result);
  update (r);
}

/* Every special and optional rule of the scenario as printed, with its reference (XIV.G.4's
 * note on the plague's losses, G.5's play-balance note …), in one expander. */
static void
add_rules (GtkWidget *group, Group *g)
{
  guint n;
  GtkWidget *expander;
  g_autofree char *subtitle = NULL;

  bth_scenario_get_rules (g->scenario, &n);
  if (n == 0)
    return;
  expander = adw_expander_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Special and Optional Rules"));
  /* Translators: the number of the scenario's rules */
  subtitle = g_strdup_printf (ngettext ("%u rule, as printed", "%u rules, as printed", n), n);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_widget_set_name (expander, "scenario-rules");
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (fill_rules), g);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
  g_ptr_array_add (g->rows, expander);
}

/* One row per rule: its text, wrapped, and its reference. */
static void
fill_rules (AdwExpanderRow *expander, GParamSpec *pspec, Group *g)
{
  guint n;
  const BthScenarioRule *rules = bth_scenario_get_rules (g->scenario, &n);

  if (!adw_expander_row_get_expanded (expander))
    return;
  g_signal_handlers_disconnect_by_func (expander, fill_rules, g);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *name = g_strdup_printf ("scenario-rule-%s", rules[i].id);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), rules[i].text);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rules[i].rule);
      gtk_widget_set_name (row, name);
      gtk_widget_add_css_class (row, "property");
      adw_expander_row_add_row (expander, row);
    }
}

GtkWidget *
bth_scenario_rolls_group_new (void)
{
  GtkWidget *group = adw_preferences_group_new ();
  Group *g = g_new0 (Group, 1);

  g->rolls = g_ptr_array_new_with_free_func (g_free);
  g->rows = g_ptr_array_new ();
  g_object_set_data_full (G_OBJECT (group), "bth-scenario-rolls", g, (GDestroyNotify) group_free);
  gtk_widget_set_name (group, "scenario-rolls");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Scenario Rules"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The scenario's special and optional rules, and the rolls they print "
                                           "resolved from the dice rolled at the table"));
  gtk_widget_set_visible (group, FALSE);
  return group;
}

void
bth_scenario_rolls_group_set_scenario (GtkWidget *group, BthScenario *scenario)
{
  Group *g = g_object_get_data (G_OBJECT (group), "bth-scenario-rolls");
  const BthScenarioRule *rules;
  guint n = 0;

  g_return_if_fail (g != NULL);
  if (g->scenario == scenario)
    return;
  for (guint i = 0; i < g->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (g->rows, i);

      /* Not filled when it opens after all: its roll and scenario go now. */
      g_signal_handlers_disconnect_matched (row, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, fill_roll, NULL);
      g_signal_handlers_disconnect_matched (row, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, fill_rules, NULL);
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (g->rows, 0);
  g_ptr_array_set_size (g->rolls, 0);
  g_set_object (&g->scenario, scenario);
  if (scenario != NULL)
    add_rules (group, g);
  rules = scenario != NULL ? bth_scenario_get_rules (scenario, &n) : NULL;
  for (guint i = 0; i < n; i++)
    if (rules[i].roll != NULL)
      add_roll (group, g, &rules[i]);
  gtk_widget_set_visible (group, g->rows->len > 0);
}
