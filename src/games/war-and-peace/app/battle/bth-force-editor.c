/* bth-force-editor.c — one side of a battle as the players enter it.
 *
 * Signal "changed" (FIELD): any entry changed; FIELD names it, so the page can merge a
 * run of typing in one field into one undo step.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-counter-colors.h"
#include "bth-force-editor.h"
#include "bth-form.h"
#include "bth-force-line.h"
#include "bth-typed-line.h"
#include "bth-unit-row.h"

struct _BthForceEditor
{
  GtkBox               parent_instance;

  AdwPreferencesGroup *group;
  BthTypedLine        *line_group;    /* the force in one line, its meanings under it */
  AdwEntryRow         *force_line;    /* ... its entry */
  AdwEntryRow         *leader_name;
  GtkSpinButton       *leader_value;   /* -1 (shown empty): the value is not entered yet */
  AdwActionRow        *leader_value_row;
  AdwComboRow         *leader_color;
  GtkStringList       *colors;        /* "none" and the counter colours (D.4), in the combo */
  GtkSwitch           *supplied;
  GtkSpinButton       *demoralization;
  AdwComboRow         *terrain;
  GtkSwitch           *entrenched;
  GtkWidget           *guard_row;
  GtkSwitch           *imperial_guard;
  GtkWidget           *mapboard_row;
  GtkSpinButton       *mapboard;
  GtkListBox          *units;
  GtkLabel            *force_error;

  BthSide              side;
  GPtrArray           *terrain_ids;   /* hex terrain ids, in the combo's order */
  BthRuleset          *rules;
  gboolean             loading;
  gboolean             line_typing;   /* the rows follow the line: do not rewrite it */
};

G_DEFINE_FINAL_TYPE (BthForceEditor, bth_force_editor, GTK_TYPE_BOX)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_line (BthForceEditor *self);

static void
emit_changed (BthForceEditor *self,
              const char     *field)
{
  if (self->loading)
    return;
  /* Edited in the rows: the line says the same force. */
  if (!self->line_typing)
    update_line (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, field);
}

/* ---- the force in one line -------------------------------------------------------------- */

/* The shell's typed line reads the parser's tokens through this. */
static void
read_token (gconstpointer data,
            BthTypedToken *out)
{
  const BthForceToken *token = data;

  *out = (BthTypedToken) { token->start, token->end, token->text, token->meaning,
                           token->kind == BTH_FORCE_TOKEN_UNKNOWN };
}

/* The line as the rows hold the force (after the rows were edited or loaded). */
static void
update_line (BthForceEditor *self)
{
  g_autoptr(JsonNode) force = NULL;
  g_autofree char *text = NULL;
  g_autoptr(BthForceLine) line = NULL;
  gboolean was_loading = self->loading;

  if (self->rules == NULL)
    return;
  force = bth_force_editor_to_json (self);
  text = bth_force_line_format (self->rules, json_node_get_object (force));
  line = bth_force_line_parse (self->rules, text);
  self->loading = TRUE;
  self->line_typing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->force_line), text);
  self->line_typing = FALSE;
  self->loading = was_loading;
  bth_typed_line_show (self->line_group, line->tokens, read_token);
}

static void
on_force_line_changed (BthForceEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->force_line));
  g_autoptr(BthForceLine) line = NULL;
  g_autoptr(JsonNode) current = NULL;
  JsonObject *merged, *typed;
  const char *members[] = { "leader", "leader_color", "leader_name", "supplied", "terrain",
                            "entrenched", "units" };

  if (self->loading || self->line_typing || self->rules == NULL)
    return;
  line = bth_force_line_parse (self->rules, text);
  bth_typed_line_show (self->line_group, line->tokens, read_token);

  /* The rows take what the line says; what it has no word for (demoralization, the
   * mapboard, the Guard) stays as the rows had it. */
  current = bth_force_editor_to_json (self);
  merged = json_node_get_object (current);
  typed = json_node_get_object (line->force);
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      if (json_object_has_member (merged, members[i]))
        json_object_remove_member (merged, members[i]);
      if (json_object_has_member (typed, members[i]))
        json_object_set_member (merged, members[i], json_object_dup_member (typed, members[i]));
    }
  self->line_typing = TRUE;
  bth_force_editor_load_json (self, merged);
  emit_changed (self, "force_line");
  self->line_typing = FALSE;
}

/* The notation, in the players' words (README, "A force in one line"), for the line's F1. */
static void
add_line_help (BthForceEditor *self)
{
  static const char *lines[] = {
    /* Translators: the force line's notation; keep the examples in <b></b> as they are typed */
    N_("<b>8I, 2C, 2CC</b> — units: strength points and kind, as the scenarios write them (I GI L M P C GC CC, D.6)"),
    N_("<b>5Iw  7Ib  5Iy</b> — a unit’s symbol colour: white, black or yellow (D.7)"),
    N_("<b>5I (B)</b> — a minor power’s unit, by its letters (D.5): a yellow symbol"),
    N_("<b>5I/2</b> — a morale other than the one its symbol gives (D.7)"),
    N_("<b>Ney (2)</b> or <b>(2)</b> — the leader and his value"),
    N_("<b>blue</b> or <b>b</b> — the counter colour (D.4), the leader’s and the units’ after it; as many letters as make it unique"),
    N_("<b>forest</b>, <b>low</b> — the terrain of the force’s hex (Terrain Effects Chart)"),
    N_("<b>e</b> or <b>entrenched</b> — entrenched; <b>u</b> or <b>unsupplied</b> — out of supply"),
    N_("<b>Alt+V</b> — the attack is across a river; <b>Return</b> — on to the next line, then the dice"),
    N_("Commas or spaces between the parts; capitals or not, as you like. Each part’s meaning shows under the line; one that means nothing is underlined."),
  };
  const char *translated[G_N_ELEMENTS (lines) + 1] = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    translated[i] = _(lines[i]);
  /* Translators: the title of the force line's help */
  bth_typed_line_set_help (self->line_group, _("Writing a Force in One Line"),
                           "Napoleon (3) blue 5Iw, 3Cw, 5I (B)", translated);
}

gboolean
bth_force_editor_has_strength (BthForceEditor *self)
{
  g_return_val_if_fail (BTH_IS_FORCE_EDITOR (self), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(JsonNode) unit = bth_unit_row_to_json (BTH_UNIT_ROW (child));
      JsonNode *sp = json_object_get_member (json_node_get_object (unit), "sp");

      if (sp != NULL && (json_node_get_value_type (sp) != G_TYPE_STRING || *json_node_get_string (sp) != '\0'))
        return TRUE;
    }
  return FALSE;
}

GtkWidget *
bth_force_editor_get_line (BthForceEditor *self)
{
  g_return_val_if_fail (BTH_IS_FORCE_EDITOR (self), NULL);

  return GTK_WIDGET (self->force_line);
}

void
bth_force_editor_focus_line (BthForceEditor *self)
{
  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->force_line));
}

/* Swapped template callbacks get the emitter last; its template id names the field. */
static void
on_widget_changed (BthForceEditor *self,
                   GtkWidget      *widget)
{
  emit_changed (self, gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)));
}

static void
on_notify_changed (BthForceEditor *self,
                   GParamSpec     *pspec,
                   GtkWidget      *widget)
{
  emit_changed (self, gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)));
}

static void
on_unit_changed (BthForceEditor *self,
                 const char     *field,
                 BthUnitRow     *row)
{
  g_autofree char *key = g_strdup_printf ("%s-%s", gtk_widget_get_name (GTK_WIDGET (row)), field);

  emit_changed (self, key);
}

/* Rows are named by position; renaming after a removal keeps names and JSON indexes equal. */
static void
rename_units (BthForceEditor *self)
{
  int index = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child), index++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s-unit-%d", bth_side_to_string (self->side), index);
      const char *suffixes[] = { "sp", "kind", "color", "symbol", "morale", "remove", "error" };
      GtkWidget *line = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child)));
      GtkWidget *widget = gtk_widget_get_first_child (line);

      gtk_widget_set_name (child, prefix);
      for (guint i = 0; i < 6 && widget != NULL; i++, widget = gtk_widget_get_next_sibling (widget))
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", prefix, suffixes[i]);
          gtk_widget_set_name (widget, name);
        }
    }
}

static void
on_unit_remove_requested (BthForceEditor *self,
                          BthUnitRow     *row)
{
  gtk_list_box_remove (self->units, GTK_WIDGET (row));
  rename_units (self);
  emit_changed (self, NULL);
}

static BthUnitRow *
append_unit_row (BthForceEditor *self)
{
  g_autofree char *prefix = g_strdup_printf ("%s-unit-%u", bth_side_to_string (self->side),
                                             bth_force_editor_get_n_units (self));
  BthUnitRow *row = bth_unit_row_new (prefix);

  g_signal_connect_swapped (row, "changed", G_CALLBACK (on_unit_changed), self);
  g_signal_connect_swapped (row, "remove-requested", G_CALLBACK (on_unit_remove_requested), self);
  bth_unit_row_set_colors (row, self->rules);
  gtk_list_box_append (self->units, GTK_WIDGET (row));
  /* Its choices take type-ahead, as the page's do. */
  bth_form_tidy_keyboard (GTK_WIDGET (row));
  return row;
}

void
bth_force_editor_add_unit (BthForceEditor *self)
{
  g_autoptr(JsonObject) unit = json_object_new ();
  g_autofree char *color = bth_counter_colors_get (G_LIST_MODEL (self->colors),
                                                  adw_combo_row_get_selected (self->leader_color));
  BthUnitRow *row;
  GtkWidget *last = gtk_widget_get_last_child (GTK_WIDGET (self->units));

  /* A new unit starts like the one above it, or in the leader's colour. */
  if (BTH_IS_UNIT_ROW (last))
    {
      g_autoptr(JsonNode) previous = bth_unit_row_to_json (BTH_UNIT_ROW (last));
      json_object_unref (unit);
      unit = json_object_ref (json_node_get_object (previous));
      json_object_remove_member (unit, "sp");
      json_object_remove_member (unit, "morale");
    }
  else
    {
      json_object_set_string_member (unit, "kind", "I");
      json_object_set_string_member (unit, "color", color);
    }

  row = append_unit_row (self);
  bth_unit_row_load_json (row, unit);
  emit_changed (self, NULL);
  bth_unit_row_focus (row);
}

static void
on_add_unit_clicked (BthForceEditor *self)
{
  bth_force_editor_add_unit (self);
}

guint
bth_force_editor_get_n_units (BthForceEditor *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static void
bth_force_editor_dispose (GObject *object)
{
  BthForceEditor *self = BTH_FORCE_EDITOR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_FORCE_EDITOR);
  g_clear_pointer (&self->terrain_ids, g_ptr_array_unref);
  g_clear_object (&self->rules);
  g_clear_object (&self->colors);

  G_OBJECT_CLASS (bth_force_editor_parent_class)->dispose (object);
}

static void
bth_force_editor_class_init (BthForceEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_force_editor_dispose;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (BTH_TYPE_TYPED_LINE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-force-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, group);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, line_group);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, leader_name);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, leader_value);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, leader_value_row);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, leader_color);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, supplied);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, demoralization);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, terrain);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, entrenched);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, guard_row);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, imperial_guard);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, mapboard_row);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, mapboard);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, units);
  gtk_widget_class_bind_template_child (widget_class, BthForceEditor, force_error);
  gtk_widget_class_bind_template_callback (widget_class, on_widget_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_notify_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_add_unit_clicked);
}

/* ---- a leader whose value is not entered yet ------------------------------------------ */

static char *stripped_text (gpointer editable);

/* The leader's value field while the value is not entered (a battle brought from the Leader
 * Display before the players entered it, D.3): -1, shown empty, never a silent 0. */
static gboolean
leader_not_entered (BthForceEditor *self)
{
  return gtk_spin_button_get_value_as_int (self->leader_value) < 0;
}

static void
show_leader_value_state (BthForceEditor *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->leader_value);

  if (leader_not_entered (self))
    {
      g_autofree char *name = stripped_text (self->leader_name);
      g_autofree char *subtitle = *name != '\0'
        ? g_strdup_printf (_("Not entered yet: %s's leadership value, 0 to 3 (D.3)"), name)
        : g_strdup (_("Not entered yet: the leader's leadership value, 0 to 3 (D.3)"));

      adw_action_row_set_subtitle (self->leader_value_row, subtitle);
      gtk_widget_add_css_class (GTK_WIDGET (self->leader_value_row), "warning");
    }
  else
    {
      gtk_adjustment_set_lower (adjustment, 0);
      adw_action_row_set_subtitle (self->leader_value_row, _("0 when no leader is present"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->leader_value_row), "warning");
    }
}

static void
set_leader_not_entered (BthForceEditor *self)
{
  gtk_adjustment_set_lower (gtk_spin_button_get_adjustment (self->leader_value), -1);
  gtk_spin_button_set_value (self->leader_value, -1);
  show_leader_value_state (self);
}

static gboolean
on_leader_value_output (GtkSpinButton *spin, BthForceEditor *self)
{
  if (gtk_spin_button_get_value_as_int (spin) >= 0)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (spin), "");
  return TRUE;
}

/* Left empty, the field keeps the value not entered (it would read "" as 0). */
static int
on_leader_value_input (GtkSpinButton *spin, double *new_value, BthForceEditor *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));

  if (*text != '\0' || !leader_not_entered (self))
    return FALSE;
  *new_value = -1;
  return TRUE;
}

static void
on_leader_value_changed (BthForceEditor *self)
{
  show_leader_value_state (self);
}

char *
bth_force_editor_leader_not_entered (BthForceEditor *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (BTH_IS_FORCE_EDITOR (self), NULL);

  if (!leader_not_entered (self))
    return NULL;
  name = stripped_text (self->leader_name);
  return *name != '\0'
    ? g_strdup_printf (_("%s's leadership value is not entered: enter it on the Leader Display or here, 0 to 3 (D.3)."), name)
    : g_strdup (_("The leader's leadership value is not entered: enter it, 0 to 3 (D.3)."));
}

static void
bth_force_editor_init (BthForceEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->terrain_ids = g_ptr_array_new_with_free_func (g_free);
  self->colors = bth_counter_colors_model (NULL);
  adw_combo_row_set_model (self->leader_color, G_LIST_MODEL (self->colors));
  self->force_line = bth_typed_line_get_entry (self->line_group);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->force_line), _("Force, as the Scenarios Write It"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->force_line), _("e.g. Ney (2) blue 5Iw, 2C, 5I (B) forest entrenched"));
  g_signal_connect_swapped (self->force_line, "changed", G_CALLBACK (on_force_line_changed), self);
  add_line_help (self);
  g_signal_connect (self->leader_value, "output", G_CALLBACK (on_leader_value_output), self);
  g_signal_connect (self->leader_value, "input", G_CALLBACK (on_leader_value_input), self);
  g_signal_connect_swapped (self->leader_value, "value-changed", G_CALLBACK (on_leader_value_changed), self);
}

void
bth_force_editor_set_side (BthForceEditor *self,
                           BthSide         side)
{
  const char *side_name = bth_side_to_string (side);
  struct { GtkWidget *widget; const char *suffix; } names[] = {
    { GTK_WIDGET (self->leader_name), "leader-name" },
    { GTK_WIDGET (self->leader_value), "leader-value" },
    { GTK_WIDGET (self->leader_color), "leader-color" },
    { GTK_WIDGET (self->supplied), "supplied" },
    { GTK_WIDGET (self->demoralization), "demoralization" },
    { GTK_WIDGET (self->terrain), "terrain" },
    { GTK_WIDGET (self->entrenched), "entrenched" },
    { GTK_WIDGET (self->imperial_guard), "imperial-guard" },
    { GTK_WIDGET (self->mapboard), "mapboard" },
    { GTK_WIDGET (self->force_error), "error" },
  };

  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  self->side = side;
  {
    g_autofree char *line_name = g_strdup_printf ("%s-line", side_name);
    bth_typed_line_set_name (self->line_group, line_name);
  }
  /* The side's title heads its first group, the force's line. */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->line_group),
                                   side == BTH_SIDE_ATTACKER ? _("Attacker") : _("Defender"));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", side_name, names[i].suffix);
      gtk_widget_set_name (names[i].widget, name);
    }
  {
    g_autofree char *add = g_strdup_printf ("%s-add-unit", side_name);
    GtkWidget *button = adw_preferences_group_get_header_suffix (ADW_PREFERENCES_GROUP (
                          gtk_widget_get_ancestor (GTK_WIDGET (self->units), ADW_TYPE_PREFERENCES_GROUP)));
    gtk_widget_set_name (button, add);
  }
  rename_units (self);
}

void
bth_force_editor_set_ruleset (BthForceEditor *self,
                              BthRuleset     *rules)
{
  const BthTerrainTable *table = bth_ruleset_get_terrain (rules);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  g_set_object (&self->rules, rules);
  self->loading = TRUE;
  g_ptr_array_set_size (self->terrain_ids, 0);
  for (guint i = 0; i < table->n_terrain; i++)
    {
      if (table->terrain[i].is_feature)
        continue;
      g_ptr_array_add (self->terrain_ids, g_strdup (table->terrain[i].id));
      gtk_string_list_append (labels, table->terrain[i].label);
    }
  adw_combo_row_set_model (self->terrain, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->terrain, 0);
  {
    g_autofree char *color = bth_counter_colors_get (G_LIST_MODEL (self->colors),
                                                    adw_combo_row_get_selected (self->leader_color));

    g_clear_object (&self->colors);
    self->colors = bth_counter_colors_model (rules);
    adw_combo_row_set_model (self->leader_color, G_LIST_MODEL (self->colors));
    adw_combo_row_set_selected (self->leader_color, bth_counter_colors_find (self->colors, color));
  }
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bth_unit_row_set_colors (BTH_UNIT_ROW (child), rules);
  self->loading = FALSE;
}

void
bth_force_editor_show_optional (BthForceEditor *self,
                                gboolean        imperial_guard,
                                gboolean        russian_patriotism)
{
  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  gtk_widget_set_visible (self->guard_row, imperial_guard);
  gtk_widget_set_visible (self->mapboard_row, russian_patriotism);
}

static char *
stripped_text (gpointer editable)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (editable))));
}

JsonNode *
bth_force_editor_to_json (BthForceEditor *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *name = stripped_text (self->leader_name);
  g_autofree char *color = bth_counter_colors_get (G_LIST_MODEL (self->colors),
                                                  adw_combo_row_get_selected (self->leader_color));
  guint terrain = adw_combo_row_get_selected (self->terrain);

  json_builder_begin_object (builder);
  /* No "leader" while his value is not entered: unknown, never 0. */
  if (!leader_not_entered (self))
    {
      json_builder_set_member_name (builder, "leader");
      json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (self->leader_value));
    }
  if (*color != '\0')
    {
      json_builder_set_member_name (builder, "leader_color");
      json_builder_add_string_value (builder, color);
    }
  if (*name != '\0')
    {
      json_builder_set_member_name (builder, "leader_name");
      json_builder_add_string_value (builder, name);
    }
  json_builder_set_member_name (builder, "supplied");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->supplied));
  json_builder_set_member_name (builder, "demoralization");
  json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (self->demoralization));
  if (terrain < self->terrain_ids->len)
    {
      json_builder_set_member_name (builder, "terrain");
      json_builder_add_string_value (builder, g_ptr_array_index (self->terrain_ids, terrain));
    }
  json_builder_set_member_name (builder, "entrenched");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->entrenched));
  if (gtk_widget_get_visible (self->mapboard_row) && gtk_spin_button_get_value_as_int (self->mapboard) > 0)
    {
      json_builder_set_member_name (builder, "mapboard");
      json_builder_add_int_value (builder, gtk_spin_button_get_value_as_int (self->mapboard));
    }
  if (gtk_widget_get_visible (self->guard_row))
    {
      json_builder_set_member_name (builder, "imperial_guard");
      json_builder_add_boolean_value (builder, gtk_switch_get_active (self->imperial_guard));
    }
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    json_builder_add_value (builder, bth_unit_row_to_json (BTH_UNIT_ROW (child)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

void
bth_force_editor_load_json (BthForceEditor *self,
                            JsonObject     *force)
{
  const char *terrain = json_object_get_string_member_with_default (force, "terrain", NULL);
  JsonArray *units = json_object_has_member (force, "units")
                     ? json_object_get_array_member (force, "units") : NULL;
  GtkWidget *child;

  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  self->loading = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->leader_name),
                         json_object_get_string_member_with_default (force, "leader_name", ""));
  adw_combo_row_set_selected (self->leader_color,
                              bth_counter_colors_find (self->colors,
                                                       json_object_get_string_member_with_default (force, "leader_color", NULL)));
  /* A named leader without a value (from the Leader Display): not entered yet. */
  if (!json_object_has_member (force, "leader")
      && *json_object_get_string_member_with_default (force, "leader_name", "") != '\0')
    set_leader_not_entered (self);
  else
    {
      gtk_spin_button_set_value (self->leader_value, json_object_get_int_member_with_default (force, "leader", 0));
      show_leader_value_state (self);
    }
  gtk_switch_set_active (self->supplied, json_object_get_boolean_member_with_default (force, "supplied", TRUE));
  gtk_spin_button_set_value (self->demoralization,
                             json_object_get_int_member_with_default (force, "demoralization", 0));
  gtk_switch_set_active (self->entrenched, json_object_get_boolean_member_with_default (force, "entrenched", FALSE));
  gtk_switch_set_active (self->imperial_guard,
                         json_object_get_boolean_member_with_default (force, "imperial_guard", FALSE));
  gtk_spin_button_set_value (self->mapboard, json_object_get_int_member_with_default (force, "mapboard", 0));
  adw_combo_row_set_selected (self->terrain, 0);
  for (guint i = 0; terrain != NULL && i < self->terrain_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->terrain_ids, i), terrain))
      adw_combo_row_set_selected (self->terrain, i);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->units))) != NULL)
    gtk_list_box_remove (self->units, child);
  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      BthUnitRow *row = append_unit_row (self);
      JsonNode *unit = json_array_get_element (units, i);

      if (JSON_NODE_HOLDS_OBJECT (unit))
        bth_unit_row_load_json (row, json_node_get_object (unit));
    }
  self->loading = FALSE;
  if (!self->line_typing)
    update_line (self);
}

void
bth_force_editor_show_default_morale (BthForceEditor  *self,
                                      BthRuleset      *rules,
                                      const BthBattle *battle)
{
  const BthForce *force = &battle->forces[self->side];
  gboolean inside_city = battle->type == BTH_BATTLE_ASSAULT && self->side == BTH_SIDE_DEFENDER;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units));
       child != NULL && i < force->n_units; child = gtk_widget_get_next_sibling (child), i++)
    {
      BthUnit unit = force->units[i];

      /* The rules' value, whatever the players typed over it. */
      unit.morale = -1;
      bth_unit_row_set_default_morale (BTH_UNIT_ROW (child),
                                       bth_unit_morale (rules, &unit, force,
                                                        battle->options.russian_patriotism,
                                                        inside_city));
    }
}

void
bth_force_editor_clear_errors (BthForceEditor *self)
{
  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->units)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bth_unit_row_set_error (BTH_UNIT_ROW (child), NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->leader_color), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->force_error), FALSE);
}

void
bth_force_editor_show_error (BthForceEditor *self,
                             const char     *field,
                             const char     *message)
{
  guint index;

  g_return_if_fail (BTH_IS_FORCE_EDITOR (self));

  if (sscanf (field, "units[%u]", &index) == 1)
    {
      GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->units));

      for (guint i = 0; row != NULL && i < index; i++)
        row = gtk_widget_get_next_sibling (row);
      if (row != NULL)
        {
          bth_unit_row_set_error (BTH_UNIT_ROW (row), message);
          return;
        }
    }
  if (g_str_has_prefix (field, "leader"))
    gtk_widget_add_css_class (GTK_WIDGET (self->leader_color), "error");
  gtk_label_set_text (self->force_error, message);
  gtk_widget_set_visible (GTK_WIDGET (self->force_error), TRUE);
}
