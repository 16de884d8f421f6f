/* test-campaign-politics.c — the Grand Campaign's politics (scenario X.C–X.I, X.K.5):
 * every number of the ruleset's campaign_politics section against the rulebook line it cites,
 * the mechanisms, and each Question Box ruling on politics and conquest as its own case.
 *
 * The rulebook is tests/seeds/000_a960616736e2658d.txt (a copy of the seed). Section X prints
 * no worked example for its politics; the hand-worked cases below say how each number comes. */
#include "bth-campaign-politics.h"
#include "bth-ruleset.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-modifier.h"
#include "bth-test-rulebook.h"
#include "bth-test-politics.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

static BthRuleset *ruleset;
static const BthCampaignRules *rules;

/* ---- The rulebook ---- */

static const char *
word (int n)
{
  static const char *const words[] = { "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                       "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                                       "sixteen", "seventeen", "eighteen", "nineteen", "twenty" };
  g_assert_cmpint (n, >=, 0);
  g_assert_cmpint (n, <, (int) G_N_ELEMENTS (words));
  return words[n];
}

/* ---- Helpers ---- */

static BthPoliticsSituation *
start (int players)
{
  return bth_politics_situation_new_initial (rules, players);
}

static BthPoliticalCity *
city (BthPoliticsSituation *s, const char *name, const char *state, BthPoliticalSide controller)
{
  return bth_test_politics_city (s, name, state, controller, "red");
}

#define items_have(items, kind, rule, fragment) bth_test_politics_has (items, kind, NULL, rule, fragment)
#define dump(items) bth_test_politics_dump (items)
#define assert_items(items, kind, rule, fragment) bth_test_politics_expect (items, TRUE, kind, NULL, rule, fragment)

static int
modifier_value (GArray *modifiers, const char *reason_start)
{
  for (guint i = 0; i < modifiers->len; i++)
    {
      BthModifier *m = &g_array_index (modifiers, BthModifier, i);
      if (g_str_has_prefix (m->reason, reason_start))
        return m->value;
    }
  g_error ("no modifier \"%s\"", reason_start);
  return 0;
}

/* ---- The data against the seed ---- */

static void
test_data_statuses (void)
{
  static const char *const lines[] = { [BTH_SIDE_PRO_FRENCH] = "Pro-French states:",
                                       [BTH_SIDE_ANTI_FRENCH] = "Anti-French states:",
                                       [BTH_SIDE_NEUTRAL] = "Neutral states:" };

  g_assert_cmpuint (rules->n_majors, ==, 6);            /* X.D.1: "the six major states" */
  bth_test_assert_seed (1805, "political status of the six major states");
  for (guint i = 0; i < rules->n_majors; i++)
    {
      bth_test_assert_seed (rules->majors[i].line, lines[rules->majors[i].initial]);
      bth_test_assert_seed (rules->majors[i].line, rules->majors[i].name);
    }
  for (guint i = 0; i < rules->n_permanent; i++)
    {
      g_autofree char *phrase = g_strdup_printf ("%s is a permanent %s state",
                                                 bth_campaign_rules_find_major (rules, rules->permanent[i].state)->name,
                                                 rules->permanent[i].status == BTH_SIDE_PRO_FRENCH ? "pro-French" : "anti-French");
      bth_test_assert_seed (rules->permanent[i].line, phrase);
    }
  bth_test_assert_seed (rules->never_neutral_line, "(England may not adopt neutrality)");
  g_assert_cmpuint (rules->n_groups, ==, 4);            /* X.G.1.a: "the four minor state groups" */
  for (guint i = 0; i < rules->n_groups; i++)
    bth_test_assert_seed (rules->groups[i].line, rules->groups[i].name);
  g_assert_cmpuint (rules->n_minors, ==, 17);           /* 2 + 4 + 8 + 3 members in G.1.a */
  for (guint i = 0; i < rules->n_minors; i++)
    {
      const BthCampaignMinor *m = &rules->minors[i];
      const BthCampaignGroup *g = bth_campaign_rules_find_group (rules, m->group);
      g_autofree char *group_line = bth_test_normalise (bth_test_rulebook_line (g->line));
      g_autofree char *member = NULL;
      const char *from = strstr (group_line, g->name);
      const char *to = strchr (from, ')');
      member = g_strndup (from, to - from);
      /* The member is listed in its group's parentheses (X.G.1.a). */
      if (strstr (member, m->name) == NULL)
        g_error ("%s is not listed in the %s: %s", m->name, g->name, member);
      /* X.D.2.a prints "Italy" for the group's "North Italy": the same state. */
      bth_test_assert_seed (m->line, g_str_has_prefix (m->name, "North ") ? m->name + strlen ("North ") : m->name);
      if (g_strcmp0 (m->satellite_of, "france") == 0)
        bth_test_assert_seed (m->line, "French satellite states:");
      else if (g_strcmp0 (m->satellite_of, "england") == 0)
        bth_test_assert_seed (m->line, "English satellite states:");
      else if (g_strcmp0 (m->satellite_of, "prussia") == 0)
        bth_test_assert_seed (m->line, "Prussian satellite states:");
      else if (m->formed)
        bth_test_assert_seed (m->line, "Neutral minor states:");
      else if (m->controlled_by != NULL)
        bth_test_assert_seed (m->line, "Hanover is unformed and controlled by France");
      else
        bth_test_assert_seed (m->line, "Unformed minor states:");
      g_assert_true (m->formed == (strstr (bth_test_rulebook_line (m->line), "nformed") == NULL));
    }
}

static void
test_data_alliance (void)
{
  g_autofree char *cap = g_strdup_printf ("(a maximum of plus or minus %s)", word (rules->drm_cap));
  g_autofree char *pro = g_strdup_printf ("(-%d) for each pro-French City Point, and for each pro-French major state and minor state group", rules->per_city_point);
  g_autofree char *anti = g_strdup_printf ("(+%d) for each anti-French City Point, and for each anti-French major state and minor group", rules->per_city_point);
  g_autofree char *spain = g_strdup_printf ("more than %s French strength points on Mapboard %d",
                                            word (rules->spain_french_sp_more_than), rules->spain_mapboard);

  bth_test_assert_seed (rules->alliance_line, cap);
  g_assert_cmpint (rules->per_major_state, ==, rules->per_city_point);
  g_assert_cmpint (rules->per_minor_group, ==, rules->per_city_point);
  bth_test_assert_seed (rules->modifier_lines[0], pro);
  bth_test_assert_seed (rules->modifier_lines[1], anti);
  g_assert_cmpint (rules->french_success_at_most, ==, 0);
  bth_test_assert_seed (rules->french_roll_line, "If the modified result is zero (or less)");
  bth_test_assert_seed (rules->french_roll_line, "(excluding England)");
  g_assert_true (bth_strv_has (rules->french_excluded, "england"));
  g_assert_cmpint (rules->english_success_at_least, ==, 7);
  bth_test_assert_seed (rules->english_roll_line, "If the modified result is seven (or more)");
  bth_test_assert_seed (rules->english_roll_line, "(excluding France)");
  g_assert_true (bth_strv_has (rules->english_excluded, "france"));
  {
    g_autofree char *loans = g_strdup_printf ("increased by %s for each Production point England lent",
                                              word (rules->loans_per_pp));
    bth_test_assert_seed (rules->loans_line, loans);
  }
  bth_test_assert_seed (rules->spain_line, spain);
  bth_test_assert_seed (rules->spain_line, "may not roll to change Spain's political status");
  {
    g_autofree char *vp = g_strdup_printf ("receives %s Victory Points if Napoleon is forced to withdraw",
                                           word (rules->vp_napoleon_withdraws));
    bth_test_assert_seed (rules->vp_line, vp);
  }
  /* VP count one each like City Points (H.2.b, line 247) — the vp_modify_roll reading. */
  g_assert_cmpint (rules->vp_per_point, ==, 1);
  bth_test_assert_seed (247, "(+1) for each non-French victory point");
  {
    g_autofree char *p = g_strdup_printf ("the pro-French faction receives %s City Point for each production city in an anti-French major state",
                                          word (rules->pro_cp_points));
    g_autofree char *a = g_strdup_printf ("the anti-French faction receives %s City Point for each production city in a pro-French major state and each major city in France",
                                          word (rules->anti_cp_points));
    bth_test_assert_seed (rules->pro_cp_line, p);
    bth_test_assert_seed (rules->anti_cp_line, a);
    g_assert_cmpstr (rules->anti_cp_major_cities_of, ==, "france");
  }
}

static void
test_data_creation_conquest (void)
{
  for (guint i = 0; i < rules->n_creations; i++)
    {
      const BthCampaignCreation *c = &rules->creations[i];
      g_autofree char *cities = g_strjoinv (" and ", c->cities);
      g_autofree char *phrase = c->by == BTH_SIDE_PRO_FRENCH
        ? g_strdup_printf ("%s is created when pro-French forces occupy %s", bth_campaign_rules_find_minor (rules, c->minor)->name, cities)
        : g_strdup_printf ("If both %s are occupied by anti-French forces, %s is created", cities,
                           bth_campaign_rules_find_minor (rules, c->minor)->name);
      if (g_str_equal (c->minor, "rhine"))
        phrase = (g_free (phrase), g_strdup_printf ("The Rhine Confederation is created when pro-French forces occupy %s", cities));
      bth_test_assert_seed (c->line, phrase);
      if (c->production_city)
        {
          g_autofree char *pc = g_strdup_printf ("The production city of Holland is %s", c->production_city);
          bth_test_assert_seed (c->line, pc);
        }
      if (c->satellite_only)
        {
          g_autofree char *so = g_strdup_printf ("%s may only produce French satellite units", "Poland, Dalmatia and Westphalia");
          bth_test_assert_seed (rules->satellite_only_line, so);
          g_assert_true (strstr (so, bth_campaign_rules_find_minor (rules, c->minor)->name) != NULL);
        }
    }
  bth_test_assert_seed (rules->creation_state_line, "only be created when French (not French satellite) forces occupy");
  bth_test_assert_seed (3264, "When Westphalia is created, do Hesse and Brunswick cease to exist");
  bth_test_assert_seed (rules->every_city_line, "England, Spain, and Portugal are conquered if there is at least one foreign strength point in every city hex");
  bth_test_assert_seed (rules->capital_line, "France is conquered if there is at least one supplied, un-besieged anti-French strength point inside Paris");
  {
    g_autofree char *less = g_strdup_printf ("If the result is less than %s", word (rules->minor_die_on_map_at_least));
    g_autofree char *more = g_strdup_printf ("If the result is %s or greater", word (rules->minor_die_on_map_at_least));
    bth_test_assert_seed (rules->minor_die_line, less);
    bth_test_assert_seed (rules->minor_die_line, more);
  }
  bth_test_assert_seed (rules->never_removed_line, "Italy, Poland, Portugal and Spain");
  bth_test_assert_seed (rules->pressburg_line, "If Austria is conquered by pro-French forces");
  bth_test_assert_seed (rules->pressburg_line, "Venice is ceded to the Kingdom of Northern Italy and Innsbruck to either Bavaria or France");
  g_assert_cmpuint (rules->n_cessions, ==, 2);
}

static void
test_data_wars_victory_exile (void)
{
  static const char *const ordinal[] = { NULL, "first", "second" };

  bth_test_assert_seed (rules->wars_line, "Each January, during his Alliance Phase, the French player rolls the die two separate times");
  g_assert_cmpint (rules->wars_month, ==, 1);
  for (guint i = 0; i < rules->n_wars; i++)
    {
      const BthCampaignWar *w = &rules->wars[i];
      g_autofree char *phrase = g_strdup_printf ("If the %s die roll is a \"%d\"", ordinal[w->roll], w->war_on);
      bth_test_assert_seed (w->line, phrase);
      bth_test_assert_seed (w->line, w->forces);
      bth_test_assert_seed (w->max_line, w->max_wars == 1 ? "There may only be one war between England and the United States"
                                                          : "There is no limit to the number of wars");
    }
  {
    g_autofree char *end = g_strdup_printf ("%s dice are rolled", rules->war_end_dice == 2 ? "Two" : "?");
    g_autofree char *on = g_strdup_printf ("If the dice roll is \"%d,\" the war ends", rules->war_end_on);
    bth_test_assert_seed (rules->war_end_line, end);
    bth_test_assert_seed (rules->war_end_line, on);
  }
  bth_test_assert_seed (2084, "Kiev is not considered a Russian production city");
  bth_test_assert_seed (rules->prisoners_line, "At the start of each January turn, all imprisoned units must be exchanged on an equal strength point basis");
  {
    g_autofree char *fifteen = g_strdup_printf ("at least %s production cities", word (rules->auto_min_cities));
    bth_test_assert_seed (rules->auto_line, fifteen);
    bth_test_assert_seed (rules->auto_line, "conquers England, Spain or Russia");
    bth_test_assert_seed (rules->auto_line, "black, red, or white infantry symbols");
  }
  bth_test_assert_seed (rules->paris_line, "at least one un-besieged French strength point inside Paris at the end of the game");
  bth_test_assert_seed (rules->most_line, "controls the most production cities at the end of the game");
  bth_test_assert_seed (1785, "black, red, or white infantry symbol");
  bth_test_assert_seed (rules->spain_double_line, "Six players");
  g_assert_cmpint (rules->spain_double_value, ==, 2);
  bth_test_assert_seed (rules->spain_double_line, "receives double value for each production city controlled by Spain");
  g_assert_cmpint (rules->killed_months, ==, 12);
  bth_test_assert_seed (rules->killed_line, "If Napoleon is killed, the scenario automatically ends one year after");
  g_assert_cmpint (rules->exiled_months, ==, 12);
  bth_test_assert_seed (rules->exiled_line, "If Napoleon is exiled, the scenario automatically ends one year after");
  {
    g_autofree char *turns = g_strdup_printf ("exile at least %s turns", word (rules->exile_min_turns));
    g_autofree char *dec = g_strdup_printf ("decreased by %s for each pro-French Power and for every %s months",
                                            word (rules->exile_per_power), word (rules->exile_months_per_step));
    g_autofree char *ma = g_strdup_printf ("Movement Allowance of %s Movement Points", word (rules->march_ma));
    g_autofree char *join = g_strdup_printf ("If the result is %s or less, the entire force joins", word (rules->march_join_at_most));
    g_autofree char *retreat = g_strdup_printf ("If the result is a %s, the force immediately retreats %s Movement Points",
                                                word (rules->march_retreat_on), word (rules->march_retreat_mp));
    g_autofree char *shot = g_strdup_printf ("If the result is a %s, Napoleon is shot", word (rules->march_shot_on));
    bth_test_assert_seed (rules->exile_line, turns);
    bth_test_assert_seed (rules->exile_line, dec);
    g_assert_cmpint (rules->exile_success_at_most, ==, 0);
    bth_test_assert_seed (rules->exile_line, "If the modified result is zero");
    bth_test_assert_seed (rules->march_line, ma);
    bth_test_assert_seed (rules->march_outcome_line, join);
    bth_test_assert_seed (rules->march_outcome_line, retreat);
    bth_test_assert_seed (rules->march_outcome_line, shot);
    g_assert_cmpint (rules->exile_ends_months, ==, 12);
    bth_test_assert_seed (rules->exile_ends_line, "After Napoleon has remained in exile for one year, the game automatically ends");
  }
  {
    static const char *const names[] = { [3] = "Three players", [4] = "Four players", [5] = "Five players", [6] = "Six players" };
    static const char *const who[] = { [3] = "Russian player controls all Russian forces",
                                       [4] = "Austrian player who controls all Austrian forces",
                                       [5] = "Prussian player who controls all Prussian forces",
                                       [6] = "Spanish player who controls all Spanish forces" };
    for (guint i = 0; i < rules->n_players; i++)
      {
        bth_test_assert_seed (rules->players[i].line, names[rules->players[i].from]);
        bth_test_assert_seed (rules->players[i].line, who[rules->players[i].from]);
      }
  }
}

static void
test_data_strict (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *section;
  BthCampaignRules *loaded;
  JsonNode *doc = bth_ruleset_get_document (ruleset);

  node = json_node_copy (json_object_get_member (json_node_get_object (doc), "campaign_politics"));
  section = json_node_get_object (node);
  json_object_set_int_member (json_object_get_object_member (section, "alliance"), "drm_kap", 4);
  loaded = bth_campaign_rules_load (section, "$.campaign_politics", &error);
  g_assert_null (loaded);
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "$.campaign_politics.alliance"));
  g_assert_nonnull (strstr (error->message, "drm_kap"));
  g_clear_error (&error);

  json_object_remove_member (json_object_get_object_member (section, "alliance"), "drm_kap");
  json_object_set_string_member (json_array_get_object_element (json_object_get_array_member (section, "creation"), 0),
                                 "minor", "atlantis");
  loaded = bth_campaign_rules_load (section, "$.campaign_politics", &error);
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "atlantis"));
}

/* ---- Statuses (X.D, X.G.1.f) ---- */

static void
test_initial_display (void)
{
  /* X.G.1.b: France and Spain pro-French; England, Austria, Russia anti-French; Prussia and
   * the four group markers neutral. With no city entered, minors keep their 1805 place. */
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthCampaignDisplay d;

  bth_politics_display (rules, s, &d);
  g_assert_cmpint (d.pro_majors, ==, 2);
  g_assert_cmpint (d.anti_majors, ==, 3);
  g_assert_cmpint (d.pro_groups, ==, 0);
  g_assert_cmpint (d.anti_groups, ==, 0);
  g_assert_cmpint (d.pro_cp, ==, 0);
  g_assert_cmpint (bth_politics_minor_status (rules, s, "bavaria", NULL), ==, BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_politics_minor_status (rules, s, "portugal", NULL), ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_politics_minor_status (rules, s, "saxony", NULL), ==, BTH_SIDE_NEUTRAL);
  g_assert_false (bth_politics_minor_exists (s, "poland"));
  /* The western group: Holland pro-French, Portugal anti-French: neutral. */
  g_assert_cmpint (bth_politics_group_status (rules, s, "western", NULL), ==, BTH_SIDE_NEUTRAL);
}

static void
test_minor_status_from_cities (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) why = bth_politics_items_new ();

  /* X.G.1.f: Saxony's production city Dresden taken by pro-French forces. */
  city (s, "Dresden", "saxony", BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_politics_minor_status (rules, s, "saxony", why), ==, BTH_SIDE_PRO_FRENCH);
  assert_items (why, "status", "X.G.1.f", "Pro-French forces control Saxony");
  /* Controlled by neither faction (Prussian units): neutral. */
  bth_politics_situation_city (s, "Dresden")->controller = BTH_SIDE_NEUTRAL;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "saxony", NULL), ==, BTH_SIDE_NEUTRAL);
}

static void
test_group_all_friendly (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);

  /* The Western group: Amsterdam and Lisbon both pro-French make it a pro-French power. */
  city (s, "Amsterdam", "holland", BTH_SIDE_PRO_FRENCH);
  city (s, "Lisbon", "portugal", BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_politics_group_status (rules, s, "western", NULL), ==, BTH_SIDE_PRO_FRENCH);
  bth_politics_situation_city (s, "Lisbon")->controller = BTH_SIDE_NEUTRAL;
  g_assert_cmpint (bth_politics_group_status (rules, s, "western", NULL), ==, BTH_SIDE_NEUTRAL);
}

/* ---- City points (X.G.1.h–i) ---- */

static void
test_city_points (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalCity *lyon, *madrid;

  /* Worked by hand: Vienna (anti-French Austria) held by the French: 1 pro-French CP.
   * Madrid (pro-French Spain) and Lyon (a major city of France, not a production city)
   * held by the English: 2 anti-French CP. Munich (Bavaria, a minor) gives none. */
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH);
  madrid = city (s, "Madrid", "spain", BTH_SIDE_ANTI_FRENCH);
  lyon = bth_politics_situation_add_city (s, "Lyon", "france", FALSE, BTH_SIDE_ANTI_FRENCH);
  lyon->major_city = TRUE;
  city (s, "Munich", "bavaria", BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, items), ==, 1);
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, items), ==, 2);
  assert_items (items, "city_point", "X.G.1.h", "Vienna");
  assert_items (items, "city_point", "X.G.1.i", "Lyon, a major city of pro-French France");

  /* X.G.1.i: Spain becomes neutral: Madrid's CP is forfeited, unless it is a supply source. */
  bth_politics_situation_major (s, "spain")->status = BTH_SIDE_NEUTRAL;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 1);
  madrid->supply_source_for = BTH_SIDE_ANTI_FRENCH;
  /* Only a major city may be a conquest supply source (BB 3382): Madrid, Spain's capital, is one. */
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 1);
  madrid->major_city = TRUE;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 2);
  /* "This supply source City Point may be lost if the faction loses control of it." */
  madrid->controller = BTH_SIDE_PRO_FRENCH;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 1);
}

/* ---- The rolls (X.G.1.d–e, g, k–l) ---- */

static void
test_roll_modifiers_and_cap (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticsRoll roll;
  g_autoptr(GError) error = NULL;

  /* Worked by hand, 1805: 2 pro-French majors (−2), 3 anti-French (+3): +1. The English
   * roll for Prussia with a 6: 7, seven or more: neutral Prussia becomes anti-French. */
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", 6, &roll, &error));
  g_assert_no_error (error);
  g_assert_cmpint (roll.modified, ==, 7);
  g_assert_true (roll.changes);
  g_assert_cmpint (roll.to, ==, BTH_SIDE_ANTI_FRENCH);
  bth_politics_roll_clear (&roll);
  /* A 5 gives 6: nothing. */
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", 5, &roll, &error));
  g_assert_false (roll.changes);
  g_assert_cmpint (roll.to, ==, BTH_SIDE_NEUTRAL);
  bth_politics_roll_clear (&roll);

  /* Six anti-French CP: +1 + 6 = +7, capped at +4 (X.G.1.g). */
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Madrid%d", i);
      city (s, name, "spain", BTH_SIDE_ANTI_FRENCH);
    }
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", 2, &roll, &error));
  g_assert_cmpint (roll.modified, ==, 6);
  g_assert_cmpint (modifier_value (roll.modifiers, "The die roll is modified by a maximum"), ==, -3);
  bth_politics_roll_clear (&roll);
  /* X.G.1.k: two PP lent to Prussia add +2 in addition to all other modifications. */
  bth_politics_situation_major (s, "prussia")->lent_pp = 2;
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", 2, &roll, &error));
  g_assert_cmpint (roll.modified, ==, 8);
  bth_politics_roll_clear (&roll);
  /* Reading loans_outside_cap off: the loans join the capped sum. */
  s->options.loans_outside_cap = FALSE;
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", 2, &roll, &error));
  g_assert_cmpint (roll.modified, ==, 6);
  bth_politics_roll_clear (&roll);
  /* The loans never help the French roll. */
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", 2, &roll, &error));
  g_assert_cmpint (roll.modified, ==, 6);
  bth_politics_roll_clear (&roll);
}

static void
test_roll_steps (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticsRoll roll;
  g_autoptr(GError) error = NULL;

  /* Ten pro-French CP: −10 + 1 = −9, capped −4. The French roll a 4 for Austria: 0, "zero
   * (or less)": anti-French Austria becomes neutral (one step, X.G.1.d). */
  for (int i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Kiev%d", i);
      city (s, name, "russia", BTH_SIDE_PRO_FRENCH);
    }
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "austria", 4, &roll, &error));
  g_assert_cmpint (roll.modified, ==, 0);
  g_assert_cmpint (roll.from, ==, BTH_SIDE_ANTI_FRENCH);
  g_assert_cmpint (roll.to, ==, BTH_SIDE_NEUTRAL);
  assert_items (roll.consequences, "due", "X.G.1.e", "return home");
  assert_items (roll.consequences, "due", "X.G.1.m", "next Neutral Phase");
  bth_politics_roll_clear (&roll);
  /* Neutral Prussia with a 1: −3: pro-French. */
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", 1, &roll, &error));
  g_assert_cmpint (roll.to, ==, BTH_SIDE_PRO_FRENCH);
  bth_politics_roll_clear (&roll);
  /* A 5: 1, no change. */
  g_assert_true (bth_politics_roll (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", 5, &roll, &error));
  g_assert_false (roll.changes);
  bth_politics_roll_clear (&roll);
}

static void
test_roll_targets (void)
{
  g_autoptr(BthPoliticsSituation) s = start (4);
  g_autofree char *why = NULL;

  /* X.G.1.d–e: not England (French), not France (English). */
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "england", &why));
  g_clear_pointer (&why, g_free);
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "france", &why));
  g_clear_pointer (&why, g_free);
  /* Four players: Russia and Austria have their own players (X.D.3.c–d). */
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "russia", &why));
  g_assert_nonnull (strstr (why, "individual player"));
  g_clear_pointer (&why, g_free);
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "austria", &why));
  g_clear_pointer (&why, g_free);
  g_assert_true (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "prussia", &why));
  /* Minor states never change by the die (X.G.1.f). */
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "saxony", &why));
  g_clear_pointer (&why, g_free);
  /* X.I.2.a: a conquered state with land units in its pool: nobody rolls. */
  bth_politics_situation_major (s, "prussia")->conquered = TRUE;
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", &why));
  g_assert_nonnull (strstr (why, "X.I.2.a"));
  g_clear_pointer (&why, g_free);
  /* X.I.2.f: its pool holds no land combat unit: rolling resumes. */
  bth_politics_situation_major (s, "prussia")->land_pool_empty = TRUE;
  g_assert_true (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "prussia", &why));
}

static void
test_players (void)
{
  /* X.D.3: who controls what. */
  g_assert_cmpstr (bth_politics_controller (rules, 1, "russia", BTH_SIDE_ANTI_FRENCH), ==, "solitaire");
  g_assert_cmpstr (bth_politics_controller (rules, 2, "russia", BTH_SIDE_ANTI_FRENCH), ==, "english");
  g_assert_cmpstr (bth_politics_controller (rules, 2, "spain", BTH_SIDE_PRO_FRENCH), ==, "french");
  g_assert_cmpstr (bth_politics_controller (rules, 3, "russia", BTH_SIDE_ANTI_FRENCH), ==, "russia");
  g_assert_cmpstr (bth_politics_controller (rules, 3, "austria", BTH_SIDE_ANTI_FRENCH), ==, "english");
  g_assert_cmpstr (bth_politics_controller (rules, 4, "austria", BTH_SIDE_ANTI_FRENCH), ==, "austria");
  g_assert_cmpstr (bth_politics_controller (rules, 4, "prussia", BTH_SIDE_NEUTRAL), ==, NULL);
  g_assert_cmpstr (bth_politics_controller (rules, 5, "prussia", BTH_SIDE_NEUTRAL), ==, "prussia");
  g_assert_cmpstr (bth_politics_controller (rules, 5, "spain", BTH_SIDE_PRO_FRENCH), ==, "french");
  g_assert_cmpstr (bth_politics_controller (rules, 6, "spain", BTH_SIDE_PRO_FRENCH), ==, "spain");
  /* A state that changes sides changes hands when it has no player of its own. */
  g_assert_cmpstr (bth_politics_controller (rules, 2, "prussia", BTH_SIDE_PRO_FRENCH), ==, "french");
  g_assert_false (bth_politics_has_own_player (rules, 1, "france"));
  g_assert_true (bth_politics_has_own_player (rules, 2, "england"));
}

/* ---- Creation (X.H) ---- */

static void
test_creation (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalCity *warsaw = bth_politics_situation_add_city (s, "Warsaw", "prussia", TRUE, BTH_SIDE_PRO_FRENCH);

  /* X.H.1.b + note: Warsaw held by Bavarians (French satellites) creates nothing. */
  warsaw->controller_state = g_strdup ("bavaria");
  bth_politics_creations (rules, s, items);
  assert_items (items, "not_created", "X.H.1", "French (not French satellite)");
  g_assert_false (items_have (items, "creation", NULL, NULL));
  /* The reading creation_by_french_only off: any pro-French force creates Poland. */
  s->options.creation_by_french_only = FALSE;
  g_ptr_array_set_size (items, 0);
  bth_politics_creations (rules, s, items);
  assert_items (items, "creation", "X.H.1.b", "Poland is created");
  assert_items (items, "restriction", "X.H.1", "only produce French satellite units");
  /* French units: created under the default reading too. */
  s->options.creation_by_french_only = TRUE;
  g_free (warsaw->controller_state);
  warsaw->controller_state = g_strdup ("france");
  g_ptr_array_set_size (items, 0);
  bth_politics_creations (rules, s, items);
  assert_items (items, "creation", "X.H.1.b", "Poland is created");

  /* X.H.2: Brussels and Amsterdam held by anti-French forces create Holland at Brussels. */
  bth_politics_situation_add_city (s, "Brussels", "france", FALSE, BTH_SIDE_ANTI_FRENCH);
  city (s, "Amsterdam", "holland", BTH_SIDE_ANTI_FRENCH);
  g_ptr_array_set_size (items, 0);
  bth_politics_creations (rules, s, items);
  assert_items (items, "creation", "X.H.2", "Holland is created");
  assert_items (items, "due", "X.H.2", "production city becomes Brussels");
}

/* ---- Conquest (X.I) ---- */

static void
test_conquest_major (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalPrisoners *p = g_new0 (BthPoliticalPrisoners, 1);

  /* X.I.1: all of Prussia's production cities held by the French. */
  city (s, "Berlin", "prussia", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (s, "Breslau", "prussia", BTH_SIDE_NEUTRAL);
  bth_politics_conquests (rules, s, items);
  g_assert_false (items_have (items, "conquest", NULL, NULL));
  bth_politics_situation_city (s, "Breslau")->controller = BTH_SIDE_PRO_FRENCH;
  s->anti_vp = 3;
  p->captor = g_strdup ("france");
  p->state = g_strdup ("prussia");
  p->sp = 4;
  g_ptr_array_add (s->prisoners, p);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", "X.I.1", "Prussia is conquered");
  assert_items (items, "restriction", "X.I.2.a", "until no land combat unit remains");
  assert_items (items, "due", "X.I.2.b", "outside its borders");
  assert_items (items, "due", "X.I.2.c", "supply source");
  assert_items (items, "due", rules->vp_rule, "3 VP");                    /* X.G.1.j */
  assert_items (items, "due", "X.G.3.c", "4 SP of Prussia prisoners");
  g_assert_false (items_have (items, "option", "X.I.2.i", NULL));          /* only Austria */
}

static void
test_conquest_france_and_every_city (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalCity *paris = city (s, "Paris", "france", BTH_SIDE_ANTI_FRENCH), *london, *norwich;

  /* X.I.1.a: France falls only at the end of a Combat Phase, with a supplied, un-besieged
   * anti-French SP inside Paris. */
  paris->capital = TRUE;
  paris->enemy_sp_inside = TRUE;
  s->moment = BTH_POLITICS_ALLIANCE_PHASE;
  bth_politics_conquests (rules, s, items);
  g_assert_false (items_have (items, "conquest", NULL, NULL));
  s->moment = BTH_POLITICS_END_OF_COMBAT_PHASE;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", "X.I.1.a", "France is conquered");
  assert_items (items, "due", "X.K.5.a", "Napoleon in Exile");

  /* X.I.1.b: England needs a foreign SP in every city hex, production city or not. */
  g_ptr_array_set_size (items, 0);
  london = city (s, "London", "england", BTH_SIDE_PRO_FRENCH);
  norwich = bth_politics_situation_add_city (s, "Norwich", "england", FALSE, BTH_SIDE_NEUTRAL);
  norwich->foreign_sp = FALSE;
  london->foreign_sp = TRUE;
  bth_politics_conquests (rules, s, items);
  g_assert_false (items_have (items, "conquest", "X.I.1.b", NULL));
  norwich->foreign_sp = TRUE;
  norwich->controller = BTH_SIDE_PRO_FRENCH;
  london->foreign_sp = TRUE;
  /* Every city hex entered is held; whether they are all of England's is the players' to say. */
  bth_politics_conquests (rules, s, items);
  g_assert_false (items_have (items, "conquest", "X.I.1.b", NULL));
  assert_items (items, "needs", "X.I.1.b", "every other city hex of England");
  bth_politics_situation_set_city_hexes_complete (s, "england");
  g_ptr_array_set_size (items, 0);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", "X.I.1.b", "England is conquered");
  assert_items (items, "victory_check", "X.C.1.a", NULL);
}

static void
test_conquest_minor (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  /* X.I.3: Bavaria (pro-French in 1805) has Munich taken by the anti-French faction. */
  city (s, "Munich", "bavaria", BTH_SIDE_ANTI_FRENCH);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", "X.I.1", "Bavaria");
  assert_items (items, "due", "X.I.3.a", "replaced by an equal number of SP");
  assert_items (items, "roll", "X.I.3.b", NULL);
  /* X.I.3.b: less than four → to the Force Pool; four or more → replaced on the map. */
  g_assert_false (bth_politics_minor_conquest_on_map (rules, 3));
  g_assert_true (bth_politics_minor_conquest_on_map (rules, 4));
  g_assert_true (bth_politics_minor_conquest_on_map (rules, 6));

  /* X.I.3.c: North Italy's French satellite units are never removed. */
  g_ptr_array_set_size (items, 0);
  city (s, "Milan", "italy", BTH_SIDE_ANTI_FRENCH);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "restriction", "X.I.3.c", "North Italy");
}

static void
test_sue_for_peace (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  /* X.I.2.g: Vienna held by pro-French forces in the anti-French Alliance Phase. */
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (s, "Prague", "austria", BTH_SIDE_ANTI_FRENCH);
  bth_politics_alliance_phase (rules, s, BTH_SIDE_ANTI_FRENCH, items);
  assert_items (items, "option", "X.I.2.g", "may sue for peace");
}

/* X.G.2.c's note (000:2084): "While at war with Turkey, Kiev is not considered a Russian
 * production city except for purposes of determining the conquest of Russia." X.G.1.h gives a
 * City Point "for each production city in an anti-French major state": by default Kiev held
 * by the pro-French gives none while Russia is at war; the named option
 * war_city_gives_city_point reads the note as a production penalty only and counts it. */
static void
test_kiev_city_point_at_war (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  city (s, "Kiev", "russia", BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, NULL), ==, 1);
  bth_politics_situation_major (s, "russia")->at_war = TRUE;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, items), ==, 0);
  assert_items (items, "forfeited", "X.G.2.c", "Kiev gives no City Point");
  s->options.war_city_gives_city_point = TRUE;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_PRO_FRENCH, NULL), ==, 1);
}

/* C.5: "Austria (Vienna and Budapest), Prussia (Berlin and Königsberg), and Russia (Moscow
 * and St. Petersburg)" have two capitals; X.I.2.g: "If the capital of a major state is
 * controlled by the opposing faction during any Alliance Phase, the player who controls the
 * state may \"sue for peace.\"" Either capital held counts, whatever the order the cities are
 * listed in: Budapest held, Vienna listed after it and still Austrian. */
static void
test_sue_for_peace_two_capitals (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(BthPoliticsSituation) r = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  g_autoptr(GPtrArray) russia = bth_politics_items_new ();

  city (s, "Budapest", "austria", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (s, "Vienna", "austria", BTH_SIDE_ANTI_FRENCH)->capital = TRUE;
  bth_politics_alliance_phase (rules, s, BTH_SIDE_ANTI_FRENCH, items);
  assert_items (items, "option", "X.I.2.g", "capital Budapest is held by the Pro-French faction");

  city (r, "Moscow", "russia", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  city (r, "St. Petersburg", "russia", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  bth_politics_alliance_phase (rules, r, BTH_SIDE_ANTI_FRENCH, russia);
  assert_items (russia, "option", "X.I.2.g", "capital Moscow and St. Petersburg are held");
}

static void
test_conquered_by_france_invaded (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalMajor *prussia = bth_politics_situation_major (s, "prussia");

  /* X.I.2.h */
  prussia->conquered = TRUE;
  prussia->conquered_by = BTH_SIDE_PRO_FRENCH;
  prussia->anti_units_inside = TRUE;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "status_change", "X.I.2.h", "becomes pro-French");
}

static void
test_two_player_invasion (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  /* X.D.3.b: a neutral invaded joins the faction of the opposing player. */
  bth_politics_situation_major (s, "prussia")->attacked_by_pro = TRUE;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "status_change", "X.D.3.b", "anti-French");
}

/* ---- January (X.G.2–3) ---- */

static void
test_foreign_wars (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalMajor *england = bth_politics_situation_major (s, "england");

  s->month = bth_month_make (1806, 1);
  bth_politics_january (rules, s, items);
  assert_items (items, "foreign_war", "X.G.2.b", "4I, 2F, 2T");
  assert_items (items, "foreign_war", "X.G.2.c", "Kiev");
  /* The first roll starts the American war on a 1; the second the Turkish war. */
  g_assert_cmpstr (bth_politics_foreign_war_roll (rules, s, 1, 1)->id, ==, "england-united-states");
  g_assert_null (bth_politics_foreign_war_roll (rules, s, 1, 2));
  g_assert_cmpstr (bth_politics_foreign_war_roll (rules, s, 2, 1)->id, ==, "russia-turkey");
  /* X.G.2.f: one American war only; X.G.2.g: Turkish wars without limit. */
  england->wars_fought = 1;
  g_assert_null (bth_politics_foreign_war_roll (rules, s, 1, 1));
  g_ptr_array_set_size (items, 0);
  bth_politics_january (rules, s, items);
  assert_items (items, "foreign_war", "X.G.2.f", "at most 1");
  bth_politics_situation_major (s, "russia")->wars_fought = 5;
  g_assert_nonnull (bth_politics_foreign_war_roll (rules, s, 2, 1));
  /* X.G.2.d: two dice, 12 ends it. */
  g_assert_true (bth_politics_foreign_war_ends (rules, 12));
  g_assert_false (bth_politics_foreign_war_ends (rules, 11));
  /* Not January: no roll. */
  s->month = bth_month_make (1806, 2);
  g_ptr_array_set_size (items, 0);
  bth_politics_january (rules, s, items);
  g_assert_false (items_have (items, "foreign_war", NULL, NULL));
  g_assert_false (items_have (items, "prisoners", NULL, NULL));
}

static void
test_prisoner_exchange (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  const char *holds[][3] = { { "france", "austria", "5" }, { "bavaria", "russia", "2" }, { "england", "france", "3" } };

  /* X.G.3.b, worked by hand: the pro-French hold 5 + 2 = 7 SP, the anti-French 3: 3 each. */
  for (guint i = 0; i < G_N_ELEMENTS (holds); i++)
    {
      BthPoliticalPrisoners *p = g_new0 (BthPoliticalPrisoners, 1);
      p->captor = g_strdup (holds[i][0]);
      p->state = g_strdup (holds[i][1]);
      p->sp = atoi (holds[i][2]);
      g_ptr_array_add (s->prisoners, p);
    }
  s->month = bth_month_make (1807, 1);
  bth_politics_january (rules, s, items);
  assert_items (items, "prisoners", "X.G.3.b", "the pro-French hold 7 SP, the anti-French 3 SP; 3 SP of each");
}

/* ---- Napoleon (X.K.5) ---- */

static void
test_napoleon_return (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  g_autofree char *why = NULL;
  int modified;
  gboolean returns;

  s->napoleon = BTH_NAPOLEON_IN_EXILE;
  s->napoleon_since = bth_month_make (1814, 4);
  s->month = bth_month_make (1814, 6);
  /* Two turns: too soon (X.K.5.d "at least three turns"). */
  g_assert_false (bth_politics_napoleon_return (rules, s, 1, &modified, &returns, modifiers, &why));
  g_clear_pointer (&why, g_free);
  /* Worked by hand, six months on: Spain pro-French (France neutral in exile) −1, six months −2:
   * a 3 gives 0, he returns; a 4 gives 1, he does not. */
  bth_politics_situation_major (s, "france")->status = BTH_SIDE_NEUTRAL;
  s->month = bth_month_make (1814, 10);
  g_assert_true (bth_politics_napoleon_return (rules, s, 3, &modified, &returns, modifiers, &why));
  g_assert_cmpint (modified, ==, 0);
  g_assert_true (returns);
  g_array_set_size (modifiers, 0);
  g_assert_true (bth_politics_napoleon_return (rules, s, 4, &modified, &returns, modifiers, &why));
  g_assert_false (returns);
  /* X.K.5.e */
  g_assert_cmpstr (bth_politics_napoleon_march (rules, 4), ==, "joins");
  g_assert_cmpstr (bth_politics_napoleon_march (rules, 5), ==, "retreats");
  g_assert_cmpstr (bth_politics_napoleon_march (rules, 6), ==, "shot");
}

/* ---- Victory (X.C) ---- */

static void
add_french_cities (BthPoliticsSituation *s, int n, const char *symbol)
{
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("French city %d", i);
      BthPoliticalCity *c = bth_politics_situation_add_city (s, name, "france", TRUE, BTH_SIDE_PRO_FRENCH);
      c->symbol = g_strdup (symbol);
    }
}

static void
test_victory_automatic (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticsVictory v;
  BthPoliticalCity *madrid;

  /* X.C.1.a, worked by hand: Spain (now anti-French) falls at the end of a Combat Phase with
   * a French SP in every Spanish city hex; the French hold Madrid plus 14 cities: 15. */
  bth_politics_situation_major (s, "spain")->status = BTH_SIDE_ANTI_FRENCH;
  madrid = city (s, "Madrid", "spain", BTH_SIDE_PRO_FRENCH);
  madrid->foreign_sp = TRUE;
  add_french_cities (s, 13, "red");
  s->moment = BTH_POLITICS_END_OF_COMBAT_PHASE;
  /* The worked case's Spain: the city hexes entered are all of them, as the players say (X.I.1.b). */
  bth_politics_situation_set_city_hexes_complete (s, "spain");
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.french_automatic);              /* 14 */
  bth_politics_victory_clear (&v);
  city (s, "Cadiz", "spain", BTH_SIDE_PRO_FRENCH)->foreign_sp = TRUE;
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.french_automatic);
  g_assert_true (v.game_ends);
  g_assert_cmpstr (v.winner, ==, "french");
  bth_politics_victory_clear (&v);
}

static void
test_victory_end (void)
{
  g_autoptr(BthPoliticsSituation) s = start (3);
  BthPoliticsVictory v;
  BthPoliticalCity *c;

  /* X.C.2: most production cities at the end; X.C.2.b: control by the larger SP total. */
  s->moment = BTH_POLITICS_END_OF_GAME;
  add_french_cities (s, 2, "black");
  c = city (s, "Moscow", "russia", BTH_SIDE_ANTI_FRENCH);
  c->controller_state = g_strdup ("russia");
  c = city (s, "St Petersburg", "russia", BTH_SIDE_ANTI_FRENCH);
  c->controller_state = g_strdup ("russia");
  c = city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH);
  c->end_sp_pro = 2;
  c->end_sp_anti = 5;                                 /* the English player's Austrians win it */
  c->controller_state = g_strdup ("austria");
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.game_ends);
  g_assert_false (v.french_automatic);
  g_assert_cmpstr (v.winner, ==, "french and russia");   /* 2 each, English 1: joint (X.C.2.c) */
  bth_politics_victory_clear (&v);
}

static void
test_victory_spain_double (void)
{
  g_autoptr(BthPoliticsSituation) s = start (6);
  BthPoliticsVictory v;

  /* X.D.3.f: six players, the Spanish player's 2 cities count 4 against the French 3. */
  s->moment = BTH_POLITICS_END_OF_GAME;
  add_french_cities (s, 3, "red");
  city (s, "Madrid", "spain", BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("spain");
  city (s, "Seville", "spain", BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("spain");
  bth_politics_victory (rules, s, &v);
  g_assert_cmpstr (v.winner, ==, "spain");
  bth_politics_victory_clear (&v);
}

static void
test_victory_napoleon_timers (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticsVictory v;

  /* X.C.3.c: killed in March 1810: the scenario ends in March 1811. */
  s->napoleon = BTH_NAPOLEON_KILLED;
  s->napoleon_since = bth_month_make (1810, 3);
  s->month = bth_month_make (1811, 2);
  s->moment = BTH_POLITICS_END_OF_TURN;
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.game_ends);
  assert_items (v.items, "end", "X.C.3.c", "ends in 1 months");
  bth_politics_victory_clear (&v);
  s->month = bth_month_make (1811, 3);
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.game_ends);
  bth_politics_victory_clear (&v);
  /* X.K.5.f: shot on the march: the game ends at once. */
  s->napoleon = BTH_NAPOLEON_SHOT;
  s->month = bth_month_make (1810, 4);
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.game_ends);
  bth_politics_victory_clear (&v);
}

/* ---- The Question Box (BB), one case per ruling on politics and conquest ---- */

/* BB 3264–3266: "Q. When Westphalia is created, do Hesse and Brunswick cease to exist until
 * Westphalia is conquered by the anti-French powers? A. Yes; when Westphalia is conquered
 * the two states are restored." */
static void
test_bb_westphalia_absorbs (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3266, "when Westphalia is conquered the two states are restored");
  city (s, "Brunswick", "brunswick", BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("france");
  city (s, "Cassel", "hesse", BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("france");
  bth_politics_creations (rules, s, items);
  assert_items (items, "creation", "X.H.1.e", "Westphalia is created");
  assert_items (items, "due", "Question Box", "Hesse ceases to exist");
  assert_items (items, "due", "Question Box", "Brunswick ceases to exist");
  /* Absorbed states leave the German group's count; Westphalia itself stands in it. */
  bth_politics_situation_minor (s, "westphalia")->created = TRUE;
  bth_politics_situation_minor (s, "westphalia")->status = BTH_SIDE_PRO_FRENCH;
  bth_politics_situation_minor (s, "hesse")->absorbed = TRUE;
  bth_politics_situation_minor (s, "brunswick")->absorbed = TRUE;
  g_assert_false (bth_politics_minor_exists (s, "hesse"));
  /* Conquered by the anti-French: the two are restored. */
  g_free (bth_politics_situation_city (s, "Brunswick")->state);
  bth_politics_situation_city (s, "Brunswick")->state = g_strdup ("westphalia");
  g_free (bth_politics_situation_city (s, "Cassel")->state);
  bth_politics_situation_city (s, "Cassel")->state = g_strdup ("westphalia");
  bth_politics_situation_city (s, "Brunswick")->controller = BTH_SIDE_ANTI_FRENCH;
  bth_politics_situation_city (s, "Cassel")->controller = BTH_SIDE_ANTI_FRENCH;
  g_ptr_array_set_size (items, 0);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", NULL, "Westphalia");
  assert_items (items, "due", "Question Box", "Hesse is restored");
  assert_items (items, "due", "X.H.1", "reverts to its original structure");
}

/* BB 3268–3270: "Q. Does this land absorption also occur for the Rhine Confederation …?
 * A. No. No states are absorbed per se by the Rhine Confederation." */
static void
test_bb_rhine_absorbs_nothing (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3270, "No states are absorbed per se by the Rhine Confederation");
  bth_politics_situation_add_city (s, "Frankfurt", "rhine", TRUE, BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("france");
  bth_politics_creations (rules, s, items);
  assert_items (items, "creation", "X.H.1.d", "Rhine Confederation is created");
  g_assert_false (items_have (items, "due", "Question Box", "ceases to exist"));
}

/* BB 3276–3278: "Q. May a minor country group marker be moved to one faction if it controls
 * all of the countries therein except the uncreated states? For example: the French player
 * controls Switzerland, North Italy and Naples; may he move the minor Italian marker to his
 * faction if Dalmatia is uncreated? A. No. All states must be created and friendly to that
 * player or alliance in order for the marker to be moved to his faction." */
static void
test_bb_group_needs_created_states (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) why = bth_politics_items_new ();

  bth_test_assert_seed (3278, "All states must be created and friendly");
  city (s, "Geneva", "switzerland", BTH_SIDE_PRO_FRENCH);
  city (s, "Milan", "italy", BTH_SIDE_PRO_FRENCH);
  city (s, "Florence", "naples", BTH_SIDE_PRO_FRENCH);
  bth_politics_situation_minor (s, "naples")->created = TRUE;
  g_assert_cmpint (bth_politics_group_status (rules, s, "italian", why), ==, BTH_SIDE_NEUTRAL);
  assert_items (why, "status", "Question Box", "Dalmatia is not created");
  /* Dalmatia created and held: the marker moves. */
  bth_politics_situation_minor (s, "dalmatia")->created = TRUE;
  city (s, "Trieste", "dalmatia", BTH_SIDE_PRO_FRENCH);
  g_assert_cmpint (bth_politics_group_status (rules, s, "italian", NULL), ==, BTH_SIDE_PRO_FRENCH);
}

/* BB 3284–3286: "… Players may recreate this in a Campaign Game by imposing this peace on
 * Austria. In this instance, Innsbruck may go to either Bavaria or France at the French (or
 * solitaire) player's option." */
static void
test_bb_pressburg (void)
{
  g_autoptr(BthPoliticsSituation) s = start (1);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3286, "Innsbruck may go to either Bavaria or France");
  city (s, "Vienna", "austria", BTH_SIDE_PRO_FRENCH);
  city (s, "Prague", "austria", BTH_SIDE_PRO_FRENCH);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "option", "X.I.2.i", "Venice is ceded to North Italy");
  assert_items (items, "option", "X.I.2.i", "Innsbruck is ceded to Bavaria or France");
  /* Austria conquered by the anti-French side (after turning pro-French): no Pressburg. */
  g_ptr_array_set_size (items, 0);
  bth_politics_situation_major (s, "austria")->status = BTH_SIDE_PRO_FRENCH;
  bth_politics_situation_city (s, "Vienna")->controller = BTH_SIDE_ANTI_FRENCH;
  bth_politics_situation_city (s, "Prague")->controller = BTH_SIDE_ANTI_FRENCH;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", NULL, "Austria is conquered");
  g_assert_false (items_have (items, "option", "X.I.2.i", NULL));
}

/* BB 3294–3296: "Q. Who controls Hannover …? A. The French control Hannover at the start of
 * the game. If an anti-French player conquers Hannover, he may create the state and build
 * the Landwehr." */
static void
test_bb_hanover (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalMinor *hanover = bth_politics_situation_minor (s, "hanover");

  bth_test_assert_seed (3296, "If an anti-French player conquers Hannover, he may create the state and build the Landwehr");
  g_assert_false (hanover->created);
  g_assert_cmpstr (bth_campaign_rules_find_minor (rules, "hanover")->controlled_by, ==, "france");
  /* The state exists for conquest purposes once its city is held; here the anti-French take it. */
  hanover->created = TRUE;
  hanover->status = BTH_SIDE_PRO_FRENCH;
  city (s, "Hanover", "hanover", BTH_SIDE_ANTI_FRENCH);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "option", "X.H.5", "may create Hanover and build its Landwehr");
}

/* BB 3308–3310: "Q. … a Rhine unit is already on the mapboard at Baden … Can that unit be used
 * by the French? A. Yes … Additional Rhine units may not be created, nor that one replaced,
 * until the Confederation is formed." */
static void
test_bb_rhine_units (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3310, "Additional Rhine units may not be created, nor that one replaced, until the Confederation is formed");
  g_assert_false (bth_politics_minor_exists (s, "rhine"));
  bth_politics_situation_add_city (s, "Frankfurt", "rhine", TRUE, BTH_SIDE_PRO_FRENCH)->controller_state = g_strdup ("france");
  bth_politics_creations (rules, s, items);
  assert_items (items, "due", "Question Box", "may now be built");
}

/* BB 3316–3318: "Q. If the Swedish units at Lubeck or Straslund are attacked, is Sweden at
 * war? A. Yes. Sweden joins the coalition that opposes the invader." */
static void
test_bb_sweden_attacked (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);

  bth_test_assert_seed (3318, "Sweden joins the coalition that opposes the invader");
  city (s, "Stockholm", "sweden", BTH_SIDE_NEUTRAL);
  bth_politics_situation_minor (s, "sweden")->attacked_by = BTH_SIDE_PRO_FRENCH;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "sweden", NULL), ==, BTH_SIDE_ANTI_FRENCH);
  bth_politics_situation_minor (s, "sweden")->attacked_by = BTH_SIDE_ANTI_FRENCH;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "sweden", NULL), ==, BTH_SIDE_PRO_FRENCH);
}

/* BB 3326–3328: "A. The French player wins an automatic victory at the end of any turn in
 * which the French player controls 15 production cities and one of the following three
 * countries have been conquered: Russia, Spain, England. … only cities that are marked with
 * black or red infantry symbols qualify." */
static void
test_bb_automatic_victory_end_of_turn (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticalMajor *russia = bth_politics_situation_major (s, "russia");
  BthPoliticsVictory v;

  bth_test_assert_seed (3328, "at the end of any turn in which the French player controls 15 production cities");
  russia->conquered = TRUE;
  russia->conquered_by = BTH_SIDE_PRO_FRENCH;
  russia->status = BTH_SIDE_NEUTRAL;
  add_french_cities (s, 14, "red");
  bth_politics_situation_add_city (s, "Portsmouth", "france", TRUE, BTH_SIDE_PRO_FRENCH)->symbol = g_strdup ("white");
  s->moment = BTH_POLITICS_END_OF_TURN;
  /* Default reading (X.C.1.a as printed): white symbols count: 15. */
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.french_automatic);
  bth_politics_victory_clear (&v);
  /* The Question Box's "black or red": 14, no victory. */
  s->options.automatic_victory_white_symbols = FALSE;
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.french_automatic);
  bth_politics_victory_clear (&v);
  /* Without the end-of-turn reading, an earlier conquest is not checked at the end of a turn. */
  s->options.automatic_victory_white_symbols = TRUE;
  s->options.automatic_victory_end_of_turn = FALSE;
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.french_automatic);
  bth_politics_victory_clear (&v);
}

/* BB 3330–3332: "A. No. The 'Paris condition' only applies if France is an active
 * (non-neutral) state which has never been conquered. If France has been conquered or is
 * currently neutral, the French player wins only if he holds the most production cities." */
static void
test_bb_paris_condition (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticalMajor *france = bth_politics_situation_major (s, "france");
  BthPoliticsVictory v;

  bth_test_assert_seed (3332, "only applies if France is an active (non-neutral) state which has never been conquered");
  s->moment = BTH_POLITICS_END_OF_GAME;
  s->french_sp_in_paris = 1;
  bth_politics_victory (rules, s, &v);
  g_assert_true (v.french_automatic);
  bth_politics_victory_clear (&v);
  france->times_conquered = 1;                 /* conquered once, Napoleon back, pro-French again */
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.french_automatic);
  assert_items (v.items, "check", "X.C.1.b", "Question Box");
  bth_politics_victory_clear (&v);
  france->times_conquered = 0;
  france->status = BTH_SIDE_NEUTRAL;
  bth_politics_victory (rules, s, &v);
  g_assert_false (v.french_automatic);
  bth_politics_victory_clear (&v);
}

/* BB 3334–3336: "A. No. It is merely a penalty for the Russia player for being at war with
 * Turkey. In order to conquer Russia all production cities, including Kiev, must be taken." */
static void
test_bb_kiev_counts_for_conquest (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3336, "In order to conquer Russia all production cities, including Kiev, must be taken");
  bth_politics_situation_major (s, "russia")->at_war = TRUE;
  city (s, "Moscow", "russia", BTH_SIDE_PRO_FRENCH);
  city (s, "Kiev", "russia", BTH_SIDE_ANTI_FRENCH);
  bth_politics_conquests (rules, s, items);
  g_assert_false (items_have (items, "conquest", NULL, "Russia is conquered"));
  bth_politics_situation_city (s, "Kiev")->controller = BTH_SIDE_PRO_FRENCH;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "conquest", "X.I.1", "Kiev included");
}

/* BB 3350–3352: "Q. … If Spain is attacked by England and Spanish forces are forced to
 * retreat by combat, does this constitute movement and thus allow an allegiance die roll?
 * A. No, only voluntary movement allows such a roll." */
static void
test_bb_spain_voluntary_movement (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autofree char *why = NULL;

  bth_test_assert_seed (3352, "only voluntary movement allows such a roll");
  /* Spanish units retreated after combat: not recorded as moved; 20 SP is not "more than twenty". */
  s->french_sp_on_spain_mapboard = 20;
  g_assert_false (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "spain", &why));
  g_assert_nonnull (strstr (why, "Question Box"));
  g_clear_pointer (&why, g_free);
  s->french_sp_on_spain_mapboard = 21;
  g_assert_true (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "spain", &why));
  s->french_sp_on_spain_mapboard = 0;
  s->spanish_units_moved = TRUE;
  g_assert_true (bth_politics_roll_allowed (rules, s, BTH_SIDE_ANTI_FRENCH, "spain", &why));
  /* The restriction binds only the English roll. */
  s->spanish_units_moved = FALSE;
  g_assert_true (bth_politics_roll_allowed (rules, s, BTH_SIDE_PRO_FRENCH, "spain", &why));
}

/* BB 3356–3358: "A. You must first kick him out of the alliance during the Alliance Phase of
 * one turn and then you may attack him on the next turn. …" */
static void
test_bb_kick_out_then_attack (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3358, "You must first kick him out of the alliance during the Alliance Phase of one turn");
  bth_politics_alliance_phase (rules, s, BTH_SIDE_ANTI_FRENCH, items);
  assert_items (items, "vote", "X.G.1.e", "force Austria to adopt neutrality");
  assert_items (items, "vote", "X.G.1.e", "next Anti-French turn (Question Box)");
  g_assert_false (items_have (items, "vote", NULL, "force England"));
}

/* BB 3360–3362: "Q. Can the British player make Britain a neutral country? A. NO!" */
static void
test_bb_britain_never_neutral (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3362, "A. NO!");
  bth_politics_alliance_phase (rules, s, BTH_SIDE_ANTI_FRENCH, items);
  assert_items (items, "announce", "Question Box", "England may not adopt neutrality");
}

/* BB 3364–3366: "A. The French or British players decide if they or another member of their
 * coalition will control the units of a minor state that has joined their alliance due to
 * enemy invasion." */
static void
test_bb_minor_invaded_controller (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) why = bth_politics_items_new ();

  bth_test_assert_seed (3366, "The French or British players decide");
  city (s, "Copenhagen", "denmark", BTH_SIDE_NEUTRAL);
  bth_politics_situation_minor (s, "denmark")->attacked_by = BTH_SIDE_ANTI_FRENCH;
  g_assert_cmpint (bth_politics_minor_status (rules, s, "denmark", why), ==, BTH_SIDE_PRO_FRENCH);
  assert_items (why, "status", "X.G.1.f", "the French player decides who in his coalition controls its units (Question Box)");
}

/* BB 3368–3372: "A. No; the French unit must evacuate. Although it ordinarily has no
 * independent movement, infantry does not need leaders to retreat or withdraw. The unit is
 * considered 'withdrawn' to an adjacent hex during the Movement Phase." */
static void
test_bb_capital_evacuation (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();

  bth_test_assert_seed (3372, "the French unit must evacuate");
  city (s, "Berlin", "prussia", BTH_SIDE_PRO_FRENCH)->capital = TRUE;
  bth_politics_conquests (rules, s, items);
  assert_items (items, "due", "X.I.2.c", "infantry without a leader there is withdrawn to an adjacent hex (Question Box)");
}

/* BB 3380–3382: "A. If this city is a major one, it may be used as an additional supply
 * source (just like a major city in a home country). This supply source is lost the moment
 * the conqueror loses control of it, however. If re-occupied, the hex may once again become
 * a supply source." */
static void
test_bb_conquest_supply_source (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  BthPoliticalCity *berlin;

  bth_test_assert_seed (3382, "If this city is a major one, it may be used as an additional supply source");
  berlin = city (s, "Berlin", "prussia", BTH_SIDE_PRO_FRENCH);
  bth_politics_conquests (rules, s, items);
  assert_items (items, "due", "X.I.2.c", "a major city: an additional supply source, Question Box");
  /* As a City Point (X.G.1.i), a supply source held by the anti-French outlives neutrality… */
  bth_politics_situation_major (s, "spain")->status = BTH_SIDE_NEUTRAL;
  berlin = city (s, "Madrid", "spain", BTH_SIDE_ANTI_FRENCH);
  berlin->major_city = TRUE;                        /* "If this city is a major one" */
  berlin->supply_source_for = BTH_SIDE_ANTI_FRENCH;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 1);
  /* …and goes the moment control is lost. */
  berlin->controller = BTH_SIDE_NEUTRAL;
  g_assert_cmpint (bth_politics_city_points (rules, s, BTH_SIDE_ANTI_FRENCH, NULL), ==, 0);
}

/* BB 3398–3400: "Q. When exactly during the Pro-French player's segment is the die roll made
 * to determine if Napoleon returns from exile (Z.X.K.5.d.)? A. At any point of the French
 * player's choice during the Alliance Phase." */
static void
test_bb_napoleon_roll_when (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) out = NULL;
  JsonObject *ret;

  bth_test_assert_seed (3400, "At any point of the French player's choice during the Alliance Phase");
  json_parser_load_from_data (parser, "{\"month\": \"1814-10\", \"napoleon\": \"in_exile\", "
                              "\"napoleon_since\": \"1814-04\", \"napoleon_return_die\": 2, "
                              "\"majors\": [{\"id\": \"france\", \"status\": \"neutral\", \"conquered\": true}]}", -1, &error);
  g_assert_no_error (error);
  out = bth_politics_derive_json (ruleset, json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  ret = json_object_get_object_member (json_node_get_object (out), "napoleon_return");
  g_assert_nonnull (strstr (json_object_get_string_member (ret, "text"), "Question Box"));
  /* Hand-worked: 2 − 1 (Spain) − 2 (six months) = −1: returns. */
  g_assert_cmpint (json_object_get_int_member (ret, "modified"), ==, -1);
  g_assert_true (json_object_get_boolean_member (ret, "returns"));
}

/* BB 3406–3408: "Q. For purposes of Victory Conditions and determining a winner, can the
 * British player count the production city of Portsmouth? A. Yes." */
static void
test_bb_portsmouth_counts (void)
{
  g_autoptr(BthPoliticsSituation) s = start (2);
  BthPoliticsVictory v;
  BthPoliticalCity *c;

  bth_test_assert_seed (3406, "can the British player count the production city of Portsmouth");
  s->moment = BTH_POLITICS_END_OF_GAME;
  add_french_cities (s, 1, "red");
  city (s, "London", "england", BTH_SIDE_ANTI_FRENCH);
  c = city (s, "Portsmouth", "england", BTH_SIDE_ANTI_FRENCH);
  g_free (c->symbol);
  c->symbol = g_strdup ("white");
  bth_politics_victory (rules, s, &v);
  g_assert_cmpstr (v.winner, ==, "english");               /* 2 against 1 */
  bth_politics_victory_clear (&v);
}

/* ---- Input and the CLI ---- */

static void
test_input_errors (void)
{
  static const struct { const char *json; const char *message; } cases[] = {
    { "{\"majors\": [{\"id\": \"ottoman\", \"status\": \"neutral\"}]}", "$.majors[0]: \"ottoman\" is not a major state" },
    { "{\"minors\": [{\"id\": \"saxony\", \"status\": \"friendly\"}]}", "\"friendly\" is not neutral" },
    { "{\"cities\": [{\"name\": \"Vienna\", \"state\": \"austria\", \"symbol\": \"blue\"}]}", "symbol \"blue\"" },
    { "{\"napoleon\": \"in_exile\"}", "napoleon_since" },
    { "{\"players\": 7}", "players" },
    { "{\"colour\": 1}", "colour" },
    { "{\"roll\": {\"by\": \"anti_french\", \"target\": \"france\", \"die\": 3}}", "may not roll for France" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) out = NULL;
      json_parser_load_from_data (parser, cases[i].json, -1, &error);
      g_assert_no_error (error);
      out = bth_politics_derive_json (ruleset, json_parser_get_root (parser), &error);
      g_assert_null (out);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: \"%s\" does not name \"%s\"", i, error->message, cases[i].message);
    }
}

static void
test_cli (void)
{
  g_autofree char *file = g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "cli", "politics-1805.json", NULL);
  const char *argv[] = { g_getenv ("BERTHIER_CLI"), "politics", file, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *roll, *display;

  if (argv[0] == NULL)
    {
      g_test_skip ("BERTHIER_CLI is not set");
      return;
    }
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  display = json_object_get_object_member (root, "display");
  /* The file (October 1805, after Ulm): Munich pro-French; Vienna taken: 1 pro-French CP;
   * 2 pro-French and 3 anti-French majors. The English roll a 6 for Prussia:
   * 6 − 1 − 2 + 3 = 6: no change. */
  g_assert_cmpint (json_object_get_int_member (display, "pro_french_city_points"), ==, 1);
  roll = json_object_get_object_member (root, "roll");
  g_assert_cmpint (json_object_get_int_member (roll, "modified"), ==, 6);
  g_assert_false (json_object_get_boolean_member (roll, "changes"));
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

  g_test_add_func ("/campaign-politics/data/statuses", test_data_statuses);
  g_test_add_func ("/campaign-politics/data/alliance", test_data_alliance);
  g_test_add_func ("/campaign-politics/data/creation-conquest", test_data_creation_conquest);
  g_test_add_func ("/campaign-politics/data/wars-victory-exile", test_data_wars_victory_exile);
  g_test_add_func ("/campaign-politics/data/strict", test_data_strict);
  g_test_add_func ("/campaign-politics/status/initial", test_initial_display);
  g_test_add_func ("/campaign-politics/status/minor-from-cities", test_minor_status_from_cities);
  g_test_add_func ("/campaign-politics/status/group-all-friendly", test_group_all_friendly);
  g_test_add_func ("/campaign-politics/city-points", test_city_points);
  g_test_add_func ("/campaign-politics/roll/modifiers-and-cap", test_roll_modifiers_and_cap);
  g_test_add_func ("/campaign-politics/roll/one-step", test_roll_steps);
  g_test_add_func ("/campaign-politics/roll/targets", test_roll_targets);
  g_test_add_func ("/campaign-politics/players", test_players);
  g_test_add_func ("/campaign-politics/creation", test_creation);
  g_test_add_func ("/campaign-politics/conquest/major", test_conquest_major);
  g_test_add_func ("/campaign-politics/conquest/france-and-every-city", test_conquest_france_and_every_city);
  g_test_add_func ("/campaign-politics/conquest/minor", test_conquest_minor);
  g_test_add_func ("/campaign-politics/conquest/sue-for-peace", test_sue_for_peace);
  g_test_add_func ("/campaign-politics/conquest/sue-for-peace-two-capitals", test_sue_for_peace_two_capitals);
  g_test_add_func ("/campaign-politics/city-points/kiev-at-war", test_kiev_city_point_at_war);
  g_test_add_func ("/campaign-politics/conquest/invaded-after-french-conquest", test_conquered_by_france_invaded);
  g_test_add_func ("/campaign-politics/conquest/two-player-invasion", test_two_player_invasion);
  g_test_add_func ("/campaign-politics/january/foreign-wars", test_foreign_wars);
  g_test_add_func ("/campaign-politics/january/prisoners", test_prisoner_exchange);
  g_test_add_func ("/campaign-politics/napoleon/return", test_napoleon_return);
  g_test_add_func ("/campaign-politics/victory/automatic", test_victory_automatic);
  g_test_add_func ("/campaign-politics/victory/end", test_victory_end);
  g_test_add_func ("/campaign-politics/victory/spain-double", test_victory_spain_double);
  g_test_add_func ("/campaign-politics/victory/napoleon-timers", test_victory_napoleon_timers);
  g_test_add_func ("/campaign-politics/bb/3264-westphalia-absorbs", test_bb_westphalia_absorbs);
  g_test_add_func ("/campaign-politics/bb/3270-rhine-absorbs-nothing", test_bb_rhine_absorbs_nothing);
  g_test_add_func ("/campaign-politics/bb/3278-group-needs-created-states", test_bb_group_needs_created_states);
  g_test_add_func ("/campaign-politics/bb/3286-pressburg", test_bb_pressburg);
  g_test_add_func ("/campaign-politics/bb/3296-hanover", test_bb_hanover);
  g_test_add_func ("/campaign-politics/bb/3310-rhine-units", test_bb_rhine_units);
  g_test_add_func ("/campaign-politics/bb/3318-sweden-attacked", test_bb_sweden_attacked);
  g_test_add_func ("/campaign-politics/bb/3328-automatic-victory", test_bb_automatic_victory_end_of_turn);
  g_test_add_func ("/campaign-politics/bb/3332-paris-condition", test_bb_paris_condition);
  g_test_add_func ("/campaign-politics/bb/3336-kiev", test_bb_kiev_counts_for_conquest);
  g_test_add_func ("/campaign-politics/bb/3352-spain-voluntary-movement", test_bb_spain_voluntary_movement);
  g_test_add_func ("/campaign-politics/bb/3358-kick-out-then-attack", test_bb_kick_out_then_attack);
  g_test_add_func ("/campaign-politics/bb/3362-britain-never-neutral", test_bb_britain_never_neutral);
  g_test_add_func ("/campaign-politics/bb/3366-minor-invaded-controller", test_bb_minor_invaded_controller);
  g_test_add_func ("/campaign-politics/bb/3372-capital-evacuation", test_bb_capital_evacuation);
  g_test_add_func ("/campaign-politics/bb/3382-conquest-supply-source", test_bb_conquest_supply_source);
  g_test_add_func ("/campaign-politics/bb/3398-napoleon-roll-when", test_bb_napoleon_roll_when);
  g_test_add_func ("/campaign-politics/bb/3406-portsmouth-counts", test_bb_portsmouth_counts);
  g_test_add_func ("/campaign-politics/input-errors", test_input_errors);
  g_test_add_func ("/campaign-politics/cli", test_cli);
  return g_test_run ();
}
