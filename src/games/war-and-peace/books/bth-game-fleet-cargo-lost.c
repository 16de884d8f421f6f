/* bth-game-fleet-cargo-lost.c — cargo lost with naval units: what a partial loss takes,
 * what captured transports carried (X.F.3.h, X.F.7.e; see bth-game-fleet-cargo.h). */
#include "bth-game-fleet-cargo-private.h"
#include "bth-game-fleets.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-sequence.h"

#include <string.h>

/* ---- cargo lost with naval units ------------------------------------------------------------ */

/* Adds one unit of CARGO's kind to KEEP if the result still fits FLEET; TRUE if it did. */
static gboolean
try_keep_sp (const BthNavalRules *naval, const BthFleet *fleet, BthFleetCargo *keep, const BthUnitCount *u)
{
  BthUnitCount one = { u->power, u->kind, 1 };

  bth_game_state_private_give_units (keep->units, &one);
  if (bth_fleet_cargo_transports_needed (naval, fleet, keep) <= fleet->transports)
    return TRUE;
  bth_game_state_private_take_units (keep->units, &one, "cargo", "$", NULL);
  return FALSE;
}

/* The default reading: fill FLEET (what is left) with infantry, cavalry, supply, then
 * production points from CARGO; leaders stay while any naval unit is left. */
static BthFleetCargo *
default_kept (const BthNavalRules *naval, const BthFleet *fleet, const BthFleetCargo *cargo)
{
  BthFleetCargo *keep = bth_fleet_cargo_new ();

  if (fleet->squadrons + fleet->transports == 0)
    return keep;
  for (guint i = 0; i < cargo->leaders->len; i++)
    g_ptr_array_add (keep->leaders, g_strdup (g_ptr_array_index (cargo->leaders, i)));
  if (fleet->transports == 0)
    return keep;
  for (int pass = 0; pass < 2; pass++)      /* 0: infantry, 1: cavalry */
    for (guint i = 0; i < cargo->units->len; i++)
      {
        const BthUnitCount *u = &g_array_index (cargo->units, BthUnitCount, i);
        gboolean cavalry = FALSE;
        bth_fleet_cargo_army_kind (u->kind, &cavalry);
        if (cavalry != (pass == 1))
          continue;
        for (int sp = 0; sp < u->sp && try_keep_sp (naval, fleet, keep, u); sp++)
          ;
      }
  while (keep->supply < cargo->supply)
    {
      keep->supply++;
      if (bth_fleet_cargo_transports_needed (naval, fleet, keep) > fleet->transports)
        {
          keep->supply--;
          break;
        }
    }
  while (keep->production < cargo->production)
    {
      keep->production++;
      if (bth_fleet_cargo_transports_needed (naval, fleet, keep) > fleet->transports)
        {
          keep->production--;
          break;
        }
    }
  return keep;
}

gboolean
bth_fleet_cargo_loss (const BthNavalRules *naval, const BthGameFleet *old, int squadrons, int transports,
                      const BthFleetCargo *chosen, BthFleetCargo **lost, GError **error)
{
  BthFleet left = old->fleet;
  g_autoptr(BthFleetCargo) keep = NULL;

  *lost = NULL;
  left.squadrons = squadrons;
  left.transports = transports;
  if (bth_fleet_cargo_empty (old->cargo))
    {
      if (!bth_fleet_cargo_empty (chosen))
        return bth_fleet_cargo_fail (error, "cargo lost: %s carries nothing", old->id);
      *lost = bth_fleet_cargo_new ();
      return TRUE;
    }
  if (chosen != NULL)
    {
      if (!bth_fleet_cargo_holds (NULL, old->cargo, chosen, old->id, error))
        return FALSE;
      keep = bth_fleet_cargo_minus (old->cargo, chosen);
      if (squadrons + transports == 0 && !bth_fleet_cargo_empty (keep))
        return bth_fleet_cargo_fail (error, "cargo lost: %s loses all its naval units, so all its cargo is lost (X.F.3.h)", old->id);
      if (!bth_fleet_cargo_empty (keep) && !bth_fleet_cargo_fits (NULL, naval, &left, keep, error))
        {
          g_prefix_error (error, "cargo lost: what %s keeps does not fit the naval units left: ", old->id);
          return FALSE;
        }
      *lost = bth_fleet_cargo_copy (chosen);
      return TRUE;
    }
  keep = default_kept (naval, &left, old->cargo);
  *lost = bth_fleet_cargo_minus (old->cargo, keep);
  return TRUE;
}

gboolean
bth_fleet_cargo_split_captured (const BthNavalRules *naval, const BthFleet *fleet, const BthFleetCargo *lost,
                                int captured_transports, gboolean leaders_captured, const BthFleetCargo *chosen_captured,
                                BthFleetCargo **captured, BthFleetCargo **sunk, GError **error)
{
  BthFleet carriers = *fleet;

  *captured = *sunk = NULL;
  if (chosen_captured != NULL)
    {
      if (!bth_fleet_cargo_holds (NULL, lost, chosen_captured, "the lost cargo", error))
        return FALSE;
      *captured = bth_fleet_cargo_copy (chosen_captured);
    }
  else
    {
      BthFleetCargo *c = bth_fleet_cargo_new ();
      carriers.squadrons = 0;
      carriers.transports = captured_transports;
      for (guint i = 0; captured_transports > 0 && i < lost->units->len; i++)
        {
          const BthUnitCount *u = &g_array_index (lost->units, BthUnitCount, i);
          for (int sp = 0; sp < u->sp && try_keep_sp (naval, &carriers, c, u); sp++)
            ;
        }
      while (captured_transports > 0 && c->supply < lost->supply &&
             (c->supply++, bth_fleet_cargo_transports_needed (naval, &carriers, c) > carriers.transports))
        {
          c->supply--;
          break;
        }
      while (captured_transports > 0 && c->production < lost->production &&
             (c->production++, bth_fleet_cargo_transports_needed (naval, &carriers, c) > carriers.transports))
        {
          c->production--;
          break;
        }
      /* Leaders go where the naval units went: captured if any was (as X.F.8.c for Nelson). */
      if (leaders_captured)
        for (guint i = 0; i < lost->leaders->len; i++)
          g_ptr_array_add (c->leaders, g_strdup (g_ptr_array_index (lost->leaders, i)));
      *captured = c;
    }
  *sunk = bth_fleet_cargo_minus (lost, *captured);
  return TRUE;
}

BthEvent *
bth_fleet_cargo_lost_event_new (const char *fleet_id, const BthFleetCargo *cargo, gboolean captured,
                                const char *captor, const char *reason, const char *label)
{
  JsonObject *p = bth_fleet_cargo_payload (fleet_id, "lost", cargo, "X.F.3.h");
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (p, "fate", captured ? "captured" : "eliminated");
  if (captured && captor != NULL)
    json_object_set_string_member (p, "captor", captor);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  if (label != NULL)
    json_object_set_string_member (p, "label", label);
  json_node_take_object (node, p);
  return bth_event_new (BTH_EVENT_FLEET_CARGO, node);
}
