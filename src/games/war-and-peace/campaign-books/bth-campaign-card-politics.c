/* bth-campaign-card-politics.c — the Campaign Game Card read into the politics' input. */
#include "bth-campaign-card-politics.h"
#include "bth-error.h"

/* A state that exists now: every major; a minor created and not absorbed (X.H, BB 3264). */
static gboolean
state_exists (BthPoliticsSituation *s, const char *id)
{
  return bth_politics_situation_major (s, id) != NULL || bth_politics_minor_exists (s, id);
}

/* X.H.2: "The production city of the Batavian Republic is Amsterdam. ... If both Brussels and
 * Amsterdam are occupied by anti-French forces, Holland is created. The production city of
 * Holland is Brussels." The card lists both under Holland; which one is its production city
 * now follows the creation: it has happened once Brussels is entered as Holland's production
 * city (as bth_politics_creations() and the settling record it). */
static gboolean
production_now (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state, const char *city)
{
  for (guint k = 0; k < rules->n_creations; k++)
    {
      const BthCampaignCreation *cr = &rules->creations[k];
      BthPoliticalCity *pc;
      gboolean created;

      if (cr->production_city == NULL || g_strcmp0 (cr->minor, state) != 0)
        continue;
      pc = bth_politics_situation_city (s, cr->production_city);
      created = pc != NULL && pc->production && g_strcmp0 (pc->state, state) == 0;
      if (g_strcmp0 (city, cr->production_city) == 0)
        return created;
      if (bth_strv_has (cr->cities, city))
        return !created;
    }
  return TRUE;
}

/* The card's entry for CITY under STATE when it is STATE's production city now. */
static const BthCardCity *
card_city_now (const BthCampaignCard *card, const BthCampaignRules *rules, BthPoliticsSituation *s,
               const char *state, const char *city)
{
  const BthCardState *cs = bth_campaign_card_find_state (card, state);
  const BthCardCity *cc = cs != NULL ? bth_campaign_card_find_city (cs, city) : NULL;

  if (cc == NULL || !state_exists (s, state) || !production_now (rules, s, state, city))
    return NULL;
  return cc;
}

/* The city's symbol as the card prints it under any state (a symbol is the city's). */
static BthProductionSymbol
card_symbol (const BthCampaignCard *card, const char *city)
{
  g_autoptr(GPtrArray) states = bth_campaign_card_city_states (card, city);

  for (guint i = 0; states != NULL && i < states->len; i++)
    {
      const BthCardCity *cc = bth_campaign_card_find_city (g_ptr_array_index (states, i), city);
      if (cc != NULL && cc->symbol != BTH_PRODUCTION_SYMBOL_NONE)
        return cc->symbol;
    }
  return BTH_PRODUCTION_SYMBOL_NONE;
}

static gboolean
check_cities (const BthCampaignCard *card, const BthCampaignRules *rules, BthPoliticsSituation *s,
              GPtrArray *warnings, GError **error)
{
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      const BthCardCity *cc = card_city_now (card, rules, s, c->state, c->name);
      BthProductionSymbol symbol = card_symbol (card, c->name);
      const char *card_symbol_id;

      if (cc != NULL && !c->production)
        {
          if (warnings != NULL)
            g_ptr_array_add (warnings, g_strdup_printf ("$.cities[%u]: the Campaign Game Card lists %s as a "
                                                        "production city of %s; it is counted as one", i, c->name,
                                                        bth_campaign_rules_state_name (rules, c->state)));
          c->production = TRUE;
        }
      if (symbol == BTH_PRODUCTION_SYMBOL_NONE || !c->production)
        continue;
      card_symbol_id = bth_production_symbol_to_string (symbol);
      if (c->symbol == NULL)
        c->symbol = g_strdup (card_symbol_id);
      else if (!g_str_equal (c->symbol, card_symbol_id))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "$.cities[%u].symbol: the Campaign Game Card gives %s a %s symbol, not %s (%s)", i, c->name,
                       card_symbol_id, c->symbol, cc != NULL && cc->rule != NULL ? cc->rule : "X.J.2.e");
          return FALSE;
        }
    }
  return TRUE;
}

static void
add_name (GString *what, const char *name)
{
  g_string_append_printf (what, "%s%s", what->len ? ", " : "", name);
}

/* X.J.2.g: France's production cities are Paris and COUNT major cities the French player
 * chooses: fewer entered beside the listed ones leaves the choice to enter. */
static void
chosen_cities (const BthCardState *cs, const BthCampaignRules *rules, BthPoliticsSituation *s, GString *what)
{
  int chosen = 0;

  if (cs->choice_count <= 0)
    return;
  for (guint i = 0; i < s->cities->len; i++)
    {
      BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      if (c->production && g_strcmp0 (c->state, cs->id) == 0 && bth_campaign_card_find_city (cs, c->name) == NULL)
        chosen++;
    }
  if (chosen < cs->choice_count)
    g_string_append_printf (what, "%s%d more of the %d %s chosen as %s's production cities (%s)",
                            what->len ? "; " : "", cs->choice_count - chosen, cs->choice_count,
                            cs->choice_of != NULL ? cs->choice_of : "cities", bth_campaign_rules_state_name (rules, cs->id),
                            cs->choice_rule != NULL ? cs->choice_rule : "X.J.2.g");
}

gboolean
bth_campaign_card_complete_politics (const BthCampaignCard *card, const BthCampaignRules *rules, const BthMap *map,
                                     BthPoliticsSituation *s, GPtrArray *warnings, GError **error)
{
  g_autoptr(GHashTable) asked = g_hash_table_new (g_str_hash, g_str_equal);
  const BthCardState *states;
  guint n_states = 0;

  if (!check_cities (card, rules, s, warnings, error))
    return FALSE;
  states = bth_campaign_card_get_states (card, &n_states);
  for (guint k = 0; k < n_states; k++)
    {
      const BthCardState *cs = &states[k];
      g_autoptr(GString) missing = g_string_new (NULL);
      g_autoptr(GString) hexes = g_string_new (NULL);
      g_autoptr(GString) what = g_string_new (NULL);
      const char *name = bth_campaign_rules_state_name (rules, cs->id);
      gboolean every = bth_strv_has (rules->every_city_states, cs->id);

      /* A state that does not exist now has no cities to count (BB 3264: Brunswick and Hesse
       * "cease to exist" while Westphalia stands): each city hex is counted once (X.C.2). */
      if (!state_exists (s, cs->id))
        continue;
      for (guint j = 0; cs->cities != NULL && j < cs->cities->len; j++)
        {
          const BthCardCity *cc = g_ptr_array_index (cs->cities, j);
          BthPoliticalCity *c = bth_politics_situation_city (s, cc->city);
          if (!production_now (rules, s, cs->id, cc->city) || g_hash_table_contains (asked, cc->city))
            continue;
          g_hash_table_add (asked, cc->city);
          if (c == NULL || !c->production || g_strcmp0 (c->state, cs->id) != 0)
            add_name (missing, cc->city);
        }
      /* X.I.1.b: "every city hex in the country", production city or not: for its conquest
       * only, never for the count of production cities. */
      for (guint j = 0; every && map != NULL && j < bth_map_get_n_cities (map); j++)
        {
          const BthMapCity *mc = bth_map_get_city (map, j);
          BthPoliticalCity *c;
          if (g_strcmp0 (mc->country, cs->id) != 0 || g_hash_table_contains (asked, mc->name))
            continue;
          g_hash_table_add (asked, mc->name);
          c = bth_politics_situation_city (s, mc->name);
          if (c == NULL || g_strcmp0 (c->state, cs->id) != 0)
            add_name (hexes, mc->name);
        }
      if (hexes->len > 0)
        {
          g_string_append (hexes, " (city hexes of the country on the map, not in the input)");
          bth_politics_situation_need_city_hexes (s, cs->id, hexes->str);
        }
      if (missing->len > 0)
        g_string_append_printf (what, "%s (listed on the Campaign Game Card, not in the input)", missing->str);
      if (!cs->cities_complete)
        g_string_append_printf (what, "%sthe rest of %s's production cities from the Campaign Game Card",
                                what->len ? "; " : "", name);
      chosen_cities (cs, rules, s, what);
      if (what->len > 0)
        bth_politics_situation_need_cities (s, cs->id, what->str);
    }
  return TRUE;
}
