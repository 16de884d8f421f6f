/* bth-installed-games.c — the one place the app names its games. */
#include "bth-installed-games.h"
#include "bth-war-and-peace.h"
#include "bth-war-and-peace-pages.h"
#include "bth-war-and-peace-app-info.h"
#include "bth-la-grande-armee.h"
#include "bth-lga-battle-pages.h"
#include "bth-lga-roll-pages.h"
#include "bth-lga-app-info.h"

void
bth_app_register_installed_games (void)
{
  bth_war_and_peace_register ();
  bth_war_and_peace_register_pages ();
  bth_war_and_peace_register_app_info ();
  bth_la_grande_armee_register ();
  bth_lga_register_battle_pages ();
  bth_lga_register_roll_pages ();
  bth_lga_register_app_info ();
}
