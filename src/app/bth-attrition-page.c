/* bth-attrition-page.c — the Attrition screen (G): the active player's hexes, one die for
 * all of them, and each hex's modified roll, loss and cavalry requirement.
 *
 * The entries are the truth: results are resolved from them and the last die whenever
 * either changes, so a corrected entry after the roll shows what that die really gives.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-hex-row.h"
#include "bth-attrition-page.h"
#include "bth-form.h"

struct _BthAttritionPage
{
  BthPage              parent_instance;

  /* Template widgets */
  GtkSwitch           *winter_switch;
  AdwActionRow        *winter_row;
  AdwPreferencesGroup *hexes_group;
  AdwEntryRow         *typed_die_row;
  GtkLabel            *problem_label;
  GtkWidget           *roll_button;
  GtkWidget           *die_box;
  GtkLabel            *die_label;
  GtkLabel            *die_caption;
  GtkLabel            *total_label;

  GPtrArray           *hexes;      /* BthAttritionHexRow, owned by hexes_group */
  int                  die;        /* 0 = not rolled yet */
  gboolean             die_typed;
  char                *typed_error;
  char                *state;      /* the entries as of the last change, for undo */
  gboolean             updating;
};

G_DEFINE_FINAL_TYPE (BthAttritionPage, bth_attrition_page, BTH_TYPE_PAGE)

static void bth_attrition_page_refresh (BthAttritionPage *self);

static BthRuleset *
get_rules (BthAttritionPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static char *
serialize (BthAttritionPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "winter");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->winter_switch));
  json_builder_set_member_name (builder, "typed_die");
  json_builder_add_string_value (builder, gtk_editable_get_text (GTK_EDITABLE (self->typed_die_row)));
  json_builder_set_member_name (builder, "die");
  json_builder_add_int_value (builder, self->die);
  json_builder_set_member_name (builder, "die_typed");
  json_builder_add_boolean_value (builder, self->die_typed);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->hexes->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hexes, i);
      BthAttritionHex hex;

      bth_attrition_hex_row_get_hex (row, &hex);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, bth_attrition_hex_row_get_name (row));
      json_builder_set_member_name (builder, "sp");
      json_builder_add_int_value (builder, hex.sp);
      json_builder_set_member_name (builder, "cavalry");
      json_builder_add_int_value (builder, hex.cavalry);
      json_builder_set_member_name (builder, "all_french");
      json_builder_add_boolean_value (builder, hex.all_french);
      json_builder_set_member_name (builder, "all_home");
      json_builder_add_boolean_value (builder, hex.all_home);
      json_builder_set_member_name (builder, "unsupplied");
      json_builder_add_boolean_value (builder, hex.unsupplied);
      json_builder_set_member_name (builder, "mapboard");
      json_builder_add_int_value (builder, hex.mapboard);
      json_builder_set_member_name (builder, "siege_marker");
      json_builder_add_int_value (builder, hex.siege_marker);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return bth_form_json_finish (builder);
}

/* ---- Hex rows ---------------------------------------------------------------------- */

static void
renumber_hexes (BthAttritionPage *self)
{
  for (guint i = 0; i < self->hexes->len; i++)
    bth_attrition_hex_row_set_number (g_ptr_array_index (self->hexes, i), i + 1);
}

static void
on_hex_changed (BthAttritionHexRow *row,
                const char         *field,
                BthAttritionPage   *self)
{
  g_autofree char *merge_key = NULL;

  if (self->updating)
    return;

  /* Typing into one field of one hex is one undo step. */
  merge_key = g_strdup_printf ("hex-%p-%s", (gpointer) row, field);
  bth_page_remember (BTH_PAGE (self), merge_key);
  bth_attrition_page_refresh (self);
}

static void remove_hex (BthAttritionPage *self, BthAttritionHexRow *row);

static void
on_hex_remove (BthAttritionHexRow *row,
               BthAttritionPage   *self)
{
  bth_page_remember (BTH_PAGE (self), NULL);
  remove_hex (self, row);
  bth_attrition_page_refresh (self);
}

static BthAttritionHexRow *
append_hex (BthAttritionPage *self)
{
  BthRuleset *rules = get_rules (self);
  GtkWidget *row;

  if (rules == NULL)
    return NULL;

  row = bth_attrition_hex_row_new (rules);
  g_signal_connect_object (row, "changed", G_CALLBACK (on_hex_changed), self, 0);
  g_signal_connect_object (row, "remove", G_CALLBACK (on_hex_remove), self, 0);
  adw_preferences_group_add (self->hexes_group, row);
  g_ptr_array_add (self->hexes, row);
  renumber_hexes (self);
  return BTH_ATTRITION_HEX_ROW (row);
}

static void
remove_hex (BthAttritionPage   *self,
            BthAttritionHexRow *row)
{
  if (!g_ptr_array_remove (self->hexes, row))
    return;
  adw_preferences_group_remove (self->hexes_group, GTK_WIDGET (row));
  renumber_hexes (self);
}

/* ---- Results ----------------------------------------------------------------------- */

/* The hex's entries with the page's winter flag, as the core takes them. */
static void
get_hex (BthAttritionPage   *self,
         BthAttritionHexRow *row,
         BthAttritionHex    *hex)
{
  bth_attrition_hex_row_get_hex (row, hex);
  hex->winter = gtk_switch_get_active (self->winter_switch);
}

/* Why the players cannot roll yet, or NULL. */
static char *
validate (BthAttritionPage *self)
{
  char *problem = NULL;

  for (guint i = 0; i < self->hexes->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hexes, i);
      const char *reason = bth_attrition_hex_row_validate (row);
      BthAttritionHex hex;

      get_hex (self, row, &hex);
      /* The core's own check as well, so nothing it refuses reaches it. */
      if (reason == NULL && !bth_attrition_validate_hex (&hex, i, NULL))
        reason = _("An entry is out of range");
      if (reason != NULL && problem == NULL)
        /* Translators: "Hex 2: More cavalry than strength points in the hex" */
        problem = g_strdup_printf (_("%s: %s"),
                                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                   reason);
    }
  if (problem == NULL && self->hexes->len == 0)
    problem = g_strdup (_("Add a hex to roll for"));
  if (problem == NULL && self->typed_error != NULL)
    problem = g_strdup (self->typed_error);
  return problem;
}

static void
bth_attrition_page_refresh (BthAttritionPage *self)
{
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  g_autofree char *die = NULL;
  g_autofree char *total = NULL;
  int lost = 0;
  gboolean shown = FALSE;

  for (guint i = 0; i < self->hexes->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hexes, i);
      BthAttritionHex hex;
      BthAttritionResult result;

      get_hex (self, row, &hex);
      if (rules == NULL || self->die == 0 || !bth_attrition_validate_hex (&hex, i, NULL)
          || bth_attrition_hex_row_validate (row) != NULL)
        {
          bth_attrition_hex_row_show_result (row, NULL);
          continue;
        }
      bth_attrition_resolve_hex (rules, &hex, self->die, &result);
      bth_attrition_hex_row_show_result (row, &result);
      lost += result.loss;
      shown = TRUE;
      bth_attrition_result_clear (&result);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "attrition.roll", problem == NULL);
  gtk_widget_set_tooltip_text (self->roll_button,
                               problem != NULL ? problem : _("Roll one die for every hex"));
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
  if (self->typed_error != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->typed_die_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->typed_die_row), "error");

  gtk_widget_set_visible (self->die_box, self->die > 0);
  die = g_strdup_printf ("%d", self->die);
  gtk_label_set_text (self->die_label, die);
  gtk_label_set_text (self->die_caption, self->die_typed ? _("Die typed at the table")
                                                         : _("Die rolled by Berthier"));
  if (shown)
    /* Translators: the strength points lost by all hexes together */
    total = g_strdup_printf (ngettext ("%d strength point lost in all",
                                          "%d strength points lost in all", lost), lost);
  gtk_label_set_text (self->total_label, total != NULL ? total : "");
  gtk_widget_set_visible (GTK_WIDGET (self->total_label), shown);

  g_free (self->state);
  self->state = serialize (self);
}

/* ---- Entries ----------------------------------------------------------------------- */

static void
on_winter_changed (BthAttritionPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "winter");
  bth_attrition_page_refresh (self);
}

static void
on_typed_die_changed (BthAttritionPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  g_clear_pointer (&self->typed_error, g_free);
  if (!bth_form_check_typed_die (gtk_editable_get_text (GTK_EDITABLE (self->typed_die_row)), &error))
    self->typed_error = g_strdup (error->message);
  bth_attrition_page_refresh (self);
}

static void
add_hex_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (widget);
  BthAttritionHexRow *row;

  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  /* Only the new hex stays open, so a long list stays short. */
  for (guint i = 0; i < self->hexes->len; i++)
    adw_expander_row_set_expanded (g_ptr_array_index (self->hexes, i), FALSE);
  row = append_hex (self);
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (widget);
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  g_autofree char *typed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GString) modified = g_string_new (NULL);
  g_autoptr(GString) outcome = g_string_new (NULL);
  int die;

  if (session == NULL || rules == NULL || problem != NULL)
    return;

  typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->typed_die_row)));
  if (!bth_session_roll_begin (session, typed, &error))
    {
      g_free (self->typed_error);
      self->typed_error = g_strdup (error->message);
      bth_attrition_page_refresh (self);
      return;
    }
  die = bth_dice_roll (bth_session_get_dice (session), 1, 6, _("Attrition (G.1)"), NULL, &error);
  if (die < 0)
    {
      bth_session_roll_cancel (session);
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  records = bth_session_roll_end (session, _("Attrition"));
  bth_page_remember (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);

  self->die = die;
  self->die_typed = *g_strstrip (typed) != '\0';
  /* The typed die is used up; the next roll is the app's unless the players type again. */
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->typed_die_row), "");
  self->updating = FALSE;
  bth_attrition_page_refresh (self);

  for (guint i = 0; i < self->hexes->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hexes, i);
      BthAttritionHex hex;
      BthAttritionResult result;
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      get_hex (self, row, &hex);
      bth_attrition_resolve_hex (rules, &hex, die, &result);
      if (i > 0)
        {
          g_string_append (modified, ", ");
          g_string_append (outcome, "; ");
        }
      if (result.checked)
        g_string_append_printf (modified, "%d", result.modified_die);
      else
        g_string_append (modified, "—");
      if (result.cavalry_required)
        /* Translators: one hex's attrition in the dice log, e.g. "Smolensk: 2 SP, one cavalry" */
        g_string_append_printf (outcome, _("%s: %d SP, one cavalry"), title, result.loss);
      else
        /* Translators: one hex's attrition in the dice log, e.g. "Smolensk: 2 SP" */
        g_string_append_printf (outcome, _("%s: %d SP"), title, result.loss);
      bth_attrition_result_clear (&result);
    }
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified->str, outcome->str);
}

/* ---- BthPage ----------------------------------------------------------------------- */

static void
bth_attrition_page_session_set (BthPage    *page,
                                BthSession *session)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);
  g_autofree char *winter = NULL;

  if (rules == NULL)
    return;

  winter = bth_form_modifier_def_text (bth_ruleset_get_attrition (rules)->modifiers,
                                       bth_ruleset_get_attrition (rules)->n_modifiers, "winter");
  adw_action_row_set_subtitle (self->winter_row, winter);

  self->updating = TRUE;
  while (self->hexes->len > 0)
    remove_hex (self, g_ptr_array_index (self->hexes, 0));
  append_hex (self);
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
}

static char *
bth_attrition_page_save_state (BthPage *page)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);

  return g_strdup (self->state);
}

static void
bth_attrition_page_restore_state (BthPage    *page,
                                  const char *state)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root = bth_form_json_parse (parser, state);
  JsonArray *hexes;
  guint n;

  if (root == NULL)
    return;
  hexes = json_object_has_member (root, "hexes") ? json_object_get_array_member (root, "hexes") : NULL;
  n = hexes != NULL ? json_array_get_length (hexes) : 0;

  self->updating = TRUE;
  gtk_switch_set_active (self->winter_switch, bth_form_json_bool (root, "winter", FALSE));
  gtk_editable_set_text (GTK_EDITABLE (self->typed_die_row), bth_form_json_string (root, "typed_die"));
  g_clear_pointer (&self->typed_error, g_free);
  if (!bth_form_check_typed_die (bth_form_json_string (root, "typed_die"), &error))
    self->typed_error = g_strdup (error->message);
  self->die = bth_form_json_int (root, "die", 0);
  self->die_typed = bth_form_json_bool (root, "die_typed", FALSE);

  while (self->hexes->len > n)
    remove_hex (self, g_ptr_array_index (self->hexes, self->hexes->len - 1));
  while (self->hexes->len < n && append_hex (self) != NULL)
    ;
  for (guint i = 0; i < MIN (n, self->hexes->len); i++)
    {
      JsonNode *node = json_array_get_element (hexes, i);
      JsonObject *h = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      BthAttritionHex hex = {
        .sp = bth_form_json_int (h, "sp", 0),
        .cavalry = bth_form_json_int (h, "cavalry", 0),
        .all_french = bth_form_json_bool (h, "all_french", FALSE),
        .all_home = bth_form_json_bool (h, "all_home", FALSE),
        .unsupplied = bth_form_json_bool (h, "unsupplied", FALSE),
        .mapboard = bth_form_json_int (h, "mapboard", 0),
        .siege_marker = bth_form_json_int (h, "siege_marker", 0),
      };

      bth_attrition_hex_row_set_hex (g_ptr_array_index (self->hexes, i), &hex,
                                     bth_form_json_string (h, "label"));
    }
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
}

static void
bth_attrition_page_dispose (GObject *object)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_ATTRITION_PAGE);
  g_clear_pointer (&self->hexes, g_ptr_array_unref);

  G_OBJECT_CLASS (bth_attrition_page_parent_class)->dispose (object);
}

static void
bth_attrition_page_finalize (GObject *object)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (object);

  g_free (self->state);
  g_free (self->typed_error);

  G_OBJECT_CLASS (bth_attrition_page_parent_class)->finalize (object);
}

static void
bth_attrition_page_class_init (BthAttritionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_attrition_page_dispose;
  object_class->finalize = bth_attrition_page_finalize;

  page_class->session_set = bth_attrition_page_session_set;
  page_class->save_state = bth_attrition_page_save_state;
  page_class->restore_state = bth_attrition_page_restore_state;

  g_type_ensure (BTH_TYPE_ATTRITION_HEX_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-attrition-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, winter_switch);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, winter_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, hexes_group);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, typed_die_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_box);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_caption);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, total_label);
  gtk_widget_class_bind_template_callback (widget_class, on_winter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);

  gtk_widget_class_install_action (widget_class, "attrition.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "attrition.add-hex", NULL, add_hex_action);
}

static void
bth_attrition_page_init (BthAttritionPage *self)
{
  self->hexes = g_ptr_array_new ();
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;

  bth_page_activate_on_enter (BTH_PAGE (self),
                              GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->typed_die_row))),
                              "attrition.roll");
  bth_attrition_page_refresh (self);
}
