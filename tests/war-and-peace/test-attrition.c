/* test-attrition.c — the Attrition Phase (rulebook section G) with the Question Box rulings.
 *
 * Attrition Table (charts, 004:3-36), rows = modified die, columns = SP in the hex:
 *        3-5  6-10  11-15  16-20  21+
 *   1     0    0     0      1      1
 *   2     0    0     1      1      2*
 *   3     0    1     1      2*     3*
 *   4     0    1     2*     2*     3*
 *   5     0    2*    2*     3*     4*
 *   6     1    2*    3*     3*     5*
 */
#include "bth-attrition.h"
#include "bth-attrition-json.h"
#include "bth-error.h"

#include <string.h>
#include "bth-test-modifiers.h"

static BthRuleset *rules;

static JsonNode *
resolve_json (const char *text, BthDice *dice, GError **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) input = json_from_string (text, &parse_error);

  g_assert_no_error (parse_error);
  return bth_attrition_resolve_json (rules, input, dice, error);
}

static void
assert_json_fails (const char *text, const char *message)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = resolve_json (text, dice, &error);

  g_test_message ("input: %s", text);
  g_assert_null (out);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_true (g_str_has_prefix (error->message, message));
  /* Invalid input is refused before any die is rolled. */
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

/* ---- G.4, the rulebook example -------------------------------------------------------- */

/* "a hex in Russia occupied by ten Russian strength points which are unsupplied during
 * the December turn" */
static const BthAttritionHex example_g4 = {
  .sp = 10, .cavalry = 2, .all_home = TRUE, .unsupplied = TRUE, .winter = TRUE, .mapboard = 4,
};

static void
test_example_g4 (void)
{
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &example_g4, 3, &r);
  g_assert_true (r.checked);
  /* "(-1) because the Russian units are in their home country, (+1) because the units
   * are unsupplied, (+1) because December is a winter month, (+1) because the hex is on
   * mapboard 4." */
  g_assert_cmpuint (r.modifiers->len, ==, 4);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.b"), ==, -1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.c"), ==, +1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.d"), ==, +1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.e"), ==, +1);
  /* "Thus, the die is modified by a total of (+2) increasing the original result to (5)." */
  g_assert_cmpint (bth_modifier_list_sum (r.modifiers), ==, 2);
  g_assert_cmpint (r.modified_die, ==, 5);
  g_assert_cmpint (r.column, ==, 1);   /* 6-10 */
  /* "...calls for a loss of two strength points, one of which must be cavalry if any are
   * present in the hex." */
  g_assert_cmpint (r.loss, ==, 2);
  g_assert_true (r.cavalry_required);
  bth_attrition_result_clear (&r);
  g_assert_null (r.modifiers);
}

static void
test_example_g4_no_cavalry (void)
{
  /* G.2: "...eliminate one cavalry strength point ... if any cavalry are present". */
  BthAttritionHex hex = example_g4;
  BthAttritionResult r;

  hex.cavalry = 0;
  bth_attrition_resolve_hex (rules, &hex, 3, &r);
  g_assert_cmpint (r.modified_die, ==, 5);
  g_assert_cmpint (r.loss, ==, 2);
  g_assert_false (r.cavalry_required);
  bth_attrition_result_clear (&r);
}

static void
test_example_g4_json (void)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = resolve_json (
    "{\"die\": 3, \"hexes\": ["
    " {\"sp\": 10, \"cavalry\": 2, \"all_home\": true, \"unsupplied\": true, \"winter\": true,"
    "  \"mapboard\": 4, \"label\": \"Smolensk\"},"
    " {\"sp\": 10, \"all_home\": true, \"unsupplied\": true, \"winter\": true, \"mapboard\": 4}]}",
    dice, &error);
  JsonObject *root, *hex;
  JsonArray *hexes, *modifiers;
  int sum = 0;

  g_assert_no_error (error);
  root = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (root, "die"), ==, 3);
  hexes = json_object_get_array_member (root, "hexes");
  g_assert_cmpuint (json_array_get_length (hexes), ==, 2);

  hex = json_array_get_object_element (hexes, 0);
  g_assert_true (json_object_get_boolean_member (hex, "checked"));
  g_assert_cmpint (json_object_get_int_member (hex, "modified_die"), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (hex, "column"), ==, "6-10");
  g_assert_cmpint (json_object_get_int_member (hex, "loss"), ==, 2);
  g_assert_true (json_object_get_boolean_member (hex, "cavalry_required"));
  modifiers = json_object_get_array_member (hex, "modifiers");
  g_assert_cmpuint (json_array_get_length (modifiers), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *m = json_array_get_object_element (modifiers, i);
      g_assert_true (json_object_has_member (m, "reason"));
      g_assert_true (json_object_has_member (m, "rule"));
      sum += json_object_get_int_member (m, "value");
    }
  g_assert_cmpint (sum, ==, 2);

  /* The same hex without cavalry: the same loss, no cavalry required. */
  hex = json_array_get_object_element (hexes, 1);
  g_assert_cmpint (json_object_get_int_member (hex, "loss"), ==, 2);
  g_assert_false (json_object_get_boolean_member (hex, "cavalry_required"));

  /* The players' die was used: nothing was rolled. */
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

static void
test_json_rolls_one_die (void)
{
  /* G.1: "the active player rolls *one* die and uses the resulting number to determine
   * the effect of attrition in each and every hex". */
  const int typed[] = { 3 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonArray *hexes;
  BthRoll *roll;

  bth_dice_set_fixed (dice, typed, 1);
  out = resolve_json ("{\"hexes\": [{\"sp\": 10, \"all_home\": true, \"unsupplied\": true,"
                      " \"winter\": true, \"mapboard\": 4}, {\"sp\": 21}, {\"sp\": 6}]}", dice, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (out), "die"), ==, 3);
  hexes = json_object_get_array_member (json_node_get_object (out), "hexes");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 0), "loss"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 1), "loss"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hexes, 2), "loss"), ==, 1);
  /* One die for three hexes. */
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 0);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 1);
  roll = g_ptr_array_index (bth_dice_get_log (dice), 0);
  g_assert_cmpuint (roll->count, ==, 1);
  g_assert_true (roll->fixed);
}

/* ---- G.1, G.3 --------------------------------------------------------------------------- */

static void
test_small_hex_not_checked (void)
{
  /* G.1: only hexes "occupied by *three* or more of the *active* player's strength points". */
  BthAttritionHex hex = { .sp = 2, .cavalry = 1, .unsupplied = TRUE, .winter = TRUE, .mapboard = 4 };
  BthAttritionResult r;
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *h;

  bth_attrition_resolve_hex (rules, &hex, 6, &r);
  g_assert_false (r.checked);
  g_assert_cmpint (r.loss, ==, 0);
  g_assert_false (r.cavalry_required);
  g_assert_cmpuint (r.modifiers->len, ==, 0);
  bth_attrition_result_clear (&r);

  hex.sp = 3;
  bth_attrition_resolve_hex (rules, &hex, 6, &r);
  g_assert_true (r.checked);
  g_assert_cmpint (r.loss, ==, 1);
  bth_attrition_result_clear (&r);

  out = resolve_json ("{\"die\": 6, \"hexes\": [{\"sp\": 2, \"cavalry\": 1, \"unsupplied\": true}]}",
                      dice, &error);
  g_assert_no_error (error);
  h = json_array_get_object_element (json_object_get_array_member (json_node_get_object (out), "hexes"), 0);
  g_assert_false (json_object_get_boolean_member (h, "checked"));
  g_assert_true (json_object_get_null_member (h, "modified_die"));
  g_assert_true (json_object_get_null_member (h, "column"));
  g_assert_cmpint (json_object_get_int_member (h, "loss"), ==, 0);
}

static void
test_clamp_low (void)
{
  /* Chart: "A modified die roll of less than one is treated as "1"." */
  BthAttritionHex hex = { .sp = 21, .cavalry = 3, .all_french = TRUE, .all_home = TRUE };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &hex, 1, &r);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.a"), ==, -1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.b"), ==, -1);
  g_assert_cmpint (r.modified_die, ==, 1);
  g_assert_cmpint (r.loss, ==, 1);          /* row 1, 21+: "1", no asterisk */
  g_assert_false (r.cavalry_required);
  bth_attrition_result_clear (&r);
}

static void
test_clamp_high (void)
{
  /* Chart: "A modified die roll of greater than six is treated as "6"." */
  BthAttritionHex hex = { .sp = 21, .cavalry = 3, .unsupplied = TRUE, .winter = TRUE, .mapboard = 1 };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &hex, 6, &r);
  g_assert_cmpint (bth_modifier_list_sum (r.modifiers), ==, 3);
  g_assert_cmpint (r.modified_die, ==, 6);
  g_assert_cmpint (r.loss, ==, 5);          /* row 6, 21+: "5*" */
  g_assert_true (r.cavalry_required);
  bth_attrition_result_clear (&r);
}

static void
test_siege_marker (void)
{
  /* G.3.f: "If the strength points are inside a besieged city, the die roll is increased
   * by the number on the siege status marker". */
  BthAttritionHex hex = { .sp = 11, .siege_marker = 3 };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &hex, 1, &r);
  g_assert_cmpuint (r.modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.f"), ==, 3);
  g_assert_cmpint (r.modified_die, ==, 4);
  g_assert_cmpint (r.loss, ==, 2);          /* row 4, 11-15: "2*" */
  bth_attrition_result_clear (&r);

  /* Not besieged: no marker modifier. */
  hex.siege_marker = 0;
  bth_attrition_resolve_hex (rules, &hex, 1, &r);
  g_assert_false (test_has_rule (r.modifiers, "G.3.f"));
  g_assert_cmpint (r.modified_die, ==, 1);
  g_assert_cmpint (r.loss, ==, 0);
  bth_attrition_result_clear (&r);
}

static void
test_all_french (void)
{
  /* G.3.a: "(-1) if all the strength points in the hex are either French or French
   * satellite units." */
  BthAttritionHex hex = { .sp = 8, .all_french = TRUE };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &hex, 5, &r);
  g_assert_cmpuint (r.modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.a"), ==, -1);
  g_assert_cmpint (r.modified_die, ==, 4);
  g_assert_cmpint (r.loss, ==, 1);
  bth_attrition_result_clear (&r);
}

/* ---- the Question Box rulings ------------------------------------------------------------ */

static void
test_qbox_one_unsupplied (void)
{
  /* Question Box [17-1]: if one SP in a hex is unsupplied, all units in the hex are
   * unsupplied for attrition. The caller sets "unsupplied" when ANY SP is; the hex then
   * takes a single +1 (G.3.c), not one per SP. */
  BthAttritionHex hex = { .sp = 12, .unsupplied = TRUE };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &hex, 3, &r);
  g_assert_cmpuint (r.modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.c"), ==, +1);
  g_assert_cmpint (r.modified_die, ==, 4);
  g_assert_cmpint (r.loss, ==, 2);          /* row 4, 11-15: "2*" (supplied: row 3, "1") */
  bth_attrition_result_clear (&r);

  hex.unsupplied = FALSE;
  bth_attrition_resolve_hex (rules, &hex, 3, &r);
  g_assert_false (test_has_rule (r.modifiers, "G.3.c"));
  g_assert_cmpint (r.loss, ==, 1);
  bth_attrition_result_clear (&r);
}

static void
test_qbox_home_only_if_all (void)
{
  /* Question Box [17-1]: the home-country -1 applies only if ALL units in the hex are
   * inside their home country. A mixed hex (all_home FALSE) takes no -1. */
  BthAttritionHex mixed = { .sp = 10, .all_home = FALSE, .winter = TRUE };
  BthAttritionHex home = { .sp = 10, .all_home = TRUE, .winter = TRUE };
  BthAttritionResult r;

  bth_attrition_resolve_hex (rules, &mixed, 4, &r);
  g_assert_false (test_has_rule (r.modifiers, "G.3.b"));
  g_assert_cmpuint (r.modifiers->len, ==, 1);
  g_assert_cmpint (r.modified_die, ==, 5);
  g_assert_cmpint (r.loss, ==, 2);
  bth_attrition_result_clear (&r);

  bth_attrition_resolve_hex (rules, &home, 4, &r);
  g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.b"), ==, -1);
  g_assert_cmpint (r.modified_die, ==, 4);
  g_assert_cmpint (r.loss, ==, 1);
  bth_attrition_result_clear (&r);
}

static void
test_qbox_boards_1_and_4 (void)
{
  /* Question Box [19-5]: attrition zones are map sections, not borders: all units
   * anywhere on boards 1 and 4 get +1 (G.3.e), e.g. Gibraltar whoever holds it. */
  for (int board = 0; board <= 4; board++)
    {
      BthAttritionHex hex = { .sp = 6, .mapboard = board };
      BthAttritionResult r;
      gboolean listed = board == 1 || board == 4;

      g_test_message ("mapboard %d", board);
      bth_attrition_resolve_hex (rules, &hex, 4, &r);
      g_assert_cmpint (test_has_rule (r.modifiers, "G.3.e"), ==, listed);
      g_assert_cmpuint (r.modifiers->len, ==, listed ? 1 : 0);
      if (listed)
        g_assert_cmpint (test_modifier_value (r.modifiers, "G.3.e"), ==, +1);
      g_assert_cmpint (r.modified_die, ==, listed ? 5 : 4);
      g_assert_cmpint (r.loss, ==, listed ? 2 : 1);
      bth_attrition_result_clear (&r);
    }
}

/* ---- the table's columns ------------------------------------------------------------------- */

static void
test_column_boundaries (void)
{
  /* Each pair straddles a column edge; the die is chosen so the two cells differ. */
  const struct {
    int sp, die, column, loss;
    gboolean starred;
  } cases[] = {
    { 3, 6, 0, 1, FALSE },
    { 5, 6, 0, 1, FALSE }, { 6, 6, 1, 2, TRUE },     /* row 6: 1 | 2* */
    { 10, 4, 1, 1, FALSE }, { 11, 4, 2, 2, TRUE },   /* row 4: 1 | 2* */
    { 15, 5, 2, 2, TRUE }, { 16, 5, 3, 3, TRUE },    /* row 5: 2* | 3* */
    { 20, 1, 3, 1, FALSE }, { 21, 2, 4, 2, TRUE },   /* rows 1, 2 */
    { 20, 5, 3, 3, TRUE }, { 21, 5, 4, 4, TRUE },    /* row 5: 3* | 4* */
    { 150, 6, 4, 5, TRUE },                          /* "21+" has no upper bound */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BthAttritionHex hex = { .sp = cases[i].sp, .cavalry = 1 };
      BthAttritionResult r;

      g_test_message ("%d SP, die %d", cases[i].sp, cases[i].die);
      bth_attrition_resolve_hex (rules, &hex, cases[i].die, &r);
      g_assert_cmpint (r.modified_die, ==, cases[i].die);
      g_assert_cmpint (r.column, ==, cases[i].column);
      g_assert_cmpint (r.loss, ==, cases[i].loss);
      g_assert_cmpint (r.cavalry_required, ==, cases[i].starred);
      bth_attrition_result_clear (&r);
    }
}

static void
test_json_column_labels (void)
{
  const char *labels[] = { "3-5", "6-10", "11-15", "16-20", "21+" };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = resolve_json ("{\"die\": 1, \"hexes\": [{\"sp\": 5}, {\"sp\": 6}, {\"sp\": 15},"
                                          " {\"sp\": 20}, {\"sp\": 21}]}", dice, &error);
  JsonArray *hexes;

  g_assert_no_error (error);
  hexes = json_object_get_array_member (json_node_get_object (out), "hexes");
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (hexes, i), "column"),
                     ==, labels[i]);
}

/* ---- invalid input ---------------------------------------------------------------------------- */

static void
test_validate_hex (void)
{
  const struct {
    BthAttritionHex hex;
    guint index;
    const char *prefix;
  } bad[] = {
    { { .sp = -1 }, 0, "$.hexes[0].sp" },
    { { .sp = 4, .cavalry = 5 }, 2, "$.hexes[2].cavalry" },
    { { .sp = 4, .cavalry = -1 }, 0, "$.hexes[0].cavalry" },
    { { .sp = 4, .mapboard = 5 }, 1, "$.hexes[1].mapboard" },
    { { .sp = 4, .siege_marker = 6 }, 0, "$.hexes[0].siege_marker" },
  };
  const BthAttritionHex good[] = {
    { .sp = 0 },
    { .sp = 4, .cavalry = 4, .mapboard = 4, .siege_marker = 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (bth_attrition_validate_hex (&bad[i].hex, bad[i].index, &error));
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, bad[i].prefix));
      g_assert_cmpint (error->message[strlen (bad[i].prefix)], ==, ':');
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_true (bth_attrition_validate_hex (&good[i], 0, NULL));
}

static void
test_json_invalid (void)
{
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": -1}]}", "$.hexes[0].sp:");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": 10}, {\"sp\": 3, \"cavalry\": 4}]}",
                     "$.hexes[1].cavalry:");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": 10, \"mapboard\": 5}]}", "$.hexes[0].mapboard:");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": 2.5}]}", "$.hexes[0].sp: expected an integer");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": \"10\"}]}", "$.hexes[0].sp: expected an integer");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": 10, \"winter\": 1}]}", "$.hexes[0].winter:");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"cavalry\": 1}]}", "$.hexes[0]: missing required key \"sp\"");
  assert_json_fails ("{\"die\": 3, \"hexes\": [{\"sp\": 10, \"unsuplied\": true}]}",
                     "$.hexes[0]: unknown key \"unsuplied\"");
  assert_json_fails ("{\"die\": 3, \"hexes\": [7]}", "$.hexes[0]: expected an object");
  assert_json_fails ("{\"die\": 7, \"hexes\": []}", "$.die: 7 is out of range");
  assert_json_fails ("{\"die\": 0, \"hexes\": []}", "$.die: 0 is out of range");
  assert_json_fails ("{\"die\": 3}", "$: missing required key \"hexes\"");
  assert_json_fails ("[1, 2]", "$: expected an object");
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/attrition/example-g4", test_example_g4);
  g_test_add_func ("/attrition/example-g4-no-cavalry", test_example_g4_no_cavalry);
  g_test_add_func ("/attrition/example-g4-json", test_example_g4_json);
  g_test_add_func ("/attrition/json-one-die", test_json_rolls_one_die);
  g_test_add_func ("/attrition/under-three-sp", test_small_hex_not_checked);
  g_test_add_func ("/attrition/clamp-low", test_clamp_low);
  g_test_add_func ("/attrition/clamp-high", test_clamp_high);
  g_test_add_func ("/attrition/siege-marker", test_siege_marker);
  g_test_add_func ("/attrition/all-french", test_all_french);
  g_test_add_func ("/attrition/qbox/one-unsupplied", test_qbox_one_unsupplied);
  g_test_add_func ("/attrition/qbox/home-only-if-all", test_qbox_home_only_if_all);
  g_test_add_func ("/attrition/qbox/boards-1-and-4", test_qbox_boards_1_and_4);
  g_test_add_func ("/attrition/column-boundaries", test_column_boundaries);
  g_test_add_func ("/attrition/json-column-labels", test_json_column_labels);
  g_test_add_func ("/attrition/validate-hex", test_validate_hex);
  g_test_add_func ("/attrition/json-invalid", test_json_invalid);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
