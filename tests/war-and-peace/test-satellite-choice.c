/* test-satellite-choice.c — "2I (any satellite units)" (VIII.F.1.e, adopted by IX): the
 * withdrawal's satellite is the French player's choice, taken as an input; without it the
 * answer names the choice to make and picks none. */
#include "bth-game.h"
#include "bth-war-and-peace.h"
#include "bth-json-strict.h"
#include "bth-game-save.h"

#include <string.h>

static BthRuleset *rules;
static char **seed_lines;
static guint seed_n_lines;

static void
assert_seed (guint line, const char *phrase)
{
  GString *text = g_string_new (NULL);

  g_assert_cmpuint (line, <=, seed_n_lines);
  for (const char *c = seed_lines[line - 1]; *c; c++)
    if (*c != '*')
      g_string_append_c (text, *c);
  if (strstr (text->str, phrase) == NULL)
    g_error ("rulebook line %u does not say \"%s\":\n%s", line, phrase, text->str);
  g_string_free (text, TRUE);
}

/* Scenario IX in April 1812: a French stack with 2I of Poland and 1I of Italy, another with
 * 1I of Italy; Ney with 2I of France at Burgos, Victor with 1I and 1C at Seville (Bessieres
 * is not in play). */
static BthGame *
april_1812 (BthScenario *scenario)
{
  const char *text =
    "{\"scenario\": \"spain-1811\", \"name\": \"Spain\", \"ruleset\": \"war-and-peace-4e\","
    " \"sequence\": \"standard\", \"options\": [], \"start\": \"1812-04\", \"end\": \"1812-06\","
    " \"sides\": [\"french\", \"non-french\"],"
    " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"poland\", \"side\": \"french\"},"
    "              {\"id\": \"italy\", \"side\": \"french\"}, {\"id\": \"england\", \"side\": \"non-french\"}],"
    " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
    "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
    " \"stacks\": [{\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": \"Madrid\","
    "               \"leaders\": [], \"units\": [{\"power\": \"poland\", \"kind\": \"I\", \"sp\": 2},"
    "                                         {\"power\": \"italy\", \"kind\": \"I\", \"sp\": 1}]},"
    "              {\"stack\": \"s2\", \"create\": true, \"side\": \"french\", \"location\": \"Toledo\","
    "               \"leaders\": [], \"units\": [{\"power\": \"italy\", \"kind\": \"I\", \"sp\": 1}]},"
    "              {\"stack\": \"s3\", \"create\": true, \"side\": \"french\", \"location\": \"Burgos\","
    "               \"leaders\": [{\"id\": \"ney\", \"name\": \"Ney\", \"power\": \"france\", \"side\": \"french\","
    "                            \"value\": null, \"colour\": null, \"named\": true}],"
    "               \"units\": [{\"power\": \"france\", \"kind\": \"I\", \"sp\": 2}]},"
    "              {\"stack\": \"s4\", \"create\": true, \"side\": \"french\", \"location\": \"Seville\","
    "               \"leaders\": [{\"id\": \"victor\", \"name\": \"Victor\", \"power\": \"france\", \"side\": \"french\","
    "                            \"value\": null, \"colour\": null, \"named\": true}],"
    "               \"units\": [{\"power\": \"france\", \"kind\": \"I\", \"sp\": 1},"
    "                         {\"power\": \"france\", \"kind\": \"C\", \"sp\": 1}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (text, -1, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1805, &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (game, scenario, &error));
  g_assert_no_error (error);
  return game;
}

static void
test_any_satellite_withdrawal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("spain-1811", &error);
  g_autoptr(BthGame) game = NULL;
  const BthDueItem *item = NULL;
  g_autoptr(GPtrArray) due = NULL;
  const BthStackState *stack;

  assert_seed (1638, "Reinforcements: April: Withdraw Bessieres, Ney, Victor, 3I, 2I (any satellite units)");
  g_assert_no_error (error);
  game = april_1812 (scenario);
  while (g_strcmp0 (bth_game_get_state (game)->phase, "reinforcement") != 0 ||
         g_strcmp0 (bth_game_get_state (game)->segment, "french") != 0)
    {
      g_assert_true (bth_game_advance_phase (game, &error));
      g_assert_no_error (error);
    }
  due = bth_game_get_due (game);
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *d = g_ptr_array_index (due, i);
      if (d->kind == BTH_DUE_WITHDRAWAL && g_strcmp0 (d->rule, "VIII.F.1.e") == 0 && d->entry != NULL &&
          d->entry->force != NULL && d->entry->force->power_choice_of != NULL)
        item = d;
    }
  g_assert_nonnull (item);

  /* No choice: refused, the choice named, nothing picked — with or without the stack (the
   * Game page's button gives none). */
  g_assert_false (bth_game_apply_due (game, item, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "choose which satellite"));
  g_clear_error (&error);
  g_assert_false (bth_game_apply_due (game, item, "s1", NULL, &error));
  g_assert_nonnull (strstr (error->message, "choose which satellite"));
  g_assert_nonnull (strstr (error->message, "Poland"));
  g_assert_nonnull (strstr (error->message, "Italy"));
  g_clear_error (&error);
  stack = bth_game_state_find_stack (bth_game_get_state (game), "s1");
  g_assert_cmpint (bth_unit_counts_sp (stack->units, "poland", "I"), ==, 2);

  /* Not a satellite: refused. */
  g_assert_false (bth_game_apply_due_power (game, item, "s1", NULL, "france", &error));
  g_assert_nonnull (strstr (error->message, "not a satellite to choose from"));
  g_clear_error (&error);

  /* What the stacks hold: nothing before the satellite is chosen (nothing is chosen for the
   * players); s1's 2I for Poland; 1I in each of s1 and s2 for Italy. */
  {
    g_autoptr(GArray) none = bth_game_withdrawal_holdings (game, item, NULL);
    g_autoptr(GArray) polish = bth_game_withdrawal_holdings (game, item, "poland");
    g_autoptr(GArray) italian = bth_game_withdrawal_holdings (game, item, "italy");

    g_assert_cmpuint (none->len, ==, 0);
    g_assert_cmpuint (polish->len, ==, 1);
    g_assert_cmpstr (g_array_index (polish, BthWithdrawalTake, 0).stack, ==, "s1");
    g_assert_cmpint (g_array_index (polish, BthWithdrawalTake, 0).sp, ==, 2);
    g_assert_cmpstr (g_array_index (polish, BthWithdrawalTake, 0).kind, ==, "I");
    g_assert_cmpuint (italian->len, ==, 2);
    g_assert_cmpstr (g_array_index (italian, BthWithdrawalTake, 0).stack, ==, "s1");
    g_assert_cmpstr (g_array_index (italian, BthWithdrawalTake, 1).stack, ==, "s2");
  }

  /* The French player chooses Poland: its 2I leave the stack; Italy's stay. */
  g_assert_true (bth_game_apply_due_power (game, item, "s1", NULL, "poland", &error));
  g_assert_no_error (error);
  stack = bth_game_state_find_stack (bth_game_get_state (game), "s1");
  g_assert_true (stack == NULL || bth_unit_counts_sp (stack->units, "poland", "I") == 0);
  if (stack != NULL)
    g_assert_cmpint (bth_unit_counts_sp (stack->units, "italy", "I"), ==, 1);
}

/* The withdrawal is one action of the game's log: done for the month, undone and redone,
 * and saved with the players' choice of stack and satellite. */
static void
test_withdrawal_undo_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("spain-1811", &error);
  g_autoptr(BthGame) game = NULL, loaded = NULL;
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *data = NULL;
  const BthDueItem *item = NULL;
  guint index = 0;
  gsize length;

  g_assert_no_error (error);
  game = april_1812 (scenario);
  while (g_strcmp0 (bth_game_get_state (game)->phase, "reinforcement") != 0 ||
         g_strcmp0 (bth_game_get_state (game)->segment, "french") != 0)
    g_assert_true (bth_game_advance_phase (game, NULL));
  due = bth_game_get_due (game);
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *d = g_ptr_array_index (due, i);
      if (d->kind == BTH_DUE_WITHDRAWAL && d->entry != NULL && d->entry->force != NULL &&
          d->entry->force->power_choice_of != NULL)
        item = d, index = i;
    }
  g_assert_nonnull (item);
  g_assert_false (item->done);

  /* VIII.F.1: "the French player chooses the units": 2I of Italy, one from each stack. One
   * from s1 alone is short, and refused. */
  {
    BthWithdrawalTake short_one[] = { { "s1", "italy", "I", 1 } };
    BthWithdrawalTake both[] = { { "s1", "italy", "I", 1 }, { "s2", "italy", "I", 1 } };

    g_assert_false (bth_game_apply_withdrawal (game, item, "italy", short_one, 1, &error));
    g_assert_nonnull (strstr (error->message, "give 1I of Italy; 2I are withdrawn"));
    g_clear_error (&error);
    g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                         "italy", "I"), ==, 1);
    g_assert_true (bth_game_apply_withdrawal (game, item, "italy", both, G_N_ELEMENTS (both), &error));
    g_assert_no_error (error);
  }
  /* s1 keeps Poland's 2I; s2, empty, is gone. */
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                       "italy", "I"), ==, 0);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                       "poland", "I"), ==, 2);
  g_assert_null (bth_game_state_find_stack (bth_game_get_state (game), "s2"));
  after = bth_game_get_due (game);
  g_assert_true (((BthDueItem *) g_ptr_array_index (after, index))->done);

  /* Undo: the Italian SP are back in s1 and s2 and the withdrawal is due again; redo takes them. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                       "italy", "I"), ==, 1);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s2")->units,
                                       "italy", "I"), ==, 1);
  g_clear_pointer (&after, g_ptr_array_unref);
  after = bth_game_get_due (game);
  g_assert_false (((BthDueItem *) g_ptr_array_index (after, index))->done);
  g_assert_true (bth_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_null (bth_game_state_find_stack (bth_game_get_state (game), "s2"));

  /* Saved and loaded: the same stacks, the same satellite, done for the month; the log
   * says what left which stacks. */
  data = bth_game_save_to_data (game, &length);
  loaded = bth_game_load_from_data (rules, data, length, "withdrawal.json", &error);
  g_assert_no_error (error);
  g_assert_true (bth_game_set_scenario (loaded, scenario, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (loaded), "s1")->units,
                                       "italy", "I"), ==, 0);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (loaded), "s1")->units,
                                       "poland", "I"), ==, 2);
  g_assert_null (bth_game_state_find_stack (bth_game_get_state (loaded), "s2"));
  g_clear_pointer (&after, g_ptr_array_unref);
  after = bth_game_get_due (loaded);
  g_assert_true (((BthDueItem *) g_ptr_array_index (after, index))->done);
  {
    g_autofree char *text = bth_game_export_text (loaded);
    g_assert_nonnull (strstr (text, "Withdrawal: "));
    g_assert_nonnull (strstr (text, " from s1, s2 (VIII.F.1.e)"));
  }
  g_assert_true (bth_game_undo (loaded, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (loaded), "s2")->units,
                                       "italy", "I"), ==, 1);
}

/* "Withdraw Bessieres, Ney, Victor, 3I" (VIII.F.1.e): the French player chooses the 3I, the
 * named leaders leave with them; Bessieres, not in play, is left out. */
static void
test_leaders_withdrawn (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("spain-1811", &error);
  g_autoptr(BthGame) game = NULL;
  g_autoptr(GPtrArray) due = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autofree char *text = NULL;
  const BthDueItem *item = NULL;
  BthWithdrawalTake takes[] = { { "s3", "france", "I", 2 }, { "s4", "france", "I", 1 } };
  const BthGameState *state;

  g_assert_no_error (error);
  game = april_1812 (scenario);
  while (g_strcmp0 (bth_game_get_state (game)->phase, "reinforcement") != 0 ||
         g_strcmp0 (bth_game_get_state (game)->segment, "french") != 0)
    g_assert_true (bth_game_advance_phase (game, NULL));
  due = bth_game_get_due (game);
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *d = g_ptr_array_index (due, i);
      if (d->kind == BTH_DUE_WITHDRAWAL && d->entry != NULL && d->entry->force != NULL &&
          d->entry->force->n_leaders == 3)
        item = d;
    }
  g_assert_nonnull (item);
  g_assert_cmpstr (item->entry->force->leaders[0].name, ==, "Bessieres");
  leaders = bth_game_withdrawal_leaders (game, item);
  g_assert_cmpuint (leaders->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (leaders, 0), ==, "ney");
  g_assert_cmpstr (g_ptr_array_index (leaders, 1), ==, "victor");

  g_assert_true (bth_game_apply_withdrawal (game, item, NULL, takes, G_N_ELEMENTS (takes), &error));
  g_assert_no_error (error);
  state = bth_game_get_state (game);
  g_assert_null (bth_game_state_find_stack (state, "s3"));           /* empty: gone */
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (state, "s4")->units, NULL, NULL), ==, 1);
  g_assert_cmpuint (bth_game_state_find_stack (state, "s4")->leaders->len, ==, 0);
  g_assert_cmpint (bth_game_state_find_leader (state, "ney")->status, ==, BTH_LEADER_STATUS_WITHDRAWN);
  g_assert_cmpint (bth_game_state_find_leader (state, "victor")->status, ==, BTH_LEADER_STATUS_WITHDRAWN);
  text = bth_game_export_text (game);
  g_assert_nonnull (strstr (text, " from s3, s4, with Ney, Victor (VIII.F.1.e)"));

  g_assert_true (bth_game_undo (game, &error));
  g_assert_no_error (error);
  state = bth_game_get_state (game);
  g_assert_cmpint (bth_game_state_find_leader (state, "ney")->status, ==, BTH_LEADER_STATUS_ON_MAP);
  g_assert_cmpstr (bth_game_state_find_leader (state, "ney")->stack, ==, "s3");
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;
  const char *rulebook = g_getenv ("BERTHIER_RULEBOOK");
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  path = rulebook ? g_strdup (rulebook) : g_test_build_filename (G_TEST_DIST, "seeds", "000_a960616736e2658d.txt", NULL);
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  seed_lines = g_strsplit (text, "\n", -1);
  seed_n_lines = g_strv_length (seed_lines);
  g_test_add_func ("/satellite-choice/any-satellite-withdrawal", test_any_satellite_withdrawal);
  g_test_add_func ("/satellite-choice/withdrawal-undo-save", test_withdrawal_undo_save);
  g_test_add_func ("/satellite-choice/leaders-withdrawn", test_leaders_withdrawn);
  status = g_test_run ();
  g_strfreev (seed_lines);
  g_object_unref (rules);
  return status;
}
