/* bth-campaign-game.c — creating a Grand Campaign game, and the books as inputs of the
 * politics computations (X.D, X.G-X.I). The actions that write results back are in
 * bth-campaign-actions.c and bth-campaign-production.c.
 */
#include "bth-campaign-game.h"
#include "bth-campaign-game-private.h"
#include "bth-campaign-answers.h"
#include "bth-campaign-conquest-facts.h"
#include "bth-campaign-invasion.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-private.h"

#include <string.h>

gboolean
bth_campaign_fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

BthEvent *
bth_campaign_event (BthEventType type, JsonObject *payload)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, payload);
  return bth_event_new (type, node);
}

/* ---- creation ------------------------------------------------------------------------ */

gboolean
bth_scenario_is_grand_campaign (BthScenario *scenario)
{
  guint n = 0;
  const BthScenarioRule *rules = scenario != NULL ? bth_scenario_get_rules (scenario, &n) : NULL;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (rules[i].id, "campaign-game-card") == 0)   /* X.B.3 */
      return TRUE;
  return FALSE;
}

char *
bth_campaign_card_players_path (const char *id)
{
  g_autofree char *name = g_strconcat (id, ".card.json", NULL);

  return g_build_filename (g_get_user_data_dir (), "berthier", "campaign", name, NULL);
}

/* The card's production cities as the books' cities, each held by its own state while the
 * state exists (a city listed by two states, Brunswick, belongs to the first). */
/* X.H.2: "At the start of the game, Holland is a French satellite known as the Batavian
 * Republic. The production city of the Batavian Republic is Amsterdam. ... If both Brussels
 * and Amsterdam are occupied by anti-French forces, Holland is created. The production city
 * of Holland is Brussels." The card lists both without that condition: a city that becomes
 * the state's production city only with a later creation (the rules' creations with a
 * production_city) is not one at the start. */
static gboolean
created_later (const BthCampaignRules *rules, BthPoliticsSituation *start, const char *state, const char *city)
{
  BthPoliticalMinor *minor = bth_politics_situation_minor (start, state);

  for (guint k = 0; k < rules->n_creations; k++)
    if (g_strcmp0 (rules->creations[k].minor, state) == 0 &&
        g_strcmp0 (rules->creations[k].production_city, city) == 0 &&
        (minor == NULL || minor->status != rules->creations[k].by))
      return TRUE;
  return FALSE;
}

static JsonArray *
initial_cities (const BthCampaignRules *rules, const BthCampaignCard *card, BthPoliticsSituation *start)
{
  JsonArray *cities = json_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const BthCardState *cs;
  guint n;

  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < cs[i].cities->len; j++)
      {
        const BthCardCity *c = g_ptr_array_index (cs[i].cities, j);
        BthPoliticalMajor *major = bth_politics_situation_major (start, cs[i].id);
        BthPoliticalMinor *minor = bth_politics_situation_minor (start, cs[i].id);
        gboolean exists = major != NULL || (minor != NULL && minor->created && !minor->absorbed);
        BthPoliticalSide status = major ? major->status : minor ? minor->status : BTH_SIDE_NEUTRAL;
        JsonObject *o;

        if (g_hash_table_contains (seen, c->city))
          continue;
        g_hash_table_add (seen, c->city);
        o = json_object_new ();
        json_object_set_string_member (o, "name", c->city);
        json_object_set_string_member (o, "state", cs[i].id);
        json_object_set_boolean_member (o, "production", !created_later (rules, start, cs[i].id, c->city));
        json_object_set_string_member (o, "symbol", bth_production_symbol_to_string (c->symbol));
        json_object_set_boolean_member (o, "major_city", FALSE);
        json_object_set_boolean_member (o, "capital", g_strcmp0 (cs[i].id, rules->capital_state) == 0 &&
                                                      g_strcmp0 (c->city, rules->capital_city) == 0);
        /* A white symbol buys naval units only, deployed there (X.J.5.e-f): a port. */
        json_object_set_boolean_member (o, "port", c->symbol == BTH_PRODUCTION_SYMBOL_WHITE);
        json_object_set_string_member (o, "controller", bth_political_side_to_string (exists ? status : BTH_SIDE_NEUTRAL));
        json_object_set_string_member (o, "controller_state", exists ? cs[i].id : NULL);
        json_object_set_string_member (o, "supply_source_for", bth_political_side_to_string (BTH_SIDE_NEUTRAL));
        json_array_add_object_element (cities, o);
      }
  return cities;
}

static JsonObject *
initial_books (const BthCampaignRules *rules, const BthCampaignCard *card, int players)
{
  g_autoptr(BthPoliticsSituation) start = bth_politics_situation_new_initial (rules, players);
  JsonObject *books = json_object_new (), *england = json_object_new ();
  JsonArray *states = json_array_new ();
  const BthCardState *cs;
  guint n;

  cs = bth_campaign_card_get_states (card, &n);
  for (guint i = 0; i < n; i++)
    {
      BthPoliticalMajor *major = bth_politics_situation_major (start, cs[i].id);
      BthPoliticalMinor *minor = bth_politics_situation_minor (start, cs[i].id);
      JsonObject *o = json_object_new ();
      const char *status = bth_political_side_to_string (major ? major->status : minor ? minor->status
                                                                                     : BTH_SIDE_NEUTRAL);

      json_object_set_string_member (o, "id", cs[i].id);
      json_object_set_boolean_member (o, "major", cs[i].major);
      json_object_set_string_member (o, "status", status);
      json_object_set_boolean_member (o, "created", major != NULL || (minor != NULL && minor->created));
      json_object_set_boolean_member (o, "absorbed", minor != NULL && minor->absorbed);
      json_object_set_boolean_member (o, "conquered", FALSE);
      json_object_set_string_member (o, "conquered_by", bth_political_side_to_string (BTH_SIDE_NEUTRAL));
      json_object_set_int_member (o, "times_conquered", 0);
      json_object_set_int_member (o, "lent_pp", 0);
      json_object_set_boolean_member (o, "at_war", FALSE);
      json_object_set_int_member (o, "wars_fought", 0);
      json_array_add_object_element (states, o);
    }
  json_object_set_string_member (books, "card", bth_campaign_card_get_id (card));
  json_object_set_int_member (books, "players", players);
  json_object_set_array_member (books, "states", states);
  json_object_set_array_member (books, "cities", initial_cities (rules, card, start));
  json_object_set_int_member (england, "pp", 0);
  json_object_set_int_member (england, "naval_pp", 0);
  json_object_set_object_member (books, "england", england);
  json_object_set_array_member (books, "track", json_array_new ());
  return books;
}

gboolean
bth_campaign_game_set_up (BthGame *game, const BthCampaignCard *card, int players, GError **error)
{
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
  g_autoptr(GPtrArray) log = NULL;
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(BthCampaignWork) work = NULL;
  GPtrArray *events = bth_game_get_events (game);
  JsonObject *p;

  if (rules == NULL)
    return FALSE;
  if (players < 1 || players > 6)
    return bth_campaign_fail (error, "players: %d; the Grand Campaign is played by 1 to 6 players (X.D.3)", players);
  if (events->len != 1 || bth_game_can_redo (game))
    return bth_campaign_fail (error, "the campaign books are set up when the game is created, before any action");
  /* The Force Pool Display and its initial pools, as their own module writes them ... */
  if (!bth_game_set_up_force_pools (game, card, error))
    return FALSE;
  /* ... then the books and the display's counts, in the same set-up action. */
  work = bth_campaign_work_new (game, NULL);
  p = json_object_new ();
  json_object_set_object_member (p, "books", initial_books (rules, card, players));
  json_object_set_string_member (p, "rule", "X.D");
  if (!bth_campaign_work_add (work, BTH_EVENT_CAMPAIGN_SET_UP, p, error) ||
      !bth_campaign_work_display (work, error))
    {
      bth_game_undo (game, NULL);
      g_ptr_array_set_size (bth_game_get_redo_stack (game), 0);
      return FALSE;
    }
  log = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (log, bth_event_ref (g_ptr_array_index (events, i)));
  for (guint i = 0; i < work->events->len; i++)
    g_ptr_array_add (log, bth_event_ref (g_ptr_array_index (work->events, i)));
  /* Everything joins action 1, the set-up, which undo never removes. */
  for (guint i = 1; i < log->len; i++)
    {
      BthEvent *e = g_ptr_array_index (log, i);
      BthEvent *copy = bth_event_new (e->type, bth_event_dup_payload_node (e));
      copy->action = 1;
      copy->time = ((BthEvent *) g_ptr_array_index (log, 0))->time;
      g_ptr_array_index (log, i) = copy;
      bth_event_unref (e);
    }
  if (!bth_game_replace_log (game, log, redo, error))
    {
      bth_game_undo (game, NULL);   /* the Force Pool Display's action, as before */
      g_ptr_array_set_size (bth_game_get_redo_stack (game), 0);
      return FALSE;
    }
  return TRUE;
}

/* ---- the situation ------------------------------------------------------------------- */

BthPoliticsSituation *
bth_campaign_situation_from_state (const BthCampaignRules *rules, const BthGameState *state,
                                   const BthPoliticsSituation *board)
{
  const BthCampaignBooks *books = state->campaign;
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  BthPoliticsSituation *s = bth_politics_situation_new ();
  const BthLeaderState *napoleon = bth_game_state_find_leader (state, "napoleon");

  s->month = state->month;
  s->players = books->players;
  if (board != NULL)
    {
      s->moment = board->moment;
      s->options = board->options;
      s->french_sp_on_spain_mapboard = board->french_sp_on_spain_mapboard;
      s->spanish_units_moved = board->spanish_units_moved;
      s->french_sp_in_paris = board->french_sp_in_paris;
      s->pressburg_imposed = board->pressburg_imposed;
    }
  else
    s->moment = g_strcmp0 (state->phase, "combat") == 0 ? BTH_POLITICS_END_OF_COMBAT_PHASE : BTH_POLITICS_ALLIANCE_PHASE;
  for (guint i = 0; i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      if (st->major)
        {
          BthPoliticalMajor *m = bth_politics_situation_add_major (s, st->id, st->status);
          BthPoliticalMajor *b = board ? bth_politics_situation_major ((BthPoliticsSituation *) board, st->id) : NULL;
          m->conquered = st->conquered;
          m->conquered_by = st->conquered_by;
          m->times_conquered = st->times_conquered;
          m->land_pool_empty = pools != NULL && !bth_force_pools_has_land_units (pools, st->id);
          m->lent_pp = st->lent_pp;
          m->at_war = st->at_war;
          m->wars_fought = st->wars_fought;
          if (b != NULL)
            {
              m->attacked_by_pro = b->attacked_by_pro;
              m->attacked_by_anti = b->attacked_by_anti;
              m->anti_units_inside = b->anti_units_inside;
              m->player = g_strdup (b->player);
            }
        }
      else
        {
          BthPoliticalMinor *m = bth_politics_situation_add_minor (s, st->id, st->created);
          BthPoliticalMinor *b = board ? bth_politics_situation_minor ((BthPoliticsSituation *) board, st->id) : NULL;
          m->status = st->status;
          m->absorbed = st->absorbed;
          m->conquered_by = st->conquered_by;
          if (b != NULL)
            m->attacked_by = b->attacked_by;
        }
    }
  for (guint i = 0; i < books->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (books->cities, i);
      BthPoliticalCity *pc = bth_politics_situation_add_city (s, c->name, c->state, c->production, c->controller);
      BthPoliticalCity *b = board ? bth_politics_situation_city ((BthPoliticsSituation *) board, c->name) : NULL;
      pc->symbol = c->symbol != BTH_PRODUCTION_SYMBOL_NONE ? g_strdup (bth_production_symbol_to_string (c->symbol)) : NULL;
      pc->major_city = c->major_city;
      pc->capital = c->capital;
      pc->controller_state = g_strdup (c->controller_state);
      pc->supply_source_for = c->supply_source_for;
      if (b != NULL)
        {
          pc->foreign_sp = b->foreign_sp;
          pc->enemy_sp_inside = b->enemy_sp_inside;
          pc->end_sp_pro = b->end_sp_pro;
          pc->end_sp_anti = b->end_sp_anti;
        }
    }
  /* X.J.4.b: Spain or Portugal invaded, where the stacks' positions show it. */
  bth_campaign_situation_invasions (rules, state, s);
  /* The players' answers where the positions do not tell (X.J.4.b, X.I.2.i, X.I.3.b). */
  bth_campaign_situation_answers (rules, state, board != NULL, s);
  /* X.I.3.a-b, X.I.2.b: the numbers a conquest needs, from the Force Pools book and the stacks. */
  bth_campaign_situation_conquest_facts (rules, state, s);
  /* X.G.3: the units in each Prisoners box, by their home state. */
  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      const BthPoolBox *box = bth_force_pools_find_box (pools, ps->id, BTH_BOX_PRISONERS);
      for (guint u = 0; box != NULL && u < box->units->len; u++)
        {
          const BthUnitCount *unit = &g_array_index (box->units, BthUnitCount, u);
          const BthPoolState *home = bth_force_pools_state_of_power (pools, unit->power);
          BthPoliticalPrisoners *p = NULL;
          for (guint k = 0; k < s->prisoners->len; k++)
            {
              BthPoliticalPrisoners *q = g_ptr_array_index (s->prisoners, k);
              if (g_str_equal (q->captor, ps->id) && g_strcmp0 (q->state, home ? home->id : unit->power) == 0)
                p = q;
            }
          if (p == NULL)
            {
              p = g_new0 (BthPoliticalPrisoners, 1);
              p->captor = g_strdup (ps->id);
              p->state = g_strdup (home ? home->id : unit->power);
              g_ptr_array_add (s->prisoners, p);
            }
          p->sp += unit->sp;
        }
    }
  s->anti_vp = state->anti_vp;
  if (napoleon != NULL && napoleon->status == BTH_LEADER_STATUS_KILLED)
    s->napoleon = BTH_NAPOLEON_KILLED;
  else if (pools != NULL)
    {
      const BthPoolBox *exile = bth_force_pools_find_box (pools, "france", BTH_BOX_NAPOLEON_IN_EXILE);
      for (guint i = 0; exile != NULL && i < exile->leaders->len; i++)
        if (g_str_equal (((BthPoolLeader *) g_ptr_array_index (exile->leaders, i))->id, "napoleon"))
          s->napoleon = BTH_NAPOLEON_IN_EXILE;
    }
  return s;
}

BthPoliticsSituation *
bth_game_campaign_situation (BthGame *game, const BthPoliticsSituation *board, GError **error)
{
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
  const BthGameState *state = bth_game_get_state (game);

  if (rules == NULL)
    return NULL;
  if (state->campaign == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)"), NULL;
  return bth_campaign_situation_from_state (rules, state, board);
}
