/* test-lga-force-line.c — a La Grande Armée force typed in one line (bth-lga-force-line.h):
 * the README's battle-b1 example (tests/cli/la-grande-armee/battle-b1.json) typed as two
 * lines resolves as the JSON does; every token has a meaning; the format reads back. */
#include "bth-lga-force-line.h"

#include <string.h>

static BthLgaRules *rules;
static const BthLgaOptions defaults;

/* B1: Soult (Corps Leader, CB 2) and a Division Leader (CB 1), 14 infantry, 1 cavalry and 1
 * field artillery SP of Morale 3, attack 10 infantry SP of Morale 2 in a town; dice 3 + 4.
 * As the CLI's battle-b1: 4:3, attacker +10, defender +3, net +7; 7 + 7 = 14: row 14+. */
static void
test_b1 (void)
{
  g_autoptr(BthLgaForceLine) a = bth_lga_force_line_parse (rules, "14i 1c 1a m3 Soult xxx4-2-1 xx+1");
  g_autoptr(BthLgaForceLine) d = bth_lga_force_line_parse (rules, "10i, m2, to");
  const char *terrain[] = { NULL, NULL };
  BthLgaBattleInput in = { 0 };
  g_autoptr(BthLgaBattle) b = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (a->n_unknown, ==, 0);
  g_assert_cmpuint (d->n_unknown, ==, 0);
  g_assert_cmpuint (a->tokens->len, ==, 6);   /* the name and rank are one leader */
  g_assert_cmpuint (a->side.n_units, ==, 3);
  g_assert_cmpint (a->side.units[0].sp, ==, 14);
  g_assert_cmpint (a->side.units[1].type, ==, BTH_LGA_CAVALRY);
  g_assert_cmpint (a->side.units[2].type, ==, BTH_LGA_FIELD_ARTILLERY);
  g_assert_cmpint (a->side.morale, ==, 3);
  g_assert_cmpuint (a->side.n_leaders, ==, 2);
  g_assert_cmpstr (a->side.leaders[0].name, ==, "Soult");
  g_assert_cmpint (a->side.leaders[0].rank, ==, BTH_LGA_CORPS);
  g_assert_cmpint (a->side.leaders[0].combat_bonus, ==, 2);   /* 4-2-1: the second number */
  g_assert_cmpint (a->side.leaders[1].rank, ==, BTH_LGA_DIVISION);
  g_assert_cmpint (a->side.leaders[1].combat_bonus, ==, 1);
  g_assert_cmpstr (d->terrain, ==, "town");
  g_assert_nonnull (strstr (((BthLgaToken *) d->tokens->pdata[2])->meaning, "Town"));
  g_assert_nonnull (strstr (((BthLgaToken *) a->tokens->pdata[4])->meaning, "Soult, Corps Leader, Combat Bonus 2"));

  terrain[0] = d->terrain;
  in.type = BTH_LGA_BATTLE_NORMAL;
  in.round = 1;
  in.terrain = terrain;
  in.attacker = a->side;
  in.defender = d->side;
  b = bth_lga_battle_prepare (rules, &in, &defaults, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (b->odds, ==, "4:3");
  g_assert_cmpint (b->attacker_drm, ==, 10);
  g_assert_cmpint (b->defender_drm, ==, 3);
  g_assert_cmpint (b->net_drm, ==, 7);
  bth_lga_battle_apply (rules, b, &in, &defaults, 3, 4);
  g_assert_cmpstr (bth_lga_rules_get_tables (rules)->crt[b->row].label, ==, "14+");
}

/* Morale where it differs, Demoralized, the reserve, a cavalry leader, the counter's rating
 * as a separate word, unsupplied and Winter Quarters. */
static void
test_notation (void)
{
  g_autoptr(BthLgaForceLine) l = bth_lga_force_line_parse (rules, "5i/4 3hc* 2dr 1ha r 3i 1c XX 3-1 x+1c u wq");

  g_assert_cmpuint (l->n_unknown, ==, 0);
  g_assert_cmpuint (l->side.n_units, ==, 6);
  g_assert_cmpint (l->side.units[0].morale, ==, 4);
  g_assert_cmpint (l->side.units[1].type, ==, BTH_LGA_HEAVY_CAVALRY);
  g_assert_true (l->side.units[1].demoralized);
  g_assert_cmpint (l->side.units[2].type, ==, BTH_LGA_DRAGOONS);
  g_assert_cmpint (l->side.units[3].type, ==, BTH_LGA_HORSE_ARTILLERY);
  g_assert_false (l->side.units[3].reserve);
  g_assert_true (l->side.units[4].reserve);
  g_assert_true (l->side.units[5].reserve);
  g_assert_cmpuint (l->side.n_leaders, ==, 2);
  g_assert_cmpint (l->side.leaders[0].rank, ==, BTH_LGA_DIVISION);
  g_assert_cmpint (l->side.leaders[0].combat_bonus, ==, 1);
  g_assert_cmpint (l->side.leaders[1].rank, ==, BTH_LGA_BRIGADE);
  g_assert_true (l->side.leaders[1].cavalry);
  g_assert_true (l->side.unsupplied);
  g_assert_true (l->side.forced_from_winter_quarters);
  g_assert_false (l->morale_given);
}

/* What means nothing says so where it stands; a terrain prefix shared by two names asks for
 * more; "+2" is a leader whose rank is not given. */
static void
test_unknown (void)
{
  g_autoptr(BthLgaForceLine) l = bth_lga_force_line_parse (rules, "14q fo +2 m7");

  g_assert_cmpuint (l->n_unknown, ==, 3);
  g_assert_cmpint (((BthLgaToken *) l->tokens->pdata[0])->kind, ==, BTH_LGA_TOKEN_UNKNOWN);
  g_assert_cmpuint (((BthLgaToken *) l->tokens->pdata[0])->start, ==, 0);
  g_assert_cmpuint (((BthLgaToken *) l->tokens->pdata[0])->end, ==, 3);
  g_assert_nonnull (strstr (((BthLgaToken *) l->tokens->pdata[1])->meaning, "more than one terrain"));
  g_assert_cmpint (((BthLgaToken *) l->tokens->pdata[2])->kind, ==, BTH_LGA_TOKEN_LEADER);
  g_assert_true (l->leader_without_rank);
  g_assert_cmpint (((BthLgaToken *) l->tokens->pdata[3])->kind, ==, BTH_LGA_TOKEN_UNKNOWN);
}

/* A side written back reads the same; a lost leader is left out. */
static void
test_format (void)
{
  g_autoptr(BthLgaForceLine) l = bth_lga_force_line_parse (rules, "14i 1c 1a/2 m3 Soult xxx+2 xx+1 r 3i 2c* u");
  const char *lost[] = { "Soult", NULL };
  g_autofree char *text = bth_lga_force_line_format (&l->side, &l->named, NULL, NULL);
  g_autofree char *without = bth_lga_force_line_format (&l->side, &l->named, "town", lost);

  g_assert_cmpstr (text, ==, "14i 1c 1a/2 r 3i 2c* m3 Soult xxx+2 xx+1 u");
  g_assert_cmpstr (without, ==, "14i 1c 1a/2 r 3i 2c* m3 xx+1 u town");
}

/* The skirmish side: all cavalry, the horse artillery, the highest-ranking leader's CB. */
static void
test_skirmish_side (void)
{
  g_autoptr(BthLgaForceLine) l = bth_lga_force_line_parse (rules, "4c 2hc* 1ha x+2 xx+1");
  g_autoptr(BthLgaForceLine) inf = bth_lga_force_line_parse (rules, "3c 5i");
  BthLgaSkirmishSide s;

  bth_lga_force_line_skirmish_side (l, &s);
  g_assert_cmpint (s.cavalry_sp, ==, 6);
  g_assert_cmpint (s.horse_artillery_sp, ==, 1);
  g_assert_cmpint (s.leader_combat_bonus, ==, 1);
  g_assert_true (s.demoralized);
  g_assert_false (s.infantry_or_field_artillery);
  bth_lga_force_line_skirmish_side (inf, &s);
  g_assert_true (s.infantry_or_field_artillery);
}

static JsonNode *
run_json (JsonNode *(*command) (BthLgaRules *, JsonNode *, BthDice *, GError **), const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (text, &error);
  g_autoptr(BthDice) dice = bth_dice_new (1);
  JsonNode *out;

  g_assert_no_error (error);
  out = command (rules, input, dice, &error);
  g_assert_no_error (error);
  return out;
}

/* The CLI reads a side written as the line: battle-b1 gives what its JSON gives (README,
 * tests/cli/readme-output/09.txt); a skirmish side too; a line that means nothing is refused
 * with its JSON path. */
static void
test_cli (void)
{
  g_autoptr(JsonNode) battle = run_json (bth_lga_battle_json,
    "{\"terrain\": [\"town\"], \"dice\": [3, 4], \"attacker\": \"14i 1c 1a m3 Soult xxx+2 Vandamme xx+1\", \"defender\": \"10i m2\"}");
  g_autoptr(JsonNode) skirmish = run_json (bth_lga_skirmish_json,
    "{\"die\": 4, \"attacker\": \"6c 1ha x+1\", \"defender\": \"3c\"}");
  JsonObject *b = json_node_get_object (battle), *s = json_node_get_object (skirmish);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) bad_input = json_from_string ("{\"attacker\": \"14q\", \"defender\": \"10i m2\"}", NULL);
  g_autoptr(BthDice) dice = bth_dice_new (1);
  g_autoptr(JsonNode) bad = bth_lga_battle_json (rules, bad_input, dice, &error);

  g_assert_cmpstr (json_object_get_string_member (b, "odds"), ==, "4:3");
  g_assert_cmpstr (json_object_get_string_member (b, "row"), ==, "14+");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (b, "drm"), "net"), ==, 7);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (b, "leaders_at_risk"), 0), ==, "Soult");
  g_assert_cmpstr (json_object_get_string_member (s, "odds"), ==, "1:1");
  g_assert_cmpstr (json_object_get_string_member (s, "result"), ==, "D1R");
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "$.attacker"));
  g_assert_nonnull (strstr (error->message, "14q"));
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_lga_rules_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/lga/force-line/b1", test_b1);
  g_test_add_func ("/lga/force-line/notation", test_notation);
  g_test_add_func ("/lga/force-line/unknown", test_unknown);
  g_test_add_func ("/lga/force-line/format", test_format);
  g_test_add_func ("/lga/force-line/skirmish-side", test_skirmish_side);
  g_test_add_func ("/lga/force-line/cli", test_cli);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
