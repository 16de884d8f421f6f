/* bth-battle-page.c — the Battle screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-battle-page.h"

struct _BthBattlePage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthBattlePage, bth_battle_page, BTH_TYPE_PAGE)

static void
bth_battle_page_class_init (BthBattlePageClass *klass)
{
}

static void
bth_battle_page_init (BthBattlePage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Battle"));
  adw_bin_set_child (ADW_BIN (self), status);
}
