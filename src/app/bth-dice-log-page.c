/* bth-dice-log-page.c — the Dice Log screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-dice-log-page.h"

struct _BthDiceLogPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthDiceLogPage, bth_dice_log_page, BTH_TYPE_PAGE)

static void
bth_dice_log_page_class_init (BthDiceLogPageClass *klass)
{
}

static void
bth_dice_log_page_init (BthDiceLogPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Dice Log"));
  adw_bin_set_child (ADW_BIN (self), status);
}
