/* bth-battle-link.c — a battle between two stacks of the Leader Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-link.h"
#include "bth-error.h"

void
bth_battle_link_free (BthBattleLink *link)
{
  if (link == NULL)
    return;
  for (int s = 0; s < 2; s++)
    {
      g_free (link->stack[s]);
      g_clear_pointer (&link->rows[s], g_array_unref);
    }
  g_free (link);
}

/* The leader in command: the best value among the stack's leaders whose value is known
 * (the players enter unknown ones on the Leaders page). */
static const BthLeaderState *
commander (const BthGameState  *state,
           const BthStackState *stack)
{
  const BthLeaderState *best = NULL;

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader != NULL && (best == NULL || leader->value > best->value))
        best = leader;
    }
  return best;
}

/* A unit's counter colour is its nation's: take it from a leader of the same power in
 * the stack when the players have entered one; otherwise they choose it on the Battle page. */
static const char *
colour_of_power (const BthGameState  *state,
                 const BthStackState *stack,
                 const char          *power)
{
  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader != NULL && leader->colour != NULL && g_strcmp0 (leader->power, power) == 0)
        return leader->colour;
    }
  return "";
}

static JsonObject *
force_json (const BthGameState     *state,
            const BthStackState    *stack,
            const BthStackPosition *position,
            GArray                 *rows)
{
  JsonObject *force = json_object_new ();
  JsonArray *units = json_array_new ();
  const BthLeaderState *leader = commander (state, stack);

  if (leader != NULL)
    {
      json_object_set_string_member (force, "leader_name", leader->name);
      if (leader->value != BTH_GAME_VALUE_UNKNOWN)
        json_object_set_int_member (force, "leader", leader->value);
      if (leader->colour != NULL)
        json_object_set_string_member (force, "leader_color", leader->colour);
    }
  json_object_set_boolean_member (force, "supplied", position != NULL ? position->supplied : stack->supplied);
  json_object_set_boolean_member (force, "entrenched", stack->entrenched);
  json_object_set_int_member (force, "demoralization", stack->demoralization);

  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *count = &g_array_index (stack->units, BthUnitCount, i);
      JsonObject *unit;
      BthUnitCount row = { g_strdup (count->power), g_strdup (count->kind), count->sp };

      if (count->sp <= 0)
        continue;
      unit = json_object_new ();
      json_object_set_int_member (unit, "sp", count->sp);
      json_object_set_string_member (unit, "kind", count->kind);
      json_object_set_string_member (unit, "color", colour_of_power (state, stack, count->power));
      json_array_add_object_element (units, unit);
      g_array_append_val (rows, row);
    }
  json_object_set_array_member (force, "units", units);
  return force;
}

JsonNode *
bth_battle_link_new (const BthGameState *state,
                     BthGameSupply      *positions,
                     const char         *attacker,
                     const char         *defender,
                     BthBattleLink     **link_out,
                     GError            **error)
{
  const char *ids[2] = { attacker, defender };
  g_autoptr(BthBattleLink) link = g_new0 (BthBattleLink, 1);
  JsonObject *battle = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, battle);
  json_object_set_string_member (battle, "type", "field");
  json_object_set_string_member (battle, "active", "attacker");
  for (int s = 0; s < 2; s++)
    {
      const BthStackState *stack = bth_game_state_find_stack (state, ids[s]);

      if (stack == NULL)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       /* Translators: %s is a stack id, "s3" */
                       _("There is no stack %s on the Leader Display."), ids[s]);
          json_node_unref (node);
          return NULL;
        }
      link->stack[s] = g_strdup (ids[s]);
      link->rows[s] = bth_unit_counts_new ();
      json_object_set_object_member (battle, s == 0 ? "attacker" : "defender",
                                     force_json (state, stack, positions != NULL ? bth_game_supply_get (positions, stack->id) : NULL,
                                                 link->rows[s]));
    }
  *link_out = g_steal_pointer (&link);
  return node;
}

void
bth_battle_link_add_colours (JsonNode            *battle,
                             const BthGameState  *state,
                             const BthBattleLink *link,
                             BthRuleset          *rules)
{
  const BthMoraleRules *morale;

  g_return_if_fail (battle != NULL && link != NULL);

  if (rules == NULL || !JSON_NODE_HOLDS_OBJECT (battle))
    return;
  morale = bth_ruleset_get_morale (rules);
  for (int s = 0; s < 2; s++)
    {
      JsonObject *force = json_object_get_object_member (json_node_get_object (battle),
                                                         s == 0 ? "attacker" : "defender");
      const BthStackState *stack = bth_game_state_find_stack (state, link->stack[s]);
      JsonArray *units;

      if (force == NULL)
        continue;
      if (stack != NULL && !json_object_has_member (force, "leader_color"))
        {
          const BthLeaderState *leader = commander (state, stack);
          const char *color = leader != NULL ? bth_morale_rules_power_color (morale, leader->power) : NULL;

          if (color != NULL)
            json_object_set_string_member (force, "leader_color", color);
        }
      units = json_object_get_array_member (force, "units");
      for (guint i = 0; units != NULL && i < json_array_get_length (units) && i < link->rows[s]->len; i++)
        {
          JsonObject *unit = json_array_get_object_element (units, i);
          const BthUnitCount *row = &g_array_index (link->rows[s], BthUnitCount, i);
          const char *color = bth_morale_rules_power_color (morale, row->power);

          if (color != NULL && *json_object_get_string_member_with_default (unit, "color", "") == '\0')
            json_object_set_string_member (unit, "color", color);
        }
    }
}

GArray *
bth_battle_link_losses (const BthBattleLink *link,
                        int                  side,
                        const int           *per_row,
                        guint                n_rows)
{
  GArray *losses;

  if (side < 0 || side > 1 || n_rows != link->rows[side]->len)
    return NULL;
  losses = bth_unit_counts_new ();
  for (guint i = 0; i < n_rows; i++)
    {
      const BthUnitCount *row = &g_array_index (link->rows[side], BthUnitCount, i);
      BthUnitCount lost = { g_strdup (row->power), g_strdup (row->kind), per_row != NULL ? per_row[i] : 0 };

      if (lost.sp > 0)
        g_array_append_val (losses, lost);
      else
        bth_unit_count_clear (&lost);
    }
  return losses;
}
