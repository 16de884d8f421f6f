/* bth-navies-cargo.c — see bth-navies-cargo.h.
 *
 * The group shows what the chosen fleet carries, a "Stack" combo of the stacks of the
 * Leader Display at the fleet's port or coastal hex (and "A new stack here", for
 * disembarking), one spin row per army unit line in that stack or aboard, one switch per
 * leader, spin rows for supply and production points, and the Embark and Disembark
 * buttons. A refusal shows the core's message, which names the problem and the rule.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-navies-cargo.h"

#include "bth-game-names.h"
#include "bth-form.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"

typedef struct
{
  char      *power;
  char      *kind;
  GtkWidget *spin;
} UnitLine;

typedef struct
{
  char      *id;
  GtkWidget *toggle;
} LeaderLine;

struct _BthNaviesCargo
{
  BthPage   *page;          /* not owned */
  GtkWidget *group;
  GtkWidget *stack_combo;
  gulong     stack_changed_id;
  GPtrArray *stack_ids;     /* of char *, the combo's items; NULL for "a new stack here" */
  GPtrArray *rows;          /* the rows rebuilt for each stack (owned by the group) */
  GPtrArray *units;         /* of UnitLine * */
  GPtrArray *leaders;       /* of LeaderLine * */
  GtkWidget *points_group;
  GtkWidget *supply;
  GtkWidget *production;
  GtkWidget *buttons;
  BthGame   *game;          /* borrowed from the Fleets group */
  char      *fleet;
};

static void
unit_line_free (UnitLine *u)
{
  g_free (u->power);
  g_free (u->kind);
  g_free (u);
}

static void
leader_line_free (LeaderLine *l)
{
  g_free (l->id);
  g_free (l);
}

static const BthGameFleet *
chosen_fleet (BthNaviesCargo *self)
{
  return self->game != NULL && self->fleet != NULL
    ? bth_game_state_find_fleet (bth_game_get_state (self->game), self->fleet) : NULL;
}

static const char *
chosen_stack (BthNaviesCargo *self)
{
  guint n = adw_combo_row_get_selected (ADW_COMBO_ROW (self->stack_combo));

  return n < self->stack_ids->len ? g_ptr_array_index (self->stack_ids, n) : NULL;
}

static const char *
leader_name (const BthGameState *state, const char *id)
{
  const BthLeaderState *l = bth_game_state_find_leader (state, id);

  return l != NULL && l->name != NULL ? l->name : id;
}

/* ---- the rows of one stack and the cargo ------------------------------------------------ */

static void
add_unit_row (BthNaviesCargo *self, const char *power, const char *kind, int in_stack, int aboard)
{
  g_autofree char *name = g_strdup_printf ("navies-cargo-unit-%s-%s", power, kind);
  /* "England I": the power by its name, the kind as the rulebook abbreviates it. */
  g_autofree char *title = g_strdup_printf ("%s %s", bth_game_power_name (self->game, power), kind);
  g_autofree char *subtitle = g_strdup_printf (_("In the stack: %d SP · aboard: %d SP"), in_stack, aboard);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (in_stack, aboard), 1);
  UnitLine *u = g_new0 (UnitLine, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
  g_ptr_array_add (self->rows, row);
  u->power = g_strdup (power);
  u->kind = g_strdup (kind);
  u->spin = spin;
  g_ptr_array_add (self->units, u);
}

static void
add_leader_row (BthNaviesCargo *self, const char *id, const char *title, gboolean aboard)
{
  g_autofree char *name = g_strdup_printf ("navies-cargo-leader-%s", id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  LeaderLine *l = g_new0 (LeaderLine, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), aboard ? _("Leader, aboard") : _("Leader, in the stack"));
  gtk_widget_set_name (toggle, name);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
  g_ptr_array_add (self->rows, row);
  l->id = g_strdup (id);
  l->toggle = toggle;
  g_ptr_array_add (self->leaders, l);
}

static gboolean
is_army_kind (const char *kind)
{
  return g_strcmp0 (kind, "S") != 0 && g_strcmp0 (kind, "T") != 0;
}

/* The unit and leader rows for the chosen stack and the fleet's cargo. */
static void
rebuild_lines (BthNaviesCargo *self)
{
  const BthGameFleet *g = chosen_fleet (self);
  const BthGameState *state = self->game != NULL ? bth_game_get_state (self->game) : NULL;
  const char *stack_id = chosen_stack (self);
  const BthStackState *stack = stack_id != NULL && state != NULL ? bth_game_state_find_stack (state, stack_id) : NULL;
  const BthFleetCargo *cargo = g != NULL ? g->cargo : NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->units, 0);
  g_ptr_array_set_size (self->leaders, 0);
  if (g == NULL)
    return;
  for (int pass = 0; pass < 2; pass++)
    {
      GArray *list = pass == 0 ? (stack != NULL ? stack->units : NULL) : (cargo != NULL ? cargo->units : NULL);
      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          const BthUnitCount *u = &g_array_index (list, BthUnitCount, i);
          g_autofree char *key = g_strdup_printf ("%s %s", u->power, u->kind);
          if (!is_army_kind (u->kind) || g_hash_table_contains (seen, key))
            continue;
          add_unit_row (self, u->power, u->kind, stack != NULL ? bth_unit_counts_sp (stack->units, u->power, u->kind) : 0,
                        cargo != NULL ? bth_unit_counts_sp (cargo->units, u->power, u->kind) : 0);
          g_hash_table_add (seen, g_steal_pointer (&key));
        }
    }
  for (guint i = 0; stack != NULL && i < stack->leaders->len; i++)
    add_leader_row (self, g_ptr_array_index (stack->leaders, i),
                    leader_name (state, g_ptr_array_index (stack->leaders, i)), FALSE);
  for (guint i = 0; cargo != NULL && i < cargo->leaders->len; i++)
    add_leader_row (self, g_ptr_array_index (cargo->leaders, i),
                    leader_name (state, g_ptr_array_index (cargo->leaders, i)), TRUE);
}

/* ---- showing a fleet ------------------------------------------------------------------------ */

void
bth_navies_cargo_show (BthNaviesCargo *self, BthGame *game, const char *fleet_id)
{
  const BthGameFleet *g;
  const BthGameState *state;
  g_autofree char *keep = g_strdup (chosen_stack (self));
  g_autofree char *what = NULL, *description = NULL;
  GtkStringList *list;
  guint selected = 0;

  self->game = game;
  g_free (self->fleet);
  self->fleet = g_strdup (fleet_id);
  g = chosen_fleet (self);
  gtk_widget_set_visible (self->group, g != NULL);
  gtk_widget_set_visible (self->points_group, g != NULL);
  gtk_widget_set_visible (self->buttons, g != NULL);
  g_signal_handler_block (self->stack_combo, self->stack_changed_id);
  g_ptr_array_set_size (self->stack_ids, 0);
  list = gtk_string_list_new (NULL);
  if (g != NULL)
    {
      const char *here = bth_fleet_cargo_place_name (&g->fleet);
      state = bth_game_get_state (game);
      for (guint i = 0; here != NULL && i < state->stacks->len; i++)
        {
          const BthStackState *s = g_ptr_array_index (state->stacks, i);
          g_autoptr(GString) item = NULL;
          if (!bth_fleet_cargo_stack_here (s, &g->fleet))
            continue;
          item = g_string_new (s->id);
          g_string_append (item, ": ");
          for (guint k = 0; k < s->units->len; k++)
            {
              const BthUnitCount *u = &g_array_index (s->units, BthUnitCount, k);
              if (k > 0)
                g_string_append (item, ", ");
              bth_game_append_unit_count (item, game, u->power, u->kind, u->sp);
            }
          for (guint k = 0; k < s->leaders->len; k++)
            g_string_append_printf (item, "%s%s", k > 0 || s->units->len > 0 ? ", " : "",
                                    leader_name (state, g_ptr_array_index (s->leaders, k)));
          if (g_strcmp0 (keep, s->id) == 0)
            selected = self->stack_ids->len;
          g_ptr_array_add (self->stack_ids, g_strdup (s->id));
          gtk_string_list_append (list, item->str);
        }
      if (here != NULL)
        {
          g_autofree char *item = g_strdup_printf (_("A new stack at %s (to disembark)"), here);
          g_ptr_array_add (self->stack_ids, NULL);
          gtk_string_list_append (list, item);
        }
      what = bth_fleet_cargo_describe (game, g->cargo);
      description = g_strdup_printf (_("Aboard %s: %s. A transport carries 5 supply or production points, 2 infantry "
                                       "SP, 1 cavalry SP, or 2 points with 1 infantry SP; squadrons carry leaders only "
                                       "(X.F.3.c-d). Embark and disembark in the fleet's port or coastal hex during the "
                                       "Naval Phase (X.F.3.b)."), g->id, what);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group), description);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->stack_combo), G_LIST_MODEL (list));
  g_object_unref (list);
  if (self->stack_ids->len > 0)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->stack_combo), selected);
  g_signal_handler_unblock (self->stack_combo, self->stack_changed_id);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->supply), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->production), 0);
  rebuild_lines (self);
}

/* ---- the actions ------------------------------------------------------------------------------ */

static void
run (BthNaviesCargo *self, gboolean embark)
{
  g_autoptr(GArray) units = bth_unit_counts_new ();
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *fleet = g_strdup (self->fleet);
  BthCargoLoad load;
  gboolean ok;

  if (chosen_fleet (self) == NULL)
    return;
  for (guint i = 0; i < self->units->len; i++)
    {
      UnitLine *u = g_ptr_array_index (self->units, i);
      int sp = bth_form_spin_get (GTK_SPIN_BUTTON (u->spin));
      if (sp > 0)
        {
          BthUnitCount c = { g_strdup (u->power), g_strdup (u->kind), sp };
          g_array_append_val (units, c);
        }
    }
  for (guint i = 0; i < self->leaders->len; i++)
    {
      LeaderLine *l = g_ptr_array_index (self->leaders, i);
      if (gtk_switch_get_active (GTK_SWITCH (l->toggle)))
        g_ptr_array_add (leaders, g_strdup (l->id));
    }
  g_ptr_array_add (leaders, NULL);
  load.units = units;
  load.leaders = (const char * const *) leaders->pdata;
  load.supply = bth_form_spin_get (GTK_SPIN_BUTTON (self->supply));
  load.production = bth_form_spin_get (GTK_SPIN_BUTTON (self->production));
  if (embark)
    ok = bth_game_fleet_embark (self->game, fleet, chosen_stack (self), &load, &error);
  else
    ok = bth_game_fleet_disembark (self->game, fleet, chosen_stack (self), &load, &error);
  bth_page_toast (self->page, ok ? (embark ? _("Embarked") : _("Disembarked")) : error->message);
}

static void
embark_clicked (BthNaviesCargo *self)
{
  run (self, TRUE);
}

static void
disembark_clicked (BthNaviesCargo *self)
{
  run (self, FALSE);
}

/* ---- building ---------------------------------------------------------------------------------- */

static GtkWidget *
spin_row (GtkWidget *group, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return spin;
}

/* One of a row of buttons sharing the row's width. */
static GtkWidget *
button_new (GtkWidget *box, const char *name, const char *mnemonic, const char *tooltip, GCallback cb,
            BthNaviesCargo *self)
{
  GtkWidget *button = bth_form_button_new (name, mnemonic, tooltip, cb, self);

  gtk_widget_set_hexpand (button, TRUE);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

BthNaviesCargo *
bth_navies_cargo_new (BthPage *page, GtkBox *box)
{
  BthNaviesCargo *self = g_new0 (BthNaviesCargo, 1);

  self->page = page;
  self->stack_ids = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_ptr_array_new ();
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_line_free);
  self->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) leader_line_free);

  self->group = adw_preferences_group_new ();
  gtk_widget_set_name (self->group, "navies-cargo");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Cargo (X.F.3)"));
  self->stack_combo = adw_combo_row_new ();
  gtk_widget_set_name (self->stack_combo, "navies-cargo-stack");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->stack_combo), _("Stack here"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->stack_combo);
  self->stack_changed_id = g_signal_connect_swapped (self->stack_combo, "notify::selected",
                                                     G_CALLBACK (rebuild_lines), self);
  gtk_box_append (box, self->group);

  self->points_group = adw_preferences_group_new ();
  gtk_widget_set_name (self->points_group, "navies-cargo-points");
  self->supply = spin_row (self->points_group, "navies-cargo-supply", _("Supply points"),
                           _("Loaded in a port (X.F.3.d)"));
  self->production = spin_row (self->points_group, "navies-cargo-production", _("Production points"),
                               _("English naval units only (X.F.3.a)"));
  gtk_box_append (box, self->points_group);

  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_name (self->buttons, "navies-cargo-buttons");
  button_new (self->buttons, "navies-cargo-embark", _("_Embark"),
              _("From the stack into the fleet (X.F.3.a-d)"), G_CALLBACK (embark_clicked), self);
  button_new (self->buttons, "navies-cargo-disembark", _("_Disembark"),
              _("From the fleet into the stack (X.F.3.b)"), G_CALLBACK (disembark_clicked), self);
  gtk_box_append (box, self->buttons);
  bth_navies_cargo_show (self, NULL, NULL);
  return self;
}

void
bth_navies_cargo_free (BthNaviesCargo *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->stack_ids);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->units);
  g_ptr_array_unref (self->leaders);
  g_free (self->fleet);
  g_free (self);
}
