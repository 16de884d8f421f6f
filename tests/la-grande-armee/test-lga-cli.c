/* test-lga-cli.c — La Grande Armée's berthier-cli commands: the worked examples and the
 * hand-worked battle and skirmish again through the command line, bad input, `games`. */
#include <gio/gio.h>
#include <json-glib/json-glib.h>

typedef struct {
  int   status;
  char *out, *err;
} Run;

static void
run_cli (Run *run, const char *input, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BERTHIER_CLI"));
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input ? input : "", NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static char *
example (const char *name)
{
  return g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli", "la-grande-armee", name, NULL);
}

static JsonNode *
output (Run *run)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  if (run->status != 0)
    g_error ("berthier-cli exited %d: %s", run->status, run->err);
  node = json_from_string (run->out, &error);
  g_assert_no_error (error);
  return node;
}

static JsonNode *
query (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) result = json_path_query (path, root, NULL);
  JsonArray *matches = json_node_get_array (result);

  g_assert_cmpuint (json_array_get_length (matches), ==, 1);
  return json_node_copy (json_array_get_element (matches, 0));
}

static gint64
query_int (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) n = query (root, path);
  return json_node_get_int (n);
}

static char *
query_string (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) n = query (root, path);
  return g_strdup (json_node_get_string (n));
}

/* `games` lists War and Peace first (the default) and La Grande Armée. */
static void
test_games (void)
{
  Run run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *first = NULL, *second = NULL, *ruleset = NULL;

  run_cli (&run, NULL, "games", NULL);
  root = output (&run);
  first = query_string (root, "$[0].id");
  second = query_string (root, "$[1].id");
  ruleset = query_string (root, "$[1].rulesets[0].id");
  g_assert_cmpstr (first, ==, "war-and-peace");
  g_assert_cmpstr (second, ==, "la-grande-armee");
  g_assert_cmpstr (ruleset, ==, "la-grande-armee-1987");
  g_free (run.out);
  g_free (run.err);
}

/* B1 of test-lga-combat through the CLI: net +7, dice 3,4, row 14+, the defender routs and
 * loses 5. */
static void
test_battle (void)
{
  Run run = { 0 };
  g_autofree char *file = example ("battle-b1.json");
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *odds = NULL, *row = NULL, *defender = NULL, *rule = NULL;

  run_cli (&run, NULL, "--game", "la-grande-armee", "battle", file, "--dice", "3,4", NULL);
  root = output (&run);
  odds = query_string (root, "$.odds");
  row = query_string (root, "$.row");
  defender = query_string (root, "$.result.defender");
  rule = query_string (root, "$.modifiers.attacker[1].rule");
  g_assert_cmpstr (odds, ==, "4:3");
  g_assert_cmpint (query_int (root, "$.drm.net"), ==, 7);
  g_assert_cmpstr (row, ==, "14+");
  g_assert_cmpstr (defender, ==, "ROUTED, L-2");
  g_assert_cmpint (query_int (root, "$.defender.loss"), ==, 5);
  g_assert_cmpint (query_int (root, "$.attacker.advance_points"), ==, 4);
  g_assert_cmpstr (rule, ==, "[12.41]");
  g_free (run.out);
  g_free (run.err);
}

/* S2 through the CLI: 4 of 6 SP attack 3 (1:1), +1 HA -1 leader; die 6: D1R. */
static void
test_skirmish (void)
{
  Run run = { 0 };
  g_autofree char *file = example ("skirmish-s2.json");
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *odds = NULL, *result = NULL;

  run_cli (&run, NULL, "--game", "la-grande-armee", "skirmish", file, "--dice", "6", NULL);
  root = output (&run);
  odds = query_string (root, "$.odds");
  result = query_string (root, "$.result");
  g_assert_cmpstr (odds, ==, "1:1");
  g_assert_cmpstr (result, ==, "D1R");
  g_assert_cmpint (query_int (root, "$.defender.loss"), ==, 1);
  g_assert_cmpint (query_int (root, "$.defender.retreat_hexes"), ==, 2);
  g_free (run.out);
  g_free (run.err);
}

/* The seed's example: 75 SP = the loss for 50 plus the loss for 25; die 4: 8 + 3. */
static void
test_attrition_example (void)
{
  Run run = { 0 };
  g_autofree char *file = example ("attrition-75.json");
  g_autoptr(JsonNode) root = NULL;

  run_cli (&run, NULL, "--game", "la-grande-armee", "attrition", file, "--dice", "4", NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.loss"), ==, 11);
  g_free (run.out);
  g_free (run.err);
  /* the force march: die 4 + IR 3 = 7, 5 extra MP; Mud +1, French -1; Forced March 11-20, column 4: 4 */
  {
    Run fm = { 0 };
    g_autofree char *f = example ("force-march.json");
    g_autoptr(JsonNode) r = NULL;
    run_cli (&fm, NULL, "--game", "la-grande-armee", "attrition", f, "--dice", "4", NULL);
    r = output (&fm);
    g_assert_cmpint (query_int (r, "$.extra_mp"), ==, 5);
    g_assert_cmpint (query_int (r, "$.modified_die"), ==, 4);
    g_assert_cmpint (query_int (r, "$.loss"), ==, 4);
    g_free (fm.out);
    g_free (fm.err);
  }
}

static void
test_morale_weather_tables (void)
{
  Run run = { 0 }, w = { 0 }, t = { 0 };
  g_autofree char *m = example ("morale.json"), *wf = example ("weather-january.json");
  g_autoptr(JsonNode) root = NULL, weather = NULL, table = NULL;
  g_autofree char *name = NULL, *cell = NULL;

  run_cli (&run, NULL, "--game", "la-grande-armee", "morale", m, "--dice", "6", NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.target"), ==, 5);
  g_assert_false (json_node_get_boolean (query (root, "$.passed")));
  run_cli (&w, NULL, "--game", "la-grande-armee", "weather", wf, "--dice", "2", NULL);
  weather = output (&w);
  name = query_string (weather, "$.weather");
  g_assert_cmpstr (name, ==, "Snow");
  run_cli (&t, NULL, "--game", "la-grande-armee", "tables", "combat_results", NULL);
  table = output (&t);
  cell = query_string (table, "$.rows[1].attacker");
  g_assert_cmpstr (cell, ==, "3, WITHDRAW, L-2");
  g_free (run.out); g_free (run.err); g_free (w.out); g_free (w.err); g_free (t.out); g_free (t.err);
}

/* Bad input exits 2 and names the field. */
static void
test_bad_input (void)
{
  struct { const char *command, *input, *field; } cases[] = {
    { "battle", "{\"attacker\": {\"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}, \"defender\": {\"units\": [{\"sp\": 5, \"type\": \"pikemen\"}]}}", "$.defender.units[0].type" },
    { "battle", "{\"attacker\": {\"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}, \"defender\": {\"morale\": 2, \"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}}", "$.attacker.units[0].morale" },
    { "battle", "{\"terrain\": [\"mountain\"], \"attacker\": {\"morale\": 2, \"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}, \"defender\": {\"morale\": 2, \"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}}", "$.terrain[0]" },
    { "skirmish", "{\"attacker\": {\"cavalry_sp\": \"four\"}, \"defender\": {\"cavalry_sp\": 1}}", "$.attacker.cavalry_sp" },
    { "attrition", "{\"sp\": 10, \"order\": \"march\"}", "$.weather" },
    { "attrition", "{\"sp\": 10, \"weather\": \"clear\"}", "$.order" },
    { "weather", "{\"month\": 13}", "$.month" },
    { "morale", "{\"units\": [{\"sp\": 3}]}", "$.units[0]" },
    { "battle", "{\"options\": {\"no_such_reading\": true}, \"attacker\": {\"units\": []}, \"defender\": {\"units\": []}}", "$.options" },
    /* Found by the fuzzer: rounds carry each side as an object; a force line there crashed. */
    { "battle", "{\"attacker\": \"12i m3\", \"defender\": \"12i m3\", \"rounds\": [{}, {\"counter_attack\": true}]}", "$.attacker" },
    { "battle", "{\"attacker\": {\"morale\": 3, \"units\": [{\"sp\": 12, \"type\": \"infantry\"}]}, \"defender\": {\"morale\": 3, \"units\": [{\"sp\": 12, \"type\": \"infantry\"}]}, \"rounds\": [{\"defender\": \"6i m3\"}]}", "$.rounds[0].defender" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run = { 0 };
      run_cli (&run, cases[i].input, "--game", "la-grande-armee", cases[i].command, "-", "--dice", "1,1", NULL);
      g_assert_cmpint (run.status, ==, 2);
      if (g_strstr_len (run.err, -1, cases[i].field) == NULL)
        g_error ("%s: \"%s\" does not name %s", cases[i].command, run.err, cases[i].field);
      g_free (run.out);
      g_free (run.err);
    }
}

/* A battle of rounds (tests/cli/la-grande-armee/battle-rounds.json). Round 1: 12 inf
 * against 6+6, all morale 3: 1:1, net 0; dice 5+5 = 10: the attacker "2, 2 AP" (Minimum
 * Loss 1 for 12 SP: 2 SP), the defender "3". Round 2, losses taken (attacker 10, defender 9,
 * spread evenly [12.62]): Friant's Initiative roll 4 > IR 3, he does not join [12.71];
 * 10:9 -> 1:1; the defender stands, +1 [12.46]: net 3 - 4 = -1; dice 6+6 = 12, modified 11:
 * "2, 2 AP" and "3, WITHDRAW": the battle ends [12.0 step 7]; a third round is refused. */
static void
test_rounds (void)
{
  g_autofree char *file = example ("battle-rounds.json");
  g_autofree char *three = NULL, *text = NULL;
  Run run = { 0 }, bad = { 0 };
  g_autoptr(JsonNode) root = NULL;

  run_cli (&run, NULL, "--game", "la-grande-armee", "battle", file, NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.rounds[0].modified_roll"), ==, 10);
  g_assert_cmpint (query_int (root, "$.rounds[0].defender.loss"), ==, 3);
  g_assert_cmpint (query_int (root, "$.rounds[1].defender_front"), ==, 9);
  g_assert_cmpint (query_int (root, "$.rounds[1].attacker_front"), ==, 10);
  g_assert_cmpint (query_int (root, "$.rounds[1].drm.defender"), ==, 4);
  g_assert_cmpint (query_int (root, "$.rounds[1].modified_roll"), ==, 11);
  g_assert_false (json_node_get_boolean (query (root, "$.rounds[1].reinforcements[0].joined")));
  g_assert_true (json_node_get_boolean (query (root, "$.rounds[1].defender.withdraw")));
  g_assert_cmpint (query_int (root, "$.attacker_after.units[0].sp"), ==, 8);
  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  three = g_strdup_printf ("%.*s, {\"dice\": [3, 3]}]}\n", (int) (strrchr (text, ']') - text), text);
  run_cli (&bad, three, "--game", "la-grande-armee", "battle", "-", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "$.rounds[2]"));
  g_free (run.out); g_free (run.err); g_free (bad.out); g_free (bad.err);
}

/* A rout and its pursuit: 12 inf in front and 4 cav in reserve (morale 3) against 6 inf
 * (morale 2): 12:6 = 2:1, +4; net 4 + 3 - 2 = +5; dice 5+4 = 9, modified 14: the defender is
 * ROUTED, L-2, and loses 50% of 6, 3 SP [13.21]. The 4 reserve cavalry pursue: 8 SP, at most
 * the 3 left [12.65]. */
static void
test_rout_pursuit (void)
{
  const char *input = "{\"attacker\": {\"morale\": 3, \"units\": [{\"sp\": 12, \"type\": \"infantry\"}, "
                      "{\"sp\": 4, \"type\": \"cavalry\", \"reserve\": true}]}, "
                      "\"defender\": {\"morale\": 2, \"units\": [{\"sp\": 6, \"type\": \"infantry\"}]}, "
                      "\"rounds\": [{\"dice\": [5, 4], \"pursuit\": {\"cavalry_sp\": 4}}]}";
  Run run = { 0 };
  g_autoptr(JsonNode) root = NULL;

  run_cli (&run, input, "--game", "la-grande-armee", "battle", "-", NULL);
  root = output (&run);
  g_assert_true (json_node_get_boolean (query (root, "$.rounds[0].defender.routed")));
  g_assert_cmpint (query_int (root, "$.rounds[0].defender.loss"), ==, 3);
  g_assert_cmpint (query_int (root, "$.rounds[0].pursuit.captured"), ==, 3);
  g_free (run.out); g_free (run.err);
}

/* losses: [16.41]'s example through the CLI; forage: 3 corps at a town that feeds 2 [14.44]
 * -> all Unsupplied, Depleted [14.46]; 2 corps in Mud -> supplied, Depleted; British never
 * [14.42]; siege: 12 printed SP against 8 with a depot, die 4 -> 6 trains [15.52]; 7 against
 * 8 is refused [15.51]; an unsupplied garrison of morale 2 rolling 3 surrenders [15.54]. */
static void
test_losses_forage_siege (void)
{
  Run l = { 0 }, f1 = { 0 }, f2 = { 0 }, f3 = { 0 }, s1 = { 0 }, s2 = { 0 };
  g_autoptr(JsonNode) lr = NULL, r1 = NULL, r2 = NULL, r3 = NULL, q1 = NULL, q2 = NULL;
  g_autofree char *m1 = NULL, *m2 = NULL;

  run_cli (&l, "{\"attrition\": true, \"loss\": 3, \"side\": {\"units\": [{\"sp\": 4, \"type\": \"infantry\"}, "
           "{\"sp\": 4, \"type\": \"infantry\"}, {\"sp\": 4, \"type\": \"infantry\"}, {\"sp\": 4, \"type\": \"infantry\"}]}}",
           "--game", "la-grande-armee", "losses", "-", NULL);
  lr = output (&l);
  g_assert_cmpint (query_int (lr, "$.per_unit[0]") + query_int (lr, "$.per_unit[1]") + query_int (lr, "$.per_unit[2]"), ==, 3);
  g_assert_cmpint (query_int (lr, "$.per_unit[3]"), ==, 0);
  run_cli (&f1, "{\"place\": \"town\", \"forager\": \"french\", \"corps\": 3, \"distance\": 2, \"weather\": \"clear\"}",
           "--game", "la-grande-armee", "forage", "-", NULL);
  r1 = output (&f1);
  g_assert_false (json_node_get_boolean (query (r1, "$.supplied")));
  m1 = query_string (r1, "$.marker_after");
  g_assert_cmpstr (m1, ==, "depleted");
  run_cli (&f2, "{\"place\": \"city\", \"forager\": \"russian\", \"corps\": 2, \"distance\": 3, \"weather\": \"mud\"}",
           "--game", "la-grande-armee", "forage", "-", NULL);
  r2 = output (&f2);
  g_assert_true (json_node_get_boolean (query (r2, "$.supplied")));
  g_assert_cmpint (query_int (r2, "$.capacity_corps"), ==, 3);
  m2 = query_string (r2, "$.marker_after");
  g_assert_cmpstr (m2, ==, "depleted");
  run_cli (&f3, "{\"place\": \"city\", \"forager\": \"british\", \"corps\": 1, \"distance\": 1, \"weather\": \"clear\"}",
           "--game", "la-grande-armee", "forage", "-", NULL);
  r3 = output (&f3);
  g_assert_false (json_node_get_boolean (query (r3, "$.allowed")));
  run_cli (&s1, "{\"fortress\": \"major\", \"depot\": \"depot\", \"besiegers_printed_sp\": 12, \"garrison_printed_sp\": 8}",
           "--game", "la-grande-armee", "siege", "-", "--dice", "4", NULL);
  q1 = output (&s1);
  g_assert_cmpint (query_int (q1, "$.supply_trains"), ==, 6);
  run_cli (&s2, "{\"fortress\": \"minor\", \"besiegers_printed_sp\": 7, \"garrison_printed_sp\": 8, "
           "\"morale_check\": {\"rating\": 2, \"die\": 3}}", "--game", "la-grande-armee", "siege", "-", NULL);
  q2 = output (&s2);
  g_assert_false (json_node_get_boolean (query (q2, "$.allowed")));
  g_assert_cmpint (query_int (q2, "$.capacity_sp"), ==, 10);
  g_assert_true (json_node_get_boolean (query (q2, "$.morale_check.surrenders")));
  {
    Run *runs[] = { &l, &f1, &f2, &f3, &s1, &s2 };

    for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
      {
        g_free (runs[i]->out);
        g_free (runs[i]->err);
      }
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lga-cli/rounds", test_rounds);
  g_test_add_func ("/lga-cli/rout-pursuit", test_rout_pursuit);
  g_test_add_func ("/lga-cli/losses-forage-siege", test_losses_forage_siege);
  g_test_add_func ("/lga-cli/games", test_games);
  g_test_add_func ("/lga-cli/battle", test_battle);
  g_test_add_func ("/lga-cli/skirmish", test_skirmish);
  g_test_add_func ("/lga-cli/attrition-example", test_attrition_example);
  g_test_add_func ("/lga-cli/morale-weather-tables", test_morale_weather_tables);
  g_test_add_func ("/lga-cli/bad-input", test_bad_input);
  return g_test_run ();
}
