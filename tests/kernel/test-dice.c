/* test-dice.c — bth-dice: seeded rolls, saved state, the players' own (fixed) dice. */
#include "bth-dice.h"
#include "bth-error.h"

#include <string.h>

#define N_ROLLS 200


static void
roll_many (BthDice *dice, int *out, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      out[i] = bth_dice_roll (dice, 1, 6, "test", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (out[i], >=, 1);
      g_assert_cmpint (out[i], <=, 6);
    }
}

/* ---- seeds and state ---------------------------------------------------------------- */

static void
test_same_seed_same_rolls (void)
{
  g_autoptr(BthDice) a = bth_dice_new (1805);
  g_autoptr(BthDice) b = bth_dice_new (1805);
  g_autoptr(BthDice) c = bth_dice_new (1806);
  int ra[N_ROLLS], rb[N_ROLLS], rc[N_ROLLS];

  roll_many (a, ra, N_ROLLS);
  roll_many (b, rb, N_ROLLS);
  roll_many (c, rc, N_ROLLS);
  g_assert_cmpmem (ra, sizeof ra, rb, sizeof rb);
  /* Another seed gives another sequence (200 equal d6 by chance: 6^-200). */
  g_assert_true (memcmp (ra, rc, sizeof ra) != 0);
}

static void
test_restore_continues (void)
{
  g_autoptr(BthDice) a = bth_dice_new (42);
  g_autoptr(BthDice) b = bth_dice_new (9999);
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  int before[N_ROLLS], expected[N_ROLLS], resumed[N_ROLLS], again[N_ROLLS];

  roll_many (a, before, 17);
  state = bth_dice_save_state (a);
  roll_many (a, expected, N_ROLLS);

  /* A different generator restored from the saved text continues exactly where A was. */
  g_assert_true (bth_dice_restore_state (b, state, &error));
  g_assert_no_error (error);
  roll_many (b, resumed, N_ROLLS);
  g_assert_cmpmem (expected, sizeof expected, resumed, sizeof resumed);

  /* Restoring A itself rewinds it. */
  g_assert_true (bth_dice_restore_state (a, state, &error));
  roll_many (a, again, N_ROLLS);
  g_assert_cmpmem (expected, sizeof expected, again, sizeof again);
}

static void
test_save_state_round_trip (void)
{
  g_autoptr(BthDice) a = bth_dice_new (7);
  g_autoptr(BthDice) b = bth_dice_new (8);
  g_autoptr(GError) error = NULL;
  g_autofree char *state = bth_dice_save_state (a);
  g_autofree char *copy = NULL;

  g_assert_true (g_str_has_prefix (state, "xoshiro256ss:"));
  g_assert_cmpuint (strlen (state), ==, strlen ("xoshiro256ss:") + 64);
  g_assert_true (bth_dice_restore_state (b, state, &error));
  copy = bth_dice_save_state (b);
  g_assert_cmpstr (copy, ==, state);
}

static void
test_bad_state_rejected (void)
{
  const char *bad[] = {
    "",
    "xoshiro256ss:",
    "mt19937:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    /* 63 and 65 hex digits */
    "xoshiro256ss:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde",
    "xoshiro256ss:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0",
    /* a non-hex digit, a sign, a space */
    "xoshiro256ss:0123456789abcdeg0123456789abcdef0123456789abcdef0123456789abcdef",
    "xoshiro256ss:+123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    "xoshiro256ss: 123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    /* the all-zero state never leaves zero */
    "xoshiro256ss:0000000000000000000000000000000000000000000000000000000000000000",
  };
  g_autoptr(BthDice) dice = bth_dice_new (3);
  g_autoptr(BthDice) reference = bth_dice_new (3);
  int got[N_ROLLS], expected[N_ROLLS];

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("state: \"%s\"", bad[i]);
      g_assert_false (bth_dice_restore_state (dice, bad[i], &error));
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
    }
  /* A refused state leaves the generator as it was. */
  roll_many (dice, got, N_ROLLS);
  roll_many (reference, expected, N_ROLLS);
  g_assert_cmpmem (got, sizeof got, expected, sizeof expected);
}

/* ---- the log ------------------------------------------------------------------------ */

static void
test_random_rolls_logged (void)
{
  g_autoptr(BthDice) dice = bth_dice_new (11);
  g_autoptr(GError) error = NULL;
  int values[2] = { 0, 0 };
  int total = bth_dice_roll (dice, 2, 6, "Combat (O.1.c)", values, &error);
  GPtrArray *log = bth_dice_get_log (dice);
  BthRoll *roll;

  g_assert_no_error (error);
  g_assert_cmpint (total, ==, values[0] + values[1]);
  g_assert_cmpuint (log->len, ==, 1);
  roll = g_ptr_array_index (log, 0);
  g_assert_cmpstr (roll->purpose, ==, "Combat (O.1.c)");
  g_assert_cmpuint (roll->count, ==, 2);
  g_assert_cmpuint (roll->sides, ==, 6);
  g_assert_cmpint (roll->values[0], ==, values[0]);
  g_assert_cmpint (roll->values[1], ==, values[1]);
  g_assert_cmpint (roll->total, ==, total);
  g_assert_false (roll->fixed);
}

/* ---- fixed dice --------------------------------------------------------------------- */

static void
test_fixed_used_in_order (void)
{
  const int typed[] = { 3, 5, 2, 6 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  int values[2] = { 0, 0 };
  GPtrArray *log = bth_dice_get_log (dice);
  BthRoll *roll;

  bth_dice_set_fixed (dice, typed, G_N_ELEMENTS (typed));
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 4);

  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Attrition (G.1)", NULL, &error), ==, 3);
  g_assert_cmpint (bth_dice_roll (dice, 2, 6, "Combat (O.1.c)", values, &error), ==, 7);
  g_assert_cmpint (values[0], ==, 5);
  g_assert_cmpint (values[1], ==, 2);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Forced march (K.3)", NULL, &error), ==, 6);
  g_assert_no_error (error);
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 0);

  /* Each roll is recorded with its purpose and marked as typed by the players. */
  g_assert_cmpuint (log->len, ==, 3);
  roll = g_ptr_array_index (log, 0);
  g_assert_cmpstr (roll->purpose, ==, "Attrition (G.1)");
  g_assert_cmpuint (roll->count, ==, 1);
  g_assert_cmpint (roll->values[0], ==, 3);
  g_assert_cmpint (roll->total, ==, 3);
  g_assert_true (roll->fixed);
  roll = g_ptr_array_index (log, 1);
  g_assert_cmpstr (roll->purpose, ==, "Combat (O.1.c)");
  g_assert_cmpuint (roll->count, ==, 2);
  g_assert_cmpint (roll->values[0], ==, 5);
  g_assert_cmpint (roll->values[1], ==, 2);
  g_assert_cmpint (roll->total, ==, 7);
  g_assert_true (roll->fixed);
  roll = g_ptr_array_index (log, 2);
  g_assert_cmpstr (roll->purpose, ==, "Forced march (K.3)");
  g_assert_true (roll->fixed);
}

static void
test_fixed_do_not_touch_generator (void)
{
  /* Typed dice are not drawn from the generator: its state is unchanged. */
  const int typed[] = { 1, 1, 1 };
  g_autoptr(BthDice) dice = bth_dice_new (5);
  g_autofree char *before = bth_dice_save_state (dice);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  bth_dice_set_fixed (dice, typed, G_N_ELEMENTS (typed));
  g_assert_cmpint (bth_dice_roll (dice, 3, 6, "Leader casualty (R.1)", NULL, &error), ==, 3);
  after = bth_dice_save_state (dice);
  g_assert_cmpstr (after, ==, before);
}

static void
test_fixed_run_out (void)
{
  const int typed[] = { 4 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  GPtrArray *log = bth_dice_get_log (dice);

  bth_dice_set_fixed (dice, typed, 1);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Attrition (G.1)", NULL, &error), ==, 4);
  g_assert_no_error (error);

  /* Out of typed dice: an error, never a silent random roll. */
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Siege check (S.9.c)", NULL, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "Siege check (S.9.c)"));
  g_clear_error (&error);
  /* ...and it stays an error. */
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Siege check (S.9.c)", NULL, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (log->len, ==, 1);
}

static void
test_fixed_too_few_for_roll (void)
{
  /* One die left but two needed: an error, and the one die is not used up. */
  const int typed[] = { 6 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;
  int values[2] = { 0, 0 };

  bth_dice_set_fixed (dice, typed, 1);
  g_assert_cmpint (bth_dice_roll (dice, 2, 6, "Combat (O.1.c)", values, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 1);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
  g_clear_error (&error);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Commitment (N.7.b)", NULL, &error), ==, 6);
}

static void
test_fixed_not_a_face (void)
{
  const int seven[] = { 7 };
  const int zero[] = { 0 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;

  /* A typed 7 does not fit a six-sided die. */
  bth_dice_set_fixed (dice, seven, 1);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Attrition (G.1)", NULL, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_clear_error (&error);

  bth_dice_set_fixed (dice, zero, 1);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "Attrition (G.1)", NULL, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

static void
test_fixed_bad_face_consumes_nothing (void)
{
  /* Like a roll that lacks dice, a roll refused for a bad face uses none of the queue:
   * the 3 must still be there after the 7 is refused. */
  const int typed[] = { 3, 7 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;

  bth_dice_set_fixed (dice, typed, 2);
  g_assert_cmpint (bth_dice_roll (dice, 2, 6, "Combat (O.1.c)", NULL, &error), ==, -1);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 2);
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 0);
}

static void
test_set_fixed_replaces_queue (void)
{
  const int first[] = { 1, 2, 3 };
  const int second[] = { 5 };
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(GError) error = NULL;

  bth_dice_set_fixed (dice, first, 3);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "first", NULL, &error), ==, 1);
  bth_dice_set_fixed (dice, second, 1);
  g_assert_cmpuint (bth_dice_fixed_remaining (dice), ==, 1);
  g_assert_cmpint (bth_dice_roll (dice, 1, 6, "second", NULL, &error), ==, 5);
  g_assert_no_error (error);
}

/* ---- parsing typed dice ------------------------------------------------------------- */

static void
assert_parses_to (const char *text, const int *expected, guint n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) values = NULL;

  g_test_message ("text: \"%s\"", text);
  g_assert_true (bth_dice_parse_list (text, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (values->data, values->len * sizeof (int), expected, n * sizeof (int));
}

static void
test_parse_list (void)
{
  const char *bad[] = { "0", "7", "x", "", " ", ",", "4,x", "4.5", "-1", "44" };

  assert_parses_to ("4,4", (const int[]) { 4, 4 }, 2);
  assert_parses_to ("4 4", (const int[]) { 4, 4 }, 2);
  assert_parses_to ("6, 1", (const int[]) { 6, 1 }, 2);
  assert_parses_to ("3", (const int[]) { 3 }, 1);
  assert_parses_to ("1 2 3 4 5 6", (const int[]) { 1, 2, 3, 4, 5, 6 }, 6);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      GArray *values = NULL;

      g_test_message ("text: \"%s\"", bad[i]);
      g_assert_false (bth_dice_parse_list (bad[i], &values, &error));
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      g_assert_null (values);
    }
}

/* ---- distribution ------------------------------------------------------------------- */

static void
test_distribution (void)
{
  /* 60,000 d6 from a fixed seed: each face expected 10,000 times (σ ≈ 91), so a band of
   * ±500 is over five σ. The seed makes the test deterministic. */
  g_autoptr(BthDice) dice = bth_dice_new (20260101);
  guint counts[7] = { 0 };

  for (guint i = 0; i < 60000; i++)
    {
      int face = bth_dice_roll (dice, 1, 6, "distribution", NULL, NULL);
      g_assert_cmpint (face, >=, 1);
      g_assert_cmpint (face, <=, 6);
      counts[face]++;
    }
  for (guint face = 1; face <= 6; face++)
    {
      g_test_message ("face %u: %u", face, counts[face]);
      g_assert_cmpuint (counts[face], >=, 9500);
      g_assert_cmpuint (counts[face], <=, 10500);
    }
  g_assert_cmpuint (bth_dice_get_log (dice)->len, ==, 60000);
}

static void
test_other_sides (void)
{
  /* A d3 only ever shows 1 to 3, and all three faces turn up. */
  g_autoptr(BthDice) dice = bth_dice_new (99);
  gboolean seen[4] = { FALSE };

  for (guint i = 0; i < 300; i++)
    {
      int face = bth_dice_roll (dice, 1, 3, "d3", NULL, NULL);
      g_assert_cmpint (face, >=, 1);
      g_assert_cmpint (face, <=, 3);
      seen[face] = TRUE;
    }
  g_assert_true (seen[1] && seen[2] && seen[3]);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/same-seed", test_same_seed_same_rolls);
  g_test_add_func ("/dice/restore-continues", test_restore_continues);
  g_test_add_func ("/dice/save-state-round-trip", test_save_state_round_trip);
  g_test_add_func ("/dice/bad-state", test_bad_state_rejected);
  g_test_add_func ("/dice/log/random", test_random_rolls_logged);
  g_test_add_func ("/dice/fixed/in-order", test_fixed_used_in_order);
  g_test_add_func ("/dice/fixed/generator-untouched", test_fixed_do_not_touch_generator);
  g_test_add_func ("/dice/fixed/run-out", test_fixed_run_out);
  g_test_add_func ("/dice/fixed/too-few", test_fixed_too_few_for_roll);
  g_test_add_func ("/dice/fixed/not-a-face", test_fixed_not_a_face);
  g_test_add_func ("/dice/fixed/bad-face-consumes-nothing", test_fixed_bad_face_consumes_nothing);
  g_test_add_func ("/dice/fixed/replace", test_set_fixed_replaces_queue);
  g_test_add_func ("/dice/parse-list", test_parse_list);
  g_test_add_func ("/dice/distribution", test_distribution);
  g_test_add_func ("/dice/other-sides", test_other_sides);

  return g_test_run ();
}
