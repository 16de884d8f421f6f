/* test-lga-cli-rounds.c — the battle command's River Crossing battles [12.9], counter-attacks
 * [12.77] and leaders lost between rounds [12.55-12.56], worked by hand, through berthier-cli
 * (the same cases as test-lga-river and test-lga-between-rounds, and the rounds carried). */
#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

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
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static char *
example_text (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli", "la-grande-armee", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The example NAME with FROM replaced by TO (once; it must be there). */
static char *
edited (const char *name, const char *from, const char *to)
{
  g_autofree char *text = example_text (name);
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
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

static gboolean
query_bool (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) n = query (root, path);
  return json_node_get_boolean (n);
}

static char *
query_string (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) n = query (root, path);
  return g_strdup (json_node_get_string (n));
}

static guint
query_length (JsonNode *root, const char *path)
{
  g_autoptr(JsonNode) n = query (root, path);
  return json_array_get_length (json_node_get_array (n));
}

/* battle-river.json. Round 1, Defend the River Crossing: Soult (CB 2) and Vandamme (CB 1)
 * with a division of 10 infantry, a cavalry division of 2 and 1 FA (morale 3; 6 infantry in
 * reserve, which 12.92 #2 allows) against Kollowrat (CB 1) and a division leader (CB 1) with
 * 6 infantry and 1 FA (morale 2; 6 in reserve). 13:7 = 1.86 -> 5:3, +3; attacker +3 +2 +1
 * +3 morale +2 combined arms +1 artillery = 12; defender +1 +1 +2 +1 = 5; net +7. Dice 2+3,
 * modified 12: "1, 3 Advance Points" and "2, WITHDRAW, L-1"; Minimum Loss for 13 SP is 1.
 * [12.93 #4] with a reserve the defender's front line stays and makes no Morale Check, and
 * "If a second round of combat is fought, the defender must use the Defend the Hex option".
 * [12.55] L-1 kills his committed division leader. Round 2, Defend the Hex (1 corps
 * announced, 1 allowed): 9+2+1 = 12 against 4+1 = 5 (losses by 3:1:1): 2.4 -> 2:1, +4;
 * attacker 13; the defender has lost his division leader, so Kollowrat has no subordinate
 * and no leader modifier [12.41]: +2 morale +1 artillery +1 he stands [12.46] = 4. Net +9,
 * dice 1+1, modified 11: "3, WITHDRAW" — the battle ends. */
static void
test_river (void)
{
  Run run = { 0 }, bad = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = example_text ("battle-river.json"), *river = NULL, *lost = NULL;
  g_autofree char *crossing = edited ("battle-river.json", "\"river\": \"defend_hex\"", "\"river\": \"defend_crossing\"");

  run_cli (&run, text, "--game", "la-grande-armee", "battle", "-", NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.rounds[0].drm.net"), ==, 7);
  g_assert_cmpint (query_int (root, "$.rounds[0].modified_roll"), ==, 12);
  g_assert_cmpint (query_int (root, "$.rounds[0].defender.loss"), ==, 2);
  g_assert_true (query_bool (root, "$.rounds[0].defender.holds_hex"));
  g_assert_false (query_bool (root, "$.rounds[0].defender.withdraw"));
  g_assert_false (query_bool (root, "$.rounds[0].defender.morale_check"));
  river = query_string (root, "$.rounds[0].defender.river");
  g_assert_nonnull (strstr (river, "[12.93]"));
  g_assert_cmpuint (query_length (root, "$.rounds[0].violations"), ==, 0);
  lost = query_string (root, "$.rounds[0].leaders_lost.defender.names[0]");
  g_assert_cmpstr (lost, ==, "Kollowrat's division leader");
  g_assert_cmpint (query_int (root, "$.rounds[1].attacker_front"), ==, 12);
  g_assert_cmpint (query_int (root, "$.rounds[1].defender_front"), ==, 5);
  g_assert_cmpint (query_int (root, "$.rounds[1].drm.defender"), ==, 4);
  g_assert_cmpint (query_int (root, "$.rounds[1].drm.net"), ==, 9);
  g_assert_true (query_bool (root, "$.rounds[1].defender.withdraw"));
  g_assert_cmpuint (query_length (root, "$.defender_after.leaders"), ==, 1);
  /* the second round under Defend the River Crossing again is refused, naming the field */
  run_cli (&bad, crossing, "--game", "la-grande-armee", "battle", "-", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "$.rounds[1].river"));
  g_assert_nonnull (strstr (bad.err, "[12.93]"));
  run_clear (&run);
  run_clear (&bad);
}

/* test-lga-river's R1 and R7 as one-round inputs: the attacker's Withdraw at a minor river
 * costs (2+1) x 2 = 6 [12.93 #1]; a third round across a river is refused [12.92 #3]. */
static void
test_river_round (void)
{
  const char *r1 = "{\"river\": \"defend_crossing\", \"terrain\": [\"minor_river\"], \"dice\": [4, 4], "
                   "\"attacker\": {\"morale\": 2, \"units\": [{\"sp\": 15, \"type\": \"infantry\"}]}, "
                   "\"defender\": {\"morale\": 3, \"units\": [{\"sp\": 12, \"type\": \"infantry\"}, {\"sp\": 3, \"type\": \"cavalry\"}, "
                   "{\"sp\": 1, \"type\": \"field_artillery\"}, {\"sp\": 1, \"type\": \"horse_artillery\"}]}}";
  const char *r7 = "{\"river\": \"defend_hex\", \"round\": 3, "
                   "\"attacker\": {\"morale\": 3, \"units\": [{\"sp\": 10, \"type\": \"infantry\"}]}, "
                   "\"defender\": {\"morale\": 2, \"units\": [{\"sp\": 5, \"type\": \"infantry\"}]}}";
  Run one = { 0 }, three = { 0 };
  g_autoptr(JsonNode) a = NULL, b = NULL;
  g_autofree char *verdict = NULL, *row = NULL;

  run_cli (&one, r1, "--game", "la-grande-armee", "battle", "-", NULL);
  a = output (&one);
  g_assert_cmpint (query_int (a, "$.modified_roll"), ==, 2);
  g_assert_cmpint (query_int (a, "$.attacker.loss"), ==, 6);
  row = query_string (a, "$.outcomes[2].row");
  g_assert_cmpstr (row, ==, "2");
  g_assert_cmpint (query_int (a, "$.outcomes[2].attacker_loss"), ==, 6);
  run_cli (&three, r7, "--game", "la-grande-armee", "battle", "-", NULL);
  b = output (&three);
  g_assert_false (query_bool (b, "$.allowed"));
  verdict = query_string (b, "$.verdict");
  g_assert_nonnull (strstr (verdict, "[12.92]"));
  run_clear (&one);
  run_clear (&three);
}

/* battle-counter-attack.json. Round 1: 12 infantry (morale 3) against 10 (morale 2): 1:1, net
 * +1, dice 5+4, modified 10: "2, 2 Advance Points" and "3"; 10 against 7 left. Round 2:
 * Liechtenstein's 5 SP join the defender (Initiative 2 <= 4) [12.71]: 10:12 -> 3:4, -1;
 * attacker 2, defender 2 +1 stands = 3; dice 2+2, modified 3: "3" and "2": no Advance Point
 * for the attacker. Round 3 [12.77]: "the defender may choose to launch a counter-attack ...
 * A new combat round is fought, with the roles of the players reversed": the original
 * defender's 10 against the original attacker's 7: 4:3, +1; +1 +2 = 3 against 3 +1 = 4; dice
 * 6+5, modified 10: the original attacker loses 3 (4 left), the original defender 2 (8 left).
 * A fourth round by the original attacker is refused: he kept no Advance Points from his own
 * last attack (round 2 gave none). Without the reinforcement (Initiative roll 5 > 4) round 3
 * is refused too. */
static void
test_counter_attack (void)
{
  Run run = { 0 }, four = { 0 }, alone = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = example_text ("battle-counter-attack.json"), *who = NULL;
  g_autofree char *fourth = edited ("battle-counter-attack.json", "\"dice\": [6, 5]}", "\"dice\": [6, 5]}, {\"counter_attack\": true}");
  g_autofree char *failed = edited ("battle-counter-attack.json", "\"die\": 2", "\"die\": 5");

  run_cli (&run, text, "--game", "la-grande-armee", "battle", "-", NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.rounds[1].modified_roll"), ==, 3);
  g_assert_cmpint (query_int (root, "$.rounds[1].attacker.advance_points"), ==, 0);
  who = query_string (root, "$.rounds[2].attacker_is");
  g_assert_cmpstr (who, ==, "the original defender");
  g_assert_cmpint (query_int (root, "$.rounds[2].attacker_front"), ==, 10);
  g_assert_cmpint (query_int (root, "$.rounds[2].defender_front"), ==, 7);
  g_assert_cmpint (query_int (root, "$.rounds[2].drm.net"), ==, -1);
  g_assert_cmpint (query_int (root, "$.rounds[2].modified_roll"), ==, 10);
  g_assert_cmpint (query_int (root, "$.attacker_after.units[0].sp"), ==, 4);
  g_assert_cmpint (query_int (root, "$.defender_after.units[0].sp") + query_int (root, "$.defender_after.units[1].sp"), ==, 8);
  run_cli (&four, fourth, "--game", "la-grande-armee", "battle", "-", NULL);
  g_assert_cmpint (four.status, ==, 2);
  g_assert_nonnull (strstr (four.err, "$.rounds[3].counter_attack"));
  g_assert_nonnull (strstr (four.err, "[12.77]"));
  run_cli (&alone, failed, "--game", "la-grande-armee", "battle", "-", NULL);
  g_assert_cmpint (alone.status, ==, 2);
  g_assert_nonnull (strstr (alone.err, "$.rounds[2].counter_attack"));
  run_clear (&run);
  run_clear (&four);
  run_clear (&alone);
}

/* battle-leader-loss.json. Charles (Army Leader, CB 3), Hohenzollern (Corps, 2),
 * Vukassovich (Division, 1) and Liechtenstein (a cavalry Corps Leader, 1; 2 cavalry SP) all
 * counted [12.41]: +7, and morale +2 = 9. The attacker's 16 SP against 8: 2:1, +4 +3 morale
 * +2 combined arms +2 artillery = 11; net +2; dice 5+6, modified 13: "3, WITHDRAW, L-2", held
 * at the crossing by the reserve [12.93 #4]. [12.56] a corps and the army leader are present:
 * the owner's die 3 loses a corps leader, and of Hohenzollern and Liechtenstein the owner
 * chooses Hohenzollern; Vukassovich goes by L-1's part [12.55]. In round 2 Charles has no
 * subordinate left: no leader modifier. Without the owner's choice the next round cannot be
 * fought: exit 2 naming $.rounds[0].leader_choice.defender. */
static void
test_leader_loss (void)
{
  Run run = { 0 }, bad = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) notes = NULL;
  g_autofree char *text = example_text ("battle-leader-loss.json"), *first = NULL, *second = NULL;
  gboolean found = FALSE;
  g_autofree char *unchosen = edited ("battle-leader-loss.json", ", \"leader_choice\": {\"defender\": \"Hohenzollern\"}", "");

  run_cli (&run, text, "--game", "la-grande-armee", "battle", "-", NULL);
  root = output (&run);
  g_assert_cmpint (query_int (root, "$.rounds[0].drm.defender"), ==, 9);
  g_assert_cmpint (query_int (root, "$.rounds[0].modified_roll"), ==, 13);
  g_assert_cmpint (query_int (root, "$.rounds[0].leaders_lost.defender.die"), ==, 3);
  first = query_string (root, "$.rounds[0].leaders_lost.defender.names[0]");
  second = query_string (root, "$.rounds[0].leaders_lost.defender.names[1]");
  g_assert_cmpstr (first, ==, "Vukassovich");
  g_assert_cmpstr (second, ==, "Hohenzollern");
  notes = query (root, "$.rounds[1].notes");
  for (guint i = 0; i < json_array_get_length (json_node_get_array (notes)); i++)
    found = found || strstr (json_array_get_string_element (json_node_get_array (notes), i),
                             "Charles (Army Leader) has no subordinate leader") != NULL;
  g_assert_true (found);
  g_assert_cmpuint (query_length (root, "$.defender_after.leaders"), ==, 2);
  run_cli (&bad, unchosen, "--game", "la-grande-armee", "battle", "-", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "$.rounds[0].leader_choice.defender"));
  g_assert_nonnull (strstr (bad.err, "one of Hohenzollern and Liechtenstein [12.56]"));
  run_clear (&run);
  run_clear (&bad);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lga-cli-rounds/river", test_river);
  g_test_add_func ("/lga-cli-rounds/river-round", test_river_round);
  g_test_add_func ("/lga-cli-rounds/counter-attack", test_counter_attack);
  g_test_add_func ("/lga-cli-rounds/leader-loss", test_leader_loss);
  return g_test_run ();
}
