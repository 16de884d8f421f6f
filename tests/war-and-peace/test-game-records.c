/* test-game-records.c — attrition (G) and forced marches (K) written back to the Leader
 * Display as one action each: the die, the table's record, the SP lost; undo and redo;
 * bad input refused with a clear message and nothing changed. */
#include "bth-game.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

/* Two Russian stacks in one hex (the G.4 example's ten Russian SP: 6I 1C + 3I) and the
 * K.5 example's force: Napoleon with 3 French Guard, 2 French and 1 Bavarian infantry. */
static BthGame *
records_game (void)
{
  const char *text =
    "{\"scenario\": \"test\", \"name\": \"Test\", \"ruleset\": \"war-and-peace-4e\","
    " \"sequence\": \"standard\", \"options\": [], \"start\": \"1812-12\", \"end\": \"1813-03\","
    " \"sides\": [\"french\", \"non-french\"],"
    " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"bavaria\", \"side\": \"french\"},"
    "              {\"id\": \"russia\", \"side\": \"non-french\"}],"
    " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
    "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
    " \"stacks\": [{\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": \"Vitebsk\","
    "               \"leaders\": [{\"id\": \"napoleon\", \"name\": \"Napoleon\", \"power\": \"france\","
    "                            \"side\": \"french\", \"value\": 3, \"colour\": \"blue\", \"named\": true}],"
    "               \"units\": [{\"power\": \"france\", \"kind\": \"GI\", \"sp\": 3},"
    "                         {\"power\": \"france\", \"kind\": \"I\", \"sp\": 2},"
    "                         {\"power\": \"bavaria\", \"kind\": \"I\", \"sp\": 1}]},"
    "              {\"stack\": \"s2\", \"create\": true, \"side\": \"non-french\", \"location\": \"Vilna\","
    "               \"leaders\": [], \"units\": [{\"power\": \"russia\", \"kind\": \"I\", \"sp\": 6},"
    "                                          {\"power\": \"russia\", \"kind\": \"C\", \"sp\": 1}]},"
    "              {\"stack\": \"s3\", \"create\": true, \"side\": \"non-french\", \"location\": \"Vilna\","
    "               \"leaders\": [], \"units\": [{\"power\": \"russia\", \"kind\": \"I\", \"sp\": 3}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (text, -1, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1812, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

static GArray *
units (const char *power, const char *kind, int sp)
{
  GArray *list = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount u = { (char *) power, (char *) kind, sp };

  g_array_append_val (list, u);
  return list;
}

static int
stack_sp (BthGame *game, const char *stack, const char *power, const char *kind)
{
  const BthStackState *s = bth_game_state_find_stack (bth_game_get_state (game), stack);

  g_assert_nonnull (s);
  return bth_unit_counts_sp (s->units, power, kind);
}

static int
eliminated_sp (BthGame *game, const char *power, const char *kind)
{
  return bth_unit_counts_sp (bth_game_get_state (game)->eliminated, power, kind);
}

/* G.4: "ten Russian strength points which are unsupplied during the December turn ...
 * in their home country ... on mapboard 4", die 3: modified 5, a loss of 2, one cavalry. */
static const BthAttritionHex hex_g4 = {
  .sp = 10, .cavalry = 1, .all_home = TRUE, .unsupplied = TRUE, .winter = TRUE, .mapboard = 4,
};

/* ---- attrition ------------------------------------------------------------------------ */

static void
test_attrition_g4 (void)
{
  g_autoptr(BthGame) game = records_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cavalry = units ("russia", "C", 1);
  g_autoptr(GArray) infantry = units ("russia", "I", 1);
  g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  BthStackLosses stacks[] = { { "s2", cavalry }, { "s3", infantry } };
  BthAttritionHexLosses hex = { "Vilna", hex_g4, stacks, 2 };
  GPtrArray *events = bth_game_get_events (game);
  guint n_events = events->len;
  const BthEvent *dice, *table;
  g_autoptr(JsonObject) dice_payload = NULL, table_payload = NULL;
  JsonObject *result;

  g_assert_true (bth_game_record_attrition (game, 3, TRUE, &hex, 1, &error));
  g_assert_no_error (error);

  /* The losses left the stacks for the eliminated pool. */
  g_assert_cmpint (stack_sp (game, "s2", "russia", "C"), ==, 0);
  g_assert_cmpint (stack_sp (game, "s2", "russia", "I"), ==, 6);
  g_assert_cmpint (stack_sp (game, "s3", "russia", "I"), ==, 2);
  g_assert_cmpint (eliminated_sp (game, "russia", "C"), ==, 1);
  g_assert_cmpint (eliminated_sp (game, "russia", "I"), ==, 1);

  /* One action: the typed die, the table's record (modified 5, 2 SP, cavalry), two eliminations. */
  g_assert_cmpuint (events->len, ==, n_events + 4);
  dice = g_ptr_array_index (events, n_events);
  table = g_ptr_array_index (events, n_events + 1);
  g_assert_cmpint (dice->type, ==, BTH_EVENT_DICE_ROLLED);
  dice_payload = bth_event_dup_payload (dice);
  g_assert_true (json_object_get_boolean_member (dice_payload, "fixed"));
  g_assert_cmpint (json_object_get_int_member (dice_payload, "total"), ==, 3);
  g_assert_cmpint (table->type, ==, BTH_EVENT_TABLE_RESOLVED);
  table_payload = bth_event_dup_payload (table);
  g_assert_cmpstr (json_object_get_string_member (table_payload, "table"), ==, "attrition");
  result = json_array_get_object_element (
    json_object_get_array_member (json_object_get_object_member (table_payload, "result"),
                                  "hexes"), 0);
  g_assert_cmpint (json_object_get_int_member (result, "modified_die"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (result, "loss"), ==, 2);
  g_assert_true (json_object_get_boolean_member (result, "cavalry_required"));
  for (guint i = n_events; i < events->len; i++)
    g_assert_cmpuint (((BthEvent *) g_ptr_array_index (events, i))->action, ==,
                      ((BthEvent *) g_ptr_array_index (events, n_events))->action);

  /* Undo gives the state back exactly; redo puts the losses back. */
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_true (bth_game_undo (game, &error));
  undone = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (bth_game_redo (game, &error));
  redone = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (redone, ==, after);
  g_assert_no_error (error);
}

/* A hex with nothing to lose (die 1 on 10 SP) records the roll and no elimination. */
static void
test_attrition_no_loss (void)
{
  g_autoptr(BthGame) game = records_game ();
  g_autoptr(GError) error = NULL;
  BthStackLosses stacks[] = { { "s2", NULL }, { "s3", NULL } };
  BthAttritionHex entries = { .sp = 10, .cavalry = 1 };
  BthAttritionHexLosses hex = { NULL, entries, stacks, 2 };
  guint n_events = bth_game_get_events (game)->len;

  g_assert_true (bth_game_record_attrition (game, 1, FALSE, &hex, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events + 2);
  g_assert_cmpint (eliminated_sp (game, NULL, NULL), ==, 0);
}

/* Records the hex with LOSSES for s2 and s3 at DIE; it must fail with a message holding
 * EXPECTED and leave the game as it was. */
static void
assert_attrition_refused (const char *stack2, GArray *loss2, GArray *loss3, int die, const char *expected)
{
  g_autoptr(BthGame) game = records_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *after = NULL;
  BthStackLosses stacks[] = { { stack2, loss2 }, { "s3", loss3 } };
  BthAttritionHexLosses hex = { "Vilna", hex_g4, stacks, 2 };
  guint n_events = bth_game_get_events (game)->len;

  g_assert_false (bth_game_record_attrition (game, die, FALSE, &hex, 1, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expected) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, expected);
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events);
  g_assert_false (bth_game_can_redo (game));
}

static void
test_attrition_bad_input (void)
{
  g_autoptr(GArray) cavalry = units ("russia", "C", 1);
  g_autoptr(GArray) infantry = units ("russia", "I", 1);
  g_autoptr(GArray) two_infantry = units ("russia", "I", 2);
  g_autoptr(GArray) four_infantry = units ("russia", "I", 4);
  g_autoptr(GArray) two_cavalry = units ("russia", "C", 2);
  g_autoptr(GArray) french = units ("france", "I", 1);

  assert_attrition_refused ("s9", cavalry, infantry, 3, "no stack \"s9\"");
  /* s3 holds 3 I: four is more than it has. */
  assert_attrition_refused ("s2", NULL, four_infantry, 3, "stack s3 holds 3 SP I of Russia, it cannot lose 4");
  assert_attrition_refused ("s2", two_cavalry, NULL, 3, "stack s2 holds 1 SP C of Russia");
  assert_attrition_refused ("s2", french, infantry, 3, "holds 0 SP I of France");
  /* The table asks for two, one of them cavalry (G.2). */
  assert_attrition_refused ("s2", cavalry, NULL, 3, "calls for 2 SP, not 1");
  assert_attrition_refused ("s2", NULL, two_infantry, 3, "must be cavalry");
  assert_attrition_refused ("s2", cavalry, infantry, 7, "die must be 1 to 6");
  /* The French stack is not of the Russian player (G.5). */
  assert_attrition_refused ("s1", NULL, two_infantry, 3, "not of the same player");
}

/* ---- forced march --------------------------------------------------------------------- */

/* K.5: "the result is a '5'. This result is modified to a '3', for the French Guard strength
 * points, a '4' for the French infantry ... the French player must eliminate one strength
 * point of regular French infantry". */
static BthMarchGroup groups_k5[] = {
  { 3, BTH_MARCH_FRENCH_GUARD },
  { 2, BTH_MARCH_FRENCH },
  { 1, BTH_MARCH_OTHER },
};

static void
test_forced_march_k5 (void)
{
  g_autoptr(BthGame) game = records_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) loss = units ("france", "I", 1);
  g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  BthForcedMarch march = { .extra_mp = 2, .groups = groups_k5, .n_groups = 3 };
  BthStackLosses stack = { "s1", loss };
  GPtrArray *events = bth_game_get_events (game);
  guint n_events = events->len;
  const BthEvent *table;
  g_autoptr(JsonObject) table_payload = NULL;
  JsonObject *result;

  g_assert_true (bth_game_record_forced_march (game, 5, TRUE, &march, &stack, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stack_sp (game, "s1", "france", "I"), ==, 1);
  g_assert_cmpint (stack_sp (game, "s1", "france", "GI"), ==, 3);
  g_assert_cmpint (eliminated_sp (game, "france", "I"), ==, 1);

  g_assert_cmpuint (events->len, ==, n_events + 3);
  table = g_ptr_array_index (events, n_events + 1);
  table_payload = bth_event_dup_payload (table);
  g_assert_cmpstr (json_object_get_string_member (table_payload, "table"), ==, "forced_march");
  result = json_object_get_object_member (table_payload, "result");
  g_assert_cmpint (json_object_get_int_member (result, "loss"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (result, "loss_group"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (result, "stack"), ==, "s1");
  g_assert_cmpint (json_object_get_int_member (
                     json_array_get_object_element (json_object_get_array_member (result, "groups"), 0),
                     "modified_die"), ==, 3);

  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_true (bth_game_undo (game, &error));
  undone = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (bth_game_redo (game, &error));
  g_free (undone);
  undone = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (undone, ==, after);
}

static void
assert_march_refused (const char *stack_id, GArray *loss, int die, BthMarchGroup *groups, guint n_groups,
                      const char *expected)
{
  g_autoptr(BthGame) game = records_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *after = NULL;
  BthForcedMarch march = { .extra_mp = 2, .groups = groups, .n_groups = n_groups };
  BthStackLosses stack = { stack_id, loss };
  guint n_events = bth_game_get_events (game)->len;

  g_assert_false (bth_game_record_forced_march (game, die, FALSE, &march, &stack, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  if (strstr (error->message, expected) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, expected);
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events);
}

static void
test_forced_march_bad_input (void)
{
  g_autoptr(GArray) one = units ("france", "I", 1);
  g_autoptr(GArray) three = units ("france", "I", 3);
  g_autoptr(GArray) russian = units ("russia", "I", 1);
  BthMarchGroup too_many[] = { { 7, BTH_MARCH_OTHER } };
  BthMarchGroup none[] = { { 0, BTH_MARCH_OTHER } };

  assert_march_refused ("s9", one, 5, groups_k5, 3, "no stack \"s9\"");
  assert_march_refused ("s1", three, 5, groups_k5, 3, "stack s1 holds 2 SP I of France, it cannot lose 3");
  assert_march_refused ("s1", russian, 5, groups_k5, 3, "holds 0 SP I of Russia");
  /* A 1 gives every group its MP without an asterisk: nothing may be lost. */
  assert_march_refused ("s1", one, 1, groups_k5, 3, "calls for 0 SP lost, not 1");
  /* A 5 costs one SP: it must be recorded. */
  assert_march_refused ("s1", NULL, 5, groups_k5, 3, "calls for 1 SP lost, not 0");
  assert_march_refused ("s1", NULL, 5, too_many, 1, "the groups hold 7 SP but stack s1 has 6");
  assert_march_refused ("s1", NULL, 5, none, 1, "groups");
  assert_march_refused ("s1", one, 0, groups_k5, 3, "die must be 1 to 6");
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/game/records/attrition/g4", test_attrition_g4);
  g_test_add_func ("/game/records/attrition/no-loss", test_attrition_no_loss);
  g_test_add_func ("/game/records/attrition/bad-input", test_attrition_bad_input);
  g_test_add_func ("/game/records/forced-march/k5", test_forced_march_k5);
  g_test_add_func ("/game/records/forced-march/bad-input", test_forced_march_bad_input);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
