/* bth-lga-battle-pages.c — La Grande Armée's combat tools, Skirmish [11] and Battle [12-13],
 * the first of its sidebar. The game keeps no books yet: New Game shows its first tool.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-la-grande-armee.h"
#include "bth-lga-battle-pages.h"
#include "bth-lga-battle-page.h"
#include "bth-lga-skirmish-page.h"
#include "bth-page-registry.h"

static const BthPageInfo pages[] = {
  /* The "Tools" heading goes above the first: the game has no books above it. */
  { NULL, "lga-skirmish", N_("Skirmish"), bth_lga_skirmish_page_get_type, TRUE,
    .tool_key = BTH_TOOL_KEY_SMALL_COMBAT },
  { NULL, "lga-battle", N_("Battle"), bth_lga_battle_page_get_type, .tool_key = BTH_TOOL_KEY_BATTLE },
};

void
bth_lga_register_battle_pages (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_page_registry_add (BTH_LA_GRANDE_ARMEE_ID, pages, G_N_ELEMENTS (pages));
      g_once_init_leave (&once, 1);
    }
}
