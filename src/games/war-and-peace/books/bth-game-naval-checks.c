/* bth-game-naval-checks.c — see bth-game-naval-checks.h. */
#include "bth-game-naval-checks.h"
#include "bth-error.h"
#include "bth-game-fleet-cargo.h"

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

char *
bth_game_naval_transport_attacked_label (const char *fleet_id)
{
  return g_strdup_printf ("Transport attacked: %s", fleet_id);
}

static gboolean
blank (const char *s)
{
  g_autofree char *t = s != NULL ? g_strstrip (g_strdup (s)) : NULL;

  return t == NULL || *t == '\0';
}

static gboolean
record_escape (BthGame *game, const BthGameFleet *old, const BthTransportAttack *attack, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  g_autofree char *label = bth_game_naval_transport_attacked_label (old->id);
  g_autofree char *port = NULL, *hex = NULL, *reason = NULL;
  BthGameFleet new = *old;   /* borrows the state's strings but the location's */

  if (blank (attack->port))
    return fail (error, "port: an escaping transport goes to the nearest unblockaded friendly port in the same "
                 "sea zone (X.F.7.e); name it");
  if (attack->transports != old->fleet.transports)
    return fail (error, "transports: %d of %s's %d escape; only the whole fleet moves as one — split it with its "
                 "Edit first", attack->transports, old->id, old->fleet.transports);
  port = g_strstrip (g_strdup (attack->port));
  hex = blank (attack->hex) ? NULL : g_strstrip (g_strdup (attack->hex));
  new.fleet.location.place = BTH_NAVAL_PORT;
  new.fleet.location.port = port;
  new.fleet.location.hex = hex;
  /* X.F.7.e: "in the same sea zone". */
  new.fleet.location.sea_zone = old->fleet.location.sea_zone;
  new.fleet.blockading = FALSE;
  reason = g_strdup_printf ("%s: escapes to %s, the nearest unblockaded friendly port in the same sea zone "
                            "(X.F.7.e)", label, port);
  g_ptr_array_add (events, bth_game_fleet_set_event_new (old->id, old, &new, "X.F.7.e", reason, label));
  return bth_game_append_action (game, events, error) > 0;
}

gboolean
bth_game_naval_transport_attacked_record (BthGame *game, const char *fleet_id, const BthTransportAttack *attack,
                                          GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_game_get_ruleset (game));
  const BthGameFleet *old = bth_game_state_find_fleet (state, fleet_id);
  gboolean captured, gone, ok = FALSE;
  int left;
  g_autoptr(BthFleetCargo) lost = NULL;
  g_autoptr(BthFleetCargo) lost_captured = NULL;
  g_autoptr(BthFleetCargo) lost_sunk = NULL;
  g_autoptr(BthFleetCargo) kept = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autofree char *label = NULL, *reason = NULL;
  BthGameFleet mid, new;

  if (old == NULL)
    return fail (error, "fleet: no fleet %s in the game", fleet_id != NULL ? fleet_id : "(none)");
  if (old->fleet.transports == 0)
    return fail (error, "fleet: %s has no transports to be attacked (X.F.7.e)", fleet_id);
  if (old->fleet.squadrons > 0)
    return fail (error, "fleet: %s has %d squadron(s) with its transports: they are not unescorted (X.F.7.e); "
                 "record a battle between the fleets instead", fleet_id, old->fleet.squadrons);
  if (attack->transports < 1 || attack->transports > old->fleet.transports)
    return fail (error, "transports: %d attacked, but %s has %d", attack->transports, fleet_id,
                 old->fleet.transports);
  if (attack->fate == BTH_NAVAL_CHECK_ESCAPE)
    return record_escape (game, old, attack, error);
  if (attack->fate != BTH_NAVAL_CHECK_SUNK && attack->fate != BTH_NAVAL_CHECK_CAPTURED)
    return fail (error, "result: an attacked transport is captured, sunk or escapes (X.F.7.e)");
  captured = attack->fate == BTH_NAVAL_CHECK_CAPTURED;
  if (captured && blank (attack->captor))
    return fail (error, "captor: name the state that captures the transport (X.F.7.e)");

  left = old->fleet.transports - attack->transports;
  gone = left == 0;
  /* X.F.3.h: the cargo the transports left cannot carry is lost with the others. */
  if (!bth_fleet_cargo_loss (naval, old, 0, left, NULL, &lost, error))
    return FALSE;
  if (!bth_fleet_cargo_split_captured (naval, &old->fleet, lost, captured ? attack->transports : 0,
                                       captured && gone, NULL, &lost_captured, &lost_sunk, error))
    return FALSE;
  if (!bth_fleet_cargo_empty (lost_captured) && bth_game_state_keeps_prisoners (state) &&
      !bth_game_state_can_take_prisoners (state, attack->captor))
    return fail (error, "captor: %s captures army units, but has no Prisoners box on the Force Pool Display "
                 "(X.G.3.a)", attack->captor);
  kept = bth_fleet_cargo_minus (old->cargo, lost);

  label = bth_game_naval_transport_attacked_label (fleet_id);
  if (captured)
    reason = g_strdup_printf ("%s: %d transport(s) captured by %s, to the POW box or its prize (X.F.7.e, X.K.6.a)%s",
                              label, attack->transports, attack->captor,
                              gone ? "; no naval unit left: the fleet is removed" : "");
  else
    reason = g_strdup_printf ("%s: %d transport(s) sunk (X.F.7.e)%s", label, attack->transports,
                              gone ? "; no naval unit left: the fleet is removed" : "");
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  if (!bth_fleet_cargo_empty (lost_captured))
    g_ptr_array_add (events, bth_fleet_cargo_lost_event_new (fleet_id, lost_captured, TRUE, attack->captor,
                                                             "aboard captured transports: prisoners of war (X.F.3.h)",
                                                             label));
  if (!bth_fleet_cargo_empty (lost_sunk))
    g_ptr_array_add (events, bth_fleet_cargo_lost_event_new (fleet_id, lost_sunk, FALSE, NULL,
                                                             "aboard sunk transports, or aboard captured ones and "
                                                             "not army units: eliminated (X.F.3.h)", label));
  /* The cargo leaves first, so the fleet-set's "old" is the fleet as the log left it. */
  mid = *old;
  mid.cargo = kept;
  new = mid;
  new.fleet.transports = left;
  new.fleet.damaged_transports = MIN (old->fleet.damaged_transports, left);
  g_ptr_array_add (events, bth_game_fleet_set_event_new (fleet_id, &mid, gone ? NULL : &new, "X.F.7.e", reason,
                                                         label));
  ok = bth_game_append_action (game, events, error) > 0;
  return ok;
}
