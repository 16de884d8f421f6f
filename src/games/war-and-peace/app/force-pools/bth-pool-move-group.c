/* bth-pool-move-group.c — the Force Pools page's "Move" form (bth-pool-move-group.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-pool-move-group.h"

#include "bth-pool-boxes.h"
#include "bth-game-names.h"

typedef struct {
  BthPoolPlace  place;   /* points into the strings below */
  char         *key;     /* "stack:s3", "box:austria:prisoners", "new:french" */
  char         *label;
  char         *state, *box, *stack, *side;
} Place;

struct _BthPoolMoveGroup
{
  AdwBin        parent_instance;

  GtkWidget    *group;
  AdwComboRow  *from_row;
  AdwComboRow  *to_row;
  AdwEntryRow  *location_row;
  AdwActionRow *button_row;
  GtkLabel     *error_label;
  GPtrArray    *picker;        /* rows for the source's units and leaders */

  BthGame      *game;
  GPtrArray    *from_places;   /* of Place * */
  GPtrArray    *to_places;
  gboolean      refreshing;
};

G_DEFINE_FINAL_TYPE (BthPoolMoveGroup, bth_pool_move_group, ADW_TYPE_BIN)

static void
place_free (gpointer data)
{
  Place *p = data;

  g_free (p->key);
  g_free (p->label);
  g_free (p->state);
  g_free (p->box);
  g_free (p->stack);
  g_free (p->side);
  g_free (p);
}

static Place *
place_new (BthPoolPlaceKind kind, const char *state, const char *box, const char *stack, const char *side)
{
  Place *p = g_new0 (Place, 1);

  p->state = g_strdup (state);
  p->box = g_strdup (box);
  p->stack = g_strdup (stack);
  p->side = g_strdup (side);
  p->place = (BthPoolPlace) { kind, p->state, p->box, p->stack, p->side, NULL };
  switch (kind)
    {
    case BTH_POOL_PLACE_STACK:     p->key = g_strconcat ("stack:", stack, NULL); break;
    case BTH_POOL_PLACE_BOX:       p->key = g_strconcat ("box:", state, ":", box, NULL); break;
    case BTH_POOL_PLACE_NEW_STACK: p->key = g_strconcat ("new:", side, NULL); break;
    default:                       p->key = g_strdup ("counter-mix"); break;
    }
  return p;
}

const char *
bth_pool_move_rule (const BthPoolPlace *from,
                    const BthPoolPlace *to)
{
  const char *from_box = from->kind == BTH_POOL_PLACE_BOX ? from->box : "";
  const char *to_box = to->kind == BTH_POOL_PLACE_BOX ? to->box : "";
  const BthPoolPlace *at_war = g_str_equal (to_box, BTH_BOX_AT_WAR) ? to
                               : g_str_equal (from_box, BTH_BOX_AT_WAR) ? from : NULL;

  if (g_str_equal (to_box, BTH_BOX_PRISONERS))
    return "X.G.3.a";      /* surrendered or captured: the captor's Prisoners box */
  if (g_str_equal (from_box, BTH_BOX_PRISONERS))
    return "X.G.3.b";      /* exchanged: back to their own Force Pool */
  if (at_war != NULL)
    return g_strcmp0 (at_war->state, "russia") == 0 ? "X.G.2.c" : "X.G.2.b";
  if (g_str_equal (to_box, BTH_BOX_NAPOLEON_IN_EXILE) || g_str_equal (from_box, BTH_BOX_NAPOLEON_IN_EXILE))
    return "X.K.5.a";
  if (g_str_equal (from_box, BTH_BOX_FORCE_POOL) && to->kind != BTH_POOL_PLACE_BOX)
    return "X.J.2.a";      /* bought, or taken freely (J.2.f), to the map */
  if (g_str_equal (to_box, BTH_BOX_FORCE_POOL) && from->kind != BTH_POOL_PLACE_BOX)
    return "X.I.2.b";      /* back to the pool from the map */
  return "X.J.1";
}

static const char *
rule_description (const char *rule)
{
  if (g_str_equal (rule, "X.G.3.a"))
    return _("Captured: to the captor’s Prisoners box (X.G.3.a)");
  if (g_str_equal (rule, "X.G.3.b"))
    return _("Prisoners exchanged: back home (X.G.3.b)");
  if (g_str_has_prefix (rule, "X.G.2"))
    /* Translators: %s is a rule, X.G.2.b or X.G.2.c */
    return rule[6] == 'c' ? _("Russia’s war with Turkey (X.G.2.c)") : _("England’s war in America (X.G.2.b)");
  if (g_str_equal (rule, "X.K.5.a"))
    return _("Napoleon in Exile (X.K.5.a)");
  if (g_str_equal (rule, "X.J.2.a"))
    return _("From the Force Pool to the map (X.J.2.a)");
  if (g_str_equal (rule, "X.I.2.b"))
    return _("From the map to the Force Pool (X.I.2.b)");
  return _("Between boxes of the display (X.J.1)");
}

static Place *
selected (AdwComboRow *row, GPtrArray *places)
{
  guint i = adw_combo_row_get_selected (row);
  return i < places->len ? g_ptr_array_index (places, i) : NULL;
}

static void
show_error (BthPoolMoveGroup *self, const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

/* ---- what to move: the source's units and leaders -------------------------------------- */

static GtkWidget *
unit_row (BthGame *game, const BthUnitCount *unit)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, unit->sp, 1);
  g_autofree char *title = g_strdup_printf (_("%s %s (%d SP here)"), bth_game_power_name (game, unit->power),
                                           unit->kind, unit->sp);
  g_autofree char *name = g_strdup_printf ("pools-move-%s-%s", unit->power, unit->kind);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data_full (G_OBJECT (row), "power", g_strdup (unit->power), g_free);
  g_object_set_data_full (G_OBJECT (row), "kind", g_strdup (unit->kind), g_free);
  g_object_set_data (G_OBJECT (row), "spin", spin);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  return row;
}

static GtkWidget *
leader_row (const char *id, const char *name)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *widget_name = g_strdup_printf ("pools-move-leader-%s", id);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_set_name (check, widget_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data_full (G_OBJECT (row), "leader", g_strdup (id), g_free);
  g_object_set_data (G_OBJECT (row), "check", check);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

static void
add_picker_row (BthPoolMoveGroup *self, GtkWidget *row)
{
  g_ptr_array_add (self->picker, row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
}

static void
rebuild_picker (BthPoolMoveGroup *self)
{
  const BthGameState *state = self->game != NULL ? bth_game_get_state (self->game) : NULL;
  Place *from = selected (self->from_row, self->from_places);
  GArray *units = NULL;

  for (guint i = 0; i < self->picker->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), g_ptr_array_index (self->picker, i));
  g_ptr_array_set_size (self->picker, 0);
  if (state == NULL || from == NULL)
    return;
  if (from->place.kind == BTH_POOL_PLACE_STACK)
    {
      const BthStackState *stack = bth_game_state_find_stack (state, from->stack);
      units = stack->units;
      for (guint i = 0; i < stack->leaders->len; i++)
        {
          const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));
          if (leader != NULL)
            add_picker_row (self, leader_row (leader->id, leader->name));
        }
    }
  else
    {
      const BthPoolBox *box = bth_force_pools_find_box (bth_game_state_get_force_pools (state), from->state, from->box);
      units = box->units;
      for (guint i = 0; i < box->leaders->len; i++)
        {
          const BthPoolLeader *leader = g_ptr_array_index (box->leaders, i);
          add_picker_row (self, leader_row (leader->id, leader->name));
        }
    }
  for (guint i = 0; units != NULL && i < units->len; i++)
    if (g_array_index (units, BthUnitCount, i).sp > 0)
      add_picker_row (self, unit_row (self->game, &g_array_index (units, BthUnitCount, i)));
  /* Keep the button last (held while it is out of the group). */
  g_object_ref (self->button_row);
  adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->button_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->button_row));
  g_object_unref (self->button_row);
}

static void
update_rule (BthPoolMoveGroup *self)
{
  Place *from = selected (self->from_row, self->from_places);
  Place *to = selected (self->to_row, self->to_places);

  if (from != NULL && to != NULL && from->place.kind != BTH_POOL_PLACE_BOX && to->place.kind != BTH_POOL_PLACE_BOX)
    adw_action_row_set_subtitle (self->button_row, _("Choose a box: stack to stack is a move on the Leader Display"));
  else
    adw_action_row_set_subtitle (self->button_row, from != NULL && to != NULL
                                 ? rule_description (bth_pool_move_rule (&from->place, &to->place)) : "");
  gtk_widget_set_visible (GTK_WIDGET (self->location_row),
                          to != NULL && to->place.kind == BTH_POOL_PLACE_NEW_STACK);
}

static void
on_from_selected (BthPoolMoveGroup *self)
{
  if (self->refreshing)
    return;
  show_error (self, NULL);
  rebuild_picker (self);
  update_rule (self);
}

static void
on_to_selected (BthPoolMoveGroup *self)
{
  if (self->refreshing)
    return;
  show_error (self, NULL);
  update_rule (self);
}

/* ---- the move ------------------------------------------------------------------------- */

static void
on_move_clicked (BthPoolMoveGroup *self)
{
  Place *from = selected (self->from_row, self->from_places);
  Place *to = selected (self->to_row, self->to_places);
  g_autoptr(GArray) units = bth_unit_counts_new ();
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *location = NULL;
  BthPoolPlace to_place;
  gboolean ok;

  if (self->game == NULL || from == NULL || to == NULL)
    return;
  for (guint i = 0; i < self->picker->len; i++)
    {
      GObject *row = g_ptr_array_index (self->picker, i);
      GtkWidget *spin = g_object_get_data (row, "spin");
      GtkWidget *check = g_object_get_data (row, "check");

      if (spin != NULL && gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) > 0)
        {
          BthUnitCount unit = { g_strdup (g_object_get_data (row, "power")), g_strdup (g_object_get_data (row, "kind")),
                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) };
          g_array_append_val (units, unit);
        }
      if (check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
        g_ptr_array_add (leaders, g_object_get_data (row, "leader"));
    }
  g_ptr_array_add (leaders, NULL);
  if (units->len == 0 && leaders->len == 1)
    {
      show_error (self, _("Choose the units or leaders to move: none is chosen."));
      return;
    }
  to_place = to->place;
  if (to_place.kind == BTH_POOL_PLACE_NEW_STACK)
    {
      location = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->location_row))));
      if (location[0] == '\0')
        {
          show_error (self, _("Type where the new stack is: the location is empty."));
          return;
        }
      to_place.location = location;
    }
  if (from->place.kind == BTH_POOL_PLACE_STACK && g_strcmp0 (to->box, BTH_BOX_PRISONERS) == 0)
    ok = bth_game_capture_units (self->game, from->stack, units, (const char * const *) leaders->pdata,
                                 to->state, &error);
  else
    ok = bth_game_force_pool_move (self->game, &from->place, &to_place, units,
                                   (const char * const *) leaders->pdata,
                                   bth_pool_move_rule (&from->place, &to_place), NULL, &error);
  if (!ok)
    {
      /* Translators: %s is why the books refuse the move */
      /* The books name the event ("action 3, event 0 (force-pool-moved).payload: …"): the
       * players need only the reason. */
      const char *reason = g_str_has_prefix (error->message, "action ") && strstr (error->message, ": ") != NULL
                           ? strstr (error->message, ": ") + 2 : error->message;
      g_autofree char *message = g_strdup_printf (_("Not moved: %s"), reason);
      show_error (self, message);
    }
}

/* ---- the places ----------------------------------------------------------------------- */

static void
collect_places (BthPoolMoveGroup *self, const BthGameState *state)
{
  g_ptr_array_set_size (self->from_places, 0);
  g_ptr_array_set_size (self->to_places, 0);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      Place *p;

      if (bth_unit_counts_sp (stack->units, NULL, NULL) <= 0 && stack->leaders->len == 0)
        continue;
      p = place_new (BTH_POOL_PLACE_STACK, NULL, NULL, stack->id, NULL);
      p->label = bth_pool_stack_label (state, stack);
      g_ptr_array_add (self->from_places, p);
      p = place_new (BTH_POOL_PLACE_STACK, NULL, NULL, stack->id, NULL);
      p->label = bth_pool_stack_label (state, stack);
      g_ptr_array_add (self->to_places, p);
    }
  for (guint i = 0; i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);

      for (guint j = 0; j < ps->boxes->len; j++)
        {
          const BthPoolBox *box = g_ptr_array_index (ps->boxes, j);
          Place *p = place_new (BTH_POOL_PLACE_BOX, ps->id, box->id, NULL, NULL);

          /* Translators: a state's name and one of its boxes: "Austria: Prisoners" */
          p->label = g_strdup_printf (_("%s: %s"), ps->name, bth_pool_box_name (box->id));
          g_ptr_array_add (self->to_places, p);
          if (box->units->len == 0 && box->leaders->len == 0)
            continue;   /* nothing to take from an empty box */
          p = place_new (BTH_POOL_PLACE_BOX, ps->id, box->id, NULL, NULL);
          p->label = g_strdup_printf (_("%s: %s"), ps->name, bth_pool_box_name (box->id));
          g_ptr_array_add (self->from_places, p);
        }
    }
  for (guint i = 0; i < state->sides->len; i++)
    {
      const char *side = g_ptr_array_index (state->sides, i);
      Place *p = place_new (BTH_POOL_PLACE_NEW_STACK, NULL, NULL, NULL, side);

      /* Translators: %s is a side */
      p->label = g_strdup_printf (_("A new stack of the %s side"), bth_game_side_name (self->game, side));
      g_ptr_array_add (self->to_places, p);
    }
}

/* KEEP: the key chosen before; else the first place of kind FIRST. */
static void
set_places (AdwComboRow *row, GPtrArray *places, const char *keep, BthPoolPlaceKind first)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint chosen = G_MAXUINT, first_of_kind = 0;

  for (guint i = places->len; i-- > 0;)
    if (((Place *) g_ptr_array_index (places, i))->place.kind == first)
      first_of_kind = i;
  for (guint i = 0; i < places->len; i++)
    {
      Place *p = g_ptr_array_index (places, i);
      gtk_string_list_append (labels, p->label);
      if (g_strcmp0 (p->key, keep) == 0)
        chosen = i;
    }
  if (chosen == G_MAXUINT)
    chosen = first_of_kind;
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (row, chosen);
}

void
bth_pool_move_group_refresh (BthPoolMoveGroup *self,
                             BthGame          *game)
{
  Place *from, *to;
  g_autofree char *from_key = NULL, *to_key = NULL;

  g_return_if_fail (BTH_IS_POOL_MOVE_GROUP (self));

  if (game != self->game)
    g_set_object (&self->game, game);
  if (game == NULL || bth_game_state_get_force_pools (bth_game_get_state (game)) == NULL)
    return;
  from = selected (self->from_row, self->from_places);
  to = selected (self->to_row, self->to_places);
  from_key = from != NULL ? g_strdup (from->key) : NULL;
  to_key = to != NULL ? g_strdup (to->key) : NULL;
  self->refreshing = TRUE;
  collect_places (self, bth_game_get_state (game));
  /* A new form proposes a stack to a box: the most common move, a loss or capture. */
  set_places (self->from_row, self->from_places, from_key, BTH_POOL_PLACE_STACK);
  set_places (self->to_row, self->to_places, to_key, BTH_POOL_PLACE_BOX);
  self->refreshing = FALSE;
  rebuild_picker (self);
  update_rule (self);
}

/* ---- the widget ----------------------------------------------------------------------- */

static AdwComboRow *
place_row (const char *name, const char *title)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, name);
  return ADW_COMBO_ROW (row);
}

static void
bth_pool_move_group_dispose (GObject *object)
{
  BthPoolMoveGroup *self = BTH_POOL_MOVE_GROUP (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->from_places, g_ptr_array_unref);
  g_clear_pointer (&self->to_places, g_ptr_array_unref);
  g_clear_pointer (&self->picker, g_ptr_array_unref);
  G_OBJECT_CLASS (bth_pool_move_group_parent_class)->dispose (object);
}

static void
bth_pool_move_group_class_init (BthPoolMoveGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bth_pool_move_group_dispose;
}

static void
bth_pool_move_group_init (BthPoolMoveGroup *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Move"));

  self->from_places = g_ptr_array_new_with_free_func (place_free);
  self->to_places = g_ptr_array_new_with_free_func (place_free);
  self->picker = g_ptr_array_new ();

  self->group = adw_preferences_group_new ();
  gtk_widget_set_name (self->group, "pools-move-group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Move Units and Leaders"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Between a stack of the Leader Display and a box, or two boxes. "
                                           "Ctrl+Z takes a move back."));
  self->from_row = place_row ("pools-move-from", _("From"));
  self->to_row = place_row ("pools-move-to", _("To"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->from_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->to_row));
  g_signal_connect_swapped (self->from_row, "notify::selected", G_CALLBACK (on_from_selected), self);
  g_signal_connect_swapped (self->to_row, "notify::selected", G_CALLBACK (on_to_selected), self);

  self->location_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->location_row), _("Location of the New Stack"));
  gtk_widget_set_name (GTK_WIDGET (self->location_row), "pools-move-location");
  gtk_widget_set_visible (GTK_WIDGET (self->location_row), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->location_row));

  self->button_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->button_row), _("Rule"));
  gtk_widget_set_name (GTK_WIDGET (self->button_row), "pools-move-rule");
  gtk_widget_set_name (button, "pools-move-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_move_clicked), self);
  adw_action_row_add_suffix (self->button_row, button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->button_row));

  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->error_label), "pools-move-error");
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (self->error_label), 6);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->error_label));

  adw_bin_set_child (ADW_BIN (self), self->group);
}

GtkWidget *
bth_pool_move_group_new (void)
{
  return g_object_new (BTH_TYPE_POOL_MOVE_GROUP, NULL);
}
