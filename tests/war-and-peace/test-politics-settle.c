/* test-politics-settle.c — consequences within one answer (bth_politics_settle): an attack,
 * an invasion or a conquest changes a state's status, and the same answer shows the new
 * status, City Points, Victory Points and roll modifiers, each step with its rule (X.D.3.b,
 * X.G.1.j, X.G.1.m, X.I.2.a, X.I.2.h, X.J.4.a; the reading invasion_joins_two_players_only).
 * Each case quotes the rulebook line it rests on (tests/seeds/000_a960616736e2658d.txt). */
#include "bth-campaign-politics.h"
#include "bth-ruleset.h"
#include "bth-modifier.h"
#include "bth-test-rulebook.h"
#include "bth-test-politics.h"

#include <gio/gio.h>
#include <string.h>

static BthRuleset *ruleset;
static const BthCampaignRules *rules;

static BthPoliticalCity *
city (BthPoliticsSituation *s, const char *name, const char *state, BthPoliticalSide controller)
{
  return bth_test_politics_city (s, name, state, controller, "red");
}

#define items_have(items, kind, rule, fragment) bth_test_politics_has (items, kind, NULL, rule, fragment)
#define assert_items(items, kind, rule, fragment) bth_test_politics_expect (items, TRUE, kind, NULL, rule, fragment)

static BthPoliticalSide
status_of (BthPoliticsSituation *s, const char *id)
{
  return bth_politics_situation_major (s, id)->status;
}

/* X.I.2.a and X.G.1.j: a conquest, and what the display shows after it. */
static void
test_conquest_applied (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GPtrArray) conquests = bth_politics_items_new ();
  g_autoptr(GArray) before = bth_modifier_list_new ();
  g_autoptr(GArray) after = bth_modifier_list_new ();
  BthPoliticalMajor *austria = bth_politics_situation_major (s, "austria");
  BthCampaignDisplay d;
  int drm_before, drm_after;

  bth_test_assert_seed (2140, "When a major state is conquered, the following restrictions are imposed immediately:");
  bth_test_assert_seed (2142, "The state immediately becomes a neutral power");
  bth_test_assert_seed (2066, "All Victory Points are forfeited whenever any major state is conquered.");

  /* Austria (anti-French in 1805): Vienna and Prague, its two production cities here,
   * held by the French; the anti-French faction has 3 VP. */
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (s, "Prague", "austria", BTH_SIDE_PRO_FRENCH);
  s->anti_vp = 3;
  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_cp, ==, 2);          /* X.G.1.h: production cities of an anti-French state */
  g_assert_cmpint (d.anti_majors, ==, 3);     /* England, Austria, Russia */
  g_assert_cmpint (d.anti_vp, ==, 3);
  drm_before = bth_politics_roll_modifiers (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", before);

  g_assert_cmpuint (bth_politics_settle (rules, s, steps, conquests, NULL), >, 0);
  assert_items (conquests, "conquest", "X.I.1", "Austria is conquered");
  assert_items (steps, "applied", "X.I.2.a", "Austria is conquered by the Pro-French faction: it becomes neutral");
  assert_items (steps, "applied", rules->vp_rule, "3 VP, now 0");
  g_assert_cmpint (austria->status, ==, BTH_SIDE_NEUTRAL);
  g_assert_true (austria->conquered && austria->conquered_now);
  g_assert_cmpint (austria->conquered_by, ==, BTH_SIDE_PRO_FRENCH);

  /* The same answer: Austria neutral gives no City Point, one anti-French major less, no VP. */
  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_cp, ==, 0);
  g_assert_cmpint (d.anti_majors, ==, 2);
  g_assert_cmpint (d.anti_vp, ==, 0);
  drm_after = bth_politics_roll_modifiers (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", after);
  /* X.G.1.g: the French roll loses its −2 for the City Points, and its +1 for the anti-French
   * Austria and +3 for the VP go: after − before = +2 − 1 − 3. */
  g_assert_cmpint (drm_after - drm_before, ==, 2 - 1 - 3);

  /* Nothing more follows: a second settle changes nothing. */
  g_ptr_array_set_size (steps, 0);
  g_assert_cmpuint (bth_politics_settle (rules, s, steps, NULL, NULL), ==, 0);
}

/* A chain: the conquest makes the state neutral, and X.I.2.h then makes it pro-French. */
static void
test_chain_conquest_then_invasion (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  BthPoliticalMajor *austria = bth_politics_situation_major (s, "austria");
  BthCampaignDisplay d;

  bth_test_assert_seed (2160, "If a neutral major state which has been conquered by France is subsequently invaded by any "
                              "anti-French unit, it immediately becomes a pro-French state.");
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (s, "Prague", "austria", BTH_SIDE_PRO_FRENCH);
  austria->anti_units_inside = TRUE;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.a", "it becomes neutral");
  assert_items (steps, "applied", "X.I.2.h", "Austria becomes Pro-French (was Neutral)");
  /* The X.I.2.a step comes before the X.I.2.h one. */
  g_assert_cmpstr (((BthPoliticsItem *) g_ptr_array_index (steps, 0))->rule, ==, "X.I.2.a");
  g_assert_cmpint (austria->status, ==, BTH_SIDE_PRO_FRENCH);
  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_majors, ==, 3);      /* France, Spain, Austria */
  g_assert_cmpint (d.anti_majors, ==, 2);

  /* "As soon as no anti-French units remain inside its borders, the state immediately
   * reverts to its neutral status." */
  bth_test_assert_seed (2162, "As soon as no anti-French units remain inside its borders, the state immediately reverts to its "
                              "neutral status.");
  austria->anti_units_inside = FALSE;
  g_ptr_array_set_size (steps, 0);
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.I.2.h", "becomes Neutral (was Pro-French)");
  g_assert_cmpint (austria->status, ==, BTH_SIDE_NEUTRAL);
}

/* X.J.4.a's note: a Spanish unit attacked by a French unit; Madrid then counts. */
static void
test_spain_attacked_by_french (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  BthCampaignDisplay d;

  bth_test_assert_seed (2244, "Note: If any Spanish unit is attacked by a French unit, Spain immediately becomes an "
                              "anti-French state.");
  city (s, "Madrid", "spain", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_cp, ==, 0);
  g_assert_cmpint (status_of (s, "spain"), ==, BTH_SIDE_PRO_FRENCH);
  /* Without the attack nothing changes. */
  g_assert_cmpuint (bth_politics_settle (rules, s, steps, NULL, NULL), ==, 0);

  bth_politics_situation_major (s, "spain")->attacked_by_french_unit = TRUE;
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.J.4.a", "Spain becomes Anti-French (was Pro-French)");
  g_assert_cmpint (status_of (s, "spain"), ==, BTH_SIDE_ANTI_FRENCH);
  /* X.G.1.h: Madrid, a production city of anti-French Spain held by pro-French forces. */
  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_cp, ==, 1);
  g_assert_cmpint (d.pro_majors, ==, 1);
  g_assert_cmpint (d.anti_majors, ==, 4);
}

/* X.G.1.m / X.D.3.b / X.E.1.c: a neutral major invaded joins the faction opposed to the
 * invader; from three players, the reading invasion_joins_two_players_only keeps it neutral. */
static void
test_neutral_invaded (void)
{
  bth_test_assert_seed (1826, "If a neutral state is invaded by either player, it immediately joins the faction controlled by "
                              "the opposing player.");
  bth_test_assert_seed (2072, "If attacked, it joins the alliance opposed to whoever attacked");
  bth_test_assert_seed (1854, "or as a result of being invaded by pro or anti-French forces.");

  /* Two players: X.D.3.b. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    bth_politics_situation_major (s, "prussia")->attacked_by_pro = TRUE;
    bth_politics_settle (rules, s, steps, NULL, NULL);
    assert_items (steps, "applied", "X.D.3.b", "Prussia becomes Anti-French (was Neutral)");
    g_assert_cmpint (status_of (s, "prussia"), ==, BTH_SIDE_ANTI_FRENCH);
  }
  /* Three players, Prussia without a player of its own: X.G.1.m (default reading). */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 3);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    BthCampaignDisplay d;
    bth_politics_situation_major (s, "prussia")->attacked_by_anti = TRUE;
    bth_politics_settle (rules, s, steps, NULL, NULL);
    assert_items (steps, "applied", "X.G.1.m", "Prussia becomes Pro-French (was Neutral)");
    bth_politics_display (rules, s, &d);
    g_assert_cmpint (d.pro_majors, ==, 3);
  }
  /* The same with invasion_joins_two_players_only: neutral until an Alliance Phase. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 3);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    s->options.invasion_joins_two_players_only = TRUE;
    bth_politics_situation_major (s, "prussia")->attacked_by_anti = TRUE;
    bth_politics_settle (rules, s, steps, NULL, NULL);
    g_assert_false (items_have (steps, "applied", NULL, NULL));
    assert_items (steps, "status", "X.D.3.b", "from three players an invaded neutral waits");
    g_assert_cmpint (status_of (s, "prussia"), ==, BTH_SIDE_NEUTRAL);
  }
  /* Five players: Prussia has its own player, who announces (X.E.1.d). */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 5);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    bth_politics_situation_major (s, "prussia")->attacked_by_anti = TRUE;
    bth_politics_settle (rules, s, steps, NULL, NULL);
    g_assert_false (items_have (steps, "applied", NULL, NULL));
    assert_items (steps, "status", "X.E.1.d", "its own player announces");
  }
  /* Attacked by both factions: which was first is the players' to enter. */
  {
    g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
    g_autoptr(GPtrArray) steps = bth_politics_items_new ();
    bth_politics_situation_major (s, "prussia")->attacked_by_anti = TRUE;
    bth_politics_situation_major (s, "prussia")->attacked_by_pro = TRUE;
    bth_politics_settle (rules, s, steps, NULL, NULL);
    assert_items (steps, "needs", "X.G.1.m", "attacked first");
    g_assert_cmpint (status_of (s, "prussia"), ==, BTH_SIDE_NEUTRAL);
  }
}

/* X.H.3: Sweden joins the coalition opposing whoever attacks its units at Stralsund or
 * Lübeck, not only while neutral (X.G.1.f's case). */
static void
test_sweden_attacked (void)
{
  g_autoptr(BthPoliticsSituation) s = bth_politics_situation_new_initial (rules, 2);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GPtrArray) why = bth_politics_items_new ();
  BthPoliticalMinor *sweden = bth_politics_situation_minor (s, "sweden");
  const BthCampaignMinor *def = bth_campaign_rules_find_minor (rules, "sweden");

  g_assert_cmpstr (def->joins_when_attacked, ==, "X.H.3");
  bth_test_assert_seed ((int) def->joins_when_attacked_line,
                        "If the Swedish units at Stralsund or Lubeck are attacked Sweden joins the coalition that opposes the "
                        "invader.");
  /* Anti-French Sweden (Stockholm held by anti-French forces), its units attacked by an
   * English-led force that turned on it: it joins the pro-French coalition. */
  city (s, "Stockholm", "sweden", BTH_SIDE_ANTI_FRENCH);
  sweden->status = BTH_SIDE_ANTI_FRENCH;
  sweden->attacked_by = BTH_SIDE_ANTI_FRENCH;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "sweden", why), ==, BTH_SIDE_PRO_FRENCH);
  assert_items (why, "status", "X.H.3", "joins the coalition that opposes the invader");
  bth_politics_settle (rules, s, steps, NULL, NULL);
  assert_items (steps, "applied", "X.G.1.f", "Sweden becomes Pro-French (was Anti-French)");
  /* Another minor held by the anti-French and "attacked" keeps X.G.1.f's rule: control. */
  city (s, "Copenhagen", "denmark", BTH_SIDE_ANTI_FRENCH);
  bth_politics_situation_minor (s, "denmark")->attacked_by = BTH_SIDE_ANTI_FRENCH;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "denmark", NULL), ==, BTH_SIDE_ANTI_FRENCH);
}

/* The CLI: one answer shows the statuses and counts after the consequences, and the steps. */
static void
test_cli (void)
{
  const char *input =
    "{\"month\": \"1806-10\", \"players\": 2, \"anti_french_vp\": 3,"
    " \"majors\": [{\"id\": \"spain\", \"status\": \"pro_french\", \"attacked_by_french_unit\": true}],"
    " \"cities\": [{\"name\": \"Madrid\", \"state\": \"spain\", \"production\": true, \"symbol\": \"red\","
    "               \"capital\": true, \"controller\": \"pro_french\"}]}";
  const char *bad = "{\"majors\": [{\"id\": \"austria\", \"status\": \"anti_french\", \"attacked_by_french_unit\": true}]}";
  const char *cli = g_getenv ("BERTHIER_CLI");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *display;
  JsonArray *majors, *applied;
  gboolean found = FALSE;

  if (cli == NULL)
    {
      g_test_skip ("BERTHIER_CLI is not set");
      return;
    }
  for (int k = 0; k < 2; k++)
    {
      const char *argv[] = { cli, "politics", "-", NULL };
      g_autoptr(GSubprocess) p = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                    G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
      g_autofree char *out = NULL, *err = NULL;
      g_assert_no_error (error);
      g_subprocess_communicate_utf8 (p, k == 0 ? input : bad, NULL, &out, &err, &error);
      g_assert_no_error (error);
      if (k == 1)
        {
          g_assert_cmpint (g_subprocess_get_exit_status (p), !=, 0);
          g_assert_nonnull (strstr (err, "X.J.4.a"));
          break;
        }
      g_assert_cmpint (g_subprocess_get_exit_status (p), ==, 0);
      json_parser_load_from_data (parser, out, -1, &error);
      g_assert_no_error (error);
    }
  root = json_node_get_object (json_parser_get_root (parser));
  majors = json_object_get_array_member (root, "majors");
  for (guint i = 0; i < json_array_get_length (majors); i++)
    {
      JsonObject *m = json_array_get_object_element (majors, i);
      if (g_str_equal (json_object_get_string_member (m, "id"), "spain"))
        {
          g_assert_cmpstr (json_object_get_string_member (m, "status"), ==, "anti_french");
          g_assert_cmpstr (json_object_get_string_member (m, "controlled_by"), ==, "english");
          found = TRUE;
        }
    }
  g_assert_true (found);
  display = json_object_get_object_member (root, "display");
  g_assert_cmpint (json_object_get_int_member (display, "pro_french_city_points"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "display_before_consequences"),
                                               "pro_french_city_points"), ==, 0);
  applied = json_object_get_array_member (root, "consequences_applied");
  g_assert_cmpuint (json_array_get_length (applied), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (applied, 0), "rule"), ==, "X.J.4.a");
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  ruleset = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  rules = bth_ruleset_get_campaign (ruleset, &error);
  g_assert_no_error (error);
  bth_test_rulebook_load ();

  g_test_add_func ("/politics-settle/conquest-applied", test_conquest_applied);
  g_test_add_func ("/politics-settle/chain-conquest-then-invasion", test_chain_conquest_then_invasion);
  g_test_add_func ("/politics-settle/spain-attacked-by-french", test_spain_attacked_by_french);
  g_test_add_func ("/politics-settle/neutral-invaded", test_neutral_invaded);
  g_test_add_func ("/politics-settle/sweden-attacked", test_sweden_attacked);
  g_test_add_func ("/politics-settle/cli", test_cli);
  return g_test_run ();
}
