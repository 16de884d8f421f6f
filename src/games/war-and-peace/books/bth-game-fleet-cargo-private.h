/* bth-game-fleet-cargo-private.h — what the fleet-cargo files share. */
#pragma once

#include "bth-game-fleet-cargo.h"

G_BEGIN_DECLS

gboolean bth_fleet_cargo_army_kind (const char *kind, gboolean *cavalry);
gboolean bth_fleet_cargo_has_leader (const BthFleetCargo *cargo, const char *id);
JsonArray *bth_fleet_cargo_units_json (GArray *units);
JsonArray *bth_fleet_cargo_leaders_json (GPtrArray *leaders);
gboolean bth_fleet_cargo_holds (BthGame *game, const BthFleetCargo *cargo, const BthFleetCargo *take, const char *fleet_id, GError **error);
BthFleetCargo *bth_fleet_cargo_read (JsonObject *obj, const char *path, GError **error);
/* The transports CARGO needs (X.F.3.d through bth_naval_transport_check). */
int bth_fleet_cargo_transports_needed (const BthNavalRules *naval, const BthFleet *fleet, const BthFleetCargo *cargo);
/* Sets ERROR (invalid input) from FORMAT; returns FALSE. */
gboolean bth_fleet_cargo_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* A fleet-cargo event's payload: the fleet, the direction ("embark", "disembark", "lost"),
 * the cargo C and the rule that moves it. */
JsonObject *bth_fleet_cargo_payload (const char *fleet_id, const char *direction, const BthFleetCargo *c, const char *rule);

G_END_DECLS
