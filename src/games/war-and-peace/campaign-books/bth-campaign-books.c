/* bth-campaign-books.c — the Grand Campaign's books, registered with the base books. */
#include "bth-campaign-books.h"
#include "bth-campaign-events.h"
#include "bth-campaign-game.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"
#include "bth-game-books.h"
#include "bth-game-events.h"

/* X.B.3, X.J.1: a Grand Campaign game keeps the Campaign Game Card's books from the start,
 * from the players' card (the built-in card while they have none), for two players until
 * they say otherwise (players, X.D.3). */
static gboolean
set_up (BthGame *game, BthScenario *scenario, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(BthCampaignCard) card = NULL;

  if (!bth_scenario_is_grand_campaign (scenario))
    return TRUE;
  path = bth_campaign_card_players_path (BTH_CAMPAIGN_CARD_BUILTIN);
  card = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, error);
  return card != NULL && bth_campaign_game_set_up (game, card, 2, error);
}

/* X.C, X.G.2-3, X.K.5.d: only a game with the campaign books has the campaign's items. */
static void
due (BthGame *game, GPtrArray *items)
{
  if (bth_game_state_get_campaign (bth_game_get_state (game)) != NULL)
    bth_campaign_events_due (game, items);
}

static char *
describe_event (BthGame *game, const BthEvent *event)
{
  switch (event->type)
    {
    case BTH_EVENT_FORCE_POOLS_SET_UP:
    case BTH_EVENT_FORCE_POOL_INITIAL:
    case BTH_EVENT_FORCE_POOL_MOVED:
      return bth_force_pools_describe_event (game, event);
    case BTH_EVENT_CAMPAIGN_SET_UP:
    case BTH_EVENT_CAMPAIGN_EDIT:
      return bth_campaign_describe_event (game, event);
    default:
      return NULL;
    }
}

static const BthGameBook grand_campaign = {
  .set_up = set_up,
  .due = due,
  .owns_due_kind = bth_due_kind_is_campaign,
  .apply_due = bth_campaign_events_apply_due,
  .describe_event = describe_event,
};

void
bth_campaign_books_register (void)
{
  bth_game_state_register_book (&bth_force_pools_book);
  bth_game_state_register_book (&bth_campaign_books_book);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOLS_SET_UP, bth_force_pools_apply_set_up);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOL_INITIAL, bth_force_pools_apply_initial);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOL_MOVED, bth_force_pools_apply_moved);
  bth_game_state_register_fold (BTH_EVENT_CAMPAIGN_SET_UP, bth_campaign_apply_set_up);
  bth_game_state_register_fold (BTH_EVENT_CAMPAIGN_EDIT, bth_campaign_apply_edit);
  bth_game_register_book (&grand_campaign);
}
