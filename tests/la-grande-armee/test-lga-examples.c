/* test-lga-examples.c — the seed's worked examples of La Grande Armée, through the C API and
 * berthier-cli. Where each one is tested:
 *
 *   Odds "rounded in favor of the defender" [12.0 step 4] (001:720; the digest's 1.5 -> 4:3,
 *     0.7 -> 3:5)                                 here
 *   LARGER FORCES attrition, 75 SP = 50 + 25 (001:4393)   test-lga-checks, test-lga-cli
 *   [16.41] 3 SP from 4 divisions (001:1212)      test-lga-combat (losses), test-lga-cli
 *   The 10% Minimum Loss above 104 SP (001:4506)  here, test-lga-combat (minimum-loss)
 *
 * Not here, being a later issue's: the Command Example [6.6] (001:358, command points), the
 * production delay example (001:2503, the Grand Campaign), [23.12] (minor powers), and the
 * Austerlitz battle drill (its forces are the Army Organization Charts'); [12.22]'s example
 * is a retreat across the map's hexsides, which Berthier does not hold for this game. */
#include "bth-lga-combat.h"

#include <gio/gio.h>
#include <string.h>

static BthLgaRules *rules;

/* berthier-cli's battle of ATTACKER_SP infantry (two divisions, a counter holds at most 99)
 * against DEFENDER_SP, both morale 2. */
static JsonNode *
cli_battle (int attacker_sp, int defender_sp)
{
  g_autofree char *input = g_strdup_printf ("{\"dice\": [3, 4], \"attacker\": {\"morale\": 2, \"units\": [{\"sp\": %d, \"type\": \"infantry\"}, "
                                            "{\"sp\": %d, \"type\": \"infantry\"}]}, "
                                            "\"defender\": {\"morale\": 2, \"units\": [{\"sp\": %d, \"type\": \"infantry\"}]}}",
                                            attacker_sp / 2, attacker_sp - attacker_sp / 2, defender_sp);
  const char *argv[] = { g_getenv ("BERTHIER_CLI"), "--game", "la-grande-armee", "battle", "-", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  JsonNode *root;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  root = json_from_string (out, &error);
  g_assert_no_error (error);
  return root;
}

/* "ODDS DRM": the battle's odds and the attacker's first modifier, the odds'. */
static char *
cli_odds (int attacker_sp, int defender_sp)
{
  g_autoptr(JsonNode) root = cli_battle (attacker_sp, defender_sp);
  JsonObject *o = json_node_get_object (root);

  return g_strdup_printf ("%s %+d", json_object_get_string_member (o, "odds"),
                          (int) json_object_get_int_member (json_array_get_object_element (
                            json_object_get_array_member (json_object_get_object_member (o, "modifiers"), "attacker"), 0), "value"));
}

/* [12.0 step 4] "When calculating odds, round all fractions in favor of the defender": 15:10
 * = 1.5 lies between 4:3 (1.33) and 5:3 (1.67) and reads 4:3, +1; 7:10 = 0.7 lies between
 * 3:5 (0.6) and 3:4 (0.75) and reads 3:5, -3 (the chart's Odds Modifiers). */
static void
test_odds_rounding (void)
{
  const BthLgaOptions defaults = { 0 };
  BthLgaOdds buffer[16];
  guint n;
  const BthLgaOdds *steps = bth_lga_rules_odds_steps (rules, &defaults, &n, buffer);
  const BthLgaOdds *a = bth_lga_round_odds (steps, n, 15, 10), *b = bth_lga_round_odds (steps, n, 7, 10);
  g_autofree char *ca = cli_odds (15, 10), *cb = cli_odds (7, 10);

  g_assert_cmpstr (a->label, ==, "4:3");
  g_assert_cmpint (a->drm, ==, 1);
  g_assert_cmpstr (b->label, ==, "3:5");
  g_assert_cmpint (b->drm, ==, -3);
  g_assert_cmpstr (ca, ==, "4:3 +1");
  g_assert_cmpstr (cb, ==, "3:5 -3");
}

/* The Minimum Loss Chart: "Above 104, Minimum Loss equals 10% of attacker's force size, with
 * fractions less than 0.5 rounded down, 0.5 or above rounded up": 104 SP -> 10 (the chart's
 * 95-104 band), 105 -> 10.5 -> 11, 114 -> 11.4 -> 11, 115 -> 12. */
static void
test_minimum_loss_above_104 (void)
{
  const int sp[] = { 104, 105, 114, 115 }, loss[] = { 10, 11, 11, 12 };

  for (guint i = 0; i < G_N_ELEMENTS (sp); i++)
    {
      g_autoptr(JsonNode) root = cli_battle (sp[i], 60);
      g_assert_cmpint (bth_lga_rules_minimum_loss (rules, sp[i]), ==, loss[i]);
      g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "minimum_loss"), ==, loss[i]);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga-examples/odds-rounding", test_odds_rounding);
  g_test_add_func ("/lga-examples/minimum-loss-above-104", test_minimum_loss_above_104);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
