/* bth-game-link.c — what the Attrition and Forced March pages share when they start
 * from the game's Leader Display.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-game-link.h"
#include "bth-game-positions.h"

const char *
bth_game_link_french_power (BthGame *game)
{
  BthScenario *scenario = bth_game_get_scenario (game);
  const BthGameState *state = bth_game_get_state (game);
  const BthScenarioSide *side;

  if (scenario != NULL && state->sides->len > 0
      && (side = bth_scenario_find_side (scenario, g_ptr_array_index (state->sides, 0))) != NULL)
    for (guint i = 0; i < side->n_powers; i++)
      if (side->powers[i].satellite_of == NULL)
        return side->powers[i].id;
  return "france";
}

gboolean
bth_game_link_stack_unsupplied (BthGame             *game,
                                const BthStackState *stack)
{
  const BthStackPosition *position = bth_game_positions_stack (game, stack->id);

  return position != NULL ? !position->supplied : !stack->supplied;
}

gboolean
bth_game_link_winter (BthGame  *game,
                      gboolean *known)
{
  const BthGameState *state = bth_game_get_state (game);

  return bth_game_state_month_is_winter (state, state->month, known);
}

void
bth_game_link_start (BthGameLink *self,
                     BthPage     *page,
                     BthGame     *game)
{
  bth_page_remember (page, NULL);
  g_set_object (&self->game, game);
  self->recorded = FALSE;
  self->serial++;
}

void
bth_game_link_clear (BthGameLink *self)
{
  g_clear_object (&self->game);
}

void
bth_game_link_save (BthGameLink *self,
                    gboolean     active,
                    JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "link");
  json_builder_add_int_value (builder, active ? self->serial : 0);
}

gboolean
bth_game_link_is_older (BthGameLink *self,
                        JsonObject  *state)
{
  return (guint) bth_form_json_int (state, "link", 0) != self->serial;
}

void
bth_game_link_show (GtkWidget    *group,
                    AdwActionRow *row,
                    gboolean      active,
                    const char   *what,
                    const char   *problem,
                    BthPage      *page,
                    const char   *action)
{
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (group, active);
  if (!active)
    return;
  /* Translators: what came from the Leader Display, then what to do */
  subtitle = g_strdup_printf (_("%s %s"), what, problem != NULL ? problem : _("Ready to record."));
  adw_action_row_set_subtitle (row, subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (page), action, problem == NULL);
}

void
bth_game_link_set_recorded (BthGameLink *self,
                            BthPage     *page)
{
  self->recorded = TRUE;
  bth_page_toast (page, _("Recorded in the game (Ctrl+Z on the Leaders page takes it back)."));
}
