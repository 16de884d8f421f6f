/* bth-naval-checks-page.c — interception, pursuit, blockade, transport, prizes and repairs
 * of the Grand Campaign's navies (X.F.3-7, X.K.6-7), each from the core's own setup
 * (bth-naval-checks.h, bth-naval.h).
 *
 * This file: the four one-die checks (interception, pursuit, blockade run, attacked
 * transport), the page's building and its state for undo. The inputs kept by name and the
 * rows are in bth-naval-checks-rows.c, the checks without a die and Nelson's fate in
 * bth-naval-checks-books.c. Each roll's die is a BthTypedDie. A result belongs to the
 * inputs it was rolled for: each roll is one the shell keeps by name
 * (bth_page_roll_slot_begin()), and changing one of its section's inputs marks it stale,
 * its die kept for Ctrl+Z, never read again with the new inputs.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "bth-naval-checks-page.h"
#include "bth-naval-checks-private.h"

#include "bth-campaign-rules.h"
#include "bth-form.h"
#include "bth-naval-checks.h"
#include "bth-navies-page.h"
#include "bth-sea-zone-entries.h"
#include "bth-typed-die.h"

/* The places a damaged squadron may be repaired, in the repair combo's order (X.K.7.c). */
static const char *const repair_places[] = {
  N_("A friendly port"), N_("At sea"), N_("On blockade duty"), N_("A non-port coastal hex"),
};

static const char *const roll_ids[N_ROLLS] = { "intercept", "pursuit", "run", "transport-attack" };

G_DEFINE_FINAL_TYPE (BthNavalChecksPage, bth_naval_checks_page, BTH_TYPE_PAGE)

BthRuleset *
bth_naval_checks_rules (BthNavalChecksPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

/* ---- the rolls -------------------------------------------------------------------------- */

BthNavalOptions
bth_naval_checks_options (BthNavalChecksPage *self)
{
  BthNavalOptions options = { 0 };

  options.off_chart_fails = bth_naval_checks_on (self, "reading-off-chart");
  options.relief_order_by_blockader = bth_naval_checks_on (self, "run-relief-order");
  return options;
}

static gboolean
parse_modifier (const char *text, int *out)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  char *end = NULL;
  long v;

  /* The typographic minus the app prints is accepted as well. */
  if (g_str_has_prefix (t, "−"))
    {
      char *plain = g_strconcat ("-", t + strlen ("−"), NULL);
      g_free (t);
      t = plain;
    }
  if (*t == '\0')
    return FALSE;
  v = strtol (t, &end, 10);
  if (*end != '\0' || v < BTH_SEA_ZONE_MOD_MIN || v > BTH_SEA_ZONE_MOD_MAX)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

/* The check of ROLL as the inputs give it; FALSE with *PROBLEM when they cannot. */
static gboolean
setup_check (BthNavalChecksPage *self, RollId id, BthNavalCheckRoll *out, char **problem)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));

  switch (id)
    {
    case ROLL_INTERCEPT:
      {
        BthInterception in = { 0 };
        guint zone = bth_naval_checks_choice (self, "intercept-zone");
        const char *im = gtk_editable_get_text (GTK_EDITABLE (bth_naval_checks_input (self, "intercept-im")));
        g_autoptr(GError) error = NULL;

        in.zone.name = zone < naval->n_zones ? naval->zones[zone].name : NULL;
        in.zone.im = BTH_NAVAL_UNKNOWN;
        if (*im != '\0' && !parse_modifier (im, &in.zone.im))
          {
            *problem = g_strdup_printf (_("The Interception Modifier must be a whole number from %d to %d"),
                                        BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MAX);
            return FALSE;
          }
        in.interceptor_at_sea = bth_naval_checks_on (self, "intercept-at-sea");
        in.nelson = bth_naval_checks_on (self, "intercept-nelson");
        in.second_turn = bth_naval_checks_on (self, "intercept-second-turn");
        in.interceptor_blockading = bth_naval_checks_on (self, "intercept-blockading");
        in.interceptor_blockaded = bth_naval_checks_on (self, "intercept-blockaded");
        in.interceptor_neutral = bth_naval_checks_on (self, "intercept-neutral");
        in.already_intercepted_other = bth_naval_checks_on (self, "intercept-already");
        in.mover_leaving_zone = bth_naval_checks_on (self, "intercept-leaving");
        in.mover_started_under_blockaders_marker = bth_naval_checks_on (self, "intercept-under-marker");
        in.mover_ran_this_blockade = bth_naval_checks_on (self, "intercept-ran-blockade");
        if (!bth_naval_interception_setup (naval, &in, out, &error))
          {
            /* Translators: %s is the sea zone's name */
            *problem = g_strdup_printf (_("The Interception Modifier printed in the %s zone is not in the rulebook "
                                          "text: type it above, or enter it under Sea Zones on the Navies page"),
                                        in.zone.name);
            return FALSE;
          }
        return TRUE;
      }
    case ROLL_PURSUIT:
      {
        BthPursuit in = { 0 };
        in.victor = bth_naval_checks_on (self, "pursuit-victor");
        in.pursuer_at_sea = bth_naval_checks_on (self, "pursuit-at-sea");
        in.nelson = bth_naval_checks_on (self, "pursuit-nelson");
        bth_naval_pursuit_setup (naval, &in, out);
        return TRUE;
      }
    case ROLL_RUN:
      {
        BthBlockadeRun in = { 0 };
        in.owners_naval_phase = bth_naval_checks_on (self, "run-owners-phase");
        in.already_tried_this_phase = bth_naval_checks_on (self, "run-already-tried");
        bth_naval_blockade_run_setup (naval, &in, out);
        return TRUE;
      }
    case ROLL_TRANSPORT:
    default:
      bth_naval_transport_attack_setup (naval, out);
      return TRUE;
    }
}

/* The result each row counts as a success for the roller. */
static BthNavalCheck
success_of (RollId id)
{
  return id == ROLL_INTERCEPT || id == ROLL_PURSUIT ? BTH_NAVAL_CHECK_INTERCEPT : BTH_NAVAL_CHECK_ESCAPE;
}

static const char *
check_title (RollId id, BthNavalCheck result)
{
  switch (result)
    {
    case BTH_NAVAL_CHECK_FAIL_ATTACKED: return _("F* — Fail, may be attacked");
    case BTH_NAVAL_CHECK_FAIL:          return id == ROLL_RUN ? _("F — Fail") : _("F — No interception");
    case BTH_NAVAL_CHECK_ESCAPE:        return id == ROLL_RUN ? _("E — Escapes") : _("E — Transport escapes");
    case BTH_NAVAL_CHECK_INTERCEPT:     return _("I — Intercepted");
    case BTH_NAVAL_CHECK_CAPTURED:      return _("C — Captured");
    case BTH_NAVAL_CHECK_SUNK:          return _("K — Sunk");
    case BTH_NAVAL_CHECK_OFF_CHART:
    default:                            return _("— No result");
    }
}

/* Why the result does what it does, from the rule (freed by the caller). */
static char *
check_reason (BthNavalChecksPage *self, RollId id, BthNavalCheck result)
{
  switch (result)
    {
    case BTH_NAVAL_CHECK_FAIL_ATTACKED:
      return g_strdup (_("The blockading force may immediately initiate one round of naval combat; the units "
                         "then return to port unless the blockade is negated (X.F.6.c)."));
    case BTH_NAVAL_CHECK_FAIL:
      if (id == ROLL_RUN)
        return g_strdup (_("The units may remain in port or attack the blockading force; after the combat "
                           "they return to port unless the blockade is negated (X.F.6.c)."));
      return g_strdup (id == ROLL_INTERCEPT
                       ? _("The moving units continue their movement (X.F.4.c).")
                       : _("The beaten force is not caught: it retreats to the nearest friendly unblockaded port "
                           "in the zone (X.F.7.d)."));
    case BTH_NAVAL_CHECK_INTERCEPT:
      return g_strdup (id == ROLL_INTERCEPT
                       ? _("The squadrons intercept the moving units and may attack them before the active player "
                           "continues his movement (X.F.4.c, X.F.9.a).")
                       : _("The pursuing force intercepts and may immediately initiate another round of combat "
                           "(X.F.5.b)."));
    case BTH_NAVAL_CHECK_ESCAPE:
      if (id == ROLL_RUN)
        return g_strdup (_("The units leave the hex without interference and move normally (X.F.6.c)."));
      else
        {
          const char *reason = NULL;
          BthNavalCheck fate = bth_naval_transport_escape_fate (bth_naval_checks_on (self, "transport-attack-friendly-port"),
                                                                bth_naval_checks_on (self, "transport-attack-neutral-port"),
                                                                &reason);
          switch (fate)
            {
            case BTH_NAVAL_CHECK_ESCAPE:
              return g_strdup (_("The transport escapes to the nearest unblockaded friendly port in the same sea "
                                 "zone (X.F.7.e)."));
            case BTH_NAVAL_CHECK_CAPTURED:
              return g_strdup (_("No friendly port in the zone: the transport goes to the nearest port of a neutral "
                                 "major state and is captured by that state (X.F.7.e)."));
            default:
              return g_strdup (_("No friendly or neutral port in the zone: the transport is sunk (X.F.7.e)."));
            }
        }
    case BTH_NAVAL_CHECK_CAPTURED:
      return g_strdup (_("The transport and its cargo are captured; army units aboard become prisoners of war "
                         "(X.F.7.e, X.F.3.h)."));
    case BTH_NAVAL_CHECK_SUNK:
      return g_strdup (_("The transport is sunk and its cargo eliminated (X.F.7.e, X.F.3.h)."));
    case BTH_NAVAL_CHECK_OFF_CHART:
    default:
      return g_strdup (_("The modified roll is off the printed letters and the reading \"off the chart fails\" "
                         "is on: nothing happens."));
    }
}

/* The faces of the die that give SUCCESS: "4 or more (3 in 6)", "4 to 5 (2 in 6)". */
static char *
target_text (const BthNavalRules *naval, const BthNavalOptions *options, BthNavalCheckRoll *check,
             BthNavalCheck success)
{
  BthNavalCheckRoll probe = *check;
  gboolean face[7] = { FALSE };
  int ways = 0, lo = 0, hi = 0;
  g_autofree char *faces = NULL;

  for (int die = 1; die <= 6; die++)
    {
      bth_naval_check_lookup (naval, options, &probe, die);
      face[die] = probe.result == success;
      if (face[die])
        {
          ways++;
          lo = lo == 0 ? die : lo;
          hi = die;
        }
    }
  if (ways == 0)
    return g_strdup (_("No face of the die"));
  if (ways == 6)
    return g_strdup (_("Every face of the die"));
  if (hi - lo + 1 == ways && hi == 6)
    /* Translators: the lowest face of the die that succeeds */
    faces = g_strdup_printf (_("%d or more"), lo);
  else if (hi - lo + 1 == ways && lo == 1)
    /* Translators: the highest face of the die that succeeds */
    faces = g_strdup_printf (_("%d or less"), hi);
  else if (hi - lo + 1 == ways)
    /* Translators: the lowest and highest faces of the die that succeed */
    faces = g_strdup_printf (lo == hi ? _("%d") : _("%d to %d"), lo, hi);
  else
    {
      GString *list = g_string_new (NULL);
      for (int die = 1; die <= 6; die++)
        if (face[die])
          g_string_append_printf (list, "%s%d", list->len ? ", " : "", die);
      faces = g_string_free (list, FALSE);
    }
  /* Translators: the faces of the die that succeed, then how many of the six they are */
  return g_strdup_printf (_("%s (%d in 6)"), faces, ways);
}

static void
show_roll (BthNavalChecksPage *self, Roll *roll)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  BthNavalOptions options = bth_naval_checks_options (self);
  BthNavalCheckRoll check = { 0 };
  g_autofree char *problem = NULL;
  g_autofree char *prefix = g_strconcat ("naval-checks-", roll_ids[roll->id], NULL);
  gboolean ok;
  GtkWidget *group;

  g_autofree char *inputs = bth_naval_checks_roll_inputs (self, roll->name);

  bth_naval_checks_clear_box (roll->setup_box);
  bth_naval_checks_clear_box (roll->result_box);
  /* A die rolled for other inputs gives no result with these (the mark says so). */
  roll->stale = bth_page_roll_slot_is_stale (BTH_PAGE (self), roll->name, inputs, roll->die.die > 0);
  ok = setup_check (self, roll->id, &check, &problem);
  group = bth_naval_checks_group (roll->setup_box, NULL, NULL, NULL);
  if (ok)
    {
      g_autofree char *drm = bth_form_signed (check.drm);
      g_autofree char *drm_name = g_strconcat (prefix, "-drm", NULL);
      g_autofree char *target_name = g_strconcat (prefix, "-target", NULL);
      g_autofree char *row_desc = NULL;
      static const char *const row_names[] = { N_("Blockade row"), N_("Pursuit row"), N_("Transport row") };

      for (guint i = 0; i < check.modifiers->len; i++)
        {
          const BthModifier *m = &g_array_index (check.modifiers, BthModifier, i);
          g_autofree char *value = bth_form_signed (m->value);
          g_autofree char *name = g_strdup_printf ("%s-modifier-%u", prefix, i);
          bth_naval_checks_out_row (group, name, m->reason, m->rule, value);
        }
      bth_naval_checks_out_row (group, drm_name, _("DRM"), check.modifiers->len == 0 ? _("No modifier applies") : NULL, drm);
      for (guint i = 0; i < check.reasons->len; i++)
        {
          const BthModifier *m = &g_array_index (check.reasons, BthModifier, i);
          g_autofree char *name = g_strdup_printf ("%s-note-%u", prefix, i);
          bth_naval_checks_out_row (group, name, m->reason, m->rule, NULL);
        }
      if (check.allowed)
        {
          g_autofree char *text = target_text (naval, &options, &check, success_of (roll->id));
          /* Translators: %s names the row of the Naval Results Table, then the chart's source */
          row_desc = g_strdup_printf (_("%s of the Naval Results Table (%s)"), _(row_names[check.row]),
                                      naval->results_source);
          bth_naval_checks_out_row (group, target_name, roll->id == ROLL_TRANSPORT ? _("Escapes on") : _("Succeeds on"),
                   row_desc, text);
        }
      else
        {
          bth_naval_checks_out_row (group, target_name, _("Not allowed"), _("The rules forbid this attempt (see above)"), NULL);
          problem = g_strdup (_("The rules forbid this attempt"));
        }
    }
  else
    bth_naval_checks_out_row (group, NULL, _("Cannot work out the check"), problem, NULL);

  if (ok && check.allowed && roll->die.die > 0 && !roll->stale)
    {
      g_autofree char *reason = NULL;
      g_autofree char *caption = NULL;

      bth_naval_check_lookup (naval, &options, &check, roll->die.die);
      reason = check_reason (self, roll->id, check.result);
      /* Translators: the die, the die modifier, the modified roll; then how the die came */
      caption = g_strdup_printf (_("Die %d, modified %d · %s"), check.die, check.modified,
                                 bth_typed_die_caption (&roll->die));
      if (check.off_chart && !options.off_chart_fails)
        {
          char *more = g_strdup_printf ("%s\n%s", caption, _("Off the printed letters: the nearest one is read"));
          g_free (caption);
          caption = more;
        }
      bth_naval_checks_verdict (roll->result_box, prefix, check_title (roll->id, check.result), reason, caption);
    }
  gtk_widget_set_visible (roll->result_box, gtk_widget_get_first_child (roll->result_box) != NULL);
  if (problem == NULL && roll->die.error != NULL)
    problem = g_strdup (roll->die.error);
  bth_form_show_roll_problem (GTK_WIDGET (self), roll->action, problem == NULL, roll->roll_button,
                              roll->problem_label, problem, _("Roll the die (Enter)"));
  bth_typed_die_show_error (&roll->die);
  bth_naval_check_clear (&check);
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (widget);
  const BthNavalRules *naval;
  static const char *const purposes[N_ROLLS] = {
    N_("Naval interception"), N_("Naval pursuit"), N_("Blockade run"), N_("Unescorted transport attacked"),
  };
  Roll *roll = NULL;
  BthNavalCheckRoll check = { 0 };
  BthNavalOptions options;
  g_autofree char *problem = NULL;
  g_autoptr(GPtrArray) records = NULL;

  for (int r = 0; r < N_ROLLS; r++)
    if (g_str_equal (self->rolls[r].action, action_name))
      roll = &self->rolls[r];
  if (roll == NULL || bth_naval_checks_rules (self) == NULL)
    return;
  naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  if (!setup_check (self, roll->id, &check, &problem) || !check.allowed)
    {
      bth_naval_check_clear (&check);
      bth_naval_checks_refresh (self);
      return;
    }
  {
    g_autofree char *inputs = bth_naval_checks_roll_inputs (self, roll->name);

    bth_page_roll_slot_begin (BTH_PAGE (self), roll->name, inputs);
  }
  records = bth_typed_die_roll (&roll->die, BTH_PAGE (self), _(purposes[roll->id]), _("Naval Checks"),
                                &self->updating);
  if (records != NULL)
    {
      g_autofree char *modified = NULL;

      options = bth_naval_checks_options (self);
      bth_naval_check_lookup (naval, &options, &check, roll->die.die);
      modified = g_strdup_printf ("%d", check.modified);
      for (guint i = 0; i < records->len; i++)
        bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified,
                                     bth_naval_check_to_string (check.result));
      /* The roll is the step undo takes back; later changes start from here. */
      bth_page_reset_baseline (BTH_PAGE (self));
    }
  bth_naval_check_clear (&check);
  bth_naval_checks_refresh (self);
}

static void
on_typed_die_changed (GtkEditable *editable, GParamSpec *pspec, Roll *roll)
{
  BthNavalChecksPage *self = g_object_get_data (G_OBJECT (editable), "page");

  if (self->updating)
    return;
  bth_page_commit_change (BTH_PAGE (self), gtk_widget_get_name (GTK_WIDGET (editable)));
  bth_typed_die_check (&roll->die);
  bth_naval_checks_refresh (self);
}

/* The typed die and Roll button of ROLL, then where its result goes, under PARENT. */
static void
roll_widgets (BthNavalChecksPage *self, GtkWidget *box, Roll *roll, const char *roll_title)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Roll"));
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *name = g_strdup_printf ("naval-checks-%s-die", roll_ids[roll->id]);
  g_autofree char *bname = g_strdup_printf ("naval-checks-%s-roll", roll_ids[roll->id]);

  roll->setup_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), roll->setup_box);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Die typed at the table"));
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_tooltip_text (row, _("Leave it empty and Berthier rolls"));
  g_object_set_data (G_OBJECT (row), "page", self);
  g_signal_connect (row, "notify::text", G_CALLBACK (on_typed_die_changed), roll);
  bth_page_activate_on_enter (BTH_PAGE (self), GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row))),
                              roll->action);
  gtk_widget_set_name (button, bname);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), roll->action);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, roll_title, -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (GTK_BOX (box), group);
  roll->die.row = ADW_ENTRY_ROW (row);
  roll->roll_button = button;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  roll->problem_label = GTK_LABEL (label);

  roll->result_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), roll->result_box);
  bth_page_place_roll_slot_mark (BTH_PAGE (self), roll->name, roll->result_box);
}

void
bth_naval_checks_refresh (BthNavalChecksPage *self)
{
  if (!self->built || bth_naval_checks_rules (self) == NULL)
    return;
  for (int r = 0; r < N_ROLLS; r++)
    show_roll (self, &self->rolls[r]);
  bth_naval_checks_show_blockade (self);
  bth_naval_checks_show_relief (self);
  bth_naval_checks_show_capacity (self);
  bth_naval_checks_show_nelson (self);
  bth_naval_checks_show_prizes (self);
  bth_naval_checks_show_repairs (self);
  bth_naval_checks_show_fleet (self);
}

/* ---- the interception zone's modifier, from the players' entries ------------------------- */

static void
on_zone_changed (BthNavalChecksPage *self)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_naval_checks_rules (self));
  guint zone = bth_naval_checks_choice (self, "intercept-zone");
  const BthSeaZoneDef *def = zone < naval->n_zones ? &naval->zones[zone] : NULL;
  const BthSeaZone *entered = def != NULL && self->zones != NULL ? bth_sea_zone_entries_find (self->zones, def->name)
                                                                 : NULL;
  GtkWidget *row = bth_naval_checks_input (self, "intercept-im");
  g_autofree char *text = NULL;

  if (self->updating || def == NULL)
    return;
  /* X.F.4.c: the IM printed in the zone; the rulebook text prints none, so the players'. */
  if (def->im != BTH_NAVAL_UNKNOWN)
    text = g_strdup_printf ("%d", def->im);
  else if (entered != NULL && entered->im != BTH_NAVAL_UNKNOWN)
    text = g_strdup_printf ("%d", entered->im);
  else
    text = g_strdup ("");
  /* Part of the zone's change: one undo step, one refresh. */
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  self->updating = FALSE;
  bth_page_reset_baseline (BTH_PAGE (self));
  bth_naval_checks_refresh (self);
}

static void
load_zones (BthNavalChecksPage *self)
{
  g_autofree char *path = bth_navies_sea_zones_path ();

  g_clear_pointer (&self->zones, g_array_unref);
  /* A file that cannot be read is reported on the Navies page; here the IM is typed. */
  self->zones = bth_sea_zone_entries_load (path, NULL);
}

/* ---- building ---------------------------------------------------------------------------- */

static GStrv
nations_of (BthRuleset *rules, const BthNavalRules *naval, GStrv *names)
{
  const BthCampaignRules *campaign = bth_ruleset_get_campaign (rules, NULL);
  GPtrArray *ids = g_ptr_array_new ();
  GPtrArray *titles = g_ptr_array_new ();

  /* The English first (their squadrons differ, X.F.1.b, X.K.7.c), then the other majors. */
  g_ptr_array_add (ids, g_strdup (naval->english));
  for (guint i = 0; campaign != NULL && i < campaign->n_majors; i++)
    if (g_strcmp0 (campaign->majors[i].id, naval->english) != 0)
      g_ptr_array_add (ids, g_strdup (campaign->majors[i].id));
  if (ids->len == 1)
    g_ptr_array_add (ids, g_strdup ("france"));
  for (guint i = 0; i < ids->len; i++)
    {
      const BthCampaignMajor *m = campaign != NULL ? bth_campaign_rules_find_major (campaign, ids->pdata[i]) : NULL;
      g_ptr_array_add (titles, g_strdup (m != NULL ? m->name : ids->pdata[i]));
    }
  g_ptr_array_add (ids, NULL);
  g_ptr_array_add (titles, NULL);
  *names = (GStrv) g_ptr_array_free (titles, FALSE);
  return (GStrv) g_ptr_array_free (ids, FALSE);
}

static void
build (BthNavalChecksPage *self)
{
  BthRuleset *rules = bth_naval_checks_rules (self);
  const BthNavalRules *naval = rules != NULL ? bth_ruleset_get_naval (rules) : NULL;
  g_auto(GStrv) nation_names = NULL;
  g_autoptr(GPtrArray) zone_names = g_ptr_array_new ();
  GtkWidget *box, *group, *more;
  Roll *roll;

  if (naval == NULL || self->built)
    return;
  self->updating = TRUE;
  self->nations = nations_of (rules, naval, &nation_names);
  for (guint i = 0; i < naval->n_zones; i++)
    g_ptr_array_add (zone_names, naval->zones[i].name);
  g_ptr_array_add (zone_names, NULL);
  load_zones (self);

  /* Issue 6: presets from one of the game's fleets. */
  bth_naval_checks_build_fleet (self);

  /* Readings that change every roll (docs/readings.md). */
  group = bth_naval_checks_group (GTK_WIDGET (self->content_box), "readings", _("Readings"),
                     _("A roll beyond the printed letters (\"-\") reads the nearest letter unless this is on."));
  g_object_set_data (G_OBJECT (bth_naval_checks_switch_row (self, group, NULL, "reading-off-chart", _("Off the chart fails"),
                                           _("Reading of the Blockade, Pursuit and Transport rows"), FALSE)),
                     "all-rolls", GINT_TO_POINTER (1));

  /* ---- Interception (X.F.4) ---- */
  roll = &self->rolls[ROLL_INTERCEPT];
  box = bth_naval_checks_section (self, "intercept", _("Interception"),
                 _("The inactive player's squadrons try to intercept units entering their sea zone, on the "
                   "Pursuit row (X.F.4). An “I” intercepts."));
  group = bth_naval_checks_group (box, "intercept-inputs", NULL, NULL);
  bth_naval_checks_combo_row (self, group, roll, "intercept-zone", _("Sea zone entered"), NULL,
             (const char *const *) zone_names->pdata);
  bth_naval_checks_entry_row (self, group, roll, "intercept-im", _("Interception Modifier of the zone (X.F.4.c)"));
  bth_naval_checks_switch_row (self, group, roll, "intercept-at-sea", _("Interceptors already at sea in the zone"), _("X.F.4.c"), TRUE);
  bth_naval_checks_switch_row (self, group, roll, "intercept-nelson", _("Nelson with the interceptors"), _("X.F.8.b"), FALSE);
  bth_naval_checks_switch_row (self, group, roll, "intercept-second-turn", _("Second turn in the zone against a fleet there all "
                                                            "the last French Movement Phase"), _("X.F.4.f"), FALSE);
  more = bth_naval_checks_expander (group, "intercept-more", _("Who may intercept"), _("X.F.4.d–g, X.F.6.g–h, BB 21"));
  bth_naval_checks_switch_row (self, more, roll, "intercept-blockading", _("The interceptors are blockading a port"), _("X.F.6.g"),
              FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-blockaded", _("The interceptors are inside a blockaded port"),
              _("X.F.4.d"), FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-neutral", _("The interceptors are neutral"), _("X.E.1.a"), FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-already", _("They already intercepted another force this phase"),
              _("X.F.4.e"), FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-leaving", _("The moving units are leaving the zone"), _("X.F.4.g"), FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-under-marker",
              _("The moving units started the segment under the blockaders' Fortress marker"), _("X.F.6.h"), FALSE);
  bth_naval_checks_switch_row (self, more, roll, "intercept-ran-blockade", _("The moving units ran this blockade this turn"),
              _("BB (General 21-3)"), FALSE);
  roll_widgets (self, box, roll, _("Roll for the interception"));

  /* ---- Pursuit (X.F.5) ---- */
  roll = &self->rolls[ROLL_PURSUIT];
  box = bth_naval_checks_section (self, "pursuit", _("Pursuit"),
                 _("After a round of naval combat the victor may pursue, one roll for his whole force (X.F.5.b). "
                   "An “I” starts another round."));
  group = bth_naval_checks_group (box, "pursuit-inputs", NULL, NULL);
  bth_naval_checks_switch_row (self, group, roll, "pursuit-victor", _("The pursuer was unaffected by the round"), _("X.F.7.c"), TRUE);
  bth_naval_checks_switch_row (self, group, roll, "pursuit-at-sea", _("The pursuing units are at sea"), _("Naval Results Table note"), TRUE);
  bth_naval_checks_switch_row (self, group, roll, "pursuit-nelson", _("Nelson with the pursuers"), _("X.F.8.b"), FALSE);
  roll_widgets (self, box, roll, _("Roll for the pursuit"));

  /* ---- Blockade (X.F.6.a-b) ---- */
  box = bth_naval_checks_section (self, "blockade", _("Blockade"), _("Who may blockade a port, and whether a blockade holds (X.F.6.a–b)."));
  group = bth_naval_checks_group (box, "blockade-inputs", NULL, NULL);
  bth_naval_checks_spin_row (self, group, NULL, "blockade-blockaders", _("Blockading squadrons"), _("The active player's, at the port"),
            0, 99, 1);
  bth_naval_checks_spin_row (self, group, NULL, "blockade-in-port", _("Squadrons in the port"), _("The inactive player's"), 0, 99, 1);
  self->blockade_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), self->blockade_box);

  /* ---- Blockade run (X.F.6.c-d, i-j, AA) ---- */
  roll = &self->rolls[ROLL_RUN];
  box = bth_naval_checks_section (self, "run", _("Blockade Run"),
                 _("Units in a blockaded port try to leave it, one roll per squadron or fleet announced, on the "
                   "Blockade row (X.F.6.c). An “E” escapes."));
  group = bth_naval_checks_group (box, "run-inputs", NULL, NULL);
  bth_naval_checks_switch_row (self, group, roll, "run-owners-phase", _("In the owning player's Naval Phase"), _("X.F.6.c"), TRUE);
  bth_naval_checks_switch_row (self, group, roll, "run-already-tried", _("These units already tried this Naval Phase"), _("X.F.6.d"),
              FALSE);
  more = bth_naval_checks_expander (group, "run-relief-more", _("A relief fleet attacks the blockaders"), _("X.F.6.i–j, AA, BB 19-5"));
  bth_naval_checks_switch_row (self, more, NULL, "run-relief", _("A fleet at sea attacks the blockaders"), _("X.F.6.i–j"), FALSE);
  bth_naval_checks_switch_row (self, more, NULL, "run-with-breakout", _("The blockaded fleet runs the blockade too"), _("X.F.6.i"),
              TRUE);
  bth_naval_checks_switch_row (self, more, NULL, "run-join", _("The blockader lets both fleets join"), _("X.F.6.i"), FALSE);
  bth_naval_checks_switch_row (self, more, NULL, "run-relief-order", _("The blockader picks the first battle"),
              _("Reading of X.F.6.i instead of BB 19-5"), FALSE);
  self->relief_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), self->relief_box);
  roll_widgets (self, box, roll, _("Roll for the blockade run"));

  /* ---- Transport (X.F.3, X.F.7.e) ---- */
  box = bth_naval_checks_section (self, "transport", _("Transport"),
                 _("What a fleet can carry (X.F.3): each transport five production or supply points, two infantry "
                   "SP, one cavalry SP, or two points with one infantry SP; leaders unlimited."));
  group = bth_naval_checks_group (box, "transport-inputs", NULL, NULL);
  bth_naval_checks_combo_row (self, group, NULL, "transport-nation", _("Nation"), NULL, (const char *const *) nation_names);
  bth_naval_checks_spin_row (self, group, NULL, "transport-transports", _("Transports"), NULL, 0, 99, 1);
  bth_naval_checks_spin_row (self, group, NULL, "transport-squadrons", _("Squadrons"), _("They carry leaders only (X.F.3.c)"), 0, 99, 0);
  more = bth_naval_checks_expander (group, "transport-cargo", _("Cargo"), _("Supply, production, infantry, cavalry, leaders"));
  bth_naval_checks_spin_row (self, more, NULL, "transport-supply", _("Supply points"), NULL, 0, 99, 0);
  bth_naval_checks_spin_row (self, more, NULL, "transport-production", _("Production points"), _("English units only (X.F.3.a)"),
            0, 99, 0);
  bth_naval_checks_spin_row (self, more, NULL, "transport-infantry", _("Infantry SP"), NULL, 0, 99, 0);
  bth_naval_checks_spin_row (self, more, NULL, "transport-cavalry", _("Cavalry SP"), NULL, 0, 99, 0);
  bth_naval_checks_spin_row (self, more, NULL, "transport-leaders", _("Leaders"), NULL, 0, 99, 0);
  more = bth_naval_checks_expander (group, "transport-began", _("Where it began"), _("X.F.3.b, d–e"));
  bth_naval_checks_switch_row (self, more, NULL, "transport-controlled-port", _("Began the Naval Phase in a port the player controls"),
              _("Needed to carry supply (X.F.3.d)"), TRUE);
  bth_naval_checks_switch_row (self, more, NULL, "transport-production-city", _("Began the Naval Phase in an English production city"),
              _("Needed to carry production (X.F.3.d)"), FALSE);
  bth_naval_checks_switch_row (self, more, NULL, "transport-leader", _("A leader in the hex of embarkation"),
              _("Needed for infantry to embark (X.F.3.b)"), TRUE);
  bth_naval_checks_switch_row (self, more, NULL, "transport-at-sea-at-end", _("Staying at sea at the end of the Naval Phase"),
              _("No cargo may (X.F.3.e)"), FALSE);
  self->capacity_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), self->capacity_box);

  roll = &self->rolls[ROLL_TRANSPORT];
  group = bth_naval_checks_group (box, "transport-attack", _("Unescorted Transport Attacked"),
                     _("Its owner rolls on the Transport row (X.F.7.e): C captured, K sunk, E escapes."));
  bth_naval_checks_switch_row (self, group, roll, "transport-attack-friendly-port",
              _("An unblockaded friendly port in the sea zone"), _("Where an escaping transport goes"), TRUE);
  bth_naval_checks_switch_row (self, group, roll, "transport-attack-neutral-port", _("A neutral major state's port in the sea zone"),
              _("Else it is captured there, or sunk without one"), FALSE);
  roll_widgets (self, box, roll, _("Roll for the attacked transport"));
  bth_naval_checks_build_transport_record (self, box);

  bth_naval_checks_build_nelson (self);

  /* ---- Prizes (X.K.6) ---- */
  box = bth_naval_checks_section (self, "prizes", _("Prizes"),
                 _("Optional rule Naval Prizes (X.K.6): captured units kept on the map, towed to a friendly port "
                   "and repaired."));
  group = bth_naval_checks_group (box, "prizes-inputs", NULL, NULL);
  bth_naval_checks_spin_row (self, group, NULL, "prizes-squadrons", _("Captured squadrons"), NULL, 0, 99, 1);
  bth_naval_checks_spin_row (self, group, NULL, "prizes-transports", _("Captured transports"), NULL, 0, 99, 0);
  more = bth_naval_checks_expander (group, "prizes-more", _("At sea and under tow"), _("X.K.6.b"));
  bth_naval_checks_spin_row (self, more, NULL, "prizes-segments", _("Consecutive player segments at sea"), NULL, 0, 9, 0);
  bth_naval_checks_switch_row (self, more, NULL, "prizes-coastal", _("Entered a non-port coastal hex"), NULL, FALSE);
  bth_naval_checks_spin_row (self, more, NULL, "prizes-towers", _("Combat squadrons towing"), NULL, 0, 99, 1);
  bth_naval_checks_spin_row (self, more, NULL, "prizes-towed", _("Prizes under tow"), NULL, 0, 99, 1);
  self->prizes_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), self->prizes_box);

  /* ---- Repairs (X.K.7) ---- */
  {
    const char *places[G_N_ELEMENTS (repair_places) + 1];

    for (guint i = 0; i < G_N_ELEMENTS (repair_places); i++)
      places[i] = _(repair_places[i]);
    places[G_N_ELEMENTS (repair_places)] = NULL;
    box = bth_naval_checks_section (self, "repairs", _("Repairs"), _("Optional rule Naval Battle Damage (X.K.7)."));
    group = bth_naval_checks_group (box, "repairs-inputs", NULL, NULL);
    bth_naval_checks_combo_row (self, group, NULL, "repairs-nation", _("Nation"), NULL, (const char *const *) nation_names);
    bth_naval_checks_spin_row (self, group, NULL, "repairs-damaged", _("Damaged units"), NULL, 0, 99, 1);
    bth_naval_checks_combo_row (self, group, NULL, "repairs-place", _("Where they are"), NULL, places);
  }
  self->repairs_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), self->repairs_box);

  g_signal_connect_swapped (bth_naval_checks_input (self, "intercept-zone"), "notify::selected", G_CALLBACK (on_zone_changed), self);
  self->updating = FALSE;
  self->built = TRUE;
  /* The first zone's IM, as for any zone chosen. */
  on_zone_changed (self);
}

/* ---- state for undo ---------------------------------------------------------------------- */

static char *
save_state (BthPage *page)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (page);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "inputs");
  json_builder_begin_object (builder);
  for (guint i = 0; i < self->input_keys->len; i++)
    {
      const char *key = g_ptr_array_index (self->input_keys, i);
      GtkWidget *w = bth_naval_checks_input (self, key);

      json_builder_set_member_name (builder, key);
      if (GTK_IS_SWITCH (w))
        json_builder_add_boolean_value (builder, gtk_switch_get_active (GTK_SWITCH (w)));
      else if (GTK_IS_SPIN_BUTTON (w))
        json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)));
      else if (ADW_IS_COMBO_ROW (w))
        json_builder_add_int_value (builder, adw_combo_row_get_selected (ADW_COMBO_ROW (w)));
      else
        json_builder_add_string_value (builder, gtk_editable_get_text (GTK_EDITABLE (w)));
    }
  json_builder_end_object (builder);
  if (self->built)
    {
      json_builder_set_member_name (builder, "nelson");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "typed_dice");
      json_builder_add_string_value (builder, gtk_editable_get_text (GTK_EDITABLE (self->nelson_dice_row)));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, self->nelson_total);
      json_builder_set_member_name (builder, "typed");
      json_builder_add_boolean_value (builder, self->nelson_typed);
      json_builder_end_object (builder);
    }
  for (int r = 0; r < N_ROLLS && self->built; r++)
    {
      json_builder_set_member_name (builder, roll_ids[r]);
      json_builder_begin_object (builder);
      bth_typed_die_save (&self->rolls[r].die, builder);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  return bth_form_json_finish (builder);
}

static void
restore_state (BthPage *page, const char *state)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);
  JsonObject *inputs;

  if (root == NULL || !self->built)
    return;
  inputs = json_object_get_object_member (root, "inputs");
  self->updating = TRUE;
  for (guint i = 0; inputs != NULL && i < self->input_keys->len; i++)
    {
      const char *key = g_ptr_array_index (self->input_keys, i);
      GtkWidget *w = bth_naval_checks_input (self, key);

      if (!json_object_has_member (inputs, key))
        continue;
      if (GTK_IS_SWITCH (w))
        gtk_switch_set_active (GTK_SWITCH (w), bth_form_json_bool (inputs, key, FALSE));
      else if (GTK_IS_SPIN_BUTTON (w))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), bth_form_json_int (inputs, key, 0));
      else if (ADW_IS_COMBO_ROW (w))
        adw_combo_row_set_selected (ADW_COMBO_ROW (w), bth_form_json_int (inputs, key, 0));
      else
        gtk_editable_set_text (GTK_EDITABLE (w), bth_form_json_string (inputs, key));
    }
  if (json_object_has_member (root, "nelson"))
    {
      JsonObject *nelson = json_object_get_object_member (root, "nelson");
      gtk_editable_set_text (GTK_EDITABLE (self->nelson_dice_row), bth_form_json_string (nelson, "typed_dice"));
      self->nelson_total = bth_form_json_int (nelson, "total", 0);
      self->nelson_typed = bth_form_json_bool (nelson, "typed", FALSE);
    }
  for (int r = 0; r < N_ROLLS; r++)
    {
      JsonObject *die = json_object_get_object_member (root, roll_ids[r]);
      if (die != NULL)
        bth_typed_die_restore (&self->rolls[r].die, die);
    }
  self->updating = FALSE;
  bth_naval_checks_refresh (self);
}

/* ---- the type ------------------------------------------------------------------------------ */

static void
session_set (BthPage *page, BthSession *session)
{
  build (BTH_NAVAL_CHECKS_PAGE (page));
}

static void
bth_naval_checks_page_dispose (GObject *object)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (object);

  g_clear_pointer (&self->fleet, bth_naval_checks_fleet_free);
  g_clear_pointer (&self->nations, g_strfreev);
  g_clear_pointer (&self->zones, g_array_unref);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_NAVAL_CHECKS_PAGE);
  G_OBJECT_CLASS (bth_naval_checks_page_parent_class)->dispose (object);
}

static void
bth_naval_checks_page_finalize (GObject *object)
{
  BthNavalChecksPage *self = BTH_NAVAL_CHECKS_PAGE (object);

  for (int r = 0; r < N_ROLLS; r++)
    {
      bth_typed_die_clear (&self->rolls[r].die);
      g_free (self->rolls[r].action);
    }
  g_hash_table_unref (self->inputs);
  g_ptr_array_unref (self->input_keys);
  G_OBJECT_CLASS (bth_naval_checks_page_parent_class)->finalize (object);
}

static void
bth_naval_checks_page_class_init (BthNavalChecksPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_naval_checks_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = bth_naval_checks_page_finalize;
  BTH_PAGE_CLASS (klass)->session_set = session_set;
  BTH_PAGE_CLASS (klass)->save_state = save_state;
  BTH_PAGE_CLASS (klass)->restore_state = restore_state;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-naval-checks-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthNavalChecksPage, content_box);
  for (int r = 0; r < N_ROLLS; r++)
    {
      g_autofree char *action = g_strdup_printf ("naval-checks.roll-%s", roll_ids[r]);
      gtk_widget_class_install_action (widget_class, action, NULL, roll_action);
    }
  gtk_widget_class_install_action (widget_class, "naval-checks.roll-nelson", NULL, bth_naval_checks_roll_nelson);
}

static void
bth_naval_checks_page_init (BthNavalChecksPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->input_keys = g_ptr_array_new_with_free_func (g_free);
  for (int r = 0; r < N_ROLLS; r++)
    {
      self->rolls[r].id = (RollId) r;
      self->rolls[r].name = roll_ids[r];
      self->rolls[r].action = g_strdup_printf ("naval-checks.roll-%s", roll_ids[r]);
    }
}

GtkWidget *
bth_naval_checks_page_new (void)
{
  return g_object_new (BTH_TYPE_NAVAL_CHECKS_PAGE, NULL);
}
