/* bth-ui-battle-entry.c — the Battle page's forces typed in (bth-ui-battle-entry.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-battle-entry.h"

#include "bth-ui-test.h"

void
bth_ui_enter_unit (GtkWidget            *page,
                   const char           *side,
                   guint                 index,
                   const BthUiUnitEntry *unit)
{
  g_autofree char *prefix = g_strdup_printf ("%s-unit-%u", side, index);
  g_autofree char *sp = g_strdup_printf ("%s-sp", prefix);
  g_autofree char *kind = g_strdup_printf ("%s-kind", prefix);
  g_autofree char *color = g_strdup_printf ("%s-color", prefix);
  g_autofree char *symbol = g_strdup_printf ("%s-symbol", prefix);
  g_autofree char *morale = g_strdup_printf ("%s-morale", prefix);

  if (bth_ui_try_find (page, sp) == NULL)
    {
      g_autofree char *add = g_strdup_printf ("%s-add-unit", side);
      bth_ui_click (page, add);
    }
  bth_ui_set_text (page, sp, unit->sp);
  bth_ui_select (page, kind, unit->kind);
  bth_ui_select (page, color, unit->color);
  bth_ui_select (page, symbol, unit->symbol);
  bth_ui_set_text (page, morale, unit->morale);
}

/* Section O.3: Napoleon (3) with 5 I, 3 C and 5 Bavarian I attacks Charles (2) with 7 I,
 * 3 C and 11 landwehr in a low mountain hex, across a river. */
GtkWidget *
bth_ui_enter_o3_example (void)
{
  GtkWidget *page = bth_ui_show_page ("battle");
  const BthUiUnitEntry french[] = {
    { "5", "I", "blue", "none", "2" },
    { "3", "C", "blue", "none", "2" },
    { "5", "I", "blue", "yellow", "" },
  };
  const BthUiUnitEntry austrian[] = {
    { "7", "I", "white", "black", "" },
    { "3", "C", "white", "black", "" },
    { "11", "L", "white", "none", "" },
  };

  bth_ui_click (page, "new_battle");
  bth_ui_select (page, "battle_type", "Field battle");
  bth_ui_select (page, "active_side", "Attacker");
  bth_ui_set_active (page, "attack_from_river", TRUE);

  bth_ui_set_text (page, "attacker-leader-name", "Napoleon");
  bth_ui_set_value (page, "attacker-leader-value", 3);
  bth_ui_select (page, "attacker-leader-color", "blue");
  bth_ui_select (page, "attacker-terrain", "Clear Hex");
  for (guint i = 0; i < G_N_ELEMENTS (french); i++)
    bth_ui_enter_unit (page, "attacker", i, &french[i]);

  bth_ui_set_text (page, "defender-leader-name", "Charles");
  bth_ui_set_value (page, "defender-leader-value", 2);
  bth_ui_select (page, "defender-leader-color", "white");
  bth_ui_select (page, "defender-terrain", "Low Mountain Hex");
  for (guint i = 0; i < G_N_ELEMENTS (austrian); i++)
    bth_ui_enter_unit (page, "defender", i, &austrian[i]);
  return page;
}
