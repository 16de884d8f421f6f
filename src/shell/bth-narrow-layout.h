/* bth-narrow-layout.h — a layout manager that keeps a widget's own layout while it has room
 * and lays the children out otherwise when the widget is narrower: what a flow line
 * (bth-flow-line.h) and a wrapped row (bth-wrap-row.h) share.
 *
 * Installed on a box, it wraps the box's own layout manager ("inner"). A subclass says
 * from which width the inner layout has room (roomy), the least width the widget may be
 * measured at, and how to lay the children out (or measure them) below that; the measure
 * and allocate around them, which GTK's box layout needs kept from a width below its
 * minimum (it aborts), are written here once.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BTH_TYPE_NARROW_LAYOUT (bth_narrow_layout_get_type ())
G_DECLARE_DERIVABLE_TYPE (BthNarrowLayout, bth_narrow_layout, BTH, NARROW_LAYOUT, GtkLayoutManager)

struct _BthNarrowLayoutClass
{
  GtkLayoutManagerClass parent_class;

  /* The width from which WIDGET's own layout has room (-1: at every width, the inner
   * layout alone), and the least width WIDGET is measured at. */
  void (*bounds) (BthNarrowLayout *self,
                  GtkWidget       *widget,
                  int             *roomy,
                  int             *least);
  /* Lays WIDGET's children out (ALLOCATE) or measures them WIDTH wide, narrower than
   * roomy; returns the height. */
  int  (*narrow) (BthNarrowLayout *self,
                  GtkWidget       *widget,
                  int              width,
                  gboolean         allocate);
};

/* Gives WIDGET a layout of TYPE (a BthNarrowLayout) around its own; none when it has one
 * of that type already. Returns the layout (WIDGET's), or NULL. */
BthNarrowLayout  *bth_narrow_layout_install (GtkWidget *widget,
                                             GType      type);
/* The widget's own layout. */
GtkLayoutManager *bth_narrow_layout_get_inner (BthNarrowLayout *self);
/* The spacing WIDGET's own layout puts between its shown children (border-spacing, from
 * its style: what its natural width adds to theirs), and its natural and minimum widths. */
int               bth_narrow_layout_spacing (BthNarrowLayout *self,
                                             GtkWidget       *widget,
                                             int             *minimum,
                                             int             *natural);

G_END_DECLS
