/* bth-combat-json.c — a battle as JSON in, its resolution as JSON out.
 *
 * The input format is the CLI's (README): {"type", "active", "attack_from_river",
 * "attacker": FORCE, "defender": FORCE, "options": {...}}. Every error names the field.
 */
#include "bth-combat-json.h"
#include "bth-json-strict.h"
#include "bth-loss-allocation.h"
#include "bth-odds.h"
#include "bth-error.h"

static gboolean
input_error (GError **error, const char *path, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
input_error (GError **error, const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

static gboolean
parse_unit (JsonObject *obj, const char *path, BthUnit *unit, GError **error)
{
  g_autofree char *kind = NULL;

  unit->morale = -1;
  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("sp", "kind", "color"), BTH_JSON_KEYS ("morale", "symbol"), error) ||
      !bth_json_member_int (obj, path, "sp", G_MININT, G_MAXINT, &unit->sp, error) ||
      !bth_json_optional_string (obj, path, "kind", &kind, error) ||
      !bth_json_optional_string (obj, path, "color", &unit->color, error) ||
      !bth_json_optional_string (obj, path, "symbol", &unit->symbol, error) ||
      !bth_json_optional_int (obj, path, "morale", 0, 3, -1, &unit->morale, error))
    return FALSE;
  if (!bth_unit_kind_from_string (kind, &unit->kind))
    {
      g_autofree char *p = g_strdup_printf ("%s.kind", path);
      return input_error (error, p, "\"%s\" is not a unit kind (I, GI, L, M, P, C, GC or CC)", kind);
    }
  if (unit->symbol != NULL && !g_strv_contains (BTH_JSON_KEYS ("white", "black", "yellow"), unit->symbol))
    {
      g_autofree char *p = g_strdup_printf ("%s.symbol", path);
      return input_error (error, p, "\"%s\" is not a symbol colour (white, black or yellow)", unit->symbol);
    }
  return TRUE;
}

static gboolean
parse_force (JsonObject *root, const char *member, BthForce *force, GError **error)
{
  g_autofree char *path = g_strdup_printf ("$.%s", member);
  g_autofree char *units_path = g_strdup_printf ("%s.units", path);
  JsonObject *obj = bth_json_member_object (root, "$", member, error);
  JsonArray *units;

  if (obj == NULL ||
      !bth_json_check_keys (obj, path, BTH_JSON_KEYS ("units"),
                            BTH_JSON_KEYS ("leader", "leader_color", "leader_name", "supplied", "demoralization",
                                  "terrain", "entrenched", "mapboard", "imperial_guard", "tactic",
                                  "cavalry_charge", "rear_manoeuvre"),
                            error) ||
      !bth_json_optional_int (obj, path, "leader", G_MININT, G_MAXINT, 0, &force->leader, error) ||
      !bth_json_optional_string (obj, path, "leader_color", &force->leader_color, error) ||
      !bth_json_optional_string (obj, path, "leader_name", &force->leader_name, error) ||
      !bth_json_optional_bool (obj, path, "supplied", TRUE, &force->supplied, error) ||
      !bth_json_optional_int (obj, path, "demoralization", G_MININT, G_MAXINT, 0, &force->demoralization, error) ||
      !bth_json_optional_string (obj, path, "terrain", &force->terrain, error) ||
      !bth_json_optional_bool (obj, path, "entrenched", FALSE, &force->entrenched, error) ||
      !bth_json_optional_int (obj, path, "mapboard", G_MININT, G_MAXINT, 0, &force->mapboard, error) ||
      !bth_json_optional_bool (obj, path, "imperial_guard", FALSE, &force->imperial_guard, error) ||
      !bth_json_optional_string (obj, path, "tactic", &force->tactic, error) ||
      (units = bth_json_member_array (obj, path, "units", 0, 1000, error)) == NULL)
    return FALSE;
  force->n_units = json_array_get_length (units);
  force->units = g_new0 (BthUnit, force->n_units);
  for (guint i = 0; i < force->n_units; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", units_path, i);
      JsonObject *unit = bth_json_element_object (units, units_path, i, error);
      if (unit == NULL || !parse_unit (unit, p, &force->units[i], error))
        return FALSE;
    }
  return TRUE;
}

/* v1.7's per-side declarations (bth-combat-digital.h), kept on the battle. */
static gboolean
parse_digital_force (JsonObject *root, const char *member, BthBattle *battle, BthSide side, GError **error)
{
  g_autofree char *path = g_strdup_printf ("$.%s", member);
  JsonObject *obj = json_object_get_object_member (root, member);

  return bth_json_optional_bool (obj, path, "cavalry_charge", FALSE, &battle->cavalry_charge[side], error) &&
         bth_json_optional_bool (obj, path, "rear_manoeuvre", FALSE, &battle->rear_manoeuvre[side], error);
}

static gboolean
parse_options (JsonObject *root, BthBattleOptions *options, GError **error)
{
  JsonObject *obj;

  *options = (BthBattleOptions) { 0 };
  if (!json_object_has_member (root, "options"))
    return TRUE;
  obj = bth_json_member_object (root, "$", "options", error);
  return obj != NULL &&
         bth_json_check_keys (obj, "$.options", NULL,
                              BTH_JSON_KEYS ("tactical_matrix", "imperial_guard", "russian_patriotism",
                                    "demoralized_combat", "grand_campaign_crt",
                                    "tactical_matrix_outside_cap", "loss_column_modified"), error) &&
         bth_json_optional_bool (obj, "$.options", "tactical_matrix", FALSE, &options->tactical_matrix, error) &&
         bth_json_optional_bool (obj, "$.options", "imperial_guard", FALSE, &options->imperial_guard, error) &&
         bth_json_optional_bool (obj, "$.options", "russian_patriotism", FALSE, &options->russian_patriotism, error) &&
         bth_json_optional_bool (obj, "$.options", "demoralized_combat", FALSE, &options->demoralized_combat, error) &&
         bth_json_optional_bool (obj, "$.options", "grand_campaign_crt", FALSE, &options->grand_campaign_crt, error) &&
         bth_json_optional_bool (obj, "$.options", "tactical_matrix_outside_cap", FALSE,
                                 &options->tactical_matrix_outside_cap, error) &&
         bth_json_optional_bool (obj, "$.options", "loss_column_modified", FALSE,
                                 &options->loss_column_modified, error);
}

gboolean
bth_battle_from_json (JsonNode *node, BthBattle *battle, GError **error)
{
  g_autofree char *type = NULL, *active = NULL;
  JsonObject *root;
  gboolean ok;

  *battle = (BthBattle) { 0 };
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return input_error (error, "$", "a battle is a JSON object");
  root = json_node_get_object (node);
  ok = bth_json_check_keys (root, "$", BTH_JSON_KEYS ("attacker", "defender"),
                            BTH_JSON_KEYS ("type", "active", "attack_from_river", "attack_from_sea_crossing",
                                  "winter", "options", "round", "counter_attack"), error) &&
       bth_json_optional_int (root, "$", "round", 1, 99, 0, &battle->round, error) &&
       bth_json_optional_bool (root, "$", "counter_attack", FALSE, &battle->counter_attack, error) &&
       bth_json_optional_string (root, "$", "type", &type, error) &&
       bth_json_optional_string (root, "$", "active", &active, error) &&
       bth_json_optional_bool (root, "$", "attack_from_river", FALSE, &battle->attack_from_river, error) &&
       bth_json_optional_bool (root, "$", "attack_from_sea_crossing", FALSE, &battle->attack_from_sea_crossing, error) &&
       bth_json_optional_bool (root, "$", "winter", FALSE, &battle->winter, error) &&
       parse_options (root, &battle->options, error) &&
       parse_force (root, "attacker", &battle->forces[BTH_SIDE_ATTACKER], error) &&
       parse_force (root, "defender", &battle->forces[BTH_SIDE_DEFENDER], error) &&
       parse_digital_force (root, "attacker", battle, BTH_SIDE_ATTACKER, error) &&
       parse_digital_force (root, "defender", battle, BTH_SIDE_DEFENDER, error);
  if (!ok)
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  if (type == NULL || g_str_equal (type, "field"))
    battle->type = BTH_BATTLE_FIELD;
  else if (g_str_equal (type, "assault"))
    battle->type = BTH_BATTLE_ASSAULT;
  else
    return input_error (error, "$.type", "\"%s\" is neither \"field\" nor \"assault\"", type);
  if (active == NULL || g_str_equal (active, "attacker"))
    battle->active = BTH_SIDE_ATTACKER;
  else if (g_str_equal (active, "defender"))
    battle->active = BTH_SIDE_DEFENDER;
  else
    return input_error (error, "$.active", "\"%s\" is neither \"attacker\" nor \"defender\"", active);
  return TRUE;
}

/* ---- output ------------------------------------------------------------------------ */

static JsonNode *
pair_node (const char *larger, const char *smaller)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (obj, "larger", larger);
  json_object_set_string_member (obj, "smaller", smaller);
  json_node_take_object (node, obj);
  return node;
}

static JsonNode *
int_pair_node (int larger, int smaller)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (obj, "larger", larger);
  json_object_set_int_member (obj, "smaller", smaller);
  json_node_take_object (node, obj);
  return node;
}

static JsonNode *
allocation_node (const BthForce *force, const int *per_unit)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < force->n_units; i++)
    if (per_unit[i] > 0)
      {
        JsonObject *obj = json_object_new ();
        json_object_set_int_member (obj, "unit", i);
        json_object_set_int_member (obj, "sp", per_unit[i]);
        json_object_set_string_member (obj, "kind", bth_unit_kind_to_string (force->units[i].kind));
        json_object_set_string_member (obj, "color", force->units[i].color);
        json_array_add_object_element (array, obj);
      }
  json_node_take_array (node, array);
  return node;
}

static JsonObject *
force_node (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
            const BthCombatOutcome *outcome, BthSide side)
{
  JsonObject *obj = json_object_new ();
  const BthForce *force = &battle->forces[side];

  json_object_set_string_member (obj, "role", side == setup->larger ? "larger" : "smaller");
  json_object_set_int_member (obj, "sp", setup->face_sp[side]);
  json_object_set_int_member (obj, "strength", setup->strength[side]);
  json_object_set_int_member (obj, "leader", setup->leader[side]);
  json_object_set_int_member (obj, "morale", setup->morale[side]);
  json_object_set_string_member (obj, "result", bth_result_to_string (outcome->result[side]));
  json_object_set_int_member (obj, "loss", outcome->loss[side]);
  json_object_set_int_member (obj, "demoralization_after", outcome->demoralization_after[side]);
  json_object_set_int_member (obj, "morale_after", outcome->morale_after[side]);
  json_object_set_boolean_member (obj, "must_withdraw", outcome->must_withdraw[side]);
  json_object_set_boolean_member (obj, "surrenders", outcome->surrenders[side]);
  if (outcome->surrender_roll[side] > 0)
    {
      json_object_set_int_member (obj, "surrender_roll", outcome->surrender_roll[side]);
      json_object_set_int_member (obj, "surrender_loss", outcome->surrender_loss[side]);
    }
  if (outcome->suggested_losses[side] != NULL)
    json_object_set_member (obj, "suggested_losses", allocation_node (force, outcome->suggested_losses[side]));
  return obj;
}

JsonNode *
bth_combat_to_json (BthRuleset *rules, const BthBattle *battle, const BthCombatSetup *setup,
                    const BthCombatOutcome *outcome)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonObject *forces = json_object_new ();
  JsonArray *outcomes = json_array_new (), *dice = json_array_new ();
  BthSide large = setup->larger, small = 1 - setup->larger;
  BthExactOdds exact;

  bth_exact_odds (rules, battle, setup, &exact);
  json_object_set_string_member (obj, "type", battle->type == BTH_BATTLE_FIELD ? "field" : "assault");
  json_object_set_string_member (obj, "active", bth_side_to_string (battle->active));
  json_object_set_string_member (obj, "larger", bth_side_to_string (large));
  json_object_set_string_member (obj, "odds", setup->odds);
  json_object_set_boolean_member (obj, "automatic", setup->automatic);
  json_object_set_string_member (obj, "crt", battle->options.grand_campaign_crt ? "grand_campaign" : "standard");
  json_object_set_int_member (obj, "drm", setup->drm);
  json_object_set_int_member (obj, "drm_uncapped", setup->drm_uncapped);
  json_object_set_member (obj, "modifiers", bth_modifier_list_to_json (setup->modifiers));
  json_object_set_member (obj, "notes", bth_modifier_list_to_json (setup->notes));
  json_object_set_boolean_member (obj, "no_roll", setup->no_roll);
  json_object_set_boolean_member (obj, "battle_ceases", setup->battle_ceases);
  if (outcome->rolled)
    {
      json_array_add_int_element (dice, outcome->dice[0]);
      json_array_add_int_element (dice, outcome->dice[1]);
      json_object_set_int_member (obj, "roll", outcome->roll);
      json_object_set_int_member (obj, "modified_roll", outcome->modified_roll);
      json_object_set_int_member (obj, "column", outcome->column + 1);
    }
  else
    {
      json_object_set_null_member (obj, "roll");
      json_object_set_null_member (obj, "modified_roll");
      json_object_set_null_member (obj, "column");
    }
  json_object_set_array_member (obj, "dice", dice);
  json_object_set_member (obj, "result", pair_node (bth_result_to_string (outcome->result[large]),
                                                    bth_result_to_string (outcome->result[small])));
  json_object_set_member (obj, "losses", int_pair_node (outcome->loss[large], outcome->loss[small]));
  json_object_set_int_member (obj, "loss_column_sp", setup->loss_column_sp);
  json_object_set_object_member (forces, "attacker", force_node (rules, battle, setup, outcome, BTH_SIDE_ATTACKER));
  json_object_set_object_member (forces, "defender", force_node (rules, battle, setup, outcome, BTH_SIDE_DEFENDER));
  json_object_set_object_member (obj, "forces", forces);
  for (guint i = 0; i < exact.n_outcomes; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "larger", bth_result_to_string (exact.outcomes[i].larger));
      json_object_set_string_member (o, "smaller", bth_result_to_string (exact.outcomes[i].smaller));
      json_object_set_double_member (o, "probability", exact.outcomes[i].probability);
      json_object_set_int_member (o, "ways_of_36", exact.outcomes[i].ways);
      json_array_add_object_element (outcomes, o);
    }
  json_object_set_array_member (obj, "outcomes", outcomes);
  {
    JsonObject *expected = json_object_new ();
    json_object_set_double_member (expected, "larger", exact.expected_loss[large]);
    json_object_set_double_member (expected, "smaller", exact.expected_loss[small]);
    json_object_set_object_member (obj, "expected_losses", expected);
  }
  json_node_take_object (node, obj);
  return node;
}

JsonNode *
bth_combat_resolve_json (BthRuleset *rules, JsonNode *input, BthDice *dice, GError **error)
{
  BthBattle battle;
  g_autoptr(BthCombatSetup) setup = NULL;
  BthCombatOutcome outcome = { 0 };
  JsonNode *result = NULL;

  if (bth_battle_from_json (input, &battle, error) &&
      (setup = bth_combat_setup (rules, &battle, error)) != NULL &&
      bth_combat_resolve (rules, &battle, setup, dice, &outcome, error))
    result = bth_combat_to_json (rules, &battle, setup, &outcome);
  bth_combat_outcome_clear (&outcome);
  bth_battle_clear (&battle);
  return result;
}

JsonNode *
bth_loss_check_json (BthRuleset *rules, JsonNode *input, GError **error)
{
  g_autofree char *result_text = NULL, *side_text = NULL;
  BthBattle battle = { 0 };
  g_autoptr(BthCombatSetup) setup = NULL;
  g_autoptr(GArray) violations = bth_modifier_list_new ();
  BthCombatOutcome outcome = { 0 };
  BthLossRules loss_rules;
  BthResult result;
  BthSide side;
  JsonObject *root, *out;
  JsonArray *proposal;
  JsonNode *node = NULL;
  g_autofree int *per_unit = NULL, *suggested = NULL;
  int loss;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      input_error (error, "$", "expected an object");
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("battle", "side", "result", "loss", "proposal"), NULL, error) ||
      !bth_json_optional_string (root, "$", "side", &side_text, error) ||
      !bth_json_optional_string (root, "$", "result", &result_text, error) ||
      !bth_json_member_int (root, "$", "loss", 0, 99, &loss, error) ||
      (proposal = bth_json_member_array (root, "$", "proposal", 0, 1000, error)) == NULL)
    goto out;
  if (g_strcmp0 (side_text, "attacker") == 0)
    side = BTH_SIDE_ATTACKER;
  else if (g_strcmp0 (side_text, "defender") == 0)
    side = BTH_SIDE_DEFENDER;
  else
    {
      input_error (error, "$.side", "expected \"attacker\" or \"defender\"");
      goto out;
    }
  if (!bth_result_from_string (result_text, &result))
    {
      input_error (error, "$.result", "\"%s\" is not a combat result", result_text);
      goto out;
    }
  if (!bth_battle_from_json (json_object_get_member (root, "battle"), &battle, error) ||
      (setup = bth_combat_setup (rules, &battle, error)) == NULL)
    goto out;
  if (json_array_get_length (proposal) != battle.forces[side].n_units)
    {
      input_error (error, "$.proposal", "give one number per unit of the %s (%u)", side_text,
                   battle.forces[side].n_units);
      goto out;
    }
  per_unit = g_new0 (int, battle.forces[side].n_units);
  suggested = g_new0 (int, battle.forces[side].n_units);
  for (guint i = 0; i < battle.forces[side].n_units; i++)
    if (!bth_json_element_int (proposal, "$.proposal", i, 0, 999, &per_unit[i], error))
      goto out;
  outcome.result[side] = result;
  outcome.loss[side] = loss;
  bth_loss_rules_from_outcome (&battle, setup, &outcome, side, &loss_rules);
  out = json_object_new ();
  json_object_set_boolean_member (out, "legal", bth_loss_check (rules, &battle.forces[side], &loss_rules,
                                                                per_unit, violations));
  json_object_set_member (out, "violations", bth_modifier_list_to_json (violations));
  bth_loss_suggest (rules, &battle.forces[side], &loss_rules, suggested);
  json_object_set_member (out, "suggested", allocation_node (&battle.forces[side], suggested));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, out);

out:
  bth_json_as_input_error (error ? *error : NULL);
  bth_battle_clear (&battle);
  return node;
}
