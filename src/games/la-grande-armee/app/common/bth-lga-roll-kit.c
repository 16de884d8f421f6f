/* bth-lga-roll-kit.c — what La Grande Armée's one-die pages share.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-form.h"
#include "bth-lga-roll-kit.h"
#include "bth-lga-rows.h"
#include "bth-lga-readings.h"
#include "bth-session.h"

BthLgaRules *
bth_lga_kit_rules (BthLgaRollKit *kit)
{
  BthSession *session = bth_page_get_session (kit->page);
  gpointer rules = session != NULL ? bth_session_get_ruleset (session) : NULL;

  return rules != NULL && BTH_IS_LGA_RULES (rules) ? rules : NULL;
}

void
bth_lga_kit_init (BthLgaRollKit *kit, BthPage *page, void (*refresh) (BthPage *page))
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  kit->page = page;
  kit->refresh = refresh;
  kit->inputs = g_ptr_array_new ();
  kit->explain_rows = g_ptr_array_new ();
  kit->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (kit->box, 24);
  gtk_widget_set_margin_bottom (kit->box, 24);
  gtk_widget_set_margin_start (kit->box, 12);
  gtk_widget_set_margin_end (kit->box, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), kit->box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  adw_bin_set_child (ADW_BIN (page), scrolled);
}

void
bth_lga_kit_clear (BthLgaRollKit *kit)
{
  g_clear_pointer (&kit->inputs, g_ptr_array_unref);
  g_clear_pointer (&kit->explain_rows, g_ptr_array_unref);
  g_clear_pointer (&kit->state, g_free);
  bth_typed_die_clear (&kit->die);
}

AdwPreferencesGroup *
bth_lga_kit_group (BthLgaRollKit *kit, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (kit->box), group);
  return ADW_PREFERENCES_GROUP (group);
}

void
bth_lga_kit_append (BthLgaRollKit *kit, GtkWidget *widget)
{
  gtk_box_append (GTK_BOX (kit->box), widget);
}

/* ---- inputs ---------------------------------------------------------------------------- */

static void
input_changed (BthLgaRollKit *kit, GtkWidget *input)
{
  if (kit->updating || bth_page_is_restoring (kit->page))
    return;
  bth_page_remember (kit->page, gtk_widget_get_name (input));
  kit->refresh (kit->page);
  /* The answer follows the entries: its verdict comes into view below the input changed,
   * which stays in view (the keyboard is there). */
  if (kit->reveal_on_change && gtk_widget_get_visible (kit->result_box))
    {
      GtkWidget *row = gtk_widget_get_ancestor (input, ADW_TYPE_PREFERENCES_ROW);

      bth_lga_reveal_span (GTK_WIDGET (kit->page), row != NULL ? row : input,
                           gtk_widget_get_parent (GTK_WIDGET (kit->verdict_label)));
    }
}

/* -1 is "not given" where the spin starts there. */
static gboolean
on_spin_output (GtkSpinButton *spin, gpointer data)
{
  if (gtk_spin_button_get_value_as_int (spin) >= 0)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (spin), "—");
  return TRUE;
}

static void
on_spin_changed (GtkSpinButton *spin, BthLgaRollKit *kit)
{
  input_changed (kit, GTK_WIDGET (spin));
}

static void
on_switch_changed (GtkSwitch *sw, GParamSpec *pspec, BthLgaRollKit *kit)
{
  input_changed (kit, GTK_WIDGET (sw));
}

static void
on_combo_changed (AdwComboRow *row, GParamSpec *pspec, BthLgaRollKit *kit)
{
  input_changed (kit, GTK_WIDGET (row));
}

static GtkWidget *
action_row (AdwPreferencesGroup *group, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (group, row);
  return row;
}

GtkSpinButton *
bth_lga_kit_spin (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                  const char *title, const char *subtitle, int min, int max, int value)
{
  GtkWidget *row = action_row (group, title, subtitle);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_name (spin, name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  if (min < 0)
    {
      g_signal_connect (spin, "output", G_CALLBACK (on_spin_output), NULL);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), FALSE);
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      gtk_widget_set_tooltip_text (spin, _("— : not given"));
    }
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_changed), kit);
  g_ptr_array_add (kit->inputs, spin);
  return GTK_SPIN_BUTTON (spin);
}

GtkSwitch *
bth_lga_kit_switch (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                    const char *title, const char *subtitle)
{
  GtkWidget *row = action_row (group, title, subtitle);
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_switch_changed), kit);
  g_ptr_array_add (kit->inputs, sw);
  return GTK_SWITCH (sw);
}

AdwComboRow *
bth_lga_kit_combo (BthLgaRollKit *kit, AdwPreferencesGroup *group, const char *name,
                   const char *title, const char * const *items)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (items);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_preferences_group_add (group, row);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_changed), kit);
  g_ptr_array_add (kit->inputs, row);
  return ADW_COMBO_ROW (row);
}

int
bth_lga_kit_spin_value (GtkSpinButton *spin)
{
  return bth_form_spin_get (spin);
}

/* ---- the roll ----------------------------------------------------------------------------- */

static void
on_typed_die_changed (BthLgaRollKit *kit)
{
  if (kit->updating || bth_page_is_restoring (kit->page))
    return;
  bth_page_remember (kit->page, "typed-die");
  bth_typed_die_check (&kit->die);
  kit->refresh (kit->page);
}

void
bth_lga_kit_add_roll (BthLgaRollKit *kit, const char *action, const char *ready_tooltip)
{
  AdwPreferencesGroup *group = bth_lga_kit_group (kit, _("Roll"), _("Type the die rolled at the table and press Enter, or leave it empty and Berthier rolls it."));
  GtkWidget *entry = adw_entry_row_new ();
  GtkWidget *problem = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Roll"));

  kit->action = action;
  gtk_widget_set_name (entry, "typed_die_row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Die Rolled at the Table"));
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (entry), GTK_INPUT_PURPOSE_DIGITS);
  adw_preferences_group_add (group, entry);
  kit->die.row = ADW_ENTRY_ROW (entry);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (on_typed_die_changed), kit);
  /* Ctrl+Z in the empty entry (the focus stays there after a roll) is the window's undo
   * (bth-window.c): it takes back the last roll, not the die the roll used up. */
  bth_page_activate_on_enter (kit->page, entry, action);

  gtk_widget_set_name (problem, "problem_label");
  gtk_widget_set_visible (problem, FALSE);
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_justify (GTK_LABEL (problem), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (problem, "error");
  bth_lga_kit_append (kit, problem);
  kit->problem_label = GTK_LABEL (problem);

  gtk_widget_set_name (button, "roll_button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, ready_tooltip);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  bth_lga_kit_append (kit, button);
  kit->roll_button = button;

  bth_lga_kit_add_result (kit);
  bth_page_place_stale_mark (kit->page, kit->result_box);
}

void
bth_lga_kit_add_result (BthLgaRollKit *kit)
{
  GtkWidget *verdict = gtk_label_new (NULL), *caption = gtk_label_new (NULL);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *explain = adw_preferences_group_new ();

  kit->result_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (kit->result_box, "result_box");
  gtk_widget_set_visible (kit->result_box, FALSE);
  gtk_widget_set_name (verdict, "verdict_label");
  gtk_label_set_wrap (GTK_LABEL (verdict), TRUE);
  gtk_label_set_justify (GTK_LABEL (verdict), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (verdict, "title-1");
  gtk_widget_set_name (caption, "caption_label");
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (head), verdict);
  gtk_box_append (GTK_BOX (head), caption);
  gtk_box_append (GTK_BOX (kit->result_box), head);
  gtk_widget_set_name (explain, "explain_group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (explain), _("Why"));
  gtk_box_append (GTK_BOX (kit->result_box), explain);
  bth_lga_kit_append (kit, kit->result_box);
  kit->verdict_label = GTK_LABEL (verdict);
  kit->caption_label = GTK_LABEL (caption);
  kit->explain_group = ADW_PREFERENCES_GROUP (explain);
}

/* Rows that only show something are no Tab stops. */
static void
quiet_rows (GtkWidget *root)
{
  if (ADW_IS_ACTION_ROW (root) && !ADW_IS_COMBO_ROW (root)
      && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (root)) == NULL)
    bth_lga_kit_quiet_row (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    quiet_rows (child);
}

void
bth_lga_kit_quiet_row (GtkWidget *row)
{
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
}

void
bth_lga_kit_finish (BthLgaRollKit *kit)
{
  quiet_rows (GTK_WIDGET (kit->page));
  bth_form_tidy_keyboard (GTK_WIDGET (kit->page));
  kit->refresh (kit->page);
}

void
bth_lga_kit_refresh_end (BthLgaRollKit *kit, gboolean can_roll, const char *problem, const char *ready_tooltip)
{
  if (kit->roll_button != NULL)
    {
      const char *shown = kit->die.error != NULL ? kit->die.error : problem;

      bth_form_show_roll_problem (GTK_WIDGET (kit->page), kit->action,
                                  can_roll && kit->die.error == NULL && bth_lga_kit_rules (kit) != NULL,
                                  kit->roll_button, kit->problem_label, shown, ready_tooltip);
      bth_typed_die_show_error (&kit->die);
    }
  g_free (kit->state);
  kit->state = bth_lga_kit_save (kit);
  /* An input changed after the roll: the die gave what the Dice Log says for the inputs it
   * was rolled with, not a result for these (the stale mark says so). */
  if (kit->roll_button != NULL && bth_page_roll_is_stale (kit->page, kit->die.die > 0))
    gtk_widget_set_visible (kit->result_box, FALSE);
}

void
bth_lga_kit_show_result (BthLgaRollKit *kit, gboolean shown, const char *verdict, const char *caption)
{
  gtk_widget_set_visible (kit->result_box, shown);
  gtk_label_set_text (kit->verdict_label, verdict != NULL ? verdict : "");
  gtk_label_set_text (kit->caption_label, caption != NULL ? caption : "");
  gtk_widget_set_visible (GTK_WIDGET (kit->caption_label), caption != NULL && *caption != '\0');
}

void
bth_lga_kit_explain_reset (BthLgaRollKit *kit)
{
  for (guint i = 0; i < kit->explain_rows->len; i++)
    adw_preferences_group_remove (kit->explain_group, g_ptr_array_index (kit->explain_rows, i));
  g_ptr_array_set_size (kit->explain_rows, 0);
}

void
bth_lga_kit_explain_line (BthLgaRollKit *kit, const char *value, const char *text, const char *rule)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("explain-%u", kit->explain_rows->len + 1);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (value != NULL)
    {
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_set_name (label, "value");
      gtk_label_set_width_chars (GTK_LABEL (label), 3);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
    }
  if (rule != NULL)
    {
      GtkWidget *label = gtk_label_new (rule);

      gtk_widget_set_name (label, "rule");
      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  bth_lga_kit_quiet_row (row);
  adw_preferences_group_add (kit->explain_group, row);
  g_ptr_array_add (kit->explain_rows, row);
}

void
bth_lga_kit_explain_modifiers (BthLgaRollKit *kit, GArray *modifiers)
{
  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    {
      BthModifier *m = &g_array_index (modifiers, BthModifier, i);
      g_autofree char *value = bth_form_signed (m->value);

      bth_lga_kit_explain_line (kit, value, m->reason, m->rule);
    }
}

void
bth_lga_kit_explain_ruled (BthLgaRollKit *kit, const char *ruled_text)
{
  const char *close = ruled_text[0] == '[' ? strchr (ruled_text, ']') : NULL;
  const char *open = strrchr (ruled_text, '[');

  /* "text [16.12, 16.23]": the rule at the end. */
  if (close == NULL && open != NULL && open > ruled_text && g_str_has_suffix (ruled_text, "]"))
    {
      g_autofree char *text = g_strndup (ruled_text, open - ruled_text);
      bth_lga_kit_explain_line (kit, NULL, g_strchomp (text), open);
      return;
    }
  if (close == NULL)
    {
      bth_lga_kit_explain_line (kit, NULL, ruled_text, NULL);
      return;
    }
  {
    g_autofree char *rule = g_strndup (ruled_text, close - ruled_text + 1);
    bth_lga_kit_explain_line (kit, NULL, g_strchug ((char *) close + 1), rule);
  }
}

GPtrArray *
bth_lga_kit_roll (BthLgaRollKit *kit, const char *purpose, const char *log_title)
{
  GPtrArray *records;

  if (bth_lga_kit_rules (kit) == NULL)
    return NULL;
  records = bth_typed_die_roll (&kit->die, kit->page, purpose, log_title, &kit->updating);
  if (records == NULL)
    kit->refresh (kit->page);
  return records;
}

void
bth_lga_kit_rolled (BthLgaRollKit *kit)
{
  kit->refresh (kit->page);
  bth_page_reveal (kit->page, kit->result_box);
}

/* ---- state -------------------------------------------------------------------------------- */

char *
bth_lga_kit_save (BthLgaRollKit *kit)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  for (guint i = 0; i < kit->inputs->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (kit->inputs, i);

      json_builder_set_member_name (builder, gtk_widget_get_name (w));
      if (GTK_IS_SPIN_BUTTON (w))
        json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)));
      else if (GTK_IS_SWITCH (w))
        json_builder_add_boolean_value (builder, gtk_switch_get_active (GTK_SWITCH (w)));
      else
        json_builder_add_int_value (builder, adw_combo_row_get_selected (ADW_COMBO_ROW (w)));
    }
  if (kit->die.row != NULL)
    bth_typed_die_save (&kit->die, builder);
  json_builder_end_object (builder);
  return bth_form_json_finish (builder);
}

void
bth_lga_kit_restore (BthLgaRollKit *kit, const char *state)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;
  kit->updating = TRUE;
  for (guint i = 0; i < kit->inputs->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (kit->inputs, i);
      const char *name = gtk_widget_get_name (w);

      if (!json_object_has_member (root, name))
        continue;
      if (GTK_IS_SPIN_BUTTON (w))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), bth_form_json_int (root, name, 0));
      else if (GTK_IS_SWITCH (w))
        gtk_switch_set_active (GTK_SWITCH (w), bth_form_json_bool (root, name, FALSE));
      else
        {
          int selected = bth_form_json_int (root, name, 0);
          GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (w));

          if (selected >= 0 && model != NULL && (guint) selected < g_list_model_get_n_items (model))
            adw_combo_row_set_selected (ADW_COMBO_ROW (w), selected);
        }
    }
  if (kit->die.row != NULL)
    bth_typed_die_restore (&kit->die, root);
  kit->updating = FALSE;
  kit->refresh (kit->page);
}

char *
bth_lga_kit_percent (double probability)
{
  double percent = probability * 100.0;

  if (ABS (percent - (int) (percent + 0.5)) < 0.05)
    return g_strdup_printf ("%d %%", (int) (percent + 0.5));
  return g_strdup_printf ("%.1f %%", percent);
}

const BthLgaOptions *
bth_lga_kit_options (BthLgaRollKit *kit)
{
  kit->options = bth_lga_readings_options (bth_page_get_session (kit->page));
  return &kit->options;
}

void
bth_lga_kit_watch_readings (BthLgaRollKit *kit, BthSession *session)
{
  bth_lga_readings_watch (kit->page, session, kit->refresh);
}
