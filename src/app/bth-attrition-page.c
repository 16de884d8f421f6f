/* bth-attrition-page.c — the Attrition screen (placeholder until it is built).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-page.h"

struct _BthAttritionPage
{
  BthPage parent_instance;
};

G_DEFINE_FINAL_TYPE (BthAttritionPage, bth_attrition_page, BTH_TYPE_PAGE)

static void
bth_attrition_page_class_init (BthAttritionPageClass *klass)
{
}

static void
bth_attrition_page_init (BthAttritionPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Attrition"));
  adw_bin_set_child (ADW_BIN (self), status);
}
