/* bth-war-and-peace-pages.c — War and Peace's pages, in the order the sidebar shows them.
 *
 * The game's books come first, then the tools, which work without a game. The Grand
 * Campaign's own books are in the sidebar only while such a game is open, so the group
 * with a quick battle to look up sees the same short list as ever.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-war-and-peace-pages.h"
#include "bth-page-registry.h"

#include "bth-alliance-page.h"
#include "bth-attrition-page.h"
#include "bth-battle-page.h"
#include "bth-force-pools.h"
#include "bth-force-pools-page.h"
#include "bth-forced-march-page.h"
#include "bth-game-page.h"
#include "bth-leaders-page.h"
#include "bth-lookup-page.h"
#include "bth-map-page.h"
#include "bth-navies-page.h"
#include "bth-overrun-page.h"
#include "bth-production-page.h"
#include "bth-siege-page.h"
#include "bth-weather-page.h"

static void
choose_scenario (GtkWidget *page)
{
  bth_game_page_choose_scenario (BTH_GAME_PAGE (page));
}

/* The Grand Campaign's books are set up when its game starts (X.L). */
static gboolean
has_campaign_books (gpointer game)
{
  return game != NULL && bth_game_state_get_force_pools (bth_game_get_state (game)) != NULL;
}

static const BthPageInfo pages[] = {
  { NULL, "game", N_("Game"),         bth_game_page_get_type, FALSE, TRUE, .start_new_game = choose_scenario },
  { NULL, "leaders", N_("Leaders"),      bth_leaders_page_get_type, FALSE, TRUE },
  { NULL, "force-pools", N_("Force Pools"),  bth_force_pools_page_get_type, FALSE, TRUE, has_campaign_books },
  /* The Grand Campaign's phases (X.J, X.G): books the players return to every turn. */
  { NULL, "production", N_("Production"),   bth_production_page_get_type, FALSE, TRUE, has_campaign_books },
  { NULL, "alliances", N_("Alliances"),    bth_alliance_page_get_type, FALSE, TRUE, has_campaign_books },
  /* The game's fleets (in the log, so the game's undo) beside a calculator whose entries
   * and rolls are session undo steps (Ctrl+Z with the focus in it, bth-undo-keys.h). */
  { NULL, "navies", N_("Navies"),       bth_navies_page_get_type, FALSE, TRUE, has_campaign_books },
  { NULL, "map", N_("Map"),          bth_map_page_get_type, FALSE, TRUE },
  { NULL, "battle", N_("Battle"),       bth_battle_page_get_type, TRUE, .tool_key = BTH_TOOL_KEY_BATTLE },
  { NULL, "attrition", N_("Attrition"),    bth_attrition_page_get_type, .tool_key = BTH_TOOL_KEY_ATTRITION },
  { NULL, "forced-march", N_("Forced March"), bth_forced_march_page_get_type, .tool_key = BTH_TOOL_KEY_MARCH },
  { NULL, "overrun", N_("Overrun"),      bth_overrun_page_get_type, .tool_key = BTH_TOOL_KEY_SMALL_COMBAT },
  { NULL, "siege", N_("Siege"),        bth_siege_page_get_type, .tool_key = BTH_TOOL_KEY_SIEGE },
  { NULL, "weather", N_("Weather"),      bth_weather_page_get_type, .tool_key = BTH_TOOL_KEY_WEATHER },
  /* The shell's Dice Log comes here, between Weather and Tables, as in 0.1.0 (Ctrl+8 is
   * Tables). */
  { NULL, "lookup", N_("Tables"),       bth_lookup_page_get_type, .after_every_game = TRUE,
    .tool_key = BTH_TOOL_KEY_TABLES },
};

void
bth_war_and_peace_register_pages (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_page_registry_add ("war-and-peace", pages, G_N_ELEMENTS (pages));
      g_once_init_leave (&once, 1);
    }
}
