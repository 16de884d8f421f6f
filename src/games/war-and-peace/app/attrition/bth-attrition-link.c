/* bth-attrition-link.c — an Attrition Phase (G) from the game's Leader Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-link.h"

#include "bth-game-link.h"
#include "bth-game-positions.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-loss-picker.h"

const char *
bth_attrition_link_active_side (BthGame *game)
{
  const BthGameState *state = bth_game_get_state (game);
  BthTurnPosition position;
  const BthSequenceSegment *segment;

  bth_game_get_position (game, &position);
  if (position.ended || state->sides->len < 2 || bth_game_get_turn_track (game) == NULL)
    return NULL;
  segment = bth_turn_track_segment (bth_game_get_turn_track (game), &position);
  if (segment == NULL)
    return NULL;
  /* The French side is listed first (bth-game-state.h). */
  switch (segment->side)
    {
    case BTH_SEGMENT_SIDE_FRENCH:      return g_ptr_array_index (state->sides, 0);
    case BTH_SEGMENT_SIDE_ANTI_FRENCH: return g_ptr_array_index (state->sides, 1);
    default:                           return NULL;
    }
}

/* G.3.a: "French or French satellite units". */
static gboolean
is_french_or_satellite (BthGame    *game,
                        const char *power)
{
  BthScenario *scenario = bth_game_get_scenario (game);
  const char *french = bth_game_link_french_power (game);
  const BthScenarioPower *p;

  if (g_strcmp0 (power, french) == 0)
    return TRUE;
  p = scenario != NULL ? bth_scenario_find_power (scenario, power, NULL) : NULL;
  return p != NULL && g_strcmp0 (p->satellite_of, french) == 0;
}

void
bth_attrition_link_hex_entries (BthGame         *game,
                                GPtrArray       *stack_ids,
                                BthAttritionHex *entries)
{
  const BthGameState *state = bth_game_get_state (game);

  gboolean all_home = stack_ids->len > 0;
  int mapboard = 0;   /* -1: unknown or not one board */

  *entries = (BthAttritionHex) { .all_french = TRUE };
  for (guint s = 0; s < stack_ids->len; s++)
    {
      const BthStackState *stack = bth_game_state_find_stack (state, g_ptr_array_index (stack_ids, s));
      const BthStackPosition *position;

      if (stack == NULL)
        continue;
      for (guint i = 0; i < stack->units->len; i++)
        {
          const BthUnitCount *u = &g_array_index (stack->units, BthUnitCount, i);
          BthUnitKind kind;

          if (u->sp <= 0 || !bth_unit_kind_from_string (u->kind, &kind))
            continue;
          entries->sp += u->sp;
          if (bth_unit_kind_is_cavalry (kind))
            entries->cavalry += u->sp;
          if (!is_french_or_satellite (game, u->power))
            entries->all_french = FALSE;
        }
      /* The Question Box: unsupplied when ANY SP in the hex is (bth-attrition.h); supply as
       * computed from the position unless the players overrode it. */
      position = bth_game_positions_stack (game, stack->id);
      if (bth_game_link_stack_unsupplied (game, stack))
        entries->unsupplied = TRUE;
      /* G.3.b and G.3.e from the map: every stack at home, and the board they stand on. */
      if (position == NULL || position->all_home != 1)
        all_home = FALSE;
      if (position == NULL || position->mapboard == 0 || (mapboard != 0 && mapboard != position->mapboard))
        mapboard = -1;
      else if (mapboard == 0)
        mapboard = position->mapboard;
      entries->siege_marker = MAX (entries->siege_marker, stack->siege_marker);
    }
  if (entries->sp == 0)
    entries->all_french = FALSE;
  /* Where the map cannot tell, left to the players (all_home FALSE, mapboard 0). */
  entries->all_home = all_home && entries->sp > 0;
  entries->mapboard = MAX (mapboard, 0);
}

static void
hex_free (BthAttritionLinkHex *hex)
{
  g_free (hex->label);
  g_ptr_array_unref (hex->stacks);
  g_array_unref (hex->lines);
  g_free (hex);
}

void
bth_attrition_link_free (BthAttritionLink *link)
{
  if (link == NULL)
    return;
  g_free (link->side);
  g_ptr_array_unref (link->hexes);
  g_free (link);
}

/* Stacks are in one hex when their locations read the same, case and spaces aside. */
static char *
location_key (const BthStackState *stack)
{
  g_autofree char *stripped = g_strstrip (g_strdup (stack->location != NULL ? stack->location : ""));

  return *stripped != '\0' ? g_utf8_casefold (stripped, -1) : NULL;
}

BthAttritionLink *
bth_attrition_link_new (BthGame     *game,
                        const char  *side,
                        GError     **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthAttritionTable *t = bth_ruleset_get_attrition (bth_game_get_ruleset (game));
  g_autoptr(BthAttritionLink) link = g_new0 (BthAttritionLink, 1);
  g_autoptr(GHashTable) by_location = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) hex_free);

  link->side = g_strdup (side);
  link->hexes = g_ptr_array_new_with_free_func ((GDestroyNotify) hex_free);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      g_autofree char *key = NULL;
      BthAttritionLinkHex *hex;

      /* G.5: the inactive player's units are ignored. */
      if (g_strcmp0 (stack->side, side) != 0 || bth_unit_counts_sp (stack->units, NULL, NULL) <= 0)
        continue;
      key = location_key (stack);
      hex = key != NULL ? g_hash_table_lookup (by_location, key) : NULL;
      if (hex == NULL)
        {
          hex = g_new0 (BthAttritionLinkHex, 1);
          hex->label = key != NULL ? g_strstrip (g_strdup (stack->location))
                       /* Translators: a hex named after the only stack in it */
                       : g_strdup_printf (_("Stack %s"), stack->id);
          hex->stacks = g_ptr_array_new_with_free_func (g_free);
          hex->lines = bth_loss_lines_new ();
          g_ptr_array_add (all, hex);
          if (key != NULL)
            g_hash_table_insert (by_location, g_steal_pointer (&key), hex);
        }
      g_ptr_array_add (hex->stacks, g_strdup (stack->id));
      bth_loss_lines_add_stack (hex->lines, stack, FALSE);
    }

  /* G.1: only hexes of three (the table's first column) or more SP are checked. */
  while (all->len > 0)
    {
      BthAttritionLinkHex *hex = g_ptr_array_steal_index (all, 0);

      bth_attrition_link_hex_entries (game, hex->stacks, &hex->entries);
      if (hex->entries.sp >= t->columns[0].min)
        g_ptr_array_add (link->hexes, hex);
      else
        hex_free (hex);
    }
  if (link->hexes->len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   /* Translators: %s is a player, "French player"; %d is 3 */
                   _("The %s has no hex of %d or more strength points (G.1)."),
                   bth_game_side_name (game, side), t->columns[0].min);
      return NULL;
    }
  link->winter = bth_game_link_winter (game, &link->winter_known);
  return g_steal_pointer (&link);
}
