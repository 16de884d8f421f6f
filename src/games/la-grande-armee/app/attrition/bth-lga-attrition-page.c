/* bth-lga-attrition-page.c — the Attrition screen [16.0]: the stack, its order and what
 * modifies its roll; before the die, what each face gives (the table's loss, and the extra
 * MP of a Force March, whose die is the attrition roll [7.24]); then the loss explained.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lga-attrition-page.h"
#include "bth-lga-checks.h"
#include "bth-lga-readings.h"
#include "bth-lga-roll-kit.h"
#include "bth-table-view.h"

struct _BthLgaAttritionPage
{
  BthPage        parent_instance;
  BthLgaRollKit  kit;
  GtkSpinButton *sp_spin, *initiative_spin;
  AdwComboRow   *order_row, *weather_row, *french_row;
  GtkSwitch     *unsupplied_switch, *cossack_switch, *cavalry_switch, *winter_switch, *limited_switch;
  AdwActionRow  *chance_row;
  GtkWidget     *faces;          /* BthTableView: what each face gives */
};

G_DEFINE_FINAL_TYPE (BthLgaAttritionPage, bth_lga_attrition_page, BTH_TYPE_PAGE)


static void
get_input (BthLgaAttritionPage *self, BthLgaAttritionInput *in)
{
  *in = (BthLgaAttritionInput) {
    .sp = bth_lga_kit_spin_value (self->sp_spin),
    .order = adw_combo_row_get_selected (self->order_row),
    .weather = adw_combo_row_get_selected (self->weather_row),
    .unsupplied = gtk_switch_get_active (self->unsupplied_switch),
    .french = adw_combo_row_get_selected (self->french_row),
    .cossack_zoc = gtk_switch_get_active (self->cossack_switch),
    .cavalry_only = gtk_switch_get_active (self->cavalry_switch),
    .winter_quarters = gtk_switch_get_active (self->winter_switch),
    .initiative = bth_lga_kit_spin_value (self->initiative_spin),
    .limited_extra_mp = gtk_switch_get_active (self->limited_switch),
  };
}

static gboolean
force_march (const BthLgaAttritionInput *in)
{
  return in->order == BTH_LGA_ORDER_FORCE_MARCH || in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH;
}

/* The check for the entries, or NULL with *PROBLEM naming what to enter. */
static BthLgaAttrition *
prepare (BthLgaAttritionPage *self, BthLgaAttritionInput *in, char **problem)
{
  BthLgaRules *rules = bth_lga_kit_rules (&self->kit);
  BthLgaAttrition *a;

  get_input (self, in);
  if (rules == NULL)
    return NULL;
  if (in->sp <= 0 && !in->winter_quarters)
    {
      *problem = g_strdup (_("Unknown — enter the stack's strength in SP; leaders, supply and bridge trains are never counted [16.25]"));
      return NULL;
    }
  a = bth_lga_attrition_prepare (rules, in, bth_lga_kit_options (&self->kit), NULL);
  if (a != NULL && !a->checks)
    *problem = g_strdup (a->exemption);
  return a;
}

static const char *
table_name (const BthLgaAttrition *a)
{
  return g_str_equal (a->table, "forced_march") ? _("Forced March Attrition") : _("Normal March Attrition");
}

/* The row of the table for a stack of up to 50 SP, as the chart labels it. */
static const char *
row_label (BthLgaRules *rules, const BthLgaAttrition *a, const BthLgaAttritionInput *in)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  gboolean forced = g_str_equal (a->table, "forced_march");
  const BthLgaAttritionRow *rows = forced ? t->forced : t->normal;
  guint n = forced ? t->n_forced : t->n_normal;

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      if ((pass == 0 ? rows[i].cavalry_only && in->cavalry_only : !rows[i].cavalry_only)
          && in->sp >= rows[i].min && in->sp <= rows[i].max)
        return rows[i].label;
  return NULL;
}

static char *
loss_cell (int loss)
{
  return loss > 0 ? g_strdup_printf ("%d", loss) : g_strdup ("-");
}

static void
fill_faces (BthLgaAttritionPage *self, BthLgaRules *rules, const BthLgaAttrition *a, const BthLgaAttritionInput *in)
{
  BthTableView *table = BTH_TABLE_VIEW (self->faces);
  static const char * const faces[] = { "1", "2", "3", "4", "5", "6", NULL };
  gboolean fm = force_march (in);
  char *modified[7] = { NULL }, *loss[7] = { NULL }, *extra[7] = { NULL };
  const char *headers[1];

  bth_table_view_reset (table, _("What each face gives"), 1, 6);
  bth_table_view_add_header_row (table, _("Die"), faces);
  for (int die = 1; die <= 6; die++)
    {
      modified[die - 1] = g_strdup_printf ("%d", die + a->drm);
      loss[die - 1] = loss_cell (bth_lga_attrition_loss (rules, a, in, bth_lga_kit_options (&self->kit), die, NULL));
      if (fm && in->initiative >= 0)
        extra[die - 1] = g_strdup_printf ("%d", bth_lga_force_march_extra_mp (rules, die, in->initiative,
                                                                                in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH
                                                                                && in->limited_extra_mp));
      else
        extra[die - 1] = g_strdup ("—");
    }
  headers[0] = _("Modified roll");
  bth_table_view_add_row (table, headers, (const char * const *) modified);
  headers[0] = _("Loss (SP)");
  bth_table_view_add_row (table, headers, (const char * const *) loss);
  if (fm)
    {
      headers[0] = _("Extra MP");
      bth_table_view_add_row (table, headers, (const char * const *) extra);
    }
  for (int i = 0; i < 6; i++)
    {
      g_free (modified[i]);
      g_free (loss[i]);
      g_free (extra[i]);
    }
  if (self->kit.die.die > 0)
    {
      bth_table_view_highlight (table, 1, self->kit.die.die - 1);
      bth_table_view_scroll_to_highlight (table);
    }
}

static char *
chances_text (const BthLgaAttrition *a)
{
  GString *text = g_string_new (NULL);

  for (int loss = 0; loss < 128; loss++)
    {
      int faces = (int) (a->loss_probability[loss] * 6 + 0.5);

      if (faces == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      if (loss == 0)
        /* Translators: the chance of no attrition loss, e.g. "No loss: 3 in 6" */
        g_string_append_printf (text, _("No loss: %d in 6"), faces);
      else
        /* Translators: the chance of one attrition loss, e.g. "2 SP: 1 in 6" */
        g_string_append_printf (text, _("%d SP: %d in 6"), loss, faces);
    }
  return g_string_free (text, FALSE);
}

static void
explain (BthLgaAttritionPage *self, BthLgaRules *rules, BthLgaAttrition *a, const BthLgaAttritionInput *in)
{
  BthLgaRollKit *kit = &self->kit;
  g_autofree char *die = g_strdup_printf ("%d", a->die);
  g_autofree char *modified = g_strdup_printf ("%d", a->modified_die);
  g_autofree char *loss = g_strdup_printf ("%d", a->loss);
  g_autofree char *line = NULL;
  const char *row = in->sp <= 50 ? row_label (rules, a, in) : NULL;

  if (force_march (in))
    bth_lga_kit_explain_line (kit, die, _("The Force March die roll is the attrition die roll"), "[7.24, 16.24]");
  else
    bth_lga_kit_explain_line (kit, die, _("The attrition die roll"), "[16.22]");
  bth_lga_kit_explain_modifiers (kit, a->modifiers);
  for (guint i = 0; i < a->notes->len; i++)
    if (!g_str_has_prefix (g_ptr_array_index (a->notes, i), "The Force March die roll"))
      bth_lga_kit_explain_ruled (kit, g_ptr_array_index (a->notes, i));
  if (a->modified_die <= 0)
    line = g_strdup_printf (_("Modified roll %d: the %s Table's column 0, no loss"), a->modified_die, table_name (a));
  else if (row != NULL)
    /* Translators: e.g. "Modified roll 5 on the Forced March Attrition Table, row 6-10 SP" */
    line = g_strdup_printf (_("Modified roll %d on the %s Table, row %s SP"), a->modified_die, table_name (a), row);
  else
    line = g_strdup_printf (_("Modified roll %d on the %s Table"), a->modified_die, table_name (a));
  bth_lga_kit_explain_line (kit, modified, line, "[16.23]");
  for (guint i = 0; i < a->parts->len; i++)
    bth_lga_kit_explain_line (kit, NULL, g_ptr_array_index (a->parts, i), "[16.2]");
  if (a->parts->len > 0)
    bth_lga_kit_explain_line (kit, NULL, _("More than 50 SP: the loss for 50 plus the loss for the rest, with the same roll"), "[16.2]");
  bth_lga_kit_explain_line (kit, loss, _("SP lost, spread as evenly as possible over the stack's units, 3 infantry : 1 cavalry : 1 artillery"), "[16.4]");
  if (force_march (in))
    {
      g_autofree char *extra = NULL;

      if (a->extra_mp < 0)
        bth_lga_kit_explain_line (kit, NULL, _("Extra MP unknown — enter the Initiative Rating of the leader moved"), "[7.22]");
      else if (in->order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH && in->limited_extra_mp)
        {
          extra = g_strdup_printf ("%d", a->extra_mp);
          bth_lga_kit_explain_line (kit, extra, _("Extra MP of a Double Force March by French leaders, cavalry or horse artillery"), "[7.35]");
        }
      else
        {
          g_autofree char *text = g_strdup_printf (_("Extra MP: die %d + Initiative Rating %d, at most 5; the attrition modifiers do not change it"),
                                                   a->die, in->initiative);
          extra = g_strdup_printf ("%d", a->extra_mp);
          bth_lga_kit_explain_line (kit, extra, text, "[7.22]");
        }
    }
}

static void
refresh (BthPage *page)
{
  BthLgaAttritionPage *self = BTH_LGA_ATTRITION_PAGE (page);
  BthLgaRollKit *kit = &self->kit;
  BthLgaRules *rules = bth_lga_kit_rules (kit);
  BthLgaAttritionInput in;
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaAttrition) a = prepare (self, &in, &problem);
  gboolean ready = a != NULL && a->checks;

  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->limited_switch), ADW_TYPE_ACTION_ROW),
                            in.order == BTH_LGA_ORDER_DOUBLE_FORCE_MARCH);
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->initiative_spin), ADW_TYPE_ACTION_ROW),
                            force_march (&in));
  gtk_widget_set_visible (self->faces, ready);
  if (ready)
    {
      g_autofree char *chances = chances_text (a);
      g_autofree char *title = g_strdup_printf (_("%s Table"), table_name (a));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->chance_row), title);
      adw_action_row_set_subtitle (self->chance_row, chances);
      fill_faces (self, rules, a, &in);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->chance_row), _("Chances"));
      adw_action_row_set_subtitle (self->chance_row, problem != NULL ? problem : "");
    }

  bth_lga_kit_explain_reset (kit);
  if (ready && kit->die.die > 0)
    {
      g_autofree char *verdict = NULL;
      g_autofree char *caption = NULL;

      bth_lga_attrition_apply (rules, a, &in, bth_lga_kit_options (&self->kit), kit->die.die);
      verdict = a->loss > 0 ? g_strdup_printf (g_dngettext (NULL, "%d SP lost", "%d SP lost", a->loss), a->loss)
                            : g_strdup (_("No loss"));
      /* Translators: e.g. "Die 3, modified 5, Normal March Attrition — Die typed at the table" */
      caption = g_strdup_printf (_("Die %d, modified %d, %s — %s"), a->die, a->modified_die, table_name (a),
                                 bth_typed_die_caption (&kit->die));
      bth_lga_kit_show_result (kit, TRUE, verdict, caption);
      explain (self, rules, a, &in);
    }
  else
    bth_lga_kit_show_result (kit, FALSE, NULL, NULL);

  bth_lga_kit_refresh_end (kit, ready, problem, _("Roll for attrition (Alt+R)"));
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaAttritionPage *self = BTH_LGA_ATTRITION_PAGE (widget);
  BthLgaAttritionInput in;
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaAttrition) a = prepare (self, &in, &problem);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *modified = NULL;
  g_autofree char *outcome = NULL;

  if (a == NULL || !a->checks)
    return;
  records = bth_lga_kit_roll (&self->kit, force_march (&in) ? _("Force March and attrition [7.24]") : _("Attrition [16.22]"),
                              _("Attrition"));
  if (records == NULL)
    return;
  bth_lga_attrition_apply (bth_lga_kit_rules (&self->kit), a, &in, bth_lga_kit_options (&self->kit), self->kit.die.die);
  modified = g_strdup_printf ("%d", a->modified_die);
  if (a->extra_mp >= 0)
    /* Translators: the dice log's outcome of a Force March, e.g. "2 SP lost, 5 extra MP" */
    outcome = g_strdup_printf (_("%d SP lost, %d extra MP"), a->loss, a->extra_mp);
  else
    outcome = g_strdup_printf (_("%d SP lost"), a->loss);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified, outcome);
  bth_lga_kit_rolled (&self->kit);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_ATTRITION_PAGE (page)->kit.state);
}

static void
restore_state (BthPage *page, const char *state)
{
  bth_lga_kit_restore (&BTH_LGA_ATTRITION_PAGE (page)->kit, state);
}

static void
session_set (BthPage *page, BthSession *session)
{
  BthLgaAttritionPage *self = BTH_LGA_ATTRITION_PAGE (page);
  BthLgaRules *rules = bth_lga_kit_rules (&self->kit);

  /* The hints that give a value of the rules, written from the ruleset. */
  if (rules != NULL)
    {
      const BthLgaTables *t = bth_lga_rules_get_tables (rules);
      g_autofree char *max = g_strdup_printf (_("Die + rating, at most %d extra MP [7.22]; — until entered"), t->fm_max_extra);
      g_autofree char *limited = g_strdup_printf (g_dngettext (NULL, "They gain %d extra MP [7.35]", "They gain %d extra MP [7.35]",
                                                               t->dfm_limited_extra), t->dfm_limited_extra);

      bth_lga_set_hint (GTK_WIDGET (self->initiative_spin), max);
      bth_lga_set_hint (GTK_WIDGET (self->limited_switch), limited);
    }
  bth_lga_kit_watch_readings (&self->kit, session);
  refresh (page);
}

static void
bth_lga_attrition_page_finalize (GObject *object)
{
  bth_lga_kit_clear (&BTH_LGA_ATTRITION_PAGE (object)->kit);
  G_OBJECT_CLASS (bth_lga_attrition_page_parent_class)->finalize (object);
}

static void
bth_lga_attrition_page_class_init (BthLgaAttritionPageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_attrition_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "lga-attrition.roll", NULL, roll_action);
}

static void
bth_lga_attrition_page_init (BthLgaAttritionPage *self)
{
  BthLgaRollKit *kit = &self->kit;
  AdwPreferencesGroup *stack, *drms, *march, *chances;
  const char *orders[] = { _("March"), _("Force March"), _("Double Force March"), _("Did not move"), NULL };
  const char *weathers[] = { _("Clear"), _("Mud"), _("Snow"), NULL };
  const char *french[] = { _("Not French"), _("A majority of real French units, not allies"), _("All French force"), NULL };
  GtkWidget *row;

  bth_lga_kit_init (kit, BTH_PAGE (self), refresh);
  kit->updating = TRUE;
  stack = bth_lga_kit_group (kit, _("Attrition"),
                             _("Every stack that moved, and every unsupplied stack, checks at the end of its move; the table is that of the order given [16.1, 16.23]."));
  self->sp_spin = bth_lga_kit_spin (kit, stack, "sp_spin", _("Strength Points of the Stack"),
                                    _("Leaders, supply and bridge trains are never counted [16.25]"), 0, 999, 0);
  self->order_row = bth_lga_kit_combo (kit, stack, "order_row", _("Order Given"), orders);
  self->cavalry_switch = bth_lga_kit_switch (kit, stack, "cavalry_switch", _("All cavalry, or cavalry and horse artillery"),
                                             _("The Forced March table's 1-3* row"));
  self->winter_switch = bth_lga_kit_switch (kit, stack, "winter_switch", _("In Winter Quarters"),
                                            _("No attrition [16.13]"));

  drms = bth_lga_kit_group (kit, _("Attrition Die Roll Modifiers"), _("All are cumulative [16.3]."));
  self->weather_row = bth_lga_kit_combo (kit, drms, "weather_row", _("Weather"), weathers);
  self->unsupplied_switch = bth_lga_kit_switch (kit, drms, "unsupplied_switch", _("A unit of the stack is unsupplied"), NULL);
  self->french_row = bth_lga_kit_combo (kit, drms, "french_row", _("French"), french);
  self->cossack_switch = bth_lga_kit_switch (kit, drms, "cossack_switch",
                                             _("Entered an enemy Cossack ZOC in Russia this phase"), "[10.7]");

  march = bth_lga_kit_group (kit, _("Force March"),
                             _("The Force March die gives the extra MP and is the attrition roll [7.22, 7.24]."));
  self->initiative_spin = bth_lga_kit_spin (kit, march, "initiative_spin", _("Initiative Rating of the Leader Moved"),
                                            NULL, -1, 9, -1);
  self->limited_switch = bth_lga_kit_switch (kit, march, "limited_switch",
                                             _("Double Force March of French leaders, cavalry or horse artillery"),
                                             NULL);

  chances = bth_lga_kit_group (kit, _("Before the Roll"), NULL);
  row = adw_action_row_new ();
  gtk_widget_set_name (row, "chance_row");
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (chances, row);
  self->chance_row = ADW_ACTION_ROW (row);
  self->faces = bth_table_view_new ();
  gtk_widget_set_name (self->faces, "faces_table");
  /* The faces only inform the roll: no Tab stop between the last input and the die. */
  gtk_widget_set_can_focus (self->faces, FALSE);
  bth_lga_kit_append (kit, self->faces);

  bth_lga_kit_add_roll (kit, "lga-attrition.roll", _("Roll for attrition (Alt+R)"));
  kit->updating = FALSE;
  bth_lga_kit_finish (kit);
}
