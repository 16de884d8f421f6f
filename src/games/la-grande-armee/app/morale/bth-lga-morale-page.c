/* bth-lga-morale-page.c — the Morale screen: the stack's SP by Morale Rating, the leader's
 * Morale Bonus, why the check is made; the chance to pass before the die, the result with
 * its reasons, and what the rout track [13.26] does next.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lga-checks.h"
#include "bth-lga-morale-page.h"
#include "bth-lga-roll-kit.h"

#define RATINGS 4

/* Why the check is made, with what passing and failing do. */
typedef struct {
  const char *title, *rule, *pass, *fail;
} Occasion;

static const Occasion occasions[] = {
  { N_("Reserves, after a Routed result"), "[12.51]",
    N_("The reserves are unaffected"),
    N_("The reserves are routed as well: the routed force loses 50 % of its total strength, fractions rounded up, and retreats 5 hexes") },
  { N_("Each stack, after a Withdraw result"), "[12.52]",
    N_("No further effect"),
    N_("The stack is routed and must retreat 5 hexes, but does not suffer the 50 % strength point loss") },
  { N_("A retreating routed unit enters the hex"), "[13.12, 13.25]",
    N_("The units are unaffected"),
    N_("The units in the hex become routed and retreat 5 hexes themselves, without the 50 % strength point loss") },
  { N_("Entering a hex with routed friendly units"), "[13.13, 13.28]",
    N_("The moving units are unaffected"),
    N_("The moving units become routed, without the 50 % strength point loss") },
  { N_("Rout 2, in the Rally Phase"), "[13.15]",
    N_("Rallied: the Rout 2 marker is removed"),
    N_("The Rout 2 condition remains in effect") },
  { N_("Unsupplied units under siege, in the Siege and Assault Phase"), "[13.14, 15.54]",
    N_("No effect"),
    N_("The fortress surrenders: all defending units and leaders are captured") },
};

struct _BthLgaMoralePage
{
  BthPage        parent_instance;
  BthLgaRollKit  kit;
  GtkSpinButton *sp[RATINGS];      /* SP of Morale Rating 4, 3, 2, 1 */
  GtkSpinButton *bonus_spin;
  GtkSwitch     *leader_switch;
  AdwComboRow   *occasion_row;
  AdwActionRow  *chance_row;
  GtkLabel      *chance_label;
};

G_DEFINE_FINAL_TYPE (BthLgaMoralePage, bth_lga_morale_page, BTH_TYPE_PAGE)

static const Occasion *
get_occasion (BthLgaMoralePage *self)
{
  return &occasions[MIN (adw_combo_row_get_selected (self->occasion_row), G_N_ELEMENTS (occasions) - 1)];
}

/* The check for the entries, or NULL with *PROBLEM set. */
static BthLgaMorale *
prepare (BthLgaMoralePage *self, char **problem)
{
  BthLgaMoraleGroup groups[RATINGS];
  BthLgaMoraleInput in = { groups, 0, bth_lga_kit_spin_value (self->bonus_spin), gtk_switch_get_active (self->leader_switch) };

  for (int i = 0; i < RATINGS; i++)
    {
      int sp = bth_lga_kit_spin_value (self->sp[i]);

      if (sp > 0)
        groups[in.n_groups++] = (BthLgaMoraleGroup) { sp, RATINGS - i };
    }
  if (in.n_groups == 0)
    {
      *problem = g_strdup (_("Unknown — enter the stack's infantry and cavalry SP by Morale Rating [13.0]"));
      return NULL;
    }
  return bth_lga_morale_prepare (&in, NULL);
}

static char *
chance_text (int target)
{
  g_autofree char *percent = bth_lga_kit_percent (CLAMP (target, 0, 6) / 6.0);

  if (target >= 6)
    return g_strdup (_("Passes on any die: 6 in 6 (100 %)"));
  if (target <= 0)
    return g_strdup (_("Fails on any die: 0 in 6"));
  if (target == 1)
    return g_strdup_printf (_("Passes on a die of 1: 1 in 6 (%s)"), percent);
  return g_strdup_printf (_("Passes on a die of 1–%d: %d in 6 (%s)"), target, target, percent);
}

static void
refresh (BthPage *page)
{
  BthLgaMoralePage *self = BTH_LGA_MORALE_PAGE (page);
  BthLgaRollKit *kit = &self->kit;
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaMorale) morale = prepare (self, &problem);
  const Occasion *occasion = get_occasion (self);

  if (morale != NULL)
    {
      g_autofree char *chance = chance_text (morale->target);
      g_autofree char *target = g_strdup_printf ("%d", morale->target);

      adw_action_row_set_subtitle (self->chance_row, chance);
      gtk_label_set_text (self->chance_label, target);
    }
  else
    {
      adw_action_row_set_subtitle (self->chance_row, problem);
      gtk_label_set_text (self->chance_label, "—");
    }

  bth_lga_kit_explain_reset (kit);
  if (morale != NULL && kit->die.die > 0)
    {
      g_autofree char *die = g_strdup_printf ("%d", kit->die.die);
      g_autofree char *caption = NULL;
      g_autofree char *against = NULL;

      bth_lga_morale_apply (morale, kit->die.die);
      /* Translators: the Morale Check's caption, e.g. "Die 5 against 4 or less — Die typed at the table" */
      caption = g_strdup_printf (_("Die %d against %d or less — %s"), kit->die.die, morale->target,
                                 bth_typed_die_caption (&kit->die));
      bth_lga_kit_show_result (kit, TRUE, morale->passed ? _("Passed") : _("Failed"), caption);
      bth_lga_kit_explain_modifiers (kit, morale->modifiers);
      if (bth_lga_kit_spin_value (self->bonus_spin) > 0 && !gtk_switch_get_active (self->leader_switch))
        bth_lga_kit_explain_line (kit, "0",
                                  _("The Morale Bonus counts only when the leader commanding the whole stack is present"),
                                  "[13.0]");
      against = g_strdup_printf (morale->passed ? _("The die is %d or less: the check passes")
                                                : _("The die is more than %d: the check fails"), morale->target);
      bth_lga_kit_explain_line (kit, die, against, "[13.0]");
      bth_lga_kit_explain_line (kit, NULL, _(morale->passed ? occasion->pass : occasion->fail), occasion->rule);
      /* The four checks whose failure routs the units put them on the rout track. */
      if (!morale->passed && occasion < &occasions[4])
        bth_lga_kit_explain_line (kit, NULL, _("At the end of its retreat it is marked Rout 1: see the rout track below"), "[13.26]");
    }
  else
    bth_lga_kit_show_result (kit, FALSE, NULL, NULL);

  bth_lga_kit_refresh_end (kit, morale != NULL, problem, _("Roll the Morale Check (Alt+R)"));
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaMoralePage *self = BTH_LGA_MORALE_PAGE (widget);
  g_autofree char *problem = NULL;
  g_autoptr(BthLgaMorale) morale = prepare (self, &problem);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *target = NULL;

  if (morale == NULL)
    return;
  records = bth_lga_kit_roll (&self->kit, _("Morale Check [13.0]"), _("Morale"));
  if (records == NULL)
    return;
  bth_lga_morale_apply (morale, self->kit.die.die);
  target = g_strdup_printf ("≤ %d", morale->target);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), target, morale->passed ? _("Passed") : _("Failed"));
  bth_lga_kit_rolled (&self->kit);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_MORALE_PAGE (page)->kit.state);
}

static void
restore_state (BthPage *page, const char *state)
{
  bth_lga_kit_restore (&BTH_LGA_MORALE_PAGE (page)->kit, state);
}

static void
session_set (BthPage *page, BthSession *session)
{
  refresh (page);
}

static void
bth_lga_morale_page_finalize (GObject *object)
{
  bth_lga_kit_clear (&BTH_LGA_MORALE_PAGE (object)->kit);
  G_OBJECT_CLASS (bth_lga_morale_page_parent_class)->finalize (object);
}

static void
bth_lga_morale_page_class_init (BthLgaMoralePageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_morale_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "lga-morale.roll", NULL, roll_action);
}

static void
add_rout_track (BthLgaMoralePage *self)
{
  AdwPreferencesGroup *group = bth_lga_kit_group (&self->kit, _("Rout Track"),
                                                  _("What a routed unit goes through [13.2]"));
  static const struct { const char *title, *text, *rule; } steps[] = {
    { N_("Routed"), N_("A force routed by combat loses 50 % of its strength, fractions rounded up, and retreats 5 hexes toward a friendly fortress, depot or depot city; a unit that cannot retreat the full 5 hexes is eliminated"), "[13.21–13.23]" },
    { N_("Rout 1"), N_("Marked at the end of its retreat: it cannot be issued orders and cannot move in the upcoming Friendly Movement Phase"), "[13.26]" },
    { N_("Rout 2"), N_("At the end of the next Friendly Movement Phase Rout 1 flips to Rout 2: self-initiative command only; it may attempt to rally in the Rally Phase with a Morale Check"), "[13.26, 13.15]" },
    { N_("Attacked"), N_("A unit under either kind of Rout marker is routed again (Rout 1) if attacked by any enemy force, regardless of odds; attacks worse than 1 to 2 are permitted against it"), "[13.27]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *rule = gtk_label_new (steps[i].rule);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(steps[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(steps[i].text));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (rule, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule);
      adw_preferences_group_add (group, row);
    }
}

static void
bth_lga_morale_page_init (BthLgaMoralePage *self)
{
  BthLgaRollKit *kit = &self->kit;
  AdwPreferencesGroup *stack, *check;
  const char *items[G_N_ELEMENTS (occasions) + 1];
  GtkWidget *row, *label;

  bth_lga_kit_init (kit, BTH_PAGE (self), refresh);
  kit->updating = TRUE;
  stack = bth_lga_kit_group (kit, _("Morale Check"),
                             _("The stack passes on a die of its Morale Rating plus the Morale Bonus or less. Its rating is that of the majority of its infantry and cavalry SP [13.0]."));
  for (int i = 0; i < RATINGS; i++)
    {
      g_autofree char *name = g_strdup_printf ("sp_rating_%d", RATINGS - i);
      g_autofree char *title = g_strdup_printf (_("SP of Morale Rating %d"), RATINGS - i);

      self->sp[i] = bth_lga_kit_spin (kit, stack, name, title, NULL, 0, 999, 0);
    }
  self->bonus_spin = bth_lga_kit_spin (kit, stack, "bonus_spin", _("Leader's Morale Bonus"), NULL, 0, 9, 0);
  self->leader_switch = bth_lga_kit_switch (kit, stack, "leader_switch",
                                            _("The leader commanding the whole stack is present"),
                                            _("Only then does his Morale Bonus count"));
  check = bth_lga_kit_group (kit, _("Why the Check"), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (occasions); i++)
    items[i] = _(occasions[i].title);
  items[G_N_ELEMENTS (occasions)] = NULL;
  self->occasion_row = bth_lga_kit_combo (kit, check, "occasion_row", _("Check Made"), items);

  row = adw_action_row_new ();
  gtk_widget_set_name (row, "chance_row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Chance to Pass"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  label = gtk_label_new ("—");
  gtk_widget_set_name (label, "target_label");
  gtk_widget_add_css_class (label, "title-2");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (check, row);
  self->chance_row = ADW_ACTION_ROW (row);
  self->chance_label = GTK_LABEL (label);

  bth_lga_kit_add_roll (kit, "lga-morale.roll", _("Roll the Morale Check (Alt+R)"));
  add_rout_track (self);
  kit->updating = FALSE;
  bth_lga_kit_finish (kit);
}
