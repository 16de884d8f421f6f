/* bth-war-and-peace-settings.c — War and Peace's own settings (bth-war-and-peace-settings.h). */
#include "bth-war-and-peace-settings.h"
#include "bth-war-and-peace.h"
#include "bth-game-app-info.h"

GSettings *
bth_war_and_peace_settings (void)
{
  return bth_game_settings (BTH_WAR_AND_PEACE_ID);
}
