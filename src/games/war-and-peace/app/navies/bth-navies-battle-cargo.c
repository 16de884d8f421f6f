/* bth-navies-battle-cargo.c — see bth-navies-battle-cargo.h.
 *
 * One block per side: "transports sunk" and "transports captured" spins (up to the fleet's
 * transports) and, when the fleet carries something, a "Cargo lost" expander: its subtitle
 * says what the default reading loses (bth_fleet_cargo_loss(), docs/readings.md "Cargo of
 * lost transports"), and its rows — a count per army unit line, a switch per leader,
 * supply and production points — start at that default whenever the losses change; the
 * players may set them otherwise before recording. A choice the core cannot take (not
 * aboard, or more left than the naval units left can carry) is refused when recorded,
 * with the core's message.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-game-names.h"
#include "bth-navies-battle-cargo.h"

#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"

typedef struct
{
  GtkWidget *sunk, *captured;     /* spin buttons */
  GtkWidget *sunk_row, *captured_row;
  GtkWidget *expander;            /* "Cargo lost", NULL when nothing is aboard */
  GPtrArray *unit_spins;          /* one per unit line of the fleet's cargo */
  GPtrArray *leader_switches;     /* one per leader aboard */
  GtkWidget *supply, *production; /* NULL when none aboard */
  BthFleetCargo *aboard;          /* the fleet's cargo (a copy) */
  BthFleetCargo *fallback;        /* the default loss for the spins' values */
  BthFleetCargo *chosen;          /* what the rows say, for _get() */
  int squadrons_left;
} Side;

struct _BthNaviesBattleCargo
{
  const char * const *nations;
  const char * const *names;
  GtkWidget *group;
  GtkWidget *rows[2][16];         /* every row added, to remove them on rebuild */
  guint      n_rows[2];
  Side       side[2];
  BthGame   *game;                /* borrowed: the caller holds it */
  char      *fleet[2];
  gboolean   updating;
};

static const char *const side_keys[2] = { "first", "second" };

static const char *
nation_name (BthNaviesBattleCargo *self, const char *id)
{
  for (guint i = 0; self->nations[i] != NULL; i++)
    if (g_strcmp0 (self->nations[i], id) == 0)
      return self->names[i];
  return id;
}

static const char *
kind_name (const char *kind)
{
  if (g_strcmp0 (kind, "I") == 0)
    return _("infantry");
  if (g_strcmp0 (kind, "C") == 0)
    return _("cavalry");
  return kind;
}

static void
sep (GString *s)
{
  if (s->len > 0)
    g_string_append (s, ", ");
}

/* "2 England infantry SP, leader ney, 3 supply points" or "nothing". */
static char *
describe (BthNaviesBattleCargo *self, const BthFleetCargo *c)
{
  GString *s = g_string_new (NULL);

  if (bth_fleet_cargo_empty (c))
    return g_strdup (_("nothing"));
  for (guint i = 0; i < c->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (c->units, BthUnitCount, i);
      if (u->sp <= 0)
        continue;
      sep (s);
      /* Translators: SP, nation, infantry or cavalry */
      g_string_append_printf (s, _("%d %s %s SP"), u->sp, nation_name (self, u->power), kind_name (u->kind));
    }
  for (guint i = 0; i < c->leaders->len; i++)
    {
      sep (s);
      /* Translators: a leader's name */
      g_string_append_printf (s, _("leader %s"),
                              bth_game_leader_name (self->game, g_ptr_array_index (c->leaders, i)));
    }
  if (c->supply > 0)
    {
      sep (s);
      g_string_append_printf (s, ngettext ("%d supply point", "%d supply points", c->supply), c->supply);
    }
  if (c->production > 0)
    {
      sep (s);
      g_string_append_printf (s, ngettext ("%d production point", "%d production points", c->production),
                              c->production);
    }
  return g_string_free (s, FALSE);
}

static void
side_clear (BthNaviesBattleCargo *self, int s)
{
  Side *side = &self->side[s];

  for (guint i = 0; i < self->n_rows[s]; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), self->rows[s][i]);
  self->n_rows[s] = 0;
  g_clear_pointer (&side->unit_spins, g_ptr_array_unref);
  g_clear_pointer (&side->leader_switches, g_ptr_array_unref);
  g_clear_pointer (&side->aboard, bth_fleet_cargo_free);
  g_clear_pointer (&side->fallback, bth_fleet_cargo_free);
  g_clear_pointer (&side->chosen, bth_fleet_cargo_free);
  side->sunk = side->captured = side->expander = side->supply = side->production = NULL;
}

static void
add_row (BthNaviesBattleCargo *self, int s, GtkWidget *row)
{
  g_assert (self->n_rows[s] < G_N_ELEMENTS (self->rows[s]));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
  self->rows[s][self->n_rows[s]++] = row;
}

static GtkWidget *
spin_row (GtkWidget **row_out, const char *name, const char *title, const char *subtitle, int max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (max, 0), 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  *row_out = row;
  return spin;
}

static int
spin_get (GtkWidget *spin)
{
  return spin != NULL ? gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) : 0;
}

/* The rows' values as a cargo. */
static BthFleetCargo *
read_choice (Side *side)
{
  BthFleetCargo *c = bth_fleet_cargo_new ();

  for (guint i = 0; side->aboard != NULL && i < side->aboard->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (side->aboard->units, BthUnitCount, i);
      int sp = spin_get (g_ptr_array_index (side->unit_spins, i));
      if (sp > 0)
        {
          BthUnitCount v = { g_strdup (u->power), g_strdup (u->kind), sp };
          g_array_append_val (c->units, v);
        }
    }
  for (guint i = 0; side->aboard != NULL && i < side->aboard->leaders->len; i++)
    if (gtk_switch_get_active (GTK_SWITCH (g_ptr_array_index (side->leader_switches, i))))
      g_ptr_array_add (c->leaders, g_strdup (g_ptr_array_index (side->aboard->leaders, i)));
  c->supply = spin_get (side->supply);
  c->production = spin_get (side->production);
  return c;
}

static gboolean
same_cargo (const BthFleetCargo *a, const BthFleetCargo *b)
{
  g_autoptr(JsonNode) x = bth_fleet_cargo_to_json (a);
  g_autoptr(JsonNode) y = bth_fleet_cargo_to_json (b);

  return json_node_equal (x, y);
}

/* Sets the cargo rows to the default loss for the transports the spins say are lost. */
static void
show_default (BthNaviesBattleCargo *self, int s)
{
  Side *side = &self->side[s];
  const BthGameFleet *old;
  const BthNavalRules *naval;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *subtitle = NULL;
  int left;

  if (side->expander == NULL || self->game == NULL)
    return;
  old = bth_game_state_find_fleet (bth_game_get_state (self->game), self->fleet[s]);
  if (old == NULL)
    return;
  naval = bth_ruleset_get_naval (bth_game_get_ruleset (self->game));
  left = MAX (old->fleet.transports - spin_get (side->sunk) - spin_get (side->captured), 0);
  g_clear_pointer (&side->fallback, bth_fleet_cargo_free);
  if (!bth_fleet_cargo_loss (naval, old, side->squadrons_left, left, NULL, &side->fallback, &error))
    side->fallback = bth_fleet_cargo_new ();
  self->updating = TRUE;
  for (guint i = 0; i < side->aboard->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (side->aboard->units, BthUnitCount, i);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (g_ptr_array_index (side->unit_spins, i)),
                                 bth_unit_counts_sp (side->fallback->units, u->power, u->kind));
    }
  for (guint i = 0; i < side->aboard->leaders->len; i++)
    {
      gboolean lost = FALSE;
      for (guint j = 0; j < side->fallback->leaders->len; j++)
        lost |= g_strcmp0 (g_ptr_array_index (side->fallback->leaders, j), g_ptr_array_index (side->aboard->leaders, i)) == 0;
      gtk_switch_set_active (GTK_SWITCH (g_ptr_array_index (side->leader_switches, i)), lost);
    }
  if (side->supply != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (side->supply), side->fallback->supply);
  if (side->production != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (side->production), side->fallback->production);
  self->updating = FALSE;
  text = describe (self, side->fallback);
  /* Translators: what the default reading loses with the transports, X.F.3.h */
  subtitle = g_strdup_printf (_("By default: %s. Change it below if the players choose otherwise (X.F.3.h)."), text);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (side->expander), subtitle);
}

static void
on_losses_changed (GtkWidget *spin, GParamSpec *pspec, BthNaviesBattleCargo *self)
{
  if (self->updating)
    return;
  for (int s = 0; s < 2; s++)
    if (spin == self->side[s].sunk || spin == self->side[s].captured)
      show_default (self, s);
}

static void
build_side (BthNaviesBattleCargo *self, int s, const BthGameFleet *g, const BthNavalCombatOutcome *outcome)
{
  Side *side = &self->side[s];
  const char *who = nation_name (self, g->fleet.nation);
  g_autofree char *sunk_name = g_strdup_printf ("navies-battle-%s-transports-sunk", side_keys[s]);
  g_autofree char *captured_name = g_strdup_printf ("navies-battle-%s-transports-captured", side_keys[s]);
  /* Translators: the fleet's id and nation */
  g_autofree char *sunk_title = g_strdup_printf (_("%s (%s): transports sunk"), g->id, who);
  g_autofree char *captured_title = g_strdup_printf (_("%s (%s): transports captured"), g->id, who);
  GtkWidget *row;

  side->squadrons_left = g->fleet.squadrons - (outcome != NULL ? outcome->sunk[s] + outcome->captured[s] : 0);
  side->squadrons_left = MAX (side->squadrons_left, 0);
  side->sunk = spin_row (&row, sunk_name, sunk_title, NULL, g->fleet.transports);
  add_row (self, s, row);
  side->captured = spin_row (&row, captured_name, captured_title, _("By the other side (X.F.7.e)"), g->fleet.transports);
  add_row (self, s, row);
  g_signal_connect (side->sunk, "notify::value", G_CALLBACK (on_losses_changed), self);
  g_signal_connect (side->captured, "notify::value", G_CALLBACK (on_losses_changed), self);
  gtk_widget_set_sensitive (side->sunk, g->fleet.transports > 0);
  gtk_widget_set_sensitive (side->captured, g->fleet.transports > 0);

  if (bth_fleet_cargo_empty (g->cargo))
    return;
  side->aboard = bth_fleet_cargo_copy (g->cargo);
  side->unit_spins = g_ptr_array_new ();
  side->leader_switches = g_ptr_array_new ();
  side->expander = adw_expander_row_new ();
  {
    g_autofree char *name = g_strdup_printf ("navies-battle-%s-cargo", side_keys[s]);
    g_autofree char *title = g_strdup_printf (_("%s: cargo lost"), g->id);
    gtk_widget_set_name (side->expander, name);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (side->expander), title);
  }
  for (guint i = 0; i < side->aboard->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (side->aboard->units, BthUnitCount, i);
      g_autofree char *name = g_strdup_printf ("navies-battle-%s-cargo-unit-%u", side_keys[s], i);
      /* Translators: nation, infantry or cavalry */
      g_autofree char *title = g_strdup_printf (_("%s %s SP lost"), nation_name (self, u->power), kind_name (u->kind));
      /* Translators: SP aboard */
      g_autofree char *sub = g_strdup_printf (_("%d aboard"), u->sp);
      GtkWidget *spin = spin_row (&row, name, title, sub, u->sp);
      g_ptr_array_add (side->unit_spins, spin);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (side->expander), row);
    }
  for (guint i = 0; i < side->aboard->leaders->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("navies-battle-%s-cargo-leader-%u", side_keys[s], i);
      /* Translators: a leader's name ("Wellington", "Leader (0)") */
      g_autofree char *title = g_strdup_printf (_("%s lost"),
                                                bth_game_leader_name (self->game, g_ptr_array_index (side->aboard->leaders, i)));
      GtkWidget *sw = gtk_switch_new ();
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_name (sw, name);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      g_ptr_array_add (side->leader_switches, sw);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (side->expander), row);
    }
  if (side->aboard->supply > 0)
    {
      g_autofree char *name = g_strdup_printf ("navies-battle-%s-cargo-supply", side_keys[s]);
      g_autofree char *sub = g_strdup_printf (_("%d aboard"), side->aboard->supply);
      side->supply = spin_row (&row, name, _("Supply points lost"), sub, side->aboard->supply);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (side->expander), row);
    }
  if (side->aboard->production > 0)
    {
      g_autofree char *name = g_strdup_printf ("navies-battle-%s-cargo-production", side_keys[s]);
      g_autofree char *sub = g_strdup_printf (_("%d aboard"), side->aboard->production);
      side->production = spin_row (&row, name, _("Production points lost"), sub, side->aboard->production);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (side->expander), row);
    }
  add_row (self, s, side->expander);
  show_default (self, s);
}

void
bth_navies_battle_cargo_set (BthNaviesBattleCargo *self, BthGame *game, char *const fleet[2],
                             const BthNavalCombatOutcome *outcome)
{
  gboolean any = FALSE;

  self->game = game;
  for (int s = 0; s < 2; s++)
    {
      const BthGameFleet *g = game != NULL && fleet[s] != NULL
                              ? bth_game_state_find_fleet (bth_game_get_state (game), fleet[s]) : NULL;
      /* The same fleet keeps the transports the players said are lost (a new die, say). */
      gboolean same = g_strcmp0 (self->fleet[s], fleet[s]) == 0;
      int sunk = same ? spin_get (self->side[s].sunk) : 0;
      int captured = same ? spin_get (self->side[s].captured) : 0;

      side_clear (self, s);
      g_free (self->fleet[s]);
      self->fleet[s] = g_strdup (fleet[s]);
      if (g != NULL)
        {
          build_side (self, s, g, outcome);
          self->updating = TRUE;
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->side[s].sunk), sunk);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->side[s].captured), captured);
          self->updating = FALSE;
          show_default (self, s);
          any |= g->fleet.transports > 0;
        }
    }
  gtk_widget_set_visible (self->group, any);
}

void
bth_navies_battle_cargo_get (BthNaviesBattleCargo *self, BthNavalBattleCargo *out)
{
  memset (out, 0, sizeof *out);
  for (int s = 0; s < 2; s++)
    {
      Side *side = &self->side[s];
      out->transports_sunk[s] = spin_get (side->sunk);
      out->transports_captured[s] = spin_get (side->captured);
      g_clear_pointer (&side->chosen, bth_fleet_cargo_free);
      if (side->expander == NULL)
        continue;
      side->chosen = read_choice (side);
      /* The default as the core computes it, with its split between sunk and captured. */
      if (side->fallback == NULL || !same_cargo (side->chosen, side->fallback))
        out->lost[s] = side->chosen;
    }
}

BthNaviesBattleCargo *
bth_navies_battle_cargo_new (GtkBox *box, const char * const *nations, const char * const *names)
{
  BthNaviesBattleCargo *self = g_new0 (BthNaviesBattleCargo, 1);

  self->nations = nations;
  self->names = names;
  self->group = adw_preferences_group_new ();
  gtk_widget_set_name (self->group, "navies-battle-transports");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Transports Lost"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Transports do not fight, but unescorted ones attacked are sunk or "
                                           "captured (X.F.7.e, the Transport row); their cargo is lost with them "
                                           "(X.F.3.h)."));
  gtk_widget_set_visible (self->group, FALSE);
  gtk_box_append (box, self->group);
  return self;
}

void
bth_navies_battle_cargo_free (BthNaviesBattleCargo *self)
{
  if (self == NULL)
    return;
  for (int s = 0; s < 2; s++)
    {
      g_clear_pointer (&self->side[s].unit_spins, g_ptr_array_unref);
      g_clear_pointer (&self->side[s].leader_switches, g_ptr_array_unref);
      bth_fleet_cargo_free (self->side[s].aboard);
      bth_fleet_cargo_free (self->side[s].fallback);
      bth_fleet_cargo_free (self->side[s].chosen);
      g_free (self->fleet[s]);
    }
  g_free (self);
}
