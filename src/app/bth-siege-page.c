/* bth-siege-page.c — the Siege screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-siege-page.h"

struct _BthSiegePage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthSiegePage, bth_siege_page, BTH_TYPE_PAGE)

static void
bth_siege_page_class_init (BthSiegePageClass *klass)
{
}

static void
bth_siege_page_init (BthSiegePage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Siege"));
  adw_bin_set_child (ADW_BIN (self), status);
}
