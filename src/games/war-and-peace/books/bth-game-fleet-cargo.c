/* bth-game-fleet-cargo.c — see bth-game-fleet-cargo.h. */
#include "bth-game-fleet-cargo.h"
#include "bth-campaign-names.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-force-pools.h"
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
static gboolean
army_kind (const char *kind, gboolean *cavalry)
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
      army_kind (u->kind, &cavalry);
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

static gboolean
has_leader (const BthFleetCargo *cargo, const char *id)
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
static gboolean
cargo_holds (BthGame *game, const BthFleetCargo *cargo, const BthFleetCargo *take, const char *fleet_id,
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
    if (!has_leader (cargo, g_ptr_array_index (take->leaders, i)))
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
static int
transports_needed (const BthNavalRules *naval, const BthFleet *fleet, const BthFleetCargo *cargo)
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
      if (!army_kind (kind, &cavalry))
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
  needed = transports_needed (naval, fleet, cargo);
  if (needed > fleet->transports)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "capacity: %d infantry SP, %d cavalry SP and %d supply or production point(s) need %d "
                   "transports, the fleet has %d; a transport carries %d points, %d infantry SP or %d cavalry SP, "
                   "or %d points with %d infantry SP (%s, as corrected by the Question Box, 000:3094)",
                   counts.infantry, counts.cavalry, counts.supply + counts.production, needed, fleet->transports,
                   naval->transport_points, naval->transport_infantry, naval->transport_cavalry,
                   naval->transport_mixed_points, naval->transport_mixed_infantry, naval->transport_rule);
      return FALSE;
    }
  return TRUE;
}

/* ---- JSON ------------------------------------------------------------------------------ */

static JsonArray *
units_json (GArray *units)
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

static JsonArray *
leaders_json (GPtrArray *leaders)
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

  json_object_set_array_member (o, "units", units_json (cargo->units));
  json_object_set_array_member (o, "leaders", leaders_json (cargo->leaders));
  json_object_set_int_member (o, "supply", cargo->supply);
  json_object_set_int_member (o, "production", cargo->production);
  json_node_take_object (node, o);
  return node;
}

/* "units", "leaders", "supply", "production" of OBJ into a new cargo. */
static BthFleetCargo *
read_cargo (JsonObject *obj, const char *path, GError **error)
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
      if (!army_kind (u->kind, &cavalry))
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
      if (has_leader (c, id))
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
  return read_cargo (obj, path, error);
}

/* ---- folding fleet-cargo --------------------------------------------------------------- */

static BthGameFleet *
find_fleet (BthGameState *state, const char *id)
{
  for (guint i = 0; state->fleets != NULL && i < state->fleets->len; i++)
    if (g_strcmp0 (((BthGameFleet *) g_ptr_array_index (state->fleets, i))->id, id) == 0)
      return g_ptr_array_index (state->fleets, i);
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
  BthPoolBox *prisoners = NULL;

  if (captured && state->force_pools != NULL)
    {
      prisoners = (BthPoolBox *) bth_force_pools_find_box (state->force_pools, captor, BTH_BOX_PRISONERS);
      if (prisoners == NULL)
        return bth_json_fail (error, path, "captor: \"%s\" has no Prisoners box (X.G.3.a)", captor ? captor : "");
    }
  for (guint i = 0; i < take->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (take->units, BthUnitCount, i);
      if (prisoners != NULL)
        bth_game_state_private_give_units (prisoners->units, u);
      /* X.J.1.e: eliminated units go to their Force Pool in the Grand Campaign. Without
       * the display there is no Prisoners box: captured units leave play like eliminated ones. */
      else if (state->force_pools == NULL || !bth_force_pools_receive_eliminated (state->force_pools, u))
        bth_game_state_private_give_units (state->eliminated, u);
    }
  for (guint i = 0; i < take->leaders->len; i++)
    {
      const char *id = g_ptr_array_index (take->leaders, i);
      BthLeaderState *l = find_leader (state, id);
      if (l == NULL)
        return bth_json_fail (error, path, "no leader \"%s\"", id);
      if (prisoners != NULL)
        {
          BthPoolLeader *p = g_new0 (BthPoolLeader, 1);
          p->id = g_strdup (l->id);
          p->name = g_strdup (l->name);
          p->power = g_strdup (l->power);
          p->value = l->value;
          p->colour = g_strdup (l->colour);
          p->named = l->named;
          g_ptr_array_add (prisoners->leaders, p);
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
      (take = read_cargo (p, path, error)) == NULL)
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
    if (!cargo_holds (NULL, fleet->cargo, take, fleet_id, &local))
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
  JsonObject *p = json_node_get_object (event->payload);
  const char *direction = json_object_get_string_member_with_default (p, "direction", "");
  const char *fleet = json_object_get_string_member_with_default (p, "fleet", "?");
  const char *stack = json_object_get_string_member_with_default (p, "stack", NULL);
  const char *reason = json_object_get_string_member_with_default (p, "reason", NULL);
  const char *rule = json_object_get_string_member_with_default (p, "rule", "X.F.3");
  g_autoptr(GError) error = NULL;
  g_autoptr(BthFleetCargo) c = read_cargo (p, "$", &error);
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

/* ---- actions ----------------------------------------------------------------------------- */

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
    return fail (error, "fleet: %s is at sea in %s; a naval unit may %s only in a coastal hex or port it "
                 "occupies (X.F.3.b)", g->id, g->fleet.location.sea_zone, verb);
  /* Only where the game's sequence has a Naval Phase (the Grand Campaign's, X.E). */
  if (seq != NULL && state->segment != NULL && bth_sequence_find_phase (seq, state->segment, "naval", NULL, NULL) &&
      g_strcmp0 (state->phase, "naval") != 0)
    return fail (error, "phase: naval units %s during the Naval Phase (X.F.3.a-b); it is the %s phase",
                 verb, state->phase != NULL ? state->phase : "end of the game");
  return TRUE;
}

/* LOAD as a cargo; FALSE on negative or malformed counts. */
static BthFleetCargo *
load_cargo (BthGame *game, const BthCargoLoad *load, GError **error)
{
  g_autoptr(BthFleetCargo) c = bth_fleet_cargo_new ();

  if (load->supply < 0 || load->production < 0)
    return fail (error, "points: a number of points is 0 or more"), NULL;
  for (guint i = 0; load->units != NULL && i < load->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (load->units, BthUnitCount, i);
      gboolean cavalry;
      if (u->sp <= 0)
        return fail (error, "units: %s %s: %d SP; give a number of SP above 0",
                     bth_game_power_name (game, u->power), u->kind, u->sp), NULL;
      if (!army_kind (u->kind, &cavalry))
        return fail (error, "units: %s is not an army unit; naval units transport army units, supplies and "
                     "production points (X.F.3.a)", u->kind), NULL;
      bth_game_state_private_give_units (c->units, u);
    }
  for (guint i = 0; load->leaders != NULL && load->leaders[i] != NULL; i++)
    if (!has_leader (c, load->leaders[i]))
      g_ptr_array_add (c->leaders, g_strdup (load->leaders[i]));
  c->supply = load->supply;
  c->production = load->production;
  if (bth_fleet_cargo_empty (c))
    return fail (error, "cargo: choose the units, leaders or points to move"), NULL;
  return g_steal_pointer (&c);
}

static JsonObject *
cargo_payload (const char *fleet_id, const char *direction, const BthFleetCargo *c, const char *rule)
{
  JsonObject *p = json_object_new ();

  json_object_set_string_member (p, "fleet", fleet_id);
  json_object_set_string_member (p, "direction", direction);
  json_object_set_array_member (p, "units", units_json (c->units));
  json_object_set_array_member (p, "leaders", leaders_json (c->leaders));
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
    return fail (error, "fleet: there is no fleet \"%s\"", fleet_id ? fleet_id : "");
  if (stack == NULL)
    return fail (error, "stack: there is no stack \"%s\" on the Leader Display", stack_id ? stack_id : "");
  if (!check_place_and_phase (game, g, "embark", error) || (c = load_cargo (game, load, error)) == NULL)
    return FALSE;
  if (!bth_fleet_cargo_stack_here (stack, &g->fleet))
    return fail (error, "stack: stack %s is at %s, not at %s where %s is; units embark in the hex the naval unit "
                 "occupies (X.F.3.b)", stack->id, stack->location, bth_fleet_cargo_place_name (&g->fleet), g->id);
  for (guint i = 0; i < c->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (c->units, BthUnitCount, i);
      int in_stack = bth_unit_counts_sp (stack->units, u->power, u->kind);
      gboolean cavalry = FALSE;
      if (u->sp > in_stack)
        return fail (error, "units: stack %s holds %d %s %s SP, not %d", stack->id, in_stack,
                     bth_game_power_name (game, u->power), u->kind, u->sp);
      army_kind (u->kind, &cavalry);
      if (!cavalry)
        infantry += u->sp;
    }
  for (guint i = 0; i < c->leaders->len; i++)
    {
      const BthLeaderState *l = bth_game_state_find_leader (state, g_ptr_array_index (c->leaders, i));
      if (l == NULL || l->status != BTH_LEADER_STATUS_ON_MAP || g_strcmp0 (l->stack, stack->id) != 0)
        {
          g_autofree char *leader = bth_game_leader_label (game, g_ptr_array_index (c->leaders, i));
          return fail (error, "leaders: %s is not in stack %s", leader, stack->id);
        }
    }
  /* X.F.3.b: "A leader must be present in the hex of embarkation for infantry to embark":
   * a leader of the stack's side in any stack at the fleet's place. */
  if (infantry > 0 && !leader_in_hex (state, stack, &g->fleet))
    return fail (error, "leaders: no leader of %s is at %s; a leader must be present in the hex of "
                 "embarkation for infantry to embark (X.F.3.b)", stack->side ? bth_game_side_name (game, stack->side) : "the stack's side",
                 stack->location);
  /* X.F.3.d: "In order to transport supply points, a naval unit must begin the Naval Phase
   * inside a port which the active player controls." The game does not know where it began:
   * it must at least be in port. */
  if (c->supply > 0 && g->fleet.location.place != BTH_NAVAL_PORT)
    return fail (error, "supply: %s is in a coastal hex, not a port; to transport supply points a naval unit "
                 "must begin the Naval Phase inside a port the active player controls (X.F.3.d)", g->id);
  if (c->production > 0 && g->fleet.location.place != BTH_NAVAL_PORT)
    return fail (error, "production: %s is in a coastal hex, not a port; to transport production points an "
                 "English naval unit must begin the Naval Phase inside an English production city (X.F.3.d)", g->id);
  {
    g_autoptr(BthFleetCargo) none = NULL;
    after = bth_fleet_cargo_copy (g->cargo != NULL ? g->cargo : (none = bth_fleet_cargo_new ()));
  }
  for (guint i = 0; i < c->units->len; i++)
    bth_game_state_private_give_units (after->units, &g_array_index (c->units, BthUnitCount, i));
  for (guint i = 0; i < c->leaders->len; i++)
    if (!has_leader (after, g_ptr_array_index (c->leaders, i)))
      g_ptr_array_add (after->leaders, g_strdup (g_ptr_array_index (c->leaders, i)));
  after->supply += c->supply;
  after->production += c->production;
  if (!bth_fleet_cargo_fits (game, naval, &g->fleet, after, error))
    return FALSE;

  p = cargo_payload (fleet_id, "embark", c, "X.F.3");
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
    return fail (error, "fleet: there is no fleet \"%s\"", fleet_id ? fleet_id : "");
  if (stack_id != NULL && (stack = bth_game_state_find_stack (state, stack_id)) == NULL)
    return fail (error, "stack: there is no stack \"%s\" on the Leader Display", stack_id);
  if (!check_place_and_phase (game, g, "disembark", error) || (c = load_cargo (game, load, error)) == NULL ||
      !cargo_holds (game, g->cargo, c, fleet_id, error))
    return FALSE;
  if (stack != NULL && !bth_fleet_cargo_stack_here (stack, &g->fleet))
    return fail (error, "stack: stack %s is at %s, not at %s where %s is; units disembark in the hex the naval "
                 "unit occupies (X.F.3.b)", stack->id, stack->location, bth_fleet_cargo_place_name (&g->fleet), g->id);
  p = cargo_payload (fleet_id, "disembark", c, "X.F.3");
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
          return fail (error, "stack: the units' power has no side to make a new stack for; choose a stack at %s",
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

/* ---- cargo lost with naval units ------------------------------------------------------------ */

/* Adds one unit of CARGO's kind to KEEP if the result still fits FLEET; TRUE if it did. */
static gboolean
try_keep_sp (const BthNavalRules *naval, const BthFleet *fleet, BthFleetCargo *keep, const BthUnitCount *u)
{
  BthUnitCount one = { u->power, u->kind, 1 };

  bth_game_state_private_give_units (keep->units, &one);
  if (transports_needed (naval, fleet, keep) <= fleet->transports)
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
        army_kind (u->kind, &cavalry);
        if (cavalry != (pass == 1))
          continue;
        for (int sp = 0; sp < u->sp && try_keep_sp (naval, fleet, keep, u); sp++)
          ;
      }
  while (keep->supply < cargo->supply)
    {
      keep->supply++;
      if (transports_needed (naval, fleet, keep) > fleet->transports)
        {
          keep->supply--;
          break;
        }
    }
  while (keep->production < cargo->production)
    {
      keep->production++;
      if (transports_needed (naval, fleet, keep) > fleet->transports)
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
        return fail (error, "cargo lost: %s carries nothing", old->id);
      *lost = bth_fleet_cargo_new ();
      return TRUE;
    }
  if (chosen != NULL)
    {
      if (!cargo_holds (NULL, old->cargo, chosen, old->id, error))
        return FALSE;
      keep = bth_fleet_cargo_minus (old->cargo, chosen);
      if (squadrons + transports == 0 && !bth_fleet_cargo_empty (keep))
        return fail (error, "cargo lost: %s loses all its naval units, so all its cargo is lost (X.F.3.h)", old->id);
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
      if (!cargo_holds (NULL, lost, chosen_captured, "the lost cargo", error))
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
             (c->supply++, transports_needed (naval, &carriers, c) > carriers.transports))
        {
          c->supply--;
          break;
        }
      while (captured_transports > 0 && c->production < lost->production &&
             (c->production++, transports_needed (naval, &carriers, c) > carriers.transports))
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
  JsonObject *p = cargo_payload (fleet_id, "lost", cargo, "X.F.3.h");
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
