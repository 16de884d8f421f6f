/* bth-game-fleets.c — the game's fleets and the fleet-set event that changes them (X.F). */
#include "bth-game-fleets.h"
#include "bth-game-names.h"
#include "bth-game-fleet-cargo.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

void
bth_game_fleet_free (BthGameFleet *fleet)
{
  if (fleet == NULL)
    return;
  g_free (fleet->id);
  bth_fleet_clear (&fleet->fleet);
  bth_fleet_cargo_free (fleet->cargo);
  g_free (fleet);
}

static gpointer
fleet_copy (gconstpointer src, gpointer data)
{
  const BthGameFleet *f = src;
  BthGameFleet *c = g_new0 (BthGameFleet, 1);

  c->id = g_strdup (f->id);
  bth_fleet_copy (&c->fleet, &f->fleet);
  c->cargo = bth_fleet_cargo_copy (f->cargo);
  return c;
}

GPtrArray *
bth_game_fleets_copy (GPtrArray *fleets)
{
  GPtrArray *c;

  if (fleets == NULL)
    return NULL;
  c = g_ptr_array_copy (fleets, fleet_copy, NULL);
  g_ptr_array_set_free_func (c, (GDestroyNotify) bth_game_fleet_free);
  return c;
}

static JsonNode *fleet_to_json (const BthGameFleet *g);

/* The fleets ride on the state as one of its books (bth_game_state_register_book). */
static gpointer
fleets_copy (gconstpointer fleets)
{
  return bth_game_fleets_copy ((GPtrArray *) fleets);
}

static JsonNode *
fleets_to_json (gconstpointer fleets)
{
  JsonArray *a = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < ((GPtrArray *) fleets)->len; i++)
    json_array_add_element (a, fleet_to_json (g_ptr_array_index ((GPtrArray *) fleets, i)));
  json_node_take_array (node, a);
  return node;
}

static BthGameFleet *fleet_from_json (JsonObject *o, const char *path, GError **error);

/* In a saved checkpoint: each fleet as its JSON text (a game has a few fleets; the same
 * form the log writes, so nothing new to keep in step). */
static void
fleets_to_bytes (gconstpointer fleets, GString *out)
{
  bth_bytes_put_uint (out, ((GPtrArray *) fleets)->len);
  for (guint i = 0; i < ((GPtrArray *) fleets)->len; i++)
    {
      g_autoptr(JsonNode) node = fleet_to_json (g_ptr_array_index ((GPtrArray *) fleets, i));
      g_autofree char *text = json_to_string (node, FALSE);
      bth_bytes_put_string (out, text);
    }
}

static gpointer
fleets_from_bytes (BthBytesReader *in)
{
  GPtrArray *fleets = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_game_fleet_free);

  for (guint i = 0, n = bth_bytes_get_count (in); i < n; i++)
    {
      g_autofree char *text = bth_bytes_get_string (in);
      g_autoptr(JsonNode) node = text != NULL ? json_from_string (text, NULL) : NULL;
      BthGameFleet *fleet = node != NULL && JSON_NODE_HOLDS_OBJECT (node)
                            ? fleet_from_json (json_node_get_object (node), "$", NULL) : NULL;
      if (fleet == NULL)
        {
          g_ptr_array_unref (fleets);
          return NULL;
        }
      g_ptr_array_add (fleets, fleet);
    }
  return fleets;
}

const BthStateBookClass bth_game_fleets_book = {
  .name = "fleets",
  .copy = fleets_copy,
  .free = (GDestroyNotify) g_ptr_array_unref,
  .to_json = fleets_to_json,
  .to_bytes = fleets_to_bytes,
  .from_bytes = fleets_from_bytes,
};

/* The state's fleets, NULL before the first fleet-set. */
static GPtrArray *
fleets_of (const BthGameState *state)
{
  return bth_game_state_get_book (state, &bth_game_fleets_book);
}

GPtrArray *
bth_game_state_get_fleets (const BthGameState *state)
{
  static GPtrArray *none = NULL;

  if (state != NULL && fleets_of (state) != NULL)
    return fleets_of (state);
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

const BthGameFleet *
bth_game_state_find_fleet (const BthGameState *state, const char *id)
{
  GPtrArray *fleets = bth_game_state_get_fleets (state);

  for (guint i = 0; i < fleets->len; i++)
    if (g_strcmp0 (((BthGameFleet *) g_ptr_array_index (fleets, i))->id, id) == 0)
      return g_ptr_array_index (fleets, i);
  return NULL;
}

char *
bth_naval_location_describe (const BthNavalLocation *l)
{
  switch (l->place)
    {
    case BTH_NAVAL_PORT:
      return l->hex != NULL ? g_strdup_printf ("%s (port, %s)", l->port, l->hex)
                            : g_strdup_printf ("%s (port)", l->port);
    case BTH_NAVAL_COASTAL:
      return l->sea_zone != NULL ? g_strdup_printf ("%s (coastal hex, %s)", l->hex, l->sea_zone)
                                 : g_strdup_printf ("%s (coastal hex)", l->hex);
    case BTH_NAVAL_AT_SEA:
    default:
      return g_strdup_printf ("%s (at sea)", l->sea_zone);
    }
}

/* ---- checks ------------------------------------------------------------------------- */

static gboolean
empty (const char *s)
{
  return s == NULL || *s == '\0';
}

/* What the rules ask of a fleet in the game's books; PATH names the field. */
static gboolean
fleet_check (const BthFleet *f, const char *path, GError **error)
{
  const struct { const char *name; int value; } counts[] = {
    { "squadrons", f->squadrons }, { "transports", f->transports }, { "damaged", f->damaged },
    { "prizes_towed", f->prizes_towed },
  };

  if (empty (f->nation))
    return bth_json_fail (error, path, "nation: a fleet belongs to a nation (X.F.1.a)");
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (counts[i].value < 0)
      return bth_json_fail (error, path, "%s: %d is negative; a count is 0 or more", counts[i].name,
                            counts[i].value);
  if (f->squadrons + f->transports == 0)
    return bth_json_fail (error, path, "squadrons, transports: a fleet has at least one naval unit "
                          "(X.F.1.a); remove a fleet that has none");
  if (f->damaged > f->squadrons)
    return bth_json_fail (error, path, "damaged: %d is more than the fleet's %d squadrons (X.K.7)",
                          f->damaged, f->squadrons);
  switch (f->location.place)
    {
    case BTH_NAVAL_PORT:
      if (empty (f->location.port))
        return bth_json_fail (error, path, "port: a fleet in port names its port city (X.F.2.c)");
      break;
    case BTH_NAVAL_COASTAL:
      if (empty (f->location.hex))
        return bth_json_fail (error, path, "hex: a fleet in a coastal hex names the hex (X.F.2.c)");
      break;
    case BTH_NAVAL_AT_SEA:
      if (empty (f->location.sea_zone))
        return bth_json_fail (error, path, "sea_zone: a fleet at sea names its sea zone (X.F.2.d)");
      break;
    default:
      return bth_json_fail (error, path, "place: %d is not at_sea, coastal or port", (int) f->location.place);
    }
  if (f->blockaded && f->location.place != BTH_NAVAL_PORT)
    return bth_json_fail (error, path, "blockaded: only a fleet in port is blockaded (X.F.6.b)");
  if (f->blockaded && f->blockading)
    return bth_json_fail (error, path, "blockading: a blockaded fleet does not blockade (X.F.6.b)");
  return TRUE;
}

/* ---- JSON --------------------------------------------------------------------------- */

static JsonNode *
fleet_to_json (const BthGameFleet *g)
{
  const BthFleet *f = &g->fleet;
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (o, "id", g->id);
  json_object_set_string_member (o, "nation", f->nation);
  if (f->owner != NULL)
    json_object_set_string_member (o, "owner", f->owner);
  json_object_set_int_member (o, "squadrons", f->squadrons);
  json_object_set_int_member (o, "transports", f->transports);
  json_object_set_int_member (o, "damaged", f->damaged);
  json_object_set_boolean_member (o, "nelson", f->nelson);
  /* X.K.6.b; only written when there are some, so older logs compare equal. */
  if (f->prizes_towed > 0)
    json_object_set_int_member (o, "prizes_towed", f->prizes_towed);
  json_object_set_string_member (o, "place", bth_naval_place_to_string (f->location.place));
  if (f->location.sea_zone != NULL)
    json_object_set_string_member (o, "sea_zone", f->location.sea_zone);
  if (f->location.hex != NULL)
    json_object_set_string_member (o, "hex", f->location.hex);
  if (f->location.port != NULL)
    json_object_set_string_member (o, "port", f->location.port);
  json_object_set_boolean_member (o, "blockaded", f->blockaded);
  json_object_set_boolean_member (o, "blockading", f->blockading);
  /* X.F.3; only written when something is aboard, so older logs compare equal. */
  if (!bth_fleet_cargo_empty (g->cargo))
    json_object_set_member (o, "cargo", bth_fleet_cargo_to_json (g->cargo));
  json_node_take_object (node, o);
  return node;
}

static BthGameFleet *
fleet_from_json (JsonObject *o, const char *path, GError **error)
{
  g_autoptr(GError) local = NULL;
  BthGameFleet *g = g_new0 (BthGameFleet, 1);
  BthFleet *f = &g->fleet;
  g_autofree char *place = NULL;

  if (!bth_json_check_keys (o, path, BTH_JSON_KEYS ("id", "nation", "place"),
                            BTH_JSON_KEYS ("owner", "squadrons", "transports", "damaged", "nelson", "sea_zone",
                                           "hex", "port", "blockaded", "blockading", "prizes_towed", "cargo"), error) ||
      !bth_json_optional_string (o, path, "id", &g->id, error) ||
      !bth_json_optional_string (o, path, "nation", &f->nation, error) ||
      !bth_json_optional_string (o, path, "owner", &f->owner, error) ||
      !bth_json_optional_int (o, path, "squadrons", -999, 999, 0, &f->squadrons, error) ||
      !bth_json_optional_int (o, path, "transports", -999, 999, 0, &f->transports, error) ||
      !bth_json_optional_int (o, path, "damaged", -999, 999, 0, &f->damaged, error) ||
      !bth_json_optional_bool (o, path, "nelson", FALSE, &f->nelson, error) ||
      !bth_json_optional_int (o, path, "prizes_towed", -999, 999, 0, &f->prizes_towed, error) ||
      !bth_json_optional_string (o, path, "place", &place, error) ||
      !bth_json_optional_string (o, path, "sea_zone", &f->location.sea_zone, error) ||
      !bth_json_optional_string (o, path, "hex", &f->location.hex, error) ||
      !bth_json_optional_string (o, path, "port", &f->location.port, error) ||
      !bth_json_optional_bool (o, path, "blockaded", FALSE, &f->blockaded, error) ||
      !bth_json_optional_bool (o, path, "blockading", FALSE, &f->blockading, error))
    goto fail;
  if (!bth_naval_place_from_string (place, &f->location.place))
    {
      bth_json_fail (error, path, "place: \"%s\" is not at_sea, coastal or port (X.F.2.c-d)", place);
      goto fail;
    }
  if (!fleet_check (f, path, error))
    goto fail;
  if (json_object_has_member (o, "cargo"))
    {
      g_autofree char *cp = g_strdup_printf ("%s.cargo", path);
      JsonObject *c = bth_json_member_object (o, path, "cargo", error);
      if (c == NULL || (g->cargo = bth_fleet_cargo_from_json (c, cp, error)) == NULL)
        goto fail;
      if (bth_fleet_cargo_empty (g->cargo))
        g_clear_pointer (&g->cargo, bth_fleet_cargo_free);
    }
  return g;
fail:
  bth_game_fleet_free (g);
  return NULL;
}

JsonNode *
bth_game_fleets_to_json (const BthGameState *state)
{
  return fleets_to_json (bth_game_state_get_fleets (state));
}

/* ---- folding fleet-set ---------------------------------------------------------------- */

static int
fleet_index (const BthGameState *state, const char *id)
{
  GPtrArray *fleets = bth_game_state_get_fleets (state);

  for (guint i = 0; i < fleets->len; i++)
    if (g_strcmp0 (((BthGameFleet *) g_ptr_array_index (fleets, i))->id, id) == 0)
      return (int) i;
  return -1;
}

gboolean
bth_game_fleets_apply (BthGameState *state, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *old_path = g_strdup_printf ("%s.old", path);
  g_autofree char *new_path = g_strdup_printf ("%s.new", path);
  const char *id;
  JsonNode *old, *new;
  BthGameFleet *fleet = NULL;
  GPtrArray *fleets;
  int at;

  if (!bth_json_check_keys (p, path, BTH_JSON_KEYS ("id", "old", "new"), BTH_JSON_KEYS ("rule", "reason", "label"), error) ||
      (id = bth_json_member_string (p, path, "id", error)) == NULL)
    return FALSE;
  old = json_object_get_member (p, "old");
  new = json_object_get_member (p, "new");
  at = fleet_index (state, id);
  /* The log is checked as it is folded: OLD is what the fleet was. */
  if (JSON_NODE_HOLDS_NULL (old) ? at >= 0 : at < 0)
    return bth_json_fail (error, old_path, at >= 0 ? "fleet \"%s\" exists already" : "no fleet \"%s\"", id);
  if (at >= 0)
    {
      g_autoptr(JsonNode) now = fleet_to_json (g_ptr_array_index (fleets_of (state), at));
      if (!json_node_equal (now, old))
        return bth_json_fail (error, old_path, "is not fleet \"%s\" as the log left it", id);
    }
  if (!JSON_NODE_HOLDS_NULL (new))
    {
      if (!JSON_NODE_HOLDS_OBJECT (new))
        return bth_json_fail (error, new_path, "expected a fleet object or null");
      if ((fleet = fleet_from_json (json_node_get_object (new), new_path, error)) == NULL)
        return FALSE;
      if (g_strcmp0 (fleet->id, id) != 0)
        {
          bth_game_fleet_free (fleet);
          return bth_json_fail (error, new_path, "id: \"%s\" is not the event's \"%s\"", fleet->id, id);
        }
    }
  else if (JSON_NODE_HOLDS_NULL (old))
    return bth_json_fail (error, path, "old and new are both null");
  if ((fleets = fleets_of (state)) == NULL)
    bth_game_state_set_book (state, &bth_game_fleets_book,
                             fleets = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_game_fleet_free));
  if (at < 0)
    g_ptr_array_add (fleets, fleet);
  else if (fleet == NULL)
    g_ptr_array_remove_index (fleets, at);
  else
    {
      bth_game_fleet_free (g_ptr_array_index (fleets, at));
      g_ptr_array_index (fleets, at) = fleet;
    }
  return TRUE;
}

char *
bth_game_fleets_describe_event (BthGame *game, const BthEvent *event)
{
  g_autoptr(JsonObject) p = bth_event_dup_payload (event);
  JsonNode *old = json_object_get_member (p, "old"), *new = json_object_get_member (p, "new");
  const char *id = json_object_get_string_member (p, "id");
  const char *reason = json_object_get_string_member_with_default (p, "reason", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new ("Fleet ");

  g_string_append (out, id);
  if (JSON_NODE_HOLDS_NULL (new))
    g_string_append (out, " removed");
  else
    {
      BthGameFleet *f = fleet_from_json (json_node_get_object (new), "$", &error);
      if (f != NULL)
        {
          g_autofree char *where = bth_naval_location_describe (&f->fleet.location);
          g_string_append_printf (out, "%s %s: %d squadrons (%d damaged), %d transports, %s",
                                  JSON_NODE_HOLDS_NULL (old) ? " added," : ",",
                                  bth_game_power_name (game, f->fleet.nation),
                                  f->fleet.squadrons, f->fleet.damaged, f->fleet.transports, where);
          if (f->fleet.prizes_towed > 0)
            g_string_append_printf (out, ", towing %d prize(s)", f->fleet.prizes_towed);
          if (!bth_fleet_cargo_empty (f->cargo))
            {
              g_autofree char *cargo = bth_fleet_cargo_describe (game, f->cargo);
              g_string_append_printf (out, ", carrying %s", cargo);
            }
          bth_game_fleet_free (f);
        }
    }
  if (reason != NULL)
    g_string_append_printf (out, " (%s)", reason);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- actions -------------------------------------------------------------------------- */

BthEvent *
bth_game_fleet_set_event_new (const char *id, const BthGameFleet *old, const BthGameFleet *new,
                              const char *rule, const char *reason, const char *label)
{
  JsonObject *p = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (p, "id", id);
  json_object_set_member (p, "old", old != NULL ? fleet_to_json (old) : json_node_new (JSON_NODE_NULL));
  json_object_set_member (p, "new", new != NULL ? fleet_to_json (new) : json_node_new (JSON_NODE_NULL));
  if (rule != NULL)
    json_object_set_string_member (p, "rule", rule);
  if (reason != NULL)
    json_object_set_string_member (p, "reason", reason);
  if (label != NULL)
    json_object_set_string_member (p, "label", label);
  json_node_take_object (node, p);
  return bth_event_new (BTH_EVENT_FLEET_SET, node);
}

static gboolean
append_set (BthGame *game, const char *id, const BthGameFleet *old, const BthGameFleet *new,
            const char *rule, const char *reason, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);

  g_ptr_array_add (events, bth_game_fleet_set_event_new (id, old, new, rule, reason, NULL));
  if (bth_game_append_action (game, events, error) == 0)
    {
      if (error != NULL && *error != NULL)
        bth_json_as_input_error (*error);
      return FALSE;
    }
  return TRUE;
}

/* Checks FLEET before any event is built, so the message names the player's field. */
static gboolean
check_entry (const BthFleet *fleet, GError **error)
{
  if (!fleet_check (fleet, "fleet", error))
    {
      bth_json_as_input_error (*error);
      return FALSE;
    }
  return TRUE;
}

static const BthGameFleet *
existing (BthGame *game, const char *id, GError **error)
{
  const BthGameFleet *f = bth_game_state_find_fleet (bth_game_get_state (game), id);

  if (f == NULL)
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "fleet: there is no fleet \"%s\"", id);
  return f;
}

/* X.F.3.h: cargo leaves a fleet only by disembarking or with its naval units in a recorded
 * naval battle, so units aboard are never lost silently. */
static gboolean
no_cargo_aboard (BthGame *game, const BthGameFleet *old, GError **error)
{
  g_autofree char *cargo = NULL;

  if (bth_fleet_cargo_empty (old->cargo))
    return TRUE;
  cargo = bth_fleet_cargo_describe (game, old->cargo);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "cargo: %s carries %s; disembark it first, or record the naval battle that sinks or "
               "captures its naval units (X.F.3.h)", old->id, cargo);
  return FALSE;
}

static gboolean
cargo_still_fits (BthGame *game, const BthGameFleet *new, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_game_get_ruleset (game));
  g_autoptr(GError) local = NULL;

  if (bth_fleet_cargo_empty (new->cargo) || bth_fleet_cargo_fits (game, naval, &new->fleet, new->cargo, &local))
    return TRUE;
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "cargo: %s; disembark some first, or record the "
               "naval battle that sinks or captures the transports (X.F.3.h)", local->message);
  return FALSE;
}

gboolean
bth_game_fleet_add (BthGame *game, const BthFleet *fleet, char **out_id, GError **error)
{
  GPtrArray *fleets = bth_game_state_get_fleets (bth_game_get_state (game));
  BthGameFleet new = { 0 };
  guint n = 0;
  gboolean ok;

  if (!check_entry (fleet, error))
    return FALSE;
  /* The next number after every id in use, so undone ids are reused and saves stay stable. */
  for (guint i = 0; i < fleets->len; i++)
    {
      const char *id = ((BthGameFleet *) g_ptr_array_index (fleets, i))->id;
      if (g_str_has_prefix (id, "fleet-"))
        n = MAX (n, (guint) g_ascii_strtoull (id + 6, NULL, 10));
    }
  new.id = g_strdup_printf ("fleet-%u", n + 1);
  new.fleet = *fleet;
  ok = append_set (game, new.id, NULL, &new, NULL, NULL, error);
  if (ok && out_id != NULL)
    *out_id = g_strdup (new.id);
  g_free (new.id);
  return ok;
}

gboolean
bth_game_fleet_edit (BthGame *game, const char *id, const BthFleet *fleet, GError **error)
{
  const BthGameFleet *old = existing (game, id, error);
  BthGameFleet new = { (char *) id, *fleet, old != NULL ? old->cargo : NULL };

  return old != NULL && check_entry (fleet, error) && cargo_still_fits (game, &new, error) &&
         append_set (game, id, old, &new, NULL, NULL, error);
}

gboolean
bth_game_fleet_move (BthGame *game, const char *id, const BthNavalLocation *to, GError **error)
{
  const BthGameFleet *old = existing (game, id, error);
  BthGameFleet new;

  if (old == NULL)
    return FALSE;
  new = *old;
  new.fleet.location = *to;
  /* A fleet that leaves its port is no longer under the Fortress marker (X.F.6). */
  if (to->place != BTH_NAVAL_PORT)
    new.fleet.blockaded = FALSE;
  return check_entry (&new.fleet, error) && append_set (game, id, old, &new, "X.F.2", NULL, error);
}

gboolean
bth_game_fleet_set_counts (BthGame *game, const char *id, int squadrons, int transports, int damaged,
                           const char *reason, GError **error)
{
  const BthGameFleet *old = existing (game, id, error);
  BthGameFleet new;

  if (old == NULL)
    return FALSE;
  if (squadrons == 0 && transports == 0 && damaged == 0)
    return no_cargo_aboard (game, old, error) && append_set (game, id, old, NULL, "X.F.7", reason, error);
  new = *old;
  new.fleet.squadrons = squadrons;
  new.fleet.transports = transports;
  new.fleet.damaged = damaged;
  return check_entry (&new.fleet, error) && cargo_still_fits (game, &new, error) &&
         append_set (game, id, old, &new, NULL, reason, error);
}

gboolean
bth_game_fleet_remove (BthGame *game, const char *id, const char *reason, GError **error)
{
  const BthGameFleet *old = existing (game, id, error);

  return old != NULL && no_cargo_aboard (game, old, error) && append_set (game, id, old, NULL, NULL, reason, error);
}
