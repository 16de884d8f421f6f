/* bth-lga-skirmish-page.c — La Grande Armée's Skirmish screen [11]: the two stacks, the
 * odds column and the die roll modifier with their rules, the chance of every result
 * before the roll, one die (typed at the table or rolled), and the result explained.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-force-entry.h"
#include "bth-lga-force-rows.h"
#include "bth-lga-combat.h"
#include "bth-lga-rows.h"
#include "bth-lga-readings.h"
#include "bth-lga-skirmish-page.h"
#include "bth-roll-record.h"
#include "bth-typed-die.h"

typedef struct {
  GtkSpinButton *cavalry, *horse_artillery, *leader;
  GtkSwitch     *unsupplied, *infantry, *demoralized;
} SideRows;

struct _BthLgaSkirmishPage
{
  BthPage              parent_instance;

  AdwPreferencesGroup *attacker_group, *defender_group, *chances_group, *explain_group, *roll_group;
  AdwActionRow        *odds_row, *drm_row;
  GtkLabel            *odds_label, *drm_label, *status_label, *problem_label;
  GtkWidget           *roll_button, *result_box;
  GtkLabel            *verdict_label, *verdict_text, *verdict_caption;
  GtkWidget           *attacker_line_box, *defender_line_box;
  BthTypedLine        *line[2];       /* each stack in one line; the rows follow it */

  BthLgaInputs         inputs;
  SideRows             attacker, defender;
  GtkSwitch           *repeated;
  BthTypedDie          typed_die;
  char                *state;
  gboolean             updating;
};

G_DEFINE_FINAL_TYPE (BthLgaSkirmishPage, bth_lga_skirmish_page, BTH_TYPE_PAGE)

static BthLgaRules *
get_rules (BthLgaSkirmishPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  gpointer rules = session != NULL ? bth_session_get_ruleset (session) : NULL;

  return rules != NULL && BTH_IS_LGA_RULES (rules) ? rules : NULL;
}

static void
read_side (const SideRows *rows, BthLgaSkirmishSide *side)
{
  side->cavalry_sp = bth_lga_spin (rows->cavalry);
  side->horse_artillery_sp = bth_lga_spin (rows->horse_artillery);
  side->leader_combat_bonus = bth_lga_spin (rows->leader);
  side->unsupplied = gtk_switch_get_active (rows->unsupplied);
  side->infantry_or_field_artillery = gtk_switch_get_active (rows->infantry);
  side->demoralized = rows->demoralized != NULL && gtk_switch_get_active (rows->demoralized);
}

/* The skirmish as entered, prepared; NULL with PROBLEM set when it cannot be. */
static BthLgaSkirmish *
prepare (BthLgaSkirmishPage *self, char **problem)
{
  BthLgaRules *rules = get_rules (self);
  BthLgaSkirmishInput in = { 0 };
  BthLgaOptions options = bth_lga_readings_options (bth_page_get_session (BTH_PAGE (self)));
  g_autoptr(GError) error = NULL;
  BthLgaSkirmish *s;

  *problem = NULL;
  if (rules == NULL)
    return NULL;
  read_side (&self->attacker, &in.attacker);
  read_side (&self->defender, &in.defender);
  in.repeated = gtk_switch_get_active (self->repeated);
  if (in.attacker.cavalry_sp < 1 && !in.attacker.infantry_or_field_artillery && !in.defender.infantry_or_field_artillery)
    {
      *problem = g_strdup (_("Enter the attacking stack’s cavalry SP: a skirmish attack needs at least 1 [11.0]"));
      return NULL;
    }
  s = bth_lga_skirmish_prepare (rules, &in, &options, &error);
  if (s == NULL)
    *problem = g_strdup (error->message);
  return s;
}

/* What RESULT does, in the rulebook's words; RETREAT: the hexes of a retreat [11.41]. */
static char *
describe (const BthLgaSkirmishResult *r, int retreat)
{
  GString *text = g_string_new (r->attacker ? _("The attacker") : _("The defender"));

  if (r->eliminated)
    g_string_append (text, _(" is eliminated: all its SP and leaders [11.3]"));
  else
    {
      if (r->loss > 0)
        g_string_append_printf (text, ngettext (" loses %d SP and", " loses %d SP and", r->loss), r->loss);
      if (r->retreat)
        g_string_append_printf (text, ngettext (" retreats %d hex [11.4]", " retreats %d hexes [11.4]", retreat), retreat);
      if (r->demoralized)
        g_string_append (text, _(" and is Demoralized until the Rally Phase [11.3]"));
    }
  return g_string_free (text, FALSE);
}

static char *
serialize (BthLgaSkirmishPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  bth_lga_inputs_save (&self->inputs, builder);
  bth_typed_die_save (&self->typed_die, builder);
  bth_lga_force_entries_save (self->line, builder);
  json_builder_end_object (builder);
  return bth_form_json_finish (builder);
}

static void
show_result (BthLgaSkirmishPage *self, BthLgaSkirmish *s)
{
  BthLgaRules *rules = get_rules (self);
  g_autofree char *what = NULL, *caption = NULL;

  bth_lga_group_clear (self->explain_group);
  if (s == NULL || !s->allowed || self->typed_die.die == 0)
    {
      gtk_widget_set_visible (self->result_box, FALSE);
      return;
    }
  bth_lga_skirmish_apply (rules, s, self->typed_die.die);
  gtk_label_set_text (self->verdict_label, s->result->code);
  what = describe (s->result, bth_lga_rules_get_tables (rules)->skirmish_retreat);
  gtk_label_set_text (self->verdict_text, what);
  /* Translators: the skirmish's caption: the die, where it came from, the table row and column */
  caption = g_strdup_printf (_("%s: %d, modified %d, on the %s column of the Skirmish Table"),
                             bth_typed_die_caption (&self->typed_die), s->die, s->modified_die, s->odds);
  gtk_label_set_text (self->verdict_caption, caption);
  {
    g_autofree char *die = g_strdup_printf ("%d", s->die);
    g_autofree char *mod = g_strdup_printf ("%d", s->modified_die);
    g_autofree char *sp = g_strdup_printf (_("%d attacking cavalry SP against %d, rounded for the defender [11.0]"),
                                           s->attacker_sp, s->defender_sp);

    bth_lga_group_add_text (self->explain_group, _("Odds Column"), sp, s->odds);
    bth_lga_group_add_text (self->explain_group, _("Die"), bth_typed_die_caption (&self->typed_die), die);
    for (guint i = 0; i < s->modifiers->len; i++)
      {
        const BthModifier *m = &g_array_index (s->modifiers, BthModifier, i);
        g_autofree char *v = bth_form_signed (m->value);
        g_autofree char *title = g_strdup_printf ("%s %s", m->reason, m->rule);
        bth_lga_group_add_text (self->explain_group, title, NULL, v);
      }
    bth_lga_group_add_text (self->explain_group, _("Modified Die"), _("Below 1 counts as 1, above 6 as 6 [11.0]"), mod);
    bth_lga_group_add_text (self->explain_group, _("Result"), what, s->result->code);
    for (guint i = 0; i < s->notes->len; i++)
      bth_lga_group_add_text (self->explain_group, _("Note"), g_ptr_array_index (s->notes, i), NULL);
  }
  gtk_widget_set_visible (self->result_box, TRUE);
}

static void
refresh (BthLgaSkirmishPage *self)
{
  BthLgaRules *rules = get_rules (self);
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaSkirmish) s = prepare (self, &problem);
  gboolean can_roll = s != NULL && s->allowed && self->typed_die.error == NULL;

  bth_lga_group_clear (self->chances_group);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_row), s != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->drm_row), s != NULL);
  if (s != NULL)
    {
      g_autofree char *sp = s->defender_sp == 0
        /* Translators: the odds column when the defender has no cavalry, e.g. "… the best column, 4:1 [11.0]" */
        ? g_strdup_printf (_("%d attacking cavalry SP against none: the defending stack has no cavalry SP, so the skirmish is fought on the best column, %s [11.0]"),
                           s->attacker_sp, s->odds)
        : g_strdup_printf (_("%d attacking cavalry SP against %d, rounded for the defender [11.0]"),
                           s->attacker_sp, s->defender_sp);
      g_autofree char *drm = bth_form_signed (s->drm);
      g_autofree char *mods = bth_lga_modifiers_text (s->modifiers);

      gtk_label_set_text (self->odds_label, s->odds);
      adw_action_row_set_subtitle (self->odds_row, sp);
      gtk_label_set_text (self->drm_label, drm);
      adw_action_row_set_subtitle (self->drm_row, mods);
      if (s->allowed)
        {
          /* The chance of each result: the dice faces that reach it, out of 6. */
          const BthLgaSkirmishResult *seen[6] = { 0 };
          int faces[6] = { 0 }, n = 0;

          for (int die = 1; die <= 6; die++)
            {
              const BthLgaSkirmishResult *r = bth_lga_skirmish_result_for (rules, s, die);
              int k;
              /* the same result on two rows of the table is one result [11.0] */
              for (k = 0; k < n && g_strcmp0 (seen[k]->code, r->code) != 0; k++)
                ;
              if (k == n)
                seen[n++] = r;
              faces[k]++;
            }
          for (int k = 0; k < n; k++)
            {
              g_autofree char *what = describe (seen[k], bth_lga_rules_get_tables (rules)->skirmish_retreat);
              g_autofree char *pct = bth_lga_percent (faces[k] / 6.0);
              /* Translators: a result's chance, e.g. "D1R — 2 faces of 6, 33.3 %" */
              g_autofree char *title = g_strdup_printf (ngettext ("%s — %d face of 6", "%s — %d faces of 6", faces[k]),
                                                        seen[k]->code, faces[k]);
              AdwActionRow *row = bth_lga_group_add_text (self->chances_group, title, what, pct);
              g_autofree char *name = g_strdup_printf ("chance-%s", seen[k]->code);
              gtk_widget_set_name (GTK_WIDGET (row), name);
            }
        }
    }
  if (s != NULL && !s->allowed)
    bth_form_status_set (GTK_WIDGET (self->status_label), s->refusal, TRUE);
  else if (problem != NULL)
    bth_form_status_set (GTK_WIDGET (self->status_label), problem, TRUE);
  else
    bth_form_status_set (GTK_WIDGET (self->status_label), NULL, FALSE);

  bth_form_show_roll_problem (GTK_WIDGET (self), "skirmish.roll", can_roll, self->roll_button, self->problem_label,
                              self->typed_die.error, _("Roll the die for the skirmish (Enter in the die’s entry, or Alt+R)"));
  bth_typed_die_show_error (&self->typed_die);
  show_result (self, s);

  g_free (self->state);
  self->state = serialize (self);
  /* A force changed after the roll: no result from the old die (the stale mark says so). */
  if (bth_page_roll_is_stale (BTH_PAGE (self), self->typed_die.die > 0))
    gtk_widget_set_visible (self->result_box, FALSE);
}

/* Side S's line written again after a row was edited: what the rows changed, changed in it;
 * what they do not show (the kind of cavalry, a leader's rank and name, a unit's morale)
 * kept. */
static void
line_from_rows (BthLgaSkirmishPage *self, int s)
{
  const SideRows *rows = s == 0 ? &self->attacker : &self->defender;
  g_autoptr(BthLgaForceLine) was = bth_lga_force_line_parse (get_rules (self), bth_lga_force_entry_text (self->line[s]));
  g_autoptr(BthLgaForceLine) line = NULL;
  BthLgaSkirmishSide edited;
  g_autofree char *text = NULL;
  gboolean demoralized;

  bth_lga_force_line_skirmish_side (was, &edited);
  demoralized = edited.demoralized;
  read_side (rows, &edited);
  /* a side without the Demoralized row keeps the line's mark */
  if (rows->demoralized == NULL)
    edited.demoralized = demoralized;
  text = bth_lga_force_rows_write_skirmish (was, &edited);
  line = bth_lga_force_line_parse (get_rules (self), text);
  gtk_editable_set_text (GTK_EDITABLE (bth_typed_line_get_entry (self->line[s])), text);
  bth_lga_force_entry_show (self->line[s], line);
}

/* Side S's line set to TEXT (restored), read. */
static void
set_line (BthLgaSkirmishPage *self, int s, const char *text)
{
  g_autoptr(BthLgaForceLine) line = bth_lga_force_line_parse (get_rules (self), text);

  gtk_editable_set_text (GTK_EDITABLE (bth_typed_line_get_entry (self->line[s])), text);
  bth_lga_force_entry_show (self->line[s], line);
}

static void
lines_from_rows (BthLgaSkirmishPage *self)
{
  gboolean was = self->updating;

  self->updating = TRUE;
  line_from_rows (self, 0);
  line_from_rows (self, 1);
  self->updating = was;
}

static void
on_input_changed (BthLgaSkirmishPage *self)
{
  if (self->updating)
    return;
  lines_from_rows (self);
  bth_page_remember (BTH_PAGE (self), "inputs");
  bth_typed_die_forget (&self->typed_die);
  refresh (self);
}

/* The players typed in side S's line: the rows take what it says. */
static void
line_changed (BthLgaSkirmishPage *self, int s)
{
  SideRows *rows = s == 0 ? &self->attacker : &self->defender;
  g_autoptr(BthLgaForceLine) line = NULL;
  BthLgaSkirmishSide side;

  if (self->updating)
    return;
  line = bth_lga_force_line_parse (get_rules (self), bth_lga_force_entry_text (self->line[s]));
  bth_lga_force_entry_show (self->line[s], line);
  bth_lga_force_line_skirmish_side (line, &side);
  bth_page_remember (BTH_PAGE (self), s == 0 ? "attacker-line" : "defender-line");
  self->updating = TRUE;
  gtk_spin_button_set_value (rows->cavalry, side.cavalry_sp);
  gtk_spin_button_set_value (rows->horse_artillery, side.horse_artillery_sp);
  gtk_spin_button_set_value (rows->leader, side.leader_combat_bonus);
  gtk_switch_set_active (rows->unsupplied, side.unsupplied);
  gtk_switch_set_active (rows->infantry, side.infantry_or_field_artillery);
  if (rows->demoralized != NULL)
    gtk_switch_set_active (rows->demoralized, side.demoralized);
  self->updating = FALSE;
  bth_typed_die_forget (&self->typed_die);
  refresh (self);
}

static void
on_attacker_line_changed (BthLgaSkirmishPage *self)
{
  line_changed (self, 0);
}

static void
on_defender_line_changed (BthLgaSkirmishPage *self)
{
  line_changed (self, 1);
}

/* Return in a line: on to the defender's line, then the die. */
static void
on_attacker_line_activated (BthLgaSkirmishPage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (bth_typed_line_get_entry (self->line[1])));
}

static void
on_defender_line_activated (BthLgaSkirmishPage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->typed_die.row));
}

static void
on_typed_die_changed (BthLgaSkirmishPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  bth_typed_die_check (&self->typed_die);
  refresh (self);
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaSkirmishPage *self = BTH_LGA_SKIRMISH_PAGE (widget);
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaSkirmish) s = prepare (self, &problem);
  g_autoptr(GPtrArray) records = NULL;

  if (s == NULL || !s->allowed)
    return;
  records = bth_typed_die_roll (&self->typed_die, BTH_PAGE (self), _("Skirmish [11.0]"), _("Skirmish"), &self->updating);
  refresh (self);
  if (records == NULL)
    return;
  bth_lga_skirmish_apply (get_rules (self), s, self->typed_die.die);
  {
    g_autofree char *modified = g_strdup_printf ("%d", s->modified_die);
    g_autofree char *outcome = g_strdup_printf ("%s (%s)", s->result->code, s->odds);
    for (guint i = 0; i < records->len; i++)
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified, outcome);
  }
  /* The result read from the "Roll" heading down: the heading whole at the top, the die,
   * the result and its explanation below it. */
  bth_lga_scroll_to_top (GTK_WIDGET (self), GTK_WIDGET (self->roll_group));
}

static void
new_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaSkirmishPage *self = BTH_LGA_SKIRMISH_PAGE (widget);

  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  bth_lga_inputs_reset (&self->inputs);
  bth_typed_die_forget (&self->typed_die);
  /* A new skirmish starts from empty lines (and the rows' defaults). */
  set_line (self, 0, "");
  set_line (self, 1, "");
  lines_from_rows (self);
  self->updating = FALSE;
  refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (bth_typed_line_get_entry (self->line[0])));
}

/* The hints that give a value of the rules, written from the ruleset. */
static void
write_hints (BthLgaSkirmishPage *self)
{
  BthLgaRules *rules = get_rules (self);
  SideRows *sides[2] = { &self->attacker, &self->defender };

  if (rules == NULL)
    return;
  for (int i = 0; i < 2; i++)
    {
      int max = bth_lga_rules_get_tables (rules)->skirmish_max_sp;
      g_autofree char *cavalry = g_strdup_printf (g_dngettext (NULL, "All in the hex; at most %d counts [11.13]",
                                                               "All in the hex; at most %d count [11.13]", max), max);
      g_autofree char *ha = bth_lga_modifier_hint (rules, "skirmish", i == 0 ? "attacker_horse_artillery" : "defender_horse_artillery",
                                                   FALSE, NULL);
      g_autofree char *unsupplied = bth_lga_modifier_hint (rules, "skirmish", i == 0 ? "attacker_unsupplied" : "defender_unsupplied",
                                                           FALSE, NULL);

      bth_lga_set_hint (GTK_WIDGET (sides[i]->cavalry), cavalry);
      bth_lga_set_hint (GTK_WIDGET (sides[i]->horse_artillery), ha);
      bth_lga_set_hint (GTK_WIDGET (sides[i]->unsupplied), unsupplied);
    }
}

static void
readings_changed (BthPage *page)
{
  refresh (BTH_LGA_SKIRMISH_PAGE (page));
}

static void
session_set (BthPage *page, BthSession *session)
{
  write_hints (BTH_LGA_SKIRMISH_PAGE (page));
  bth_lga_readings_watch (page, session, readings_changed);
  refresh (BTH_LGA_SKIRMISH_PAGE (page));
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_SKIRMISH_PAGE (page)->state);
}

static void
restore_state (BthPage *page, const char *state)
{
  BthLgaSkirmishPage *self = BTH_LGA_SKIRMISH_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;
  self->updating = TRUE;
  bth_lga_inputs_restore (&self->inputs, root);
  bth_typed_die_restore (&self->typed_die, root);
  /* the lines as they were typed (a state saved before the lines: written from the rows) */
  bth_lga_force_entries_restore (root, (void (*) (gpointer, int, const char *)) set_line,
                                 (void (*) (gpointer, int)) line_from_rows, self);
  self->updating = FALSE;
  refresh (self);
}

static void
add_side (BthLgaSkirmishPage *self, AdwPreferencesGroup *group, const char *who, SideRows *rows, gboolean attacker)
{
  g_autofree char *cav = g_strdup_printf ("%s-cavalry", who), *ha = g_strdup_printf ("%s-horse-artillery", who);
  g_autofree char *cb = g_strdup_printf ("%s-leader", who), *uns = g_strdup_printf ("%s-unsupplied", who);
  g_autofree char *inf = g_strdup_printf ("%s-infantry", who);
  GCallback changed = G_CALLBACK (on_input_changed);

  /* The hints with a value of the rules are written from them (write_hints). */
  rows->cavalry = bth_lga_spin_row (&self->inputs, group, cav, _("Cavalry SP"), NULL, 0, 99, changed, self);
  rows->horse_artillery = bth_lga_spin_row (&self->inputs, group, ha, _("Horse Artillery SP"), NULL, 0, 20, changed, self);
  rows->leader = bth_lga_spin_row (&self->inputs, group, cb, _("Leader’s Combat Bonus"),
                                   _("Of the highest-ranking leader; 0 if none [11.2]"), 0, 9, changed, self);
  rows->unsupplied = bth_lga_switch_row (&self->inputs, group, uns, _("Unsupplied"), NULL, changed, self);
  rows->infantry = bth_lga_switch_row (&self->inputs, group, inf, _("Infantry or Field Artillery in the Stack"),
                                       _("Such a stack cannot skirmish nor be skirmished [11.11]"), changed, self);
  if (attacker)
    {
      rows->demoralized = bth_lga_switch_row (&self->inputs, group, "attacker-demoralized", _("Demoralized"),
                                              _("Cannot make a repeated skirmish [11.14]"), changed, self);
      self->repeated = bth_lga_switch_row (&self->inputs, group, "repeated", _("Repeated Skirmish"),
                                           _("These units skirmished already this phase [11.14]"), changed, self);
    }
}

static void
dispose (GObject *object)
{
  bth_bin_dispose_template (GTK_WIDGET (object), BTH_TYPE_LGA_SKIRMISH_PAGE);
  G_OBJECT_CLASS (bth_lga_skirmish_page_parent_class)->dispose (object);
}

static void
finalize (GObject *object)
{
  BthLgaSkirmishPage *self = BTH_LGA_SKIRMISH_PAGE (object);

  g_free (self->state);
  bth_typed_die_clear (&self->typed_die);
  bth_lga_inputs_clear (&self->inputs);
  G_OBJECT_CLASS (bth_lga_skirmish_page_parent_class)->finalize (object);
}

static void
bth_lga_skirmish_page_class_init (BthLgaSkirmishPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = dispose;
  object_class->finalize = finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-lga-skirmish-page.ui");
#define BIND(x) gtk_widget_class_bind_template_child (widget_class, BthLgaSkirmishPage, x)
  BIND (attacker_group);
  BIND (defender_group);
  BIND (chances_group);
  BIND (explain_group);
  BIND (roll_group);
  BIND (odds_row);
  BIND (drm_row);
  BIND (odds_label);
  BIND (drm_label);
  BIND (status_label);
  BIND (problem_label);
  BIND (roll_button);
  BIND (result_box);
  BIND (verdict_label);
  BIND (verdict_text);
  BIND (verdict_caption);
  BIND (attacker_line_box);
  BIND (defender_line_box);
#undef BIND
  gtk_widget_class_bind_template_child_full (widget_class, "typed_die_row", FALSE,
                                             G_STRUCT_OFFSET (BthLgaSkirmishPage, typed_die.row));
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);
  gtk_widget_class_install_action (widget_class, "skirmish.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "skirmish.new", NULL, new_action);
}

static void
bth_lga_skirmish_page_init (BthLgaSkirmishPage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  bth_lga_inputs_init (&self->inputs);
  self->line[0] = bth_lga_force_entry_add (GTK_BOX (self->attacker_line_box), "attacker-line", _("Attacking Stack, in One Line"),
                           _("e.g. 6c 1ha x+1: cavalry, horse artillery, a leader’s Combat Bonus (F1)"),
                           G_CALLBACK (on_attacker_line_changed), G_CALLBACK (on_attacker_line_activated), self);
  self->line[1] = bth_lga_force_entry_add (GTK_BOX (self->defender_line_box), "defender-line", _("Defending Stack, in One Line"),
                           _("e.g. 3c: the defending cavalry (F1)"),
                           G_CALLBACK (on_defender_line_changed), G_CALLBACK (on_defender_line_activated), self);
  add_side (self, self->attacker_group, "attacker", &self->attacker, TRUE);
  add_side (self, self->defender_group, "defender", &self->defender, FALSE);
  self->updating = FALSE;
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_box);
  bth_form_tidy_keyboard (GTK_WIDGET (self));
  bth_page_activate_on_enter (BTH_PAGE (self), GTK_WIDGET (self->typed_die.row), "skirmish.roll");
  /* The keyboard starts in the attacker's line. */
  bth_page_set_first_input (BTH_PAGE (self), GTK_WIDGET (bth_typed_line_get_entry (self->line[0])));
  refresh (self);
}
