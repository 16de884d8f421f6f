/* bth-overrun-page.c — the Overrun screen (L): may the moving force overrun, at what odds
 * and for how many extra movement points? No die: the answer follows the entries.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-checks.h"
#include "bth-form.h"
#include "bth-overrun-link.h"
#include "bth-overrun-page.h"

struct _BthOverrunPage
{
  BthPage        parent_instance;

  /* Template widgets */
  AdwActionRow  *stack_row;      /* the game's stack the force comes from, when it does */
  AdwActionRow  *moving_sp_row;
  GtkSpinButton *moving_sp_spin;
  AdwActionRow  *moving_cavalry_row;
  GtkSpinButton *moving_cavalry_spin;
  GtkSwitch     *moving_supplied_switch;
  AdwActionRow  *defender_sp_row;
  GtkSpinButton *defender_sp_spin;
  AdwActionRow  *defender_cavalry_row;
  GtkSpinButton *defender_cavalry_spin;
  GtkSwitch     *defender_difficult_switch;
  GtkSwitch     *defender_city_switch;
  GtkLabel      *problem_label;
  GtkWidget     *result_box;
  GtkLabel      *verdict_label;
  GtkLabel      *verdict_caption;
  GtkLabel      *odds_label;
  GtkLabel      *extra_mp_label;
  AdwActionRow  *reasons_row;

  char          *state;      /* the entries as of the last change, for undo */
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (BthOverrunPage, bth_overrun_page, BTH_TYPE_PAGE)

static void
get_overrun (BthOverrunPage *self,
             BthOverrun     *o)
{
  *o = (BthOverrun) {
    .moving_sp = bth_form_spin_get (self->moving_sp_spin),
    .moving_cavalry = bth_form_spin_get (self->moving_cavalry_spin),
    .moving_supplied = gtk_switch_get_active (self->moving_supplied_switch),
    .defender_sp = bth_form_spin_get (self->defender_sp_spin),
    .defender_cavalry = bth_form_spin_get (self->defender_cavalry_spin),
    .defender_mountain_or_entrenched = gtk_switch_get_active (self->defender_difficult_switch),
    .defender_inside_city = gtk_switch_get_active (self->defender_city_switch),
  };
}

static char *
serialize (BthOverrunPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  BthOverrun o;

  get_overrun (self, &o);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "moving_sp");
  json_builder_add_int_value (builder, o.moving_sp);
  json_builder_set_member_name (builder, "moving_cavalry");
  json_builder_add_int_value (builder, o.moving_cavalry);
  json_builder_set_member_name (builder, "moving_supplied");
  json_builder_add_boolean_value (builder, o.moving_supplied);
  json_builder_set_member_name (builder, "defender_sp");
  json_builder_add_int_value (builder, o.defender_sp);
  json_builder_set_member_name (builder, "defender_cavalry");
  json_builder_add_int_value (builder, o.defender_cavalry);
  json_builder_set_member_name (builder, "defender_mountain_or_entrenched");
  json_builder_add_boolean_value (builder, o.defender_mountain_or_entrenched);
  json_builder_set_member_name (builder, "defender_inside_city");
  json_builder_add_boolean_value (builder, o.defender_inside_city);
  if (gtk_widget_get_visible (GTK_WIDGET (self->stack_row)))
    {
      json_builder_set_member_name (builder, "stack_title");
      json_builder_add_string_value (builder, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->stack_row)));
      json_builder_set_member_name (builder, "stack_supply");
      json_builder_add_string_value (builder, adw_action_row_get_subtitle (self->stack_row));
    }
  json_builder_end_object (builder);

  return bth_form_json_finish (builder);
}

/* Marks a force's impossible entries; returns the first reason, or NULL. */
static const char *
validate_force (AdwActionRow *sp_row,
                int           sp,
                AdwActionRow *cavalry_row,
                int           cavalry)
{
  const char *sp_error = NULL, *cavalry_error = NULL;

  if (sp < 1)
    sp_error = _("A force has at least one strength point");
  if (cavalry < 0)
    cavalry_error = _("Cavalry strength cannot be negative");
  else if (cavalry > sp && sp >= 1)
    cavalry_error = _("More cavalry than strength points in the force");
  bth_form_row_set_error (sp_row, sp_error);
  bth_form_row_set_error (cavalry_row, cavalry_error);
  return sp_error != NULL ? sp_error : cavalry_error;
}

static void
bth_overrun_page_refresh (BthOverrunPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthRuleset *rules = session != NULL ? bth_session_get_ruleset (session) : NULL;
  const char *moving_problem, *defender_problem;
  g_autofree char *problem = NULL;
  BthOverrun o;

  get_overrun (self, &o);
  moving_problem = validate_force (self->moving_sp_row, o.moving_sp,
                                   self->moving_cavalry_row, o.moving_cavalry);
  defender_problem = validate_force (self->defender_sp_row, o.defender_sp,
                                     self->defender_cavalry_row, o.defender_cavalry);
  if (moving_problem != NULL)
    /* Translators: e.g. "Moving force: More cavalry than strength points in the force" */
    problem = g_strdup_printf (_("Moving force: %s"), moving_problem);
  else if (defender_problem != NULL)
    /* Translators: e.g. "Force to overrun: A force has at least one strength point" */
    problem = g_strdup_printf (_("Force to overrun: %s"), defender_problem);

  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
  gtk_widget_set_visible (self->result_box, problem == NULL && rules != NULL);
  if (problem == NULL && rules != NULL)
    {
      BthOverrunResult r;
      g_autofree char *extra = NULL;
      g_autofree char *reasons = NULL;

      bth_overrun_check (rules, &o, &r);
      gtk_label_set_text (self->verdict_label, r.allowed ? _("Overrun Allowed") : _("No Overrun"));
      gtk_label_set_text (self->verdict_caption,
                          r.allowed ? _("Every strength point in the hex is eliminated; the moving force may go on (L.1, L.3)")
                                    : _("The moving force may not overrun this hex"));
      gtk_label_set_text (self->odds_label, r.odds);
      extra = g_strdup_printf ("%d", r.extra_mp);
      gtk_label_set_text (self->extra_mp_label, extra);
      reasons = bth_form_modifiers_text (r.reasons);
      adw_action_row_set_subtitle (self->reasons_row, reasons != NULL ? reasons : "");
      gtk_widget_set_visible (GTK_WIDGET (self->reasons_row), reasons != NULL);
      bth_overrun_result_clear (&r);
    }

  g_free (self->state);
  self->state = serialize (self);
}

static void
entry_changed (BthOverrunPage *self,
               const char     *merge_key)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), merge_key);
  bth_overrun_page_refresh (self);
}

static void
on_moving_sp_changed (BthOverrunPage *self)
{
  entry_changed (self, "moving_sp");
}

static void
on_moving_cavalry_changed (BthOverrunPage *self)
{
  entry_changed (self, "moving_cavalry");
}

static void
on_moving_supplied_changed (BthOverrunPage *self)
{
  entry_changed (self, "moving_supplied");
}

static void
on_defender_sp_changed (BthOverrunPage *self)
{
  entry_changed (self, "defender_sp");
}

static void
on_defender_cavalry_changed (BthOverrunPage *self)
{
  entry_changed (self, "defender_cavalry");
}

static void
on_defender_difficult_changed (BthOverrunPage *self)
{
  entry_changed (self, "defender_difficult");
}

static void
on_defender_city_changed (BthOverrunPage *self)
{
  entry_changed (self, "defender_city");
}

/* Shows where the moving force comes from (TITLE NULL: entered by hand). */
static void
set_stack_row (BthOverrunPage *self,
               const char     *title,
               const char     *supply)
{
  gtk_widget_set_visible (GTK_WIDGET (self->stack_row), title != NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->stack_row), title != NULL ? title : "");
  adw_action_row_set_subtitle (self->stack_row, supply != NULL ? supply : "");
}

void
bth_overrun_page_start_from_game (BthOverrunPage *self,
                                  BthGame        *game,
                                  const char     *stack)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthOverrunLink) link = NULL;

  g_return_if_fail (BTH_IS_OVERRUN_PAGE (self));
  g_return_if_fail (BTH_IS_GAME (game));

  link = bth_overrun_link_new (game, stack, &error);
  if (link == NULL)
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->moving_sp_spin, link->moving_sp);
  gtk_spin_button_set_value (self->moving_cavalry_spin, link->moving_cavalry);
  /* M.7: as computed from the stack's position, or as the players set it. */
  gtk_switch_set_active (self->moving_supplied_switch, link->supplied);
  set_stack_row (self, link->title, link->supply_text);
  self->updating = FALSE;
  bth_overrun_page_refresh (self);
}

static void
bth_overrun_page_session_set (BthPage    *page,
                              BthSession *session)
{
  bth_overrun_page_refresh (BTH_OVERRUN_PAGE (page));
}

static char *
bth_overrun_page_save_state (BthPage *page)
{
  return g_strdup (BTH_OVERRUN_PAGE (page)->state);
}

static void
bth_overrun_page_restore_state (BthPage    *page,
                                const char *state)
{
  BthOverrunPage *self = BTH_OVERRUN_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;

  self->updating = TRUE;
  gtk_spin_button_set_value (self->moving_sp_spin, bth_form_json_int (root, "moving_sp", 1));
  gtk_spin_button_set_value (self->moving_cavalry_spin, bth_form_json_int (root, "moving_cavalry", 0));
  gtk_switch_set_active (self->moving_supplied_switch, bth_form_json_bool (root, "moving_supplied", TRUE));
  gtk_spin_button_set_value (self->defender_sp_spin, bth_form_json_int (root, "defender_sp", 1));
  gtk_spin_button_set_value (self->defender_cavalry_spin, bth_form_json_int (root, "defender_cavalry", 0));
  gtk_switch_set_active (self->defender_difficult_switch,
                         bth_form_json_bool (root, "defender_mountain_or_entrenched", FALSE));
  gtk_switch_set_active (self->defender_city_switch, bth_form_json_bool (root, "defender_inside_city", FALSE));
  set_stack_row (self, bth_form_json_string (root, "stack_title"),
                 bth_form_json_string (root, "stack_supply"));
  self->updating = FALSE;
  bth_overrun_page_refresh (self);
}

static void
bth_overrun_page_dispose (GObject *object)
{
  bth_bin_dispose_template (GTK_WIDGET (object), BTH_TYPE_OVERRUN_PAGE);

  G_OBJECT_CLASS (bth_overrun_page_parent_class)->dispose (object);
}

static void
bth_overrun_page_finalize (GObject *object)
{
  g_free (BTH_OVERRUN_PAGE (object)->state);

  G_OBJECT_CLASS (bth_overrun_page_parent_class)->finalize (object);
}

static void
bth_overrun_page_class_init (BthOverrunPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_overrun_page_dispose;
  object_class->finalize = bth_overrun_page_finalize;

  page_class->session_set = bth_overrun_page_session_set;
  page_class->save_state = bth_overrun_page_save_state;
  page_class->restore_state = bth_overrun_page_restore_state;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-overrun-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, stack_row);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, moving_sp_row);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, moving_sp_spin);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, moving_cavalry_row);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, moving_cavalry_spin);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, moving_supplied_switch);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_sp_row);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_sp_spin);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_cavalry_row);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_cavalry_spin);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_difficult_switch);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, defender_city_switch);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, verdict_caption);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, odds_label);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, extra_mp_label);
  gtk_widget_class_bind_template_child (widget_class, BthOverrunPage, reasons_row);
  gtk_widget_class_bind_template_callback (widget_class, on_moving_sp_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_moving_cavalry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_moving_supplied_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_defender_sp_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_defender_cavalry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_defender_difficult_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_defender_city_changed);
}

static void
bth_overrun_page_init (BthOverrunPage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A supplied force of one SP against one SP: the form starts from something possible. */
  gtk_spin_button_set_value (self->moving_sp_spin, 1);
  gtk_spin_button_set_value (self->defender_sp_spin, 1);
  gtk_switch_set_active (self->moving_supplied_switch, TRUE);
  self->updating = FALSE;
  bth_overrun_page_refresh (self);
}
