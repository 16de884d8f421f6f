/* bth-overrun-link.c — an overrun (L) by one stack of the game's Leader Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-link.h"
#include "bth-error.h"
#include "bth-force.h"
#include "bth-game-positions.h"
#include "bth-overrun-link.h"

void
bth_overrun_link_free (BthOverrunLink *link)
{
  if (link == NULL)
    return;
  g_free (link->stack);
  g_free (link->title);
  g_free (link->supply_text);
  g_free (link);
}

/* Land SP of STACK, and its cavalry. */
static void
count_sp (const BthStackState *stack,
          int                 *sp,
          int                 *cavalry)
{
  *sp = *cavalry = 0;
  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (stack->units, BthUnitCount, i);
      BthUnitKind kind;

      if (u->sp <= 0 || !bth_unit_kind_from_string (u->kind, &kind))
        continue;
      *sp += u->sp;
      if (bth_unit_kind_is_cavalry (kind))
        *cavalry += u->sp;
    }
}

GPtrArray *
bth_overrun_link_stacks (BthGame *game)
{
  const BthGameState *state = bth_game_get_state (game);
  const char *side = bth_attrition_link_active_side (game);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; side != NULL && i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      int sp, cavalry;

      count_sp (stack, &sp, &cavalry);
      if (g_strcmp0 (stack->side, side) == 0 && (stack->leaders->len > 0 ? sp : cavalry) > 0)
        g_ptr_array_add (ids, g_strdup (stack->id));
    }
  return ids;
}

static char *
leader_names (const BthGameState  *state,
              const BthStackState *stack)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", leader->name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

BthOverrunLink *
bth_overrun_link_new (BthGame     *game,
                      const char  *stack_id,
                      GError     **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthStackState *stack = bth_game_state_find_stack (state, stack_id);
  const char *side = bth_attrition_link_active_side (game);
  const BthStackPosition *position;
  g_autoptr(BthOverrunLink) link = NULL;
  g_autofree char *leaders = NULL;
  int sp, cavalry;

  if (stack == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   /* Translators: %s is a stack id, "s3" */
                   _("There is no stack %s on the Leader Display."), stack_id);
      return NULL;
    }
  if (side == NULL || g_strcmp0 (stack->side, side) != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   _("Stack %s is not the active player's: only the active player overruns (L.1)."), stack_id);
      return NULL;
    }
  link = g_new0 (BthOverrunLink, 1);
  link->stack = g_strdup (stack_id);
  link->has_leader = stack->leaders->len > 0;
  count_sp (stack, &sp, &cavalry);
  /* J.4.a: infantry leaves its hex only with a leader; cavalry may move alone (J.5). */
  link->moving_sp = link->has_leader ? sp : cavalry;
  link->moving_cavalry = cavalry;
  if (link->moving_sp <= 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   link->has_leader ? _("Stack %s has no strength points to overrun with.")
                   : _("Stack %s has no leader and no cavalry: infantry moves only with a leader (J.4.a)."),
                   stack_id);
      return NULL;
    }
  leaders = leader_names (state, stack);
  link->title = link->has_leader
    /* Translators: a stack id and its leaders, "Stack s3 · Soult" */
    ? g_strdup_printf (_("Stack %s · %s"), stack_id, leaders)
    /* Translators: %s is a stack id */
    : g_strdup_printf (_("Stack %s · no leader: its cavalry moves alone (J.5)"), stack_id);

  /* M.7, from the stack's position unless the players overrode it. */
  position = bth_game_positions_stack (game, stack_id);
  link->supplied = position != NULL ? position->supplied : stack->supplied;
  if (position == NULL)
    link->supply_text = g_strdup (link->supplied ? _("In supply, as the Leader Display says")
                                                 : _("Unsupplied, as the Leader Display says"));
  else if (position->overridden)
    link->supply_text = g_strdup_printf (link->supplied
                                         /* Translators: %s is the computed supply, explained */
                                         ? _("In supply: set by the players. Computed: %s")
                                         : _("Unsupplied: set by the players. Computed: %s"),
                                         position->explanation);
  else
    link->supply_text = g_strdup (position->explanation);
  return g_steal_pointer (&link);
}
