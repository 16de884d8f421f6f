/* bth-overrun-page.c — the Overrun screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-overrun-page.h"

struct _BthOverrunPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthOverrunPage, bth_overrun_page, BTH_TYPE_PAGE)

static void
bth_overrun_page_class_init (BthOverrunPageClass *klass)
{
}

static void
bth_overrun_page_init (BthOverrunPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Overrun"));
  adw_bin_set_child (ADW_BIN (self), status);
}
