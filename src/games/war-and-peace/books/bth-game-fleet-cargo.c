/* bth-game-fleet-cargo.c — a fleet's cargo as a value: counting, describing, what a fleet
 * may carry, and its JSON form (see bth-game-fleet-cargo.h). Folding its events is in
 * -fold.c, embarking and disembarking in -actions.c, cargo lost with its transports in
 * -lost.c. */
#include "bth-game-fleet-cargo-private.h"
#include "bth-game-names.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-game-state-private.h"
#include "bth-json-strict.h"
#include "bth-sequence.h"

#include <string.h>

/* ---- the cargo ------------------------------------------------------------------------ */

BthFleetCargo *
bth_fleet_cargo_new (void)
{
  BthFleetCargo *c = g_new0 (BthFleetCargo, 1);

  c->units = bth_unit_counts_new ();
  c->leaders = g_ptr_array_new_with_free_func (g_free);
  return c;
}

BthFleetCargo *
bth_fleet_cargo_copy (const BthFleetCargo *cargo)
{
  BthFleetCargo *c;

  if (cargo == NULL)
    return NULL;
  c = bth_fleet_cargo_new ();
  for (guint i = 0; i < cargo->units->len; i++)
    bth_game_state_private_give_units (c->units, &g_array_index (cargo->units, BthUnitCount, i));
  for (guint i = 0; i < cargo->leaders->len; i++)
    g_ptr_array_add (c->leaders, g_strdup (g_ptr_array_index (cargo->leaders, i)));
  c->supply = cargo->supply;
  c->production = cargo->production;
  return c;
}

void
bth_fleet_cargo_free (BthFleetCargo *cargo)
{
  if (cargo == NULL)
    return;
  g_array_unref (cargo->units);
  g_ptr_array_unref (cargo->leaders);
  g_free (cargo);
}

gboolean
bth_fleet_cargo_empty (const BthFleetCargo *cargo)
{
  return cargo == NULL ||
         (cargo->units->len == 0 && cargo->leaders->len == 0 && cargo->supply == 0 && cargo->production == 0);
}

/* X.F.3.d counts infantry and cavalry SP; squadrons and transports are not cargo. */
gboolean
bth_fleet_cargo_army_kind (const char *kind, gboolean *cavalry)
{
  BthUnitKind k;

  if (!bth_unit_kind_from_string (kind, &k))
    return FALSE;
  *cavalry = bth_unit_kind_is_cavalry (k);
  return TRUE;
}

void
bth_fleet_cargo_count (const BthFleetCargo *cargo, BthNavalCargo *out)
{
  memset (out, 0, sizeof *out);
  if (cargo == NULL)
    return;
  for (guint i = 0; i < cargo->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (cargo->units, BthUnitCount, i);
      gboolean cavalry = FALSE;
      bth_fleet_cargo_army_kind (u->kind, &cavalry);
      if (cavalry)
        out->cavalry += u->sp;
      else
        out->infantry += u->sp;
    }
  out->leaders = (int) cargo->leaders->len;
  out->supply = cargo->supply;
  out->production = cargo->production;
}

char *
bth_fleet_cargo_describe (BthGame *game, const BthFleetCargo *cargo)
{
  GString *s = g_string_new (NULL);
  guint n;

  if (bth_fleet_cargo_empty (cargo))
    {
      g_string_free (s, TRUE);
      return g_strdup ("nothing");
    }
  for (guint i = 0; i < cargo->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (cargo->units, BthUnitCount, i);
      if (s->len > 0)
        g_string_append (s, ", ");
      bth_game_append_unit_count (s, game, u->power, u->kind, u->sp);
    }
  /* Leaders by the names the players know them by: "leaders Nelson and Leader (0)". */
  if ((n = cargo->leaders->len) > 0)
    {
      g_string_append_printf (s, "%sleader%s ", s->len > 0 ? ", " : "", n > 1 ? "s" : "");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ",
                                bth_game_leader_name (game, g_ptr_array_index (cargo->leaders, i)));
    }
  if (cargo->supply > 0)
    g_string_append_printf (s, "%s%d supply point(s)", s->len > 0 ? ", " : "", cargo->supply);
  if (cargo->production > 0)
    g_string_append_printf (s, "%s%d production point(s)", s->len > 0 ? ", " : "", cargo->production);
  return g_string_free (s, FALSE);
}

gboolean
bth_fleet_cargo_has_leader (const BthFleetCargo *cargo, const char *id)
{
  for (guint i = 0; cargo != NULL && i < cargo->leaders->len; i++)
    if (g_strcmp0 (g_ptr_array_index (cargo->leaders, i), id) == 0)
      return TRUE;
  return FALSE;
}

BthFleetCargo *
bth_fleet_cargo_minus (const BthFleetCargo *cargo, const BthFleetCargo *take)
{
  BthFleetCargo *c = cargo != NULL ? bth_fleet_cargo_copy (cargo) : bth_fleet_cargo_new ();

  for (guint i = 0; take != NULL && i < take->units->len; i++)
    bth_game_state_private_take_units (c->units, &g_array_index (take->units, BthUnitCount, i), "cargo", "$", NULL);
  for (guint i = 0; take != NULL && i < take->leaders->len; i++)
    for (guint j = 0; j < c->leaders->len; j++)
      if (g_str_equal (g_ptr_array_index (c->leaders, j), g_ptr_array_index (take->leaders, i)))
        {
          g_ptr_array_remove_index (c->leaders, j);
          break;
        }
  if (take != NULL)
    {
      c->supply -= take->supply;
      c->production -= take->production;
    }
  return c;
}

/* Whether TAKE is part of CARGO; otherwise FALSE with a message naming what is not aboard. */
gboolean
bth_fleet_cargo_holds (BthGame *game, const BthFleetCargo *cargo, const BthFleetCargo *take, const char *fleet_id,
             GError **error)
{
  for (guint i = 0; i < take->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (take->units, BthUnitCount, i);
      int aboard = cargo != NULL ? bth_unit_counts_sp (cargo->units, u->power, u->kind) : 0;
      if (u->sp > aboard)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "units: %s carries %d %s %s SP, not %d",
                       fleet_id, aboard, bth_game_power_name (game, u->power), u->kind, u->sp);
          return FALSE;
        }
    }
  for (guint i = 0; i < take->leaders->len; i++)
    if (!bth_fleet_cargo_has_leader (cargo, g_ptr_array_index (take->leaders, i)))
      {
        g_autofree char *leader = bth_game_leader_label (game, g_ptr_array_index (take->leaders, i));
        g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "leaders: %s is not aboard %s", leader, fleet_id);
        return FALSE;
      }
  if (take->supply > (cargo != NULL ? cargo->supply : 0) || take->production > (cargo != NULL ? cargo->production : 0))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "points: %s carries %d supply and %d production point(s), not %d and %d", fleet_id,
                   cargo != NULL ? cargo->supply : 0, cargo != NULL ? cargo->production : 0, take->supply,
                   take->production);
      return FALSE;
    }
  return TRUE;
}

/* ---- what a fleet may carry ----------------------------------------------------------- */

/* The transports CARGO needs (X.F.3.d through bth_naval_transport_check). */
int
bth_fleet_cargo_transports_needed (const BthNavalRules *naval, const BthFleet *fleet, const BthFleetCargo *cargo)
{
  BthTransportFleet tf = { fleet->nation, fleet->transports, fleet->squadrons, TRUE, TRUE, TRUE, FALSE };
  BthTransportCheck check;
  BthNavalCargo counts;
  int needed;

  bth_fleet_cargo_count (cargo, &counts);
  bth_naval_transport_check (naval, &tf, &counts, &check);
  needed = check.transports_needed;
  bth_transport_check_clear (&check);
  return needed;
}

gboolean
bth_fleet_cargo_fits (BthGame *game, const BthNavalRules *naval, const BthFleet *fleet,
                         const BthFleetCargo *cargo, GError **error)
{
  BthNavalCargo counts;
  int needed;

  bth_fleet_cargo_count (cargo, &counts);
  for (guint i = 0; cargo != NULL && i < cargo->units->len; i++)
    {
      gboolean cavalry;
      const char *kind = g_array_index (cargo->units, BthUnitCount, i).kind;
      if (!bth_fleet_cargo_army_kind (kind, &cavalry))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "units: %s is not an army unit; naval units "
                       "transport army units, supplies and production points (X.F.3.a)", kind);
          return FALSE;
        }
    }
  /* X.F.3.a: "Only English naval units may transport production points." */
  if (counts.production > 0 && !bth_naval_is_english (naval, fleet->nation))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "production: only English naval units may "
                   "transport production points (X.F.3.a); this fleet is %s's",
                   bth_game_power_name (game, fleet->nation));
      return FALSE;
    }
  /* X.F.3.c: "A squadron may only transport leaders." */
  if (fleet->transports == 0 && counts.infantry + counts.cavalry + counts.supply + counts.production > 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "units: the fleet has only squadrons, and a "
                   "squadron may only transport leaders (X.F.3.c)");
      return FALSE;
    }
  needed = bth_fleet_cargo_transports_needed (naval, fleet, cargo);
  if (needed > fleet->transports)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "capacity: %d infantry SP, %d cavalry SP and %d supply or production point(s) need %d "
                   "transports, the fleet has %d; a transport carries %d points, %d infantry SP or %d cavalry SP, "
                   "or %d points with %d infantry SP (%s, as corrected by the Question Box)",
                   counts.infantry, counts.cavalry, counts.supply + counts.production, needed, fleet->transports,
                   naval->transport_points, naval->transport_infantry, naval->transport_cavalry,
                   naval->transport_mixed_points, naval->transport_mixed_infantry, naval->transport_rule);
      return FALSE;
    }
  return TRUE;
}

/* ---- JSON ------------------------------------------------------------------------------ */

JsonArray *
bth_fleet_cargo_units_json (GArray *units)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; units != NULL && i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "power", u->power);
      json_object_set_string_member (o, "kind", u->kind);
      json_object_set_int_member (o, "sp", u->sp);
      json_array_add_object_element (a, o);
    }
  return a;
}

JsonArray *
bth_fleet_cargo_leaders_json (GPtrArray *leaders)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; leaders != NULL && i < leaders->len; i++)
    json_array_add_string_element (a, g_ptr_array_index (leaders, i));
  return a;
}

JsonNode *
bth_fleet_cargo_to_json (const BthFleetCargo *cargo)
{
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_array_member (o, "units", bth_fleet_cargo_units_json (cargo->units));
  json_object_set_array_member (o, "leaders", bth_fleet_cargo_leaders_json (cargo->leaders));
  json_object_set_int_member (o, "supply", cargo->supply);
  json_object_set_int_member (o, "production", cargo->production);
  json_node_take_object (node, o);
  return node;
}

/* "units", "leaders", "supply", "production" of OBJ into a new cargo. */
BthFleetCargo *
bth_fleet_cargo_read (JsonObject *obj, const char *path, GError **error)
{
  g_autoptr(BthFleetCargo) c = bth_fleet_cargo_new ();
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autoptr(GArray) units = NULL;
  JsonArray *leaders;

  if ((units = bth_game_state_private_read_units (obj, path, "units", error)) == NULL ||
      (leaders = bth_json_member_array (obj, path, "leaders", 0, 256, error)) == NULL ||
      !bth_json_optional_int (obj, path, "supply", 0, 999, 0, &c->supply, error) ||
      !bth_json_optional_int (obj, path, "production", 0, 999, 0, &c->production, error))
    return NULL;
  for (guint i = 0; i < units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      gboolean cavalry;
      if (!bth_fleet_cargo_army_kind (u->kind, &cavalry))
        {
          bth_json_fail (error, path, "units: %s is not an army unit (X.F.3.a)", u->kind);
          return NULL;
        }
      bth_game_state_private_give_units (c->units, u);
    }
  for (guint i = 0; i < json_array_get_length (leaders); i++)
    {
      const char *id = bth_json_element_string (leaders, lp, i, error);
      if (id == NULL)
        return NULL;
      if (bth_fleet_cargo_has_leader (c, id))
        {
          bth_json_fail (error, lp, "leader \"%s\" is listed twice", id);
          return NULL;
        }
      g_ptr_array_add (c->leaders, g_strdup (id));
    }
  return g_steal_pointer (&c);
}

BthFleetCargo *
bth_fleet_cargo_from_json (JsonObject *obj, const char *path, GError **error)
{
  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("units", "leaders"), BTH_JSON_KEYS ("supply", "production"),
                            error))
    return NULL;
  return bth_fleet_cargo_read (obj, path, error);
}
