/* bth-conquest.c — how states are conquered (X.I) and what follows, as items for the players. */
#include "bth-campaign-politics.h"

static const char *
name_of (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, id);

  return major ? major->name : minor ? minor->name : id;
}

gboolean
bth_politics_minor_conquest_on_map (const BthCampaignRules *rules, int die)
{
  return die >= rules->minor_die_on_map_at_least;       /* X.I.3.b */
}

/* The faction holding most of STATE's production cities against it (or every city, X.I.1.b). */
static BthPoliticalSide
conqueror (BthPoliticsSituation *s, const char *state, BthPoliticalSide status, gboolean every_city, gboolean *all)
{
  guint n = 0, pro = 0, anti = 0;

  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (g_strcmp0 (c->state, state) != 0 || (!every_city && !c->production))
        continue;
      n++;
      if (every_city ? c->foreign_sp : (c->controller != BTH_SIDE_NEUTRAL && c->controller != status))
        {
          /* A foreign SP in a city still marked as the state's own (X.I.1.b) holds it for the
           * other faction, not for the state's. */
          BthPoliticalSide holder = c->controller != BTH_SIDE_NEUTRAL && c->controller != status
                                      ? c->controller : bth_political_side_opposite (status);
          pro += holder == BTH_SIDE_PRO_FRENCH;
          anti += holder == BTH_SIDE_ANTI_FRENCH;
        }
      else
        {
          *all = FALSE;
          return BTH_SIDE_NEUTRAL;
        }
    }
  *all = n > 0;
  if (!*all)
    return BTH_SIDE_NEUTRAL;
  if (pro == 0 && anti == 0)
    return bth_political_side_opposite (status);
  return pro >= anti ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_ANTI_FRENCH;
}

/* What to enter before STATE's conquest can be decided, or NULL (free it). X.I.1 needs "all
 * of its production cities"; X.I.1.b "every city hex in the country": the map's city hexes
 * are the players' data, so the players say when they have entered them all. */
static char *
conquest_needs (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state, gboolean every_city)
{
  const char *cities = bth_politics_situation_cities_needed (s, state);
  const char *map_hexes = every_city ? bth_politics_situation_city_hexes_needed (s, state) : NULL;
  gboolean hexes = every_city && !bth_politics_situation_city_hexes_complete (s, state);
  GString *what;

  if (cities == NULL && map_hexes == NULL && !hexes)
    return NULL;
  what = g_string_new (cities);
  if (map_hexes != NULL)
    g_string_append_printf (what, "%s%s", what->len ? "; " : "", map_hexes);
  if (hexes)
    g_string_append_printf (what, "%severy other city hex of %s, then say the list is complete",
                            what->len ? "; " : "", name_of (rules, state));
  return g_string_free (what, FALSE);
}

BthPoliticalSide
bth_politics_conqueror (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state)
{
  BthPoliticalMajor *major = bth_politics_situation_major (s, state);
  BthPoliticalMinor *minor = bth_politics_situation_minor (s, state);
  BthPoliticalSide status = major ? major->status : minor ? minor->status : BTH_SIDE_NEUTRAL;
  gboolean all = FALSE;
  BthPoliticalSide by;

  if (g_strcmp0 (state, rules->capital_state) == 0)
    return BTH_SIDE_ANTI_FRENCH;                         /* X.I.1.a */
  {
  gboolean every = bth_strv_has (rules->every_city_states, state);
  g_autofree char *needs = conquest_needs (rules, s, state, every);

  by = conqueror (s, state, status, every, &all);
  return all && needs == NULL ? by : BTH_SIDE_NEUTRAL;
  }
}

static void
major_consequences (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalMajor *m,
                    BthPoliticalSide by, GPtrArray *items)
{
  const char *name = name_of (rules, m->id);
  const char *by_label = bth_political_side_label (by);
  int prisoners = 0;

  bth_politics_items_add (items, "restriction", m->id, "X.I.2.a",
                          "%s becomes neutral and may join neither faction, nor may either faction roll for it, until "
                          "no land combat unit remains in its Force Pool", name);
  bth_politics_items_add (items, "due", m->id, "X.I.2.b",
                          "Remove every %s unit outside its borders to its Force Pool", name);
  bth_politics_items_add (items, "due", m->id, "X.I.2.c",
                          "The %s faction takes control of any %s city the instant one of its units enters the hex "
                          "(unless the opposing faction is there); %s units alone there go to their Force Pool; the "
                          "city is recorded as a %s supply source (a major city: an additional supply source, Question Box)",
                          by_label, name, name, by_label);
  bth_politics_items_add (items, "due", m->id, "X.I.2.c",
                          "Conquering units vacate %s's capital(s) in the first possible Movement Phase and may not "
                          "re-enter while %s is neutral; infantry without a leader there is withdrawn to an adjacent "
                          "hex (Question Box)", name, name);
  bth_politics_items_add (items, "restriction", m->id, "X.I.2.d",
                          "Both factions may move and trace supply through %s; neither may attack its units while it "
                          "is neutral", name);
  bth_politics_items_add (items, "restriction", m->id, "X.I.2.e",
                          "While neutral %s suffers no attrition and draws Production Points from its capital(s) and "
                          "its production cities not held by foreign forces", name);
  if (s->anti_vp > 0)
    bth_politics_items_add (items, "due", NULL, rules->vp_rule,
                            "All Victory Points are forfeited: the anti-French faction's %d VP go", s->anti_vp);
  for (guint i = 0; i < s->prisoners->len; i++)
    {
      BthPoliticalPrisoners *p = g_ptr_array_index (s->prisoners, i);
      if (g_strcmp0 (p->state, m->id) == 0)
        prisoners += p->sp;
    }
  if (prisoners > 0)
    bth_politics_items_add (items, "due", m->id, "X.G.3.c",
                            "%d SP of %s prisoners return at once to its Force Pool", prisoners, name);
  if (g_strcmp0 (m->id, rules->pressburg_state) == 0 && by == rules->pressburg_by)
    for (guint i = 0; i < rules->n_cessions; i++)
      {
        GString *to = g_string_new (NULL);
        for (guint k = 0; rules->cessions[i].to[k]; k++)
          g_string_append_printf (to, "%s%s", k ? " or " : "", name_of (rules, rules->cessions[i].to[k]));
        bth_politics_items_add (items, "option", m->id, rules->pressburg_rule,
                                "Peace of Pressburg (at the French player's option): %s is ceded to %s%s",
                                rules->cessions[i].city, to->str,
                                rules->cessions[i].to[1] ? " (the French player chooses, Question Box)" : "");
        g_string_free (to, TRUE);
      }
  if (g_strcmp0 (m->id, rules->capital_state) == 0)
    {
      if (m->times_conquered >= 1)
        bth_politics_items_add (items, "end", m->id, "X.K.5.i",
                                "France is conquered a second time: the game ends; the player controlling the most "
                                "production cities wins");
      bth_politics_items_add (items, "due", m->id, "X.K.5.a",
                              "Napoleon, Leader (0) and 1GI go to the Napoleon in Exile box; French units may not move "
                              "while he is in exile (X.K.5.b); non-French units leave France (X.K.5.c)");
      bth_politics_items_add (items, "end", m->id, rules->exiled_rule,
                              "The game ends %d months after Napoleon's exile unless he has returned", rules->exiled_months);
    }
  if (by == BTH_SIDE_PRO_FRENCH && bth_strv_has (rules->auto_conquer_any_of, m->id))
    bth_politics_items_add (items, "victory_check", m->id, rules->auto_rule,
                            "%s is conquered by the French: check the French automatic victory now", name);
}

static void
minor_consequences (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *minor, BthPoliticalSide by,
                    GPtrArray *items)
{
  const char *name = name_of (rules, minor);

  bth_politics_items_add (items, "due", minor, "X.I.3.a",
                          "Every unit in %s's Force Pool is replaced by an equal number of SP of the conquering state; "
                          "the removed counters are set aside", name);
  bth_politics_items_add (items, "roll", minor, rules->minor_die_rule,
                          "The conqueror rolls one die: less than %d, %s units on the map go to its Force Pool and are "
                          "exchanged; %d or more, they are replaced on the map in their hex (or a vacant adjacent hex "
                          "if the opposing faction is there)", rules->minor_die_on_map_at_least, name,
                          rules->minor_die_on_map_at_least);
  if (by == BTH_SIDE_ANTI_FRENCH && bth_strv_has (rules->never_removed, minor))
    bth_politics_items_add (items, "restriction", minor, rules->never_removed_rule,
                            "%s's French satellite units are never removed from the map", name);
  if (by == BTH_SIDE_ANTI_FRENCH)
    for (guint i = 0; i < rules->n_creations; i++)
      if (g_strcmp0 (rules->creations[i].minor, minor) == 0 && rules->creations[i].by == BTH_SIDE_PRO_FRENCH)
        {
          bth_politics_items_add (items, "due", minor, "X.H.1",
                                  "%s reverts to its original structure (conquered by an anti-French state)", name);
          for (guint k = 0; rules->creations[i].absorbs && rules->creations[i].absorbs[k]; k++)
            bth_politics_items_add (items, "due", rules->creations[i].absorbs[k], "Question Box", "%s is restored",
                                    name_of (rules, rules->creations[i].absorbs[k]));
        }
  {
    const BthCampaignMinor *def = bth_campaign_rules_find_minor (rules, minor);
    if (def != NULL && !def->formed && def->controlled_by != NULL && by == BTH_SIDE_ANTI_FRENCH)
      bth_politics_items_add (items, "option", minor, "X.H.5",
                              "The anti-French conqueror may create %s and build its Landwehr (Question Box)", name);
  }
}

void
bth_politics_conquests (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items)
{
  gboolean end_of_combat = s->moment == BTH_POLITICS_END_OF_COMBAT_PHASE;

  for (guint i = 0; i < s->majors->len; i++)
    {
      BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      const char *name = name_of (rules, m->id);
      BthPoliticalSide by = BTH_SIDE_NEUTRAL;
      gboolean all = FALSE;

      if (m->conquered)
        {
          /* X.I.2.h: a neutral state France conquered, invaded by anti-French units. */
          if (m->conquered_by == BTH_SIDE_PRO_FRENCH && m->status == BTH_SIDE_NEUTRAL && m->anti_units_inside)
            bth_politics_items_add (items, "status_change", m->id, "X.I.2.h",
                                    "%s, conquered by France and invaded by anti-French units, becomes pro-French at "
                                    "once; its units come under French control but may not leave home; it reverts "
                                    "to neutral when no anti-French unit remains inside", name);
          continue;
        }
      if (g_strcmp0 (m->id, rules->capital_state) == 0)
        {
          BthPoliticalCity *paris = bth_politics_situation_city (s, rules->capital_city);
          if (end_of_combat && paris != NULL && paris->enemy_sp_inside)
            {
              by = BTH_SIDE_ANTI_FRENCH;
              bth_politics_items_add (items, "conquest", m->id, rules->capital_rule,
                                      "A supplied, un-besieged anti-French SP is inside %s at the end of the Combat "
                                      "Phase: France is conquered", rules->capital_city);
            }
        }
      else if (bth_strv_has (rules->every_city_states, m->id))
        {
          g_autofree char *needs = conquest_needs (rules, s, m->id, TRUE);
          by = conqueror (s, m->id, m->status, TRUE, &all);
          if (end_of_combat && all && needs != NULL)
            {
              /* Never a conquest from the city hexes that happen to be entered (X.I.1.b). */
              bth_politics_items_add (items, "needs", m->id, rules->every_city_rule,
                                      "A foreign SP is in every city hex of %s entered so far; whether %s is "
                                      "conquered needs: %s", name, name, needs);
              by = BTH_SIDE_NEUTRAL;
            }
          else if (end_of_combat && all)
            bth_politics_items_add (items, "conquest", m->id, rules->every_city_rule,
                                    "A foreign SP is in every city hex of %s at the end of the Combat Phase: %s is "
                                    "conquered", name, name);
          else
            by = BTH_SIDE_NEUTRAL;
        }
      else
        {
          g_autofree char *suspended = NULL;
          by = conqueror (s, m->id, m->status, FALSE, &all);
          /* A city a foreign war suspends still counts for conquest (BB 3336). */
          for (guint w = 0; m->at_war && w < rules->n_wars; w++)
            if (g_strcmp0 (rules->wars[w].state, m->id) == 0 && rules->wars[w].suspends_production_city)
              suspended = g_strdup_printf (" (%s included although %s is at war abroad, Question Box)",
                                           rules->wars[w].suspends_production_city, name);
          if (all && bth_politics_situation_cities_needed (s, m->id) != NULL)
            {
              /* Never a conquest built on a partial list (X.I.1: "all of its production cities"). */
              bth_politics_items_add (items, "needs", m->id, "X.I.1",
                                      "Foreign units control every production city of %s entered so far; whether %s is "
                                      "conquered needs: %s", name, name,
                                      bth_politics_situation_cities_needed (s, m->id));
              by = BTH_SIDE_NEUTRAL;
            }
          else if (all)
            bth_politics_items_add (items, "conquest", m->id, "X.I.1",
                                    "Foreign units control every production city of %s%s: %s is conquered", name,
                                    suspended ? suspended : "", name);
          else
            by = BTH_SIDE_NEUTRAL;
        }
      if (by != BTH_SIDE_NEUTRAL)
        major_consequences (rules, s, m, by, items);
      else if (m->status == BTH_SIDE_NEUTRAL && s->players == 2 && (m->attacked_by_pro || m->attacked_by_anti))
        bth_politics_items_add (items, "status_change", m->id, "X.D.3.b",
                                "%s, neutral, was invaded: it joins the %s faction at once", name,
                                m->attacked_by_pro ? "anti-French" : "pro-French");
    }
  for (guint i = 0; i < rules->n_minors; i++)
    {
      const char *id = rules->minors[i].id;
      BthPoliticalMinor *m = bth_politics_situation_minor (s, id);
      BthPoliticalSide by;
      gboolean all = FALSE, every = bth_strv_has (rules->every_city_states, id);

      if (m == NULL || !bth_politics_minor_exists (s, id))
        continue;
      by = conqueror (s, id, m->status, every, &all);
      if (!all || by == m->status || by == m->conquered_by || (every && !end_of_combat))
        continue;
      {
        g_autofree char *needs = conquest_needs (rules, s, id, every);
        if (needs != NULL)
          {
            /* Never a conquest from the cities that happen to be entered (X.I.1, X.I.1.b). */
            bth_politics_items_add (items, "needs", id, every ? rules->every_city_rule : "X.I.1",
                                    every ? "A foreign SP is in every city hex of %s entered so far; whether %s is "
                                            "conquered needs: %s"
                                          : "Every production city of %s entered so far is held against it; whether "
                                            "%s is conquered needs: %s",
                                    rules->minors[i].name, rules->minors[i].name, needs);
            continue;
          }
      }
      bth_politics_items_add (items, "conquest", id, every ? rules->every_city_rule : "X.I.1",
                              every ? "A foreign SP is in every city hex of %s at the end of the Combat Phase: %s is "
                                      "conquered by the %s faction"
                                    : "%s's production cities are all held against it: %s is conquered by the %s faction",
                              rules->minors[i].name, rules->minors[i].name, bth_political_side_label (by));
      minor_consequences (rules, s, id, by, items);
    }
}
