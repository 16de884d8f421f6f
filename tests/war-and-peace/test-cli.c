/* test-cli.c — berthier-cli as a script would use it: the rulebook's worked examples of
 * G.4, K.5 and O.3 give the rulebook's answers; bad input exits 2 naming the field. */
#include <json-glib/json-glib.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

typedef struct {
  int    status;
  char  *out;
  char  *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

/* Runs berthier-cli with ARGS; INPUT (may be NULL) goes to standard input. */
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
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input ? input : "", NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static char *
example (const char *name)
{
  return g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli", name, NULL);
}

static JsonObject *
parse_output (Run *run, JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  if (run->status != 0)
    g_error ("berthier-cli exited %d: %s", run->status, run->err);
  json_parser_load_from_data (parser, run->out, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}


static gint64
query_int (JsonObject *root, const char *path)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonArray *matches;

  json_node_set_object (node, root);
  result = json_path_query (path, node, NULL);
  matches = json_node_get_array (result);
  g_assert_cmpuint (json_array_get_length (matches), ==, 1);
  return json_array_get_int_element (matches, 0);
}

static const char *
query_string (JsonObject *root, const char *path, char **out)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonArray *matches;

  json_node_set_object (node, root);
  result = json_path_query (path, node, NULL);
  matches = json_node_get_array (result);
  g_assert_cmpuint (json_array_get_length (matches), ==, 1);
  *out = g_strdup (json_array_get_string_element (matches, 0));
  return *out;
}

/* O.3: "The Austrian player rolls two dice. The result is an 8, which is increased to 9.
 * At the ratio of 3 to 2, this yields … L = 1, S = D1 … two strength points … three". */
static void
test_example_o3 (void)
{
  g_autofree char *file = example ("example-o3.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *larger = NULL, *odds = NULL, *rl = NULL, *rs = NULL;
  Run run;
  JsonObject *out;
  double sum = 0;
  JsonArray *outcomes;

  run_cli (&run, NULL, "combat", file, "--dice", "4,4", NULL);
  out = parse_output (&run, parser);
  g_assert_cmpstr (query_string (out, "$.larger", &larger), ==, "defender");
  g_assert_cmpstr (query_string (out, "$.odds", &odds), ==, "3:2");
  g_assert_cmpint (query_int (out, "$.drm"), ==, 1);
  g_assert_cmpint (query_int (out, "$.roll"), ==, 8);
  g_assert_cmpint (query_int (out, "$.modified_roll"), ==, 9);
  g_assert_cmpstr (query_string (out, "$.result.larger", &rl), ==, "1");
  g_assert_cmpstr (query_string (out, "$.result.smaller", &rs), ==, "D1");
  g_assert_cmpint (query_int (out, "$.losses.larger"), ==, 2);
  g_assert_cmpint (query_int (out, "$.losses.smaller"), ==, 3);
  outcomes = json_object_get_array_member (out, "outcomes");
  for (guint i = 0; i < json_array_get_length (outcomes); i++)
    sum += json_object_get_double_member (json_array_get_object_element (outcomes, i), "probability");
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (out, "modifiers")), >=, 4);
  run_clear (&run);
}

/* The same battle from standard input. */
static void
test_standard_input (void)
{
  g_autofree char *file = example ("example-o3.json");
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  Run run;

  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  run_cli (&run, text, "combat", "-", "--dice", "4 4", NULL);
  g_assert_cmpint (query_int (parse_output (&run, parser), "$.losses.smaller"), ==, 3);
  run_clear (&run);
}

/* G.4: die 3 → 5, ten SP → "a loss of two strength points, one of which must be cavalry". */
static void
test_example_g4 (void)
{
  g_autofree char *file = example ("example-g4.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  Run run;
  JsonObject *out;

  run_cli (&run, NULL, "attrition", file, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpint (query_int (out, "$.hexes[0].modified_die"), ==, 5);
  g_assert_cmpint (query_int (out, "$.hexes[0].loss"), ==, 2);
  g_assert_true (json_object_get_boolean_member (
    json_array_get_object_element (json_object_get_array_member (out, "hexes"), 0), "cavalry_required"));
  run_clear (&run);
}

/* K.5: a "5" is modified to 3 for the Guard, 4 for the French, 5 for the Bavarian; they
 * may go 2, 1 and 0 extra MP, and one French SP is lost. */
static void
test_example_k5 (void)
{
  g_autofree char *file = example ("example-k5.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  Run run;
  JsonObject *out;

  run_cli (&run, NULL, "forced-march", file, "--dice", "5", NULL);
  out = parse_output (&run, parser);
  g_assert_cmpint (query_int (out, "$.groups[0].modified_die"), ==, 3);
  g_assert_cmpint (query_int (out, "$.groups[1].modified_die"), ==, 4);
  g_assert_cmpint (query_int (out, "$.groups[2].modified_die"), ==, 5);
  g_assert_cmpint (query_int (out, "$.groups[0].extra_mp"), ==, 2);
  g_assert_cmpint (query_int (out, "$.groups[1].extra_mp"), ==, 1);
  g_assert_cmpint (query_int (out, "$.groups[2].extra_mp"), ==, 0);
  g_assert_cmpint (query_int (out, "$.loss"), ==, 1);
  g_assert_cmpint (query_int (out, "$.loss_group"), ==, 1);
  run_clear (&run);
}

static void
expect_bad_input (const char *input, const char *message_part, const char *command)
{
  Run run;

  run_cli (&run, input, command, "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  if (strstr (run.err, message_part) == NULL)
    g_error ("stderr \"%s\" does not mention \"%s\"", run.err, message_part);
  /* One line, no crash trace. */
  g_assert_cmpint (strchr (run.err, '\n') - run.err, ==, strlen (run.err) - 1);
  run_clear (&run);
}

static void
test_bad_input (void)
{
  expect_bad_input ("{\"attacker\":{\"units\":[{\"sp\":\"five\",\"kind\":\"I\",\"color\":\"blue\"}]},"
                    "\"defender\":{\"units\":[]}}", "$.attacker.units[0].sp: expected an integer", "combat");
  expect_bad_input ("{\"attacker\":{\"units\":[]},\"defender\":{\"units\":[]}}",
                    "$.attacker.units: a force needs at least one unit", "combat");
  expect_bad_input ("{\"attacker\":", "(standard input)", "combat");
  expect_bad_input ("{\"hexes\":[{\"sp\":4,\"sp\":5}]}", "duplicate key \"sp\"", "attrition");
  expect_bad_input ("{\"die\":9,\"hexes\":[]}", "$.die", "attrition");
  expect_bad_input ("{\"extra_mp\":4,\"groups\":[{\"sp\":1}]}", "$.extra_mp", "forced-march");
  expect_bad_input ("[]", "$", "forced-march");
  /* A member's path is written as a path ("$.month: …"), not "$: month: …" (issue 17). */
  expect_bad_input ("{\"month\":\"August\"}", "$.month: \"August\" is not a month", "politics");
}

static void
test_usage_errors (void)
{
  Run run;

  run_cli (&run, NULL, "fight", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "unknown command \"fight\""));
  run_clear (&run);
  run_cli (&run, NULL, "combat", "/nonexistent/battle.json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "/nonexistent/battle.json"));
  run_clear (&run);
  run_cli (&run, NULL, "roll", "2d6", "--dice", "7", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "dice"));
  run_clear (&run);
  run_cli (&run, NULL, "--rules", "/nonexistent", "tables", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
}

/* The games: `games` lists what is installed, --game picks one (War and Peace by
 * default, its commands the same), --help lists the chosen game's commands. */
static void
test_games (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *games;
  JsonObject *wap;
  Run run, chosen;

  run_cli (&run, NULL, "games", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  games = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (games), >=, 1);
  wap = json_array_get_object_element (games, 0);
  g_assert_cmpstr (json_object_get_string_member (wap, "id"), ==, "war-and-peace");
  g_assert_true (json_object_get_boolean_member (wap, "default"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (wap, "rulesets"), 0), "id"), ==, "war-and-peace-4e");
  run_clear (&run);

  /* --game war-and-peace is the default: the same output, byte for byte. */
  run_cli (&run, NULL, "roll", "2d6", "--seed", "7", NULL);
  run_cli (&chosen, NULL, "--game", "war-and-peace", "roll", "2d6", "--seed", "7", NULL);
  g_assert_cmpint (chosen.status, ==, 0);
  g_assert_cmpstr (chosen.out, ==, run.out);
  run_clear (&run);
  run_clear (&chosen);

  run_cli (&run, NULL, "--game", "chess", "roll", "2d6", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "unknown game \"chess\""));
  run_clear (&run);

  run_cli (&run, NULL, "--game=war-and-peace", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Commands of War and Peace (--game war-and-peace)"));
  g_assert_nonnull (strstr (run.out, "forced-march"));
  g_assert_nonnull (strstr (run.out, "games"));
  run_clear (&run);
}

static void
test_roll_and_tables (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) parser2 = json_parser_new ();
  Run run;
  JsonObject *out;

  run_cli (&run, NULL, "roll", "2d6", "--dice", "3,5", NULL);
  out = parse_output (&run, parser);
  g_assert_cmpint (query_int (out, "$.total"), ==, 8);
  run_clear (&run);

  run_cli (&run, NULL, "roll", "3d6", "--seed", "42", NULL);
  out = parse_output (&run, parser);
  g_assert_cmpint (query_int (out, "$.total"), >=, 3);
  g_assert_cmpint (query_int (out, "$.total"), <=, 18);
  run_clear (&run);

  run_cli (&run, NULL, "tables", "combat_loss", NULL);
  out = parse_output (&run, parser2);
  g_assert_true (json_object_has_member (out, "rows"));
  run_clear (&run);

  run_cli (&run, NULL, "tables", "nonsense", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
}

/* A ruleset loaded from a directory: a broken copy is refused with file, path and problem. */
static void
test_rules_directory (void)
{
  g_autofree char *source = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace", "rules",
                                              "war-and-peace-4e.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("berthier-rules-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "war-and-peace-4e.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) broken = NULL;
  Run run;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  run_cli (&run, NULL, "--rules", dir, "roll", "d6", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  broken = g_string_new (text);
  g_string_replace (broken, "\"drm_cap\": 4", "\"drm_cap\": \"four\"", 1);
  g_assert_true (g_file_set_contents (copy, broken->str, -1, NULL));
  run_cli (&run, NULL, "--rules", dir, "roll", "d6", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "war-and-peace-4e.json: $.combat_results.drm_cap: expected an integer"));
  run_clear (&run);
  g_remove (copy);
  g_rmdir (dir);
}

/* M.3 over the players' record of the board (tests/cli/m3-board.overlay.json, as in
 * test-supply.c): San Sebastian supplied from Bayonne, Burgos by chain, Madrid not; an enemy
 * in O11 cuts the line. */
static void
test_supply_m3 (void)
{
  g_autofree char *file = example ("example-m3-supply.json");
  g_autofree char *board = example ("m3-board.overlay.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) blocked_parser = json_parser_new ();
  g_autofree char *status = NULL, *city = NULL, *chain = NULL, *madrid = NULL, *cut = NULL, *via = NULL;
  g_autofree char *text = NULL;
  Run run, blocked;
  JsonObject *out;

  run_cli (&run, NULL, "supply", file, "--overlay", board, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpstr (query_string (out, "$.forces[0].status", &status), ==, "supplied");
  g_assert_cmpstr (query_string (out, "$.forces[0].source_city", &city), ==, "Bayonne");
  g_assert_cmpint (query_int (out, "$.forces[0].mp"), <=, 3);
  g_assert_cmpstr (query_string (out, "$.forces[1].chain", &chain), ==, "san-sebastian");
  g_assert_cmpstr (query_string (out, "$.forces[2].status", &madrid), ==, "unsupplied");
  run_clear (&run);

  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  {
    /* The same positions with a Spanish point in O11(1), read from standard input. */
    g_autoptr(GString) input = g_string_new (text);
    g_string_replace (input, "\"forces\": [", "\"forces\": [{\"id\": \"spaniard\", \"side\": \"spain\","
                      " \"color\": \"yellow\", \"nation\": \"spain\", \"hex\": \"O11(1)\", \"sp\": 1},", 1);
    run_cli (&blocked, input->str, "supply", "-", "--overlay", board, NULL);
  }
  out = parse_output (&blocked, blocked_parser);
  g_assert_cmpstr (query_string (out, "$.forces[1].status", &cut), ==, "unsupplied");
  g_assert_cmpstr (query_string (out, "$.forces[1].via", &via), ==, "none");
  run_clear (&blocked);
}

/* M.3 without the players' record of the board: Bayonne, a major city of France (M.3.a:
 * "Each major city in a unit's home country is a supply source for that unit"), has no
 * recorded hex, so the rulebook's "The French point in San Sebastian is within three
 * movement points of Bayonne ... and is therefore in supply" cannot be decided: San
 * Sebastian and Burgos (by chain) are unknown and name Bayonne, never "unsupplied". */
static void
test_supply_m3_unknown (void)
{
  g_autofree char *file = example ("example-m3-supply.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL;
  Run run;
  JsonObject *out;

  run_cli (&run, NULL, "supply", file, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpstr (query_string (out, "$.forces[0].status", &a), ==, "unknown");
  g_assert_cmpstr (query_string (out, "$.forces[0].unplaced_sources[0]", &b), ==, "Bayonne");
  g_assert_cmpstr (query_string (out, "$.forces[1].status", &c), ==, "unknown");
  g_assert_cmpstr (query_string (out, "$.forces[1].unplaced_sources[0]", &d), ==, "Bayonne");
  g_assert_cmpstr (query_string (out, "$.sources[1].city", &e), ==, "Bayonne");
  run_clear (&run);
}

/* The map records the size and country of only some cities (issue 16): Madrid's French point
 * has no line to Bayonne or Paris, but a city the map does not know as French and major
 * (Bordeaux: no country recorded) might be one, so without "major_cities_complete" the
 * answer is unknown, naming the cities whose size or country to enter; with it, the
 * rulebook's "The French point in Madrid ... is therefore unsupplied" (M.3, 000:381). */
static void
test_supply_major_cities (void)
{
  g_autofree char *file = example ("example-m3-supply.json");
  g_autofree char *board = example ("m3-board.overlay.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) complete_parser = json_parser_new ();
  g_autofree char *text = NULL, *a = NULL, *b = NULL, *c = NULL;
  g_autoptr(GString) partial = NULL;
  JsonObject *out;
  JsonArray *names;
  gboolean bordeaux = FALSE;
  Run run;

  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  partial = g_string_new (text);
  g_assert_cmpuint (g_string_replace (partial, "\"major_cities_complete\": true,", "", 1), ==, 1);
  run_cli (&run, partial->str, "supply", "-", "--overlay", board, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpstr (query_string (out, "$.forces[0].status", &a), ==, "supplied");
  g_assert_cmpstr (query_string (out, "$.forces[2].status", &b), ==, "unknown");
  names = json_object_get_array_member (json_array_get_object_element (json_object_get_array_member (out, "forces"), 2),
                                        "undetermined_cities");
  g_assert_nonnull (names);
  for (guint i = 0; i < json_array_get_length (names); i++)
    bordeaux = bordeaux || g_strcmp0 (json_array_get_string_element (names, i), "Bordeaux") == 0;
  g_assert_true (bordeaux);
  /* Supplied forces name nothing. */
  g_assert_false (json_object_has_member (json_array_get_object_element (json_object_get_array_member (out, "forces"), 0),
                                          "undetermined_cities"));
  run_clear (&run);

  /* "major_cities_complete": true (the example's own input): unsupplied. */
  run_cli (&run, NULL, "supply", file, "--overlay", board, NULL);
  out = parse_output (&run, complete_parser);
  g_assert_cmpstr (query_string (out, "$.forces[2].status", &c), ==, "unsupplied");
  g_assert_false (json_object_has_member (json_array_get_object_element (json_object_get_array_member (out, "forces"), 2),
                                          "undetermined_cities"));
  run_clear (&run);
}

/* S: only a city has fortifications; inside_city or besieged elsewhere is refused. */
static void
test_supply_inside_no_city (void)
{
  Run run;

  run_cli (&run, "{\"forces\": [{\"id\": \"a\", \"side\": \"french\", \"color\": \"blue\","
           " \"nation\": \"france\", \"hex\": \"O11(1)\", \"sp\": 1, \"besieged\": true}]}",
           "supply", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "$.forces[0].besieged: the map records no city in O11"));
  run_clear (&run);
  run_cli (&run, "{\"forces\": [{\"id\": \"a\", \"side\": \"french\", \"color\": \"blue\","
           " \"nation\": \"france\", \"hex\": \"Madrid\", \"sp\": 1, \"inside_city\": true}]}",
           "supply", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
}

/* X.I.1 (000:2134): "whenever all of a state's production cities are controlled by foreign
 * units, the state is considered conquered" — all of them, as the Campaign Game Card lists them. On the
 * shipped card (Austria: Prague, Innsbruck, Budapest, the list to be completed) Vienna
 * alone does not conquer Austria: the answer "needs" the rest. With the players' card
 * (Austria complete) and every city held, Austria is conquered. A symbol the card
 * contradicts is refused: "Prague is depicted in red, but according to the Campaign Game
 * Card its production is restricted to landwehr. ... The Campaign Game Card is correct" (BB). */
static void
test_politics_card (void)
{
  g_autofree char *file = example ("politics-1805.json");
  g_autofree char *card_dir = g_build_filename (g_getenv ("XDG_DATA_HOME"), "berthier", "campaign", NULL);
  g_autofree char *card_path = g_build_filename (card_dir, "war-and-peace-4e.card.json", NULL);
  g_autofree char *shipped = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "data", "war-and-peace",
                                               "campaign", "war-and-peace-4e-card.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) card_parser = json_parser_new ();
  g_autoptr(JsonParser) conquered_parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *kind = NULL, *text = NULL, *kind2 = NULL;
  const char *held = "{\"month\": \"1805-12\", \"players\": 2, \"cities\": ["
    "{\"name\": \"Vienna\", \"state\": \"austria\", \"production\": true, \"symbol\": \"red\", \"capital\": true, \"controller\": \"pro_french\"},"
    "{\"name\": \"Prague\", \"state\": \"austria\", \"production\": true, \"controller\": \"pro_french\"},"
    "{\"name\": \"Innsbruck\", \"state\": \"austria\", \"production\": true, \"controller\": \"pro_french\"},"
    "{\"name\": \"Budapest\", \"state\": \"austria\", \"production\": true, \"symbol\": \"red\", \"controller\": \"pro_french\"}]}";
  Run run;
  JsonObject *out;

  g_assert_false (g_file_test (card_path, G_FILE_TEST_EXISTS));
  run_cli (&run, NULL, "politics", file, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpstr (query_string (out, "$.conquest[0].kind", &kind), ==, "needs");
  g_assert_nonnull (strstr (query_string (out, "$.conquest[0].text", &text), "Prague"));
  run_clear (&run);

  /* Prague red, against the card's black. */
  run_cli (&run, "{\"cities\": [{\"name\": \"Prague\", \"state\": \"austria\", \"production\": true,"
           " \"symbol\": \"red\", \"controller\": \"anti_french\"}]}", "politics", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "$.cities[0].symbol: the Campaign Game Card gives Prague a black symbol, not red"));
  run_clear (&run);
  run_cli (&run, "{\"cities\": [{\"name\": \"Portsmouth\", \"state\": \"england\", \"production\": true,"
           " \"symbol\": \"red\", \"controller\": \"anti_french\"}]}", "politics", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "gives Portsmouth a white symbol, not red"));
  run_clear (&run);

  /* The players' card: Austria's four cities, complete. */
  g_assert_true (json_parser_load_from_file (card_parser, shipped, &error));
  g_assert_no_error (error);
  {
    JsonArray *states = json_object_get_array_member (json_node_get_object (json_parser_get_root (card_parser)), "states");
    g_autoptr(JsonGenerator) gen = json_generator_new ();
    g_autofree char *data = NULL;
    for (guint i = 0; i < json_array_get_length (states); i++)
      {
        JsonObject *st = json_array_get_object_element (states, i);
        if (g_str_equal (json_object_get_string_member (st, "id"), "austria"))
          {
            JsonObject *pc = json_object_get_object_member (st, "production_cities");
            json_object_set_member (pc, "cities", json_from_string (
              "[{\"city\": \"Prague\", \"symbol\": \"black\"}, {\"city\": \"Innsbruck\", \"symbol\": \"black\"},"
              " {\"city\": \"Budapest\", \"symbol\": \"red\"}, {\"city\": \"Vienna\", \"symbol\": \"red\"}]", NULL));
            json_object_set_boolean_member (pc, "complete", TRUE);
          }
      }
    json_generator_set_root (gen, json_parser_get_root (card_parser));
    data = json_generator_to_data (gen, NULL);
    g_assert_cmpint (g_mkdir_with_parents (card_dir, 0700), ==, 0);
    g_assert_true (g_file_set_contents (card_path, data, -1, &error));
  }
  run_cli (&run, held, "politics", "-", NULL);
  out = parse_output (&run, conquered_parser);
  g_assert_cmpstr (query_string (out, "$.conquest[0].kind", &kind2), ==, "conquest");
  run_clear (&run);
  g_remove (card_path);
}

/* The production input against the card: Prague is landwehr-only on the Card ("The Campaign
 * Game Card is correct", BB); Italy is of the Italian group (X.G.1.a); "none" is named; the
 * month is written "YYYY-MM" as in politics (the old year and month numbers still work);
 * "symbol": null is a production city whose symbol is to be entered: unknown, not 0 PP. */
static void
test_production_card (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) unknown_parser = json_parser_new ();
  g_autofree char *warning = NULL, *what = NULL;
  Run run;
  JsonObject *out;

  run_cli (&run, "{\"state\": \"austria\", \"status\": \"anti_french\", \"month\": \"1806-03\", \"die\": 6,"
           " \"cities\": [{\"name\": \"Prague\", \"symbol\": \"red\"}]}", "production", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "$.cities[0].symbol: the Campaign Game Card gives Prague a black symbol, not red"));
  run_clear (&run);

  run_cli (&run, "{\"state\": \"france\", \"status\": \"pro_french\", \"month\": \"1806-03\", \"die\": 6,"
           " \"cities\": [{\"name\": \"Milan\", \"symbol\": \"red\", \"minor_state\": \"italy\"}],"
           " \"minor_states\": [{\"id\": \"italy\", \"group\": \"german\"}]}", "production", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "$.minor_states[0].group: the Campaign Game Card puts italy in the italian group"));
  run_clear (&run);

  run_cli (&run, "{\"state\": \"france\", \"status\": \"pro_french\", \"month\": \"1806-03\", \"die\": 6,"
           " \"cities\": [{\"name\": \"Paris\", \"symbol\": \"red\", \"capital\": true},"
           " {\"name\": \"Lyon\", \"symbol\": \"none\"}]}", "production", "-", NULL);
  out = parse_output (&run, parser);
  g_assert_nonnull (strstr (query_string (out, "$.warnings[0]", &warning), "Lyon has the symbol \"none\""));
  g_assert_cmpint (query_int (out, "$.available.total"), ==, 2);
  run_clear (&run);

  run_cli (&run, "{\"state\": \"france\", \"status\": \"pro_french\", \"year\": 1806, \"month\": 3, \"die\": 6,"
           " \"cities\": [{\"name\": \"Paris\", \"symbol\": null, \"capital\": true}]}", "production", "-", NULL);
  out = parse_output (&run, unknown_parser);
  g_assert_cmpstr (query_string (out, "$.unknown[0]", &what), ==, "Paris's production symbol (X.J.2.e)");
  g_assert_true (json_node_is_null (json_object_get_member (json_object_get_object_member (out, "available"), "total")));
  run_clear (&run);

  /* X.C.2.b reads control at the end from both numbers: one alone is refused. */
  run_cli (&run, "{\"cities\": [{\"name\": \"Vienna\", \"state\": \"austria\", \"production\": true,"
           " \"controller\": \"anti_french\", \"end_sp_pro_french\": 3}]}", "politics", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "end_sp_pro_french is given without end_sp_anti_french"));
  run_clear (&run);
}

/* Hexes and MP between two locations; without the players' record the route is uncertain
 * and names the hexes to look up. */
static void
test_distance (void)
{
  g_autofree char *board = example ("m3-board.overlay.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) uncertain_parser = json_parser_new ();
  g_autofree char *status = NULL, *unsure = NULL, *first = NULL;
  Run run;
  JsonObject *out;

  run_cli (&run, NULL, "distance", "San Sebastian", "M09(1)", "--overlay", board, NULL);
  out = parse_output (&run, parser);
  g_assert_cmpint (query_int (out, "$.distance"), ==, 3);
  g_assert_cmpint (query_int (out, "$.mp"), ==, 3);
  g_assert_cmpstr (query_string (out, "$.status", &status), ==, "found");
  g_assert_cmpstr (query_string (out, "$.path[0]", &first), ==, "P10(1)");
  run_clear (&run);

  run_cli (&run, NULL, "distance", "San Sebastian", "Burgos", NULL);
  out = parse_output (&run, uncertain_parser);
  g_assert_cmpstr (query_string (out, "$.status", &unsure), ==, "uncertain");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (out, "unrecorded")), >, 0);
  run_clear (&run);

  run_cli (&run, NULL, "distance", "Atlantis", "Burgos", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Atlantis"));
  run_clear (&run);
  run_cli (&run, NULL, "distance", "Burgos", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "FROM and TO"));
  run_clear (&run);
}

/* Issue 17: names no scenario has, and forces that cannot be told apart or have nothing in
 * them, are refused with the field named (exit 2), not computed. */
static void
test_unknown_names (void)
{
  g_autofree char *production_path = example ("example-production-france.json");
  g_autofree char *production = NULL;
  g_autoptr(GString) atlantis = NULL;
  Run run;

  /* A supply force (or source) on a side no scenario has: every force would be an enemy. */
  expect_bad_input ("{\"forces\": [{\"id\": \"a\", \"side\": \"martian\", \"color\": \"blue\","
                    " \"nation\": \"france\", \"hex\": \"Madrid\", \"sp\": 1}]}",
                    "$.forces[0].side: \"martian\" is not a side (\"french\" or \"non-french\") or a power", "supply");
  expect_bad_input ("{\"forces\": [], \"sources\": [{\"hex\": \"Madrid\", \"side\": \"martian\"}]}",
                    "$.sources[0].side: \"martian\" is not a side", "supply");
  /* Two forces of one id: the chains and the output would name either. */
  expect_bad_input ("{\"forces\": [{\"id\": \"a\", \"side\": \"french\", \"color\": \"blue\","
                    " \"nation\": \"france\", \"hex\": \"Madrid\", \"sp\": 1},"
                    " {\"id\": \"a\", \"side\": \"french\", \"color\": \"blue\","
                    " \"nation\": \"france\", \"hex\": \"Burgos\", \"sp\": 1}]}",
                    "$.forces[1].id: \"a\" is already the id of $.forces[0]", "supply");

  /* A producing state no scenario has. */
  g_assert_true (g_file_get_contents (production_path, &production, NULL, NULL));
  atlantis = g_string_new (production);
  g_assert_cmpuint (g_string_replace (atlantis, "\"state\": \"france\"", "\"state\": \"atlantis\"", 1), ==, 1);
  expect_bad_input (atlantis->str, "$.state: \"atlantis\" is not a state of the game", "production");

  /* A naval nation no scenario has would fight with morale 1 (X.F.1.b's "all others"). */
  expect_bad_input ("{\"first\": {\"fleets\": [{\"nation\": \"atlantis\", \"squadrons\": 5}]},"
                    " \"second\": {\"fleets\": [{\"nation\": \"france\", \"squadrons\": 3}]}}",
                    "$.first.fleets[0].nation: \"atlantis\" is not a nation of the game", "naval-combat");
  expect_bad_input ("{\"nation\": \"atlantis\", \"transports\": 1}",
                    "$.nation: \"atlantis\" is not a nation of the game", "naval-transport");
  run_cli (&run, NULL, "naval-combat", "atlantis:5", "france:3", "--dice", "4,4", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "\"atlantis\" is not a nation of the game"));
  run_clear (&run);

  /* Two forces of no squadrons and no transports: nothing to fight. */
  run_cli (&run, NULL, "naval-combat", "england:0", "france:0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "first.fleets: the force has no squadrons and no transports"));
  run_clear (&run);
  run_cli (&run, NULL, "naval-combat", "england:3", "france:0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "second.fleets: the force has no squadrons and no transports"));
  run_clear (&run);

  /* The known names still work. */
  run_cli (&run, NULL, "naval-combat", "england:3", "france:2", "--dice", "4,4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("berthier-cli-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", home, TRUE);   /* no players' card but the test's own */
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/example-o3", test_example_o3);
  g_test_add_func ("/cli/standard-input", test_standard_input);
  g_test_add_func ("/cli/example-g4", test_example_g4);
  g_test_add_func ("/cli/example-k5", test_example_k5);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/roll-and-tables", test_roll_and_tables);
  g_test_add_func ("/cli/games", test_games);
  g_test_add_func ("/cli/rules-directory", test_rules_directory);
  g_test_add_func ("/cli/supply-m3", test_supply_m3);
  g_test_add_func ("/cli/politics-card", test_politics_card);
  g_test_add_func ("/cli/production-card", test_production_card);
  g_test_add_func ("/cli/supply-m3-unknown", test_supply_m3_unknown);
  g_test_add_func ("/cli/supply-major-cities", test_supply_major_cities);
  g_test_add_func ("/cli/supply-inside-no-city", test_supply_inside_no_city);
  g_test_add_func ("/cli/distance", test_distance);
  g_test_add_func ("/cli/unknown-names", test_unknown_names);
  return g_test_run ();
}
