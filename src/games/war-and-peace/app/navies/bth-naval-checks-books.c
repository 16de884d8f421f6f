/* bth-naval-checks-books.c — the Naval Checks without a die: blockade (X.F.6.a-b), the
 * relief of a blockaded port (X.F.6.i-j, AA, BB 19-5), transport capacity (X.F.3), prizes
 * (X.K.6) and repairs (X.K.7); and Nelson's fate (X.F.8.c-d), whose two dice are not a
 * BthTypedDie.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-naval-checks-private.h"

#include "bth-form.h"
#include "bth-naval-checks.h"

/* ---- the checks without a die ------------------------------------------------------------ */

void
bth_naval_checks_show_blockade (BthNavalChecksPage *self)
{
  int blockaders = bth_naval_checks_num (self, "blockade-blockaders"), in_port = bth_naval_checks_num (self, "blockade-in-port");
  gboolean can = bth_naval_can_blockade (blockaders, in_port);
  gboolean holds = bth_naval_blockade_holds (blockaders, in_port);
  GtkWidget *group;

  bth_naval_checks_clear_box (self->blockade_box);
  group = bth_naval_checks_group (self->blockade_box, NULL, NULL, NULL);
  bth_naval_checks_out_row (group, "naval-checks-blockade-can", _("May blockade the port"),
           _("The active player's squadrons equal or exceed the inactive player's in the port (X.F.6.a)"),
           bth_naval_checks_yes_no (can));
  bth_naval_checks_out_row (group, "naval-checks-blockade-holds", _("The blockade holds"),
           holds ? _("The blockaders are not outnumbered (X.F.6.b)")
                 : _("Outnumbered (or no squadron left): the blockade is negated and its marker removed (X.F.6.b)"),
           bth_naval_checks_yes_no (holds));
}

void
bth_naval_checks_show_relief (BthNavalChecksPage *self)
{
  BthNavalOptions options = bth_naval_checks_options (self);
  BthReliefPlan plan;
  GtkWidget *group;
  const char *how;

  bth_naval_checks_clear_box (self->relief_box);
  if (!bth_naval_checks_on (self, "run-relief"))
    return;
  bth_naval_relief_plan (&options, bth_naval_checks_on (self, "run-with-breakout"), bth_naval_checks_on (self, "run-join"), &plan);
  group = bth_naval_checks_group (self->relief_box, "run-plan", _("Relief Plan"), NULL);
  if (plan.combined && plan.at_sea)
    how = _("Together, at sea in the zone");
  else if (plan.combined)
    how = _("The whole relief fleet at once");
  else
    how = _("One battle at a time");
  bth_naval_checks_out_row (group, "naval-checks-run-plan-how", _("How the blockaders are fought"), NULL, how);
  if (plan.one_at_a_time)
    bth_naval_checks_out_row (group, "naval-checks-run-plan-order", _("Who orders the battles"), NULL,
             g_str_equal (plan.order_chosen_by, "blockading player") ? _("The blockading player")
                                                                     : _("The active player"));
  for (guint i = 0; i < plan.reasons->len; i++)
    {
      const BthModifier *m = &g_array_index (plan.reasons, BthModifier, i);
      g_autofree char *name = g_strdup_printf ("naval-checks-run-plan-%u", i);
      bth_naval_checks_out_row (group, name, m->reason, m->rule, NULL);
    }
  bth_relief_plan_clear (&plan);
}

void
bth_naval_checks_show_capacity (BthNavalChecksPage *self)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  BthTransportFleet fleet = { 0 };
  BthNavalCargo cargo = { 0 };
  BthTransportCheck check;
  g_autofree char *needed = NULL;
  g_autofree char *caption = NULL;
  g_autoptr(GString) reasons = g_string_new (NULL);
  GtkWidget *group;
  guint n = bth_naval_checks_choice (self, "transport-nation");

  fleet.nation = self->nations[MIN (n, g_strv_length (self->nations) - 1)];
  fleet.transports = bth_naval_checks_num (self, "transport-transports");
  fleet.squadrons = bth_naval_checks_num (self, "transport-squadrons");
  fleet.began_in_controlled_port = bth_naval_checks_on (self, "transport-controlled-port");
  fleet.began_in_english_production_city = bth_naval_checks_on (self, "transport-production-city");
  fleet.leader_in_embarkation_hex = bth_naval_checks_on (self, "transport-leader");
  fleet.at_end_of_naval_phase_at_sea = bth_naval_checks_on (self, "transport-at-sea-at-end");
  cargo.supply = bth_naval_checks_num (self, "transport-supply");
  cargo.production = bth_naval_checks_num (self, "transport-production");
  cargo.infantry = bth_naval_checks_num (self, "transport-infantry");
  cargo.cavalry = bth_naval_checks_num (self, "transport-cavalry");
  cargo.leaders = bth_naval_checks_num (self, "transport-leaders");
  bth_naval_transport_check (naval, &fleet, &cargo, &check);

  bth_naval_checks_clear_box (self->capacity_box);
  for (guint i = 0; i < check.reasons->len; i++)
    {
      const BthModifier *m = &g_array_index (check.reasons, BthModifier, i);
      g_string_append_printf (reasons, "%s%s (%s)", reasons->len ? "\n" : "", m->reason, m->rule);
    }
  /* Translators: how many transports the cargo needs, then how many carry points with infantry */
  caption = g_strdup_printf (ngettext ("Needs %d transport, %d of them with points and infantry together",
                                       "Needs %d transports, %d of them with points and infantry together",
                                       check.transports_needed),
                             check.transports_needed, check.mixed_loads);
  bth_naval_checks_verdict (self->capacity_box, "naval-checks-transport",
           check.allowed ? _("Can carry it") : _("Cannot carry it"), reasons->str, caption);
  group = bth_naval_checks_group (self->capacity_box, NULL, NULL, NULL);
  needed = g_strdup_printf ("%d", check.transports_needed);
  bth_naval_checks_out_row (group, "naval-checks-transport-needed", _("Transports needed"),
           _("The fewest that carry the cargo (X.F.3.d)"), needed);
  bth_transport_check_clear (&check);
}

void
bth_naval_checks_show_prizes (BthNavalChecksPage *self)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  int squadrons = bth_naval_checks_num (self, "prizes-squadrons"), transports = bth_naval_checks_num (self, "prizes-transports");
  int pp, turns;
  BthPrize prize = { 0 };
  const char *reason = NULL;
  gboolean lost, tow;
  g_autofree char *sq = NULL, *tr = NULL, *total = NULL, *tow_text = NULL;
  GtkWidget *group;

  bth_naval_checks_clear_box (self->prizes_box);
  group = bth_naval_checks_group (self->prizes_box, "prizes-results", _("Repairing Prizes"),
                     _("Only one prize is repaired at a time, so the months add up (X.K.6.d)."));
  /* Translators: production points, then full months in a friendly port */
  sq = g_strdup_printf (_("%d PP, %d months"), bth_naval_prize_cost (naval, BTH_PRIZE_SQUADRON),
                        bth_naval_prize_months (naval, BTH_PRIZE_SQUADRON));
  tr = g_strdup_printf (_("%d PP, %d months"), bth_naval_prize_cost (naval, BTH_PRIZE_TRANSPORT),
                        bth_naval_prize_months (naval, BTH_PRIZE_TRANSPORT));
  bth_naval_checks_out_row (group, "naval-checks-prizes-squadron", _("Each captured squadron"),
           _("Full months, not counting the turn of arrival; paid by instalments if wished (X.K.6.d)"), sq);
  bth_naval_checks_out_row (group, "naval-checks-prizes-transport", _("Each captured transport"), _("X.K.6.d"), tr);
  bth_naval_prize_queue_totals (naval, squadrons, transports, &pp, &turns);
  total = g_strdup_printf (_("%d PP, %d months"), pp, turns);
  bth_naval_checks_out_row (group, "naval-checks-prizes-total", _("All the prizes above"), _("In friendly ports (X.K.6.d)"), total);

  prize.segments_at_sea = bth_naval_checks_num (self, "prizes-segments");
  lost = bth_naval_prize_lost (naval, &prize, bth_naval_checks_on (self, "prizes-coastal"), &reason);
  bth_naval_checks_verdict (self->prizes_box, "naval-checks-prizes-loss", lost ? _("Prize lost") : _("Prize kept"),
           lost ? (g_str_has_prefix (reason, "A prize may not enter")
                   ? _("A prize may not enter a coastal hex except at a port: it is eliminated; the towing "
                       "unit is unaffected (X.K.6.b).")
                   : _("A prize at sea for more than two consecutive player segments is eliminated; the towing "
                       "unit is unaffected (X.K.6.b)."))
                : _("Not more than two consecutive player segments at sea, and no non-port coastal hex "
                    "entered (X.K.6.b)."),
           NULL);
  tow = bth_naval_can_tow (naval, bth_naval_checks_num (self, "prizes-towers"), bth_naval_checks_num (self, "prizes-towed"));
  tow_text = g_strdup_printf (_("A combat unit tows at most %d prize; transports tow none (X.K.6.b)"),
                              naval->prize_tow_limit);
  group = bth_naval_checks_group (self->prizes_box, NULL, NULL, NULL);
  bth_naval_checks_out_row (group, "naval-checks-prizes-can-tow", _("The squadrons can tow these prizes"), tow_text, bth_naval_checks_yes_no (tow));
}

void
bth_naval_checks_show_repairs (BthNavalChecksPage *self)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  guint n = bth_naval_checks_choice (self, "repairs-nation");
  const char *nation = self->nations[MIN (n, g_strv_length (self->nations) - 1)];
  static const BthNavalPlace places[] = { BTH_NAVAL_PORT, BTH_NAVAL_AT_SEA, BTH_NAVAL_PORT, BTH_NAVAL_COASTAL };
  guint where = MIN (bth_naval_checks_choice (self, "repairs-place"), G_N_ELEMENTS (places) - 1);
  gboolean may = bth_naval_may_repair_at (naval, nation, places[where], where == 0);
  gboolean english = bth_naval_is_english (naval, nation);
  int damaged = bth_naval_checks_num (self, "repairs-damaged");
  g_autofree char *cost = NULL;
  g_autofree char *detail = NULL;
  const char *reason;
  GtkWidget *group;

  bth_naval_checks_clear_box (self->repairs_box);
  if (where == 0)
    reason = _("Damaged units are repaired in a friendly port (X.K.7.b–c).");
  else if (may)
    {
      g_autofree char *penalty = g_strdup_printf (_("English squadrons may repair at sea or on blockade duty, their "
                                                    "morale %d lower for combat while under repair; interception and "
                                                    "pursuit are unaffected (X.K.7.c)."),
                                                  naval->english_repair_morale_penalty);
      detail = g_steal_pointer (&penalty);
      reason = detail;
    }
  else if (english)
    reason = _("Not in a non-port coastal hex: English squadrons repair in a friendly port, at sea or on blockade "
               "duty (X.K.7.c).");
  else
    reason = _("Only English squadrons may repair away from a friendly port (X.K.7.c); a damaged squadron is "
               "immobilised in the port it retreated to until repaired (X.K.7.b).");
  bth_naval_checks_verdict (self->repairs_box, "naval-checks-repairs-where", may ? _("May repair here") : _("May not repair here"),
           reason, NULL);
  /* Translators: production points for the damaged units, then the turns it takes */
  cost = g_strdup_printf (ngettext ("%d PP, %d turn", "%d PP, %d turns", naval->damage_repair_turns),
                          bth_naval_damage_repair_cost (naval, damaged), naval->damage_repair_turns);
  group = bth_naval_checks_group (self->repairs_box, NULL, NULL, NULL);
  bth_naval_checks_out_row (group, "naval-checks-repairs-cost", _("Cost of the repairs"),
           _("One PP per naval unit, all at once in one complete turn; no conflict with prizes or "
             "construction (X.K.7.c)"), cost);
}

/* ---- Nelson's fate (X.F.8.c-d) ----------------------------------------------------------- */

/* "" (Berthier rolls) or two faces; otherwise why not (freed by the caller). */
static char *
nelson_dice_problem (const char *text)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  g_autoptr(GArray) values = NULL;

  if (*t == '\0')
    return NULL;
  if (!bth_dice_parse_list (t, &values, NULL) || values->len != 2)
    return g_strdup (_("Type the two dice, e.g. “5 6”"));
  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, int, i) < 1 || g_array_index (values, int, i) > 6)
      return g_strdup (_("A die shows 1 to 6"));
  return NULL;
}

void
bth_naval_checks_show_nelson (BthNavalChecksPage *self)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  int units = bth_naval_checks_num (self, "nelson-units"), sunk = bth_naval_checks_num (self, "nelson-sunk"), captured = bth_naval_checks_num (self, "nelson-captured");
  /* X.F.8.c: sunk or captured with all the units with him, whatever the dice. */
  BthNelsonFate certain = bth_naval_nelson_fate (naval, units, sunk, captured, 0);
  gboolean decided = certain == BTH_NELSON_KILLED || certain == BTH_NELSON_CAPTURED;
  g_autofree char *problem = nelson_dice_problem (gtk_editable_get_text (GTK_EDITABLE (self->nelson_dice_row)));
  g_autofree char *inputs = bth_naval_checks_roll_inputs (self, NELSON_ROLL);
  /* Dice rolled for other units give no fate with these (the mark says so). */
  gboolean stale = bth_page_roll_slot_is_stale (BTH_PAGE (self), NELSON_ROLL, inputs,
                                                self->nelson_total > 0 && !decided);

  bth_naval_checks_clear_box (self->nelson_box);
  if (decided)
    bth_naval_checks_verdict (self->nelson_box, "naval-checks-nelson",
             certain == BTH_NELSON_KILLED ? _("Nelson killed") : _("Nelson captured"),
             certain == BTH_NELSON_KILLED ? _("All the naval units with him were sunk (X.F.8.c).")
                                          : _("All the naval units with him were captured (X.F.8.c)."),
             NULL);
  else if (self->nelson_total > 0 && !stale)
    {
      BthNelsonFate fate = bth_naval_nelson_fate (naval, units, sunk, captured, self->nelson_total);
      g_autofree char *caption = g_strdup_printf (_("Dice %d · %s"), self->nelson_total,
                                                  self->nelson_typed ? _("Dice typed at the table")
                                                                     : _("Dice rolled by Berthier"));
      g_autofree char *reason = fate == BTH_NELSON_UNHARMED
        /* Translators: %d is the rule's limit, 11 */
        ? g_strdup_printf (_("The dice are less than %d (X.F.8.d)."), naval->nelson_unharmed_below)
        : g_strdup_printf (_("The dice are not less than %d: roll for him as for any named leader "
                             "(Leader Casualties, section R; X.F.8.d)."), naval->nelson_unharmed_below);
      bth_naval_checks_verdict (self->nelson_box, "naval-checks-nelson",
               fate == BTH_NELSON_UNHARMED ? _("Nelson unharmed") : _("Nelson may be a casualty"), reason, caption);
    }
  gtk_widget_set_visible (self->nelson_box, gtk_widget_get_first_child (self->nelson_box) != NULL);
  if (problem == NULL && decided)
    problem = g_strdup (_("No dice: his fate follows from the units with him"));
  bth_form_show_roll_problem (GTK_WIDGET (self), "naval-checks.roll-nelson", problem == NULL, self->nelson_button,
                              self->nelson_problem, problem, _("Roll two dice (Enter)"));
  if (problem != NULL && !decided)
    gtk_widget_add_css_class (self->nelson_dice_row, "error");
  else
    gtk_widget_remove_css_class (self->nelson_dice_row, "error");
}

void
bth_naval_checks_roll_nelson (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (widget);
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  g_autofree char *typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->nelson_dice_row)));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *total = NULL;
  int values[2];
  int sum;

  if (session == NULL || nelson_dice_problem (typed) != NULL)
    return;
  if (!bth_session_roll_begin (session, typed, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  sum = bth_dice_roll (bth_session_get_dice (session), 2, 6, _("Nelson's fate"), values, &error);
  if (sum < 0)
    {
      bth_session_roll_cancel (session);
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  records = bth_session_roll_end (session, _("Naval Checks"));
  {
    g_autofree char *inputs = bth_naval_checks_roll_inputs (self, NELSON_ROLL);

    bth_page_roll_slot_begin (BTH_PAGE (self), NELSON_ROLL, inputs);
  }
  bth_page_remember (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);
  self->nelson_total = sum;
  self->nelson_typed = *g_strstrip (typed) != '\0';
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->nelson_dice_row), "");
  self->updating = FALSE;
  total = g_strdup_printf ("%d", sum);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), total,
                                 bth_nelson_fate_to_string (bth_naval_nelson_fate (
                                   bth_ruleset_get_naval (bth_naval_checks_rules (self)), bth_naval_checks_num (self, "nelson-units"),
                                   bth_naval_checks_num (self, "nelson-sunk"), bth_naval_checks_num (self, "nelson-captured"), sum)));
  bth_page_reset_baseline (BTH_PAGE (self));
  bth_naval_checks_refresh (self);
}

static void
on_nelson_dice_changed (BthNavalChecksPage *self)
{
  if (self->updating)
    return;
  bth_page_commit_change (BTH_PAGE (self), "nelson-dice");
  bth_naval_checks_refresh (self);
}

void
bth_naval_checks_build_nelson (BthNavalChecksPage *self)
{
  GtkWidget *box, *group, *row, *button, *label;

  box = bth_naval_checks_section (self, "nelson", _("Nelson"),
                 _("At the end of each Naval Combat Phase in which Nelson fought (X.F.8.c–d)."));
  group = bth_naval_checks_group (box, "nelson-inputs", NULL, NULL);
  bth_naval_checks_spin_row (self, group, NULL, "nelson-units", _("Naval units with him"), NULL, 0, 99, 1);
  bth_naval_checks_spin_row (self, group, NULL, "nelson-sunk", _("Of those, sunk"), NULL, 0, 99, 0);
  bth_naval_checks_spin_row (self, group, NULL, "nelson-captured", _("Of those, captured"), NULL, 0, 99, 0);

  group = bth_naval_checks_group (box, NULL, NULL, NULL);
  row = adw_entry_row_new ();
  gtk_widget_set_name (row, "naval-checks-nelson-dice");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Two dice typed at the table"));
  gtk_widget_set_tooltip_text (row, _("Leave it empty and Berthier rolls"));
  g_signal_connect_swapped (row, "notify::text", G_CALLBACK (on_nelson_dice_changed), self);
  bth_page_activate_on_enter (BTH_PAGE (self), GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row))),
                              "naval-checks.roll-nelson");
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_name (button, "naval-checks-nelson-roll");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "naval-checks.roll-nelson");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Roll for Nelson's fate"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->nelson_dice_row = row;
  self->nelson_button = button;

  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_box_append (GTK_BOX (box), label);
  self->nelson_problem = GTK_LABEL (label);
  self->nelson_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->nelson_box);
  bth_page_place_roll_slot_mark (BTH_PAGE (self), NELSON_ROLL, self->nelson_box);
}

