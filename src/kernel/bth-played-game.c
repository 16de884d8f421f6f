/* bth-played-game.c — the interface's dispatch. */
#include "bth-played-game.h"

G_DEFINE_INTERFACE (BthPlayedGame, bth_played_game, G_TYPE_OBJECT)

static void
bth_played_game_default_init (BthPlayedGameInterface *iface)
{
}

#define IFACE(self) BTH_PLAYED_GAME_GET_IFACE (self)

gboolean
bth_played_game_can_undo (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), FALSE);
  return IFACE (self)->can_undo (self);
}

gboolean
bth_played_game_can_redo (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), FALSE);
  return IFACE (self)->can_redo (self);
}

gboolean
bth_played_game_undo (BthPlayedGame *self, GError **error)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), FALSE);
  return IFACE (self)->undo (self, error);
}

gboolean
bth_played_game_redo (BthPlayedGame *self, GError **error)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), FALSE);
  return IFACE (self)->redo (self, error);
}

char *
bth_played_game_describe_undo (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), NULL);
  return IFACE (self)->describe_undo (self);
}

gboolean
bth_played_game_save (BthPlayedGame *self, GFile *file, GError **error)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), FALSE);
  return IFACE (self)->save (self, file, error);
}

char *
bth_played_game_export_text (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), NULL);
  return IFACE (self)->export_text (self);
}

const char *
bth_played_game_get_title (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), NULL);
  return IFACE (self)->get_title (self);
}

const char *
bth_played_game_get_scenario_id (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), NULL);
  return IFACE (self)->get_scenario_id (self);
}

gpointer
bth_played_game_get_rules (BthPlayedGame *self)
{
  g_return_val_if_fail (BTH_IS_PLAYED_GAME (self), NULL);
  return IFACE (self)->get_rules != NULL ? IFACE (self)->get_rules (self) : NULL;
}
