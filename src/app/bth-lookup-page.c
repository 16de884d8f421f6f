/* bth-lookup-page.c — the Tables screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lookup-page.h"

struct _BthLookupPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthLookupPage, bth_lookup_page, BTH_TYPE_PAGE)

static void
bth_lookup_page_class_init (BthLookupPageClass *klass)
{
}

static void
bth_lookup_page_init (BthLookupPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Tables"));
  adw_bin_set_child (ADW_BIN (self), status);
}
