/* bth-march-link.c — a forced march (K) of one stack of the game's Leader Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-error.h"
#include "bth-force.h"
#include "bth-loss-picker.h"
#include "bth-march-link.h"

#include "bth-game-link.h"
#include "bth-game-positions.h"

BthMarchClass
bth_march_link_class_of (BthGame    *game,
                         const char *power,
                         const char *kind)
{
  BthUnitKind k;

  if (g_strcmp0 (power, bth_game_link_french_power (game)) != 0)
    return BTH_MARCH_OTHER;
  return bth_unit_kind_from_string (kind, &k) && bth_unit_kind_is_guard (k) ? BTH_MARCH_FRENCH_GUARD
                                                                           : BTH_MARCH_FRENCH;
}

void
bth_march_link_free (BthMarchLink *link)
{
  if (link == NULL)
    return;
  g_free (link->stack);
  g_clear_pointer (&link->lines, g_array_unref);
  g_free (link);
}

BthMarchLink *
bth_march_link_new (BthGame     *game,
                    const char  *stack_id,
                    GError     **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthStackState *stack = bth_game_state_find_stack (state, stack_id);
  g_autoptr(BthMarchLink) link = NULL;
  int sp[3] = { 0, 0, 0 };

  if (stack == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   /* Translators: %s is a stack id, "s3" */
                   _("There is no stack %s on the Leader Display."), stack_id);
      return NULL;
    }
  link = g_new0 (BthMarchLink, 1);
  link->stack = g_strdup (stack_id);
  link->has_leader = stack->leaders->len > 0;
  link->lines = bth_loss_lines_new ();
  /* K.4: "Infantry may only force march while accompanying a leader." */
  bth_loss_lines_add_stack (link->lines, stack, !link->has_leader);
  for (guint i = 0; i < link->lines->len; i++)
    {
      BthLossLine *line = &g_array_index (link->lines, BthLossLine, i);

      line->tag = bth_march_link_class_of (game, line->power, line->kind);
      sp[line->tag] += line->sp;
    }
  for (int c = BTH_MARCH_FRENCH_GUARD; c <= BTH_MARCH_OTHER; c++)
    if (sp[c] > 0)
      link->groups[link->n_groups++] = (BthMarchGroup) { sp[c], (BthMarchClass) c };
  if (link->n_groups == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   link->has_leader ? _("Stack %s has no strength points to force march (K.4).")
                   : _("Stack %s has no leader and no cavalry: only cavalry force marches without a leader (K.4)."),
                   stack_id);
      return NULL;
    }
  /* Supply computed from the stack's position unless the players overrode it (bth-game-positions.h). */
  {
    const BthStackPosition *position = bth_game_positions_stack (game, stack_id);
    link->unsupplied = bth_game_link_stack_unsupplied (game, stack);
    /* K.5.d: the board of the hex the stack stands in, as attrition reads it (G.3.e). */
    link->mapboard = position != NULL && position->located ? position->mapboard : 0;
  }
  link->winter = bth_game_link_winter (game, &link->winter_known);
  return g_steal_pointer (&link);
}
