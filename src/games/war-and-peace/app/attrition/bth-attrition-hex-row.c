/* bth-attrition-hex-row.c — one hex on the Attrition screen: entries and result.
 *
 * The row only edits and shows; the page decides when to remember, roll and resolve.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-hex-row.h"
#include "bth-form.h"
#include "bth-mapboard-choice.h"
#include "bth-form-rules.h"

struct _BthAttritionHexRow
{
  BthEntryRow     parent_instance;

  /* Template widgets */
  GtkLabel       *loss_badge;
  AdwEntryRow    *name_row;
  AdwActionRow   *sp_row;
  GtkSpinButton  *sp_spin;
  AdwActionRow   *cavalry_row;
  GtkSpinButton  *cavalry_spin;
  AdwActionRow   *french_row;
  GtkSwitch      *french_switch;
  AdwActionRow   *home_row;
  GtkSwitch      *home_switch;
  AdwActionRow   *unsupplied_row;
  GtkSwitch      *unsupplied_switch;
  AdwComboRow    *mapboard_row;
  AdwActionRow   *siege_row;
  GtkSpinButton  *siege_spin;
  AdwActionRow   *roll_row;
  GtkLabel       *modified_label;
  AdwActionRow   *loss_row;
  GtkLabel       *loss_label;

  BthRuleset     *rules;
  guint           number;
  gboolean        updating;
};

G_DEFINE_FINAL_TYPE (BthAttritionHexRow, bth_attrition_hex_row, BTH_TYPE_ENTRY_ROW)

static void bth_attrition_hex_row_set_number (BthEntryRow *row, guint number);

/* The header says which hex this is and what it holds, so a folded row still reads well. */
static void
update_header (BthAttritionHexRow *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  int sp = gtk_spin_button_get_value_as_int (self->sp_spin);
  int cavalry = gtk_spin_button_get_value_as_int (self->cavalry_spin);

  if (name != NULL && *name != '\0')
    title = g_strdup (name);
  else
    /* Translators: the title of an unnamed hex on the Attrition screen */
    title = g_strdup_printf (_("Hex %u"), self->number);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);

  if (cavalry > 0)
    /* Translators: a hex's strength, e.g. "10 SP, 2 cavalry" */
    subtitle = g_strdup_printf (_("%d SP, %d cavalry"), sp, cavalry);
  else
    /* Translators: a hex's strength, e.g. "10 SP" */
    subtitle = g_strdup_printf (_("%d SP"), sp);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
}

static void
emit_changed (BthAttritionHexRow *self,
              const char         *field)
{
  update_header (self);
  if (!self->updating)
    bth_entry_row_emit_changed (BTH_ENTRY_ROW (self), field);
}

static void
on_name_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "name");
}

static void
on_sp_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "sp");
}

static void
on_cavalry_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "cavalry");
}

static void
on_french_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "all_french");
}

static void
on_home_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "all_home");
}

static void
on_unsupplied_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "unsupplied");
}

static void
on_mapboard_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "mapboard");
}

static void
on_siege_changed (BthAttritionHexRow *self)
{
  emit_changed (self, "siege_marker");
}

static void
on_remove_clicked (BthAttritionHexRow *self)
{
  bth_entry_row_emit_remove (BTH_ENTRY_ROW (self));
}

static void
bth_attrition_hex_row_dispose (GObject *object)
{
  BthAttritionHexRow *self = BTH_ATTRITION_HEX_ROW (object);

  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bth_attrition_hex_row_parent_class)->dispose (object);
}

static void
bth_attrition_hex_row_class_init (BthAttritionHexRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_attrition_hex_row_dispose;
  BTH_ENTRY_ROW_CLASS (klass)->set_number = bth_attrition_hex_row_set_number;


  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-attrition-hex-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, loss_badge);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, name_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, sp_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, sp_spin);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, cavalry_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, cavalry_spin);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, french_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, french_switch);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, home_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, home_switch);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, unsupplied_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, unsupplied_switch);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, mapboard_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, siege_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, siege_spin);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, roll_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, modified_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, loss_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionHexRow, loss_label);
  gtk_widget_class_bind_template_callback (widget_class, on_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_sp_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_cavalry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_french_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_home_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_unsupplied_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_mapboard_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_siege_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_remove_clicked);
}

static void
bth_attrition_hex_row_init (BthAttritionHexRow *self)
{
  self->number = 1;
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;
}

static void
set_modifier_subtitle (AdwActionRow         *row,
                       const BthModifierDef *defs,
                       guint                 n_defs,
                       const char           *id)
{
  g_autofree char *text = bth_form_modifier_def_text (defs, n_defs, id);

  adw_action_row_set_subtitle (row, text);
}

/* The mapboard modifier applies on some boards only; the chart's wording says which. */
static void
set_mapboard_subtitle (AdwActionRow         *row,
                       const BthModifierDef *defs,
                       guint                 n_defs)
{
  const BthModifierDef *def = bth_modifier_find (defs, n_defs, "mapboard_1_or_4");
  g_autofree char *value = NULL;
  g_autofree char *text = NULL;

  if (def == NULL)
    return;
  value = bth_form_signed (def->value);
  /* Translators: a modifier, its chart wording and rule, e.g. "+1 All units in Russia (4) (G.3.e)" */
  text = g_strdup_printf (_("%s %s (%s)"), value, def->reason, def->rule);
  adw_action_row_set_subtitle (row, text);
}

GtkWidget *
bth_attrition_hex_row_new (BthRuleset *rules)
{
  BthAttritionHexRow *self;
  const BthAttritionTable *t;
  const BthProseRules *prose;
  g_autofree char *sp_subtitle = NULL;
  g_autofree char *siege_subtitle = NULL;

  g_return_val_if_fail (BTH_IS_RULESET (rules), NULL);

  self = g_object_new (BTH_TYPE_ATTRITION_HEX_ROW, NULL);
  self->rules = g_object_ref (rules);
  t = bth_ruleset_get_attrition (rules);
  prose = bth_ruleset_get_prose (rules);

  /* What each entry is worth comes from the chart, so the players see it before rolling. */
  set_modifier_subtitle (self->french_row, t->modifiers, t->n_modifiers, "all_french");
  set_modifier_subtitle (self->home_row, t->modifiers, t->n_modifiers, "all_home");
  set_modifier_subtitle (self->unsupplied_row, t->modifiers, t->n_modifiers, "unsupplied");
  set_mapboard_subtitle (ADW_ACTION_ROW (self->mapboard_row), t->modifiers, t->n_modifiers);
  /* Translators: %d is the smallest strength the Attrition Table checks (3) */
  sp_subtitle = g_strdup_printf (_("Hexes of %d or more are checked (G.1)"), t->columns[0].min);
  adw_action_row_set_subtitle (self->sp_row, sp_subtitle);
  /* Translators: %s is a rule reference, e.g. "G.3.f" */
  siege_subtitle = g_strdup_printf (_("Inside a besieged city: plus the marker (%s); 0 if not besieged"),
                                    t->siege_marker_rule);
  adw_action_row_set_subtitle (self->siege_row, siege_subtitle);

  self->updating = TRUE;
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->siege_spin), prose->siege_max_marker);
  gtk_spin_button_set_value (self->sp_spin, t->columns[0].min);
  self->updating = FALSE;
  update_header (self);

  return GTK_WIDGET (self);
}

static void
bth_attrition_hex_row_set_number (BthEntryRow *row,
                                  guint        number)
{
  BthAttritionHexRow *self = BTH_ATTRITION_HEX_ROW (row);
  g_autofree char *name = NULL;

  /* Named so tests and accessibility tools can tell the hexes apart. */
  name = g_strdup_printf ("hex-%u", number);
  self->number = number;
  gtk_widget_set_name (GTK_WIDGET (self), name);
  update_header (self);
}

void
bth_attrition_hex_row_get_hex (BthAttritionHexRow *self,
                               BthAttritionHex    *hex)
{
  g_return_if_fail (BTH_IS_ATTRITION_HEX_ROW (self));

  *hex = (BthAttritionHex) {
    .sp = bth_form_spin_get (self->sp_spin),
    .cavalry = bth_form_spin_get (self->cavalry_spin),
    .all_french = gtk_switch_get_active (self->french_switch),
    .all_home = gtk_switch_get_active (self->home_switch),
    .unsupplied = gtk_switch_get_active (self->unsupplied_switch),
    .mapboard = bth_mapboard_choice_from_index (adw_combo_row_get_selected (self->mapboard_row)),
    .siege_marker = bth_form_spin_get (self->siege_spin),
  };
}

const char *
bth_attrition_hex_row_get_name (BthAttritionHexRow *self)
{
  g_return_val_if_fail (BTH_IS_ATTRITION_HEX_ROW (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

void
bth_attrition_hex_row_set_hex (BthAttritionHexRow    *self,
                               const BthAttritionHex *hex,
                               const char            *name)
{
  g_return_if_fail (BTH_IS_ATTRITION_HEX_ROW (self));

  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
  gtk_spin_button_set_value (self->sp_spin, hex->sp);
  gtk_spin_button_set_value (self->cavalry_spin, hex->cavalry);
  gtk_switch_set_active (self->french_switch, hex->all_french);
  gtk_switch_set_active (self->home_switch, hex->all_home);
  gtk_switch_set_active (self->unsupplied_switch, hex->unsupplied);
  adw_combo_row_set_selected (self->mapboard_row, bth_mapboard_choice_to_index (hex->mapboard));
  gtk_spin_button_set_value (self->siege_spin, hex->siege_marker);
  self->updating = FALSE;
  update_header (self);
}

const char *
bth_attrition_hex_row_validate (BthAttritionHexRow *self)
{
  const char *sp_error = NULL, *cavalry_error = NULL;
  BthAttritionHex hex;

  g_return_val_if_fail (BTH_IS_ATTRITION_HEX_ROW (self), NULL);

  bth_attrition_hex_row_get_hex (self, &hex);
  if (hex.sp < 0)
    sp_error = _("Strength cannot be negative");
  if (hex.cavalry < 0)
    cavalry_error = _("Cavalry strength cannot be negative");
  else if (hex.cavalry > hex.sp && hex.sp >= 0)
    cavalry_error = _("More cavalry than strength points in the hex");

  bth_form_row_set_error (self->sp_row, sp_error);
  bth_form_row_set_error (self->cavalry_row, cavalry_error);
  return sp_error != NULL ? sp_error : cavalry_error;
}

void
bth_attrition_hex_row_show_result (BthAttritionHexRow       *self,
                                   const BthAttritionResult *result)
{
  g_autofree char *modified = NULL;
  g_autofree char *modifiers = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *badge = NULL;
  const char *loss_subtitle;

  g_return_if_fail (BTH_IS_ATTRITION_HEX_ROW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->roll_row), result != NULL && result->checked);
  gtk_widget_set_visible (GTK_WIDGET (self->loss_row), result != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->loss_badge), result != NULL);
  if (result == NULL)
    return;

  modified = g_strdup_printf ("%d", result->modified_die);
  modifiers = bth_form_modifiers_text (result->modifiers);
  gtk_label_set_text (self->modified_label, modified);
  adw_action_row_set_subtitle (self->roll_row,
                               modifiers != NULL ? modifiers : _("No modifiers"));

  loss = g_strdup_printf ("%d", result->loss);
  gtk_label_set_text (self->loss_label, loss);
  if (!result->checked)
    loss_subtitle = _("Not checked: too few strength points (G.1)");
  else if (result->cavalry_required)
    loss_subtitle = _("One of them must be cavalry (G.2)");
  else if (result->loss == 0)
    loss_subtitle = _("No loss");
  else
    loss_subtitle = _("Any strength points in the hex (G.2)");
  adw_action_row_set_subtitle (self->loss_row, loss_subtitle);

  /* Translators: the strength points a hex loses, shown in its folded header, e.g. "−2 SP" */
  badge = result->loss > 0 ? g_strdup_printf (_("−%d SP"), result->loss) : g_strdup (_("0 SP"));
  gtk_label_set_text (self->loss_badge, badge);
}
