/* bth-navies-page.c — the Navies page: a naval combat calculator for the Grand Campaign
 * (X.F.7-8, with the options X.K.6 Naval Prizes and X.K.7 Naval Battle Damage) and the
 * sea-zone numbers the players enter because the seeds lack them.
 *
 * Combat: both forces (nation, squadrons, transports, damaged squadrons, prizes towed,
 * Nelson), how the battle came about, where it is fought and whose Naval Phase it is. The
 * page shows what bth_naval_combat_setup() works out — the larger force, the odds, every
 * modifier with its reason and rule — the exact chance of each pair of results
 * (bth_naval_exact_odds()), and, once the die is rolled or typed at the table (Enter
 * rolls), the result, the units sunk, captured, damaged and retreating
 * (bth_naval_combat_resolve()). The roll goes to the Dice Log and is an undo step; it is
 * not recorded in the game's log. A change to the battle after the roll marks the result
 * stale (bth_page_roll_is_stale()): never the old die read again for the new forces.
 * The game's fleets, and the losses the players apply to them, are the Fleets
 * group above it (bth-navies-fleets.h), in the game's log.
 *
 * Sea zones: each zone the rules name, with the MP, Interception Modifier and Maritime
 * Traffic the seeds print (shown, not editable) and entries for the others, saved in the
 * players' data (bth-sea-zone-entries.h) and read back in every later game.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-navies-page.h"

#include "bth-campaign-rules.h"
#include "bth-error.h"
#include "bth-form.h"
#include "bth-naval-checks-dialog.h"
#include "bth-naval-combat.h"
#include "bth-navies-battle.h"
#include "bth-navies-fleets.h"
#include "bth-sea-zone-entries.h"
#include "bth-undo-keys.h"

enum { SPIN_SQUADRONS, SPIN_TRANSPORTS, SPIN_DAMAGED, SPIN_PRIZES, N_SPINS };

static const char *const spin_ids[N_SPINS] = { "squadrons", "transports", "damaged", "prizes" };
static const char *const side_ids[2] = { "first", "second" };

/* The battle kinds in BthNavalBattleKind order (X.F.7.a). */
static const char *const kind_titles[] = {
  N_("Enemy units in a coastal hex entered (X.F.7.a 1)"),
  N_("Interception (X.F.7.a 2)"),
  N_("Blockade run (X.F.7.a 3)"),
  N_("Further round after pursuit (X.F.5.b)"),
};

struct _BthNaviesPage
{
  BthPage       parent_instance;

  GtkBox       *content_box;

  GtkWidget    *kind_combo;
  GtkWidget    *active_combo;
  GtkWidget    *at_sea_switch;
  GtkWidget    *prizes_switch;
  GtkWidget    *damage_switch;
  GtkWidget    *nation_combo[2];
  GtkWidget    *spins[2][N_SPINS];
  GtkWidget    *nelson_switch[2];
  GtkWidget    *results_box;
  GtkWidget    *die_row;
  GtkWidget    *outcome_box;

  GStrv         nations;          /* ids, in the combos' order */
  gboolean      updating;
  gboolean      has_outcome;      /* a die was rolled (outcome is what it gave) */
  gboolean      stale;            /* the battle changed after it (bth_page_roll_is_stale()) */
  gboolean      typed;
  BthNavalCombatOutcome outcome;

  GArray       *zones;            /* the players' sea-zone entries */
  GPtrArray    *zone_rows;        /* AdwEntryRow, three per zone the rules name: MP, IM, MT */
  GPtrArray    *zone_expanders;   /* AdwExpanderRow per zone */
  GtkWidget    *zones_status;

  BthNaviesFleets *fleets;        /* the game's fleets (bth-navies-fleets.h) */
  BthNaviesBattle *battle;        /* the calculator preset from two fleets (bth-navies-battle.h) */
};

G_DEFINE_FINAL_TYPE (BthNaviesPage, bth_navies_page, BTH_TYPE_PAGE)

char *
bth_navies_sea_zones_path (void)
{
  /* Beside the players' Campaign Game Card (bth-card-file.c). */
  return g_build_filename (g_get_user_data_dir (), "berthier", "campaign", "sea-zones.json", NULL);
}

static BthRuleset *
rules_of (BthNaviesPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static GtkWidget *
group_new (GtkWidget *box, const char *name, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (box), group);
  return group;
}

static GtkWidget *
row_new (GtkWidget *group, const char *name, const char *title, const char *subtitle, const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  if (name != NULL)
    gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "property");
  if (value != NULL)
    {
      GtkWidget *label = gtk_label_new (value);
      if (name != NULL)
        {
          g_autofree char *id = g_strconcat (name, "-value", NULL);
          gtk_widget_set_name (label, id);
        }
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static void update (BthNaviesPage *self);
static void zone_subtitle (BthNaviesPage *self, const BthNavalRules *naval, guint i);

/* Each change is an undo step; a result belongs to the forces it was rolled for, so the
 * refresh marks it stale rather than reading its die again (update()). */
static void
on_input_changed (GtkWidget *widget)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (gtk_widget_get_ancestor (widget, BTH_TYPE_NAVIES_PAGE));

  if (self == NULL || self->updating)
    return;
  bth_page_commit_change (BTH_PAGE (self), gtk_widget_get_name (widget));
  update (self);
}

static GtkWidget *
switch_row (BthNaviesPage *self, GtkWidget *group, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_input_changed), NULL);
  return sw;
}

static GtkWidget *
spin_row (BthNaviesPage *self, GtkWidget *group, const char *name, const char *title, const char *subtitle,
          int value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_input_changed), NULL);
  return spin;
}

static GtkWidget *
combo_row (BthNaviesPage *self, GtkWidget *group, const char *name, const char *title, GtkStringList *list,
           guint selected)
{
  GtkWidget *combo = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), selected);
  gtk_widget_set_name (combo, name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), combo);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_input_changed), NULL);
  g_object_unref (list);
  return combo;
}

/* ---- the battle from the widgets ------------------------------------------------------ */

static void
read_battle (BthNaviesPage *self, BthNavalBattle *battle)
{
  bth_naval_battle_init (battle);
  battle->kind = (BthNavalBattleKind) adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind_combo));
  battle->active = adw_combo_row_get_selected (ADW_COMBO_ROW (self->active_combo)) == 0
                   ? BTH_NAVAL_SIDE_FIRST : BTH_NAVAL_SIDE_SECOND;
  battle->at_sea = gtk_switch_get_active (GTK_SWITCH (self->at_sea_switch));
  battle->options.prizes = gtk_switch_get_active (GTK_SWITCH (self->prizes_switch));
  battle->options.battle_damage = gtk_switch_get_active (GTK_SWITCH (self->damage_switch));
  for (int s = 0; s < 2; s++)
    {
      BthFleet fleet = { 0 };
      guint n = adw_combo_row_get_selected (ADW_COMBO_ROW (self->nation_combo[s]));

      fleet.nation = g_strdup (self->nations[MIN (n, g_strv_length (self->nations) - 1)]);
      fleet.owner = g_strdup (fleet.nation);
      fleet.squadrons = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[s][SPIN_SQUADRONS]));
      fleet.transports = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[s][SPIN_TRANSPORTS]));
      fleet.damaged = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[s][SPIN_DAMAGED]));
      fleet.prizes_towed = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[s][SPIN_PRIZES]));
      fleet.nelson = gtk_switch_get_active (GTK_SWITCH (self->nelson_switch[s]));
      fleet.location.place = battle->at_sea ? BTH_NAVAL_AT_SEA : BTH_NAVAL_COASTAL;
      g_array_append_val (battle->forces[s].fleets, fleet);
    }
}

static const char *
side_title (int s)
{
  return s == BTH_NAVAL_SIDE_FIRST ? _("First force") : _("Second force");
}

static const char *
result_text (BthNavalResult r)
{
  switch (r)
    {
    case BTH_NAVAL_NONE:       return _("No effect (0)");
    case BTH_NAVAL_DAMAGED:    return _("Damaged (D)");
    case BTH_NAVAL_RETREAT:    return _("Retreat (R)");
    case BTH_NAVAL_SUNK:       return _("One unit sunk (K)");
    case BTH_NAVAL_CAPTURED:   return _("One unit captured (C)");
    case BTH_NAVAL_SUNK_2:     return _("Two units sunk (2K)");
    case BTH_NAVAL_CAPTURED_2: return _("Two units captured (2C)");
    default:                   return "?";
    }
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void
show_outcome (BthNaviesPage *self, const BthNavalCombatSetup *setup)
{
  GtkWidget *group;
  g_autofree char *die = NULL;
  const BthNavalCombatOutcome *o = &self->outcome;

  clear_box (self->outcome_box);
  gtk_widget_set_visible (self->outcome_box, self->has_outcome && !self->stale && setup != NULL);
  if (!self->has_outcome || self->stale || setup == NULL)
    return;
  die = o->modified == o->die
        ? g_strdup_printf ("%d", o->die)
        : g_strdup_printf (_("%d, modified %d"), o->die, o->modified);
  group = group_new (self->outcome_box, "navies-outcome", _("Result"),
                     self->typed ? _("Die typed at the table") : _("Die rolled by Berthier"));
  row_new (group, "navies-outcome-die", _("Die"),
           o->clamped ? _("Off the chart: the nearest column is read (see readings)") : NULL, die);
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *name = g_strdup_printf ("navies-outcome-%s", side_ids[s]);
      g_autofree char *title = g_strdup_printf ("%s%s", side_title (s),
                                                setup->larger == (BthNavalSide) s ? _(" (larger)") : "");
      GString *detail = g_string_new (NULL);

      if (o->sunk[s] > 0)
        g_string_append_printf (detail, ngettext ("%d unit sunk", "%d units sunk", o->sunk[s]), o->sunk[s]);
      if (o->captured[s] > 0)
        {
          g_autofree char *captured = o->prizes_to_victor
            ? g_strdup_printf (ngettext ("%d unit captured as a prize (X.K.6)",
                                         "%d units captured as prizes (X.K.6)", o->captured[s]), o->captured[s])
            : g_strdup_printf (ngettext ("%d unit captured", "%d units captured", o->captured[s]), o->captured[s]);
          g_string_append_printf (detail, "%s%s", detail->len ? ", " : "", captured);
        }
      if (o->damaged[s] > 0)
        g_string_append_printf (detail, "%s", detail->len ? ", " : "");
      if (o->damaged[s] > 0)
        g_string_append_printf (detail, ngettext ("%d squadron damaged (X.K.7)", "%d squadrons damaged (X.K.7)",
                                                  o->damaged[s]), o->damaged[s]);
      if (o->retreat[s])
        g_string_append_printf (detail, "%s%s", detail->len ? ", " : "",
                                _("retreats to the nearest friendly unblockaded port in the zone (X.F.7.d)"));
      if (o->victor[s])
        g_string_append_printf (detail, "%s%s", detail->len ? ", " : "",
                                _("unaffected: may pursue (X.F.7.c)"));
      row_new (group, name, title, detail->len ? detail->str : NULL, bth_naval_result_to_string (o->result[s]));
      g_string_free (detail, TRUE);
    }
}

static void
update (BthNaviesPage *self)
{
  BthRuleset *rules = rules_of (self);
  BthNavalBattle battle;
  g_autoptr(BthNavalCombatSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *group;
  gboolean stale;

  if (rules == NULL || self->nations == NULL)
    return;
  clear_box (self->results_box);
  read_battle (self, &battle);
  setup = bth_naval_combat_setup (rules, &battle, &error);
  group = group_new (self->results_box, "navies-odds", _("Odds and Modifiers"), NULL);
  /* A die rolled for other forces is no result for these: the mark says so, the result
   * and its Record in Game go until the players roll again or take the change back. */
  stale = bth_page_roll_is_stale (BTH_PAGE (self), self->has_outcome);
  if (stale != self->stale && self->battle != NULL)
    bth_navies_battle_set_outcome (self->battle, &battle.options, stale ? NULL : &self->outcome);
  self->stale = stale;
  if (setup == NULL || setup->no_combat)
    {
      g_autofree char *why = setup == NULL ? g_strdup (error->message) : bth_form_modifiers_text (setup->notes);
      row_new (group, "navies-no-combat", _("No naval combat"), why, NULL);
      gtk_widget_set_visible (self->die_row, FALSE);
      show_outcome (self, setup);
      bth_naval_battle_clear (&battle);
      return;
    }
  gtk_widget_set_visible (self->die_row, TRUE);
  {
    g_autofree char *strength = g_strdup_printf (_("%d against %d squadrons (morale %d and %d)"),
                                                 setup->squadrons[setup->larger], setup->squadrons[!setup->larger],
                                                 setup->morale[setup->larger], setup->morale[!setup->larger]);
    g_autofree char *title = g_strdup_printf (_("Larger force: %s"), side_title (setup->larger));
    row_new (group, "navies-odds-row", title, strength, setup->odds);
  }
  for (guint i = 0; i < setup->modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (setup->modifiers, BthModifier, i);
      g_autofree char *value = bth_form_signed (m->value);
      g_autofree char *name = g_strdup_printf ("navies-modifier-%u", i);
      row_new (group, name, m->reason, m->rule, value);
    }
  {
    g_autofree char *drm = bth_form_signed (setup->drm);
    row_new (group, "navies-drm", _("DRM"), _("Positive favours the larger force"), drm);
  }
  for (guint i = 0; i < setup->notes->len; i++)
    {
      const BthModifier *m = &g_array_index (setup->notes, BthModifier, i);
      row_new (group, NULL, m->reason, m->rule, NULL);
    }

  {
    BthNavalExactOdds odds;
    g_autofree char *desc = g_strdup_printf (_("Larger force's result, then the smaller's, of the six faces of the die (%s)"),
                                             bth_ruleset_get_naval (rules)->results_source);
    bth_naval_exact_odds (rules, &battle, setup, &odds);
    group = group_new (self->results_box, "navies-chances", _("Chance of Each Result"), desc);
    for (guint i = 0; i < odds.n_outcomes; i++)
      {
        g_autofree char *name = g_strdup_printf ("navies-chance-%u", i);
        g_autofree char *title = g_strdup_printf ("%s / %s", bth_naval_result_to_string (odds.outcomes[i].larger),
                                                  bth_naval_result_to_string (odds.outcomes[i].smaller));
        g_autofree char *sub = g_strdup_printf ("%s — %s", result_text (odds.outcomes[i].larger),
                                                result_text (odds.outcomes[i].smaller));
        g_autofree char *value = g_strdup_printf (_("%d in 6 (%.0f%%)"), odds.outcomes[i].ways,
                                                  100.0 * odds.outcomes[i].probability);
        row_new (group, name, title, sub, value);
      }
    for (int s = 0; s < 2; s++)
      {
        g_autofree char *name = g_strdup_printf ("navies-expected-%s", side_ids[s]);
        g_autofree char *value = g_strdup_printf (_("%.2f lost, %.2f damaged"), odds.expected_lost[s],
                                                  odds.expected_damaged[s]);
        g_autofree char *title = g_strdup_printf (_("%s on average"), side_title (s));
        row_new (group, name, title, NULL, value);
      }
  }
  show_outcome (self, setup);
  bth_naval_battle_clear (&battle);
}

/* ---- the roll ------------------------------------------------------------------------- */

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (widget);
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthRuleset *rules = rules_of (self);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->die_row));
  BthNavalBattle battle;
  g_autoptr(BthNavalCombatSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;

  if (session == NULL || rules == NULL)
    return;
  read_battle (self, &battle);
  setup = bth_naval_combat_setup (rules, &battle, &error);
  if (setup == NULL || setup->no_combat)
    {
      bth_page_toast (BTH_PAGE (self), setup == NULL ? error->message : _("There is no naval combat to roll for"));
      bth_naval_battle_clear (&battle);
      return;
    }
  if (!bth_form_check_typed_die (typed, &error) || !bth_session_roll_begin (session, typed, &error))
    {
      gtk_widget_add_css_class (self->die_row, "error");
      bth_page_toast (BTH_PAGE (self), error->message);
      bth_naval_battle_clear (&battle);
      return;
    }
  gtk_widget_remove_css_class (self->die_row, "error");
  self->typed = typed != NULL && *typed != '\0';
  /* X.F.7.b: the larger force rolls. */
  if (!bth_naval_combat_resolve (rules, &battle, setup, bth_session_get_dice (session), &self->outcome, &error))
    {
      bth_session_roll_cancel (session);
      bth_page_toast (BTH_PAGE (self), error->message);
      bth_naval_battle_clear (&battle);
      return;
    }
  records = bth_session_roll_end (session, _("Navies"));
  /* The roll is an undo step: Ctrl+Z takes it back (the Dice Log marks it undone). */
  bth_page_remember (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);
  self->has_outcome = TRUE;
  self->stale = FALSE;
  bth_navies_battle_set_outcome (self->battle, &battle.options, &self->outcome);
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *modified = g_strdup_printf ("%d", self->outcome.modified);
      g_autofree char *result = g_strdup_printf ("%s / %s", bth_naval_result_to_string (self->outcome.result[setup->larger]),
                                                 bth_naval_result_to_string (self->outcome.result[!setup->larger]));
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), i == 0 ? modified : "", i == 0 ? result : "");
    }
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->die_row), "");
  self->updating = FALSE;
  bth_naval_battle_clear (&battle);
  /* Later changes start from the state after the roll. */
  bth_page_reset_baseline (BTH_PAGE (self));
  update (self);
}

/* ---- sea zones ------------------------------------------------------------------------ */

/* "" = not entered; otherwise an integer in [MIN, MAX]. */
static gboolean
parse_entry (const char *text, int min, int max, int unknown, int *out)
{
  char *end = NULL;
  long v;
  g_autofree char *t = g_strstrip (g_strdup (text));

  if (*t == '\0')
    {
      *out = unknown;
      return TRUE;
    }
  /* Accept the typographic minus the app prints. */
  if (g_str_has_prefix (t, "−"))
    {
      char *plain = g_strconcat ("-", t + strlen ("−"), NULL);
      g_free (t);
      t = plain;
    }
  v = strtol (t, &end, 10);
  if (end == t || *end != '\0' || v < min || v > max)
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static void
zones_status (BthNaviesPage *self, const char *text, gboolean error)
{
  gtk_label_set_text (GTK_LABEL (self->zones_status), text);
  if (error)
    gtk_widget_add_css_class (self->zones_status, "error");
  else
    gtk_widget_remove_css_class (self->zones_status, "error");
}

static void
save_zones_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (widget);
  BthRuleset *rules = rules_of (self);
  const BthNavalRules *naval = rules != NULL ? bth_ruleset_get_naval (rules) : NULL;
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = bth_navies_sea_zones_path ();

  if (naval == NULL || self->zones == NULL)
    return;
  /* Zones the players entered that this page does not list are kept as they are. */
  entries = bth_sea_zone_entries_new ();
  for (guint i = 0; i < self->zones->len; i++)
    {
      const BthSeaZone *z = &g_array_index (self->zones, BthSeaZone, i);
      bth_sea_zone_entries_set (entries, z->name, z->mp, z->im, z->mt, NULL);
    }
  for (guint i = 0; i < naval->n_zones; i++)
    {
      const BthSeaZoneDef *def = &naval->zones[i];
      int v[3];
      static const int unknown[3] = { -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };
      static const int min[3] = { 0, BTH_SEA_ZONE_MOD_MIN, BTH_SEA_ZONE_MOD_MIN };
      static const int max[3] = { BTH_SEA_ZONE_MP_MAX, BTH_SEA_ZONE_MOD_MAX, BTH_SEA_ZONE_MOD_MAX };
      static const char *what[3] = { N_("MP"), N_("Interception Modifier"), N_("Maritime Traffic") };

      for (int k = 0; k < 3; k++)
        {
          GtkWidget *row = g_ptr_array_index (self->zone_rows, i * 3 + k);
          v[k] = unknown[k];
          if (row == NULL)
            continue;
          if (!parse_entry (gtk_editable_get_text (GTK_EDITABLE (row)), min[k], max[k], unknown[k], &v[k]))
            {
              /* Translators: zone name, what (MP …), lowest, highest */
              g_autofree char *msg = g_strdup_printf (_("%s: the %s must be a whole number from %d to %d, or empty"),
                                                      def->name, _(what[k]), min[k], max[k]);
              gtk_widget_add_css_class (row, "error");
              zones_status (self, msg, TRUE);
              return;
            }
          gtk_widget_remove_css_class (row, "error");
        }
      bth_sea_zone_entries_set (entries, def->name, v[0], v[1], v[2], NULL);
    }
  if (!bth_sea_zone_entries_save (entries, path, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Not saved: %s"), error->message);
      zones_status (self, msg, TRUE);
      return;
    }
  g_array_unref (self->zones);
  self->zones = g_steal_pointer (&entries);
  for (guint i = 0; i < naval->n_zones; i++)
    zone_subtitle (self, naval, i);
  zones_status (self, _("Saved with your data; every game reads them back."), FALSE);
}

/* "Printed: MP 1 · Entered: IM −1", so a closed row says what the zone has. */
static void
zone_subtitle (BthNaviesPage *self, const BthNavalRules *naval, guint i)
{
  const BthSeaZoneDef *def = &naval->zones[i];
  const BthSeaZone *z = bth_sea_zone_entries_find (self->zones, def->name);
  static const char *abbrev[3] = { N_("MP"), N_("IM"), N_("MT") };
  static const int unknown[3] = { -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };
  int seed[3] = { def->mp, def->im, def->mt };
  int entered[3] = { z ? z->mp : -1, z ? z->im : BTH_NAVAL_UNKNOWN, z ? z->mt : BTH_NAVAL_UNKNOWN };
  g_autoptr(GString) printed = g_string_new (NULL);
  g_autoptr(GString) typed = g_string_new (NULL);
  g_autofree char *text = NULL;
  GtkWidget *expander = g_ptr_array_index (self->zone_expanders, i);

  for (int k = 0; k < 3; k++)
    {
      int v = seed[k] != unknown[k] ? seed[k] : entered[k];
      GString *into = seed[k] != unknown[k] ? printed : typed;
      g_autofree char *value = NULL;
      if (v == unknown[k])
        continue;
      value = k != 1 ? g_strdup_printf ("%d", v) : bth_form_signed (v);
      g_string_append_printf (into, "%s%s %s", into->len ? ", " : "", _(abbrev[k]), value);
    }
  if (printed->len && typed->len)
    /* Translators: the numbers the rulebook prints, then those the players entered */
    text = g_strdup_printf (_("Printed: %s · Entered: %s"), printed->str, typed->str);
  else if (printed->len)
    text = g_strdup_printf (_("Printed: %s"), printed->str);
  else if (typed->len)
    text = g_strdup_printf (_("Entered: %s"), typed->str);
  else
    text = g_strdup (_("Nothing printed or entered"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), text);
}

static void
load_zones (BthNaviesPage *self)
{
  BthRuleset *rules = rules_of (self);
  const BthNavalRules *naval = rules != NULL ? bth_ruleset_get_naval (rules) : NULL;
  g_autofree char *path = bth_navies_sea_zones_path ();
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->zones, g_array_unref);
  self->zones = bth_sea_zone_entries_load (path, &error);
  if (self->zones == NULL)
    {
      /* The file is left as it is until the players save over it (then it is the .bak). */
      g_autofree char *msg = g_strdup_printf (_("Your sea-zone numbers could not be read (%s)."), error->message);
      self->zones = bth_sea_zone_entries_new ();
      zones_status (self, msg, TRUE);
    }
  else
    zones_status (self, "", FALSE);
  for (guint i = 0; naval != NULL && i < naval->n_zones; i++)
    {
      const BthSeaZone *z = bth_sea_zone_entries_find (self->zones, naval->zones[i].name);
      int v[3] = { z ? z->mp : -1, z ? z->im : BTH_NAVAL_UNKNOWN, z ? z->mt : BTH_NAVAL_UNKNOWN };
      static const int unknown[3] = { -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };

      for (int k = 0; k < 3; k++)
        {
          GtkWidget *row = g_ptr_array_index (self->zone_rows, i * 3 + k);
          g_autofree char *text = v[k] == unknown[k] ? g_strdup ("") : g_strdup_printf ("%d", v[k]);
          if (row != NULL)
            gtk_editable_set_text (GTK_EDITABLE (row), text);
        }
      zone_subtitle (self, naval, i);
    }
}

static void
build_zones (BthNaviesPage *self, const BthNavalRules *naval)
{
  GtkWidget *group, *button;
  g_autofree char *desc = g_strdup_printf (
    _("The rules name %u of the %d sea zones (%s). Numbers the rulebook prints are shown; enter the "
      "others from your Global Naval Movement display. Empty means not entered."),
    naval->n_zones, naval->zone_count, naval->zones_rule);

  group = group_new (GTK_WIDGET (self->content_box), "navies-zones", _("Sea Zones"), desc);
  button = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_widget_set_name (button, "navies-zones-save");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "navies.save-zones");
  gtk_widget_set_tooltip_text (button, _("Keep these numbers for every game"));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), button);

  for (guint i = 0; i < naval->n_zones; i++)
    {
      const BthSeaZoneDef *def = &naval->zones[i];
      GtkWidget *expander = adw_expander_row_new ();
      int seed[3] = { def->mp, def->im, def->mt };
      static const int unknown[3] = { -1, BTH_NAVAL_UNKNOWN, BTH_NAVAL_UNKNOWN };
      static const char *titles[3] = { N_("MP to enter (X.F.2.f)"), N_("Interception Modifier (X.F.4.c)"),
                                       N_("Maritime Traffic (X.K.8.b)") };
      static const char *ids[3] = { "mp", "im", "mt" };
      g_autofree char *ename = g_strdup_printf ("navies-zone-%u", i);

      gtk_widget_set_name (expander, ename);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), def->name);
      for (int k = 0; k < 3; k++)
        {
          g_autofree char *name = g_strdup_printf ("navies-zone-%u-%s", i, ids[k]);
          if (seed[k] != unknown[k])
            {
              g_autofree char *value = k != 1 ? g_strdup_printf ("%d", seed[k]) : bth_form_signed (seed[k]);
              GtkWidget *row = adw_action_row_new ();
              GtkWidget *label = gtk_label_new (value);
              g_autofree char *sub = g_strdup_printf (_("Printed in the rulebook (%s)"), def->source);
              gtk_widget_set_name (row, name);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[k]));
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
              gtk_widget_add_css_class (label, "numeric");
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
              adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
              g_ptr_array_add (self->zone_rows, NULL);
            }
          else
            {
              GtkWidget *row = adw_entry_row_new ();
              gtk_widget_set_name (row, name);
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[k]));
              gtk_editable_set_width_chars (GTK_EDITABLE (row), 3);
              bth_page_activate_on_enter (BTH_PAGE (self), row, "navies.save-zones");
              adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
              g_ptr_array_add (self->zone_rows, row);
            }
        }
      g_ptr_array_add (self->zone_expanders, expander);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  self->zones_status = gtk_label_new ("");
  gtk_widget_set_name (self->zones_status, "navies-zones-status");
  gtk_label_set_wrap (GTK_LABEL (self->zones_status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->zones_status), 0);
  gtk_widget_add_css_class (self->zones_status, "dim-label");
  gtk_box_append (self->content_box, self->zones_status);
}

/* ---- the preset from the game's fleets (bth-navies-battle.h) ------------------------- */

static gboolean
preset_from_fleets (BthPage *page, const BthNavalBattle *battle, gboolean active_known, GError **error)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (page);
  guint index[2];

  for (int s = 0; s < 2; s++)
    {
      const BthFleet *f = &g_array_index (battle->forces[s].fleets, BthFleet, 0);
      index[s] = GTK_INVALID_LIST_POSITION;
      for (guint i = 0; self->nations[i] != NULL; i++)
        if (g_strcmp0 (self->nations[i], f->nation) == 0)
          index[s] = i;
      if (index[s] == GTK_INVALID_LIST_POSITION)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       _("the calculator has no nation \"%s\" (England and the campaign's major states)"), f->nation);
          return FALSE;
        }
    }
  self->updating = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_combo), battle->kind);
  if (active_known)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->active_combo), battle->active == BTH_NAVAL_SIDE_FIRST ? 0 : 1);
  gtk_switch_set_active (GTK_SWITCH (self->at_sea_switch), battle->at_sea);
  for (int s = 0; s < 2; s++)
    {
      const BthFleet *f = &g_array_index (battle->forces[s].fleets, BthFleet, 0);
      int counts[N_SPINS] = { f->squadrons, f->transports, f->damaged, f->prizes_towed };

      adw_combo_row_set_selected (ADW_COMBO_ROW (self->nation_combo[s]), index[s]);
      for (int k = 0; k < N_SPINS; k++)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spins[s][k]), counts[k]);
      gtk_switch_set_active (GTK_SWITCH (self->nelson_switch[s]), f->nelson);
    }
  self->updating = FALSE;
  /* One undo step; a result rolled before goes stale, not away. */
  bth_page_commit_change (BTH_PAGE (self), NULL);
  update (self);
  return TRUE;
}

/* ---- state for undo --------------------------------------------------------------------- */

/* The members that are the roll, not what it depends on (bth_page_set_roll_members()). */
static const char *const roll_members[] = { "die", "typed", NULL };

static char *
save_state (BthPage *page)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (page);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  if (self->nations != NULL)
    {
      GtkWidget *combos[] = { self->kind_combo, self->active_combo };
      GtkWidget *switches[] = { self->at_sea_switch, self->prizes_switch, self->damage_switch };

      for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
        {
          json_builder_set_member_name (builder, gtk_widget_get_name (combos[i]));
          json_builder_add_int_value (builder, adw_combo_row_get_selected (ADW_COMBO_ROW (combos[i])));
        }
      for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
        {
          json_builder_set_member_name (builder, gtk_widget_get_name (switches[i]));
          json_builder_add_boolean_value (builder, gtk_switch_get_active (GTK_SWITCH (switches[i])));
        }
      for (int s = 0; s < 2; s++)
        {
          json_builder_set_member_name (builder, gtk_widget_get_name (self->nation_combo[s]));
          json_builder_add_int_value (builder, adw_combo_row_get_selected (ADW_COMBO_ROW (self->nation_combo[s])));
          for (int k = 0; k < N_SPINS; k++)
            {
              json_builder_set_member_name (builder, gtk_widget_get_name (self->spins[s][k]));
              json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[s][k])));
            }
          json_builder_set_member_name (builder, gtk_widget_get_name (self->nelson_switch[s]));
          json_builder_add_boolean_value (builder, gtk_switch_get_active (GTK_SWITCH (self->nelson_switch[s])));
        }
    }
  /* The roll: its die, from which the result is read again (bth_naval_combat_outcome_for_die()). */
  json_builder_set_member_name (builder, "die");
  json_builder_add_int_value (builder, self->has_outcome ? self->outcome.die : 0);
  json_builder_set_member_name (builder, "typed");
  json_builder_add_boolean_value (builder, self->typed);
  json_builder_end_object (builder);
  return bth_form_json_finish (builder);
}

static void
restore_state (BthPage *page, const char *state)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);
  BthRuleset *rules = rules_of (self);
  int die;

  if (root == NULL || self->nations == NULL || rules == NULL)
    return;
  self->updating = TRUE;
  {
    GtkWidget *combos[] = { self->kind_combo, self->active_combo, self->nation_combo[0], self->nation_combo[1] };
    GtkWidget *switches[] = { self->at_sea_switch, self->prizes_switch, self->damage_switch,
                              self->nelson_switch[0], self->nelson_switch[1] };

    for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
      adw_combo_row_set_selected (ADW_COMBO_ROW (combos[i]), bth_form_json_int (root, gtk_widget_get_name (combos[i]), 0));
    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      gtk_switch_set_active (GTK_SWITCH (switches[i]), bth_form_json_bool (root, gtk_widget_get_name (switches[i]), FALSE));
    for (int s = 0; s < 2; s++)
      for (int k = 0; k < N_SPINS; k++)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spins[s][k]),
                                   bth_form_json_int (root, gtk_widget_get_name (self->spins[s][k]), 0));
  }
  self->typed = bth_form_json_bool (root, "typed", FALSE);
  die = bth_form_json_int (root, "die", 0);
  self->has_outcome = FALSE;
  self->stale = FALSE;
  if (die >= 1 && die <= 6)
    {
      BthNavalBattle battle;
      g_autoptr(BthNavalCombatSetup) setup = NULL;

      read_battle (self, &battle);
      setup = bth_naval_combat_setup (rules, &battle, NULL);
      /* The result the die gave for these forces (read again only when they are the roll's:
       * a stale one is not shown, update()). */
      if (setup != NULL && !setup->no_combat)
        {
          bth_naval_combat_outcome_for_die (rules, &battle, setup, die, &self->outcome);
          self->has_outcome = TRUE;
        }
      bth_naval_battle_clear (&battle);
    }
  self->updating = FALSE;
  update (self);
  /* Record in Game has the restored result, unless it is stale. */
  {
    BthNavalBattle battle;

    read_battle (self, &battle);
    bth_navies_battle_set_outcome (self->battle, &battle.options,
                                   self->has_outcome && !self->stale ? &self->outcome : NULL);
    bth_naval_battle_clear (&battle);
  }
}

/* ---- building the page ---------------------------------------------------------------- */

static void
build (BthNaviesPage *self)
{
  BthRuleset *rules = rules_of (self);
  const BthNavalRules *naval = rules != NULL ? bth_ruleset_get_naval (rules) : NULL;
  const BthCampaignRules *campaign = rules != NULL ? bth_ruleset_get_campaign (rules, NULL) : NULL;
  GtkWidget *group, *button;
  GtkStringList *list;
  GPtrArray *ids = g_ptr_array_new ();

  if (naval == NULL)
    return;
  /* Nations: the English first (their morale differs, X.F.1.b), then the Grand Campaign's
   * other major states. */
  g_ptr_array_add (ids, g_strdup (naval->english));
  for (guint i = 0; campaign != NULL && i < campaign->n_majors; i++)
    if (g_strcmp0 (campaign->majors[i].id, naval->english) != 0)
      g_ptr_array_add (ids, g_strdup (campaign->majors[i].id));
  if (ids->len == 1)
    g_ptr_array_add (ids, g_strdup ("france"));
  g_ptr_array_add (ids, NULL);
  self->nations = (GStrv) g_ptr_array_free (ids, FALSE);

  {
    g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    for (guint i = 0; self->nations[i] != NULL; i++)
      {
        const BthCampaignMajor *m = campaign != NULL ? bth_campaign_rules_find_major (campaign, self->nations[i]) : NULL;
        g_ptr_array_add (names, g_strdup (m != NULL ? m->name : self->nations[i]));
      }
    g_ptr_array_add (names, NULL);
    self->fleets = bth_navies_fleets_new (BTH_PAGE (self), self->content_box, (const char * const *) self->nations,
                                          (const char * const *) names->pdata);
    self->battle = bth_navies_battle_new (BTH_PAGE (self), self->content_box, (const char * const *) self->nations,
                                          (const char * const *) names->pdata, preset_from_fleets);
  }

  self->updating = TRUE;
  /* The calculator is this game page's tool: Ctrl+Z in it takes back its entries and rolls
   * (the session's undo), the fleets above keep the game's. */
  group = group_new (GTK_WIDGET (self->content_box), "navies-battle", _("Naval Combat"),
                     _("One round of naval combat (X.F.7). The roll goes to the Dice Log; Record in Game "
                       "writes a battle between two of the game's fleets to them."));
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (kind_titles); i++)
    gtk_string_list_append (list, _(kind_titles[i]));
  bth_undo_keys_mark_tool_area (group);
  self->kind_combo = combo_row (self, group, "navies-kind", _("How it came about"), list, BTH_NAVAL_BATTLE_INTERCEPTION);
  list = gtk_string_list_new ((const char *[]) { _("First force"), _("Second force"), NULL });
  self->active_combo = combo_row (self, group, "navies-active", _("Whose Naval Phase"), list, 0);
  self->at_sea_switch = switch_row (self, group, "navies-at-sea", _("At sea"),
                                    _("In the sea zone, not in a coastal or port hex"));
  gtk_switch_set_active (GTK_SWITCH (self->at_sea_switch), TRUE);
  self->prizes_switch = switch_row (self, group, "navies-prizes", _("Naval Prizes (X.K.6)"),
                                    _("Captured units become the captor's prizes"));
  self->damage_switch = switch_row (self, group, "navies-damage", _("Naval Battle Damage (X.K.7)"), NULL);

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *gname = g_strdup_printf ("navies-%s", side_ids[s]);
      g_autofree char *nname = g_strdup_printf ("navies-%s-nation", side_ids[s]);
      g_autofree char *lname = g_strdup_printf ("navies-%s-nelson", side_ids[s]);
      static const char *titles[N_SPINS] = { N_("Squadrons"), N_("Transports"), N_("Damaged squadrons"),
                                             N_("Prizes towed") };
      static const char *subtitles[N_SPINS] = { NULL, N_("They never fight (X.F.7.e)"),
                                                N_("Part of the squadrons (X.K.7)"),
                                                N_("Not part of the squadrons (X.K.6.b)") };

      group = group_new (GTK_WIDGET (self->content_box), gname, side_title (s),
                         s == 0 ? _("The force that initiates the combat") : NULL);
      bth_undo_keys_mark_tool_area (group);
      list = gtk_string_list_new (NULL);
      for (guint i = 0; self->nations[i] != NULL; i++)
        {
          const BthCampaignMajor *m = campaign != NULL ? bth_campaign_rules_find_major (campaign, self->nations[i]) : NULL;
          gtk_string_list_append (list, m != NULL ? m->name : self->nations[i]);
        }
      self->nation_combo[s] = combo_row (self, group, nname, _("Nation"), list, s == 0 ? 0 : 1);
      for (int k = 0; k < N_SPINS; k++)
        {
          g_autofree char *name = g_strdup_printf ("navies-%s-%s", side_ids[s], spin_ids[k]);
          self->spins[s][k] = spin_row (self, group, name, _(titles[k]), subtitles[k] ? _(subtitles[k]) : NULL,
                                        k == SPIN_SQUADRONS ? 1 : 0);
        }
      self->nelson_switch[s] = switch_row (self, group, lname, _("Nelson"), _("Only with English squadrons (X.F.8)"));
    }

  self->results_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (self->content_box, self->results_box);

  group = group_new (GTK_WIDGET (self->content_box), "navies-roll", _("Roll"), _("The larger force rolls (X.F.7.b)"));
  bth_undo_keys_mark_tool_area (group);
  self->die_row = adw_entry_row_new ();
  gtk_widget_set_name (self->die_row, "navies-die");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->die_row), _("Die typed at the table"));
  gtk_widget_set_tooltip_text (self->die_row, _("Leave it empty and Berthier rolls"));
  bth_page_activate_on_enter (BTH_PAGE (self), self->die_row, "navies.roll");
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_name (button, "navies-roll-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "navies.roll");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->die_row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->die_row);
  self->outcome_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (self->content_box, self->outcome_box);
  bth_page_place_stale_mark (BTH_PAGE (self), self->outcome_box);
  bth_navies_battle_add_record (self->battle, self->content_box);

  build_zones (self, naval);
  load_zones (self);
  self->updating = FALSE;
  update (self);
  /* Interception, pursuit, blockade, transport, prizes, repairs: their own window. */
  gtk_box_prepend (self->content_box, bth_naval_checks_link_new (BTH_PAGE (self)));
}

static void
bth_navies_page_session_set (BthPage *page, BthSession *session)
{
  build (BTH_NAVIES_PAGE (page));
}

static void
bth_navies_page_map (GtkWidget *widget)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (widget);

  GTK_WIDGET_CLASS (bth_navies_page_parent_class)->map (widget);
  /* Another window or a test may have saved the file since. */
  if (self->zone_rows->len > 0)
    load_zones (self);
}

static void
bth_navies_page_dispose (GObject *object)
{
  BthNaviesPage *self = BTH_NAVIES_PAGE (object);

  g_clear_pointer (&self->battle, bth_navies_battle_free);
  g_clear_pointer (&self->fleets, bth_navies_fleets_free);
  g_clear_pointer (&self->nations, g_strfreev);
  g_clear_pointer (&self->zones, g_array_unref);
  g_clear_pointer (&self->zone_rows, g_ptr_array_unref);
  g_clear_pointer (&self->zone_expanders, g_ptr_array_unref);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_NAVIES_PAGE);
  G_OBJECT_CLASS (bth_navies_page_parent_class)->dispose (object);
}

static void
bth_navies_page_class_init (BthNaviesPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_navies_page_dispose;
  widget_class->map = bth_navies_page_map;
  BTH_PAGE_CLASS (klass)->session_set = bth_navies_page_session_set;
  BTH_PAGE_CLASS (klass)->save_state = save_state;
  BTH_PAGE_CLASS (klass)->restore_state = restore_state;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-navies-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthNaviesPage, content_box);
  gtk_widget_class_install_action (widget_class, "navies.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "navies.save-zones", NULL, save_zones_action);
}

static void
bth_navies_page_init (BthNaviesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->zone_rows = g_ptr_array_new ();
  self->zone_expanders = g_ptr_array_new ();
  bth_page_set_roll_members (BTH_PAGE (self), roll_members);
}
