/* bth-game-fleet-cargo-actions.c — embarking and disembarking, each one action of the log
 * (X.F.3; see bth-game-fleet-cargo.h). */
#include "bth-game-fleet-cargo-private.h"
#include "bth-game-fleets.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-sequence.h"

#include <string.h>

/* ---- actions ----------------------------------------------------------------------------- */

gboolean
bth_fleet_cargo_fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

static gboolean
same_name (const char *a, const char *b)
{
  g_autofree char *x = NULL, *y = NULL;

  if (a == NULL || b == NULL)
    return FALSE;
  x = g_utf8_casefold (a, -1);
  y = g_utf8_casefold (b, -1);
  return g_strcmp0 (g_strstrip (x), g_strstrip (y)) == 0;
}

const char *
bth_fleet_cargo_place_name (const BthFleet *f)
{
  return f->location.place == BTH_NAVAL_PORT && f->location.port != NULL ? f->location.port : f->location.hex;
}

gboolean
bth_fleet_cargo_stack_here (const BthStackState *stack, const BthFleet *f)
{
  return f->location.place != BTH_NAVAL_AT_SEA &&
         (same_name (stack->location, f->location.port) || same_name (stack->location, f->location.hex));
}

static gboolean
leader_in_hex (const BthGameState *state, const BthStackState *stack, const BthFleet *f)
{
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *s = g_ptr_array_index (state->stacks, i);
      if (s->leaders->len > 0 && g_strcmp0 (s->side, stack->side) == 0 && bth_fleet_cargo_stack_here (s, f))
        return TRUE;
    }
  return FALSE;
}

/* X.F.3.a-b: "During his Naval Phase … in any coastal hex … it occupies". */
static gboolean
check_place_and_phase (BthGame *game, const BthGameFleet *g, const char *verb, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthSequence *seq = bth_turn_track_get_sequence (bth_game_get_turn_track (game));

  if (g->fleet.location.place == BTH_NAVAL_AT_SEA)
    return bth_fleet_cargo_fail (error, "fleet: %s is at sea in %s; a naval unit may %s only in a coastal hex or port it "
                 "occupies (X.F.3.b)", g->id, g->fleet.location.sea_zone, verb);
  /* Only where the game's sequence has a Naval Phase (the Grand Campaign's, X.E). */
  if (seq != NULL && state->segment != NULL && bth_sequence_find_phase (seq, state->segment, "naval", NULL, NULL) &&
      g_strcmp0 (state->phase, "naval") != 0)
    return bth_fleet_cargo_fail (error, "phase: naval units %s during the Naval Phase (X.F.3.a-b); it is the %s phase",
                 verb, state->phase != NULL ? state->phase : "end of the game");
  return TRUE;
}

/* LOAD as a cargo; FALSE on negative or malformed counts. */
static BthFleetCargo *
load_cargo (BthGame *game, const BthCargoLoad *load, GError **error)
{
  g_autoptr(BthFleetCargo) c = bth_fleet_cargo_new ();

  if (load->supply < 0 || load->production < 0)
    return bth_fleet_cargo_fail (error, "points: a number of points is 0 or more"), NULL;
  for (guint i = 0; load->units != NULL && i < load->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (load->units, BthUnitCount, i);
      gboolean cavalry;
      if (u->sp <= 0)
        return bth_fleet_cargo_fail (error, "units: %s %s: %d SP; give a number of SP above 0",
                     bth_game_power_name (game, u->power), u->kind, u->sp), NULL;
      if (!bth_fleet_cargo_army_kind (u->kind, &cavalry))
        return bth_fleet_cargo_fail (error, "units: %s is not an army unit; naval units transport army units, supplies and "
                     "production points (X.F.3.a)", u->kind), NULL;
      bth_game_state_private_give_units (c->units, u);
    }
  for (guint i = 0; load->leaders != NULL && load->leaders[i] != NULL; i++)
    if (!bth_fleet_cargo_has_leader (c, load->leaders[i]))
      g_ptr_array_add (c->leaders, g_strdup (load->leaders[i]));
  c->supply = load->supply;
  c->production = load->production;
  if (bth_fleet_cargo_empty (c))
    return bth_fleet_cargo_fail (error, "cargo: choose the units, leaders or points to move"), NULL;
  return g_steal_pointer (&c);
}

JsonObject *
bth_fleet_cargo_payload (const char *fleet_id, const char *direction, const BthFleetCargo *c, const char *rule)
{
  JsonObject *p = json_object_new ();

  json_object_set_string_member (p, "fleet", fleet_id);
  json_object_set_string_member (p, "direction", direction);
  json_object_set_array_member (p, "units", bth_fleet_cargo_units_json (c->units));
  json_object_set_array_member (p, "leaders", bth_fleet_cargo_leaders_json (c->leaders));
  if (c->supply > 0)
    json_object_set_int_member (p, "supply", c->supply);
  if (c->production > 0)
    json_object_set_int_member (p, "production", c->production);
  json_object_set_string_member (p, "rule", rule);
  return p;
}

static gboolean
append_one (BthGame *game, JsonObject *p, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, p);
  g_ptr_array_add (events, bth_event_new (BTH_EVENT_FLEET_CARGO, node));
  return bth_game_append_action (game, events, error) > 0;
}

gboolean
bth_game_fleet_embark (BthGame *game, const char *fleet_id, const char *stack_id, const BthCargoLoad *load,
                       GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_game_get_ruleset (game));
  const BthGameFleet *g = bth_game_state_find_fleet (state, fleet_id);
  const BthStackState *stack = stack_id != NULL ? bth_game_state_find_stack (state, stack_id) : NULL;
  g_autoptr(BthFleetCargo) c = NULL;
  g_autoptr(BthFleetCargo) after = NULL;
  g_autofree char *label = NULL;
  JsonObject *p;
  int infantry = 0;

  if (g == NULL)
    return bth_fleet_cargo_fail (error, "fleet: there is no fleet \"%s\"", fleet_id ? fleet_id : "");
  if (stack == NULL)
    return bth_fleet_cargo_fail (error, "stack: there is no stack \"%s\" on the Leader Display", stack_id ? stack_id : "");
  if (!check_place_and_phase (game, g, "embark", error) || (c = load_cargo (game, load, error)) == NULL)
    return FALSE;
  if (!bth_fleet_cargo_stack_here (stack, &g->fleet))
    return bth_fleet_cargo_fail (error, "stack: stack %s is at %s, not at %s where %s is; units embark in the hex the naval unit "
                 "occupies (X.F.3.b)", stack->id, stack->location, bth_fleet_cargo_place_name (&g->fleet), g->id);
  for (guint i = 0; i < c->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (c->units, BthUnitCount, i);
      int in_stack = bth_unit_counts_sp (stack->units, u->power, u->kind);
      gboolean cavalry = FALSE;
      if (u->sp > in_stack)
        return bth_fleet_cargo_fail (error, "units: stack %s holds %d %s %s SP, not %d", stack->id, in_stack,
                     bth_game_power_name (game, u->power), u->kind, u->sp);
      bth_fleet_cargo_army_kind (u->kind, &cavalry);
      if (!cavalry)
        infantry += u->sp;
    }
  for (guint i = 0; i < c->leaders->len; i++)
    {
      const BthLeaderState *l = bth_game_state_find_leader (state, g_ptr_array_index (c->leaders, i));
      if (l == NULL || l->status != BTH_LEADER_STATUS_ON_MAP || g_strcmp0 (l->stack, stack->id) != 0)
        {
          g_autofree char *leader = bth_game_leader_label (game, g_ptr_array_index (c->leaders, i));
          return bth_fleet_cargo_fail (error, "leaders: %s is not in stack %s", leader, stack->id);
        }
    }
  /* X.F.3.b: "A leader must be present in the hex of embarkation for infantry to embark":
   * a leader of the stack's side in any stack at the fleet's place. */
  if (infantry > 0 && !leader_in_hex (state, stack, &g->fleet))
    return bth_fleet_cargo_fail (error, "leaders: no leader of %s is at %s; a leader must be present in the hex of "
                 "embarkation for infantry to embark (X.F.3.b)", stack->side ? bth_game_side_name (game, stack->side) : "the stack's side",
                 stack->location);
  /* X.F.3.d: "In order to transport supply points, a naval unit must begin the Naval Phase
   * inside a port which the active player controls." The game does not know where it began:
   * it must at least be in port. */
  if (c->supply > 0 && g->fleet.location.place != BTH_NAVAL_PORT)
    return bth_fleet_cargo_fail (error, "supply: %s is in a coastal hex, not a port; to transport supply points a naval unit "
                 "must begin the Naval Phase inside a port the active player controls (X.F.3.d)", g->id);
  if (c->production > 0 && g->fleet.location.place != BTH_NAVAL_PORT)
    return bth_fleet_cargo_fail (error, "production: %s is in a coastal hex, not a port; to transport production points an "
                 "English naval unit must begin the Naval Phase inside an English production city (X.F.3.d)", g->id);
  {
    g_autoptr(BthFleetCargo) none = NULL;
    after = bth_fleet_cargo_copy (g->cargo != NULL ? g->cargo : (none = bth_fleet_cargo_new ()));
  }
  for (guint i = 0; i < c->units->len; i++)
    bth_game_state_private_give_units (after->units, &g_array_index (c->units, BthUnitCount, i));
  for (guint i = 0; i < c->leaders->len; i++)
    if (!bth_fleet_cargo_has_leader (after, g_ptr_array_index (c->leaders, i)))
      g_ptr_array_add (after->leaders, g_strdup (g_ptr_array_index (c->leaders, i)));
  after->supply += c->supply;
  after->production += c->production;
  if (!bth_fleet_cargo_fits (game, naval, &g->fleet, after, error))
    return FALSE;

  p = bth_fleet_cargo_payload (fleet_id, "embark", c, "X.F.3");
  json_object_set_string_member (p, "stack", stack->id);
  label = g_strdup_printf ("Embark on %s", fleet_id);
  json_object_set_string_member (p, "label", label);
  return append_one (game, p, error);
}

gboolean
bth_game_fleet_disembark (BthGame *game, const char *fleet_id, const char *stack_id, const BthCargoLoad *load,
                          GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthGameFleet *g = bth_game_state_find_fleet (state, fleet_id);
  const BthStackState *stack = NULL;
  g_autoptr(BthFleetCargo) c = NULL;
  g_autofree char *label = NULL;
  JsonObject *p;

  if (g == NULL)
    return bth_fleet_cargo_fail (error, "fleet: there is no fleet \"%s\"", fleet_id ? fleet_id : "");
  if (stack_id != NULL && (stack = bth_game_state_find_stack (state, stack_id)) == NULL)
    return bth_fleet_cargo_fail (error, "stack: there is no stack \"%s\" on the Leader Display", stack_id);
  if (!check_place_and_phase (game, g, "disembark", error) || (c = load_cargo (game, load, error)) == NULL ||
      !bth_fleet_cargo_holds (game, g->cargo, c, fleet_id, error))
    return FALSE;
  if (stack != NULL && !bth_fleet_cargo_stack_here (stack, &g->fleet))
    return bth_fleet_cargo_fail (error, "stack: stack %s is at %s, not at %s where %s is; units disembark in the hex the naval "
                 "unit occupies (X.F.3.b)", stack->id, stack->location, bth_fleet_cargo_place_name (&g->fleet), g->id);
  p = bth_fleet_cargo_payload (fleet_id, "disembark", c, "X.F.3");
  if (stack != NULL)
    json_object_set_string_member (p, "stack", stack->id);
  else if (c->units->len > 0 || c->leaders->len > 0)
    {
      /* A new stack of the fleet's owner's side: the side of the first unit's power. */
      const char *power = c->units->len > 0 ? g_array_index (c->units, BthUnitCount, 0).power : NULL;
      const BthLeaderState *l = c->leaders->len > 0 ? bth_game_state_find_leader (state, g_ptr_array_index (c->leaders, 0)) : NULL;
      const BthPowerState *ps = power != NULL ? bth_game_state_find_power (state, power) : NULL;
      const char *side = ps != NULL ? ps->side : (l != NULL ? l->side : NULL);
      g_autofree char *id = g_strdup_printf ("s%u", state->next_stack);
      if (side == NULL)
        {
          json_object_unref (p);
          return bth_fleet_cargo_fail (error, "stack: the units' power has no side to make a new stack for; choose a stack at %s",
                       bth_fleet_cargo_place_name (&g->fleet));
        }
      json_object_set_string_member (p, "stack", id);
      json_object_set_boolean_member (p, "create", TRUE);
      json_object_set_string_member (p, "side", side);
      json_object_set_string_member (p, "location", bth_fleet_cargo_place_name (&g->fleet));
    }
  if (c->supply > 0 || c->production > 0)
    json_object_set_string_member (p, "reason", "points landed: supply points make a limited supply source this "
                                   "player segment (X.F.3.f), production points buy reinforcements (X.F.3.g)");
  label = g_strdup_printf ("Disembark from %s", fleet_id);
  json_object_set_string_member (p, "label", label);
  return append_one (game, p, error);
}
