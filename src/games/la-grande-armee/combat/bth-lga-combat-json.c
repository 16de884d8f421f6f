/* bth-lga-combat-json.c — the skirmish and battle commands' JSON in and out. */
#include "bth-lga-combat.h"
#include "bth-lga-force-line.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static JsonNode *
object_node (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, obj);
  return node;
}

static JsonArray *
strings_array (GPtrArray *strings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strings != NULL && i < strings->len; i++)
    json_array_add_string_element (array, strings->pdata[i]);
  return array;
}

static gboolean
read_options (JsonObject *root, BthLgaOptions *options, GError **error)
{
  JsonObject *obj = NULL;

  if (json_object_has_member (root, "options") && (obj = bth_json_member_object (root, "$", "options", error)) == NULL)
    return FALSE;
  return bth_lga_options_from_json (obj, "$.options", options, error);
}

static int
roll (BthDice *dice, guint count, const char *purpose, int *values, GError **error)
{
  return bth_dice_roll (dice, count, 6, purpose, values, error);
}

/* ------------------------------------------------------------------------------------ */
/* Skirmish                                                                               */

static gboolean
read_skirmish_side (JsonObject *root, const char *member, BthLgaSkirmishSide *side, GError **error)
{
  g_autofree char *path = g_strdup_printf ("$.%s", member);
  JsonNode *node = json_object_get_member (root, member);
  JsonObject *o;

  /* the app's force line: "6c 1ha x+1" (bth-lga-force-line.h) */
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_autoptr(BthLgaForceLine) line = bth_lga_force_line_parse (NULL, json_node_get_string (node));

      for (guint i = 0; i < line->tokens->len; i++)
        {
          const BthLgaToken *token = g_ptr_array_index (line->tokens, i);
          if (token->kind == BTH_LGA_TOKEN_UNKNOWN)
            return bth_json_fail (error, path, "\"%s\" %s", token->text, token->meaning);
        }
      bth_lga_force_line_skirmish_side (line, side);
      return TRUE;
    }
  o = bth_json_member_object (root, "$", member, error);
  return o != NULL
         && bth_json_check_keys (o, path, BTH_JSON_KEYS ("cavalry_sp"),
                                 BTH_JSON_KEYS ("horse_artillery_sp", "leader_combat_bonus", "unsupplied",
                                                "infantry_or_field_artillery", "demoralized"), error)
         && bth_json_member_int (o, path, "cavalry_sp", 0, 999, &side->cavalry_sp, error)
         && bth_json_optional_int (o, path, "horse_artillery_sp", 0, 99, 0, &side->horse_artillery_sp, error)
         && bth_json_optional_int (o, path, "leader_combat_bonus", 0, 9, 0, &side->leader_combat_bonus, error)
         && bth_json_optional_bool (o, path, "unsupplied", FALSE, &side->unsupplied, error)
         && bth_json_optional_bool (o, path, "infantry_or_field_artillery", FALSE, &side->infantry_or_field_artillery, error)
         && bth_json_optional_bool (o, path, "demoralized", FALSE, &side->demoralized, error);
}

static JsonObject *
skirmish_effect (const BthLgaSkirmishResult *r, gboolean attacker, const BthLgaSkirmishSide *side, int retreat)
{
  JsonObject *o = json_object_new ();
  gboolean hit = r != NULL && r->attacker == attacker;
  int loss = !hit ? 0 : r->eliminated ? side->cavalry_sp + side->horse_artillery_sp : r->loss;

  json_object_set_int_member (o, "loss", loss);
  json_object_set_boolean_member (o, "eliminated", hit && r->eliminated);
  json_object_set_int_member (o, "retreat_hexes", hit && r->retreat ? retreat : 0);
  json_object_set_boolean_member (o, "demoralized", hit && r->demoralized);
  return o;
}

JsonNode *
bth_lga_skirmish_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  BthLgaSkirmishInput in = { 0 };
  BthLgaOptions options;
  g_autoptr(BthLgaSkirmish) s = NULL;
  JsonObject *root, *out, *outcomes;
  int die = 0;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("attacker", "defender"), BTH_JSON_KEYS ("repeated", "die", "options"), error)
      || !read_skirmish_side (root, "attacker", &in.attacker, error)
      || !read_skirmish_side (root, "defender", &in.defender, error)
      || !bth_json_optional_bool (root, "$", "repeated", FALSE, &in.repeated, error)
      || !bth_json_optional_int (root, "$", "die", 1, 6, 0, &die, error)
      || !read_options (root, &options, error))
    {
      bth_json_as_input_error (*error);
      return NULL;
    }
  s = bth_lga_skirmish_prepare (rules, &in, &options, error);
  if (s == NULL)
    return NULL;
  out = json_object_new ();
  json_object_set_boolean_member (out, "allowed", s->allowed);
  if (!s->allowed)
    {
      json_object_set_string_member (out, "refusal", s->refusal);
      json_object_set_array_member (out, "notes", strings_array (s->notes));
      return object_node (out);
    }
  json_object_set_int_member (out, "attacker_sp", s->attacker_sp);
  json_object_set_int_member (out, "defender_sp", s->defender_sp);
  json_object_set_string_member (out, "odds", s->odds);
  json_object_set_member (out, "modifiers", bth_modifier_list_to_json (s->modifiers));
  json_object_set_int_member (out, "drm", s->drm);
  /* the exact chance of each result before the roll */
  outcomes = json_object_new ();
  for (int d = 1; d <= 6; d++)
    {
      const BthLgaSkirmishResult *r = bth_lga_skirmish_result_for (rules, s, d);
      double p = json_object_has_member (outcomes, r->code) ? json_object_get_double_member (outcomes, r->code) : 0;
      json_object_set_double_member (outcomes, r->code, p + 1.0 / 6.0);
    }
  json_object_set_object_member (out, "outcomes", outcomes);
  if (die == 0 && (die = roll (dice, 1, "Skirmish [11.0]", NULL, error)) < 0)
    {
      json_object_unref (out);
      return NULL;
    }
  bth_lga_skirmish_apply (rules, s, die);
  json_object_set_int_member (out, "die", s->die);
  json_object_set_int_member (out, "modified_die", s->modified_die);
  json_object_set_string_member (out, "result", s->result->code);
  json_object_set_object_member (out, "attacker", skirmish_effect (s->result, TRUE, &in.attacker, t->skirmish_retreat));
  json_object_set_object_member (out, "defender", skirmish_effect (s->result, FALSE, &in.defender, t->skirmish_retreat));
  json_object_set_array_member (out, "notes", strings_array (s->notes));
  json_object_set_member (out, "options", bth_lga_options_to_json (&options));
  return object_node (out);
}

/* ------------------------------------------------------------------------------------ */
/* Battle                                                                                 */

typedef struct {
  GArray *units, *leaders;
  GPtrArray *names;
} SideStore;

static void
side_store_clear (SideStore *store)
{
  g_clear_pointer (&store->units, g_array_unref);
  g_clear_pointer (&store->leaders, g_array_unref);
  g_clear_pointer (&store->names, g_ptr_array_unref);
}

static gboolean
enum_member (JsonObject *o, const char *path, const char *member, const char * const *names, int first, int *out, GError **error)
{
  const char *value = bth_json_member_string (o, path, member, error);

  if (value == NULL)
    return FALSE;
  for (int i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], value))
      {
        *out = first + i;
        return TRUE;
      }
  {
    g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
    g_autofree char *list = g_strjoinv (", ", (char **) names);
    return bth_json_fail (error, p, "\"%s\" is not one of %s", value, list);
  }
}

/* A side written as the app's force line ("14i 1c 1a m3 Soult xxx4-2-1", bth-lga-force-line.h). */
static gboolean
read_side_line (const char *text, const char *path, BthLgaBattleSide *side, SideStore *store, GError **error)
{
  g_autoptr(BthLgaForceLine) line = bth_lga_force_line_parse (NULL, text);

  for (guint i = 0; i < line->tokens->len; i++)
    {
      const BthLgaToken *token = g_ptr_array_index (line->tokens, i);
      if (token->kind == BTH_LGA_TOKEN_UNKNOWN)
        return bth_json_fail (error, path, "\"%s\" %s (the terrain goes in \"terrain\")", token->text, token->meaning);
    }
  if (line->leader_without_rank)
    return bth_json_fail (error, path, "a leader's rank is not given (xxx+2 for a Corps Leader) [12.41]");
  *side = line->side;
  store->units = g_array_ref (line->units);
  store->leaders = g_array_new (FALSE, TRUE, sizeof (BthLgaLeader));
  store->names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < line->side.n_leaders; i++)
    {
      BthLgaLeader leader = line->side.leaders[i];

      leader.name = g_strdup (leader.name);
      g_ptr_array_add (store->names, (char *) leader.name);
      g_array_append_val (store->leaders, leader);
    }
  side->units = (BthLgaUnit *) (void *) store->units->data;
  side->n_units = store->units->len;
  side->leaders = (BthLgaLeader *) (void *) store->leaders->data;
  side->n_leaders = store->leaders->len;
  return TRUE;
}

static gboolean
read_side_object (JsonObject *root, const char *member, BthLgaBattleSide *side, SideStore *store, GError **error)
{
  static const char * const types[] = { "infantry", "cavalry", "heavy_cavalry", "dragoons", "field_artillery", "horse_artillery", NULL };
  static const char * const ranks[] = { "brigade", "division", "corps", "army", "supreme", NULL };
  g_autofree char *path = g_strdup_printf ("$.%s", member);
  g_autofree char *units_path = g_strdup_printf ("$.%s.units", member), *leaders_path = g_strdup_printf ("$.%s.leaders", member);
  JsonObject *o = bth_json_member_object (root, "$", member, error);
  JsonArray *units, *leaders = NULL;

  store->units = g_array_new (FALSE, TRUE, sizeof (BthLgaUnit));
  store->leaders = g_array_new (FALSE, TRUE, sizeof (BthLgaLeader));
  store->names = g_ptr_array_new_with_free_func (g_free);
  if (o == NULL
      || !bth_json_check_keys (o, path, BTH_JSON_KEYS ("units"),
                               BTH_JSON_KEYS ("leaders", "morale", "unsupplied", "forced_from_winter_quarters"), error)
      || (units = bth_json_member_array (o, path, "units", 0, 200, error)) == NULL
      || (json_object_has_member (o, "leaders") && (leaders = bth_json_member_array (o, path, "leaders", 0, 50, error)) == NULL)
      || !bth_json_optional_int (o, path, "morale", 0, 9, 0, &side->morale, error)
      || !bth_json_optional_bool (o, path, "unsupplied", FALSE, &side->unsupplied, error)
      || !bth_json_optional_bool (o, path, "forced_from_winter_quarters", FALSE, &side->forced_from_winter_quarters, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.units[%u]", path, i);
      JsonObject *u = bth_json_element_object (units, units_path, i, error);
      BthLgaUnit unit = { 0 };
      int type;

      if (u == NULL || !bth_json_check_keys (u, p, BTH_JSON_KEYS ("sp", "type"),
                                             BTH_JSON_KEYS ("name", "morale", "reserve", "demoralized", "brigade", "corps"), error)
          || !bth_json_member_int (u, p, "sp", 0, 99, &unit.sp, error)
          || !enum_member (u, p, "type", types, 0, &type, error)
          || !bth_json_optional_int (u, p, "morale", 1, 9, 0, &unit.morale, error)
          || !bth_json_optional_bool (u, p, "reserve", FALSE, &unit.reserve, error)
          || !bth_json_optional_bool (u, p, "demoralized", FALSE, &unit.demoralized, error)
          || !bth_json_optional_bool (u, p, "brigade", FALSE, &unit.brigade, error)
          || (json_object_has_member (u, "name") && bth_json_member_string (u, p, "name", error) == NULL)
          || (json_object_has_member (u, "corps") && (unit.corps = bth_json_member_string (u, p, "corps", error)) == NULL))
        return FALSE;
      unit.type = type;
      g_array_append_val (store->units, unit);
    }
  for (guint i = 0; leaders != NULL && i < json_array_get_length (leaders); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.leaders[%u]", path, i);
      JsonObject *l = bth_json_element_object (leaders, leaders_path, i, error);
      BthLgaLeader leader = { 0 };
      const char *name;
      int rank;

      if (l == NULL || !bth_json_check_keys (l, p, BTH_JSON_KEYS ("name", "rank", "combat_bonus"), BTH_JSON_KEYS ("cavalry"), error)
          || (name = bth_json_member_string (l, p, "name", error)) == NULL
          || !enum_member (l, p, "rank", ranks, BTH_LGA_BRIGADE, &rank, error)
          || !bth_json_member_int (l, p, "combat_bonus", 0, 9, &leader.combat_bonus, error)
          || !bth_json_optional_bool (l, p, "cavalry", FALSE, &leader.cavalry, error))
        return FALSE;
      leader.rank = rank;
      leader.name = g_strdup (name);
      g_ptr_array_add (store->names, (char *) leader.name);
      g_array_append_val (store->leaders, leader);
    }
  side->units = (BthLgaUnit *) (void *) store->units->data;
  side->n_units = store->units->len;
  side->leaders = (BthLgaLeader *) (void *) store->leaders->data;
  side->n_leaders = store->leaders->len;
  return TRUE;
}

/* SIDE (JSON, README) as an object, or as the app's force line. */
static gboolean
read_battle_side (JsonObject *root, const char *member, BthLgaBattleSide *side, SideStore *store, GError **error)
{
  JsonNode *node = json_object_get_member (root, member);

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_autofree char *path = g_strdup_printf ("$.%s", member);
      return read_side_line (json_node_get_string (node), path, side, store, error);
    }
  return read_side_object (root, member, side, store, error);
}

/* The battle forecast's reader of the same sides (bth-lga-combat.h). */
BthLgaSideStore *
bth_lga_battle_side_read (JsonObject *root, const char *member, BthLgaBattleSide *side, GError **error)
{
  SideStore *store = g_new0 (SideStore, 1);

  if (!read_battle_side (root, member, side, store, error))
    {
      bth_lga_side_store_free ((BthLgaSideStore *) store);
      return NULL;
    }
  return (BthLgaSideStore *) store;
}

void
bth_lga_side_store_free (BthLgaSideStore *store)
{
  if (store == NULL)
    return;
  side_store_clear ((SideStore *) store);
  g_free (store);
}

static JsonObject *
side_result_json (const BthLgaSideResult *r)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "result", r->cell != NULL ? r->cell->text : "-");
  json_object_set_int_member (o, "loss", r->loss);
  json_object_set_boolean_member (o, "loss_is_opening_bid", r->loss_is_opening_bid);
  if (r->loss_is_opening_bid)
    json_object_set_int_member (o, "max_bid", r->max_bid);
  json_object_set_boolean_member (o, "routed", r->routed);
  if (r->routed)
    json_object_set_int_member (o, "loss_if_reserve_routs", r->loss_if_reserve_routs);
  json_object_set_boolean_member (o, "withdraw", r->withdraw);
  json_object_set_boolean_member (o, "eliminated", r->eliminated);
  json_object_set_boolean_member (o, "captured", r->captured);
  json_object_set_int_member (o, "retreat_hexes", r->retreat_hexes);
  json_object_set_boolean_member (o, "morale_check", r->morale_check);
  json_object_set_int_member (o, "leader_loss", r->leader_loss);
  json_object_set_int_member (o, "advance_points", r->advance_points);
  if (r->captured_sp > 0)
    json_object_set_int_member (o, "captured_sp", r->captured_sp);
  if (r->holds_hex)
    json_object_set_boolean_member (o, "holds_hex", TRUE);
  if (r->crosses_river)
    json_object_set_boolean_member (o, "crosses_river", TRUE);
  if (r->river != NULL)
    json_object_set_string_member (o, "river", r->river);
  return o;
}

static JsonNode *battle_round_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);

static void
add_loss_chance (JsonObject *chances, int loss, gboolean bid, double p)
{
  g_autofree char *key = g_strdup_printf ("%d%s", loss, bid ? "+" : "");
  double before = json_object_has_member (chances, key) ? json_object_get_double_member (chances, key) : 0;

  json_object_set_double_member (chances, key, before + p);
}

static JsonNode *battle_rounds_json (BthLgaRules *rules, JsonObject *root, BthDice *dice, GError **error);

JsonNode *
bth_lga_battle_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  if (JSON_NODE_HOLDS_OBJECT (input) && json_object_has_member (json_node_get_object (input), "rounds"))
    return battle_rounds_json (rules, json_node_get_object (input), dice, error);
  return battle_round_json (rules, input, dice, error);
}

static JsonNode *
battle_round_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  static const char * const types[] = { "normal", "withdrawal", "assault", NULL };
  static const char * const rivers[] = { "none", "defend_crossing", "defend_hex", NULL };
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  BthLgaBattleInput in = { 0 };
  int river = 0;
  BthLgaOptions options;
  SideStore a_store = { 0 }, d_store = { 0 };
  g_autoptr(BthLgaBattle) b = NULL;
  g_autoptr(GPtrArray) terrain = g_ptr_array_new ();
  JsonObject *root, *out, *mods, *drms, *result, *la, *ld;
  JsonArray *outcomes, *tarray = NULL, *dice_given = NULL;
  double expected_a = 0, expected_d = 0;
  int type = 0, values[2] = { 0, 0 };
  JsonNode *node = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("attacker", "defender"),
                            BTH_JSON_KEYS ("type", "round", "flank_attack", "defender_routed", "mandatory_limited_zoc",
                                           "terrain", "dice", "options", "river", "river_corps_announced",
                                           "river_corps_allowed"), error)
      || (json_object_has_member (root, "type") && !enum_member (root, "$", "type", types, 0, &type, error))
      || (json_object_has_member (root, "river") && !enum_member (root, "$", "river", rivers, 0, &river, error))
      || !bth_json_optional_int (root, "$", "river_corps_announced", 0, 99, 0, &in.river_corps_announced, error)
      || !bth_json_optional_int (root, "$", "river_corps_allowed", 0, 99, 0, &in.river_corps_allowed, error)
      || !bth_json_optional_int (root, "$", "round", 1, 99, 1, &in.round, error)
      || !bth_json_optional_bool (root, "$", "flank_attack", FALSE, &in.flank_attack, error)
      || !bth_json_optional_bool (root, "$", "defender_routed", FALSE, &in.defender_routed, error)
      || !bth_json_optional_bool (root, "$", "mandatory_limited_zoc", FALSE, &in.mandatory_limited_zoc, error)
      || (json_object_has_member (root, "terrain") && (tarray = bth_json_member_array (root, "$", "terrain", 0, 8, error)) == NULL)
      || (json_object_has_member (root, "dice") && (dice_given = bth_json_member_array (root, "$", "dice", 2, 2, error)) == NULL)
      || (dice_given != NULL && (!bth_json_element_int (dice_given, "$.dice", 0, 1, 6, &values[0], error)
                                 || !bth_json_element_int (dice_given, "$.dice", 1, 1, 6, &values[1], error)))
      || !read_options (root, &options, error)
      || !read_battle_side (root, "attacker", &in.attacker, &a_store, error)
      || !read_battle_side (root, "defender", &in.defender, &d_store, error))
    goto input_error;
  in.type = type;
  in.river = river;
  for (guint i = 0; tarray != NULL && i < json_array_get_length (tarray); i++)
    {
      const char *id = bth_json_element_string (tarray, "$.terrain", i, error);
      if (id == NULL)
        goto input_error;
      g_ptr_array_add (terrain, (char *) id);
    }
  g_ptr_array_add (terrain, NULL);
  in.terrain = (const char * const *) terrain->pdata;

  b = bth_lga_battle_prepare (rules, &in, &options, error);
  if (b == NULL)
    goto done;
  out = json_object_new ();
  json_object_set_string_member (out, "type", types[type]);
  if (river != 0)
    json_object_set_string_member (out, "river", rivers[river]);
  json_object_set_int_member (out, "round", in.round);
  json_object_set_int_member (out, "attacker_front", b->attacker_front);
  json_object_set_int_member (out, "attacker_reserve", b->attacker_reserve);
  json_object_set_int_member (out, "defender_front", b->defender_front);
  json_object_set_int_member (out, "defender_reserve", b->defender_reserve);
  json_object_set_int_member (out, "defender_counted", b->defender_counted);
  json_object_set_string_member (out, "odds", b->odds);
  json_object_set_boolean_member (out, "allowed", b->allowed);
  json_object_set_boolean_member (out, "automatic", b->automatic);
  if (b->verdict != NULL)
    json_object_set_string_member (out, "verdict", b->verdict);
  mods = json_object_new ();
  json_object_set_member (mods, "attacker", bth_modifier_list_to_json (b->attacker_modifiers));
  json_object_set_member (mods, "defender", bth_modifier_list_to_json (b->defender_modifiers));
  json_object_set_object_member (out, "modifiers", mods);
  drms = json_object_new ();
  json_object_set_int_member (drms, "attacker", b->attacker_drm);
  json_object_set_int_member (drms, "defender", b->defender_drm);
  json_object_set_int_member (drms, "net", b->net_drm);
  json_object_set_object_member (out, "drm", drms);
  json_object_set_int_member (out, "minimum_loss", b->minimum_loss);
  json_object_set_array_member (out, "leaders_at_risk", strings_array (b->leaders_at_risk));

  if (b->allowed && !b->automatic)
    {
      outcomes = json_array_new ();
      la = json_object_new ();
      ld = json_object_new ();
      for (int row = 0; row < BTH_LGA_CRT_ROWS; row++)
        {
          BthLgaSideResult ra, rd;
          JsonObject *o;
          if (b->row_probability[row] <= 0)
            continue;
          bth_lga_battle_row_results (rules, b, &in, &options, row, &ra, &rd);
          o = json_object_new ();
          json_object_set_string_member (o, "row", t->crt[row].label);
          json_object_set_string_member (o, "attacker", ra.cell->text);
          json_object_set_string_member (o, "defender", rd.cell->text);
          json_object_set_int_member (o, "attacker_loss", ra.loss);
          json_object_set_int_member (o, "defender_loss", rd.loss);
          json_object_set_boolean_member (o, "losses_are_opening_bids", ra.loss_is_opening_bid);
          json_object_set_double_member (o, "probability", b->row_probability[row]);
          json_array_add_object_element (outcomes, o);
          add_loss_chance (la, ra.loss, ra.loss_is_opening_bid, b->row_probability[row]);
          add_loss_chance (ld, rd.loss, rd.loss_is_opening_bid, b->row_probability[row]);
          expected_a += ra.loss * b->row_probability[row];
          expected_d += rd.loss * b->row_probability[row];
        }
      json_object_set_array_member (out, "outcomes", outcomes);
      {
        JsonObject *chances = json_object_new (), *expected = json_object_new ();
        json_object_set_object_member (chances, "attacker", la);
        json_object_set_object_member (chances, "defender", ld);
        json_object_set_object_member (out, "loss_chances", chances);
        json_object_set_double_member (expected, "attacker", expected_a);
        json_object_set_double_member (expected, "defender", expected_d);
        json_object_set_object_member (out, "expected_losses", expected);
      }
      if (dice_given == NULL && roll (dice, 2, "Battle [12.5]", values, error) < 0)
        {
          json_object_unref (out);
          goto done;
        }
    }
  bth_lga_battle_apply (rules, b, &in, &options, values[0], values[1]);
  if (b->allowed && !b->automatic)
    {
      JsonArray *d = json_array_new ();
      json_array_add_int_element (d, b->dice[0]);
      json_array_add_int_element (d, b->dice[1]);
      json_object_set_array_member (out, "dice", d);
      json_object_set_int_member (out, "roll", b->roll);
      json_object_set_int_member (out, "modified_roll", b->modified_roll);
      json_object_set_string_member (out, "row", t->crt[b->row].label);
      result = json_object_new ();
      json_object_set_string_member (result, "attacker", t->crt[b->row].attacker.text);
      json_object_set_string_member (result, "defender", t->crt[b->row].defender.text);
      json_object_set_object_member (out, "result", result);
    }
  json_object_set_object_member (out, "attacker", side_result_json (&b->attacker));
  json_object_set_object_member (out, "defender", side_result_json (&b->defender));
  json_object_set_array_member (out, "violations", strings_array (b->violations));
  json_object_set_array_member (out, "notes", strings_array (b->notes));
  json_object_set_member (out, "options", bth_lga_options_to_json (&options));
  node = object_node (out);
  goto done;

input_error:
  bth_json_as_input_error (*error);
done:
  side_store_clear (&a_store);
  side_store_clear (&d_store);
  return node;
}

/* ------------------------------------------------------------------------------------ */
/* Losses [12.61-12.62, 16.41-16.42] and pursuit [12.65]                                  */

static JsonArray *
taken_array (const int *taken, guint n)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (a, taken[i]);
  return a;
}

JsonNode *
bth_lga_losses_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error)
{
  BthLgaBattleSide side = { 0 };
  SideStore store = { 0 };
  JsonObject *root, *out, *pursuit = NULL;
  gboolean attrition = FALSE;
  int loss = 0, inf = 0, cav = 0, total = 0;
  g_autofree int *taken = NULL;
  JsonNode *node = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (input))
    {
      bth_json_fail (error, "$", "expected an object");
      bth_json_as_input_error (*error);
      return NULL;
    }
  root = json_node_get_object (input);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("side"), BTH_JSON_KEYS ("loss", "attrition", "pursuit"), error)
      || !bth_json_optional_int (root, "$", "loss", 0, 999, 0, &loss, error)
      || !bth_json_optional_bool (root, "$", "attrition", FALSE, &attrition, error)
      || (json_object_has_member (root, "pursuit")
          && ((pursuit = bth_json_member_object (root, "$", "pursuit", error)) == NULL
              || !bth_json_check_keys (pursuit, "$.pursuit", NULL, BTH_JSON_KEYS ("infantry_sp", "cavalry_sp"), error)
              || !bth_json_optional_int (pursuit, "$.pursuit", "infantry_sp", 0, 999, 0, &inf, error)
              || !bth_json_optional_int (pursuit, "$.pursuit", "cavalry_sp", 0, 999, 0, &cav, error)))
      || !read_battle_side (root, "side", &side, &store, error))
    goto input_error;
  for (guint i = 0; i < side.n_units; i++)
    total += side.units[i].sp;
  out = json_object_new ();
  if (pursuit != NULL)
    {
      /* [12.65] the captures, taken by the ratio of 12.62 (front line first) */
      int captured = bth_lga_pursuit_captures (rules, inf, cav, total);
      json_object_set_int_member (out, "captured", captured);
      json_object_set_string_member (out, "rule", "[12.65] 1 SP captured per pursuing infantry SP, 2 per cavalry SP, by the ratio of 12.62");
      loss += captured;
    }
  taken = g_new0 (int, MAX (side.n_units, 1));
  json_object_set_int_member (out, "loss", loss);
  json_object_set_int_member (out, "taken", bth_lga_allocate_losses (rules, side.units, side.n_units, loss, attrition, taken));
  json_object_set_array_member (out, "per_unit", taken_array (taken, side.n_units));
  json_object_set_string_member (out, "rules", attrition
                                 ? "[16.41-16.42] Spread as evenly as possible, 3 infantry : 1 cavalry : 1 artillery"
                                 : "[12.61-12.62] Front line first, then the reserve, then demoralized cavalry in the reserve; "
                                   "3 infantry : 1 cavalry : 1 artillery");
  node = object_node (out);
  goto done;
input_error:
  bth_json_as_input_error (*error);
done:
  side_store_clear (&store);
  return node;
}

/* ------------------------------------------------------------------------------------ */
/* A battle of several rounds [12.0 steps 7-9, 12.46, 12.65, 12.7]                       */

/* SIDE (a battle side's JSON) after losing LOSS SP by 12.61-12.62: a new object. */
static JsonObject *
side_after_loss (BthLgaRules *rules, JsonObject *root, const char *member, int loss, GError **error)
{
  BthLgaBattleSide side = { 0 };
  SideStore store = { 0 };
  JsonObject *copy = NULL;
  JsonArray *units, *kept;
  g_autofree int *taken = NULL;

  if (read_battle_side (root, member, &side, &store, error))
    {
      copy = json_node_get_object (json_node_copy (json_object_get_member (root, member)));
      taken = g_new0 (int, MAX (side.n_units, 1));
      bth_lga_allocate_losses (rules, side.units, side.n_units, loss, FALSE, taken);
      units = json_object_get_array_member (copy, "units");
      kept = json_array_new ();
      for (guint i = 0; i < side.n_units; i++)
        if (side.units[i].sp - taken[i] > 0)
          {
            JsonObject *u = json_node_get_object (json_node_copy (json_array_get_element (units, i)));
            json_object_set_int_member (u, "sp", side.units[i].sp - taken[i]);
            json_array_add_object_element (kept, u);
          }
      json_object_set_array_member (copy, "units", kept);
    }
  side_store_clear (&store);
  return copy;
}

/* [12.55-12.56] The leaders the round's ROLE ("attacker", "defender") lost to an L-1 or L-2
 * result: recorded in LOST_OUT and taken out of CARRIED (the side carried to the next round).
 * The owner's die is ROUND's leader_loss_die.ROLE or rolled; a choice among several corps
 * or army leaders is ROUND's leader_choice.ROLE, refused when missing while MORE rounds follow. */
static gboolean
leaders_lost_json (BthLgaRules *rules, JsonObject *ro, JsonObject *round, const char *path, const char *role,
                   JsonObject *result, JsonObject *carried, gboolean more, BthDice *dice, JsonObject *lost_out, GError **error)
{
  JsonObject *side_result = json_object_get_object_member (result, role), *o, *dice_in = NULL, *choice_in = NULL;
  BthLgaBattleSide side = { 0 };
  SideStore store = { 0 };
  BthLgaOptions options;
  g_autoptr(GPtrArray) committed = g_ptr_array_new ();
  g_autoptr(GPtrArray) lost = NULL;
  g_autofree char *needs = NULL, *reason = NULL, *choice = NULL;
  g_autofree char *dp = g_strdup_printf ("%s.leader_loss_die", path), *cp = g_strdup_printf ("%s.leader_choice", path);
  JsonArray *at_risk = json_object_get_array_member (result, "leaders_at_risk"), *names, *leaders;
  int level = json_object_get_int_member (side_result, "leader_loss"), die = 0;
  gboolean needs_die, ok = FALSE;

  if (level < 1)
    return TRUE;
  if ((json_object_has_member (round, "leader_loss_die")
       && ((dice_in = bth_json_member_object (round, path, "leader_loss_die", error)) == NULL
           || !bth_json_check_keys (dice_in, dp, NULL, BTH_JSON_KEYS ("attacker", "defender"), error)))
      || (dice_in != NULL && !bth_json_optional_int (dice_in, dp, role, 1, 6, 0, &die, error))
      || (json_object_has_member (round, "leader_choice")
          && ((choice_in = bth_json_member_object (round, path, "leader_choice", error)) == NULL
              || !bth_json_check_keys (choice_in, cp, NULL, BTH_JSON_KEYS ("attacker", "defender"), error)))
      || (choice_in != NULL && !bth_json_optional_string (choice_in, cp, role, &choice, error))
      || !read_options (ro, &options, error)
      || !read_battle_side (ro, role, &side, &store, error))
    goto out;
  for (guint i = 0; at_risk != NULL && i < json_array_get_length (at_risk); i++)
    g_ptr_array_add (committed, (gpointer) json_array_get_string_element (at_risk, i));
  lost = bth_lga_leaders_lost (rules, &side, committed, level, die, choice, &options, &needs_die, &needs, &reason);
  if (needs_die)
    {
      g_clear_pointer (&lost, g_ptr_array_unref);
      g_clear_pointer (&needs, g_free);
      g_clear_pointer (&reason, g_free);
      if ((die = roll (dice, 1, "Leader loss, L-2: corps or army leader [12.56]", NULL, error)) < 0)
        goto out;
      lost = bth_lga_leaders_lost (rules, &side, committed, level, die, choice, &options, &needs_die, &needs, &reason);
    }
  if (needs != NULL && more)
    {
      g_autofree char *p = g_strdup_printf ("%s.%s", cp, role);
      bth_json_fail (error, p, "needed before the next round: %s", needs);
      goto out;
    }
  o = json_object_new ();
  names = json_array_new ();
  for (guint i = 0; i < lost->len; i++)
    json_array_add_string_element (names, lost->pdata[i]);
  json_object_set_array_member (o, "names", names);
  if (die > 0)
    json_object_set_int_member (o, "die", die);
  if (needs != NULL)
    json_object_set_string_member (o, "needs", needs);
  json_object_set_string_member (o, "reason", reason);
  json_object_set_object_member (lost_out, role, o);
  /* the lost leaders no longer count in the next round */
  if (carried != NULL && json_object_has_member (carried, "leaders")
      && (leaders = json_object_get_array_member (carried, "leaders")) != NULL)
    {
      JsonArray *kept = json_array_new ();
      for (guint i = 0; i < json_array_get_length (leaders); i++)
        {
          JsonObject *l = json_array_get_object_element (leaders, i);
          gboolean gone = FALSE;
          for (guint k = 0; k < lost->len && !gone; k++)
            gone = g_str_equal (json_object_get_string_member (l, "name"), lost->pdata[k]);
          if (!gone)
            json_array_add_element (kept, json_node_copy (json_array_get_element (leaders, i)));
        }
      json_object_set_array_member (carried, "leaders", kept);
    }
  ok = TRUE;
out:
  side_store_clear (&store);
  return ok;
}

/* OBJ's MEMBER is the string VALUE (any other type, or none: no). */
static gboolean
string_member_is (JsonObject *obj, const char *member, const char *value)
{
  JsonNode *node = json_object_get_member (obj, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         && g_str_equal (json_node_get_string (node), value);
}

/* Rounds carry each side from round to round as its JSON object (units, leaders), losses
 * taken out of it; the one-line form is read for a single round only. */
static gboolean
rounds_side_is_object (JsonObject *o, const char *path, const char *member, GError **error)
{
  JsonNode *node = json_object_get_member (o, member);
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);

  if (node == NULL || JSON_NODE_HOLDS_OBJECT (node))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return bth_json_fail (error, p, "with \"rounds\", give the side as an object (units, leaders): "
                          "the one-line form is read for a single round only");
  return bth_json_fail (error, p, "expected an object");
}

static JsonNode *
battle_rounds_json (BthLgaRules *rules, JsonObject *root, BthDice *dice, GError **error)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  JsonArray *rounds;
  /* the sides as they were at the start: the original attacker [0] and defender [1] */
  JsonObject *side[2] = { NULL, NULL };
  JsonObject *out;
  JsonArray *fought = json_array_new ();
  const char *ended = NULL;
  gboolean ended_by_result = FALSE, reversed = FALSE, countered = FALSE, defender_reinforced = FALSE, held = FALSE;
  int ap[2] = { 0, 0 };
  guint n;

  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("rounds"),
                            BTH_JSON_KEYS ("type", "flank_attack", "mandatory_limited_zoc", "terrain", "options", "attacker", "defender",
                                           "river", "river_corps_announced", "river_corps_allowed"), error)
      || (rounds = bth_json_member_array (root, "$", "rounds", 1, 20, error)) == NULL
      || !rounds_side_is_object (root, "$", "attacker", error)
      || !rounds_side_is_object (root, "$", "defender", error))
    goto input_error;
  n = json_array_get_length (rounds);
  if (json_object_has_member (root, "attacker"))
    side[0] = json_node_get_object (json_node_copy (json_object_get_member (root, "attacker")));
  if (json_object_has_member (root, "defender"))
    side[1] = json_node_get_object (json_node_copy (json_object_get_member (root, "defender")));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.rounds[%u]", i);
      JsonObject *r = bth_json_element_object (rounds, "$.rounds", i, error), *merged, *result, *ro, *ra, *rd, *lost;
      JsonObject *after_a, *after_d;
      JsonArray *reinforcements = NULL, *joined = json_array_new ();
      JsonObject *pursuit = NULL;
      g_autoptr(JsonNode) node = NULL;
      JsonNode *res;
      GList *members;
      gboolean counter = FALSE, reinforced = FALSE;
      int att, def;

      if (r == NULL
          || !bth_json_check_keys (r, path, NULL, BTH_JSON_KEYS ("type", "flank_attack", "defender_routed", "mandatory_limited_zoc",
                                                                 "terrain", "dice", "attacker", "defender", "reinforcements", "pursuit",
                                                                 "river", "river_corps_announced", "river_corps_allowed",
                                                                 "counter_attack", "leader_loss_die", "leader_choice"), error)
          || !rounds_side_is_object (r, path, "attacker", error)
          || !rounds_side_is_object (r, path, "defender", error)
          || !bth_json_optional_bool (r, path, "counter_attack", FALSE, &counter, error))
        goto input_error_joined;
      /* [12.77] a counter-attack: the side that defended the last round attacks */
      if (counter)
        {
          g_autofree char *why = NULL;
          g_autofree char *cp = g_strdup_printf ("%s.counter_attack", path);
          if (i == 0)
            {
              bth_json_fail (error, cp, "the first round has no counter-attack: it follows a round [12.77]");
              goto input_error_joined;
            }
          if (!bth_lga_counter_attack_allowed (!countered, defender_reinforced, ap[reversed ? 0 : 1], ended_by_result, &why))
            {
              bth_json_fail (error, cp, "%s", why);
              goto input_error_joined;
            }
          reversed = !reversed;
          countered = TRUE;
          ended = NULL;
        }
      if (ended != NULL)
        {
          bth_json_fail (error, path, "the battle ended after round %u (%s): no further round [12.0 step 7]", i, ended);
          goto input_error_joined;
        }
      att = reversed ? 1 : 0;
      def = 1 - att;
      /* the round: the battle's members, then the round's own; the sides carried from the last round */
      merged = json_object_new ();
      members = json_object_get_members (root);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_str_equal (l->data, "rounds") && !g_str_equal (l->data, "attacker") && !g_str_equal (l->data, "defender"))
          json_object_set_member (merged, l->data, json_node_copy (json_object_get_member (root, l->data)));
      g_list_free (members);
      members = json_object_get_members (r);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_str_equal (l->data, "reinforcements") && !g_str_equal (l->data, "pursuit") && !g_str_equal (l->data, "counter_attack")
            && !g_str_equal (l->data, "leader_loss_die") && !g_str_equal (l->data, "leader_choice"))
          json_object_set_member (merged, l->data, json_node_copy (json_object_get_member (r, l->data)));
      g_list_free (members);
      if (!json_object_has_member (merged, "attacker") && side[att] != NULL)
        json_object_set_object_member (merged, "attacker", json_object_ref (side[att]));
      if (!json_object_has_member (merged, "defender") && side[def] != NULL)
        json_object_set_object_member (merged, "defender", json_object_ref (side[def]));
      json_object_set_int_member (merged, "round", i + 1);
      if (held && !string_member_is (merged, "river", "defend_hex"))
        {
          g_autofree char *rp = g_strdup_printf ("%s.river", path);
          json_object_unref (merged);
          bth_json_fail (error, rp, "the defender held the hex after a Withdraw against Defend the River Crossing: "
                         "a second round must use Defend the Hex (\"defend_hex\") [12.93]");
          goto input_error_joined;
        }
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, merged);

      /* [12.7] battle reinforcements between rounds: an Initiative roll (d6 <= IR) each */
      if (json_object_has_member (r, "reinforcements")
          && (reinforcements = bth_json_member_array (r, path, "reinforcements", 0, 20, error)) == NULL)
        goto input_error_joined;
      if (reinforcements != NULL && json_array_get_length (reinforcements) > 0 && i == 0)
        {
          bth_json_fail (error, path, "battle reinforcements come between rounds, from the second round on [12.71]");
          goto input_error_joined;
        }
      for (guint k = 0; reinforcements != NULL && k < json_array_get_length (reinforcements); k++)
        {
          g_autofree char *rp = g_strdup_printf ("%s.reinforcements[%u]", path, k);
          JsonObject *re = bth_json_element_object (reinforcements, rp, k, error), *rside, *jo;
          const char *who;
          int ir = 0, die = 0;
          JsonArray *units, *leaders;

          if (re == NULL
              || !bth_json_check_keys (re, rp, BTH_JSON_KEYS ("side", "initiative", "units"), BTH_JSON_KEYS ("name", "die", "leaders"), error)
              || (who = bth_json_member_string (re, rp, "side", error)) == NULL
              || (!g_str_equal (who, "attacker") && !g_str_equal (who, "defender")
                  && !bth_json_fail (error, rp, "side: \"%s\" is not one of attacker, defender", who))
              || !bth_json_member_int (re, rp, "initiative", 0, 9, &ir, error)
              || !bth_json_optional_int (re, rp, "die", 1, 6, 0, &die, error)
              || (units = bth_json_member_array (re, rp, "units", 0, 50, error)) == NULL)
            goto input_error_joined;
          if (die == 0 && (die = roll (dice, 1, "Battle reinforcement's Initiative roll [12.71]", NULL, error)) < 0)
            goto fail_joined;
          jo = json_object_new ();
          json_object_set_string_member (jo, "side", who);
          if (json_object_has_member (re, "name"))
            json_object_set_string_member (jo, "name", json_object_get_string_member (re, "name"));
          json_object_set_int_member (jo, "initiative", ir);
          json_object_set_int_member (jo, "die", die);
          json_object_set_boolean_member (jo, "joined", die <= ir);
          json_object_set_string_member (jo, "rule", die <= ir
                                         ? "[12.71] Initiative roll passed: 3 MP, 2 now toward the enemy, 1 in the next round"
                                         : "[12.71] Initiative roll failed: the reinforcement does not move");
          json_array_add_object_element (joined, jo);
          if (die > ir)
            continue;
          reinforced = reinforced || g_str_equal (who, "defender");
          rside = json_object_get_object_member (json_node_get_object (node), who);
          if (rside == NULL)
            continue;
          for (guint u = 0; u < json_array_get_length (units); u++)
            json_array_add_element (json_object_get_array_member (rside, "units"), json_node_copy (json_array_get_element (units, u)));
          if (json_object_has_member (re, "leaders") && (leaders = json_object_get_array_member (re, "leaders")) != NULL)
            {
              if (!json_object_has_member (rside, "leaders"))
                json_object_set_array_member (rside, "leaders", json_array_new ());
              for (guint l = 0; l < json_array_get_length (leaders); l++)
                json_array_add_element (json_object_get_array_member (rside, "leaders"), json_node_copy (json_array_get_element (leaders, l)));
            }
        }

      res = battle_round_json (rules, node, dice, error);
      if (res == NULL)
        {
          if (*error != NULL && (*error)->domain == BTH_ERROR && (*error)->code == BTH_ERROR_INVALID_INPUT)
            g_prefix_error (error, "%s: ", path);
          goto fail_joined;
        }
      result = json_node_get_object (res);
      json_object_set_array_member (result, "reinforcements", joined);
      joined = NULL;
      json_object_set_string_member (result, "attacker_is", att == 0 ? "the original attacker" : "the original defender");
      if (counter)
        json_object_set_string_member (result, "counter_attack",
                                       "[12.77] A counter-attack: a new round with the roles of the players reversed");
      ra = json_object_get_object_member (result, "attacker");
      rd = json_object_get_object_member (result, "defender");
      /* the sides as they stand after this round: losses taken by 12.61-12.62 */
      ro = json_node_get_object (node);
      if (json_object_get_boolean_member (ra, "loss_is_opening_bid"))
        ended = "an Escalating Exchange: the side that passes loses the battle and retreats 1 hex [12.54]";
      after_a = side_after_loss (rules, ro, "attacker", json_object_get_boolean_member (ra, "loss_is_opening_bid") ? 0 : json_object_get_int_member (ra, "loss"), error);
      after_d = after_a == NULL ? NULL
                : side_after_loss (rules, ro, "defender", json_object_get_boolean_member (rd, "loss_is_opening_bid") ? 0 : json_object_get_int_member (rd, "loss"), error);
      g_clear_pointer (&side[att], json_object_unref);
      g_clear_pointer (&side[def], json_object_unref);
      side[att] = after_a;
      side[def] = after_d;
      if (after_a == NULL || after_d == NULL)
        {
          json_node_unref (res);
          goto fail_joined;
        }
      /* [12.55-12.56] leaders lost in this round no longer count in the next */
      lost = json_object_new ();
      if (!leaders_lost_json (rules, ro, r, path, "attacker", result, after_a, i + 1 < n, dice, lost, error)
          || !leaders_lost_json (rules, ro, r, path, "defender", result, after_d, i + 1 < n, dice, lost, error))
        {
          json_object_unref (lost);
          json_node_unref (res);
          goto input_error;
        }
      if (json_object_get_size (lost) > 0)
        json_object_set_object_member (result, "leaders_lost", lost);
      else
        json_object_unref (lost);
      /* [12.65] pursuit after a rout of the defender, with the attacker's reserve */
      if (json_object_has_member (r, "pursuit"))
        {
          JsonObject *po = json_object_new ();
          int inf = 0, cav = 0, left = 0;
          g_autofree char *pp = g_strdup_printf ("%s.pursuit", path);

          if ((pursuit = bth_json_member_object (r, path, "pursuit", error)) == NULL
              || !bth_json_check_keys (pursuit, pp, NULL, BTH_JSON_KEYS ("infantry_sp", "cavalry_sp"), error)
              || !bth_json_optional_int (pursuit, pp, "infantry_sp", 0, 999, 0, &inf, error)
              || !bth_json_optional_int (pursuit, pp, "cavalry_sp", 0, 999, 0, &cav, error)
              || (!json_object_get_boolean_member (rd, "routed")
                  && !bth_json_fail (error, pp, "pursuit follows a round in which the defender is Routed [12.0 step 9, 12.65]"))
              || (inf + cav > (int) json_object_get_int_member (result, "attacker_reserve")
                  && !bth_json_fail (error, pp, "%d SP pursue but the attacker has %d in reserve: pursuit is made with the reserve [12.65]",
                                     inf + cav, (int) json_object_get_int_member (result, "attacker_reserve"))))
            {
              json_object_unref (po);
              json_node_unref (res);
              goto input_error;
            }
          for (guint u = 0; u < json_array_get_length (json_object_get_array_member (after_d, "units")); u++)
            left += json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (after_d, "units"), u), "sp");
          json_object_set_int_member (po, "infantry_sp", inf);
          json_object_set_int_member (po, "cavalry_sp", cav);
          json_object_set_int_member (po, "captured", bth_lga_pursuit_captures (rules, inf, cav, left));
          json_object_set_string_member (po, "rule", "[12.65] 1 enemy SP captured per pursuing infantry SP, 2 per cavalry SP, "
                                         "by the ratio of 12.62; captured SP are worth double Victory Points; leaders are never captured");
          json_object_set_object_member (result, "pursuit", po);
        }
      ap[att] = json_object_get_int_member (ra, "advance_points");
      defender_reinforced = reinforced;
      held = json_object_has_member (rd, "holds_hex");
      json_array_add_element (fought, res);
      if (ended != NULL)
        {
          ended_by_result = TRUE;
          continue;
        }
      ended_by_result = TRUE;
      if (!json_object_get_boolean_member (result, "allowed"))
        ended = "the round was not allowed (its verdict)";
      else if (json_object_get_boolean_member (rd, "eliminated") || json_object_get_boolean_member (ra, "eliminated"))
        ended = "a side was eliminated";
      else if (json_object_get_boolean_member (rd, "routed") || json_object_get_boolean_member (ra, "routed"))
        ended = "a side was Routed [12.51]";
      else if (json_object_get_boolean_member (rd, "withdraw") || json_object_get_boolean_member (ra, "withdraw")
               || json_object_get_boolean_member (rd, "captured"))
        ended = "a side withdrew [12.52]";
      else if (json_object_get_int_member (ra, "advance_points") < 1)
        ended = "the attacker gained no Advance Point [12.0 step 7]", ended_by_result = FALSE;
      else
        ended_by_result = FALSE;
      continue;
input_error_joined:
      if (joined != NULL)
        json_array_unref (joined);
      goto input_error;
fail_joined:
      if (joined != NULL)
        json_array_unref (joined);
      json_array_unref (fought);
      g_clear_pointer (&side[0], json_object_unref);
      g_clear_pointer (&side[1], json_object_unref);
      return NULL;
    }
  out = json_object_new ();
  json_object_set_array_member (out, "rounds", fought);
  json_object_set_int_member (out, "rounds_fought", n);
  if (ended != NULL)
    json_object_set_string_member (out, "ended", ended);
  else
    json_object_set_string_member (out, "ended", "the attacker stopped: another round may follow while he has Advance Points [12.0 step 7]");
  json_object_set_object_member (out, "attacker_after", g_steal_pointer (&side[0]));
  json_object_set_object_member (out, "defender_after", g_steal_pointer (&side[1]));
  (void) t;
  return object_node (out);
input_error:
  json_array_unref (fought);
  g_clear_pointer (&side[0], json_object_unref);
  g_clear_pointer (&side[1], json_object_unref);
  bth_json_as_input_error (*error);
  return NULL;
}
