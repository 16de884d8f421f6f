/* bth-ui-battle-entry.c — the Battle page's forces typed in (bth-ui-battle-entry.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-battle-entry.h"

#include "bth-force-editor.h"
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

static const char *const sides[2] = { "attacker", "defender" };
/* The forces as the first entry of the example left them: each side's line as the page
 * wrote it, and the force it stands for. */
static char     *o3_lines[2];
static JsonNode *o3_forces[2];

static JsonNode *
force_of (GtkWidget  *page,
          const char *side)
{
  g_autofree char *editor = g_strdup_printf ("%s_editor", side);

  return bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, editor)));
}

/* Types each side's line as the page wrote it after the first entry: the same forces in a
 * few actions instead of two dozen (each a full layout and frame under the sanitizers),
 * checked to be the same force as the first entry's. */
static void
enter_o3_lines (GtkWidget *page)
{
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s-line", sides[i]);
      g_autoptr(JsonNode) force = NULL;

      bth_ui_set_text (page, line, o3_lines[i]);
      force = force_of (page, sides[i]);
      if (!json_node_equal (force, o3_forces[i]))
        {
          g_autofree char *typed = json_to_string (force, FALSE);
          g_autofree char *first = json_to_string (o3_forces[i], FALSE);

          g_error ("the %s's line “%s” gives %s, not the first entry's %s", sides[i], o3_lines[i], typed, first);
        }
    }
}

/* Section O.3: Napoleon (3) with 5 I, 3 C and 5 Bavarian I attacks Charles (2) with 7 I,
 * 3 C and 11 landwehr in a low mountain hex, across a river. The first time, field by field
 * as a player new to the line would; after that, by each side's line. */
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
  if (o3_lines[0] != NULL)
    {
      enter_o3_lines (page);
      return page;
    }

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
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s-line", sides[i]);

      o3_lines[i] = g_strdup (bth_ui_get_text (page, line));
      o3_forces[i] = force_of (page, sides[i]);
    }
  return page;
}
