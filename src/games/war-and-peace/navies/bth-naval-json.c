/* bth-naval-json.c — JSON front ends of the naval mechanisms (the CLI's format). */
#include "bth-naval-json.h"
#include "bth-json-strict.h"
#include "bth-error.h"
#include "bth-scenario.h"

#include <string.h>

static JsonObject *
input_object (JsonNode *input, const char * const *required, const char * const *optional, GError **error)
{
  JsonObject *obj;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$: expected an object");
      return NULL;
    }
  obj = json_node_get_object (input);
  return bth_json_check_keys (obj, "$", required, optional, error) ? obj : NULL;
}

static JsonNode *
finish (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

/* The user typed it: data errors are input errors. */
static JsonNode *
as_input (JsonNode *result, GError **error)
{
  if (result == NULL && error != NULL)
    bth_json_as_input_error (*error);
  return result;
}

/* The players' die from MEMBER, or a roll; -1 on error. */
static int
die_or_roll (JsonObject *obj, const char *member, BthDice *dice, guint count, const char *purpose,
             GError **error)
{
  int die = 0;

  if (!bth_json_optional_int (obj, "$", member, count, 6 * count, 0, &die, error))
    return -1;
  return die != 0 ? die : bth_dice_roll (dice, count, 6, purpose, NULL, error);
}

gboolean
bth_naval_options_from_json (JsonObject *obj, const char *path, BthNavalOptions *out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.options", path);
  JsonObject *o;

  memset (out, 0, sizeof *out);
  if (!json_object_has_member (obj, "options"))
    return TRUE;
  return (o = bth_json_member_object (obj, path, "options", error)) != NULL &&
         bth_json_check_keys (o, p, NULL, BTH_JSON_KEYS ("prizes", "battle_damage", "damage_on_retreat_only", "jj_table",
                                                "morale_english_only", "off_chart_fails",
                                                "damaged_side_not_victor", "relief_order_by_blockader"),
                                error) &&
         bth_json_optional_bool (o, p, "prizes", FALSE, &out->prizes, error) &&
         bth_json_optional_bool (o, p, "battle_damage", FALSE, &out->battle_damage, error) &&
         bth_json_optional_bool (o, p, "damage_on_retreat_only", FALSE, &out->damage_on_retreat_only, error) &&
         bth_json_optional_bool (o, p, "jj_table", FALSE, &out->jj_table, error) &&
         bth_json_optional_bool (o, p, "morale_english_only", FALSE, &out->morale_english_only, error) &&
         bth_json_optional_bool (o, p, "off_chart_fails", FALSE, &out->off_chart_fails, error) &&
         bth_json_optional_bool (o, p, "damaged_side_not_victor", FALSE, &out->damaged_side_not_victor, error) &&
         bth_json_optional_bool (o, p, "relief_order_by_blockader", FALSE, &out->relief_order_by_blockader, error);
}

gboolean
bth_fleet_from_json (JsonObject *obj, const char *path, BthFleet *out, GError **error)
{
  g_autofree char *place = NULL;

  memset (out, 0, sizeof *out);
  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("nation"),
                            BTH_JSON_KEYS ("owner", "squadrons", "transports", "damaged", "damaged_transports",
                                  "under_repair", "prizes_towed", "nelson", "blockaded", "blockading",
                                  "neutral", "place", "sea_zone", "hex", "port", "cargo_supply",
                                  "cargo_production", "cargo_infantry", "cargo_cavalry", "cargo_leaders"),
                            error) ||
      !bth_json_optional_string (obj, path, "nation", &out->nation, error) ||
      !bth_json_optional_string (obj, path, "owner", &out->owner, error) ||
      !bth_json_optional_int (obj, path, "squadrons", 0, 999, 0, &out->squadrons, error) ||
      !bth_json_optional_int (obj, path, "transports", 0, 999, 0, &out->transports, error) ||
      !bth_json_optional_int (obj, path, "damaged", 0, 999, 0, &out->damaged, error) ||
      !bth_json_optional_int (obj, path, "damaged_transports", 0, 999, 0, &out->damaged_transports, error) ||
      !bth_json_optional_int (obj, path, "under_repair", 0, 999, 0, &out->under_repair, error) ||
      !bth_json_optional_int (obj, path, "prizes_towed", 0, 999, 0, &out->prizes_towed, error) ||
      !bth_json_optional_bool (obj, path, "nelson", FALSE, &out->nelson, error) ||
      !bth_json_optional_bool (obj, path, "blockaded", FALSE, &out->blockaded, error) ||
      !bth_json_optional_bool (obj, path, "blockading", FALSE, &out->blockading, error) ||
      !bth_json_optional_bool (obj, path, "neutral", FALSE, &out->neutral, error) ||
      !bth_json_optional_string (obj, path, "place", &place, error) ||
      !bth_json_optional_string (obj, path, "sea_zone", &out->location.sea_zone, error) ||
      !bth_json_optional_string (obj, path, "hex", &out->location.hex, error) ||
      !bth_json_optional_string (obj, path, "port", &out->location.port, error) ||
      !bth_json_optional_int (obj, path, "cargo_supply", 0, 999, 0, &out->cargo_supply, error) ||
      !bth_json_optional_int (obj, path, "cargo_production", 0, 999, 0, &out->cargo_production, error) ||
      !bth_json_optional_int (obj, path, "cargo_infantry", 0, 999, 0, &out->cargo_infantry, error) ||
      !bth_json_optional_int (obj, path, "cargo_cavalry", 0, 999, 0, &out->cargo_cavalry, error) ||
      !bth_json_optional_int (obj, path, "cargo_leaders", 0, 999, 0, &out->cargo_leaders, error))
    {
      bth_fleet_clear (out);
      return FALSE;
    }
  /* A nation no scenario has would sail with the morale of "all others" (X.F.1.b). */
  if (out->nation != NULL && !bth_scenario_builtin_has_power (out->nation))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s.nation: \"%s\" is not a nation of the game (a power of its scenarios)", path, out->nation);
      bth_fleet_clear (out);
      return FALSE;
    }
  if (place != NULL && !bth_naval_place_from_string (place, &out->location.place))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s.place: \"%s\" is not at_sea, coastal or port", path, place);
      bth_fleet_clear (out);
      return FALSE;
    }
  if (out->damaged > out->squadrons || out->under_repair > out->squadrons)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "%s.%s: more than the fleet's %d squadrons", path,
                   out->damaged > out->squadrons ? "damaged" : "under_repair", out->squadrons);
      bth_fleet_clear (out);
      return FALSE;
    }
  return TRUE;
}

JsonNode *
bth_fleet_to_json (const BthFleet *f)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "nation", f->nation);
  if (f->owner)
    json_object_set_string_member (o, "owner", f->owner);
  json_object_set_int_member (o, "squadrons", f->squadrons);
  json_object_set_int_member (o, "transports", f->transports);
  json_object_set_int_member (o, "damaged", f->damaged);
  json_object_set_int_member (o, "under_repair", f->under_repair);
  json_object_set_int_member (o, "prizes_towed", f->prizes_towed);
  json_object_set_boolean_member (o, "nelson", f->nelson);
  json_object_set_string_member (o, "place", bth_naval_place_to_string (f->location.place));
  if (f->location.sea_zone)
    json_object_set_string_member (o, "sea_zone", f->location.sea_zone);
  if (f->location.hex)
    json_object_set_string_member (o, "hex", f->location.hex);
  if (f->location.port)
    json_object_set_string_member (o, "port", f->location.port);
  return finish (o);
}

/* "zones": [{"name": …, "mp": …, "im": …, "mt": …}] — the players' entries. */
static GArray *
zones_from_json (JsonObject *in, GError **error)
{
  GArray *zones = g_array_new (FALSE, TRUE, sizeof (BthSeaZone));
  JsonArray *list;

  g_array_set_clear_func (zones, (GDestroyNotify) NULL);
  if (!json_object_has_member (in, "zones"))
    return zones;
  if ((list = bth_json_member_array (in, "$", "zones", 0, 99, error)) == NULL)
    {
      g_array_unref (zones);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.zones[%u]", i);
      JsonObject *z = bth_json_element_object (list, "$.zones", i, error);
      BthSeaZone zone = { 0 };
      const char *name;
      if (z == NULL || !bth_json_check_keys (z, p, BTH_JSON_KEYS ("name"), BTH_JSON_KEYS ("mp", "im", "mt"), error) ||
          (name = bth_json_member_string (z, p, "name", error)) == NULL ||
          !bth_json_optional_int (z, p, "mp", 0, 9, -1, &zone.mp, error) ||
          !bth_json_optional_int (z, p, "im", -6, 6, BTH_NAVAL_UNKNOWN, &zone.im, error) ||
          !bth_json_optional_int (z, p, "mt", -6, 6, BTH_NAVAL_UNKNOWN, &zone.mt, error))
        {
          g_array_unref (zones);
          return NULL;
        }
      /* The name points into the input, which outlives the lookup. */
      zone.name = (char *) name;
      g_array_append_val (zones, zone);
    }
  return zones;
}

static JsonNode *
check_json (const BthNavalRules *naval, const BthNavalCheckRoll *c)
{
  JsonObject *out = json_object_new ();
  JsonObject *p = json_object_new ();
  static const char *const rows[] = { "blockade", "pursuit", "transport" };

  json_object_set_string_member (out, "table", rows[c->row]);
  json_object_set_boolean_member (out, "allowed", c->allowed);
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (c->modifiers));
  json_object_set_int_member (out, "drm", c->drm);
  if (c->allowed)
    {
      json_object_set_int_member (out, "die", c->die);
      json_object_set_int_member (out, "modified", c->modified);
      json_object_set_boolean_member (out, "off_chart", c->off_chart);
      json_object_set_string_member (out, "result", bth_naval_check_to_string (c->result));
    }
  for (guint k = 0; k < G_N_ELEMENTS (c->probability); k++)
    if (c->probability[k] > 0)
      json_object_set_double_member (p, bth_naval_check_to_string ((BthNavalCheck) k), c->probability[k]);
  json_object_set_object_member (out, "probability", p);
  json_object_set_member (out, "reasons", bth_modifier_list_to_json (c->reasons));
  return finish (out);
}

/* ---- naval-combat --------------------------------------------------------------------- */

static gboolean
force_from_json (JsonObject *in, const char *member, BthNavalForce *force, GError **error)
{
  g_autofree char *p = g_strdup_printf ("$.%s", member);
  g_autofree char *fp = g_strdup_printf ("$.%s.fleets", member);
  JsonObject *obj = bth_json_member_object (in, "$", member, error);
  JsonArray *fleets;

  if (obj == NULL || !bth_json_check_keys (obj, p, BTH_JSON_KEYS ("fleets"), NULL, error) ||
      (fleets = bth_json_member_array (obj, p, "fleets", 1, 64, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (fleets); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", fp, i);
      JsonObject *f = bth_json_element_object (fleets, fp, i, error);
      BthFleet fleet;
      if (f == NULL || !bth_fleet_from_json (f, ep, &fleet, error))
        return FALSE;
      g_array_append_val (force->fleets, fleet);
    }
  return TRUE;
}

static JsonNode *
combat_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("first", "second"),
                                 BTH_JSON_KEYS ("active", "kind", "at_sea", "options", "die"), error);
  g_autoptr(BthNavalCombatSetup) setup = NULL;
  g_autofree char *active = NULL, *kind = NULL;
  BthNavalBattle battle;
  BthNavalCombatOutcome o;
  BthNavalExactOdds odds;
  JsonObject *out, *res;
  JsonArray *list;
  int die = 0;
  static const char *const sides[] = { "first", "second" };

  if (in == NULL)
    return NULL;
  bth_naval_battle_init (&battle);
  if (!force_from_json (in, "first", &battle.forces[0], error) ||
      !force_from_json (in, "second", &battle.forces[1], error) ||
      !bth_json_optional_string (in, "$", "active", &active, error) ||
      !bth_json_optional_string (in, "$", "kind", &kind, error) ||
      !bth_json_optional_bool (in, "$", "at_sea", FALSE, &battle.at_sea, error) ||
      !bth_naval_options_from_json (in, "$", &battle.options, error) ||
      !bth_json_optional_int (in, "$", "die", 1, 6, 0, &die, error))
    goto fail;
  if (active != NULL && !g_str_equal (active, "first") && !g_str_equal (active, "second"))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "$.active: \"first\" or \"second\", not \"%s\"", active);
      goto fail;
    }
  battle.active = g_strcmp0 (active, "second") == 0 ? BTH_NAVAL_SIDE_SECOND : BTH_NAVAL_SIDE_FIRST;
  if (kind != NULL && !bth_naval_battle_kind_from_string (kind, &battle.kind))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.kind: \"%s\" is not coastal, interception, blockade or pursuit", kind);
      goto fail;
    }
  if ((setup = bth_naval_combat_setup (rules, &battle, error)) == NULL)
    goto fail;
  if (die != 0)
    {
      bth_naval_combat_outcome_for_die (rules, &battle, setup, die, &o);
      o.rolled = !setup->no_combat;
    }
  else if (!bth_naval_combat_resolve (rules, &battle, setup, dice, &o, error))
    goto fail;
  bth_naval_exact_odds (rules, &battle, setup, &odds);

  out = json_object_new ();
  json_object_set_boolean_member (out, "combat", !setup->no_combat);
  if (!setup->no_combat)
    {
      json_object_set_string_member (out, "larger", sides[setup->larger]);
      json_object_set_int_member (out, "first_squadrons", setup->squadrons[0]);
      json_object_set_int_member (out, "second_squadrons", setup->squadrons[1]);
      json_object_set_int_member (out, "first_morale", setup->morale[0]);
      json_object_set_int_member (out, "second_morale", setup->morale[1]);
      json_object_set_string_member (out, "odds", setup->odds);
      json_object_set_member (out, "modifiers", bth_modifier_list_to_json (setup->modifiers));
      json_object_set_int_member (out, "drm", setup->drm);
      json_object_set_int_member (out, "die", o.die);
      json_object_set_int_member (out, "modified", o.modified);
      json_object_set_boolean_member (out, "off_chart", o.clamped);
      json_object_set_int_member (out, "column", naval->rolls[o.column]);
      for (guint s = 0; s < 2; s++)
        {
          res = json_object_new ();
          json_object_set_string_member (res, "result", bth_naval_result_to_string (o.result[s]));
          json_object_set_int_member (res, "sunk", o.sunk[s]);
          json_object_set_int_member (res, "captured", o.captured[s]);
          json_object_set_boolean_member (res, "retreat", o.retreat[s]);
          json_object_set_int_member (res, "damaged", o.damaged[s]);
          json_object_set_boolean_member (res, "may_pursue", o.victor[s]);
          json_object_set_object_member (out, sides[s], res);
        }
      json_object_set_boolean_member (out, "prizes_to_victor", o.prizes_to_victor);
      list = json_array_new ();
      for (guint k = 0; k < odds.n_outcomes; k++)
        {
          JsonObject *e = json_object_new ();
          json_object_set_string_member (e, "larger", bth_naval_result_to_string (odds.outcomes[k].larger));
          json_object_set_string_member (e, "smaller", bth_naval_result_to_string (odds.outcomes[k].smaller));
          json_object_set_int_member (e, "ways_of_6", odds.outcomes[k].ways);
          json_object_set_double_member (e, "probability", odds.outcomes[k].probability);
          json_array_add_object_element (list, e);
        }
      json_object_set_array_member (out, "exact_odds", list);
      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *key = g_strdup_printf ("%s_expected_lost", sides[s]);
          json_object_set_double_member (out, key, odds.expected_lost[s]);
        }
    }
  json_object_set_member (out, "notes", bth_modifier_list_to_json (setup->notes));
  bth_naval_battle_clear (&battle);
  return finish (out);

fail:
  bth_naval_battle_clear (&battle);
  return NULL;
}

JsonNode *
bth_naval_combat_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (combat_json (rules, input, dice, error), error);
}

/* ---- the die checks ------------------------------------------------------------------ */

static JsonNode *
roll_and_report (BthRuleset *rules, JsonObject *in, const BthNavalOptions *options, BthNavalCheckRoll *c,
                 BthDice *dice, const char *purpose, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonNode *node;
  int die = 0;

  if (!bth_json_optional_int (in, "$", "die", 1, 6, 0, &die, error))
    return NULL;
  if (die != 0 && c->allowed)
    bth_naval_check_lookup (naval, options, c, die);
  else if (!bth_naval_check_roll (naval, options, c, dice, purpose, error))
    return NULL;
  if (die != 0)
    {
      /* keep the exact chances the lookup alone does not fill */
      BthNavalCheckRoll probe = *c;
      memset (c->probability, 0, sizeof c->probability);
      for (int d = 1; d <= 6; d++)
        {
          bth_naval_check_lookup (naval, options, &probe, d);
          c->probability[probe.result] += 1.0 / 6.0;
        }
    }
  node = check_json (naval, c);
  return node;
}

static JsonNode *
intercept_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonObject *in = input_object (input, NULL,
                                 BTH_JSON_KEYS ("zone", "zones", "at_sea", "blockading", "blockaded", "neutral",
                                       "already_intercepted", "nelson", "second_turn", "mover_leaving_zone",
                                       "mover_started_under_marker", "mover_ran_this_blockade", "options", "die"),
                                 error);
  g_autoptr(GArray) zones = NULL;
  g_autofree char *zone = NULL;
  BthInterception i = { 0 };
  BthNavalOptions options;
  BthNavalCheckRoll c;
  JsonNode *node;

  if (in == NULL || (zones = zones_from_json (in, error)) == NULL ||
      !bth_json_optional_string (in, "$", "zone", &zone, error) ||
      !bth_json_optional_bool (in, "$", "at_sea", FALSE, &i.interceptor_at_sea, error) ||
      !bth_json_optional_bool (in, "$", "blockading", FALSE, &i.interceptor_blockading, error) ||
      !bth_json_optional_bool (in, "$", "blockaded", FALSE, &i.interceptor_blockaded, error) ||
      !bth_json_optional_bool (in, "$", "neutral", FALSE, &i.interceptor_neutral, error) ||
      !bth_json_optional_bool (in, "$", "already_intercepted", FALSE, &i.already_intercepted_other, error) ||
      !bth_json_optional_bool (in, "$", "nelson", FALSE, &i.nelson, error) ||
      !bth_json_optional_bool (in, "$", "second_turn", FALSE, &i.second_turn, error) ||
      !bth_json_optional_bool (in, "$", "mover_leaving_zone", FALSE, &i.mover_leaving_zone, error) ||
      !bth_json_optional_bool (in, "$", "mover_started_under_marker", FALSE,
                               &i.mover_started_under_blockaders_marker, error) ||
      !bth_json_optional_bool (in, "$", "mover_ran_this_blockade", FALSE, &i.mover_ran_this_blockade, error) ||
      !bth_naval_options_from_json (in, "$", &options, error))
    return NULL;
  if (zone != NULL && !bth_naval_zone_lookup (naval, zone, zones, &i.zone, error))
    {
      g_prefix_error (error, "$.zone: ");
      return NULL;
    }
  if (!bth_naval_interception_setup (naval, &i, &c, error))
    return NULL;
  node = roll_and_report (rules, in, &options, &c, dice, "Naval interception (X.F.4.c)", error);
  bth_naval_check_clear (&c);
  return node;
}

JsonNode *
bth_naval_intercept_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (intercept_json (rules, input, dice, error), error);
}

static JsonNode *
pursuit_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, NULL, BTH_JSON_KEYS ("victor", "at_sea", "nelson", "options", "die"), error);
  BthPursuit p = { 0 };
  BthNavalOptions options;
  BthNavalCheckRoll c;
  JsonNode *node;

  if (in == NULL ||
      !bth_json_optional_bool (in, "$", "victor", TRUE, &p.victor, error) ||
      !bth_json_optional_bool (in, "$", "at_sea", FALSE, &p.pursuer_at_sea, error) ||
      !bth_json_optional_bool (in, "$", "nelson", FALSE, &p.nelson, error) ||
      !bth_naval_options_from_json (in, "$", &options, error))
    return NULL;
  bth_naval_pursuit_setup (bth_ruleset_get_naval (rules), &p, &c);
  node = roll_and_report (rules, in, &options, &c, dice, "Naval pursuit (X.F.5.b)", error);
  bth_naval_check_clear (&c);
  return node;
}

JsonNode *
bth_naval_pursuit_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (pursuit_json (rules, input, dice, error), error);
}

static JsonNode *
blockade_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("blockading", "blockaded"),
                                 BTH_JSON_KEYS ("run", "already_tried", "owners_phase", "die"), error);
  BthBlockadeRun r = { 0 };
  BthNavalOptions options = { 0 };
  gboolean run;
  int blockading, blockaded;
  JsonObject *out;

  if (in == NULL ||
      !bth_json_member_int (in, "$", "blockading", 0, 999, &blockading, error) ||
      !bth_json_member_int (in, "$", "blockaded", 0, 999, &blockaded, error) ||
      !bth_json_optional_bool (in, "$", "run", FALSE, &run, error) ||
      !bth_json_optional_bool (in, "$", "already_tried", FALSE, &r.already_tried_this_phase, error) ||
      !bth_json_optional_bool (in, "$", "owners_phase", TRUE, &r.owners_naval_phase, error))
    return NULL;
  out = json_object_new ();
  json_object_set_boolean_member (out, "may_blockade", bth_naval_can_blockade (blockading, blockaded));
  json_object_set_boolean_member (out, "blockade_holds", bth_naval_blockade_holds (blockading, blockaded));
  json_object_set_string_member (out, "rule", "X.F.6.a-b");
  if (run)
    {
      BthNavalCheckRoll c;
      JsonNode *node;
      bth_naval_blockade_run_setup (bth_ruleset_get_naval (rules), &r, &c);
      node = roll_and_report (rules, in, &options, &c, dice, "Running the blockade (X.F.6.c)", error);
      if (node == NULL)
        {
          bth_naval_check_clear (&c);
          json_object_unref (out);
          return NULL;
        }
      if (c.allowed)
        json_object_set_string_member (json_node_get_object (node), "meaning",
                                       bth_naval_blockade_result_text (c.result));
      json_object_set_member (out, "run", node);
      bth_naval_check_clear (&c);
    }
  return finish (out);
}

JsonNode *
bth_naval_blockade_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (blockade_json (rules, input, dice, error), error);
}

static JsonNode *
transport_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonObject *in = input_object (input, NULL,
                                 BTH_JSON_KEYS ("nation", "transports", "squadrons", "supply", "production", "infantry",
                                       "cavalry", "leaders", "began_in_controlled_port",
                                       "began_in_english_production_city", "leader_in_embarkation_hex",
                                       "at_sea_at_end_of_phase", "attacked", "friendly_port_in_zone",
                                       "neutral_major_port_in_zone", "die"), error);
  g_autofree char *nation = NULL;
  BthTransportFleet f = { 0 };
  BthNavalCargo cargo = { 0 };
  BthTransportCheck t;
  BthNavalOptions options = { 0 };
  gboolean attacked, friendly, neutral;
  JsonObject *out;

  if (in == NULL ||
      !bth_json_optional_string (in, "$", "nation", &nation, error) ||
      !bth_json_optional_int (in, "$", "transports", 0, 999, 0, &f.transports, error) ||
      !bth_json_optional_int (in, "$", "squadrons", 0, 999, 0, &f.squadrons, error) ||
      !bth_json_optional_int (in, "$", "supply", 0, 999, 0, &cargo.supply, error) ||
      !bth_json_optional_int (in, "$", "production", 0, 999, 0, &cargo.production, error) ||
      !bth_json_optional_int (in, "$", "infantry", 0, 999, 0, &cargo.infantry, error) ||
      !bth_json_optional_int (in, "$", "cavalry", 0, 999, 0, &cargo.cavalry, error) ||
      !bth_json_optional_int (in, "$", "leaders", 0, 999, 0, &cargo.leaders, error) ||
      !bth_json_optional_bool (in, "$", "began_in_controlled_port", TRUE, &f.began_in_controlled_port, error) ||
      !bth_json_optional_bool (in, "$", "began_in_english_production_city", TRUE,
                               &f.began_in_english_production_city, error) ||
      !bth_json_optional_bool (in, "$", "leader_in_embarkation_hex", TRUE, &f.leader_in_embarkation_hex, error) ||
      !bth_json_optional_bool (in, "$", "at_sea_at_end_of_phase", FALSE, &f.at_end_of_naval_phase_at_sea, error) ||
      !bth_json_optional_bool (in, "$", "attacked", FALSE, &attacked, error) ||
      !bth_json_optional_bool (in, "$", "friendly_port_in_zone", TRUE, &friendly, error) ||
      !bth_json_optional_bool (in, "$", "neutral_major_port_in_zone", FALSE, &neutral, error))
    return NULL;
  if (nation != NULL && !bth_scenario_builtin_has_power (nation))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "$.nation: \"%s\" is not a nation of the game (a power of its scenarios)", nation);
      return NULL;
    }
  f.nation = nation ? nation : "";
  bth_naval_transport_check (naval, &f, &cargo, &t);
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", t.allowed);
  json_object_set_int_member (out, "transports_needed", t.transports_needed);
  json_object_set_int_member (out, "mixed_loads", t.mixed_loads);
  json_object_set_member (out, "reasons", bth_modifier_list_to_json (t.reasons));
  bth_transport_check_clear (&t);
  if (attacked)
    {
      BthNavalCheckRoll c;
      JsonNode *node;
      bth_naval_transport_attack_setup (naval, &c);
      node = roll_and_report (rules, in, &options, &c, dice, "Unescorted transport (X.F.7.e)", error);
      if (node == NULL)
        {
          bth_naval_check_clear (&c);
          json_object_unref (out);
          return NULL;
        }
      if (c.result == BTH_NAVAL_CHECK_ESCAPE)
        {
          const char *reason;
          BthNavalCheck fate = bth_naval_transport_escape_fate (friendly, neutral, &reason);
          json_object_set_string_member (json_node_get_object (node), "fate", bth_naval_check_to_string (fate));
          json_object_set_string_member (json_node_get_object (node), "fate_reason", reason);
        }
      json_object_set_member (out, "attack", node);
      bth_naval_check_clear (&c);
    }
  return finish (out);
}

JsonNode *
bth_naval_transport_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (transport_json (rules, input, dice, error), error);
}

/* ---- movement, Nelson, prizes ---------------------------------------------------------- */

static JsonNode *
move_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  static const char *const kinds[] = { "zone", "same_zone", "port", "coastal" };
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("steps"), BTH_JSON_KEYS ("zones", "allowance"), error);
  g_autoptr(GArray) zones = NULL;
  g_autoptr(GArray) steps = NULL;
  JsonArray *list;
  BthNavalMove move;
  JsonObject *out;
  int allowance;

  if (in == NULL || (zones = zones_from_json (in, error)) == NULL ||
      !bth_json_optional_int (in, "$", "allowance", 0, 20, 0, &allowance, error) ||
      (list = bth_json_member_array (in, "$", "steps", 0, 64, error)) == NULL)
    return NULL;
  steps = g_array_new (FALSE, TRUE, sizeof (BthNavalStep));
  g_array_set_clear_func (steps, (GDestroyNotify) bth_naval_step_clear);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.steps[%u]", i);
      g_autofree char *kind = NULL;
      JsonObject *s = bth_json_element_object (list, "$.steps", i, error);
      BthNavalStep step = { 0 };
      guint k;
      if (s == NULL || !bth_json_check_keys (s, p, BTH_JSON_KEYS ("kind"), BTH_JSON_KEYS ("zone", "hex"), error) ||
          !bth_json_optional_string (s, p, "kind", &kind, error) ||
          !bth_json_optional_string (s, p, "zone", &step.zone, error) ||
          !bth_json_optional_string (s, p, "hex", &step.hex, error))
        {
          bth_naval_step_clear (&step);
          return NULL;
        }
      for (k = 0; k < G_N_ELEMENTS (kinds) && g_strcmp0 (kinds[k], kind) != 0; k++)
        ;
      if (k == G_N_ELEMENTS (kinds) || (k == BTH_NAVAL_STEP_ZONE && step.zone == NULL))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "%s: kind is zone (with \"zone\"), same_zone, port or coastal", p);
          bth_naval_step_clear (&step);
          return NULL;
        }
      step.kind = (BthNavalStepKind) k;
      g_array_append_val (steps, step);
    }
  if (!bth_naval_move_cost (bth_ruleset_get_naval (rules), steps, zones, allowance, &move, error))
    return NULL;
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", move.allowed);
  json_object_set_int_member (out, "spent", move.spent);
  json_object_set_int_member (out, "allowance", move.allowance);
  if (move.stopped_at >= 0)
    json_object_set_int_member (out, "cannot_pay_step", move.stopped_at);
  json_object_set_member (out, "costs", bth_modifier_list_to_json (move.costs));
  bth_naval_move_clear (&move);
  return finish (out);
}

JsonNode *
bth_naval_move_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (move_json (rules, input, dice, error), error);
}

static JsonNode *
nelson_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonObject *in = input_object (input, BTH_JSON_KEYS ("units_with_him"), BTH_JSON_KEYS ("sunk", "captured", "dice"), error);
  int units, sunk, captured, roll = 0;
  BthNelsonFate fate;
  JsonObject *out;

  if (in == NULL ||
      !bth_json_member_int (in, "$", "units_with_him", 1, 999, &units, error) ||
      !bth_json_optional_int (in, "$", "sunk", 0, units, 0, &sunk, error) ||
      !bth_json_optional_int (in, "$", "captured", 0, units - sunk, 0, &captured, error))
    return NULL;
  fate = bth_naval_nelson_fate (naval, units, sunk, captured, 2);
  if (fate == BTH_NELSON_UNHARMED)
    {
      if ((roll = die_or_roll (in, "dice", dice, 2, "Nelson's casualty roll (X.F.8.d)", error)) < 0)
        return NULL;
      fate = bth_naval_nelson_fate (naval, units, sunk, captured, roll);
    }
  out = json_object_new ();
  if (roll > 0)
    json_object_set_int_member (out, "roll", roll);
  json_object_set_int_member (out, "unharmed_below", naval->nelson_unharmed_below);
  json_object_set_string_member (out, "fate", bth_nelson_fate_to_string (fate));
  if (fate == BTH_NELSON_CASUALTY)
    json_object_set_string_member (out, "next", "Roll the second die as for any named leader (R.1): "
                                                "berthier-cli leader-casualty");
  json_object_set_string_member (out, "rule", fate == BTH_NELSON_KILLED || fate == BTH_NELSON_CAPTURED
                                              ? "X.F.8.c" : naval->nelson_casualty_rule);
  return finish (out);
}

JsonNode *
bth_naval_nelson_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (nelson_json (rules, input, dice, error), error);
}

static JsonNode *
prizes_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthNavalRules *naval = bth_ruleset_get_naval (rules);
  JsonObject *in = input_object (input, NULL, BTH_JSON_KEYS ("squadrons", "transports", "damaged"), error);
  int squadrons, transports, damaged, pp, turns;
  JsonObject *out;

  if (in == NULL ||
      !bth_json_optional_int (in, "$", "squadrons", 0, 999, 0, &squadrons, error) ||
      !bth_json_optional_int (in, "$", "transports", 0, 999, 0, &transports, error) ||
      !bth_json_optional_int (in, "$", "damaged", 0, 999, 0, &damaged, error))
    return NULL;
  bth_naval_prize_queue_totals (naval, squadrons, transports, &pp, &turns);
  out = json_object_new ();
  json_object_set_int_member (out, "prize_repair_pp", pp);
  json_object_set_int_member (out, "prize_repair_turns", turns);
  json_object_set_string_member (out, "prize_rule", "X.K.6.d");
  json_object_set_int_member (out, "damage_repair_pp", bth_naval_damage_repair_cost (naval, damaged));
  json_object_set_int_member (out, "damage_repair_turns", damaged > 0 ? naval->damage_repair_turns : 0);
  json_object_set_string_member (out, "damage_rule", "X.K.7.c");
  return finish (out);
}

JsonNode *
bth_naval_prizes_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  return as_input (prizes_json (rules, input, dice, error), error);
}
