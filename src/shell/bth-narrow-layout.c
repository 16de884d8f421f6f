/* bth-narrow-layout.c — a widget's own layout while it has room, another when narrower
 * (bth-narrow-layout.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-narrow-layout.h"

typedef struct
{
  GtkLayoutManager *inner;      /* the widget's own layout */
} BthNarrowLayoutPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (BthNarrowLayout, bth_narrow_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkLayoutManager *
inner_of (BthNarrowLayout *self)
{
  return ((BthNarrowLayoutPrivate *) bth_narrow_layout_get_instance_private (self))->inner;
}

static void
bth_narrow_layout_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  BthNarrowLayout *self = BTH_NARROW_LAYOUT (manager);
  int roomy, least;

  BTH_NARROW_LAYOUT_GET_CLASS (self)->bounds (self, widget, &roomy, &least);
  /* Below its roomy width the widget's own layout is never asked: narrower than its
   * minimum, GTK's box layout aborts (it asserts that its fixed-size children fit), and
   * the width reported below can be narrower than that. */
  if (roomy < 0 || orientation == GTK_ORIENTATION_HORIZONTAL || for_size < 0 || for_size >= roomy)
    gtk_layout_manager_measure (inner_of (self), widget, orientation, for_size, minimum, natural,
                                minimum_baseline, natural_baseline);
  else
    {
      /* GTK should not ask for less than the least width; if it does, lay out at that. */
      *minimum = *natural = BTH_NARROW_LAYOUT_GET_CLASS (self)->narrow (self, widget, MAX (for_size, least), FALSE);
      *minimum_baseline = *natural_baseline = -1;
    }
  if (roomy >= 0 && orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = MIN (*minimum, least);
}

static void
bth_narrow_layout_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  BthNarrowLayout *self = BTH_NARROW_LAYOUT (manager);
  int roomy, least;

  BTH_NARROW_LAYOUT_GET_CLASS (self)->bounds (self, widget, &roomy, &least);
  if (roomy < 0 || width >= roomy)
    gtk_layout_manager_allocate (inner_of (self), widget, width, height, baseline);
  else
    BTH_NARROW_LAYOUT_GET_CLASS (self)->narrow (self, widget, width, TRUE);
}

static GtkSizeRequestMode
bth_narrow_layout_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bth_narrow_layout_dispose (GObject *object)
{
  BthNarrowLayoutPrivate *priv = bth_narrow_layout_get_instance_private (BTH_NARROW_LAYOUT (object));

  g_clear_object (&priv->inner);
  G_OBJECT_CLASS (bth_narrow_layout_parent_class)->dispose (object);
}

static void
bth_narrow_layout_class_init (BthNarrowLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_narrow_layout_dispose;
  layout_class->measure = bth_narrow_layout_measure;
  layout_class->allocate = bth_narrow_layout_allocate;
  layout_class->get_request_mode = bth_narrow_layout_get_request_mode;
}

static void
bth_narrow_layout_init (BthNarrowLayout *self)
{
}

BthNarrowLayout *
bth_narrow_layout_install (GtkWidget *widget,
                           GType      type)
{
  BthNarrowLayout *layout;
  BthNarrowLayoutPrivate *priv;

  g_return_val_if_fail (g_type_is_a (type, BTH_TYPE_NARROW_LAYOUT), NULL);

  if (G_TYPE_CHECK_INSTANCE_TYPE (gtk_widget_get_layout_manager (widget), type))
    return NULL;
  layout = g_object_new (type, NULL);
  priv = bth_narrow_layout_get_instance_private (layout);
  priv->inner = g_object_ref (gtk_widget_get_layout_manager (widget));
  gtk_widget_set_layout_manager (widget, GTK_LAYOUT_MANAGER (layout));
  return layout;
}

GtkLayoutManager *
bth_narrow_layout_get_inner (BthNarrowLayout *self)
{
  g_return_val_if_fail (BTH_IS_NARROW_LAYOUT (self), NULL);

  return inner_of (self);
}

int
bth_narrow_layout_spacing (BthNarrowLayout *self,
                           GtkWidget       *widget,
                           int             *minimum,
                           int             *natural)
{
  int sum = 0, n = 0, box_minimum, box_natural;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int child_natural;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_natural, NULL, NULL);
        sum += child_natural;
        n++;
      }
  gtk_layout_manager_measure (inner_of (self), widget, GTK_ORIENTATION_HORIZONTAL, -1,
                              &box_minimum, &box_natural, NULL, NULL);
  if (minimum != NULL)
    *minimum = box_minimum;
  if (natural != NULL)
    *natural = box_natural;
  return n > 1 ? MAX (box_natural - sum, 0) / (n - 1) : 0;
}
