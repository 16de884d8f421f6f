/* bth-production-extras.c — England's loans, English PP received, Lloyd's of London and the
 * production readings on the Production page (bth-production-extras.h). The rows edit a
 * BthProductionExtras in place; the page computes the phase again and calls
 * bth_production_extras_show() with the outcome. No rule is computed here.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-production-extras.h"
#include "bth-game-names.h"
#include "bth-campaign-options.h"

static void
loan_entry_free (BthLoanEntry *loan)
{
  g_free (loan->to);
  g_free (loan);
}

BthProductionExtras *
bth_production_extras_new (void)
{
  BthProductionExtras *extras = g_new0 (BthProductionExtras, 1);

  extras->loans = g_ptr_array_new_with_free_func ((GDestroyNotify) loan_entry_free);
  return extras;
}

void
bth_production_extras_free (BthProductionExtras *extras)
{
  if (extras == NULL)
    return;
  g_ptr_array_unref (extras->loans);
  g_free (extras);
}

void
bth_production_extras_reset (BthProductionExtras *extras)
{
  g_ptr_array_set_size (extras->loans, 0);
  extras->loans_received = 0;
  extras->lloyds_spending = FALSE;
  extras->aab_pp = 0;
}

void
bth_production_extras_to_input (const BthProductionExtras *extras, BthProductionInput *in)
{
  gboolean england = g_strcmp0 (in->state, "england") == 0;

  for (guint i = 0; i < in->n_loans; i++)
    g_free (in->loans[i].to);
  g_free (in->loans);
  in->loans = NULL;
  in->n_loans = 0;
  if (england && extras->loans->len > 0)
    {
      in->loans = g_new0 (BthProductionLoan, extras->loans->len);
      for (guint i = 0; i < extras->loans->len; i++)
        {
          const BthLoanEntry *l = g_ptr_array_index (extras->loans, i);
          in->loans[i].to = g_strdup (l->to);
          in->loans[i].pp = l->pp;
          in->loans[i].by_squadron = l->by_squadron;
        }
      in->n_loans = extras->loans->len;
    }
  in->loans_received = england ? 0 : extras->loans_received;
  /* X.K.8: England's insurance; a rate of 0 means the option is not in use. */
  in->lloyds_rate = england && extras->lloyds ? extras->lloyds_rate : 0;
  in->lloyds_spending = england && extras->lloyds && extras->lloyds_spending;
  in->aab_pp = england && extras->lloyds ? extras->aab_pp : 0;
  in->options = extras->options;
}

void
bth_production_extras_follow_game (BthProductionExtras *extras, BthGame *game)
{
  const BthCampaignBooks *books = game != NULL ? bth_game_state_get_campaign (bth_game_get_state (game)) : NULL;

  extras->game = game;
  bth_campaign_books_production_options (books, &extras->options);
  extras->lloyds = bth_campaign_books_option (books, BTH_OPTION_LLOYDS);
  extras->prizes = bth_campaign_books_option (books, BTH_OPTION_NAVAL_PRIZES);
  extras->battle_damage = bth_campaign_books_option (books, BTH_OPTION_NAVAL_BATTLE_DAMAGE);
}

/* ---- rows ---------------------------------------------------------------------------- */

static void
emit (GCallback callback, gpointer data)
{
  ((void (*) (gpointer)) callback) (data);
}

static void
on_switch (GtkSwitch *sw, GParamSpec *pspec, BthProductionExtras *extras)
{
  gboolean *field = g_object_get_data (G_OBJECT (sw), "field");

  *field = gtk_switch_get_active (sw);
  emit (g_object_get_data (G_OBJECT (sw), "rebuild") ? extras->rebuild : extras->changed, extras->data);
}

static void
on_spin (GtkSpinButton *spin, BthProductionExtras *extras)
{
  int *field = g_object_get_data (G_OBJECT (spin), "field");

  *field = gtk_spin_button_get_value_as_int (spin);
  emit (extras->changed, extras->data);
}

static GtkWidget *
add_row (GtkWidget *parent, GtkWidget *row)
{
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
  return row;
}

static GtkWidget *
switch_row (BthProductionExtras *extras, GtkWidget *parent, const char *name, const char *title,
            const char *subtitle, gboolean *field, gboolean rebuild)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (sw), *field);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "field", field);
  g_object_set_data (G_OBJECT (sw), "rebuild", GINT_TO_POINTER (rebuild));
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_switch), extras);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  return add_row (parent, row);
}

/* A switch for one of the game's options: a change is an action of the game's log (Ctrl+Z
 * takes it back); the page follows the game and is built again from the books. */
static void
on_option_switch (GtkSwitch *sw, GParamSpec *pspec, BthProductionExtras *extras)
{
  const char *id = g_object_get_data (G_OBJECT (sw), "option");
  gboolean on = gtk_switch_get_active (sw);
  g_autoptr(GError) error = NULL;

  if (extras->game == NULL ||
      bth_campaign_books_option (bth_game_state_get_campaign (bth_game_get_state (extras->game)), id) == on)
    return;
  if (!bth_game_campaign_set_option (extras->game, id, on, &error))
    {
      g_signal_handlers_block_by_func (sw, on_option_switch, extras);
      gtk_switch_set_active (sw, !on);
      g_signal_handlers_unblock_by_func (sw, on_option_switch, extras);
      gtk_widget_set_tooltip_text (GTK_WIDGET (sw), error->message);
    }
}

static GtkWidget *
option_row (BthProductionExtras *extras, GtkWidget *parent, const char *name, const char *title,
            const char *subtitle, const char *option)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  const BthCampaignBooks *books = extras->game != NULL ? bth_game_state_get_campaign (bth_game_get_state (extras->game)) : NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (sw), bth_campaign_books_option (books, option));
  gtk_widget_set_sensitive (sw, books != NULL);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "option", (gpointer) option);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_option_switch), extras);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  return add_row (parent, row);
}

static GtkWidget *
spin_row (BthProductionExtras *extras, GtkWidget *parent, const char *name, const char *title,
          const char *subtitle, int *field, int max, int step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, step);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), *field);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (spin), "field", field);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin), extras);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  return add_row (parent, row);
}

static GtkWidget *
problem_label (const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  return label;
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

/* ---- England's loans (X.J.5.a) ------------------------------------------------------- */

static void
on_loan_to (AdwComboRow *combo, GParamSpec *pspec, BthProductionExtras *extras)
{
  BthLoanEntry *loan = g_object_get_data (G_OBJECT (combo), "loan");
  const char *const *targets = g_object_get_data (G_OBJECT (combo), "targets");
  guint selected = adw_combo_row_get_selected (combo);

  if (selected == GTK_INVALID_LIST_POSITION || targets[selected] == NULL)
    return;
  g_free (loan->to);
  loan->to = g_strdup (targets[selected]);
  emit (extras->changed, extras->data);
}

static void
on_remove_loan (GtkButton *button, BthProductionExtras *extras)
{
  g_ptr_array_remove (extras->loans, g_object_get_data (G_OBJECT (button), "loan"));
  emit (extras->rebuild, extras->data);
}

static void
on_add_loan (GtkButton *button, BthProductionExtras *extras)
{
  const char *const *targets = g_object_get_data (G_OBJECT (button), "targets");
  BthLoanEntry *loan = g_new0 (BthLoanEntry, 1);

  loan->to = g_strdup (targets[0]);
  loan->pp = 1;
  g_ptr_array_add (extras->loans, loan);
  emit (extras->rebuild, extras->data);
}

static void
loan_row (BthProductionExtras *extras, GtkWidget *group, BthLoanEntry *loan, guint n,
          const char *const *targets, const char *const *labels)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *combo = adw_combo_row_new ();
  GtkWidget *button;
  g_autoptr(GtkStringList) list = gtk_string_list_new (labels);
  g_autofree char *base = g_strdup_printf ("production-loan-%u", n);
  g_autofree char *name = NULL;
  g_autofree char *title = g_strdup_printf (_("Loan %u"), n + 1);
  guint chosen = 0;

  gtk_widget_set_name (row, base);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), _("Sailed in the Naval Phase, from England’s accumulated PP (X.J.5.a)"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);

  for (guint i = 0; targets[i] != NULL; i++)
    if (g_strcmp0 (targets[i], loan->to) == 0)
      chosen = i;
  name = g_strdup_printf ("%s-to", base);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("Lent To"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), chosen);
  gtk_widget_set_name (combo, name);
  g_object_set_data (G_OBJECT (combo), "loan", loan);
  g_object_set_data (G_OBJECT (combo), "targets", (gpointer) targets);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_loan_to), extras);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), combo);
  g_free (name);

  name = g_strdup_printf ("%s-pp", base);
  spin_row (extras, row, name, _("Production Points"), _("X.J.5.c"), &loan->pp, 99, 1);
  g_free (name);
  name = g_strdup_printf ("%s-squadron", base);
  switch_row (extras, row, name, _("Carried by a Squadron"), _("Only transports carry PP (X.F.3.a, Question Box)"),
              &loan->by_squadron, FALSE);
  g_free (name);

  name = g_strdup_printf ("%s-problem", base);
  loan->problem = problem_label (name);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), loan->problem);
  g_free (name);

  name = g_strdup_printf ("%s-remove", base);
  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Remove this loan"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove this loan"), -1);
  g_object_set_data (G_OBJECT (button), "loan", loan);
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove_loan), extras);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
loans_group (BthProductionExtras *extras, GtkBox *box, const char *const *targets, const char *const *labels)
{
  GtkWidget *group = group_new (box, "production-loans", _("England’s Loans"),
                                _("PP lent to other states this turn; at most 2 to Spain or Portugal (X.J.4.e, X.J.5)."));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Add _Loan"));

  for (guint i = 0; i < extras->loans->len; i++)
    loan_row (extras, group, g_ptr_array_index (extras->loans, i), i, targets, labels);
  if (extras->loans->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No loans this turn"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  extras->loans_problem = problem_label ("production-loans-problem");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), extras->loans_problem);
  gtk_widget_set_name (button, "production-add-loan");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, targets[0] != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Add a loan"), -1);
  g_object_set_data (G_OBJECT (button), "targets", (gpointer) targets);
  g_signal_connect (button, "clicked", G_CALLBACK (on_add_loan), extras);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), button);
}

/* X.K.8: England's insurance rate and what it obliges. */
static void
lloyds_group (BthProductionExtras *extras, GtkBox *box)
{
  GtkWidget *group = group_new (box, "production-lloyds-group", _("Lloyd’s of London"),
                                _("Optional rule X.K.8: the insurance rate this turn."));

  spin_row (extras, group, "production-lloyds-rate", _("Insurance Rate (%)"), _("X.K.8.b–d"), &extras->lloyds_rate, 100, 1);
  switch_row (extras, group, "production-lloyds-spending", _("England Spends PP on the Rate"),
              _("From 10%: three PP on Action Against Bases (X.K.8.e)"), &extras->lloyds_spending, FALSE);
  spin_row (extras, group, "production-aab-pp", _("PP on Action Against Bases"), _("X.K.8.e, X.K.8.m"),
            &extras->aab_pp, 99, 1);
  extras->lloyds_problem = problem_label ("production-lloyds-problem");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), extras->lloyds_problem);
}

/* The named readings of docs/readings.md and the optional rules: the game's options, kept
 * in its log (bth-campaign-options.h), the same for every state and every turn. */
static void
options_group (BthProductionExtras *extras, GtkBox *box)
{
  GtkWidget *group = group_new (box, "production-options", _("Game Options"),
                                _("Readings of ambiguous rules (off: Berthier’s default reading) and optional rules, "
                                  "for the whole game; a change is an entry of the game’s log."));

  option_row (extras, group, "production-option-loan_cap_this_turn", _("Loan Cap: This Turn’s PP"),
              _("X.J.5.c: what the receiver’s cities gave this turn, not the most they could"), "loan_cap_this_turn");
  option_row (extras, group, "production-option-iberian_loan_rate_invaded_only", _("Six Native PP Only When Invaded"),
              _("X.J.4.e: while the Scenario VIII rules are in force; one otherwise"), "iberian_loan_rate_invaded_only");
  option_row (extras, group, "production-option-minor_units_any_city", _("Minor Units at Any City"),
              _("X.J.3.b: at any production city of the producing player"), "minor_units_any_city");
  option_row (extras, group, "production-option-naval_counts_city_limit", _("Naval Units Count Toward 4 SP"),
              _("X.J.2.a: squadrons and transports count in a city’s limit"), "naval_counts_city_limit");
  option_row (extras, group, "production-option-black_city_landwehr_only", _("Black-Symbol Cities: Landwehr Only"),
              _("C.6: no other unit deploys at a black-symbol city"), "black_city_landwehr_only");
  option_row (extras, group, "production-option-portsmouth_within_cap", _("Portsmouth’s Points Within the Five"),
              _("X.J.5.b: England’s cap of five counts Portsmouth’s naval points too"), "portsmouth_within_cap");
  option_row (extras, group, "production-lloyds", _("Lloyd’s of London"), _("Optional rule X.K.8, England only"),
              BTH_OPTION_LLOYDS);
  /* X.K.6-7: in use, the purchases offer the repairs these rules sell. */
  option_row (extras, group, "production-prizes", _("Naval Prizes"), _("Optional rule X.K.6: prize repairs"),
              BTH_OPTION_NAVAL_PRIZES);
  option_row (extras, group, "production-battle-damage", _("Naval Battle Damage"),
              _("Optional rule X.K.7: battle-damage repairs"), BTH_OPTION_NAVAL_BATTLE_DAMAGE);
}

void
bth_production_extras_add_groups (BthProductionExtras *extras, GtkBox *box, const BthProductionInput *in,
                                  const char *const *targets, const char *const *labels,
                                  GCallback changed, GCallback rebuild, gpointer data)
{
  extras->changed = changed;
  extras->rebuild = rebuild;
  extras->data = data;
  extras->loans_problem = extras->lloyds_problem = NULL;
  for (guint i = 0; i < extras->loans->len; i++)
    ((BthLoanEntry *) g_ptr_array_index (extras->loans, i))->problem = NULL;

  if (g_strcmp0 (in->state, "england") == 0)
    {
      loans_group (extras, box, targets, labels);
      if (extras->lloyds)
        lloyds_group (extras, box);
    }
  else
    {
      GtkWidget *group = group_new (box, "production-received", _("English PP Received"),
                                    _("Delivered by England’s transports this turn (X.J.4.e, X.J.5.c)."));
      extras->loans_problem = problem_label ("production-loans-problem");
      spin_row (extras, group, "production-loans-received", _("PP Received"), _("X.J.5.c"),
                &extras->loans_received, 99, 1);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), extras->loans_problem);
    }
  options_group (extras, box);
}

/* ---- violations ---------------------------------------------------------------------- */

static gboolean
is_lloyds_rule (const char *rule)
{
  /* X.K.8.k (no loans at 40%) belongs to the loans; the others to Lloyd's group. */
  return g_str_has_prefix (rule, "X.K.8") && !g_str_equal (rule, "X.K.8.k");
}

gboolean
bth_production_extras_owns (const BthProductionViolation *v)
{
  const char *rule = v->rule ? v->rule : "";

  return v->purchase < 0 && (g_str_has_prefix (rule, "X.J.5") || g_str_has_prefix (rule, "X.J.4.e") ||
                             g_str_has_prefix (rule, "X.F.3") || g_str_has_prefix (rule, "X.K.8"));
}

static void
set_problem (GtkWidget *label, GString *text)
{
  if (label == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (label), text->str);
  gtk_widget_set_visible (label, text->len > 0);
}

static void
free_text (GString *text)
{
  g_string_free (text, TRUE);
}

static void
append (GString *text, const BthProductionViolation *v)
{
  g_string_append_printf (text, "%s%s (%s)", text->len > 0 ? "\n" : "", v->message, v->rule);
}

void
bth_production_extras_show (BthProductionExtras *extras, const BthProductionResult *r)
{
  g_autoptr(GString) general = g_string_new (NULL);
  g_autoptr(GString) lloyds = g_string_new (NULL);
  g_autoptr(GPtrArray) per_loan = g_ptr_array_new_with_free_func ((GDestroyNotify) free_text);

  for (guint i = 0; i < extras->loans->len; i++)
    g_ptr_array_add (per_loan, g_string_new (NULL));
  for (guint k = 0; r != NULL && k < r->violations->len; k++)
    {
      const BthProductionViolation *v = &g_array_index (r->violations, BthProductionViolation, k);
      gboolean placed = FALSE;

      if (!bth_production_extras_owns (v))
        continue;
      if (is_lloyds_rule (v->rule))
        {
          append (lloyds, v);
          continue;
        }
      /* "Loan to Spain: …" names its loan (by the state's name in the rules data): show it
       * under every loan to that state. */
      for (guint i = 0; i < extras->loans->len; i++)
        {
          const BthLoanEntry *l = g_ptr_array_index (extras->loans, i);
          BthRuleset *rules = extras->game != NULL ? bth_game_get_ruleset (extras->game) : NULL;
          g_autofree char *prefix = g_strdup_printf ("Loan to %s:", bth_ruleset_state_name (rules, l->to));
          if (g_str_has_prefix (v->message, prefix))
            {
              append (g_ptr_array_index (per_loan, i), v);
              placed = TRUE;
            }
        }
      if (!placed)
        append (general, v);
    }
  for (guint i = 0; i < extras->loans->len; i++)
    {
      BthLoanEntry *l = g_ptr_array_index (extras->loans, i);
      GString *text = g_ptr_array_index (per_loan, i);
      set_problem (l->problem, text);
      if (l->problem != NULL)
        {
          GtkWidget *row = gtk_widget_get_ancestor (l->problem, ADW_TYPE_EXPANDER_ROW);
          if (row != NULL)
            adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), text->len > 0 ? _("Not allowed — see below")
                                           : _("Sailed in the Naval Phase, from England’s accumulated PP (X.J.5.a)"));
        }
    }
  set_problem (extras->loans_problem, general);
  set_problem (extras->lloyds_problem, lloyds);
}
