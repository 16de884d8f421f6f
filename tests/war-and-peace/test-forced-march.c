/* test-forced-march.c — forced marching (rulebook section K), one die per attempt with
 * per-group modifiers (K.5 note, Question Box [17-1]).
 *
 * Forced March Table (charts, 004:251-283), rows = modified die, columns = extra MP tried:
 *        1   2   3
 *   1    1   2   3
 *   2    1   2   3
 *   3    1   2   2*
 *   4    1   1*  1*
 *   5    1   0   0
 *   6    0   0   0
 */
#include "bth-error.h"
#include "bth-forced-march.h"
#include "bth-forced-march-json.h"

#include <string.h>
#include "bth-test-modifiers.h"

static BthRuleset *rules;

static JsonNode *
resolve_json (const char *text, BthDice *dice, GError **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) input = json_from_string (text, &parse_error);

  g_assert_no_error (parse_error);
  return bth_forced_march_resolve_json (rules, input, dice, error);
}

/* Resolves one group of SP of KLASS. */
static void
resolve_one (BthMarchClass klass, int extra_mp, gboolean unsupplied, gboolean winter, int mapboard,
             int die, BthForcedMarchResult *out)
{
  BthMarchGroup group = { .sp = 4, .klass = klass };
  BthForcedMarch march = {
    .extra_mp = extra_mp, .unsupplied = unsupplied, .winter = winter, .mapboard = mapboard,
    .groups = &group, .n_groups = 1,
  };

  g_assert_true (bth_forced_march_validate (&march, NULL));
  bth_forced_march_resolve (rules, &march, die, out);
}

/* ---- K.5, the rulebook example --------------------------------------------------------- */

/* "Napoleon is being moved accompanied by three French Guard strength points, two French
 * infantry strength points, and one Bavarian (French satellite) infantry strength point.
 * ... the French player announces he wishes to attempt to force march this group two
 * additional movement points. He then rolls the die and the result is a "5"." */
static BthMarchGroup example_k5_groups[] = {
  { .sp = 3, .klass = BTH_MARCH_FRENCH_GUARD },
  { .sp = 2, .klass = BTH_MARCH_FRENCH },
  { .sp = 1, .klass = BTH_MARCH_OTHER },
};

static void
test_example_k5 (void)
{
  BthForcedMarch march = { .extra_mp = 2, .groups = example_k5_groups, .n_groups = 3 };
  BthForcedMarchResult r = { 0 };

  g_assert_true (bth_forced_march_validate (&march, NULL));
  bth_forced_march_resolve (rules, &march, 5, &r);
  g_assert_cmpuint (r.n_groups, ==, 3);

  /* "This result is modified to a "3", for the French Guard strength points, a "4" for
   * the French infantry strength points, and remains a "5" for the Bavarian infantry" */
  g_assert_cmpint (r.groups[0].modified_die, ==, 3);
  g_assert_cmpint (r.groups[1].modified_die, ==, 4);
  g_assert_cmpint (r.groups[2].modified_die, ==, 5);
  g_assert_cmpint (test_modifier_value (r.groups[0].modifiers, "K.5.a"), ==, -2);
  g_assert_cmpuint (r.groups[0].modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.groups[1].modifiers, "K.5.b"), ==, -1);
  g_assert_cmpuint (r.groups[1].modifiers->len, ==, 1);
  g_assert_cmpuint (r.groups[2].modifiers->len, ==, 0);

  /* "(which received a "0" on the Forced March Table); Napoleon could then expend one
   * additional movement point accompanied by both the Guard and regular French infantry,
   * and after dropping off all of the regular French infantry, Napoleon could expend one
   * additional movement point accompanied by the Guard strength points." */
  g_assert_cmpint (r.groups[0].extra_mp, ==, 2);
  g_assert_cmpint (r.groups[1].extra_mp, ==, 1);
  g_assert_cmpint (r.groups[2].extra_mp, ==, 0);

  /* "Finally, the French player must eliminate one strength point of regular French
   * infantry because a "4" die roll on the Forced March Table includes an asterisk." */
  g_assert_false (r.groups[0].starred);
  g_assert_true (r.groups[1].starred);
  g_assert_false (r.groups[2].starred);
  g_assert_cmpint (r.loss, ==, 1);
  g_assert_cmpint (r.loss_group, ==, 1);

  bth_forced_march_result_clear (&r);
  g_assert_null (r.groups);
  g_assert_cmpuint (r.n_groups, ==, 0);
}

static void
test_example_k5_json (void)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = resolve_json (
    "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 3, \"class\": \"french_guard\"},"
    " {\"sp\": 2, \"class\": \"french\"}, {\"sp\": 1, \"class\": \"other\"}]}", dice, &error);
  const int modified[] = { 3, 4, 5 }, extra[] = { 2, 1, 0 }, sp[] = { 3, 2, 1 };
  const gboolean asterisk[] = { FALSE, TRUE, FALSE };
  JsonObject *root;
  JsonArray *groups;

  g_assert_no_error (error);
  root = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (root, "die"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (root, "extra_mp_attempted"), ==, 2);
  groups = json_object_get_array_member (root, "groups");
  g_assert_cmpuint (json_array_get_length (groups), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *g = json_array_get_object_element (groups, i);
      g_assert_cmpint (json_object_get_int_member (g, "sp"), ==, sp[i]);
      g_assert_cmpint (json_object_get_int_member (g, "modified_die"), ==, modified[i]);
      g_assert_cmpint (json_object_get_int_member (g, "extra_mp"), ==, extra[i]);
      g_assert_cmpint (json_object_get_boolean_member (g, "asterisk"), ==, asterisk[i]);
    }
  /* K.3.c: "eliminate *one* strength point from the total group" — exactly one. */
  g_assert_cmpint (json_object_get_int_member (root, "loss"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (root, "loss_group"), ==, 1);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

static void
test_one_loss_for_several_asterisks (void)
{
  /* K.3.c: an asterisk costs the group ONE SP, even when two sub-groups both draw one.
   * Die 4 at 3 MP: "other" stays 4 ("1*"), and French 3 ("2*"). */
  BthMarchGroup groups[] = {
    { .sp = 2, .klass = BTH_MARCH_OTHER },
    { .sp = 2, .klass = BTH_MARCH_FRENCH },
  };
  BthForcedMarch march = { .extra_mp = 3, .groups = groups, .n_groups = 2 };
  BthForcedMarchResult r = { 0 };

  bth_forced_march_resolve (rules, &march, 4, &r);
  g_assert_true (r.groups[0].starred);
  g_assert_true (r.groups[1].starred);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 1);
  g_assert_cmpint (r.groups[1].extra_mp, ==, 2);
  g_assert_cmpint (r.loss, ==, 1);
  g_assert_cmpint (r.loss_group, ==, 0);
  bth_forced_march_result_clear (&r);
}

static void
test_no_loss (void)
{
  BthForcedMarchResult r = { 0 };

  resolve_one (BTH_MARCH_OTHER, 2, FALSE, FALSE, 0, 2, &r);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 2);
  g_assert_false (r.groups[0].starred);
  g_assert_cmpint (r.loss, ==, 0);
  g_assert_cmpint (r.loss_group, ==, -1);
  bth_forced_march_result_clear (&r);
}

static void
test_json_rolls_when_no_die (void)
{
  const int typed[] = { 5 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *root;

  bth_dice_set_fixed (dice, typed, 1);
  out = resolve_json ("{\"extra_mp\": 1, \"groups\": [{\"sp\": 4}]}", dice, &error);
  g_assert_no_error (error);
  root = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (root, "die"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (
                     json_array_get_object_element (json_object_get_array_member (root, "groups"), 0),
                     "extra_mp"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (root, "loss"), ==, 0);
  g_assert_true (json_object_get_null_member (root, "loss_group"));
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 0);
  g_assert_cmpstr (((BthRoll *) g_ptr_array_index (bth_dice_get_log (dice), 0))->purpose, ==,
                   "Forced march (K.3)");
}

/* ---- K.5 modifiers --------------------------------------------------------------------------- */

static void
test_unsupplied (void)
{
  /* K.5.c: "(+1) if the moving strength points were unsupplied at the start of the
   * Movement Phase." */
  BthForcedMarchResult r = { 0 };

  resolve_one (BTH_MARCH_OTHER, 2, TRUE, FALSE, 0, 3, &r);
  g_assert_cmpuint (r.groups[0].modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.groups[0].modifiers, "K.5.c"), ==, 1);
  g_assert_cmpint (r.groups[0].modified_die, ==, 4);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 1);
  g_assert_true (r.groups[0].starred);
  bth_forced_march_result_clear (&r);
}

static void
test_winter (void)
{
  /* K.5.e: "(+1) if the current turn is a winter month." */
  BthForcedMarchResult r = { 0 };

  resolve_one (BTH_MARCH_OTHER, 1, FALSE, TRUE, 0, 5, &r);
  g_assert_cmpuint (r.groups[0].modifiers->len, ==, 1);
  g_assert_cmpint (test_modifier_value (r.groups[0].modifiers, "K.5.e"), ==, 1);
  g_assert_cmpint (r.groups[0].modified_die, ==, 6);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 0);
  bth_forced_march_result_clear (&r);
}

static void
test_mapboards (void)
{
  /* K.5.d: "(+1) if the moving strength points were on either Mapboard 1 or 4 at the
   * start of the Movement Phase." */
  for (int board = 0; board <= 4; board++)
    {
      BthForcedMarchResult r = { 0 };
      gboolean listed = board == 1 || board == 4;

      g_test_message ("mapboard %d", board);
      resolve_one (BTH_MARCH_OTHER, 3, FALSE, FALSE, board, 2, &r);
      g_assert_cmpuint (r.groups[0].modifiers->len, ==, listed ? 1 : 0);
      if (listed)
        g_assert_cmpint (test_modifier_value (r.groups[0].modifiers, "K.5.d"), ==, 1);
      g_assert_cmpint (r.groups[0].modified_die, ==, listed ? 3 : 2);
      g_assert_cmpint (r.groups[0].extra_mp, ==, listed ? 2 : 3);
      g_assert_cmpint (r.groups[0].starred, ==, listed);
      bth_forced_march_result_clear (&r);
    }
}

static void
test_modifiers_apply_to_every_group (void)
{
  /* Unsupplied, board 4 and winter apply to every group; the nationality ones do not. */
  BthMarchGroup groups[] = {
    { .sp = 2, .klass = BTH_MARCH_FRENCH_GUARD },
    { .sp = 2, .klass = BTH_MARCH_OTHER },
  };
  BthForcedMarch march = {
    .extra_mp = 1, .unsupplied = TRUE, .winter = TRUE, .mapboard = 4, .groups = groups, .n_groups = 2,
  };
  BthForcedMarchResult r = { 0 };

  bth_forced_march_resolve (rules, &march, 2, &r);
  g_assert_cmpuint (r.groups[0].modifiers->len, ==, 4);
  g_assert_cmpint (bth_modifier_list_sum (r.groups[0].modifiers), ==, 1);
  g_assert_cmpint (r.groups[0].modified_die, ==, 3);
  g_assert_cmpuint (r.groups[1].modifiers->len, ==, 3);
  g_assert_cmpint (bth_modifier_list_sum (r.groups[1].modifiers), ==, 3);
  g_assert_cmpint (r.groups[1].modified_die, ==, 5);
  bth_forced_march_result_clear (&r);
}

static void
test_clamps (void)
{
  /* Chart: "A modified die roll of less than one is treated as "1"." / "...greater than
   * six is treated as "6"." */
  BthForcedMarchResult r = { 0 };

  resolve_one (BTH_MARCH_FRENCH_GUARD, 3, FALSE, FALSE, 0, 1, &r);
  g_assert_cmpint (r.groups[0].modified_die, ==, 1);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 3);
  g_assert_false (r.groups[0].starred);
  bth_forced_march_result_clear (&r);

  resolve_one (BTH_MARCH_OTHER, 1, TRUE, TRUE, 1, 5, &r);
  g_assert_cmpint (bth_modifier_list_sum (r.groups[0].modifiers), ==, 3);
  g_assert_cmpint (r.groups[0].modified_die, ==, 6);
  g_assert_cmpint (r.groups[0].extra_mp, ==, 0);
  bth_forced_march_result_clear (&r);
}

static void
test_class_names (void)
{
  BthMarchClass klass = BTH_MARCH_OTHER;

  g_assert_true (bth_march_class_from_string ("french_guard", &klass));
  g_assert_cmpint (klass, ==, BTH_MARCH_FRENCH_GUARD);
  g_assert_true (bth_march_class_from_string ("french", &klass));
  g_assert_cmpint (klass, ==, BTH_MARCH_FRENCH);
  g_assert_true (bth_march_class_from_string ("other", &klass));
  g_assert_cmpint (klass, ==, BTH_MARCH_OTHER);
  g_assert_false (bth_march_class_from_string ("guard", &klass));
  g_assert_false (bth_march_class_from_string ("French", &klass));
  g_assert_false (bth_march_class_from_string (NULL, &klass));
}

/* ---- invalid input ------------------------------------------------------------------------------ */

static void
test_validate (void)
{
  BthMarchGroup one = { .sp = 1, .klass = BTH_MARCH_OTHER };
  BthMarchGroup zero[] = { { .sp = 3 }, { .sp = 0 } };
  const struct {
    BthForcedMarch march;
    const char *prefix;
  } bad[] = {
    { { .extra_mp = 4, .groups = &one, .n_groups = 1 }, "$.extra_mp:" },   /* K.2: "one, two or three" */
    { { .extra_mp = 0, .groups = &one, .n_groups = 1 }, "$.extra_mp:" },
    { { .extra_mp = 1, .groups = NULL, .n_groups = 0 }, "$.groups:" },     /* K.4: never alone */
    { { .extra_mp = 1, .groups = zero, .n_groups = 2 }, "$.groups[1].sp:" },
    { { .extra_mp = 1, .mapboard = 5, .groups = &one, .n_groups = 1 }, "$.mapboard:" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (bth_forced_march_validate (&bad[i].march, &error));
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, bad[i].prefix));
    }
}

static void
test_json_invalid (void)
{
  const struct {
    const char *input;
    const char *prefix;
  } bad[] = {
    { "{\"die\": 5, \"extra_mp\": 4, \"groups\": [{\"sp\": 1}]}", "$.extra_mp:" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": []}", "$.groups:" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 2}, {\"sp\": 0}]}", "$.groups[1].sp:" },
    { "{\"die\": 5, \"extra_mp\": 2.5, \"groups\": [{\"sp\": 1}]}", "$.extra_mp: expected an integer" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": \"2\"}]}", "$.groups[0].sp: expected an integer" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 2, \"class\": \"bavarian\"}]}", "$.groups[0].class:" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 2, \"class\": 1}]}", "$.groups[0].class:" },
    { "{\"die\": 5, \"extra_mp\": 2, \"groups\": [{\"sp\": 2, \"nation\": \"french\"}]}",
      "$.groups[0]: unknown key \"nation\"" },
    { "{\"die\": 7, \"extra_mp\": 2, \"groups\": [{\"sp\": 1}]}", "$.die: 7 is out of range" },
    { "{\"die\": 5, \"extra_mp\": 2, \"mapboard\": 5, \"groups\": [{\"sp\": 1}]}", "$.mapboard:" },
    { "{\"die\": 5, \"groups\": [{\"sp\": 1}]}", "$: missing required key \"extra_mp\"" },
    { "{\"die\": 5, \"extra_mp\": 1, \"winter\": \"yes\", \"groups\": [{\"sp\": 1}]}", "$.winter:" },
    { "\"march\"", "$: expected an object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(BthDice) dice = bth_dice_new (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) out = NULL;

      g_test_message ("input: %s", bad[i].input);
      out = resolve_json (bad[i].input, dice, &error);
      g_assert_null (out);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      g_test_message ("error: %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, bad[i].prefix));
      g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
    }
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/forced-march/example-k5", test_example_k5);
  g_test_add_func ("/forced-march/example-k5-json", test_example_k5_json);
  g_test_add_func ("/forced-march/one-loss", test_one_loss_for_several_asterisks);
  g_test_add_func ("/forced-march/no-loss", test_no_loss);
  g_test_add_func ("/forced-march/json-rolls", test_json_rolls_when_no_die);
  g_test_add_func ("/forced-march/unsupplied", test_unsupplied);
  g_test_add_func ("/forced-march/winter", test_winter);
  g_test_add_func ("/forced-march/mapboards", test_mapboards);
  g_test_add_func ("/forced-march/every-group", test_modifiers_apply_to_every_group);
  g_test_add_func ("/forced-march/clamps", test_clamps);
  g_test_add_func ("/forced-march/class-names", test_class_names);
  g_test_add_func ("/forced-march/validate", test_validate);
  g_test_add_func ("/forced-march/json-invalid", test_json_invalid);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
