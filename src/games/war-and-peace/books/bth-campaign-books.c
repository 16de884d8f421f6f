/* bth-campaign-books.c — the Grand Campaign's event kinds, folded by their own modules. */
#include "bth-campaign-books.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"
#include "bth-game-events.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"
#include "bth-game-state.h"

void
bth_campaign_books_register_folds (void)
{
  /* The state's JSON lists its books in this order. */
  bth_game_state_register_book (&bth_force_pools_book);
  bth_game_state_register_book (&bth_campaign_books_book);
  bth_game_state_register_book (&bth_game_fleets_book);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOLS_SET_UP, bth_force_pools_apply_set_up);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOL_INITIAL, bth_force_pools_apply_initial);
  bth_game_state_register_fold (BTH_EVENT_FORCE_POOL_MOVED, bth_force_pools_apply_moved);
  bth_game_state_register_fold (BTH_EVENT_CAMPAIGN_SET_UP, bth_campaign_apply_set_up);
  bth_game_state_register_fold (BTH_EVENT_CAMPAIGN_EDIT, bth_campaign_apply_edit);
  bth_game_state_register_fold (BTH_EVENT_FLEET_SET, bth_game_fleets_apply);
  bth_game_state_register_fold (BTH_EVENT_FLEET_CARGO, bth_fleet_cargo_apply);
}
