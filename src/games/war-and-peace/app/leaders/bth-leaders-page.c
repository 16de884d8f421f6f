/* bth-leaders-page.c — the Leaders page: the game's Leader Display.
 *
 * Each stack (a display box, or units without a leader) of each side, with its leaders'
 * values and colours, its units by power and kind, location, supply, entrenchment, siege
 * marker and demoralization, all editable; the Turn Record Track (wounded leaders) and the
 * eliminated units. A battle between two stacks opens on the Battle page with their forces
 * and writes its result back here.
 *
 * Every change is one action of the game's log (Ctrl+Z on this page takes it back).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-leaders-page.h"
#include "bth-game-watch.h"

#include "bth-battle-page.h"
#include "bth-stack-position-rows.h"
#include "bth-leaders-records.h"
#include "bth-leader-capture-rows.h"
#include "bth-players-data-group.h"
#include "bth-window.h"
#include "bth-game-names.h"

struct _BthLeadersPage
{
  BthPage      parent_instance;

  /* Template widgets */
  GtkBox      *content_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */
  GPtrArray   *stack_ids;       /* of char *: the stacks in the battle pickers, in order */
  GHashTable  *expanded;        /* stack ids whose rows are open, kept across rebuilds */
  AdwComboRow *attacker_row;
  AdwComboRow *defender_row;
  GtkWidget   *same_side_row;   /* the warning when both stacks are one side's */
  GtkWidget   *resolve_button;
  BthGameSupply *supply;        /* positions and supply of the shown state, or NULL */
  GStrv        colours;         /* counter colours to propose (bth_players_data_known_colours) */
  char        *focus_next;      /* the widget to give the focus once rebuilt (Enter in a Location) */
};

G_DEFINE_FINAL_TYPE (BthLeadersPage, bth_leaders_page, BTH_TYPE_PAGE)

static void queue_rebuild (BthLeadersPage *self);

static void
report (BthLeadersPage *self,
        const GError   *error)
{
  bth_page_toast (BTH_PAGE (self), error->message);
}

/* "France 12 I, 3 C; Bavaria 2 I" */
static char *
describe_units (BthGame *game, GArray *units)
{
  GString *text = g_string_new (NULL);
  const char *power = NULL;

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      const BthUnitCount *unit = &g_array_index (units, BthUnitCount, i);

      if (unit->sp <= 0)
        continue;
      if (g_strcmp0 (power, unit->power) != 0)
        {
          if (text->len > 0)
            g_string_append (text, "; ");
          g_string_append_printf (text, "%s %d %s", bth_game_power_name (game, unit->power), unit->sp, unit->kind);
          power = unit->power;
        }
      else
        g_string_append_printf (text, ", %d %s", unit->sp, unit->kind);
    }
  if (text->len == 0)
    g_string_append (text, _("No units"));
  return g_string_free (text, FALSE);
}

static char *
stack_title (const BthGameState  *state,
             const BthStackState *stack)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, leader->name);
    }
  if (text->len == 0)
    g_string_append (text, _("No leader"));
  return g_string_free (text, FALSE);
}

static char *
stack_subtitle (const BthStackState *stack, const BthStackPosition *position)
{
  int sp = bth_unit_counts_sp (stack->units, NULL, NULL);
  GString *text = g_string_new (NULL);

  /* Translators: stack id, place, strength points */
  g_string_append_printf (text, _("%s · %s · %d SP"), stack->id,
                          stack->location != NULL ? stack->location : _("no location"), sp);
  if (position != NULL ? !position->supplied : !stack->supplied)
    g_string_append_printf (text, " · %s", _("unsupplied"));
  else if (position != NULL && !position->overridden && position->status == BTH_SUPPLY_UNKNOWN)
    g_string_append_printf (text, " · %s", _("supply unknown"));
  if (stack->entrenched)
    g_string_append_printf (text, " · %s", _("entrenched"));
  if (stack->siege_marker > 0)
    g_string_append_printf (text, " · %s %d", _("siege"), stack->siege_marker);
  if (stack->demoralization > 0)
    g_string_append_printf (text, " · D%d", stack->demoralization);
  return g_string_free (text, FALSE);
}

/* ---- edits ---------------------------------------------------------------------------- */

static void
edit (BthLeadersPage *self,
      const char     *path,
      JsonNode       *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) old = bth_game_state_get_field (bth_game_get_state (self->watch.game), path, NULL);

  /* A widget set to what the state already says is not a change. */
  if (old != NULL && json_node_equal (old, value))
    return;
  if (!bth_game_edit (self->watch.game, path, value, NULL, &error))
    {
      report (self, error);
      queue_rebuild (self);   /* show the state again, not the refused entry */
    }
}

static void
on_switch_active (GtkSwitch      *widget,
                  GParamSpec     *pspec,
                  BthLeadersPage *self)
{
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);

  json_node_set_boolean (value, gtk_switch_get_active (widget));
  edit (self, g_object_get_data (G_OBJECT (widget), "path"), value);
}

static void
on_spin_value (GtkSpinButton  *widget,
               BthLeadersPage *self)
{
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);

  json_node_set_int (value, gtk_spin_button_get_value_as_int (widget));
  edit (self, g_object_get_data (G_OBJECT (widget), "path"), value);
}

static void
on_entry_apply (AdwEntryRow    *row,
                BthLeadersPage *self)
{
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  json_node_set_string (value, text);
  edit (self, g_object_get_data (G_OBJECT (row), "path"), value);
}

/* The widget named NAME inside ROOT, or NULL. */
static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Gives the focus to the field the players moved on to, in the page as it is now. */
static void
focus_next_field (BthLeadersPage *self)
{
  GtkWidget *next = self->focus_next != NULL ? find_named (GTK_WIDGET (self->content_box), self->focus_next) : NULL;

  if (next != NULL)
    {
      gtk_widget_grab_focus (next);
      bth_page_reveal (BTH_PAGE (self), next);   /* the rebuilt page is not at its top */
    }
}

static void
apply_location (gpointer    data,
                const char *path,
                const char *text)
{
  BthLeadersPage *self = data;
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
  g_autofree char *stack = g_strdup (path);
  char *end = g_str_has_prefix (stack, "stacks.") ? strrchr (stack, '.') : NULL;

  /* Enter applies the location and moves on, as a form does, to the stack's next field
   * (Inside the City, after the supply row it reads): the edit rebuilds the page, and the
   * focus is given back there, so it stays on this page and in this stack. */
  g_clear_pointer (&self->focus_next, g_free);
  if (end != NULL && end > stack + strlen ("stacks."))
    {
      *end = '\0';
      self->focus_next = g_strdup_printf ("stack-%s-inside-city", stack + strlen ("stacks."));
    }
  json_node_set_string (value, text);
  edit (self, path, value);
  focus_next_field (self);
  if (self->watch.idle == 0)
    g_clear_pointer (&self->focus_next, g_free);   /* nothing to rebuild: done */
}

static GtkWidget *
switch_row (const char     *name,
            const char     *title,
            const char     *path,
            gboolean        active,
            BthLeadersPage *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *widget = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_switch_set_active (GTK_SWITCH (widget), active);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_name (widget, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data_full (G_OBJECT (widget), "path", g_strdup (path), g_free);
  g_signal_connect (widget, "notify::active", G_CALLBACK (on_switch_active), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  return row;
}

static GtkWidget *
spin_row (const char     *name,
          const char     *title,
          const char     *subtitle,
          const char     *path,
          int             value,
          int             lower,
          int             upper,
          BthLeadersPage *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data_full (G_OBJECT (spin), "path", g_strdup (path), g_free);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_value), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  return row;
}

static GtkWidget *
entry_row (const char     *name,
           const char     *title,
           const char     *path,
           const char     *text,
           BthLeadersPage *self)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_widget_set_name (row, name);
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (path), g_free);
  g_signal_connect (row, "apply", G_CALLBACK (on_entry_apply), self);
  return row;
}

/* ---- the display ---------------------------------------------------------------------- */

static void
on_expanded_notify (AdwExpanderRow *row,
                    GParamSpec     *pspec,
                    BthLeadersPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "stack");

  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, g_strdup (id));
  else
    g_hash_table_remove (self->expanded, id);
}

/* A colour picked from the list is entered like a typed one; "None" clears it. */
static void
on_colour_chosen (GtkButton      *button,
                  BthLeadersPage *self)
{
  const char *colour = g_object_get_data (G_OBJECT (button), "colour");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  g_autoptr(JsonNode) value = colour != NULL ? json_node_init_string (json_node_alloc (), colour)
                                             : json_node_new (JSON_NODE_NULL);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  edit (self, g_object_get_data (G_OBJECT (button), "path"), value);
}

static GtkWidget *
colour_button (BthLeadersPage *self,
               const char     *name,
               const char     *path,
               const char     *colour,
               const char     *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "flat");
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  g_object_set_data_full (G_OBJECT (button), "path", g_strdup (path), g_free);
  g_object_set_data_full (G_OBJECT (button), "colour", g_strdup (colour), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_colour_chosen), self);
  return button;
}

/* The colour row: typed freely, or chosen from the colours already in use (this game,
 * earlier games, the ruleset); the ruleset has no list of counter colours to offer. */
static GtkWidget *
colour_row (BthLeadersPage       *self,
            const BthLeaderState *leader,
            const char           *name,
            const char           *title,
            const char           *path)
{
  GtkWidget *row = entry_row (name, title, path, leader->colour, self);
  GtkWidget *menu = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *menu_name = g_strconcat (name, "-choose", NULL);
  g_autofree char *none_name = g_strconcat (name, "-none", NULL);

  for (guint i = 0; self->colours != NULL && self->colours[i] != NULL; i++)
    {
      g_autofree char *item_name = g_strdup_printf ("%s-%s", name, self->colours[i]);
      gtk_box_append (GTK_BOX (box), colour_button (self, item_name, path, self->colours[i], self->colours[i]));
    }
  /* Translators: no counter colour entered for the leader */
  gtk_box_append (GTK_BOX (box), colour_button (self, none_name, path, NULL, _("None")));
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "pan-down-symbolic");
  gtk_widget_set_name (menu, menu_name);
  gtk_widget_set_valign (menu, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (menu, "flat");
  gtk_widget_set_tooltip_text (menu, _("Choose a colour already in use"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Choose a colour already in use"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), menu);
  return row;
}

static void
on_nationality_selected (AdwComboRow    *row,
                         GParamSpec     *pspec,
                         BthLeadersPage *self)
{
  GStrv powers = g_object_get_data (G_OBJECT (row), "powers");
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(JsonNode) value = NULL;

  if (powers == NULL || selected >= g_strv_length (powers))
    return;
  value = json_node_init_string (json_node_alloc (), powers[selected]);
  edit (self, g_object_get_data (G_OBJECT (row), "path"), value);
}

/* A leader whose nationality the scenario does not print (IV.E.1.b: "Jerome, Leader (0),
 * 6I (Po), 3I (S), 3I (W) …"): the players enter it; the choice is his present one, the
 * powers whose units he commands, then his side's other powers. NULL for the others. */
static GtkWidget *
nationality_row (BthLeadersPage       *self,
                 const BthStackState  *stack,
                 const BthLeaderState *leader)
{
  g_autoptr(GPtrArray) powers = g_ptr_array_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *name = g_strdup_printf ("leader-%s-power", leader->id);
  g_autofree char *path = g_strdup_printf ("leaders.%s.power", leader->id);
  g_autofree char *title = g_strdup_printf (_("%s: Nationality"), leader->name);
  GtkWidget *row;

  if (!leader->nationality_unprinted)
    return NULL;
  if (leader->power != NULL)
    g_ptr_array_add (powers, leader->power);
  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *unit = &g_array_index (stack->units, BthUnitCount, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < powers->len; j++)
        seen |= g_strcmp0 (g_ptr_array_index (powers, j), unit->power) == 0;
      if (!seen && unit->power != NULL)
        g_ptr_array_add (powers, unit->power);
    }
  /* Then the other powers of his side (Jerome is French in VII.E.1.a). */
  {
    const BthGameState *state = bth_game_get_state (self->watch.game);

    for (guint i = 0; i < state->powers->len; i++)
      {
        const BthPowerState *p = g_ptr_array_index (state->powers, i);
        gboolean seen = FALSE;

        for (guint j = 0; j < powers->len; j++)
          seen |= g_strcmp0 (g_ptr_array_index (powers, j), p->id) == 0;
        if (!seen && leader->side != NULL && g_strcmp0 (p->side, leader->side) == 0)
          g_ptr_array_add (powers, p->id);
      }
  }
  for (guint i = 0; i < powers->len; i++)
    gtk_string_list_append (names, bth_game_power_name (self->watch.game, g_ptr_array_index (powers, i)));
  g_ptr_array_add (powers, NULL);

  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Not printed in the scenario: as on your board"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
  gtk_widget_set_name (row, name);
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (path), g_free);
  g_object_set_data_full (G_OBJECT (row), "powers", g_strdupv ((char **) powers->pdata), (GDestroyNotify) g_strfreev);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_nationality_selected), self);
  return row;
}

static void
add_leader_rows (BthLeadersPage       *self,
                 GtkWidget            *expander,
                 const BthStackState  *stack,
                 const BthLeaderState *leader)
{
  GtkWidget *nationality = nationality_row (self, stack, leader);
  g_autofree char *value_name = g_strdup_printf ("leader-%s-value", leader->id);
  g_autofree char *value_path = g_strdup_printf ("leaders.%s.value", leader->id);
  g_autofree char *colour_name = g_strdup_printf ("leader-%s-colour", leader->id);
  g_autofree char *colour_path = g_strdup_printf ("leaders.%s.colour", leader->id);
  g_autofree char *value_title = g_strdup_printf (_("%s: Leadership Value"), leader->name);
  g_autofree char *colour_title = g_strdup_printf (_("%s: Counter Colour"), leader->name);

  /* The seeds do not print every value: the players enter it from the counter, once. */
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            spin_row (value_name, value_title,
                                      leader->value == BTH_GAME_VALUE_UNKNOWN
                                      ? _("Not entered yet: type it from the counter") : NULL,
                                      value_path, MAX (leader->value, 0), 0, 9, self));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            colour_row (self, leader, colour_name, colour_title, colour_path));
  if (nationality != NULL)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), nationality);
}

static void
add_stack (BthLeadersPage      *self,
           GtkWidget           *group,
           const BthGameState  *state,
           const BthStackState *stack)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *title = stack_title (state, stack);
  const BthStackPosition *position = self->supply != NULL ? bth_game_supply_get (self->supply, stack->id) : NULL;
  g_autofree char *subtitle = stack_subtitle (stack, position);
  g_autofree char *p10 = bth_leader_capture_stack_note (self->watch.game, stack);
  g_autofree char *units = describe_units (self->watch.game, stack->units);
  g_autofree char *name = g_strdup_printf ("stack-%s", stack->id);
  g_autofree char *prefix = g_strdup_printf ("stacks.%s.", stack->id);
  g_autofree char *location_path = g_strconcat (prefix, "location", NULL);
  g_autofree char *entrenched_path = g_strconcat (prefix, "entrenched", NULL);
  g_autofree char *siege_path = g_strconcat (prefix, "siege_marker", NULL);
  g_autofree char *demoralization_path = g_strconcat (prefix, "demoralization", NULL);
  g_autofree char *entrenched_name = g_strconcat (name, "-entrenched", NULL);
  g_autofree char *siege_name = g_strconcat (name, "-siege", NULL);
  g_autofree char *demoralization_name = g_strconcat (name, "-demoralization", NULL);
  g_autofree char *units_name = g_strconcat (name, "-units", NULL);
  GtkWidget *row;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  if (p10 != NULL)
    {
      char *noted = g_strconcat (subtitle, p10, NULL);
      g_free (subtitle);
      subtitle = noted;
    }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  gtk_widget_set_name (expander, name);
  g_object_set_data_full (G_OBJECT (expander), "stack", g_strdup (stack->id), g_free);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander),
                                 g_hash_table_contains (self->expanded, stack->id));
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (on_expanded_notify), self);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Units"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), units);
  gtk_widget_set_name (row, units_name);
  gtk_widget_add_css_class (row, "property");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader != NULL)
        add_leader_rows (self, expander, stack, leader);
      /* P.10: his force eliminated inside the city (bth-leader-capture-rows.c). */
      if (leader != NULL)
        bth_leader_capture_rows_add (ADW_EXPANDER_ROW (expander), BTH_PAGE (self), self->watch.game, leader);
    }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            bth_location_row_new (BTH_PAGE (self), name, location_path, stack->location,
                                                  bth_session_get_map (bth_page_get_session (BTH_PAGE (self))),
                                                  apply_location, self));
  bth_supply_rows_add (ADW_EXPANDER_ROW (expander), name, BTH_PAGE (self), self->watch.game, stack, position);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            switch_row (entrenched_name, _("Entrenched"), entrenched_path, stack->entrenched, self));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            spin_row (siege_name, _("Siege Marker"), _("0 when none (S.9)"), siege_path,
                                      stack->siege_marker, 0, 5, self));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                            spin_row (demoralization_name, _("Demoralization"), _("D level (P.5)"),
                                      demoralization_path, stack->demoralization, 0, 9, self));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
}

/* ---- a battle between two stacks ------------------------------------------------------- */

/* The side both chosen stacks belong to, or NULL when they are of different sides (or
 * of no side: a neutral state's forces, X.D). */
static const char *
same_side (BthLeadersPage *self)
{
  guint attacker = adw_combo_row_get_selected (self->attacker_row);
  guint defender = adw_combo_row_get_selected (self->defender_row);
  const BthGameState *state;
  const BthStackState *a, *d;

  if (self->watch.game == NULL || attacker >= self->stack_ids->len || defender >= self->stack_ids->len
      || attacker == defender)
    return NULL;
  state = bth_game_get_state (self->watch.game);
  a = bth_game_state_find_stack (state, g_ptr_array_index (self->stack_ids, attacker));
  d = bth_game_state_find_stack (state, g_ptr_array_index (self->stack_ids, defender));
  if (a == NULL || d == NULL || a->side == NULL || g_strcmp0 (a->side, d->side) != 0)
    return NULL;
  for (guint i = 0; i < state->sides->len; i++)
    if (g_str_equal (g_ptr_array_index (state->sides, i), a->side))
      return a->side;
  return NULL;
}

/* Napoleon against Davout: a battle is between the two sides; say so before the Battle
 * page is opened, and open it only for stacks of opposing sides. */
static void
update_battle_choice (BthLeadersPage *self)
{
  const char *side;

  if (self->same_side_row == NULL)
    return;
  side = same_side (self);
  gtk_widget_set_visible (self->same_side_row, side != NULL);
  if (side != NULL)
    {
      /* Translators: %s is a player, "French player" */
      g_autofree char *title = g_strdup_printf (_("Both stacks are the %s’s"),
                                                bth_game_side_name (self->watch.game, side));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->same_side_row), title);
    }
  gtk_widget_set_sensitive (self->resolve_button, self->stack_ids->len >= 2 && side == NULL);
}

static void
on_resolve_battle_clicked (BthLeadersPage *self)
{
  guint attacker = adw_combo_row_get_selected (self->attacker_row);
  guint defender = adw_combo_row_get_selected (self->defender_row);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *page;

  if (self->watch.game == NULL || !BTH_IS_WINDOW (root)
      || attacker >= self->stack_ids->len || defender >= self->stack_ids->len)
    return;
  if (attacker == defender)
    {
      bth_page_toast (BTH_PAGE (self), _("A stack cannot fight itself: choose two stacks."));
      return;
    }
  if (same_side (self) != NULL)
    return;
  page = bth_window_get_page (BTH_WINDOW (root), "battle");
  bth_battle_page_start_from_game (BTH_BATTLE_PAGE (page), self->watch.game,
                                   g_ptr_array_index (self->stack_ids, attacker),
                                   g_ptr_array_index (self->stack_ids, defender));
  bth_window_show_page (BTH_WINDOW (root), "battle");
}

static void
build_battle_group (BthLeadersPage     *self,
                    const BthGameState *state)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *button, *row;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Battle"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Resolve a battle between two stacks on the Battle page; "
                                           "its losses and demoralization come back here."));
  g_ptr_array_set_size (self->stack_ids, 0);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      g_autofree char *title = stack_title (state, stack);
      g_autofree char *label = NULL;

      if (bth_unit_counts_sp (stack->units, NULL, NULL) <= 0 && stack->leaders->len == 0)
        continue;
      /* Translators: stack id, its leaders, its place */
      label = g_strdup_printf (_("%s: %s (%s)"), stack->id, title,
                               stack->location != NULL ? stack->location : "");
      gtk_string_list_append (names, label);
      g_ptr_array_add (self->stack_ids, g_strdup (stack->id));
    }

  self->attacker_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->attacker_row), _("Attacker"));
  adw_combo_row_set_model (self->attacker_row, G_LIST_MODEL (names));
  gtk_widget_set_name (GTK_WIDGET (self->attacker_row), "battle-attacker");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->attacker_row));

  self->defender_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->defender_row), _("Defender"));
  adw_combo_row_set_model (self->defender_row, G_LIST_MODEL (names));
  if (self->stack_ids->len > 1)
    adw_combo_row_set_selected (self->defender_row, 1);
  gtk_widget_set_name (GTK_WIDGET (self->defender_row), "battle-defender");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->defender_row));

  /* Shown when the two stacks are of one side. */
  self->same_side_row = adw_action_row_new ();
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->same_side_row),
                               _("A battle is fought between the two sides: choose an enemy stack as the defender."));
  adw_action_row_set_icon_name (ADW_ACTION_ROW (self->same_side_row), "dialog-warning-symbolic");
  gtk_widget_add_css_class (self->same_side_row, "warning");
  gtk_widget_set_name (self->same_side_row, "battle-same-side-warning");
  gtk_widget_set_visible (self->same_side_row, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->same_side_row);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Open on the Battle Page"));
  button = gtk_button_new_with_mnemonic (_("_Resolve Battle"));
  gtk_widget_set_name (button, "battle-from-leaders-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_sensitive (button, self->stack_ids->len >= 2);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_resolve_battle_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->resolve_button = button;
  g_signal_connect_swapped (self->attacker_row, "notify::selected", G_CALLBACK (update_battle_choice), self);
  g_signal_connect_swapped (self->defender_row, "notify::selected", G_CALLBACK (update_battle_choice), self);
  update_battle_choice (self);

  gtk_box_append (self->content_box, group);
}

static void
build_side_groups (BthLeadersPage     *self,
                   const BthGameState *state)
{
  /* After the sides, the forces of neutral states, which belong to no side (X.D, X.E). */
  for (guint s = 0; s <= state->sides->len; s++)
    {
      const char *side = s < state->sides->len ? g_ptr_array_index (state->sides, s) : NULL;
      GtkWidget *group;
      guint shown = 0;
      gboolean any = side != NULL;

      for (guint i = 0; !any && i < state->stacks->len; i++)
        any = ((const BthStackState *) g_ptr_array_index (state->stacks, i))->side == NULL;
      if (!any)
        continue;
      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                       side != NULL ? bth_game_side_name (self->watch.game, side) : _("Neutral States"));
      if (side == NULL)
        gtk_widget_set_name (group, "neutral-states-group");
      for (guint i = 0; i < state->stacks->len; i++)
        {
          const BthStackState *stack = g_ptr_array_index (state->stacks, i);

          if (g_strcmp0 (stack->side, side) != 0)
            continue;
          if (bth_unit_counts_sp (stack->units, NULL, NULL) <= 0 && stack->leaders->len == 0)
            continue;   /* an emptied box */
          add_stack (self, group, state, stack);
          shown++;
        }
      if (shown == 0)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _("No forces on the map."));
      gtk_box_append (self->content_box, group);
    }
}

static void
build_off_map (BthLeadersPage     *self,
               const BthGameState *state)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *eliminated = describe_units (self->watch.game, state->eliminated);
  GtkWidget *row;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Off the Map"));
  for (guint i = 0; i < state->leaders->len; i++)
    {
      const BthLeaderState *leader = g_ptr_array_index (state->leaders, i);
      g_autofree char *returns = NULL;

      if (leader->status == BTH_LEADER_STATUS_ON_MAP)
        continue;
      if (leader->status == BTH_LEADER_STATUS_WOUNDED)
        {
          g_autofree char *month = bth_month_describe (leader->returns);
          /* Translators: %s is a month */
          returns = g_strdup_printf (_("Wounded: on the Turn Record Track until %s (R.2)"), month);
        }
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), leader->name);
      {
        g_autofree char *off_name = g_strdup_printf ("off-map-%s", leader->id);
        gtk_widget_set_name (row, off_name);
      }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   returns != NULL ? returns
                                                   : bth_leader_capture_off_map_reason (self->watch.game, leader));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Eliminated Units"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), eliminated);
  gtk_widget_set_name (row, "eliminated-units");
  gtk_widget_add_css_class (row, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (self->content_box, group);
}

/* Supply is recomputed with every rebuild, i.e. after every change (a few ms at most). */
static void
compute_supply (BthLeadersPage     *self,
                const BthGameState *state)
{
  BthMap *map = bth_session_get_map (bth_page_get_session (BTH_PAGE (self)));
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->supply, bth_game_supply_free);
  if (map == NULL)
    return;   /* being read; the map store's "changed" rebuilds */
  self->supply = bth_game_supply_compute_for_game (self->watch.game, map, &error);
  if (self->supply == NULL)
    report (self, error);
}

static void
rebuild (BthLeadersPage *self)
{
  GtkWidget *child;
  const BthGameState *state;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);
  self->attacker_row = self->defender_row = NULL;
  self->same_side_row = self->resolve_button = NULL;

  if (self->watch.game == NULL)
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Game"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("Start or open a game on the Game page to keep its Leader Display here."));
      gtk_box_append (self->content_box, status);
      return;
    }
  state = bth_game_get_state (self->watch.game);
  compute_supply (self, state);
  g_strfreev (self->colours);
  self->colours = bth_players_data_known_colours (state, bth_game_get_ruleset (self->watch.game));
  build_battle_group (self, state);
  /* Attrition and forced marches (bth-leaders-records.c). */
  gtk_box_append (self->content_box, bth_leaders_records_group_new (BTH_PAGE (self), self->watch.game));
  build_side_groups (self, state);
  if (self->supply != NULL)
    gtk_box_append (self->content_box, bth_supply_sources_group_new (self->supply));
  build_off_map (self, state);
  focus_next_field (self);
  g_clear_pointer (&self->focus_next, g_free);
}

static void
queue_rebuild (BthLeadersPage *self)
{
  bth_game_watch_queue (&self->watch);
}

/* Another game is open: which stacks were expanded was the last game's. */
static void
game_replaced (BthPage *page)
{
  BthLeadersPage *self = BTH_LEADERS_PAGE (page);

  g_hash_table_remove_all (self->expanded);
  rebuild (self);
}

static void
rebuild_page (BthPage *page)
{
  rebuild (BTH_LEADERS_PAGE (page));
}

static void
bth_leaders_page_session_set (BthPage    *page,
                              BthSession *session)
{
  BthLeadersPage *self = BTH_LEADERS_PAGE (page);

  g_signal_connect_object (bth_session_get_map_store (session), "changed", G_CALLBACK (queue_rebuild), self,
                           G_CONNECT_SWAPPED);
  bth_game_watch_follow (&self->watch, session);
}

static void
bth_leaders_page_dispose (GObject *object)
{
  BthLeadersPage *self = BTH_LEADERS_PAGE (object);

  bth_game_watch_clear (&self->watch);
  g_clear_pointer (&self->stack_ids, g_ptr_array_unref);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  g_clear_pointer (&self->focus_next, g_free);
  g_clear_pointer (&self->supply, bth_game_supply_free);
  g_clear_pointer (&self->colours, g_strfreev);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_LEADERS_PAGE);

  G_OBJECT_CLASS (bth_leaders_page_parent_class)->dispose (object);
}

static void
bth_leaders_page_class_init (BthLeadersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_leaders_page_dispose;
  page_class->session_set = bth_leaders_page_session_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-leaders-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthLeadersPage, content_box);
}

static void
bth_leaders_page_init (BthLeadersPage *self)
{
  self->stack_ids = g_ptr_array_new_with_free_func (g_free);
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
}
