/* bth-game-fleet-cargo-fold.c — folding fleet-cargo events into the state, and their log
 * text (see bth-game-fleet-cargo.h). */
#include "bth-game-fleet-cargo-private.h"
#include "bth-game-fleets.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-sequence.h"

#include <string.h>

/* ---- folding fleet-cargo --------------------------------------------------------------- */

static BthGameFleet *
find_fleet (BthGameState *state, const char *id)
{
  GPtrArray *fleets = bth_game_state_get_fleets (state);

  for (guint i = 0; i < fleets->len; i++)
    if (g_strcmp0 (((BthGameFleet *) g_ptr_array_index (fleets, i))->id, id) == 0)
      return g_ptr_array_index (fleets, i);
  return NULL;
}

static BthLeaderState *
find_leader (BthGameState *state, const char *id)
{
  return (BthLeaderState *) bth_game_state_find_leader (state, id);
}

/* The leader leaves STACK for the fleet: still on the Leader Display's list, in no stack. */
static gboolean
leader_aboard (BthGameState *state, BthStackState *stack, const char *id, const char *path, GError **error)
{
  BthLeaderState *l = find_leader (state, id);

  if (l == NULL || l->status != BTH_LEADER_STATUS_ON_MAP || g_strcmp0 (l->stack, stack->id) != 0)
    return bth_json_fail (error, path, "leader \"%s\" is not in stack %s", id, stack->id);
  for (guint i = 0; i < stack->leaders->len; i++)
    if (g_str_equal (g_ptr_array_index (stack->leaders, i), id))
      {
        g_ptr_array_remove_index (stack->leaders, i);
        break;
      }
  g_clear_pointer (&l->stack, g_free);
  return TRUE;
}

/* Army units and leaders lost with their naval units (X.F.3.h). */
static gboolean
apply_lost (BthGameState *state, const BthFleetCargo *take, gboolean captured, const char *captor,
            const char *path, GError **error)
{
  gboolean prisoners = captured && bth_game_state_keeps_prisoners (state);

  if (prisoners && !bth_game_state_can_take_prisoners (state, captor))
    return bth_json_fail (error, path, "captor: \"%s\" has no Prisoners box (X.G.3.a)", captor ? captor : "");
  for (guint i = 0; i < take->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (take->units, BthUnitCount, i);
      if (prisoners)
        bth_game_state_take_prisoner_units (state, captor, u);
      /* X.J.1.e: eliminated units go to their Force Pool in the Grand Campaign. Without
       * the display there is no Prisoners box: captured units leave play like eliminated ones. */
      else if (!bth_game_state_books_take_eliminated (state, u))
        bth_game_state_private_give_units (state->eliminated, u);
    }
  for (guint i = 0; i < take->leaders->len; i++)
    {
      const char *id = g_ptr_array_index (take->leaders, i);
      BthLeaderState *l = find_leader (state, id);
      if (l == NULL)
        return bth_json_fail (error, path, "no leader \"%s\"", id);
      if (prisoners)
        {
          bth_game_state_take_prisoner_leader (state, captor, l);
          bth_game_state_private_remove_leader (state, id);
        }
      else
        {
          /* Sunk with the naval units he sailed with (X.F.3.h, as X.F.8.c for Nelson). */
          l->status = BTH_LEADER_STATUS_KILLED;
          g_clear_pointer (&l->stack, g_free);
        }
    }
  return TRUE;
}

gboolean
bth_fleet_cargo_apply (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autoptr(BthFleetCargo) take = NULL;
  const char *fleet_id, *direction, *fate = NULL, *captor = NULL;
  BthGameFleet *fleet;
  BthStackState *stack = NULL;

  if (!bth_json_check_keys (p, path, BTH_JSON_KEYS ("fleet", "direction", "units", "leaders", "rule"),
                            BTH_JSON_KEYS ("stack", "create", "side", "location", "supply", "production", "fate",
                                           "captor", "reason", "label"), error) ||
      (fleet_id = bth_json_member_string (p, path, "fleet", error)) == NULL ||
      (direction = bth_json_member_string (p, path, "direction", error)) == NULL ||
      (take = bth_fleet_cargo_read (p, path, error)) == NULL)
    return FALSE;
  if ((fleet = find_fleet (state, fleet_id)) == NULL)
    return bth_json_fail (error, path, "no fleet \"%s\"", fleet_id);
  if (bth_fleet_cargo_empty (take))
    return bth_json_fail (error, path, "moves no cargo");

  if (g_str_equal (direction, "embark"))
    {
      if ((stack = bth_game_state_private_target_stack (state, p, path, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < take->units->len; i++)
        if (!bth_game_state_private_take_units (stack->units, &g_array_index (take->units, BthUnitCount, i),
                                                stack->location, path, error))
          return FALSE;
      for (guint i = 0; i < take->leaders->len; i++)
        if (!leader_aboard (state, stack, g_ptr_array_index (take->leaders, i), path, error))
          return FALSE;
      bth_game_state_private_remove_stack_if_empty (state, stack);
      if (fleet->cargo == NULL)
        fleet->cargo = bth_fleet_cargo_new ();
      for (guint i = 0; i < take->units->len; i++)
        bth_game_state_private_give_units (fleet->cargo->units, &g_array_index (take->units, BthUnitCount, i));
      for (guint i = 0; i < take->leaders->len; i++)
        g_ptr_array_add (fleet->cargo->leaders, g_strdup (g_ptr_array_index (take->leaders, i)));
      fleet->cargo->supply += take->supply;
      fleet->cargo->production += take->production;
      return TRUE;
    }

  if (!g_str_equal (direction, "disembark") && !g_str_equal (direction, "lost"))
    return bth_json_fail (error, path, "direction: \"%s\" is not embark, disembark or lost", direction);
  {
    g_autoptr(GError) local = NULL;
    if (!bth_fleet_cargo_holds (NULL, fleet->cargo, take, fleet_id, &local))
      return bth_json_fail (error, path, "%s", local->message);
  }
  if (g_str_equal (direction, "disembark"))
    {
      /* Points alone are landed in no stack (X.F.3.f-g). */
      if (!json_object_has_member (p, "stack") && take->units->len == 0 && take->leaders->len == 0)
        ;
      else if ((stack = bth_game_state_private_target_stack (state, p, path, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < take->units->len; i++)
        bth_game_state_private_give_units (stack->units, &g_array_index (take->units, BthUnitCount, i));
      if (stack != NULL && take->units->len > 0)
        {
          /* X.F.3.b: automatically supplied for the rest of the player segment. */
          g_free (stack->landed);
          stack->landed = bth_game_state_segment_key (state);
        }
      for (guint i = 0; i < take->leaders->len; i++)
        {
          BthLeaderState *l = find_leader (state, g_ptr_array_index (take->leaders, i));
          if (l == NULL)
            return bth_json_fail (error, path, "no leader \"%s\"", (char *) g_ptr_array_index (take->leaders, i));
          g_free (l->stack);
          l->stack = g_strdup (stack->id);
          g_ptr_array_add (stack->leaders, g_strdup (l->id));
        }
    }
  else
    {
      if ((fate = bth_json_member_string (p, path, "fate", error)) == NULL ||
          (json_object_has_member (p, "captor") &&
           (captor = bth_json_member_string (p, path, "captor", error)) == NULL))
        return FALSE;
      if (g_strcmp0 (fate, "eliminated") != 0 && g_strcmp0 (fate, "captured") != 0)
        return bth_json_fail (error, path, "fate: a lost cargo is \"eliminated\" or \"captured\" (X.F.3.h)");
      if (!apply_lost (state, take, g_str_equal (fate, "captured"), captor, path, error))
        return FALSE;
    }
  {
    BthFleetCargo *left = bth_fleet_cargo_minus (fleet->cargo, take);
    bth_fleet_cargo_free (fleet->cargo);
    fleet->cargo = left;
    if (bth_fleet_cargo_empty (fleet->cargo))
      g_clear_pointer (&fleet->cargo, bth_fleet_cargo_free);
  }
  return TRUE;
}

char *
bth_fleet_cargo_describe_event (BthGame *game, const BthEvent *event)
{
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);
  const char *direction = json_object_get_string_member_with_default (p, "direction", "");
  const char *fleet = json_object_get_string_member_with_default (p, "fleet", "?");
  const char *stack = json_object_get_string_member_with_default (p, "stack", NULL);
  const char *reason = json_object_get_string_member_with_default (p, "reason", NULL);
  const char *rule = json_object_get_string_member_with_default (p, "rule", "X.F.3");
  g_autoptr(GError) error = NULL;
  g_autoptr(BthFleetCargo) c = bth_fleet_cargo_read (p, "$", &error);
  g_autofree char *what = c != NULL ? bth_fleet_cargo_describe (game, c) : g_strdup ("?");
  GString *out = g_string_new (NULL);

  if (g_str_equal (direction, "embark"))
    g_string_append_printf (out, "Embarked on %s from stack %s: %s", fleet, stack ? stack : "?", what);
  else if (g_str_equal (direction, "disembark"))
    g_string_append_printf (out, "Disembarked from %s into stack %s%s%s: %s", fleet, stack ? stack : "?",
                            json_object_has_member (p, "location") ? " at " : "",
                            json_object_get_string_member_with_default (p, "location", ""), what);
  else
    g_string_append_printf (out, "Cargo of %s lost (%s%s%s): %s", fleet,
                            json_object_get_string_member_with_default (p, "fate", "?"),
                            json_object_has_member (p, "captor") ? " by " : "",
                            bth_game_power_name (game, json_object_get_string_member_with_default (p, "captor", "")),
                            what);
  g_string_append_printf (out, " (%s)", rule);
  if (reason != NULL)
    g_string_append_printf (out, " — %s", reason);
  return g_string_free (out, FALSE);
}
