/* test-lga-force-line.c — a La Grande Armée force typed in one line (bth-lga-force-line.h):
 * the README's battle-b1 example (tests/cli/la-grande-armee/battle-b1.json) typed as two
 * lines resolves as the JSON does; every token has a meaning; the format reads back. */
#include "bth-lga-force-line.h"
#include "bth-lga-force-rows.h"

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

/* Two lines say the same force: units, leaders (names where the line gave them), the
 * side's morale and marks, terrain. */
static void
assert_same_force (const BthLgaForceLine *a, const BthLgaForceLine *b)
{
  g_assert_cmpuint (a->n_unknown, ==, 0);
  g_assert_cmpuint (b->n_unknown, ==, 0);
  g_assert_cmpuint (a->side.n_units, ==, b->side.n_units);
  for (guint i = 0; i < a->side.n_units; i++)
    {
      const BthLgaUnit *u = &a->side.units[i], *v = &b->side.units[i];

      g_assert_cmpint (u->sp, ==, v->sp);
      g_assert_cmpint (u->type, ==, v->type);
      g_assert_cmpint (u->morale, ==, v->morale);
      g_assert_cmpint (u->reserve, ==, v->reserve);
      g_assert_cmpint (u->demoralized, ==, v->demoralized);
    }
  g_assert_cmpuint (a->side.n_leaders, ==, b->side.n_leaders);
  for (guint i = 0; i < a->side.n_leaders; i++)
    {
      const BthLgaLeader *l = &a->side.leaders[i], *m = &b->side.leaders[i];

      g_assert_cmpint (l->rank, ==, m->rank);
      g_assert_cmpint (l->combat_bonus, ==, m->combat_bonus);
      g_assert_cmpint (l->cavalry, ==, m->cavalry);
      g_assert_cmpstr (l->name, ==, m->name);
    }
  g_assert_cmpuint (a->named, ==, b->named);
  g_assert_cmpint (a->side.morale, ==, b->side.morale);
  g_assert_cmpint (a->side.unsupplied, ==, b->side.unsupplied);
  g_assert_cmpint (a->side.forced_from_winter_quarters, ==, b->side.forced_from_winter_quarters);
  g_assert_cmpstr (a->terrain, ==, b->terrain);
}

/* Parse → rows → line → parse gives the same force: a unit's own morale, Demoralized, a
 * third leader and a second cavalry leader survive the Battle page's rows, which show none
 * of them. */
static void
test_rows_round_trip (void)
{
  const char *lines[] = {
    "14i 1c 1a m3 Soult xxx4-2-1 xx+1",
    "5i/4 3hc* 2dr 1ha r 3i 1c 2ha XX 3-1 x+1c u wq",
    "14i 2i/4 1c 1a/2 m3 Soult xxx+2 xx+1 x+1 xx+2c x+1c r 3i 2c* u",
    "10i m2 town",
    "Davout xxxx+3 Friant xx+1 Morand xx+2 Gudin xx+1",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(BthLgaForceLine) first = bth_lga_force_line_parse (rules, lines[i]);
      g_autoptr(BthLgaForceLine) again = NULL;
      g_autofree char *text = NULL;
      BthLgaForceRows rows;

      bth_lga_force_rows_read (&first->side, &rows);
      text = bth_lga_force_rows_write (first, &rows);
      again = bth_lga_force_line_parse (rules, text);
      g_test_message ("%s → %s", lines[i], text);
      assert_same_force (first, again);
    }
}

/* A row edited changes just what it shows: the infantry row from 16 to 4 takes the SP from
 * the last infantry units first (the Guard's 6i/4, then 6 of the 10i), the Demoralized
 * cavalry stays; the
 * subordinate's row "None" leaves him out and keeps the third leader; a cavalry leader's
 * row filled in adds him. */
static void
test_rows_edit (void)
{
  g_autoptr(BthLgaForceLine) first = bth_lga_force_line_parse (rules, "10i 6i/4 3c* m3 Soult xxx+2 xx+1 x+1");
  g_autoptr(BthLgaForceLine) again = NULL;
  g_autofree char *text = NULL;
  BthLgaForceRows rows;
  int leader_of[BTH_LGA_N_ROLES];

  bth_lga_force_rows_roles (&first->side, leader_of);
  g_assert_cmpint (leader_of[BTH_LGA_ROLE_COMMANDER], ==, 0);
  g_assert_cmpint (leader_of[BTH_LGA_ROLE_SUBORDINATE], ==, 1);
  g_assert_cmpint (leader_of[BTH_LGA_ROLE_CAVALRY], ==, -1);
  bth_lga_force_rows_read (&first->side, &rows);
  g_assert_cmpint (rows.sp[BTH_LGA_SLOT_INFANTRY], ==, 16);
  g_assert_cmpint (rows.sp[BTH_LGA_SLOT_CAVALRY], ==, 3);
  rows.sp[BTH_LGA_SLOT_INFANTRY] = 4;
  rows.rank[BTH_LGA_ROLE_SUBORDINATE] = 0;
  rows.combat_bonus[BTH_LGA_ROLE_CAVALRY] = 2;
  rows.morale = 2;
  text = bth_lga_force_rows_write (first, &rows);
  g_assert_cmpstr (text, ==, "4i 3c* m2 Soult xxx+2 x+1 xx+2c");
  g_clear_pointer (&text, g_free);

  /* the other way: more infantry goes to the last infantry unit */
  bth_lga_force_rows_read (&first->side, &rows);
  rows.sp[BTH_LGA_SLOT_INFANTRY] = 18;
  rows.sp[BTH_LGA_SLOT_RESERVE_ARTILLERY] = 1;
  text = bth_lga_force_rows_write (first, &rows);
  g_assert_cmpstr (text, ==, "10i 8i/4 3c* r 1a m3 Soult xxx+2 xx+1 x+1");
  again = bth_lga_force_line_parse (rules, text);
  g_assert_cmpuint (again->n_unknown, ==, 0);
}

/* The Skirmish page's rows the same way: the heavy cavalry, the leader's rank and name and
 * the Demoralized mark stay while the horse artillery row changes. */
static void
test_rows_skirmish (void)
{
  g_autoptr(BthLgaForceLine) first = bth_lga_force_line_parse (rules, "2c 2hc* 1ha Murat xxx+3c u");
  g_autoptr(BthLgaForceLine) again = NULL;
  g_autofree char *text = NULL;
  BthLgaSkirmishSide rows;

  bth_lga_force_line_skirmish_side (first, &rows);
  text = bth_lga_force_rows_write_skirmish (first, &rows);
  again = bth_lga_force_line_parse (rules, text);
  assert_same_force (first, again);
  g_clear_pointer (&text, g_free);

  rows.horse_artillery_sp = 2;
  rows.cavalry_sp = 3;
  rows.leader_combat_bonus = 2;
  text = bth_lga_force_rows_write_skirmish (first, &rows);
  g_assert_cmpstr (text, ==, "2c 1hc* 2ha Murat xxx+2c u");
}

/* The side's morale typed is said to be typed, not to come from the scenario. */
static void
test_morale_meaning (void)
{
  g_autoptr(BthLgaForceLine) l = bth_lga_force_line_parse (rules, "10i m2");
  const BthLgaToken *m = g_ptr_array_index (l->tokens, 1);

  g_assert_cmpint (m->kind, ==, BTH_LGA_TOKEN_MORALE);
  g_assert_null (strstr (m->meaning, "scenario"));
  g_assert_nonnull (strstr (m->meaning, "Morale Rating, 2"));
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
  g_test_add_func ("/lga/force-line/rows-round-trip", test_rows_round_trip);
  g_test_add_func ("/lga/force-line/rows-edit", test_rows_edit);
  g_test_add_func ("/lga/force-line/rows-skirmish", test_rows_skirmish);
  g_test_add_func ("/lga/force-line/morale-meaning", test_morale_meaning);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
