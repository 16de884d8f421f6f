/* bth-forced-march-page.c — the Forced March screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-forced-march-page.h"

struct _BthForcedMarchPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthForcedMarchPage, bth_forced_march_page, BTH_TYPE_PAGE)

static void
bth_forced_march_page_class_init (BthForcedMarchPageClass *klass)
{
}

static void
bth_forced_march_page_init (BthForcedMarchPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Forced March"));
  adw_bin_set_child (ADW_BIN (self), status);
}
