/* bth-mapboard-choice.c — the mapboard combo rows (bth-mapboard-choice.h). */
#include "bth-mapboard-choice.h"

int
bth_mapboard_choice_from_index (guint index)
{
  return (int) index;
}

guint
bth_mapboard_choice_to_index (int mapboard)
{
  return mapboard > 0 && mapboard <= 4 ? (guint) mapboard : 0;
}
