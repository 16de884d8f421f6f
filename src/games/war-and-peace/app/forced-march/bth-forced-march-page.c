/* bth-forced-march-page.c — the Forced March screen (K): the extra movement points tried,
 * the force's component groups, one die, and what each group may do (K.5).
 *
 * As on the Attrition screen, results are resolved from the entries and the last die
 * whenever either changes.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-forced-march-page.h"
#include "bth-typed-die.h"
#include "bth-entry-list.h"
#include "bth-form.h"
#include "bth-mapboard-choice.h"
#include "bth-form-rules.h"
#include "bth-loss-picker.h"
#include "bth-march-group-row.h"
#include "bth-march-link.h"
#include "bth-game-link.h"

struct _BthForcedMarchPage
{
  BthPage              parent_instance;

  /* Template widgets */
  AdwComboRow         *extra_mp_row;
  AdwActionRow        *unsupplied_row;
  GtkSwitch           *unsupplied_switch;
  AdwActionRow        *winter_row;
  GtkSwitch           *winter_switch;
  AdwComboRow         *mapboard_row;
  AdwPreferencesGroup *groups_group;
  GtkLabel            *problem_label;
  GtkWidget           *roll_button;
  GtkWidget           *result_box;
  GtkLabel            *die_label;
  GtkLabel            *die_caption;
  AdwActionRow        *loss_row;
  GtkLabel            *loss_label;
  GtkBox              *losses_box;
  GtkWidget           *game_link_group;
  AdwActionRow        *game_link_row;

  /* A forced march of a stack of the Leader Display (bth-march-link.h). */
  BthGameLink          from_game;
  BthMarchLink        *link;
  GtkWidget           *picker;     /* the SP lost, or NULL */
  int                 *chosen;     /* per loss line */
  char                *losses_key; /* the loss the picker was made for */

  BthEntryList         group_list;   /* BthMarchGroupRow, in groups_group */
  BthTypedDie          typed_die;   /* the die, rolled or typed at the table */
  char                *state;      /* the entries as of the last change, for undo */
  gboolean             updating;
  gboolean             stale;      /* the entries changed after the roll */
};

G_DEFINE_FINAL_TYPE (BthForcedMarchPage, bth_forced_march_page, BTH_TYPE_PAGE)

static void bth_forced_march_page_refresh (BthForcedMarchPage *self);
static void update_losses (BthForcedMarchPage *self);
static void clear_picker (BthForcedMarchPage *self);

static BthRuleset *
get_rules (BthForcedMarchPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

/* The extra movement points the chart's columns offer; 0 before the rules are known. */
static int
get_extra_mp (BthForcedMarchPage *self)
{
  BthRuleset *rules = get_rules (self);
  const BthForcedMarchTable *t;
  guint selected = adw_combo_row_get_selected (self->extra_mp_row);

  if (rules == NULL)
    return 0;
  t = bth_ruleset_get_forced_march (rules);
  return selected < t->n_columns ? t->extra_mp[selected] : 0;
}

static void
set_extra_mp (BthForcedMarchPage *self,
              int                 extra_mp)
{
  BthRuleset *rules = get_rules (self);
  const BthForcedMarchTable *t;

  if (rules == NULL)
    return;
  t = bth_ruleset_get_forced_march (rules);
  for (guint i = 0; i < t->n_columns; i++)
    if (t->extra_mp[i] == extra_mp)
      adw_combo_row_set_selected (self->extra_mp_row, i);
}

/* The march as the core takes it; free GROUPS with g_free(). */
static void
get_march (BthForcedMarchPage *self,
           BthForcedMarch     *march)
{
  *march = (BthForcedMarch) {
    .extra_mp = get_extra_mp (self),
    .unsupplied = gtk_switch_get_active (self->unsupplied_switch),
    .winter = gtk_switch_get_active (self->winter_switch),
    .mapboard = bth_mapboard_choice_from_index (adw_combo_row_get_selected (self->mapboard_row)),
    .groups = g_new0 (BthMarchGroup, MAX (self->group_list.rows->len, 1)),
    .n_groups = self->group_list.rows->len,
  };
  for (guint i = 0; i < self->group_list.rows->len; i++)
    bth_march_group_row_get_group (g_ptr_array_index (self->group_list.rows, i), &march->groups[i]);
}

static char *
serialize (BthForcedMarchPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  BthForcedMarch march;

  get_march (self, &march);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "extra_mp");
  json_builder_add_int_value (builder, march.extra_mp);
  json_builder_set_member_name (builder, "unsupplied");
  json_builder_add_boolean_value (builder, march.unsupplied);
  json_builder_set_member_name (builder, "winter");
  json_builder_add_boolean_value (builder, march.winter);
  json_builder_set_member_name (builder, "mapboard");
  json_builder_add_int_value (builder, march.mapboard);
  bth_typed_die_save (&self->typed_die, builder);
  bth_game_link_save (&self->from_game, self->link != NULL, builder);
  json_builder_set_member_name (builder, "groups");
  json_builder_begin_array (builder);
  for (guint i = 0; i < march.n_groups; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "sp");
      json_builder_add_int_value (builder, march.groups[i].sp);
      json_builder_set_member_name (builder, "class");
      json_builder_add_int_value (builder, march.groups[i].klass);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  g_free (march.groups);

  return bth_form_json_finish (builder);
}

/* ---- Group rows -------------------------------------------------------------------- */

static BthMarchGroupRow *
append_group (BthForcedMarchPage *self)
{
  BthRuleset *rules = get_rules (self);
  GtkWidget *row;

  if (rules == NULL)
    return NULL;

  row = bth_march_group_row_new (rules);
  bth_entry_list_append (&self->group_list, row);
  return BTH_MARCH_GROUP_ROW (row);
}

static void
remove_group (BthForcedMarchPage *self,
              BthMarchGroupRow *row)
{
  bth_entry_list_remove (&self->group_list, GTK_WIDGET (row));
}

/* ---- Results ----------------------------------------------------------------------- */

/* Why the players cannot roll yet, or NULL. */
static char *
validate (BthForcedMarchPage *self)
{
  char *problem = NULL;
  BthForcedMarch march;

  for (guint i = 0; i < self->group_list.rows->len; i++)
    {
      BthMarchGroupRow *row = g_ptr_array_index (self->group_list.rows, i);
      const char *reason = bth_march_group_row_validate (row);

      if (reason != NULL && problem == NULL)
        /* Translators: "Group 2: A group needs at least one strength point" */
        problem = g_strdup_printf (_("%s: %s"),
                                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                   reason);
    }
  if (problem == NULL && self->group_list.rows->len == 0)
    problem = g_strdup (_("A leader may never force march alone (K.4): add a group"));
  if (problem == NULL && self->typed_die.error != NULL)
    problem = g_strdup (self->typed_die.error);

  /* The core's own check as well, so nothing it refuses reaches it. */
  get_march (self, &march);
  if (problem == NULL && !bth_forced_march_validate (&march, NULL))
    problem = g_strdup (_("An entry is out of range"));
  g_free (march.groups);
  return problem;
}

static void
bth_forced_march_page_refresh (BthForcedMarchPage *self)
{
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  gboolean resolved = rules != NULL && self->typed_die.die > 0 && problem == NULL;
  BthForcedMarchResult result = { 0 };
  BthForcedMarch march;

  /* A bad typed die does not make the last result wrong. */
  if (!resolved && rules != NULL && self->typed_die.die > 0 && self->typed_die.error != NULL)
    {
      g_autofree char *saved = g_steal_pointer (&self->typed_die.error);
      g_autofree char *entries_problem = validate (self);

      resolved = entries_problem == NULL;
      self->typed_die.error = g_steal_pointer (&saved);
    }

  get_march (self, &march);
  if (resolved)
    bth_forced_march_resolve (rules, &march, self->typed_die.die, &result);
  for (guint i = 0; i < self->group_list.rows->len; i++)
    bth_march_group_row_show_result (g_ptr_array_index (self->group_list.rows, i),
                                     resolved ? &result.groups[i] : NULL);

  gtk_widget_set_visible (self->result_box, resolved);
  if (resolved)
    {
      g_autofree char *die = g_strdup_printf ("%d", self->typed_die.die);
      g_autofree char *loss = g_strdup_printf ("%d", result.loss);
      g_autofree char *explanation = NULL;

      gtk_label_set_text (self->die_label, die);
      gtk_label_set_text (self->die_caption, bth_typed_die_caption (&self->typed_die));
      gtk_label_set_text (self->loss_label, loss);
      if (result.loss_group >= 0)
        {
          BthMarchGroupRow *row = g_ptr_array_index (self->group_list.rows, result.loss_group);

          /* Translators: e.g. "One strength point of Group 2 (French): an asterisk costs the whole force one SP (K.3.c)" */
          explanation = g_strdup_printf (_("One strength point of %s (%s): an asterisk costs the whole force one SP (K.3.c)"),
                                         adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                         bth_march_group_row_get_class_name (row));
        }
      adw_action_row_set_subtitle (self->loss_row,
                                   explanation != NULL ? explanation : _("No asterisk: no loss"));
    }
  bth_forced_march_result_clear (&result);
  g_free (march.groups);

  bth_form_show_roll_problem (GTK_WIDGET (self), "forced-march.roll", problem == NULL, self->roll_button,
                              self->problem_label, problem, _("Roll one die for the whole force"));
  bth_typed_die_show_error (&self->typed_die);

  g_free (self->state);
  self->state = serialize (self);
  /* An entry changed after the roll: no result from the old die (the stale mark says so). */
  self->stale = bth_page_roll_is_stale (BTH_PAGE (self), self->typed_die.die > 0);
  if (self->stale)
    gtk_widget_set_visible (self->result_box, FALSE);
  update_losses (self);
  bth_form_tidy_keyboard (GTK_WIDGET (self));
}

/* ---- Entries ----------------------------------------------------------------------- */

static void
entry_changed (BthForcedMarchPage *self,
               const char         *merge_key)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), merge_key);
  bth_forced_march_page_refresh (self);
}

static void
on_extra_mp_changed (BthForcedMarchPage *self)
{
  entry_changed (self, "extra-mp");
}

static void
on_unsupplied_changed (BthForcedMarchPage *self)
{
  entry_changed (self, "unsupplied");
}

static void
on_winter_changed (BthForcedMarchPage *self)
{
  entry_changed (self, "winter");
}

static void
on_mapboard_changed (BthForcedMarchPage *self)
{
  entry_changed (self, "mapboard");
}

static void
on_typed_die_changed (BthForcedMarchPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  bth_typed_die_check (&self->typed_die);
  bth_forced_march_page_refresh (self);
}

static void
add_group_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (widget);
  BthMarchGroupRow *row;

  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  row = append_group (self);
  self->updating = FALSE;
  bth_forced_march_page_refresh (self);
  /* Straight to the new group's first entry, its kind of units. */
  if (row != NULL)
    bth_march_group_row_focus_first (row);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (widget);
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GString) modified = g_string_new (NULL);
  g_autoptr(GString) outcome = g_string_new (NULL);
  BthForcedMarchResult result = { 0 };
  BthForcedMarch march;
  int die;

  if (rules == NULL || problem != NULL)
    return;
  records = bth_typed_die_roll (&self->typed_die, BTH_PAGE (self), _("Forced march (K.3)"), _("Forced March"),
                                &self->updating);
  bth_forced_march_page_refresh (self);
  if (records == NULL)
    return;
  die = self->typed_die.die;

  get_march (self, &march);
  bth_forced_march_resolve (rules, &march, die, &result);
  for (guint i = 0; i < result.n_groups; i++)
    {
      g_string_append_printf (modified, i > 0 ? ", %d" : "%d", result.groups[i].modified_die);
      if (i > 0)
        g_string_append (outcome, ", ");
      g_string_append_printf (outcome, result.groups[i].starred ? _("+%d MP*") : _("+%d MP"),
                              result.groups[i].extra_mp);
    }
  /* Translators: appended to the groups' extra movement points in the dice log */
  g_string_append_printf (outcome, ngettext ("; %d SP lost", "; %d SP lost", result.loss), result.loss);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified->str, outcome->str);
  bth_forced_march_result_clear (&result);
  g_free (march.groups);
  /* The result comes into view by itself. */
  bth_page_reveal (BTH_PAGE (self), self->result_box);
}

/* ---- From the Leader Display --------------------------------------------------------- */

/* The march's result with the last die; FALSE before the roll or with bad entries. */
static gboolean
link_result (BthForcedMarchPage *self,
             int                *loss,
             int                *loss_class)
{
  BthRuleset *rules = get_rules (self);
  BthForcedMarchResult result = { 0 };
  BthForcedMarch march;
  gboolean ok;

  get_march (self, &march);
  ok = rules != NULL && self->typed_die.die > 0 && !self->stale && bth_forced_march_validate (&march, NULL);
  for (guint i = 0; ok && i < self->group_list.rows->len; i++)
    ok = bth_march_group_row_validate (g_ptr_array_index (self->group_list.rows, i)) == NULL;
  if (ok)
    {
      bth_forced_march_resolve (rules, &march, self->typed_die.die, &result);
      *loss = result.loss;
      *loss_class = result.loss_group >= 0 ? (int) march.groups[result.loss_group].klass : -1;
      bth_forced_march_result_clear (&result);
    }
  g_free (march.groups);
  return ok;
}

/* Why the loss cannot be recorded yet, or NULL. */
static char *
link_problem (BthForcedMarchPage *self)
{
  int loss = 0, loss_class = -1;
  char *problem;

  if (self->from_game.recorded)
    return g_strdup (_("Recorded in the game."));
  if (self->typed_die.die == 0)
    return g_strdup (_("Choose the extra movement points, roll, then record the result."));
  if (self->stale)
    return g_strdup (_("The entries changed after the roll: roll again, or Ctrl+Z to go back."));
  if (!link_result (self, &loss, &loss_class))
    return g_strdup (_("Correct the entries first."));
  if (self->picker != NULL)
    bth_loss_picker_get (self->picker, self->chosen);
  problem = bth_loss_lines_check (self->link->lines, self->chosen, loss, FALSE);
  if (self->picker != NULL)
    bth_loss_picker_set_status (self->picker,
                                _("An asterisk costs the whole force one strength point (K.3.c)."),
                                problem);
  return problem;
}

static void
update_link (BthForcedMarchPage *self)
{
  g_autofree char *problem = NULL;
  g_autofree char *what = NULL;

  if (self->link != NULL)
    {
      problem = link_problem (self);
      /* Translators: a stack id */
      what = g_strdup_printf (_("Stack %s."), self->link->stack);
    }
  bth_game_link_show (self->game_link_group, self->game_link_row, self->link != NULL, what, problem,
                      BTH_PAGE (self), "forced-march.record-in-game");
}

static void
on_loss_changed (BthForcedMarchPage *self)
{
  update_link (self);
}

static void
clear_picker (BthForcedMarchPage *self)
{
  if (self->picker != NULL)
    gtk_box_remove (self->losses_box, self->picker);
  self->picker = NULL;
  g_clear_pointer (&self->chosen, g_free);
  g_clear_pointer (&self->losses_key, g_free);
}

/* After each change: the picker, made afresh with a suggestion from the group with the
 * asterisk only when the loss or that group changed. */
static void
update_losses (BthForcedMarchPage *self)
{
  g_autofree char *key = NULL;
  int loss = 0, loss_class = -1;

  if (self->losses_box == NULL)
    return;
  if (self->link == NULL || self->from_game.recorded || self->typed_die.die == 0 || !link_result (self, &loss, &loss_class))
    {
      if (!self->from_game.recorded)
        clear_picker (self);
    }
  else if (g_strcmp0 ((key = g_strdup_printf ("%d/%d", loss, loss_class)), self->losses_key) != 0)
    {
      clear_picker (self);
      self->losses_key = g_steal_pointer (&key);
      self->chosen = g_new0 (int, MAX (self->link->lines->len, 1));
      bth_loss_lines_suggest (self->link->lines, loss, FALSE, loss_class, self->chosen);
      if (loss > 0)
        {
          self->picker = bth_loss_picker_new (self->from_game.game, _("Choose the Strength Point Lost"), "march-losses",
                                              self->link->lines, self->chosen,
                                              G_CALLBACK (on_loss_changed), self);
          gtk_box_append (self->losses_box, self->picker);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->losses_box), self->picker != NULL);
  update_link (self);
}

static void
record_in_game_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (widget);
  g_autofree char *problem = NULL;
  g_autoptr(GArray) losses = NULL;
  g_autoptr(GError) error = NULL;
  BthStackLosses stack;
  BthForcedMarch march;
  gboolean ok;

  if (self->link == NULL || self->from_game.game == NULL)
    return;
  if ((problem = link_problem (self)) != NULL)
    {
      bth_page_toast (BTH_PAGE (self), problem);
      return;
    }
  losses = bth_loss_lines_for_stack (self->link->lines, self->chosen, self->link->stack);
  stack = (BthStackLosses) { self->link->stack, losses };
  get_march (self, &march);
  ok = bth_game_record_forced_march (self->from_game.game, self->typed_die.die, self->typed_die.typed, &march, &stack, &error);
  g_free (march.groups);
  if (!ok)
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  bth_game_link_set_recorded (&self->from_game, BTH_PAGE (self));
  update_link (self);
}

void
bth_forced_march_page_start_from_game (BthForcedMarchPage *self,
                                       BthGame            *game,
                                       const char         *stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthMarchLink) link = NULL;

  g_return_if_fail (BTH_IS_FORCED_MARCH_PAGE (self));
  g_return_if_fail (BTH_IS_GAME (game));

  if (get_rules (self) == NULL)
    return;
  link = bth_march_link_new (game, stack, &error);
  if (link == NULL)
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  /* The page's entries before are one undo step away. */
  bth_game_link_start (&self->from_game, BTH_PAGE (self), game);
  g_clear_pointer (&self->link, bth_march_link_free);
  self->link = g_steal_pointer (&link);
  clear_picker (self);

  self->updating = TRUE;
  while (self->group_list.rows->len > 0)
    remove_group (self, g_ptr_array_index (self->group_list.rows, 0));
  for (guint i = 0; i < self->link->n_groups; i++)
    {
      BthMarchGroupRow *row = append_group (self);

      if (row == NULL)
        break;
      bth_march_group_row_set_group (row, &self->link->groups[i]);
    }
  gtk_switch_set_active (self->unsupplied_switch, self->link->unsupplied);
  adw_combo_row_set_selected (self->mapboard_row, bth_mapboard_choice_to_index (self->link->mapboard));
  /* K.5.e from the players' winter months; as entered while they have not given them. */
  if (self->link->winter_known)
    gtk_switch_set_active (self->winter_switch, self->link->winter);
  gtk_editable_set_text (GTK_EDITABLE (self->typed_die.row), "");
  bth_typed_die_forget (&self->typed_die);
  self->updating = FALSE;
  bth_forced_march_page_refresh (self);
}

/* ---- BthPage ----------------------------------------------------------------------- */

static void
set_subtitle (AdwActionRow              *row,
              const BthForcedMarchTable *t,
              const char                *id)
{
  g_autofree char *text = bth_form_modifier_def_text (t->modifiers, t->n_modifiers, id);

  adw_action_row_set_subtitle (row, text);
}

static void
bth_forced_march_page_session_set (BthPage    *page,
                                   BthSession *session)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);
  const BthForcedMarchTable *t;
  const BthModifierDef *mapboard;
  g_autoptr(GtkStringList) columns = gtk_string_list_new (NULL);

  if (rules == NULL)
    return;

  t = bth_ruleset_get_forced_march (rules);
  for (guint i = 0; i < t->n_columns; i++)
    {
      g_autofree char *label = g_strdup_printf ("%d", t->extra_mp[i]);
      gtk_string_list_append (columns, label);
    }
  set_subtitle (self->unsupplied_row, t, "unsupplied");
  set_subtitle (self->winter_row, t, "winter");
  mapboard = bth_modifier_find (t->modifiers, t->n_modifiers, "mapboard_1_or_4");
  if (mapboard != NULL)
    {
      g_autofree char *value = bth_form_signed (mapboard->value);
      g_autofree char *text = NULL;

      /* Translators: a modifier, its chart wording and rule, e.g. "+1 All units in Russia (4) (K.5.d)" */
      text = g_strdup_printf (_("%s %s (%s)"), value, mapboard->reason, mapboard->rule);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mapboard_row), text);
    }

  self->updating = TRUE;
  adw_combo_row_set_model (self->extra_mp_row, G_LIST_MODEL (columns));
  adw_combo_row_set_selected (self->extra_mp_row, 0);
  while (self->group_list.rows->len > 0)
    remove_group (self, g_ptr_array_index (self->group_list.rows, 0));
  append_group (self);
  self->updating = FALSE;
  bth_forced_march_page_refresh (self);
}

static char *
bth_forced_march_page_save_state (BthPage *page)
{
  return g_strdup (BTH_FORCED_MARCH_PAGE (page)->state);
}

static void
bth_forced_march_page_restore_state (BthPage    *page,
                                     const char *state)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);
  JsonArray *groups;
  guint n;

  if (root == NULL)
    return;
  groups = json_object_has_member (root, "groups") ? json_object_get_array_member (root, "groups") : NULL;
  n = groups != NULL ? json_array_get_length (groups) : 0;

  self->updating = TRUE;
  set_extra_mp (self, bth_form_json_int (root, "extra_mp", 0));
  gtk_switch_set_active (self->unsupplied_switch, bth_form_json_bool (root, "unsupplied", FALSE));
  gtk_switch_set_active (self->winter_switch, bth_form_json_bool (root, "winter", FALSE));
  adw_combo_row_set_selected (self->mapboard_row,
                              bth_mapboard_choice_to_index (bth_form_json_int (root, "mapboard", 0)));
  bth_typed_die_restore (&self->typed_die, root);
  /* Entries from before the stack came from the Leader Display are the players' own. */
  if (self->link != NULL && bth_game_link_is_older (&self->from_game, root))
    {
      g_clear_pointer (&self->link, bth_march_link_free);
      bth_game_link_clear (&self->from_game);
      clear_picker (self);
    }

  while (self->group_list.rows->len > n)
    remove_group (self, g_ptr_array_index (self->group_list.rows, self->group_list.rows->len - 1));
  while (self->group_list.rows->len < n && append_group (self) != NULL)
    ;
  for (guint i = 0; i < MIN (n, self->group_list.rows->len); i++)
    {
      JsonNode *node = json_array_get_element (groups, i);
      JsonObject *g = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      int klass = bth_form_json_int (g, "class", BTH_MARCH_OTHER);
      BthMarchGroup group = {
        .sp = bth_form_json_int (g, "sp", 1),
        .klass = klass >= BTH_MARCH_FRENCH_GUARD && klass <= BTH_MARCH_OTHER ? klass : BTH_MARCH_OTHER,
      };

      bth_march_group_row_set_group (g_ptr_array_index (self->group_list.rows, i), &group);
    }
  self->updating = FALSE;
  bth_forced_march_page_refresh (self);
}

static void
bth_forced_march_page_dispose (GObject *object)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (object);

  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_FORCED_MARCH_PAGE);
  g_clear_pointer (&self->group_list.rows, g_ptr_array_unref);
  self->picker = NULL;
  self->losses_box = NULL;
  g_clear_pointer (&self->link, bth_march_link_free);
  bth_game_link_clear (&self->from_game);

  G_OBJECT_CLASS (bth_forced_march_page_parent_class)->dispose (object);
}

static void
bth_forced_march_page_finalize (GObject *object)
{
  BthForcedMarchPage *self = BTH_FORCED_MARCH_PAGE (object);

  g_free (self->state);
  bth_typed_die_clear (&self->typed_die);
  g_free (self->chosen);
  g_free (self->losses_key);

  G_OBJECT_CLASS (bth_forced_march_page_parent_class)->finalize (object);
}

static void
bth_forced_march_page_class_init (BthForcedMarchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_forced_march_page_dispose;
  object_class->finalize = bth_forced_march_page_finalize;

  page_class->session_set = bth_forced_march_page_session_set;
  page_class->save_state = bth_forced_march_page_save_state;
  page_class->restore_state = bth_forced_march_page_restore_state;

  g_type_ensure (BTH_TYPE_MARCH_GROUP_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-forced-march-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, extra_mp_row);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, unsupplied_row);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, unsupplied_switch);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, winter_row);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, winter_switch);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, mapboard_row);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, groups_group);
  gtk_widget_class_bind_template_child_full (widget_class, "typed_die_row", FALSE,
                                             G_STRUCT_OFFSET (BthForcedMarchPage, typed_die.row));
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, die_label);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, die_caption);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, loss_row);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, loss_label);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, losses_box);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, game_link_group);
  gtk_widget_class_bind_template_child (widget_class, BthForcedMarchPage, game_link_row);
  gtk_widget_class_bind_template_callback (widget_class, on_extra_mp_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_unsupplied_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_winter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_mapboard_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);

  gtk_widget_class_install_action (widget_class, "forced-march.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "forced-march.add-group", NULL, add_group_action);
  gtk_widget_class_install_action (widget_class, "forced-march.record-in-game", NULL, record_in_game_action);
}

static void
bth_forced_march_page_init (BthForcedMarchPage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_box);
  self->updating = FALSE;
  bth_entry_list_init (&self->group_list, BTH_PAGE (self), self->groups_group, "group", &self->updating,
                       (void (*) (BthPage *)) bth_forced_march_page_refresh);

  bth_page_activate_on_enter (BTH_PAGE (self),
                              GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->typed_die.row))),
                              "forced-march.roll");
  bth_forced_march_page_refresh (self);
}
