/* cli-map-commands.c — berthier-cli's map subcommands: supply (section M) over positions
 * given as JSON, and the distance, movement cost and route between two locations.
 *
 * Both use the built-in map; the players' overlay (their recorded terrain) comes from
 * --overlay FILE, or for supply from the input's "overlay" member.
 */
#include "cli-map-commands.h"
#include "bth-tec.h"

#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-scenario.h"
#include "bth-supply.h"
#include "cli-scenario-supply.h"

#include <string.h>

#define KEYS(...) ((const char * const []) { __VA_ARGS__, NULL })

static BthMap *
load_map (CliContext *context, JsonObject *input, GError **error)
{
  g_autoptr(BthMap) map = bth_tec_load_builtin_map (error);

  if (map == NULL)
    return NULL;
  if (context->overlay != NULL && !bth_map_apply_overlay_file (map, context->overlay, error))
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  if (input != NULL && json_object_has_member (input, "overlay"))
    {
      g_autoptr(JsonNode) node = json_node_copy (json_object_get_member (input, "overlay"));
      g_autofree char *text = json_to_string (node, FALSE);
      if (!bth_map_apply_overlay_data (map, text, -1, "$.overlay", error))
        {
          bth_json_as_input_error (*error);
          return NULL;
        }
    }
  return g_steal_pointer (&map);
}

static gboolean
parse_location (BthMap *map, const char *text, const char *path, BthHex *hex, GError **error)
{
  if (!bth_map_parse_location (map, text, hex, error))
    {
      g_prefix_error (error, "%s: ", path);
      bth_json_as_input_error (*error);
      return FALSE;
    }
  return TRUE;
}

static JsonNode *
hexes_node (BthMap *map, GArray *hexes)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    {
      g_autofree char *label = bth_map_hex_label (map, g_array_index (hexes, BthHex, i));
      json_array_add_string_element (array, label);
    }
  json_node_take_array (node, array);
  return node;
}

static int
side_of (GPtrArray *sides, const char *side)
{
  for (guint i = 0; i < sides->len; i++)
    if (g_str_equal (g_ptr_array_index (sides, i), side))
      return (int) i;
  g_ptr_array_add (sides, (gpointer) side);
  return (int) sides->len - 1;
}

/* A side the scenarios know ("french", "non-french") or a power playing on its own (a
 * Grand Campaign player): any other name would make every force of it an enemy of all. */
static gboolean
check_side (const char *side, const char *path, GError **error)
{
  g_autofree char *known = NULL;

  if (bth_scenario_builtin_has_side (side) || bth_scenario_builtin_has_power (side))
    return TRUE;
  known = bth_scenario_builtin_sides_text ();
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
               "%s.side: \"%s\" is not a side (%s) or a power of the game", path, side, known);
  return FALSE;
}

static const char *const kind_nicks[] = { "home", "satellite", "scenario", "conquest" };
static const char *const via_nicks[] = { "none", "source", "chain", "inside_city" };

static gboolean
read_winter (JsonObject *input, guint8 *winter, GError **error)
{
  JsonArray *boards;

  gboolean all = FALSE;

  *winter = 0;
  /* "winter": true — a winter turn on every mapboard (TEC note 1). */
  if (!bth_json_optional_bool (input, "$", "winter", FALSE, &all, error))
    return FALSE;
  if (all)
    *winter = 0x1e;
  if (!json_object_has_member (input, "winter_mapboards"))
    return TRUE;
  if (all)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.winter_mapboards: give either \"winter\": true (every mapboard) or the mapboards in winter");
      return FALSE;
    }
  if ((boards = bth_json_member_array (input, "$", "winter_mapboards", 0, 4, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      int board;
      if (!bth_json_element_int (boards, "$.winter_mapboards", i, 1, 4, &board, error))
        return FALSE;
      *winter |= (guint8) (1u << board);
    }
  return TRUE;
}

/* {"overlay"?, "winter"?, "winter_mapboards"?, "home_sources"?, "major_cities_complete"?,
 *  "forces": [...], "sources"?: [...], "scenario"?, "answers"?} — with "scenario", the forces
 * its supply rules cover take their sources from them (M.3.c, bth-scenario-supply.h), as the
 * app's trace does. */
static JsonNode *
run_supply (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(JsonNode) root = bth_cli_read_input (argument, error);
  g_autoptr(BthMap) map = NULL;
  g_autoptr(GArray) forces = g_array_new (FALSE, TRUE, sizeof (BthSupplyForce));
  g_autoptr(GArray) sources = g_array_new (FALSE, TRUE, sizeof (BthSupplySource));
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autoptr(BthSupply) supply = NULL;
  g_autofree BthSupplyStatus *statuses = NULL;
  g_autoptr(GPtrArray) undetermined_by = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  JsonObject *input;
  JsonArray *list;
  gboolean home_sources = FALSE, major_cities_complete = FALSE;
  BthSupplyOptions options = { 0 };
  g_auto(CliScenarioSupply) scenario = { 0 };

  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  input = json_node_get_object (root);
  if (!bth_json_check_keys (input, "$", KEYS ("forces"),
                            KEYS ("overlay", "winter", "winter_mapboards", "home_sources", "sources", "scenario",
                                  "answers", "major_cities_complete", "month"), error) ||
      !cli_scenario_supply_read (&scenario, input, error) ||
      !bth_json_optional_bool (input, "$", "home_sources", FALSE, &home_sources, error) ||
      !bth_json_optional_bool (input, "$", "major_cities_complete", FALSE, &major_cities_complete, error) ||
      !read_winter (input, &options.winter_mapboards, error) ||
      (map = load_map (context, input, error)) == NULL ||
      (list = bth_json_member_array (input, "$", "forces", 0, 10000, error)) == NULL)
    return NULL;
  /* The players' confirmation that the map lists every major city, given either way. */
  major_cities_complete = scenario.confirmed = major_cities_complete || scenario.confirmed;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.forces[%u]", i);
      JsonObject *f = bth_json_element_object (list, "$.forces", i, error);
      BthSupplyForce force = { 0 };
      const char *hex, *side;

      if (f == NULL ||
          !bth_json_check_keys (f, path, KEYS ("id", "side", "color", "nation", "hex", "sp"),
                                KEYS ("inside_city", "besieged"), error) ||
          (force.id = bth_json_member_string (f, path, "id", error)) == NULL ||
          (side = bth_json_member_string (f, path, "side", error)) == NULL ||
          (force.color = bth_json_member_string (f, path, "color", error)) == NULL ||
          (force.nation = bth_json_member_string (f, path, "nation", error)) == NULL ||
          (hex = bth_json_member_string (f, path, "hex", error)) == NULL ||
          !bth_json_member_int (f, path, "sp", 0, 999, &force.strength, error) ||
          !bth_json_optional_bool (f, path, "inside_city", FALSE, &force.inside_city, error) ||
          !bth_json_optional_bool (f, path, "besieged", FALSE, &force.besieged, error))
        return NULL;
      if (!check_side (side, path, error))
        return NULL;
      for (guint j = 0; j < forces->len; j++)
        if (g_str_equal (g_array_index (forces, BthSupplyForce, j).id, force.id))
          {
            g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                         "%s.id: \"%s\" is already the id of $.forces[%u]", path, force.id, j);
            return NULL;
          }
      {
        g_autofree char *hp = g_strconcat (path, ".hex", NULL);
        if (!parse_location (map, hex, hp, &force.hex, error))
          return NULL;
      }
      if ((force.inside_city || force.besieged) && bth_map_city_at (map, force.hex) == NULL)
        {
          g_autofree char *label = bth_map_hex_label (map, force.hex);
          /* Only a city has fortifications to be inside of, or besieged in (S). */
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s.%s: the map records no city in %s; a force is inside a city or besieged "
                       "only in a city (S) — record the city in the overlay if it is there",
                       path, force.besieged ? "besieged" : "inside_city", label);
          return NULL;
        }
      force.side = side_of (sides, side);
      force.inside_city = force.inside_city || force.besieged;
      g_array_append_val (forces, force);
    }

  if (json_object_has_member (input, "sources"))
    {
      JsonArray *given = bth_json_member_array (input, "$", "sources", 0, 10000, error);
      for (guint i = 0; given != NULL && i < json_array_get_length (given); i++)
        {
          g_autofree char *path = g_strdup_printf ("$.sources[%u]", i);
          g_autofree char *hp = g_strconcat (path, ".hex", NULL);
          JsonObject *s = bth_json_element_object (given, "$.sources", i, error);
          BthSupplySource source = { .kind = BTH_SUPPLY_SOURCE_SCENARIO };
          g_autofree char *nation = NULL, *kind = NULL;
          const char *hex, *side;

          if (s == NULL ||
              !bth_json_check_keys (s, path, KEYS ("hex", "side"), KEYS ("nation", "kind"), error) ||
              (hex = bth_json_member_string (s, path, "hex", error)) == NULL ||
              (side = bth_json_member_string (s, path, "side", error)) == NULL ||
              !bth_json_optional_string (s, path, "nation", &nation, error) ||
              !bth_json_optional_string (s, path, "kind", &kind, error) ||
              !check_side (side, path, error) ||
              !parse_location (map, hex, hp, &source.hex, error))
            return NULL;
          if (kind != NULL)
            {
              int k = -1;
              for (guint j = 0; j < G_N_ELEMENTS (kind_nicks); j++)
                if (g_str_equal (kind, kind_nicks[j]))
                  k = (int) j;
              if (k < 0)
                {
                  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                               "%s.kind: \"%s\" is not home, satellite, scenario or conquest", path, kind);
                  return NULL;
                }
              source.kind = k;
            }
          source.side = side_of (sides, side);
          /* The nation string must outlive the computation: keep it in the input. */
          source.nation = nation != NULL ? json_object_get_string_member (s, "nation") : NULL;
          g_array_append_val (sources, source);
        }
      if (given == NULL)
        return NULL;
    }
  cli_scenario_supply_sources (&scenario, map, sides, (BthSupplyForce *) forces->data, forces->len, sources);
  if (home_sources)
    /* M.3.a: every force's home country's major cities; those whose hexes are not recorded
     * make a force they alone could supply unknown, naming them. */
    for (guint i = 0; i < forces->len; i++)
      {
        const BthSupplyForce *f = &g_array_index (forces, BthSupplyForce, i);
        gboolean seen = g_ptr_array_index (scenario.needs, i) != NULL;   /* the scenario's rules instead */
        for (guint j = 0; j < i && !seen; j++)
          seen = g_array_index (forces, BthSupplyForce, j).side == f->side &&
                 g_str_equal (g_array_index (forces, BthSupplyForce, j).nation, f->nation);
        if (!seen)
          {
            /* The home country of the nation's units ("italy" → North Italy: the map's countries). */
            const char *home = bth_map_country_of_power (map, f->nation);
            bth_supply_add_major_cities (sources, map, home, f->side, f->nation, BTH_SUPPLY_SOURCE_HOME);
            bth_supply_add_unplaced_major_cities (sources, map, home, f->side, f->nation, BTH_SUPPLY_SOURCE_HOME);
          }
      }

  supply = bth_supply_new (map);
  if (!bth_supply_compute (supply, (BthSupplyForce *) forces->data, forces->len,
                           (BthSupplySource *) sources->data, sources->len, &options, error))
    return NULL;

  /* Each force's status: the scenario's rules' verdict, or the trace's; then a line through
   * the chain of a force whose own supply is unknown is unknown too (M.3.b). */
  statuses = g_new0 (BthSupplyStatus, MAX (forces->len, 1));
  undetermined_by = g_ptr_array_new_full (forces->len, (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < forces->len; i++)
    {
      const BthSupplyForce *f = &g_array_index (forces, BthSupplyForce, i);
      const BthSupplyResult *r = bth_supply_get_result (supply, i);
      GPtrArray *undetermined = NULL;

      statuses[i] = r->status;
      if (i < scenario.needs->len && g_ptr_array_index (scenario.needs, i) != NULL)
        statuses[i] = cli_scenario_supply_status (&scenario, i, r);
      /* No source found among the home country's major cities the map records: while the
       * map records the size and country of only some cities and the input does not say it
       * lists every major city, one it does not know as major may be in reach (M.3.a). */
      else if (home_sources && !major_cities_complete && r->status == BTH_SUPPLY_UNSUPPLIED &&
               r->via == BTH_SUPPLY_VIA_NONE)
        {
          undetermined = bth_supply_undetermined_cities (map, bth_map_country_of_power (map, f->nation));
          if (undetermined->len > 0)
            statuses[i] = BTH_SUPPLY_UNKNOWN;
        }
      g_ptr_array_add (undetermined_by, undetermined != NULL ? undetermined : g_ptr_array_new ());
    }
  for (gboolean changed = TRUE; changed;)
    {
      changed = FALSE;
      for (guint i = 0; i < forces->len; i++)
        {
          const BthSupplyResult *r = bth_supply_get_result (supply, i);
          if (statuses[i] == BTH_SUPPLY_SUPPLIED && r->via == BTH_SUPPLY_VIA_CHAIN && r->chain >= 0 &&
              statuses[r->chain] != BTH_SUPPLY_SUPPLIED)
            {
              statuses[i] = BTH_SUPPLY_UNKNOWN;
              changed = TRUE;
            }
        }
    }

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "forces");
  json_builder_begin_array (b);
  for (guint i = 0; i < forces->len; i++)
    {
      const BthSupplyForce *f = &g_array_index (forces, BthSupplyForce, i);
      const BthSupplyResult *r = bth_supply_get_result (supply, i);
      g_autofree char *label = bth_map_hex_label (map, f->hex);
      GPtrArray *undetermined = g_ptr_array_index (undetermined_by, i);
      BthSupplyStatus status = statuses[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, f->id);
      json_builder_set_member_name (b, "hex");
      json_builder_add_string_value (b, label);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, bth_supply_status_to_nick (status));
      if (r->via == BTH_SUPPLY_VIA_CHAIN && r->chain >= 0 && statuses[r->chain] != BTH_SUPPLY_SUPPLIED)
        {
          /* Unknown: the force whose chain the line uses has a supply not known. */
          json_builder_set_member_name (b, "chain_supply_unknown");
          json_builder_add_string_value (b, g_array_index (forces, BthSupplyForce, r->chain).id);
        }
      if (i < scenario.needs->len && g_ptr_array_index (scenario.needs, i) != NULL)
        /* The scenario's rules decide, and name what to enter (M.3.c). */
        cli_scenario_supply_members (&scenario, b, i, r);
      else
        {
          if (undetermined->len > 0 && status == BTH_SUPPLY_UNKNOWN && r->status == BTH_SUPPLY_UNSUPPLIED)
            {
              /* The cities whose size or country to enter (in the overlay), or say the list is
               * complete with "major_cities_complete": true. */
              json_builder_set_member_name (b, "undetermined_cities");
              json_builder_begin_array (b);
              for (guint j = 0; j < undetermined->len; j++)
                json_builder_add_string_value (b, g_ptr_array_index (undetermined, j));
              json_builder_end_array (b);
            }
        }
      json_builder_set_member_name (b, "via");
      json_builder_add_string_value (b, via_nicks[r->via]);
      if (r->via != BTH_SUPPLY_VIA_NONE)
        {
          json_builder_set_member_name (b, "mp");
          json_builder_add_int_value (b, r->mp);
        }
      if (r->source >= 0)
        {
          BthHex hex = g_array_index (sources, BthSupplySource, r->source).hex;
          const BthMapCity *city = bth_map_city_at (map, hex);
          g_autofree char *source = bth_map_hex_label (map, hex);
          json_builder_set_member_name (b, "source");
          json_builder_add_string_value (b, source);
          if (city != NULL)
            {
              json_builder_set_member_name (b, "source_city");
              json_builder_add_string_value (b, city->name);
            }
        }
      if (r->chain >= 0)
        {
          json_builder_set_member_name (b, "chain");
          json_builder_add_string_value (b, g_array_index (forces, BthSupplyForce, r->chain).id);
        }
      json_builder_set_member_name (b, "path");
      json_builder_add_value (b, hexes_node (map, r->path));
      json_builder_set_member_name (b, "unrecorded");
      json_builder_add_value (b, hexes_node (map, r->unrecorded));
      if (r->unplaced != NULL && r->unplaced->len > 0)
        {
          /* The supply sources whose hexes the players are to record (M.3.a). */
          json_builder_set_member_name (b, "unplaced_sources");
          json_builder_begin_array (b);
          for (guint j = 0; j < r->unplaced->len; j++)
            json_builder_add_string_value (b, g_ptr_array_index (r->unplaced, j));
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "sources");
  json_builder_begin_array (b);
  for (guint i = 0; i < sources->len; i++)
    {
      const BthSupplySource *s = &g_array_index (sources, BthSupplySource, i);
      const BthMapCity *city = s->unplaced_city == NULL ? bth_map_city_at (map, s->hex) : NULL;
      g_autofree char *label = s->unplaced_city == NULL ? bth_map_hex_label (map, s->hex) : NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hex");
      if (label != NULL)
        json_builder_add_string_value (b, label);
      else
        json_builder_add_null_value (b);   /* not recorded: the players are to record it */
      if (city != NULL || s->unplaced_city != NULL)
        {
          json_builder_set_member_name (b, "city");
          json_builder_add_string_value (b, city != NULL ? city->name : s->unplaced_city);
        }
      json_builder_set_member_name (b, "side");
      json_builder_add_string_value (b, g_ptr_array_index (sides, s->side));
      json_builder_set_member_name (b, "nation");
      if (s->nation != NULL)
        json_builder_add_string_value (b, s->nation);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, kind_nicks[s->kind]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* distance FROM TO: hexes, MP and the cheapest route (bth_map_route). */
static JsonNode *
run_distance (CliContext *context, const char *argument, GError **error)
{
  g_autoptr(BthMap) map = NULL;
  g_auto(BthRoute) route = { 0 };
  g_autoptr(JsonBuilder) b = json_builder_new ();
  BthMoveOptions options = { 0 };
  BthHex from, to;
  static const char *const statuses[] = { "none", "found", "uncertain" };

  if (argument == NULL || context->second == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "distance needs FROM and TO (hexes or cities)");
      return NULL;
    }
  if ((map = load_map (context, NULL, error)) == NULL ||
      !parse_location (map, argument, "FROM", &from, error) ||
      !parse_location (map, context->second, "TO", &to, error) ||
      !bth_map_route (map, from, to, &options, &route, error))
    return NULL;

  json_builder_begin_object (b);
  {
    g_autofree char *a = bth_map_hex_label (map, from);
    g_autofree char *z = bth_map_hex_label (map, to);
    json_builder_set_member_name (b, "from");
    json_builder_add_string_value (b, a);
    json_builder_set_member_name (b, "to");
    json_builder_add_string_value (b, z);
  }
  json_builder_set_member_name (b, "distance");
  json_builder_add_int_value (b, bth_hex_distance (from, to));
  json_builder_set_member_name (b, "status");
  json_builder_add_string_value (b, statuses[route.status]);
  if (route.status != BTH_ROUTE_NONE)
    {
      json_builder_set_member_name (b, "mp");
      json_builder_add_int_value (b, route.mp);
    }
  json_builder_set_member_name (b, "certain_mp");
  if (route.certain_mp >= 0)
    json_builder_add_int_value (b, route.certain_mp);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "path");
  json_builder_add_value (b, hexes_node (map, route.path));
  json_builder_set_member_name (b, "unrecorded");
  json_builder_add_value (b, hexes_node (map, route.unrecorded));
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static const CliCommand commands[] = {
  { "supply", "FILE", "Supply status of each force, with its line (M)", run_supply, FALSE },
  { "distance", "FROM TO", "Hexes, movement points and route between two locations", run_distance, TRUE },
};

const CliCommand *
cli_map_commands (guint *n_commands)
{
  *n_commands = G_N_ELEMENTS (commands);
  return commands;
}
