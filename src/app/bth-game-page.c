#include "bth-game-page.h"
struct _BthGamePage { BthPage parent_instance; };
G_DEFINE_FINAL_TYPE (BthGamePage, bth_game_page, BTH_TYPE_PAGE)
static void bth_game_page_class_init (BthGamePageClass *klass) {}
static void bth_game_page_init (BthGamePage *self) {}
void bth_game_page_choose_scenario (BthGamePage *self) {}
