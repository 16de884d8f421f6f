/* test-checks.c — the small checks: overrun (L), commitment (N.7.b), withdrawal loss
 * (Q.1.h), leader casualties (R), sieges (S.9), the alliance roll (H) and the optional
 * Weather Table (charts, 004:144-170), each through its C function and its JSON front end.
 */
#include "bth-checks.h"
#include "bth-checks-json.h"
#include "bth-error.h"

#include <string.h>
#include "bth-test-modifiers.h"

static BthRuleset *rules;


/* Runs RESOLVER on TEXT with a fresh seeded generator; the caller frees the result. */
static JsonNode *
run_json (BthJsonResolver resolver, const char *text, BthDice *dice, GError **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) input = json_from_string (text, &parse_error);

  g_assert_no_error (parse_error);
  return resolver (rules, input, dice, error);
}

/* The players gave every die: nothing is rolled (a generator with an empty log). */
static JsonObject *
run_json_fixed (BthJsonResolver resolver, const char *text)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  JsonNode *out = run_json (resolver, text, dice, &error);
  JsonObject *obj;

  g_test_message ("input: %s", text);
  g_assert_no_error (error);
  g_assert_nonnull (out);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
  obj = json_object_ref (json_node_get_object (out));
  json_node_unref (out);
  return obj;
}

static void
assert_json_fails (BthJsonResolver resolver, const char *text, const char *prefix)
{
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;

  g_test_message ("input: %s", text);
  out = run_json (resolver, text, dice, &error);
  g_assert_null (out);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_test_message ("error: %s", error->message);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

/* ---- Overrun (L) -------------------------------------------------------------------------- */

static void
overrun (int moving_sp, int moving_cavalry, int defender_sp, int defender_cavalry,
         gboolean difficult, gboolean city, gboolean supplied, BthOverrunResult *out)
{
  BthOverrun o = {
    .moving_sp = moving_sp, .moving_cavalry = moving_cavalry, .moving_supplied = supplied,
    .defender_sp = defender_sp, .defender_cavalry = defender_cavalry,
    .defender_mountain_or_entrenched = difficult, .defender_inside_city = city,
  };

  bth_overrun_check (rules, &o, out);
}

static void
test_overrun_four_to_one (void)
{
  /* L.1: "at least **4 to 1** odds ... by expending one additional movement point" */
  BthOverrunResult r;

  overrun (8, 0, 2, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpstr (r.odds, ==, "4:1");
  g_assert_cmpint (r.extra_mp, ==, 1);
  bth_overrun_result_clear (&r);
  g_assert_null (r.odds);
  g_assert_null (r.reasons);

  /* 7:2 is short of 4:1. */
  overrun (7, 0, 2, 0, FALSE, FALSE, TRUE, &r);
  g_assert_false (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 0);
  g_assert_true (test_has_rule (r.reasons, "L.1"));
  bth_overrun_result_clear (&r);

  /* 9:2 (4.5:1) is enough on open ground. */
  overrun (9, 0, 2, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 1);
  bth_overrun_result_clear (&r);
}

static void
test_overrun_mountain_or_entrenched (void)
{
  /* L.1.a: "If a force occupies a Mountain hex or is entrenched, the active player must
   * achieve at least **5 to 1** odds to overrun that force." */
  BthOverrunResult r;

  overrun (9, 0, 2, 0, TRUE, FALSE, TRUE, &r);
  g_assert_false (r.allowed);
  g_assert_cmpstr (r.odds, ==, "5:1");
  g_assert_true (test_has_rule (r.reasons, "L.1.a"));
  bth_overrun_result_clear (&r);

  overrun (10, 0, 2, 0, TRUE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpstr (r.odds, ==, "5:1");
  g_assert_cmpint (r.extra_mp, ==, 1);
  bth_overrun_result_clear (&r);
}

static void
test_overrun_six_to_one (void)
{
  /* L.1.b: "If the moving force is sufficient to achieve **6 to 1** odds against a hex,
   * it may execute an overrun without expending the additional Movement Point". */
  BthOverrunResult r;

  overrun (6, 0, 1, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 0);
  g_assert_true (test_has_rule (r.reasons, "L.1.b"));
  bth_overrun_result_clear (&r);

  /* ...also against a mountain hex. */
  overrun (6, 0, 1, 0, TRUE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 0);
  bth_overrun_result_clear (&r);

  /* 5:1 still costs the extra point. */
  overrun (10, 0, 2, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 1);
  bth_overrun_result_clear (&r);
}

static void
test_overrun_cavalry (void)
{
  /* L.4: "A force containing cavalry may only be overrun by a moving force which
   * possesses an equal or greater number of cavalry strength points." */
  BthOverrunResult r;

  overrun (10, 1, 2, 2, FALSE, FALSE, TRUE, &r);
  g_assert_false (r.allowed);
  g_assert_true (test_has_rule (r.reasons, "L.4"));
  bth_overrun_result_clear (&r);

  overrun (10, 2, 2, 2, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  g_assert_false (test_has_rule (r.reasons, "L.4"));
  bth_overrun_result_clear (&r);

  /* A defender without cavalry needs none. */
  overrun (10, 0, 2, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  bth_overrun_result_clear (&r);
}

static void
test_overrun_city (void)
{
  /* L.5: "Strength points *inside* cities may never be overrun." — whatever the odds. */
  BthOverrunResult r;

  overrun (10, 0, 1, 0, FALSE, TRUE, TRUE, &r);
  g_assert_false (r.allowed);
  g_assert_cmpint (r.extra_mp, ==, 0);
  g_assert_true (test_has_rule (r.reasons, "L.5"));
  bth_overrun_result_clear (&r);
}

static void
test_overrun_unsupplied (void)
{
  /* L.2 / M.7: "Strength points which were unsupplied at the start of the Movement Phase
   * may not execute an overrun." */
  BthOverrunResult r;

  overrun (10, 0, 1, 0, FALSE, FALSE, FALSE, &r);
  g_assert_false (r.allowed);
  g_assert_true (test_has_rule (r.reasons, "M.7"));
  bth_overrun_result_clear (&r);
}

static void
test_overrun_ten_sp (void)
{
  /* L.1.c: "The total number of strength points accompanying the leader can never
   * exceed ten". */
  BthOverrunResult r;

  overrun (11, 0, 1, 0, FALSE, FALSE, TRUE, &r);
  g_assert_false (r.allowed);
  g_assert_true (test_has_rule (r.reasons, "L.1.c"));
  bth_overrun_result_clear (&r);

  overrun (10, 0, 1, 0, FALSE, FALSE, TRUE, &r);
  g_assert_true (r.allowed);
  bth_overrun_result_clear (&r);
}

static void
test_overrun_json (void)
{
  g_autoptr(JsonObject) ok = run_json_fixed (bth_overrun_json, "{\"moving_sp\": 8, \"defender_sp\": 2}");
  g_autoptr(JsonObject) free_mp = run_json_fixed (bth_overrun_json, "{\"moving_sp\": 6, \"defender_sp\": 1}");
  g_autoptr(JsonObject) hills = run_json_fixed (bth_overrun_json,
                                                "{\"moving_sp\": 9, \"defender_sp\": 2,"
                                                " \"defender_mountain_or_entrenched\": true}");
  g_autoptr(JsonObject) horse = run_json_fixed (bth_overrun_json,
                                                "{\"moving_sp\": 10, \"moving_cavalry\": 1, \"defender_sp\": 2,"
                                                " \"defender_cavalry\": 2}");
  g_autoptr(JsonObject) city = run_json_fixed (bth_overrun_json,
                                               "{\"moving_sp\": 10, \"defender_sp\": 1, \"defender_inside_city\": true}");
  g_autoptr(JsonObject) hungry = run_json_fixed (bth_overrun_json,
                                                 "{\"moving_sp\": 10, \"defender_sp\": 1, \"moving_supplied\": false}");

  g_assert_true (json_object_get_boolean_member (ok, "allowed"));
  g_assert_cmpstr (json_object_get_string_member (ok, "odds_needed"), ==, "4:1");
  g_assert_cmpint (json_object_get_int_member (ok, "extra_mp"), ==, 1);
  g_assert_true (json_object_get_boolean_member (free_mp, "allowed"));
  g_assert_cmpint (json_object_get_int_member (free_mp, "extra_mp"), ==, 0);
  g_assert_false (json_object_get_boolean_member (hills, "allowed"));
  g_assert_cmpstr (json_object_get_string_member (hills, "odds_needed"), ==, "5:1");
  g_assert_false (json_object_get_boolean_member (horse, "allowed"));
  g_assert_false (json_object_get_boolean_member (city, "allowed"));
  g_assert_false (json_object_get_boolean_member (hungry, "allowed"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (hungry, "reasons")), >, 0);

  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 8}", "$: missing required key \"defender_sp\"");
  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 0, \"defender_sp\": 2}", "$.moving_sp:");
  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 4, \"moving_cavalry\": 5, \"defender_sp\": 1}",
                     "$.moving_cavalry:");
  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 4, \"defender_sp\": 1, \"defender_cavalry\": 2}",
                     "$.defender_cavalry:");
  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 8.5, \"defender_sp\": 2}", "$.moving_sp: expected an integer");
  assert_json_fails (bth_overrun_json, "{\"moving_sp\": 8, \"defender_sp\": 2, \"odds\": \"4:1\"}",
                     "$: unknown key \"odds\"");
}

/* ---- Commitment (N.7.b) ---------------------------------------------------------------------- */

static void
test_commitment (void)
{
  /* N.7.b: "he immediately rolls a single die which he may modify by adding the
   * leadership value of any **single** leader ... If the modified result is **five** or
   * greater, the strength points in that hex are automatically considered committed". */
  int modified = 0;

  g_assert_true (bth_commitment_succeeds (rules, 5, 0, &modified));
  g_assert_cmpint (modified, ==, 5);
  g_assert_false (bth_commitment_succeeds (rules, 4, 0, &modified));
  g_assert_cmpint (modified, ==, 4);
  g_assert_true (bth_commitment_succeeds (rules, 3, 2, &modified));
  g_assert_cmpint (modified, ==, 5);
  g_assert_false (bth_commitment_succeeds (rules, 1, 3, &modified));
  g_assert_cmpint (modified, ==, 4);
  g_assert_true (bth_commitment_succeeds (rules, 6, 3, &modified));
  g_assert_cmpint (modified, ==, 9);
}

static void
test_commitment_json (void)
{
  g_autoptr(JsonObject) yes = run_json_fixed (bth_commitment_json, "{\"die\": 3, \"leader\": 2}");
  g_autoptr(JsonObject) no = run_json_fixed (bth_commitment_json, "{\"die\": 4}");
  const int typed[] = { 2 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) rolled = NULL;

  g_assert_cmpint (json_object_get_int_member (yes, "die"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (yes, "modified_die"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (yes, "needed"), ==, 5);
  g_assert_true (json_object_get_boolean_member (yes, "committed"));
  g_assert_cmpstr (json_object_get_string_member (yes, "rule"), ==, "N.7.b");
  /* No leader: the die alone. */
  g_assert_cmpint (json_object_get_int_member (no, "modified_die"), ==, 4);
  g_assert_false (json_object_get_boolean_member (no, "committed"));

  /* Without "die" the generator rolls (here: the players' typed 2). */
  bth_dice_set_fixed (dice, typed, 1);
  rolled = run_json (bth_commitment_json, "{\"leader\": 3}", dice, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (rolled), "modified_die"), ==, 5);
  g_assert_cmpstr (((BthRoll *) g_ptr_array_index (bth_dice_get_log (dice), 0))->purpose, ==,
                   "Commitment (N.7.b)");

  assert_json_fails (bth_commitment_json, "{\"die\": 7}", "$.die:");
  assert_json_fails (bth_commitment_json, "{\"die\": 3, \"leader\": 4}", "$.leader:");
  assert_json_fails (bth_commitment_json, "{\"die\": 3, \"leader\": \"Ney\"}", "$.leader:");
}

/* ---- Withdrawal (Q.1.h) -------------------------------------------------------------------- */

static void
test_withdrawal (void)
{
  /* Q.1.h: "Any force which withdraws from a field battle automatically loses one
   * strength point (of any type) if the opposing force possesses more cavalry strength
   * points than the force which is withdrawing." */
  g_assert_cmpint (bth_withdrawal_loss (rules, 2, 3), ==, 1);
  g_assert_cmpint (bth_withdrawal_loss (rules, 0, 1), ==, 1);
  g_assert_cmpint (bth_withdrawal_loss (rules, 3, 3), ==, 0);   /* equal is not more */
  g_assert_cmpint (bth_withdrawal_loss (rules, 4, 3), ==, 0);
  g_assert_cmpint (bth_withdrawal_loss (rules, 0, 0), ==, 0);
}

static void
test_withdrawal_json (void)
{
  g_autoptr(JsonObject) loss = run_json_fixed (bth_withdrawal_json,
                                               "{\"withdrawing_cavalry\": 1, \"opposing_cavalry\": 2}");
  g_autoptr(JsonObject) even = run_json_fixed (bth_withdrawal_json,
                                               "{\"withdrawing_cavalry\": 2, \"opposing_cavalry\": 2}");

  g_assert_cmpint (json_object_get_int_member (loss, "loss"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (loss, "rule"), ==, "Q.1.h");
  g_assert_cmpint (json_object_get_int_member (even, "loss"), ==, 0);

  assert_json_fails (bth_withdrawal_json, "{\"withdrawing_cavalry\": 1}",
                     "$: missing required key \"opposing_cavalry\"");
  assert_json_fails (bth_withdrawal_json, "{\"withdrawing_cavalry\": -1, \"opposing_cavalry\": 2}",
                     "$.withdrawing_cavalry:");
}

/* ---- Leader casualties (R) ------------------------------------------------------------------- */

static void
test_leader_casualty (void)
{
  /* R.1: "If the result is less than twelve, the leader is unharmed. If a "12" is
   * rolled, the leader is considered a casualty" */
  int turns = -1;

  for (int roll = 2; roll <= 11; roll++)
    g_assert_false (bth_leader_is_casualty (rules, roll));
  g_assert_true (bth_leader_is_casualty (rules, 12));

  /* "If the result is 1-5, the leader is removed from the map and placed on the Turn
   * Record Track (on a roll of "1" the leader is placed in the box representing the next
   * turn, on a roll of "2" in the box representing two turns in the future, etc.)." */
  for (int die = 1; die <= 5; die++)
    {
      g_assert_cmpint (bth_leader_fate (rules, die, &turns), ==, BTH_LEADER_WOUNDED);
      g_assert_cmpint (turns, ==, die);
    }
  /* "If the second die roll is a "6", the leader is considered to have been killed" */
  g_assert_cmpint (bth_leader_fate (rules, 6, &turns), ==, BTH_LEADER_KILLED);
  g_assert_cmpint (turns, ==, 0);

  g_assert_cmpstr (bth_leader_fate_to_string (BTH_LEADER_UNHARMED), ==, "unharmed");
  g_assert_cmpstr (bth_leader_fate_to_string (BTH_LEADER_WOUNDED), ==, "wounded");
  g_assert_cmpstr (bth_leader_fate_to_string (BTH_LEADER_KILLED), ==, "killed");
}

static void
test_leader_casualty_json (void)
{
  g_autoptr(JsonObject) safe = run_json_fixed (bth_leader_casualty_json, "{\"dice\": 11}");
  g_autoptr(JsonObject) wounded = run_json_fixed (bth_leader_casualty_json, "{\"dice\": 12, \"second_die\": 3}");
  g_autoptr(JsonObject) killed = run_json_fixed (bth_leader_casualty_json, "{\"dice\": 12, \"second_die\": 6}");

  g_assert_cmpint (json_object_get_int_member (safe, "roll"), ==, 11);
  g_assert_cmpstr (json_object_get_string_member (safe, "fate"), ==, "unharmed");
  g_assert_cmpint (json_object_get_int_member (safe, "turns_out"), ==, 0);
  g_assert_false (json_object_has_member (safe, "second_die"));
  g_assert_cmpstr (json_object_get_string_member (safe, "rule"), ==, "R.1");

  g_assert_cmpint (json_object_get_int_member (wounded, "roll"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (wounded, "second_die"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (wounded, "fate"), ==, "wounded");
  g_assert_cmpint (json_object_get_int_member (wounded, "turns_out"), ==, 3);

  g_assert_cmpstr (json_object_get_string_member (killed, "fate"), ==, "killed");
  g_assert_cmpint (json_object_get_int_member (killed, "turns_out"), ==, 0);

  assert_json_fails (bth_leader_casualty_json, "{\"dice\": 13}", "$.dice:");
  assert_json_fails (bth_leader_casualty_json, "{\"dice\": 1}", "$.dice:");
  assert_json_fails (bth_leader_casualty_json, "{\"dice\": 12, \"second_die\": 7}", "$.second_die:");
  assert_json_fails (bth_leader_casualty_json, "{\"named\": \"yes\"}", "$.named:");
}

static void
test_leader_casualty_rolls (void)
{
  /* R.1: "the player rolls the dice" (two) and, on 12, "immediately rolls *one*
   * additional die". Typed dice 6+6, then 4. */
  const int typed[] = { 6, 6, 4 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  GPtrArray *log = bth_dice_get_log (dice);
  JsonObject *obj;

  bth_dice_set_fixed (dice, typed, G_N_ELEMENTS (typed));
  out = run_json (bth_leader_casualty_json, "{}", dice, &error);
  g_assert_no_error (error);
  obj = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (obj, "roll"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (obj, "second_die"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (obj, "fate"), ==, "wounded");
  g_assert_cmpint (json_object_get_int_member (obj, "turns_out"), ==, 4);
  g_assert_cmpuint (log->len, ==, 2);
  g_assert_cmpuint (((BthRoll *) g_ptr_array_index (log, 0))->count, ==, 2);
  g_assert_cmpuint (((BthRoll *) g_ptr_array_index (log, 1))->count, ==, 1);
}

static void
test_leader_unnamed (void)
{
  /* R.4: "Unnamed leaders can never be killed or injured." (R.1 rolls only for "his
   * named leaders"): nothing is rolled, whatever dice were given. */
  const int typed[] = { 6, 6, 6 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(JsonNode) given = NULL;
  JsonObject *obj;

  bth_dice_set_fixed (dice, typed, G_N_ELEMENTS (typed));
  out = run_json (bth_leader_casualty_json, "{\"named\": false}", dice, &error);
  g_assert_no_error (error);
  obj = json_node_get_object (out);
  g_assert_cmpstr (json_object_get_string_member (obj, "fate"), ==, "unharmed");
  g_assert_cmpstr (json_object_get_string_member (obj, "rule"), ==, "R.4");
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 3);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);

  /* Even a typed 12 and 6 leave an unnamed leader unharmed. */
  given = run_json (bth_leader_casualty_json, "{\"named\": false, \"dice\": 12, \"second_die\": 6}",
                    dice, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (given), "fate"), ==, "unharmed");
}

/* ---- Sieges (S.9) ------------------------------------------------------------------------------ */

static void
test_siege (void)
{
  /* S.9.c: "If the result is equal or less than the number of the marker, *all* of the
   * units inside the city are immediately eliminated" */
  for (int marker = 1; marker <= 5; marker++)
    for (int die = 1; die <= 6; die++)
      g_assert_cmpint (bth_siege_falls (rules, marker, die), ==, die <= marker);

  /* S.9.b: "the numerical marker is increased by one"; S.9.c: "There is no "6" marker
   * provided thus a siege may continue indefinitely." */
  g_assert_cmpint (bth_siege_next_marker (rules, 1), ==, 2);
  g_assert_cmpint (bth_siege_next_marker (rules, 4), ==, 5);
  g_assert_cmpint (bth_siege_next_marker (rules, 5), ==, 5);
}

static void
test_siege_json (void)
{
  g_autoptr(JsonObject) falls = run_json_fixed (bth_siege_json, "{\"marker\": 2, \"die\": 2}");
  g_autoptr(JsonObject) holds = run_json_fixed (bth_siege_json, "{\"marker\": 2, \"die\": 3}");
  g_autoptr(JsonObject) last = run_json_fixed (bth_siege_json, "{\"marker\": 5, \"die\": 6}");

  g_assert_true (json_object_get_boolean_member (falls, "falls"));
  g_assert_cmpint (json_object_get_int_member (falls, "marker"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (falls, "die"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (falls, "rule"), ==, "S.9.c");
  g_assert_false (json_object_get_boolean_member (holds, "falls"));
  g_assert_cmpint (json_object_get_int_member (holds, "next_marker"), ==, 3);
  g_assert_false (json_object_get_boolean_member (last, "falls"));
  g_assert_cmpint (json_object_get_int_member (last, "next_marker"), ==, 5);

  assert_json_fails (bth_siege_json, "{\"marker\": 6, \"die\": 1}", "$.marker:");
  assert_json_fails (bth_siege_json, "{\"marker\": 0, \"die\": 1}", "$.marker:");
  assert_json_fails (bth_siege_json, "{\"die\": 1}", "$: missing required key \"marker\"");
}

/* ---- Alliance (H) ------------------------------------------------------------------------------ */

static void
test_alliance_signs (void)
{
  /* H.2.a: "(-1) for each French victory point, city point, and pro-French power."
   * H.2.b: "(+1) for each non-French victory point, city point, and anti-French power." */
  BthAllianceDisplay d = { .french_vp = 1, .french_cp = 1, .pro_french_powers = 1,
                           .anti_vp = 2, .anti_cp = 1, .anti_french_powers = 1 };
  g_autoptr(GArray) mods = bth_modifier_list_new ();
  int h2a = 0, h2b = 0;

  g_assert_cmpint (bth_alliance_roll (rules, &d, 3, NULL, mods), ==, 4);
  for (guint i = 0; i < mods->len; i++)
    {
      BthModifier *m = &g_array_index (mods, BthModifier, i);
      if (g_str_equal (m->rule, "H.2.a"))
        {
          g_assert_cmpint (m->value, <=, 0);
          h2a += m->value;
        }
      else if (g_str_equal (m->rule, "H.2.b"))
        {
          g_assert_cmpint (m->value, >=, 0);
          h2b += m->value;
        }
    }
  g_assert_cmpint (h2a, ==, -3);
  g_assert_cmpint (h2b, ==, 4);
  g_assert_cmpint (bth_modifier_list_sum (mods), ==, 1);
}

static void
test_alliance_cap (void)
{
  /* H.6: "the Alliance Phase die roll may never be modified by more than plus or minus
   * four." */
  BthAllianceDisplay french = { .french_vp = 3, .french_cp = 2, .pro_french_powers = 1 };
  BthAllianceDisplay anti = { .anti_vp = 5, .anti_cp = 2 };
  g_autoptr(GArray) m1 = bth_modifier_list_new ();
  g_autoptr(GArray) m2 = bth_modifier_list_new ();
  g_autoptr(GArray) m3 = bth_modifier_list_new ();
  BthAllianceDisplay four = { .anti_vp = 4 };

  g_assert_cmpint (bth_alliance_roll (rules, &french, 6, NULL, m1), ==, 2);
  g_assert_cmpint (bth_modifier_list_sum (m1), ==, -4);
  g_assert_true (test_has_rule (m1, "H.6"));

  g_assert_cmpint (bth_alliance_roll (rules, &anti, 2, NULL, m2), ==, 6);
  g_assert_cmpint (bth_modifier_list_sum (m2), ==, 4);
  g_assert_true (test_has_rule (m2, "H.6"));

  /* Exactly four needs no cap. */
  g_assert_cmpint (bth_alliance_roll (rules, &four, 1, NULL, m3), ==, 5);
  g_assert_false (test_has_rule (m3, "H.6"));
}

static void
test_alliance_clamp (void)
{
  /* H.6: "A modified die roll greater than six is always considered a "7". A modified
   * die roll of less than one is always considered a "0"." */
  BthAllianceDisplay anti = { .anti_vp = 9 };
  BthAllianceDisplay french = { .french_vp = 9 };
  BthAllianceDisplay one = { .anti_cp = 1 };
  g_autoptr(GArray) m = bth_modifier_list_new ();

  g_assert_cmpint (bth_alliance_roll (rules, &anti, 6, NULL, m), ==, 7);    /* 6 + 4 = 10 */
  g_array_set_size (m, 0);
  g_assert_cmpint (bth_alliance_roll (rules, &anti, 3, NULL, m), ==, 7);    /* exactly 7 */
  g_array_set_size (m, 0);
  g_assert_cmpint (bth_alliance_roll (rules, &french, 1, NULL, m), ==, 0);  /* 1 - 4 = -3 */
  g_array_set_size (m, 0);
  g_assert_cmpint (bth_alliance_roll (rules, &french, 4, NULL, m), ==, 0);  /* exactly 0 */
  g_array_set_size (m, 0);
  g_assert_cmpint (bth_alliance_roll (rules, &one, 6, NULL, m), ==, 7);
}

static void
test_alliance_extra (void)
{
  /* H.2 note: "the die roll may be modified for other reasons which are specified in the
   * special rules governing the scenario" — those count toward the same cap. */
  BthAllianceDisplay d = { .anti_vp = 3 };
  g_autoptr(GArray) extra = bth_modifier_list_new ();
  g_autoptr(GArray) m = bth_modifier_list_new ();

  bth_modifier_list_add (extra, -2, "Scenario", "Austria at war");
  g_assert_cmpint (bth_alliance_roll (rules, &d, 3, extra, m), ==, 4);
  g_assert_true (test_has_rule (m, "Scenario"));
  g_array_set_size (m, 0);
  g_array_set_size (extra, 0);
  bth_modifier_list_add (extra, 3, "Scenario", "Prussia mobilises");
  g_assert_cmpint (bth_alliance_roll (rules, &d, 1, extra, m), ==, 5);     /* +6 capped to +4 */
}

static void
test_alliance_json (void)
{
  g_autoptr(JsonObject) high = run_json_fixed (bth_alliance_json, "{\"die\": 6, \"anti_vp\": 9}");
  g_autoptr(JsonObject) low = run_json_fixed (bth_alliance_json, "{\"die\": 1, \"french_vp\": 2}");
  g_autoptr(JsonObject) none = run_json_fixed (bth_alliance_json,
                                               "{\"die\": 3, \"french_cp\": 1, \"anti_french_powers\": 1,"
                                               " \"modifiers\": [{\"reason\": \"Scenario\", \"value\": 1,"
                                               " \"rule\": \"Scenario\"}]}");
  JsonArray *mods;
  int sum = 0;

  g_assert_cmpint (json_object_get_int_member (high, "die"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (high, "modified_die"), ==, 7);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (high, "effect"), "7"));
  g_assert_cmpint (json_object_get_int_member (low, "modified_die"), ==, 0);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (low, "effect"), "0"));
  g_assert_cmpint (json_object_get_int_member (none, "modified_die"), ==, 4);
  /* H.7: "A modified die roll of "1" through "6" has no effect in any scenario." */
  g_assert_cmpstr (json_object_get_string_member (none, "effect"), ==, "no effect (H.7)");
  mods = json_object_get_array_member (none, "modifiers");
  for (guint i = 0; i < json_array_get_length (mods); i++)
    sum += json_object_get_int_member (json_array_get_object_element (mods, i), "value");
  g_assert_cmpint (sum, ==, 1);

  assert_json_fails (bth_alliance_json, "{\"die\": 3, \"french_vp\": -1}", "$.french_vp:");
  assert_json_fails (bth_alliance_json, "{\"die\": 3, \"modifiers\": [{\"reason\": \"x\", \"value\": 1}]}",
                     "$.modifiers[0]: missing required key \"rule\"");
  assert_json_fails (bth_alliance_json,
                     "{\"die\": 3, \"modifiers\": [{\"reason\": \"x\", \"value\": 1.5, \"rule\": \"y\"}]}",
                     "$.modifiers[0].value: expected an integer");
  assert_json_fails (bth_alliance_json, "{\"die\": 3, \"vp\": 1}", "$: unknown key \"vp\"");
}

/* ---- Weather (charts, 004:144-170) -------------------------------------------------------------- */

static void
test_weather (void)
{
  /* "Die Roll is +1 in Map Board Area 4, (Russia), and -1 in Map Board Area 1 (Spain)";
   * the chart has rows 0 to 7 for the modified roll. */
  const struct {
    int month, mapboard, die, row;
    const char *weather;
  } cases[] = {
    { 1, 4, 6, 7, "Cold" },     /* Jan, Russia */
    { 10, 4, 6, 7, "Cold" },    /* Oct row 7 ... */
    { 10, 2, 6, 6, "Wet" },     /* ... against row 6 off board 4 */
    { 11, 1, 1, 0, "Poor" },    /* Nov row 0 in Spain ... */
    { 11, 3, 1, 1, "Wet" },     /* ... against row 1 */
    { 12, 1, 1, 0, "Wet" },
    { 12, 2, 1, 1, "Cold" },
    { 3, 4, 2, 3, "Poor" },
    { 3, 0, 2, 2, "Wet" },
    { 4, 4, 3, 4, "Wet" },
    { 4, 2, 3, 3, "Fair" },
    { 5, 4, 6, 7, "Wet" },
    { 5, 3, 6, 6, "Fair" },
    { 9, 1, 6, 5, "Fair" },
    { 9, 2, 6, 6, "Wet" },
    { 7, 4, 6, 7, "Fair" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GArray) mods = bth_modifier_list_new ();
      int row = -1;
      const char *weather;

      g_test_message ("month %d, board %d, die %d", cases[i].month, cases[i].mapboard, cases[i].die);
      weather = bth_weather_lookup (rules, cases[i].month, cases[i].mapboard, cases[i].die, &row, mods);
      g_assert_cmpint (row, ==, cases[i].row);
      g_assert_cmpstr (weather, ==, cases[i].weather);
      g_assert_cmpint (bth_modifier_list_sum (mods), ==,
                       cases[i].mapboard == 4 ? 1 : cases[i].mapboard == 1 ? -1 : 0);
      g_assert_cmpuint (mods->len, ==, cases[i].mapboard == 1 || cases[i].mapboard == 4 ? 1 : 0);
    }
}

static void
test_weather_json (void)
{
  g_autoptr(JsonObject) russia = run_json_fixed (bth_weather_json, "{\"month\": 1, \"mapboard\": 4, \"die\": 6}");
  g_autoptr(JsonObject) spain = run_json_fixed (bth_weather_json, "{\"month\": 11, \"mapboard\": 1, \"die\": 1}");
  g_autoptr(JsonObject) plain = run_json_fixed (bth_weather_json, "{\"month\": 10, \"die\": 6}");

  g_assert_cmpint (json_object_get_int_member (russia, "die"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (russia, "row"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (russia, "month"), ==, "Jan");
  g_assert_cmpstr (json_object_get_string_member (russia, "weather"), ==, "Cold");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (russia, "modifiers")), ==, 1);
  g_assert_cmpint (json_object_get_int_member (spain, "row"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (spain, "weather"), ==, "Poor");
  g_assert_cmpint (json_object_get_int_member (plain, "row"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (plain, "month"), ==, "Oct");
  g_assert_cmpstr (json_object_get_string_member (plain, "weather"), ==, "Wet");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (plain, "modifiers")), ==, 0);

  assert_json_fails (bth_weather_json, "{\"month\": 13, \"die\": 1}", "$.month:");
  assert_json_fails (bth_weather_json, "{\"month\": 0, \"die\": 1}", "$.month:");
  assert_json_fails (bth_weather_json, "{\"month\": 1, \"mapboard\": 5, \"die\": 1}", "$.mapboard:");
  assert_json_fails (bth_weather_json, "{\"month\": 1, \"die\": 0}", "$.die:");
  assert_json_fails (bth_weather_json, "{\"die\": 1}", "$: missing required key \"month\"");
}

/* ---- all front ends ----------------------------------------------------------------------------- */

static void
test_json_not_an_object (void)
{
  const BthJsonResolver resolvers[] = {
    bth_overrun_json, bth_commitment_json, bth_withdrawal_json, bth_leader_casualty_json,
    bth_siege_json, bth_alliance_json, bth_weather_json,
  };

  for (guint i = 0; i < G_N_ELEMENTS (resolvers); i++)
    assert_json_fails (resolvers[i], "[3]", "$: expected an object");
}

static void
test_json_null_error (void)
{
  /* GLib convention: a caller not interested in the error passes NULL. Bad input must
   * then give NULL, not a crash (bth_attrition_resolve_json handles this already). */
  const BthJsonResolver resolvers[] = {
    bth_overrun_json, bth_commitment_json, bth_withdrawal_json, bth_leader_casualty_json,
    bth_siege_json, bth_alliance_json, bth_weather_json,
  };
  g_autoptr(BthDice) dice = bth_dice_new (1);

  for (guint i = 0; i < G_N_ELEMENTS (resolvers); i++)
    {
      /* An unknown key fails every front end. */
      g_autoptr(JsonNode) input = json_from_string ("{\"no_such_key\": 1}", NULL);
      g_autoptr(JsonNode) out = resolvers[i] (rules, input, dice, NULL);

      g_assert_null (out);
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

  g_test_add_func ("/checks/overrun/four-to-one", test_overrun_four_to_one);
  g_test_add_func ("/checks/overrun/mountain-or-entrenched", test_overrun_mountain_or_entrenched);
  g_test_add_func ("/checks/overrun/six-to-one", test_overrun_six_to_one);
  g_test_add_func ("/checks/overrun/cavalry", test_overrun_cavalry);
  g_test_add_func ("/checks/overrun/city", test_overrun_city);
  g_test_add_func ("/checks/overrun/unsupplied", test_overrun_unsupplied);
  g_test_add_func ("/checks/overrun/ten-sp", test_overrun_ten_sp);
  g_test_add_func ("/checks/overrun/json", test_overrun_json);
  g_test_add_func ("/checks/commitment", test_commitment);
  g_test_add_func ("/checks/commitment/json", test_commitment_json);
  g_test_add_func ("/checks/withdrawal", test_withdrawal);
  g_test_add_func ("/checks/withdrawal/json", test_withdrawal_json);
  g_test_add_func ("/checks/leader-casualty", test_leader_casualty);
  g_test_add_func ("/checks/leader-casualty/json", test_leader_casualty_json);
  g_test_add_func ("/checks/leader-casualty/rolls", test_leader_casualty_rolls);
  g_test_add_func ("/checks/leader-casualty/unnamed", test_leader_unnamed);
  g_test_add_func ("/checks/siege", test_siege);
  g_test_add_func ("/checks/siege/json", test_siege_json);
  g_test_add_func ("/checks/alliance/signs", test_alliance_signs);
  g_test_add_func ("/checks/alliance/cap", test_alliance_cap);
  g_test_add_func ("/checks/alliance/clamp", test_alliance_clamp);
  g_test_add_func ("/checks/alliance/extra", test_alliance_extra);
  g_test_add_func ("/checks/alliance/json", test_alliance_json);
  g_test_add_func ("/checks/weather", test_weather);
  g_test_add_func ("/checks/weather/json", test_weather_json);
  g_test_add_func ("/checks/json/not-an-object", test_json_not_an_object);
  g_test_add_func ("/checks/json/null-error", test_json_null_error);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
