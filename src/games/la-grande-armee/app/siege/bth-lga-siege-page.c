/* bth-lga-siege-page.c — the Siege screen [15.0]: whether a siege may be declared [15.51],
 * what it does to the garrison's supply [15.52-15.53], the die for a besieged depot's
 * supply trains and for an unsupplied garrison's Morale Check [13.14, 15.54], and what an
 * assault changes in a battle [15.4].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-lga-checks.h"
#include "bth-lga-roll-kit.h"
#include "bth-lga-siege-page.h"

enum { ROLL_TRAINS, ROLL_MORALE };

struct _BthLgaSiegePage
{
  BthPage              parent_instance;
  BthLgaRollKit        kit;
  AdwComboRow         *fortress_row, *depot_row, *purpose_row;
  GtkSpinButton       *besiegers_spin, *garrison_printed_spin, *garrison_spin, *rating_spin, *bonus_spin;
  GtkSwitch           *adjacent_switch, *inside_switch, *supplied_switch;
  AdwPreferencesGroup *conditions_group;
  GPtrArray           *condition_rows;
  AdwActionRow        *assault_row, *chance_row;
};

G_DEFINE_FINAL_TYPE (BthLgaSiegePage, bth_lga_siege_page, BTH_TYPE_PAGE)

static void
get_input (BthLgaSiegePage *self, BthLgaSiegeInput *in)
{
  *in = (BthLgaSiegeInput) {
    .fortress = adw_combo_row_get_selected (self->fortress_row),
    .depot = adw_combo_row_get_selected (self->depot_row),
    .besiegers_printed_sp = bth_lga_kit_spin_value (self->besiegers_spin),
    .garrison_printed_sp = bth_lga_kit_spin_value (self->garrison_printed_spin),
    .garrison_sp = bth_lga_kit_spin_value (self->garrison_spin),
    .adjacent = gtk_switch_get_active (self->adjacent_switch),
    .garrison_all_inside = gtk_switch_get_active (self->inside_switch),
    .besiegers_supplied = gtk_switch_get_active (self->supplied_switch),
  };
}

static void
add_condition (BthLgaSiegePage *self, const char *ruled_text)
{
  GtkWidget *row = adw_action_row_new ();
  const char *close = ruled_text[0] == '[' ? strchr (ruled_text, ']') : NULL;
  g_autofree char *rule = close != NULL ? g_strndup (ruled_text, close - ruled_text + 1) : NULL;
  const char *text = close != NULL ? close + 1 : ruled_text;

  while (*text == ' ')
    text++;
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (rule != NULL)
    {
      GtkWidget *label = gtk_label_new (rule);
      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  bth_lga_kit_quiet_row (row);
  adw_preferences_group_add (self->conditions_group, row);
  g_ptr_array_add (self->condition_rows, row);
}

/* What the roll would be for, or FALSE with *PROBLEM. */
static gboolean
can_roll (BthLgaSiegePage *self, const BthLgaSiege *s, const BthLgaSiegeInput *in, char **problem)
{
  if (s == NULL)
    return FALSE;
  if (adw_combo_row_get_selected (self->purpose_row) == ROLL_MORALE)
    {
      if (bth_lga_kit_spin_value (self->rating_spin) > 0)
        return TRUE;
      *problem = g_strdup (_("Unknown — enter the garrison's Morale Rating [13.0]"));
      return FALSE;
    }
  if (!s->allowed)
    *problem = g_strdup (_("No siege can be declared: see the conditions above [15.51]"));
  else if (in->depot != BTH_LGA_DEPOT)
    *problem = g_strdup (_("Only a depot inside the fortress becomes supply trains [15.52]"));
  else
    return TRUE;
  return FALSE;
}

static void
refresh (BthPage *page)
{
  BthLgaSiegePage *self = BTH_LGA_SIEGE_PAGE (page);
  BthLgaRollKit *kit = &self->kit;
  BthLgaRules *rules = bth_lga_kit_rules (kit);
  BthLgaSiegeInput in;
  g_autoptr(BthLgaSiege) s = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *assault = NULL;
  gboolean morale = adw_combo_row_get_selected (self->purpose_row) == ROLL_MORALE;
  int target = bth_lga_kit_spin_value (self->rating_spin) + bth_lga_kit_spin_value (self->bonus_spin);
  gboolean ready;

  get_input (self, &in);
  for (guint i = 0; i < self->condition_rows->len; i++)
    adw_preferences_group_remove (self->conditions_group, g_ptr_array_index (self->condition_rows, i));
  g_ptr_array_set_size (self->condition_rows, 0);
  if (rules != NULL)
    {
      s = bth_lga_siege_prepare (rules, &in);
      for (guint i = 0; i < s->violations->len; i++)
        add_condition (self, g_ptr_array_index (s->violations, i));
      if (s->allowed)
        {
          add_condition (self, _("[15.51] The siege may be declared: the besiegers move into the hex at no MP cost"));
          g_autofree char *depot = g_strdup_printf (_("[15.52] The depot is replaced by one die + %d supply trains that supply only the garrison"),
                                                    bth_lga_rules_get_tables (rules)->siege_trains_plus);
          add_condition (self, in.depot == BTH_LGA_DEPOT ? depot
                               : in.depot == BTH_LGA_FORTIFIED_DEPOT_CITY ? _("[15.53] A fortified depot city: the garrison is not put out of supply")
                               : _("[15.53] No depot and not a fortified depot city: the garrison is out of supply at once"));
        }
    }
  assault = g_strdup_printf (_("The garrison's %d SP defend as %d; no modifiers for terrain, cavalry, combined arms, flank attack or cavalry leaders [15.43]; a Rout or Withdraw result captures the garrison [15.47]"),
                             in.garrison_sp, in.garrison_sp * (rules != NULL ? bth_lga_rules_get_tables (rules)->assault_multiplier : 3));
  adw_action_row_set_subtitle (self->assault_row, assault);

  ready = can_roll (self, s, &in, &problem);
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->rating_spin), ADW_TYPE_ACTION_ROW), morale);
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->bonus_spin), ADW_TYPE_ACTION_ROW), morale);
  if (!ready)
    adw_action_row_set_subtitle (self->chance_row, problem != NULL ? problem : "");
  else if (morale)
    {
      g_autofree char *p = bth_lga_kit_percent (CLAMP (target, 0, 6) / 6.0);
      g_autofree char *text = g_strdup_printf (_("The garrison passes on a die of %d or less: %d in 6 (%s); otherwise it surrenders"),
                                               target, CLAMP (target, 0, 6), p);
      adw_action_row_set_subtitle (self->chance_row, text);
    }
  else
    adw_action_row_set_subtitle (self->chance_row, _("3 to 8 supply trains, each 1 in 6"));

  bth_lga_kit_explain_reset (kit);
  if (ready && kit->die.die > 0)
    {
      g_autofree char *die = g_strdup_printf ("%d", kit->die.die);
      g_autofree char *verdict = NULL;
      g_autofree char *caption = g_strdup_printf (_("Die %d — %s"), kit->die.die, bth_typed_die_caption (&kit->die));

      if (morale)
        {
          gboolean passed = kit->die.die <= target;
          g_autofree char *rating = g_strdup_printf ("%d", bth_lga_kit_spin_value (self->rating_spin));
          g_autofree char *bonus = g_strdup_printf ("+%d", bth_lga_kit_spin_value (self->bonus_spin));

          bth_lga_kit_show_result (kit, TRUE, passed ? _("Holds") : _("Surrenders"), caption);
          bth_lga_kit_explain_line (kit, rating, _("The garrison's Morale Rating"), "[13.0]");
          if (bth_lga_kit_spin_value (self->bonus_spin) > 0)
            bth_lga_kit_explain_line (kit, bonus, _("Morale Bonus of the leader commanding the whole stack"), "[13.0]");
          g_autofree char *text = g_strdup_printf (passed ? _("The die is %d or less: no effect")
                                                          : _("The die is more than %d: the fortress surrenders and all defending units and leaders are captured"),
                                                   target);

          bth_lga_kit_explain_line (kit, die, text, "[13.14, 15.54]");
        }
      else
        {
          BthLgaSiege *applied = s;

          bth_lga_siege_apply (rules, applied, &in, kit->die.die);
          verdict = g_strdup_printf (g_dngettext (NULL, "%d supply train", "%d supply trains", applied->trains), applied->trains);
          bth_lga_kit_show_result (kit, TRUE, verdict, caption);
          bth_lga_kit_explain_line (kit, die, _("One die"), "[15.52]");
          int plus = bth_lga_rules_get_tables (rules)->siege_trains_plus;
          g_autofree char *added = g_strdup_printf ("+%d", plus);
          g_autofree char *range = g_strdup_printf (_("Added to the die: the depot becomes %d-%d supply trains of the same nationality"),
                                                    1 + plus, 6 + plus);
          bth_lga_kit_explain_line (kit, added, range, "[15.52]");
          bth_lga_kit_explain_line (kit, NULL, _("When the trains are gone the garrison checks attrition each turn and makes a Morale Check each Siege and Assault Phase"), "[15.52, 15.55]");
        }
    }
  else
    bth_lga_kit_show_result (kit, FALSE, NULL, NULL);
  bth_lga_kit_refresh_end (kit, ready, problem, _("Roll (Alt+R)"));
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaSiegePage *self = BTH_LGA_SIEGE_PAGE (widget);
  BthLgaRules *rules = bth_lga_kit_rules (&self->kit);
  BthLgaSiegeInput in;
  g_autoptr(BthLgaSiege) s = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *modified = NULL;
  g_autofree char *outcome = NULL;
  gboolean morale = adw_combo_row_get_selected (self->purpose_row) == ROLL_MORALE;

  if (rules == NULL)
    return;
  get_input (self, &in);
  s = bth_lga_siege_prepare (rules, &in);
  if (!can_roll (self, s, &in, &problem))
    return;
  records = bth_lga_kit_roll (&self->kit, morale ? _("Besieged garrison's Morale Check [15.54]") : _("Besieged depot's supply trains [15.52]"),
                              _("Siege"));
  if (records == NULL)
    return;
  if (morale)
    {
      int target = bth_lga_kit_spin_value (self->rating_spin) + bth_lga_kit_spin_value (self->bonus_spin);
      modified = g_strdup_printf ("≤ %d", target);
      outcome = g_strdup (self->kit.die.die <= target ? _("Holds") : _("Surrenders"));
    }
  else
    {
      modified = g_strdup_printf ("%d", self->kit.die.die + 2);
      outcome = g_strdup_printf (_("%d supply trains"), self->kit.die.die + 2);
    }
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified, outcome);
  bth_lga_kit_rolled (&self->kit);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_SIEGE_PAGE (page)->kit.state);
}

static void
restore_state (BthPage *page, const char *state)
{
  bth_lga_kit_restore (&BTH_LGA_SIEGE_PAGE (page)->kit, state);
}

static void
session_set (BthPage *page, BthSession *session)
{
  refresh (page);
}

static void
bth_lga_siege_page_finalize (GObject *object)
{
  BthLgaSiegePage *self = BTH_LGA_SIEGE_PAGE (object);

  g_clear_pointer (&self->condition_rows, g_ptr_array_unref);
  bth_lga_kit_clear (&self->kit);
  G_OBJECT_CLASS (bth_lga_siege_page_parent_class)->finalize (object);
}

static void
bth_lga_siege_page_class_init (BthLgaSiegePageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_siege_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "lga-siege.roll", NULL, roll_action);
}

static void
bth_lga_siege_page_init (BthLgaSiegePage *self)
{
  BthLgaRollKit *kit = &self->kit;
  AdwPreferencesGroup *fortress, *assault, *roll;
  const char *fortresses[] = { _("Major fortress (35 SP)"), _("Minor fortress (10 SP)"), NULL };
  const char *depots[] = { _("No depot"), _("A depot marker"), _("Fortified depot city"), NULL };
  const char *purposes[] = { _("The depot's supply trains"), _("The unsupplied garrison's Morale Check"), NULL };
  GtkWidget *row;

  self->condition_rows = g_ptr_array_new ();
  bth_lga_kit_init (kit, BTH_PAGE (self), refresh);
  kit->updating = TRUE;
  fortress = bth_lga_kit_group (kit, _("Siege"), _("Declared in the Siege and Assault Phase [15.51]."));
  self->fortress_row = bth_lga_kit_combo (kit, fortress, "fortress_row", _("Fortress"), fortresses);
  self->depot_row = bth_lga_kit_combo (kit, fortress, "depot_row", _("Depot"), depots);
  self->besiegers_spin = bth_lga_kit_spin (kit, fortress, "besiegers_spin", _("Besiegers' Printed SP"), NULL, 0, 999, 0);
  self->garrison_printed_spin = bth_lga_kit_spin (kit, fortress, "garrison_printed_spin", _("Garrison's Printed SP"),
                                                  _("The fortress does not multiply them here"), 0, 999, 0);
  self->garrison_spin = bth_lga_kit_spin (kit, fortress, "garrison_spin", _("Garrison's SP Now"), NULL, 0, 999, 0);
  self->adjacent_switch = bth_lga_kit_switch (kit, fortress, "adjacent_switch", _("The besiegers are adjacent"), NULL);
  self->inside_switch = bth_lga_kit_switch (kit, fortress, "inside_switch", _("Every enemy unit in the hex is inside the fortress"), NULL);
  self->supplied_switch = bth_lga_kit_switch (kit, fortress, "supplied_switch", _("The besiegers are in supply"), NULL);
  gtk_switch_set_active (self->adjacent_switch, TRUE);
  gtk_switch_set_active (self->inside_switch, TRUE);
  gtk_switch_set_active (self->supplied_switch, TRUE);

  self->conditions_group = bth_lga_kit_group (kit, _("Declaring the Siege"), NULL);
  gtk_widget_set_name (GTK_WIDGET (self->conditions_group), "conditions_group");

  assault = bth_lga_kit_group (kit, _("Assault"), _("A normal battle on the Battle page, with these exceptions [15.4]."));
  row = adw_action_row_new ();
  gtk_widget_set_name (row, "assault_row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Defender's Strength Tripled [15.41]"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (assault, row);
  self->assault_row = ADW_ACTION_ROW (row);

  roll = bth_lga_kit_group (kit, _("What the Die Is For"), NULL);
  self->purpose_row = bth_lga_kit_combo (kit, roll, "purpose_row", _("Roll"), purposes);
  self->rating_spin = bth_lga_kit_spin (kit, roll, "rating_spin", _("Garrison's Morale Rating"), NULL, 0, 9, 0);
  self->bonus_spin = bth_lga_kit_spin (kit, roll, "bonus_spin", _("Morale Bonus of the Leader Inside"), NULL, 0, 9, 0);
  row = adw_action_row_new ();
  gtk_widget_set_name (row, "chance_row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Before the Roll"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (roll, row);
  self->chance_row = ADW_ACTION_ROW (row);

  bth_lga_kit_add_roll (kit, "lga-siege.roll", _("Roll (Alt+R)"));
  kit->updating = FALSE;
  bth_lga_kit_finish (kit);
}
