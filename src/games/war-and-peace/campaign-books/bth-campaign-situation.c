/* bth-campaign-situation.c — the Grand Campaign's books as the politics computations'
 * input: the political situation read from the game's state, with the players' answers, the
 * invasions the positions show and the conquest facts (X.D, X.G-X.I). */
#include "bth-campaign-situation.h"
#include "bth-campaign-game-private.h"
#include "bth-campaign-answers.h"
#include "bth-campaign-card-politics.h"
#include "bth-campaign-conquest-facts.h"
#include "bth-campaign-invasion.h"
#include "bth-force-pools.h"

#include <string.h>

BthPoliticsSituation *
bth_campaign_situation_from_state (const BthCampaignRules *rules, const BthGameState *state,
                                   const BthPoliticsSituation *board)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
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
      {
        /* X.I.1.b: the players' word that every city hex of a state is entered. */
        GHashTableIter iter;
        gpointer id;
        g_hash_table_iter_init (&iter, board->city_hexes_complete);
        while (g_hash_table_iter_next (&iter, &id, NULL))
          bth_politics_situation_set_city_hexes_complete (s, id);
      }
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
  if (bth_game_state_get_campaign (state) == NULL)
    return bth_campaign_fail (error, "this game has no campaign books (not a Grand Campaign game)"), NULL;
  return bth_campaign_situation_from_state (rules, state, board);
}

BthPoliticsSituation *
bth_game_campaign_situation_with_card (BthGame *game, const BthPoliticsSituation *board,
                                       const BthCampaignCard *card, const BthMap *map, GError **error)
{
  const BthCampaignRules *rules = bth_ruleset_get_campaign (bth_game_get_ruleset (game), error);
  g_autoptr(BthPoliticsSituation) s = NULL;

  if (rules == NULL || (s = bth_game_campaign_situation (game, board, error)) == NULL)
    return NULL;
  if (card != NULL && !bth_campaign_card_complete_politics (card, rules, map, s, NULL, error))
    return NULL;
  return g_steal_pointer (&s);
}

/* Kept on the game object: the books (its state) stay the players' record, the card and map
 * are how it is read. */
#define CARD_KEY "bth-campaign-card"
#define MAP_KEY  "bth-campaign-map"

void
bth_game_campaign_use_card (BthGame *game, const BthCampaignCard *card, BthMap *map)
{
  BthCampaignCard *copy = NULL;

  g_return_if_fail (BTH_IS_GAME (game));
  if (card != NULL)
    {
      g_autofree char *data = bth_campaign_card_to_data (card);
      copy = bth_campaign_card_new_from_data (data, -1, bth_campaign_card_get_name (card), NULL);
    }
  g_object_set_data_full (G_OBJECT (game), CARD_KEY, copy, (GDestroyNotify) bth_campaign_card_free);
  g_object_set_data_full (G_OBJECT (game), MAP_KEY, map != NULL ? bth_map_ref (map) : NULL,
                          (GDestroyNotify) bth_map_unref);
}

BthPoliticsSituation *
bth_game_campaign_situation_of_state (BthGame *game, const BthCampaignRules *rules, const BthGameState *state,
                                      const BthPoliticsSituation *board, GError **error)
{
  const BthCampaignCard *card = g_object_get_data (G_OBJECT (game), CARD_KEY);
  const BthMap *map = g_object_get_data (G_OBJECT (game), MAP_KEY);
  g_autoptr(BthPoliticsSituation) s = bth_campaign_situation_from_state (rules, state, board);

  if (card != NULL && !bth_campaign_card_complete_politics (card, rules, map, s, NULL, error))
    return NULL;
  return g_steal_pointer (&s);
}
