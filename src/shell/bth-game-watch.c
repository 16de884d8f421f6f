/* bth-game-watch.c — a page that shows the session's game, kept up to date.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-game-watch.h"

void
bth_game_watch_init (BthGameWatch     *self,
                     BthPage          *page,
                     BthGameWatchFunc  rebuild,
                     BthGameWatchFunc  game_replaced)
{
  *self = (BthGameWatch) { .page = page, .rebuild = rebuild, .game_replaced = game_replaced };
}

static gboolean
rebuild_idle (gpointer data)
{
  BthGameWatch *self = data;

  self->idle = 0;
  self->rebuild (self->page);
  return G_SOURCE_REMOVE;
}

void
bth_game_watch_queue (BthGameWatch *self)
{
  if (self->idle == 0)
    self->idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_idle, self, NULL);
}

static void
set_game (BthGameWatch *self,
          gpointer      game)
{
  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (bth_game_watch_queue), self);
  if (self->game_replaced != NULL)
    self->game_replaced (self->page);
  else
    self->rebuild (self->page);
}

static void
on_session_game_notify (BthGameWatch *self)
{
  set_game (self, bth_session_get_game (self->session));
}

void
bth_game_watch_follow (BthGameWatch *self,
                       BthSession   *session)
{
  if (self->session == session)
    return;
  /* A window that switches rules (a game of the other ruleset) gives its pages a new
   * session: the watch leaves the old one and follows the new. */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_clear_object (&self->session);
    }
  self->session = g_object_ref (session);
  g_signal_connect_swapped (session, "notify::game", G_CALLBACK (on_session_game_notify), self);
  set_game (self, bth_session_get_game (session));
}

void
bth_game_watch_clear (BthGameWatch *self)
{
  g_clear_handle_id (&self->idle, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
}
