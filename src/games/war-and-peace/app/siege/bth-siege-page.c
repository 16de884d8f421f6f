/* bth-siege-page.c — the Siege screen (S.9): the siege status marker and one die say
 * whether the city falls, and which marker it carries into the next turn if not.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-checks.h"
#include "bth-form.h"
#include "bth-siege-page.h"
#include "bth-typed-die.h"

struct _BthSiegePage
{
  BthPage        parent_instance;

  /* Template widgets */
  AdwActionRow  *marker_row;
  GtkSpinButton *marker_spin;
  GtkLabel      *problem_label;
  GtkWidget     *roll_button;
  GtkWidget     *result_box;
  GtkLabel      *verdict_label;
  GtkLabel      *verdict_caption;
  AdwActionRow  *die_row;
  GtkLabel      *die_label;
  AdwActionRow  *next_marker_row;
  GtkLabel      *next_marker_label;

  BthTypedDie    typed_die;   /* the die, rolled or typed at the table */
  char          *state;       /* the entries as of the last change, for undo */
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (BthSiegePage, bth_siege_page, BTH_TYPE_PAGE)

static BthRuleset *
get_rules (BthSiegePage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static char *
serialize (BthSiegePage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "marker");
  json_builder_add_int_value (builder, bth_form_spin_get (self->marker_spin));
  bth_typed_die_save (&self->typed_die, builder);
  json_builder_end_object (builder);

  return bth_form_json_finish (builder);
}

/* Whether the city falls to DIE, and the result's wording; FALSE before the rules are in. */
static gboolean
resolve (BthSiegePage *self,
         int           die,
         gboolean     *falls,
         int          *next_marker)
{
  BthRuleset *rules = get_rules (self);
  int marker = bth_form_spin_get (self->marker_spin);

  if (rules == NULL || die <= 0)
    return FALSE;
  *falls = bth_siege_falls (rules, marker, die);
  *next_marker = bth_siege_next_marker (rules, marker);
  return TRUE;
}

static void
bth_siege_page_refresh (BthSiegePage *self)
{
  BthRuleset *rules = get_rules (self);
  gboolean falls = FALSE;
  int next_marker = 0;
  gboolean shown = resolve (self, self->typed_die.die, &falls, &next_marker);

  gtk_widget_set_visible (self->result_box, shown);
  if (shown)
    {
      const char *rule = bth_ruleset_get_prose (rules)->siege_rule;
      g_autofree char *die = g_strdup_printf ("%d", self->typed_die.die);
      g_autofree char *next = g_strdup_printf ("%d", next_marker);
      g_autofree char *caption = NULL;

      gtk_label_set_text (self->verdict_label, falls ? _("The City Falls") : _("The City Holds"));
      if (falls)
        /* Translators: %s is a rule reference, e.g. "S.9.c" */
        caption = g_strdup_printf (_("The die is at most the marker: all units inside the city are eliminated (%s)"), rule);
      else
        /* Translators: %s is a rule reference, e.g. "S.9.c" */
        caption = g_strdup_printf (_("The die is over the marker: the siege goes on (%s)"), rule);
      gtk_label_set_text (self->verdict_caption, caption);
      gtk_label_set_text (self->die_label, die);
      adw_action_row_set_subtitle (self->die_row, bth_typed_die_caption (&self->typed_die));
      gtk_label_set_text (self->next_marker_label, next);
      gtk_widget_set_visible (GTK_WIDGET (self->next_marker_row), !falls);
    }

  bth_form_show_roll_problem (GTK_WIDGET (self), "siege.roll",
                              self->typed_die.error == NULL && rules != NULL,
                              self->roll_button, self->problem_label, self->typed_die.error,
                              _("Roll the siege check"));
  bth_typed_die_show_error (&self->typed_die);

  g_free (self->state);
  self->state = serialize (self);
  /* An entry changed after the roll: no result from the old die (the stale mark says so). */
  if (bth_page_roll_is_stale (BTH_PAGE (self), self->typed_die.die > 0))
    gtk_widget_set_visible (self->result_box, FALSE);
}

static void
on_marker_changed (BthSiegePage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "marker");
  bth_siege_page_refresh (self);
}

static void
on_typed_die_changed (BthSiegePage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  bth_typed_die_check (&self->typed_die);
  bth_siege_page_refresh (self);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthSiegePage *self = BTH_SIEGE_PAGE (widget);
  g_autofree char *modified = NULL;
  g_autoptr(GPtrArray) records = NULL;
  gboolean falls = FALSE;
  int next_marker = 0;

  if (get_rules (self) == NULL)
    return;
  records = bth_typed_die_roll (&self->typed_die, BTH_PAGE (self), _("Siege check (S.9.c)"),
                                _("Siege"), &self->updating);
  bth_siege_page_refresh (self);
  if (records == NULL)
    return;

  resolve (self, self->typed_die.die, &falls, &next_marker);
  /* Translators: the siege marker the die was compared with, in the dice log */
  modified = g_strdup_printf (_("marker %d"), bth_form_spin_get (self->marker_spin));
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *outcome = falls ? g_strdup (_("falls"))
                                       /* Translators: in the dice log, e.g. "holds, next marker 4" */
                                       : g_strdup_printf (_("holds, next marker %d"), next_marker);
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified, outcome);
    }
}

static void
bth_siege_page_session_set (BthPage    *page,
                            BthSession *session)
{
  BthSiegePage *self = BTH_SIEGE_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);

  if (rules == NULL)
    return;

  /* The markers run from one to the ruleset's highest. */
  self->updating = TRUE;
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->marker_spin),
                            bth_ruleset_get_prose (rules)->siege_max_marker);
  self->updating = FALSE;
  bth_siege_page_refresh (self);
}

static char *
bth_siege_page_save_state (BthPage *page)
{
  return g_strdup (BTH_SIEGE_PAGE (page)->state);
}

static void
bth_siege_page_restore_state (BthPage    *page,
                              const char *state)
{
  BthSiegePage *self = BTH_SIEGE_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;

  self->updating = TRUE;
  gtk_spin_button_set_value (self->marker_spin, bth_form_json_int (root, "marker", 1));
  bth_typed_die_restore (&self->typed_die, root);
  self->updating = FALSE;
  bth_siege_page_refresh (self);
}

static void
bth_siege_page_dispose (GObject *object)
{
  bth_bin_dispose_template (GTK_WIDGET (object), BTH_TYPE_SIEGE_PAGE);

  G_OBJECT_CLASS (bth_siege_page_parent_class)->dispose (object);
}

static void
bth_siege_page_finalize (GObject *object)
{
  BthSiegePage *self = BTH_SIEGE_PAGE (object);

  g_free (self->state);
  bth_typed_die_clear (&self->typed_die);

  G_OBJECT_CLASS (bth_siege_page_parent_class)->finalize (object);
}

static void
bth_siege_page_class_init (BthSiegePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_siege_page_dispose;
  object_class->finalize = bth_siege_page_finalize;

  page_class->session_set = bth_siege_page_session_set;
  page_class->save_state = bth_siege_page_save_state;
  page_class->restore_state = bth_siege_page_restore_state;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-siege-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, marker_row);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, marker_spin);
  gtk_widget_class_bind_template_child_full (widget_class, "typed_die_row", FALSE,
                                             G_STRUCT_OFFSET (BthSiegePage, typed_die.row));
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, result_box);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, verdict_caption);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, die_row);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, die_label);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, next_marker_row);
  gtk_widget_class_bind_template_child (widget_class, BthSiegePage, next_marker_label);
  gtk_widget_class_bind_template_callback (widget_class, on_marker_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);

  gtk_widget_class_install_action (widget_class, "siege.roll", NULL, roll_action);
}

static void
bth_siege_page_init (BthSiegePage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_box);
  self->updating = FALSE;

  bth_page_activate_on_enter (BTH_PAGE (self),
                              GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->typed_die.row))),
                              "siege.roll");
  bth_siege_page_refresh (self);
}
