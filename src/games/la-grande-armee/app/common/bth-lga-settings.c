/* bth-lga-settings.c — La Grande Armée's own settings (bth-lga-settings.h). */
#include "bth-lga-settings.h"
#include "bth-la-grande-armee.h"
#include "bth-game-app-info.h"

GSettings *
bth_lga_settings (void)
{
  return bth_game_settings (BTH_LA_GRANDE_ARMEE_ID);
}
